package bff

import (
	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/casinobff/bff/adapters/fakeupstream"
	"github.com/casinobff/bff/bff/catalog"
	"github.com/casinobff/bff/bff/favourites"
	"github.com/casinobff/bff/bff/httpx"
)

// Upstream paths the game-centre tests count calls to.
const (
	upFavouriteIDs = "/wps/relay/MCSFE_getFavoriteGames"
	upAddFavourite = "/wps/relay/MCSFE_addFavoriteGameV2"
	upRecent       = "/wps/relay/GCS_recentGame"
	upAddRecent    = "/wps/relay/MCS2_addRecentGame"
	upLaunch       = "/wps/game/launchGame"
)

// stack is the real server over a fake upstream of its own, so that member state and hit counts
// belong to one test.
type stack struct {
	t    *testing.T
	fake *fakeupstream.Server
	url  string
	srv  *Server
}

func newStack(t *testing.T) *stack {
	t.Helper()
	fake, fakeURL := startFakeUpstream(t)
	return &stack{t: t, fake: fake, url: fakeURL, srv: realStack(t, fakeURL, &clock{now: time.Now()})}
}

func (s *stack) signIn(user string) *http.Cookie { return signIn(s.t, s.srv, s.url, user) }

// do sends a request as the site's own page would: same origin, X-CSRF on writes.
func (s *stack) do(method, target, body string, cookie *http.Cookie) *httptest.ResponseRecorder {
	s.t.Helper()
	var r io.Reader
	if body != "" {
		r = strings.NewReader(body)
	}
	req := httptest.NewRequestWithContext(context.Background(), method, target, r)
	req.Host = "localhost:8080"
	if body != "" {
		req.Header.Set("Content-Type", "application/json")
	}
	if method != http.MethodGet {
		req.Header.Set("X-CSRF", "1")
		req.Header.Set("Origin", "http://localhost:8080")
	}
	if cookie != nil {
		req.AddCookie(cookie)
	}
	rec := httptest.NewRecorder()
	s.srv.Handler().ServeHTTP(rec, req)
	return rec
}

func (s *stack) scenario(sc fakeupstream.Scenario) {
	s.t.Helper()
	if err := s.fake.SetScenario(sc); err != nil {
		s.t.Fatal(err)
	}
}

func wantStatus(t *testing.T, rec *httptest.ResponseRecorder, status int) {
	t.Helper()
	if rec.Code != status {
		t.Fatalf("status %d, want %d: %s", rec.Code, status, rec.Body)
	}
}

func wantProblem(t *testing.T, rec *httptest.ResponseRecorder, status int, code httpx.Code) {
	t.Helper()
	wantStatus(t, rec, status)
	if p := decode[httpx.Problem](t, rec.Body.Bytes()); p.Code != code {
		t.Fatalf("code %q, want %q", p.Code, code)
	}
}

func TestPlayerEndpointsNeedLogin(t *testing.T) {
	s := newStack(t)
	tests := []struct{ name, method, target, body string }{
		{"favourite ids", http.MethodGet, "/api/v1/favourites", ""},
		{"favourite games", http.MethodGet, "/api/v1/favourites/games?name=ace", ""},
		{"add favourite", http.MethodPut, "/api/v1/favourites/161617", `{"vendor":"JL"}`},
		{"remove favourite", http.MethodDelete, "/api/v1/favourites/161617?vendor=JL", ""},
		{"recent", http.MethodGet, "/api/v1/recent", ""},
		{"games mode fav", http.MethodGet, "/api/v1/games?mode=fav", ""},
		{"games category FAV", http.MethodGet, "/api/v1/games?category=FAV", ""},
		{"games mode recent", http.MethodGet, "/api/v1/games?mode=recent", ""},
		{"games category RECENT", http.MethodGet, "/api/v1/games?category=RECENT", ""},
		{"launch a slot", http.MethodPost, "/api/v1/launches", launchSuperAce},
		{"launch a lottery", http.MethodPost, "/api/v1/launches", launchMienBac},
		{"launch esports", http.MethodPost, "/api/v1/launches", `{"vendor":"IMES","category":"ESPORTS"}`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s.fake.ResetHits()
			rec := s.do(tt.method, tt.target, tt.body, nil)
			wantProblem(t, rec, http.StatusUnauthorized, httpx.CodeLoginRequired)
			if cc := rec.Header().Get("Cache-Control"); cc != "no-store" {
				t.Errorf("Cache-Control %q", cc)
			}
			for path, n := range s.fake.Hits() {
				if strings.Contains(path, "Favorite") || strings.Contains(path, "launch") || strings.Contains(path, "Launch") || strings.Contains(path, "ecent") {
					t.Errorf("a visitor's request reached %s %d times", path, n)
				}
			}
		})
	}
}

