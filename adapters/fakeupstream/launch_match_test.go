package fakeupstream

import (
	"net/http"
	"net/url"
	"slices"
	"testing"
)

func TestLaunchMatch(t *testing.T) {
	c := newFake(t, Options{})
	const path = "/wps/relay/GCS_gameLaunchFB"
	token := c.token()
	book := c.gameNamed("Sportsbook")
	body := func(match, league string) map[string]any {
		return map[string]any{
			"confirmTrans": 0, "launchMode": "GLS", "platform": "html5", "clientType": 2, "gameId": book.GameID,
			"nodeId": book.NodeID, "accountType": 1, "merchantCode": "DEMO", "language": "en", "webView": false,
			"matchId": match, "leagueId": league,
		}
	}
	var v struct {
		Content struct {
			GameURL string `json:"game_url"`
		}
	}
	c.ok(c.call(http.MethodPost, path, token, body("40875194", "91260")), &v)
	u, err := url.Parse(v.Content.GameURL)
	if err != nil {
		t.Fatal(err)
	}
	q := u.Query()
	if u.Path != "/play/"+book.GameID || q.Get("mode") != "real" || q.Get("match") != "40875194" || q.Get("league") != "91260" || q.Get("language") != "en" {
		t.Errorf("game_url %s", v.Content.GameURL)
	}
	if got := c.recentIDs(token); !slices.Equal(got, []string{book.NodeID}) {
		t.Errorf("recent after a match launch: %v", got)
	}

	tests := []struct {
		name   string
		token  string
		body   map[string]any
		status int
		code   string
	}{
		{"no session", "", body("1", "2"), http.StatusUnauthorized, "login.not.session"},
		{"no match", token, body("", "2"), http.StatusBadRequest, "param.invalid"},
		{"unknown game", token, map[string]any{"gameId": "NOPE", "nodeId": "1", "matchId": "1", "leagueId": "2"}, http.StatusOK, "game.not.found"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := c.with(t)
			c.refused(c.call(http.MethodPost, path, tt.token, tt.body), tt.status, tt.code)
		})
	}
}
