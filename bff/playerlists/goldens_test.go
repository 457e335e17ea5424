package playerlists_test

import (
	"net/http"
	"testing"

	"github.com/casinobff/bff/bff/bfftest"
)

// TestGoldens writes and checks testdata/bff/playerlists: the favourites and recent games.
//
// They run in this order against one fake upstream, whose member state carries over from case
// to case: demo01 starts with Ludo as its only favourite and no recent games; the favourite
// cases add Super Ace and take it away again, and the recent cases list what demo01 opens
// before them. Run the whole list, not one case.
func TestGoldens(t *testing.T) {
	const addFavourite = "/wps/relay/MCSFE_addFavoriteGameV2"
	g, w, as := bfftest.Golden, bfftest.Write, bfftest.As
	unavailable := as("demo01", w(http.MethodPut, "favourite-add-unavailable", "/api/v1/favourites/161617", 503, `{"vendor": "JL"}`,
		"The upstream's add fails: upstream_unavailable, never a false success."))
	unavailable.Scenario = bfftest.Failing(addFavourite)
	recent := as("demo01", g("recent", "/api/v1/recent", 200, "demo01's recent games, newest first: what demo01 opened just before."))
	recent.Before = func(t testing.TB, s *bfftest.Stack) {
		cookie := s.SignIn("demo01")
		for _, body := range []string{bfftest.LaunchSuperAce, bfftest.LaunchHotMatch, bfftest.LaunchMienBac} {
			bfftest.WantStatus(t, s.Call(http.MethodPost, "/api/v1/launches", body, cookie), http.StatusOK)
		}
	}
	bfftest.RunGoldens(t, "playerlists", []bfftest.GoldenCase{
		g("games-fav-login-required", "/api/v1/games?category=FAV", 401, "Favourites without a session: login_required."),
		as("demo01", g("games-mode-fav", "/api/v1/games?mode=fav", 200, "demo01's favourites as a game list: Ludo.")),
		g("favourites-login-required", "/api/v1/favourites", 401, "Favourite ids without a session: login_required."),
		as("demo01", g("favourites", "/api/v1/favourites", 200, "demo01's favourite node ids: Ludo.")),
		as("demo01", w(http.MethodPut, "favourite-add", "/api/v1/favourites/161617", 200, `{"vendor": "JL"}`,
			"demo01 adds Super Ace: the ids after the change, newest first.")),
		as("demo01", w(http.MethodPut, "favourite-add-existing", "/api/v1/favourites/174856", 200, `{"vendor": "JL"}`,
			"Ludo again: already a favourite, a success without a second upstream add.")),
		as("demo01", g("favourites-games", "/api/v1/favourites/games", 200, "The favourites screen, page 1 (15 a page).")),
		as("demo01", g("favourites-games-search", "/api/v1/favourites/games?name=ace", 200,
			"A name search on the favourites: every match on one page.")),
		as("demo01", w(http.MethodDelete, "favourite-remove", "/api/v1/favourites/161617?vendor=JL", 200, "",
			"demo01 removes Super Ace again.")),
		unavailable,
		g("recent-login-required", "/api/v1/recent", 401, "Recent games without a session: login_required."),
		recent,
		as("demo01", g("games-mode-recent", "/api/v1/games?mode=recent&category=RNG", 200, "demo01's recent slots as a game list.")),
	})
}
