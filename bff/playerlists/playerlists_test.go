package playerlists_test

import (
	"net/http"
	"slices"
	"strings"
	"testing"

	"github.com/casinobff/bff/adapters/fakeupstream"
	"github.com/casinobff/bff/bff/bfftest"
	"github.com/casinobff/bff/bff/gameview"
	"github.com/casinobff/bff/bff/httpx"
	"github.com/casinobff/bff/bff/playerlists"
)

// Upstream paths the game-centre tests count calls to.
const (
	upFavouriteIDs = "/wps/relay/MCSFE_getFavoriteGames"
	upAddFavourite = "/wps/relay/MCSFE_addFavoriteGameV2"
)

// TestPlayerEndpointsNeedLogin: every list answers a visitor login_required without asking
// the upstream anything, and nothing of it may be stored.
func TestPlayerEndpointsNeedLogin(t *testing.T) {
	s := bfftest.NewStack(t)
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
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s.Fake.ResetHits()
			rec := s.Call(tt.method, tt.target, tt.body, nil)
			bfftest.ExpectProblem(t, rec, http.StatusUnauthorized, httpx.CodeLoginRequired)
			if cc := rec.Header().Get("Cache-Control"); cc != "no-store" {
				t.Errorf("Cache-Control %q", cc)
			}
			for path, n := range s.Fake.Hits() {
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
		{"upstream add fails", "161617", bfftest.Failing(upAddFavourite), 503, httpx.CodeUpstreamUnavailable, 1, []string{"174856"}},
		{"unknown game", "999", fakeupstream.Scenario{}, 400, httpx.CodeValidationFailed, 1, []string{"174856"}},
		{"ids unreadable", "161617", bfftest.Failing(upFavouriteIDs), 503, httpx.CodeUpstreamUnavailable, 0, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := bfftest.NewStack(t)
			cookie := s.SignIn("demo01")
			s.Fake.ResetHits()
			s.Scenario(tt.scenario)
			rec := s.Call(http.MethodPut, "/api/v1/favourites/"+tt.node, `{"vendor":"JL"}`, cookie)
			if tt.code != "" {
				bfftest.ExpectProblem(t, rec, tt.status, tt.code)
			} else {
				bfftest.WantStatus(t, rec, tt.status)
				if got := bfftest.Decode[playerlists.IDs](t, rec.Body.Bytes()).NodeIDs; !slices.Equal(got, tt.after) {
					t.Errorf("answer %v, want %v", got, tt.after)
				}
			}
			if got := s.Fake.Hits()[upAddFavourite]; got != tt.adds {
				t.Errorf("upstream adds %d, want %d (a write is never retried)", got, tt.adds)
			}
			if tt.after == nil {
				return
			}
			s.Scenario(fakeupstream.Scenario{})
			ids := s.Call(http.MethodGet, "/api/v1/favourites", "", cookie)
			bfftest.WantStatus(t, ids, http.StatusOK)
			if got := bfftest.Decode[playerlists.IDs](t, ids.Body.Bytes()).NodeIDs; !slices.Equal(got, tt.after) {
				t.Errorf("favourites afterwards %v, want %v", got, tt.after)
			}
		})
	}
}

func TestFavouriteRemoveAndList(t *testing.T) {
	s := bfftest.NewStack(t)
	cookie := s.SignIn("demo01")
	for _, node := range []string{"161617", "173957"} { // Super Ace, Rummy
		bfftest.WantStatus(t, s.Call(http.MethodPut, "/api/v1/favourites/"+node+"?vendor=JL", "", cookie), http.StatusOK)
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
			rec := s.Call(http.MethodGet, tt.target, "", cookie)
			bfftest.WantStatus(t, rec, http.StatusOK)
			if cc := rec.Header().Get("Cache-Control"); cc != "no-store" {
				t.Errorf("Cache-Control %q", cc)
			}
			page := bfftest.Decode[gameview.GamePage](t, rec.Body.Bytes())
			ids := []string{}
			for _, g := range page.Items {
				ids = append(ids, g.NodeID)
			}
			if !slices.Equal(ids, tt.ids) || page.TotalPages != tt.pages {
				t.Errorf("got %v of %d pages, want %v of %d", ids, page.TotalPages, tt.ids, tt.pages)
			}
		})
	}

	rec := s.Call(http.MethodDelete, "/api/v1/favourites/173957?vendor=JL", "", cookie)
	bfftest.WantStatus(t, rec, http.StatusOK)
	if got := bfftest.Decode[playerlists.IDs](t, rec.Body.Bytes()).NodeIDs; !slices.Equal(got, []string{"161617", "174856"}) {
		t.Errorf("after removing Rummy: %v", got)
	}
	bfftest.WantStatus(t, s.Call(http.MethodDelete, "/api/v1/favourites/173957?vendor=JL", "", cookie), http.StatusOK) // not one any more
	bfftest.ExpectProblem(t, s.Call(http.MethodDelete, "/api/v1/favourites/173957", "", cookie), http.StatusBadRequest, httpx.CodeValidationFailed)
	bfftest.ExpectProblem(t, s.Call(http.MethodPut, "/api/v1/favourites/1%3B2", `{"vendor":"JL"}`, cookie), http.StatusBadRequest, httpx.CodeValidationFailed)
	bfftest.ExpectProblem(t, s.Call(http.MethodPut, "/api/v1/favourites/173957", `{"vendor":`, cookie), http.StatusBadRequest, httpx.CodeBadRequest)

	// Personal reads go to the upstream every time: nothing personal is cached.
	s.Fake.ResetHits()
	for range 3 {
		bfftest.WantStatus(t, s.Call(http.MethodGet, "/api/v1/favourites", "", cookie), http.StatusOK)
	}
	if got := s.Fake.Hits()[upFavouriteIDs]; got != 3 {
		t.Errorf("3 reads of the favourites reached the upstream %d times", got)
	}
	// Another player's favourites are their own.
	other := s.Call(http.MethodGet, "/api/v1/favourites", "", s.SignIn("agent01"))
	if got := bfftest.Decode[playerlists.IDs](t, other.Body.Bytes()).NodeIDs; len(got) != 0 {
		t.Errorf("agent01's favourites %v", got)
	}
}