func TestFavouriteAdd(t *testing.T) {
	tests := []struct {
		name     string
		node     string
		scenario fakeupstream.Scenario
		status   int
		code     httpx.Code
		adds     int      // upstream add calls
		after    []string // demo01's favourites afterwards
	}{
		{"new favourite", "161617", fakeupstream.Scenario{}, 200, "", 1, []string{"161617", "174856"}},
		{"already a favourite", "174856", fakeupstream.Scenario{}, 200, "", 0, []string{"174856"}},
		{"upstream add fails", "161617", failing(upAddFavourite), 503, httpx.CodeUpstreamUnavailable, 1, []string{"174856"}},
		{"unknown game", "999", fakeupstream.Scenario{}, 400, httpx.CodeValidationFailed, 1, []string{"174856"}},
		{"ids unreadable", "161617", failing(upFavouriteIDs), 503, httpx.CodeUpstreamUnavailable, 0, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := newStack(t)
			cookie := s.signIn("demo01")
			s.fake.ResetHits()
			s.scenario(tt.scenario)
			rec := s.do(http.MethodPut, "/api/v1/favourites/"+tt.node, `{"vendor":"JL"}`, cookie)
			if tt.code != "" {
				wantProblem(t, rec, tt.status, tt.code)
			} else {
				wantStatus(t, rec, tt.status)
				if got := decode[favourites.IDs](t, rec.Body.Bytes()).NodeIDs; !slices.Equal(got, tt.after) {
					t.Errorf("answer %v, want %v", got, tt.after)
				}
			}
			if got := s.fake.Hits()[upAddFavourite]; got != tt.adds {
				t.Errorf("upstream adds %d, want %d (a write is never retried)", got, tt.adds)
			}
			if tt.after == nil {
				return
			}
			s.scenario(fakeupstream.Scenario{})
			ids := s.do(http.MethodGet, "/api/v1/favourites", "", cookie)
			wantStatus(t, ids, http.StatusOK)
			if got := decode[favourites.IDs](t, ids.Body.Bytes()).NodeIDs; !slices.Equal(got, tt.after) {
				t.Errorf("favourites afterwards %v, want %v", got, tt.after)
			}
		})
	}
}

func TestFavouriteRemoveAndList(t *testing.T) {
	s := newStack(t)
	cookie := s.signIn("demo01")
	for _, node := range []string{"161617", "173957"} { // Super Ace, Rummy
		wantStatus(t, s.do(http.MethodPut, "/api/v1/favourites/"+node+"?vendor=JL", "", cookie), http.StatusOK)
	}
	tests := []struct {
		name   string
		target string
		ids    []string
		pages  int
	}{
		{"every favourite, newest first", "/api/v1/favourites/games", []string{"173957", "161617", "174856"}, 1},
		{"one category", "/api/v1/favourites/games?category=RUMMY", []string{"173957"}, 1},
		{"pages of two", "/api/v1/favourites/games?pageSize=2&page=2", []string{"174856"}, 2},
		{"a name search: every match on page 1", "/api/v1/favourites/games?name=U&pageSize=1", []string{"173957", "161617", "174856"}, 1},
		{"a name search has no page 2", "/api/v1/favourites/games?name=U&page=2", []string{}, 1},
		{"no match", "/api/v1/favourites/games?name=zzz", []string{}, 0},
		{"the same as a game list mode", "/api/v1/games?mode=fav&category=RNG", []string{"161617"}, 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rec := s.do(http.MethodGet, tt.target, "", cookie)
			wantStatus(t, rec, http.StatusOK)
			if cc := rec.Header().Get("Cache-Control"); cc != "no-store" {
				t.Errorf("Cache-Control %q", cc)
			}
			page := decode[catalog.GamePage](t, rec.Body.Bytes())
			ids := []string{}
			for _, g := range page.Items {
				ids = append(ids, g.NodeID)
			}
			if !slices.Equal(ids, tt.ids) || page.TotalPages != tt.pages {
				t.Errorf("got %v of %d pages, want %v of %d", ids, page.TotalPages, tt.ids, tt.pages)
			}
		})
	}

	rec := s.do(http.MethodDelete, "/api/v1/favourites/173957?vendor=JL", "", cookie)
	wantStatus(t, rec, http.StatusOK)
	if got := decode[favourites.IDs](t, rec.Body.Bytes()).NodeIDs; !slices.Equal(got, []string{"161617", "174856"}) {
		t.Errorf("after removing Rummy: %v", got)
	}
	wantStatus(t, s.do(http.MethodDelete, "/api/v1/favourites/173957?vendor=JL", "", cookie), http.StatusOK) // not one any more
	wantProblem(t, s.do(http.MethodDelete, "/api/v1/favourites/173957", "", cookie), http.StatusBadRequest, httpx.CodeValidationFailed)
	wantProblem(t, s.do(http.MethodPut, "/api/v1/favourites/1%3B2", `{"vendor":"JL"}`, cookie), http.StatusBadRequest, httpx.CodeValidationFailed)
	wantProblem(t, s.do(http.MethodPut, "/api/v1/favourites/173957", `{"vendor":`, cookie), http.StatusBadRequest, httpx.CodeBadRequest)

	// Personal reads go to the upstream every time: nothing personal is cached.
	s.fake.ResetHits()
	for range 3 {
		wantStatus(t, s.do(http.MethodGet, "/api/v1/favourites", "", cookie), http.StatusOK)
	}
	if got := s.fake.Hits()[upFavouriteIDs]; got != 3 {
		t.Errorf("3 reads of the favourites reached the upstream %d times", got)
	}
	// Another player's favourites are their own.
	other := s.do(http.MethodGet, "/api/v1/favourites", "", s.signIn("agent01"))
	if got := decode[favourites.IDs](t, other.Body.Bytes()).NodeIDs; len(got) != 0 {
		t.Errorf("agent01's favourites %v", got)
	}
}
