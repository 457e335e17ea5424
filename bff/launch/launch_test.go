package launch_test

import (
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/casinobff/bff/bff/bfftest"
	"github.com/casinobff/bff/bff/gameview"
	"github.com/casinobff/bff/bff/httpx"
	"github.com/casinobff/bff/bff/launch"
)

// Upstream paths the launch tests count calls to.
const (
	upLaunch    = "/wps/game/launchGame"
	upRecent    = "/wps/relay/GCS_recentGame"
	upAddRecent = "/wps/relay/MCS2_addRecentGame"
)

func TestLaunch(t *testing.T) {
	tests := []struct {
		name   string
		as     string // demo account; empty: a visitor
		body   string
		status int
		code   httpx.Code
		want   launch.Launch // URL: the game page's path and the query values that must be there
		calls  string        // the upstream launch call, when one is made
		recent string        // the node id that must now head the player's recent games
	}{
		{
			"a slot, for a member", "demo01", bfftest.LaunchSuperAce, 200, "",
			launch.Launch{Mode: "real", URL: "/play/JL0185?mode=real&node=161617&language=bn"},
			upLaunch, "161617",
		},
		{
			"a hot match, for a member", "demo01", bfftest.LaunchHotMatch, 200, "",
			launch.Launch{Mode: "real", URL: "/play/SPB0353?mode=real&match=40875194&league=91260"},
			"/wps/relay/GCS_gameLaunchFB", "160382",
		},
		{
			"the sports book, for a member: the real game", "demo01", bfftest.LaunchSportBook, 200, "",
			launch.Launch{Mode: "real", URL: "/play/SPB0353?mode=real"},
			upLaunch, "160382",
		},
		{
			"a lottery game", "demo01", bfftest.LaunchMienBac, 200, "",
			launch.Launch{Mode: "lottery", PrizeMode: "elott", URL: "/play/TCGLOTTOVN0285?mode=real"},
			upLaunch, "163079",
		},
		{
			"a lottery vendor tile", "demo01", `{"vendor":"TCG","category":"LOTT"}`, 200, "",
			launch.Launch{Mode: "lottery", PrizeMode: "elott", URL: "/play/TCG0207?mode=real"},
			upLaunch, "162327",
		},
		{
			"a free member plays", "free01", bfftest.LaunchLudo, 200, "",
			launch.Launch{Mode: "real", URL: "/play/JL0092?mode=real"},
			upLaunch, "174856",
		},
		{
			"the sports book, for a visitor: trial", "", bfftest.LaunchSportBook, 200, "",
			launch.Launch{Mode: "trial", URL: "/play/SPB0353?mode=trial"},
			"/wps/relay/GCS_gameTrialLaunch", "",
		},
		{
			"a hot match, for a visitor: trial", "", bfftest.LaunchHotMatch, 200, "",
			launch.Launch{Mode: "trial", URL: "/play/SPB0353?mode=trial"},
			"/wps/relay/GCS_gameTrialLaunch", "",
		},
		{
			"a vendor entry", "", bfftest.LaunchPGEntry, 200, "",
			launch.Launch{Mode: "route", URL: "/m/gameList?gameType=RNG&vassalage=PG", Route: "/m/gameList?gameType=RNG&vassalage=PG"},
			"", "",
		},
		{
			"an esports vendor entry", "demo01", `{"vendor":"IMES","category":"vassalage"}`, 200, "",
			launch.Launch{Mode: "route", URL: "/m/gameList?gameType=ESPORTS&vassalage=IMES", Route: "/m/gameList?gameType=ESPORTS&vassalage=IMES"},
			"", "",
		},
		{"an unknown vendor entry", "", `{"vendor":"NOPE","category":"VASSALAGE"}`, 400, httpx.CodeValidationFailed, launch.Launch{}, "", ""},
		{"a vendor tile with no game", "demo01", `{"vendor":"EVO","category":"SPORTS"}`, 400, httpx.CodeValidationFailed, launch.Launch{}, "", ""},
		{"a slot, for a visitor", "", bfftest.LaunchSuperAce, 401, httpx.CodeLoginRequired, launch.Launch{}, "", ""},
		{"an unknown game", "demo01", `{"gameId":"NOPE1","nodeId":"1","vendor":"JL","category":"RNG"}`, 422, httpx.CodeLaunchFailed, launch.Launch{}, upLaunch, ""},
		{"not JSON", "demo01", `{"gameId":`, 400, httpx.CodeBadRequest, launch.Launch{}, "", ""},
		{"half a match", "demo01", `{"vendor":"SPB","category":"SPORTS","matchId":"1"}`, 400, httpx.CodeValidationFailed, launch.Launch{}, "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := bfftest.NewStack(t)
			var cookie *http.Cookie
			if tt.as != "" {
				cookie = s.SignIn(tt.as)
			}
			s.Fake.ResetHits()
			rec := s.Call(http.MethodPost, "/api/v1/launches", tt.body, cookie)
			if tt.code != "" {
				bfftest.ExpectProblem(t, rec, tt.status, tt.code)
			} else {
				bfftest.WantStatus(t, rec, tt.status)
				checkLaunch(t, s.URL, bfftest.Decode[launch.Launch](t, rec.Body.Bytes()), tt.want)
			}
			if cc := rec.Header().Get("Cache-Control"); cc != "no-store" {
				t.Errorf("Cache-Control %q", cc)
			}
			hits := s.Fake.Hits()
			if tt.calls != "" && hits[tt.calls] != 1 {
				t.Errorf("%s called %d times, want once (hits %v)", tt.calls, hits[tt.calls], hits)
			}
			if tt.recent == "" {
				if hits[upAddRecent] != 0 {
					t.Errorf("recorded a recent game without a real launch")
				}
				return
			}
			recent := s.Call(http.MethodGet, "/api/v1/recent", "", cookie)
			bfftest.WantStatus(t, recent, http.StatusOK)
			if page := bfftest.Decode[gameview.GamePage](t, recent.Body.Bytes()); len(page.Items) == 0 || page.Items[0].NodeID != tt.recent {
				t.Errorf("recent games %+v, want %s first", page.Items, tt.recent)
			}
		})
	}
}

