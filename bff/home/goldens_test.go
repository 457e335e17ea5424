package home_test

import (
	"testing"

	"github.com/casinobff/bff/bff/bfftest"
	"github.com/casinobff/bff/bff/home"
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
	menuEnglish := bfftest.Golden("side-menu-en", "/api/v1/side-menu", 200, "The side menu in English.")
	menuEnglish.Headers = map[string]string{"Accept-Language": "en"}
	modelsDown := bfftest.Golden("side-menu-models-unavailable", "/api/v1/side-menu", 200,
		"The live chat's hosts cannot be read: that section alone is unavailable, the banners show.")
	modelsDown.Scenario = bfftest.Failing("/wps/relay/CBS_modelList")
	chatOff := bfftest.Golden("side-menu-chat-off", "/api/v1/side-menu", 200,
		"A site whose CBS3 switch is off: liveChat false, no hosts (the chat service is not asked).")
	chatOff.Before = func(_ testing.TB, s *bfftest.Stack) { s.Fake.SetSwitch(home.SwitchLiveChat, false) }
	bfftest.RunGoldens(t, "home", []bfftest.GoldenCase{
		bfftest.Golden("home", "/api/v1/home", 200, "The home page, every section ok."),
		english, unavailable, stale,
		bfftest.Golden("side-menu", "/api/v1/side-menu", 200,
			"The side menu on every page: its banners (group m_leftmenu) and the live chat's hosts (CBS3 is on)."),
		menuEnglish, modelsDown, chatOff, // chatOff last: the switch stays off for the fake
	})
}
