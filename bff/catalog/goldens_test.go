package catalog_test

import (
	"testing"

	"github.com/casinobff/bff/bff/bfftest"
)

// TestGoldens writes and checks testdata/bff/catalog: the public catalogue's answers.
func TestGoldens(t *testing.T) {
	g := bfftest.Golden
	bfftest.RunGoldens(t, "catalog", []bfftest.GoldenCase{
		g("categories", "/api/v1/categories", 200, "The category menu with its vendors."),
		g("games", "/api/v1/games", 200, "Every category, page 1 of 18."),
		g("games-rng", "/api/v1/games?category=RNG&page=1", 200, "Slots, page 1."),
		g("games-rng-page-2", "/api/v1/games?category=RNG&page=2", 200, "Slots, page 2."),
		g("games-rng-jl", "/api/v1/games?category=RNG&vendor=JL", 200, "Slots of one vendor (JILI)."),
		g("games-search", "/api/v1/games?name=ace", 200, "A name search across categories."),
		g("games-jp", "/api/v1/games?category=RNG&classify=JP", 200, "Jackpot slots."),
		g("games-hot", "/api/v1/games?category=HOT", 200, "The hot list, paged by the BFF."),
		g("games-ludo", "/api/v1/games?category=LUDO", 200, "A fixed-game category: its one game."),
		g("games-elott", "/api/v1/games?category=ELOTT", 200, "The lottery page's ELOTT tab (TCG Vietnam Lottery)."),
		g("games-lott", "/api/v1/games?category=LOTT", 200, "The lottery page's LOTT tab (TCG Lottery)."),
		g("games-invalid", "/api/v1/games?category=NOPE&classify=XX&minBet=-1&page=0&pageSize=500", 400,
			"Several bad parameters at once: validation_failed naming each."),
		g("games-mode-hot", "/api/v1/games?mode=hot&category=RNG", 200, "The hot list's slots (mode hot, filtered by category)."),
		g("games-mode-filter", "/api/v1/games?mode=filter&category=RNG&vendor=PG&minBet=0.5&minLine=20", 200,
			"The filter drawer's list: one vendor's slots with a minimum bet and lines."),
		g("games-mode-conflict", "/api/v1/games?mode=hot&category=FAV", 400, "A category that names another mode: validation_failed."),
		g("games-hot-list", "/api/v1/games/hot", 200, "The whole hot list, for the carousel."),
		g("winners", "/api/v1/winners", 200, "The winner board: 100 entries, largest win first, names masked."),
		g("sports-hot-matches", "/api/v1/sports/hot-matches", 200, "The sports carousel's hot matches."),

		// The lottery lobby and the lobby's news (lobby.go), at 18:00 in Dhaka.
		g("lotteries", "/api/v1/lotteries", 200,
			"The lotteries with their menus, the issue taking bets and the last draws (the latest, then four before it), newest first."),
		english(g("lotteries-en", "/api/v1/lotteries", 200, "The same in English: the menus' names are the merchant's.")),
		failing(g("lotteries-draws-unavailable", "/api/v1/lotteries", 200,
			"The draws cannot be read: every lottery is listed with its menu and draws null; the site shows them without results."), "/lgw/draw"),
		g("lobby-news", "/api/v1/lobby-news", 200, "The game lobby's news, newest first, the merchant's HTML sanitised (an onclick removed)."),
		english(g("lobby-news-en", "/api/v1/lobby-news", 200, "The lobby's news in English.")),
	})
}

// english asks a golden's request in English.
func english(c bfftest.GoldenCase) bfftest.GoldenCase {
	c.Headers = map[string]string{"Accept-Language": "en"}
	return c
}

// failing makes the fake upstream fail the calls to paths during a golden's request.
func failing(c bfftest.GoldenCase, paths ...string) bfftest.GoldenCase {
	c.Scenario = bfftest.Failing(paths...)
	return c
}