// checkLaunch compares an answer with want, whose URL holds the path and the query values that
// must be there (a game's address is the fake's, on a port of its own).
func checkLaunch(t *testing.T, fakeURL string, got, want launch.Launch) {
	t.Helper()
	if got.Mode != want.Mode || got.PrizeMode != want.PrizeMode || got.Route != want.Route {
		t.Fatalf("got %+v, want %+v", got, want)
	}
	if want.Mode == launch.ModeRoute {
		if got.URL != want.URL {
			t.Errorf("url %q, want %q", got.URL, want.URL)
		}
		return
	}
	u, err := url.Parse(strings.TrimPrefix(got.URL, fakeURL))
	if err != nil || !strings.HasPrefix(got.URL, fakeURL+"/play/") {
		t.Fatalf("url %q is not the fake's game page", got.URL)
	}
	w, _ := url.Parse(want.URL)
	if u.Path != w.Path {
		t.Errorf("url %q, want path %s", got.URL, w.Path)
	}
	for k := range w.Query() {
		if u.Query().Get(k) != w.Query().Get(k) {
			t.Errorf("url %q: %s is %q, want %q", got.URL, k, u.Query().Get(k), w.Query().Get(k))
		}
	}
}

// A launch is a write: an upstream that fails gets it once, where a read is retried.
func TestLaunchSentOnceWhenUpstreamFails(t *testing.T) {
	s := bfftest.NewStack(t)
	cookie := s.SignIn("demo01")
	s.Fake.ResetHits()
	s.Scenario(bfftest.Failing(upLaunch, upRecent))
	bfftest.ExpectProblem(t, s.Call(http.MethodPost, "/api/v1/launches", bfftest.LaunchSuperAce, cookie), http.StatusServiceUnavailable, httpx.CodeUpstreamUnavailable)
	bfftest.ExpectProblem(t, s.Call(http.MethodGet, "/api/v1/recent", "", cookie), http.StatusServiceUnavailable, httpx.CodeUpstreamUnavailable)
	hits := s.Fake.Hits()
	if hits[upLaunch] != 1 {
		t.Errorf("the launch reached the upstream %d times, want once", hits[upLaunch])
	}
	if hits[upAddRecent] != 0 {
		t.Errorf("a failed launch was recorded as recent")
	}
	if hits[upRecent] != 3 {
		t.Errorf("the recent games read reached the upstream %d times, want 3 (reads are retried)", hits[upRecent])
	}
}

// The game is open once the launch answered: failing to record it as recent does not undo that.
func TestLaunchSurvivesRecentFailure(t *testing.T) {
	s := bfftest.NewStack(t)
	cookie := s.SignIn("demo01")
	s.Scenario(bfftest.Failing(upAddRecent))
	rec := s.Call(http.MethodPost, "/api/v1/launches", bfftest.LaunchSuperAce, cookie)
	bfftest.WantStatus(t, rec, http.StatusOK)
	if got := bfftest.Decode[launch.Launch](t, rec.Body.Bytes()); got.Mode != launch.ModeReal || got.URL == "" {
		t.Errorf("answer %+v", got)
	}
}

func TestLaunchSessionOfAnotherMerchant(t *testing.T) {
	s := bfftest.NewStack(t)
	sealed, err := bfftest.Sealer.Seal(bfftest.SessionFor("DEMO2", "tok-DEMO2"))
	if err != nil {
		t.Fatal(err)
	}
	cookie := &http.Cookie{Name: "bff_session", Value: sealed}
	bfftest.ExpectProblem(t, s.Call(http.MethodPost, "/api/v1/launches", bfftest.LaunchSuperAce, cookie), http.StatusUnauthorized, httpx.CodeLoginRequired)
	// A visitor's trial still works with it.
	bfftest.WantStatus(t, s.Call(http.MethodPost, "/api/v1/launches", bfftest.LaunchSportBook, cookie), http.StatusOK)
}

// TestLaunchNeedsLogin: a visitor's launch of anything but the sports book is login_required,
// asked nothing upstream, and stored by nobody.
func TestLaunchNeedsLogin(t *testing.T) {
	s := bfftest.NewStack(t)
	tests := []struct{ name, body string }{
		{"a slot", bfftest.LaunchSuperAce},
		{"a lottery", bfftest.LaunchMienBac},
		{"esports", `{"vendor":"IMES","category":"ESPORTS"}`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s.Fake.ResetHits()
			rec := s.Call(http.MethodPost, "/api/v1/launches", tt.body)
			bfftest.ExpectProblem(t, rec, http.StatusUnauthorized, httpx.CodeLoginRequired)
			if cc := rec.Header().Get("Cache-Control"); cc != "no-store" {
				t.Errorf("Cache-Control %q", cc)
			}
			for path, n := range s.Fake.Hits() {
				if strings.Contains(path, "launch") || strings.Contains(path, "Launch") || strings.Contains(path, "ecent") {
					t.Errorf("a visitor's request reached %s %d times", path, n)
				}
			}
		})
	}
}
