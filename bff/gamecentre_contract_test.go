package bff_test

import (
	"net/http"
	"testing"

	"github.com/casinobff/bff/adapters/fakeupstream"
	"github.com/casinobff/bff/bff/bfftest"
)

// Upstream paths the contract cases make fail.
const (
	upFavouriteIDs = "/wps/relay/MCSFE_getFavoriteGames"
	upRecent       = "/wps/relay/GCS_recentGame"
	upLaunch       = "/wps/game/launchGame"
)

// TestGameCentreContract holds answers the goldens do not show (other errors, other
// parameters) to the contract.
func TestGameCentreContract(t *testing.T) {
	doc := bfftest.LoadContract(t)
	tests := []struct {
		name, method, target, body string
		member                     bool
		scenario                   fakeupstream.Scenario
		status                     int
	}{
		{"hot list searched", http.MethodGet, "/api/v1/games/hot?name=ace", "", false, fakeupstream.Scenario{}, 200},
		{"hot list unavailable", http.MethodGet, "/api/v1/games/hot", "", false, bfftest.Failing(), 503},
		{"winners unavailable", http.MethodGet, "/api/v1/winners", "", false, bfftest.Failing(), 503},
		{"hot matches unavailable", http.MethodGet, "/api/v1/sports/hot-matches", "", false, bfftest.Failing(), 503},
		{"favourite games of a category", http.MethodGet, "/api/v1/favourites/games?category=LUDO&page=2", "", true, fakeupstream.Scenario{}, 200},
		{"favourite games invalid", http.MethodGet, "/api/v1/favourites/games?page=0", "", true, fakeupstream.Scenario{}, 400},
		{"favourite ids unavailable", http.MethodGet, "/api/v1/favourites", "", true, bfftest.Failing(upFavouriteIDs), 503},
		{"add an unknown game", http.MethodPut, "/api/v1/favourites/999", `{"vendor":"JL"}`, true, fakeupstream.Scenario{}, 400},
		{"add without a body", http.MethodPut, "/api/v1/favourites/173957?vendor=JL", "", true, fakeupstream.Scenario{}, 200},
		{"add with a broken body", http.MethodPut, "/api/v1/favourites/173957", `[`, true, fakeupstream.Scenario{}, 400},
		{"remove without a session", http.MethodDelete, "/api/v1/favourites/173957?vendor=JL", "", false, fakeupstream.Scenario{}, 401},
		{"recent of a category", http.MethodGet, "/api/v1/recent?category=RNG&page=1", "", true, fakeupstream.Scenario{}, 200},
		{"recent unavailable", http.MethodGet, "/api/v1/recent", "", true, bfftest.Failing(upRecent), 503},
		{"launch a lottery vendor tile", http.MethodPost, "/api/v1/launches", `{"vendor":"TCG","category":"LOTT"}`, true, fakeupstream.Scenario{}, 200},
		{"launch unavailable", http.MethodPost, "/api/v1/launches", bfftest.LaunchSuperAce, true, bfftest.Failing(upLaunch), 503},
		{"launch not JSON", http.MethodPost, "/api/v1/launches", `nope`, true, fakeupstream.Scenario{}, 400},
		{"games of mode recent", http.MethodGet, "/api/v1/games?mode=recent&name=x", "", true, fakeupstream.Scenario{}, 200},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := bfftest.NewStack(t)
			var cookie *http.Cookie
			if tt.member {
				cookie = s.SignIn("demo01")
			}
			s.Scenario(tt.scenario)
			rec := s.Call(tt.method, tt.target, tt.body, cookie)
			bfftest.WantStatus(t, rec, tt.status)
			if err := bfftest.CheckAnswer(doc, tt.method, tt.target, rec.Code, rec.Header(), rec.Body.Bytes()); err != nil {
				t.Fatalf("answer breaks the contract: %v\n%s", err, rec.Body)
			}
		})
	}
}
