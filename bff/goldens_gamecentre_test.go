package bff

import "net/http"

// Bodies of the launch goldens: a slot, a hot match, a lottery game, a vendor tile, a vendor
// entry.
const (
	launchSuperAce  = `{"gameId": "JL0185", "nodeId": "161617", "vendor": "JL", "category": "RNG"}`
	launchHotMatch  = `{"gameId": "SPB0353", "nodeId": "160382", "vendor": "SPB", "category": "SPORTS", "matchId": "40875194", "leagueId": "91260"}`
	launchMienBac   = `{"gameId": "TCGLOTTOVN0285", "nodeId": "163079", "vendor": "TCG_LOTTO_VN", "category": "ELOTT"}`
	launchSportBook = `{"vendor": "SPB", "category": "SPORTS"}`
	launchPGEntry   = `{"vendor": "PG", "category": "VASSALAGE"}`
	launchLudo      = `{"gameId": "JL0092", "nodeId": "174856", "vendor": "JL", "category": "LUDO"}`
)

// gameCentreGoldenCases are the answers of favourites, recent games, launches and the lobby.
//
// They run in this order against one fake upstream, whose member state carries over from case
// to case: demo01 starts with Ludo as its only favourite and no recent games; the favourite
// cases add Super Ace and take it away again, and the recent cases list what the launch cases
// before them opened. Run the whole list (go test ./bff/ -run Goldens), not one case.
func gameCentreGoldenCases() []goldenCase {
	const addFavourite = "/wps/relay/MCSFE_addFavoriteGameV2"
	cases := []goldenCase{
		golden("games-mode-hot", "/api/v1/games?mode=hot&category=RNG", 200, "The hot list's slots (mode hot, filtered by category)."),
		golden("games-mode-filter", "/api/v1/games?mode=filter&category=RNG&vendor=PG&minBet=0.5&minLine=20", 200,
			"The filter drawer's list: one vendor's slots with a minimum bet and lines."),
		golden("games-mode-conflict", "/api/v1/games?mode=hot&category=FAV", 400, "A category that names another mode: validation_failed."),
		as("demo01", golden("games-mode-fav", "/api/v1/games?mode=fav", 200, "demo01's favourites as a game list: Ludo.")),
		golden("games-hot-list", "/api/v1/games/hot", 200, "The whole hot list, for the carousel."),
		golden("winners", "/api/v1/winners", 200, "The winner board: 100 entries, largest win first, names masked."),
		golden("sports-hot-matches", "/api/v1/sports/hot-matches", 200, "The sports carousel's hot matches."),

		golden("favourites-login-required", "/api/v1/favourites", 401, "Favourite ids without a session: login_required."),
		as("demo01", golden("favourites", "/api/v1/favourites", 200, "demo01's favourite node ids: Ludo.")),
		as("demo01", write(http.MethodPut, "favourite-add", "/api/v1/favourites/161617", 200, `{"vendor": "JL"}`,
			"demo01 adds Super Ace: the ids after the change, newest first.")),
		as("demo01", write(http.MethodPut, "favourite-add-existing", "/api/v1/favourites/174856", 200, `{"vendor": "JL"}`,
			"Ludo again: already a favourite, a success without a second upstream add.")),
		as("demo01", golden("favourites-games", "/api/v1/favourites/games", 200, "The favourites screen, page 1 (15 a page).")),
		as("demo01", golden("favourites-games-search", "/api/v1/favourites/games?name=ace", 200,
			"A name search on the favourites: every match on one page.")),
		as("demo01", write(http.MethodDelete, "favourite-remove", "/api/v1/favourites/161617?vendor=JL", 200, "",
			"demo01 removes Super Ace again.")),
		as("demo01", write(http.MethodPut, "favourite-add-unavailable", "/api/v1/favourites/161617", 503, `{"vendor": "JL"}`,
			"The upstream's add fails: upstream_unavailable, never a false success.")),

		write(http.MethodPost, "launch-login-required", "/api/v1/launches", 401, launchSuperAce, "A slot without a session: login_required."),
		as("demo01", write(http.MethodPost, "launch", "/api/v1/launches", 200, launchSuperAce, "demo01 opens Super Ace: the real game.")),
		write(http.MethodPost, "launch-sports-trial", "/api/v1/launches", 200, launchSportBook,
			"A visitor taps the sports vendor tile: the sports book's trial game."),
		as("demo01", write(http.MethodPost, "launch-hot-match", "/api/v1/launches", 200, launchHotMatch,
			"demo01 taps a hot match: the sports game opened on that match.")),
		as("demo01", write(http.MethodPost, "launch-lottery", "/api/v1/launches", 200, launchMienBac,
			"demo01 opens a lottery game: mode lottery, prize mode elott (the ELOTT mapping names TCG_LOTTO_VN).")),
		write(http.MethodPost, "launch-vendor-route", "/api/v1/launches", 200, launchPGEntry,
			"A vendor entry (VASSALAGE): the vendor's game list to open instead, no session needed."),
		as("free01", write(http.MethodPost, "launch-free-member", "/api/v1/launches", 200, launchLudo,
			"A free (type 4) member plays: the spec refuses them chat, inbox and deposit, not games.")),
		as("demo01", write(http.MethodPost, "launch-failed", "/api/v1/launches", 422,
			`{"gameId": "NOPE1", "nodeId": "1", "vendor": "JL", "category": "RNG"}`, "The upstream refuses an unknown game: launch_failed.")),
		write(http.MethodPost, "launch-invalid", "/api/v1/launches", 400, `{"gameId": "JL0185"}`,
			"Missing fields: validation_failed naming each."),

		golden("recent-login-required", "/api/v1/recent", 401, "Recent games without a session: login_required."),
		as("demo01", golden("recent", "/api/v1/recent", 200, "demo01's recent games, newest first: what the launches above opened.")),
		as("demo01", golden("games-mode-recent", "/api/v1/games?mode=recent&category=RNG", 200, "demo01's recent slots as a game list.")),
	}
	for i := range cases {
		if cases[i].Name == "favourite-add-unavailable" {
			cases[i].scenario = failing(addFavourite)
		}
	}
	return cases
}

// write is a golden of a request with a body (none when body is empty).
func write(method, name, path string, status int, body, description string) goldenCase {
	c := golden(name, path, status, description)
	c.Method, c.body = method, body
	return c
}

// as signs the case's request in as a demo account.
func as(user string, c goldenCase) goldenCase {
	c.as = user
	return c
}
