package fakeupstream

import (
	"net/http"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/casinobff/bff/adapters/fakeupstream/internal/wire"
)

const (
	ludoNode        = "174856"
	favouriteIDs    = "/wps/relay/MCSFE_getFavoriteGames?pageNo=1&pageSize=100"
	addFavourite    = "/wps/relay/MCSFE_addFavoriteGameV2"
	removeFavourite = "/wps/relay/MCSFE_removeFavoriteGameV2"
	recentGames     = "/wps/relay/GCS_recentGame?page=1&pageSize=18&language=bn&clientType=2"
	launchGame      = "/wps/game/launchGame"
)

// gameNamed finds a catalogue game by its exact name.
func (c *testClient) gameNamed(name string) wire.Game {
	c.t.Helper()
	for _, g := range c.fake.fx.games {
		if g.Name() == name {
			return g.Game
		}
	}
	c.t.Fatalf("no game %q", name)
	return wire.Game{}
}

func (c *testClient) favouriteIDs(token string) []string {
	c.t.Helper()
	var page struct{ Content []string }
	c.get(favouriteIDs, token, &page)
	return page.Content
}

func (c *testClient) recentIDs(token string) []string {
	c.t.Helper()
	var page struct{ Content []wire.Game }
	c.get(recentGames, token, &page)
	ids := []string{}
	for _, g := range page.Content {
		ids = append(ids, g.NodeID)
	}
	return ids
}

func TestFavourites(t *testing.T) {
	c := newFake(t, Options{})
	token := c.token()
	ace := c.gameNamed("Super Ace")
	if got := c.favouriteIDs(token); !slices.Equal(got, []string{ludoNode}) {
		t.Fatalf("demo01 starts with %v, want the Ludo game", got)
	}
	add := map[string]string{"nodeId": ace.NodeID, "vendor": ace.Vassalage}
	c.ok(c.call(http.MethodPost, addFavourite, token, add), nil)
	c.ok(c.call(http.MethodPost, addFavourite, token, add), nil) // again: a no-op success
	if got := c.favouriteIDs(token); !slices.Equal(got, []string{ace.NodeID, ludoNode}) {
		t.Fatalf("after adding twice: %v", got)
	}

	var list struct {
		Content    []wire.Game
		PageNum    int
		TotalPages int
	}
	c.get("/wps/relay/MCSFE_getFavoriteGamesList?pageNo=1&pageSize=1&language=bn", token, &list)
	if len(list.Content) != 1 || list.Content[0].GameID != ace.GameID || list.TotalPages != 2 {
		t.Errorf("favourites page 1 of size 1: %+v", list)
	}
	c.get("/wps/relay/MCSFE_getFavoriteGamesList?pageNo=1&pageSize=15&gameType=LUDO", token, &list)
	if len(list.Content) != 1 || list.Content[0].NodeID != ludoNode {
		t.Errorf("LUDO favourites: %+v", list.Content)
	}

	c.ok(c.call(http.MethodPost, removeFavourite, token, add), nil)
	c.ok(c.call(http.MethodPost, removeFavourite, token, add), nil) // not a favourite any more: still fine
	if got := c.favouriteIDs(token); !slices.Equal(got, []string{ludoNode}) {
		t.Errorf("after removing: %v", got)
	}

	// A numeric node id is taken as the platform's Java back end takes it.
	c.ok(c.call(http.MethodPost, addFavourite, token, map[string]any{"nodeId": 173957, "vendor": "JL"}), nil)
	if got := c.favouriteIDs(token); !slices.Equal(got, []string{"173957", ludoNode}) {
		t.Errorf("after adding a numeric id: %v", got)
	}
	c.refused(c.call(http.MethodPost, addFavourite, token, map[string]string{"nodeId": "999", "vendor": "JL"}), http.StatusOK, "game.not.found")

	// State is per account.
	var agent loginValue
	c.ok(c.login(map[string]string{"username": "agent01", "password": "Agent1234"}), &agent)
	if got := c.favouriteIDs(agent.Token); len(got) != 0 {
		t.Errorf("agent01 favourites: %v", got)
	}
}

