package home_test

import (
	"testing"

	"github.com/casinobff/bff/bff/bfftest"
)

// TestGoldens writes and checks testdata/bff/home: the home page whole and with a section down.
func TestGoldens(t *testing.T) {
	const winners = "/wps/relay/GCSGAME_getRankList"
	english := bfftest.Golden("home-en", "/api/v1/home", 200, "The home page in English (Accept-Language: en).")
	english.Headers = map[string]string{"Accept-Language": "en-GB,en;q=0.9"}
	unavailable := bfftest.Golden("home-winners-unavailable", "/api/v1/home", 200, "The winner board's upstream fails: that section alone is unavailable.")
	unavailable.Scenario = bfftest.Failing(winners)
	stale := bfftest.Golden("home-winners-stale", "/api/v1/home", 200, "The winner board's upstream fails past the cache's freshness: served stale.")
	stale.Scenario, stale.Warm = bfftest.Failing(winners), true
	bfftest.RunGoldens(t, "home", []bfftest.GoldenCase{
		bfftest.Golden("home", "/api/v1/home", 200, "The home page, every section ok."),
		english, unavailable, stale,
	})
}