func TestLaunchRecordsRecent(t *testing.T) {
	c := newFake(t, Options{})
	token := c.token()
	if got := c.recentIDs(token); len(got) != 0 {
		t.Fatalf("recent before any launch: %v", got)
	}
	ace, ludo := c.gameNamed("Super Ace"), c.gameNamed("Ludo")
	launch := func(g wire.Game) string {
		var v struct {
			Content struct {
				GameURL string `json:"game_url"`
			}
		}
		body := map[string]any{
			"confirmTrans": 0, "launchMode": "GLS", "platform": "html5", "clientType": 2, "gameId": g.GameID,
			"nodeId": g.NodeID, "accountType": 1, "merchantCode": "DEMO", "language": "bn", "webView": false,
		}
		c.ok(c.call(http.MethodPost, launchGame, token, body), &v)
		return v.Content.GameURL
	}
	url := launch(ace)
	if !strings.HasPrefix(url, c.base+"/play/"+ace.GameID+"?") {
		t.Errorf("game_url %s does not point at this fake", url)
	}
	launch(ludo)
	launch(ace)
	if got := c.recentIDs(token); !slices.Equal(got, []string{ace.NodeID, ludo.NodeID}) {
		t.Errorf("recent %v, want Super Ace then Ludo", got)
	}
	c.ok(c.call(http.MethodPost, "/wps/relay/MCS2_addRecentGame", token,
		map[string]string{"gameId": "JL0078", "nodeId": "173957", "vendor": "JL", "gameType": "RUMMY"}), nil)
	if got := c.recentIDs(token); len(got) != 3 || got[0] != "173957" {
		t.Errorf("recent after adding Rummy: %v", got)
	}

	resp := c.do(http.MethodGet, strings.TrimPrefix(url, c.base), "", nil, "Merchant", "")
	if resp.status != http.StatusOK || !strings.Contains(string(resp.body), "Super Ace") ||
		!strings.HasPrefix(resp.header.Get("Content-Type"), "text/html") {
		t.Errorf("game page: %d %.200s", resp.status, resp.body)
	}
	c.refused(c.call(http.MethodPost, launchGame, token, map[string]string{"gameId": "NOPE", "nodeId": "1"}), http.StatusOK, "game.not.found")
}

// A lottery game opens in the prize mode the launch names: its address and page say which.
func TestLotteryLaunchPrizeMode(t *testing.T) {
	c := newFake(t, Options{})
	token := c.token()
	lotto := c.gameNamed("Mark Six")
	var v struct{ Content map[string]string }
	c.ok(c.call(http.MethodPost, launchGame, token, map[string]string{"gameId": lotto.GameID, "nodeId": lotto.NodeID, "prizeMode": "Lott"}), &v)
	address := v.Content["game_url"]
	if !strings.Contains(address, "prize=Lott") {
		t.Fatalf("game_url %q names no prize mode", address)
	}
	page := c.do(http.MethodGet, strings.TrimPrefix(address, c.base), "", nil, "Merchant", "")
	if !strings.Contains(string(page.body), "prize mode Lott") {
		t.Errorf("game page: %.300s", page.body)
	}
	c.ok(c.call(http.MethodPost, launchGame, token, map[string]string{"gameId": lotto.GameID, "nodeId": lotto.NodeID}), &v)
	if strings.Contains(v.Content["game_url"], "prize=") {
		t.Errorf("a launch without a prize mode: %q", v.Content["game_url"])
	}
}

func TestTrialLaunch(t *testing.T) {
	c := newFake(t, Options{})
	const trial = "/wps/relay/GCS_gameTrialLaunch"
	ace := c.gameNamed("Super Ace")
	var v struct{ Content map[string]string }
	c.ok(c.call(http.MethodPost, trial, "", map[string]string{"gameId": ace.GameID, "nodeId": ace.NodeID}), &v)
	if !strings.Contains(v.Content["game_url"], "mode=trial") {
		t.Errorf("trial game_url %q", v.Content["game_url"])
	}
	live := c.gameNamed("Crazy Time")
	c.refused(c.call(http.MethodPost, trial, "", map[string]string{"gameId": live.GameID, "nodeId": live.NodeID}),
		http.StatusOK, "game.trial.unsupported")
}

// Favourites and launches of many sessions at once: the race detector checks the state's locking.
func TestConcurrentMembers(t *testing.T) {
	c := newFake(t, Options{})
	token := c.token()
	games := c.fake.fx.games[:20]
	var wg sync.WaitGroup
	for _, g := range games {
		wg.Go(func() {
			body := map[string]string{"gameId": g.GameID, "nodeId": g.NodeID, "vendor": g.Vassalage}
			for _, call := range []struct {
				method, path string
				body         any
			}{
				{http.MethodPost, addFavourite, body},
				{http.MethodPost, launchGame, body},
				{http.MethodGet, favouriteIDs, nil},
				{http.MethodGet, recentGames, nil},
			} {
				if got, err := c.send(call.method, call.path, token, call.body); err != nil || got.status != http.StatusOK {
					t.Errorf("%s %s: %v %d %s", call.method, call.path, err, got.status, got.body)
				}
			}
		})
	}
	wg.Wait()
	if got := c.favouriteIDs(token); len(got) != 21 {
		t.Errorf("%d favourites after 20 concurrent adds to 1", len(got))
	}
}
