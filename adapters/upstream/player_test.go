package upstream

import (
	"encoding/json"
	"io"
	"net/http"
	"reflect"
	"sync"
	"testing"

	"github.com/casinobff/bff/adapters"
)

var member = adapters.Scope{Language: "bn", Token: "tok123"}

// recorder answers with h and keeps each request's method, path, query and JSON body.
type recorder struct {
	mu    sync.Mutex
	calls []recordedCall
}

type recordedCall struct {
	method, path, query, auth string
	body                      map[string]any
}

func (rec *recorder) handler(h http.HandlerFunc) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		call := recordedCall{method: r.Method, path: r.URL.Path, query: r.URL.RawQuery, auth: r.Header.Get("Authorization")}
		if raw, _ := io.ReadAll(r.Body); len(raw) > 0 {
			_ = json.Unmarshal(raw, &call.body)
		}
		rec.mu.Lock()
		rec.calls = append(rec.calls, call)
		rec.mu.Unlock()
		h(w, r)
	}
}

func (rec *recorder) last(t *testing.T) recordedCall {
	t.Helper()
	rec.mu.Lock()
	defer rec.mu.Unlock()
	if len(rec.calls) == 0 {
		t.Fatal("no call reached the upstream")
	}
	return rec.calls[len(rec.calls)-1]
}

func TestFavouritesWire(t *testing.T) {
	rec := &recorder{}
	f := newFake(t, rec.handler(routes(map[string]http.HandlerFunc{
		pathFavouriteIDs:    value(`{"content":["174856",173957,null],"pageNum":1,"totalPages":1}`),
		pathFavourites:      value(`{"content":[` + wireLudo + `],"pageNum":2,"totalPages":3}`),
		pathAddFavourite:    value(`true`),
		pathRemoveFavourite: value(`true`),
	})))
	fav := NewFavourites(newTestClient(t, f, nil).Client)
	ctx := t.Context()

	ids, err := fav.IDs(ctx, member, 999)
	if err != nil || !reflect.DeepEqual(ids, []string{"174856", "173957"}) {
		t.Fatalf("IDs = %v, %v", ids, err)
	}
	if c := rec.last(t); c.query != "pageNo=1&pageSize=999" || c.auth != "tok123" {
		t.Errorf("IDs sent %+v", c)
	}

	page, err := fav.List(ctx, member, adapters.MemberListQuery{Category: "RNG", Page: 2, PageSize: 15})
	want := adapters.GamePage{Games: []adapters.Game{domainLudo}, Page: 2, TotalPages: 3}
	if err != nil || !reflect.DeepEqual(page, want) {
		t.Fatalf("List = %+v, %v", page, err)
	}
	if c := rec.last(t); c.query != "gameType=RNG&language=bn&pageNo=2&pageSize=15" {
		t.Errorf("List sent %q", c.query)
	}

	ref := adapters.GameRef{GameID: "JL0092", NodeID: "174856", Vendor: "JL", Category: "RNG"}
	for name, call := range map[string]func() error{
		pathAddFavourite:    func() error { return fav.Add(ctx, member, ref) },
		pathRemoveFavourite: func() error { return fav.Remove(ctx, member, ref) },
	} {
		if err := call(); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		c := rec.last(t)
		if c.method != http.MethodPost || c.path != name || !reflect.DeepEqual(c.body, map[string]any{"nodeId": "174856", "vendor": "JL"}) {
			t.Errorf("%s sent %+v", name, c)
		}
	}
}

func TestRecentWire(t *testing.T) {
	rec := &recorder{}
	f := newFake(t, rec.handler(routes(map[string]http.HandlerFunc{
		pathRecentGames: value(`{"content":[],"pageNum":1,"totalPages":0}`),
		pathAddRecent:   value(`true`),
	})))
	recent := NewRecent(newTestClient(t, f, nil).Client)
	page, err := recent.List(t.Context(), member, adapters.MemberListQuery{Page: 1, PageSize: 18})
	if err != nil || page.Page != 1 || len(page.Games) != 0 {
		t.Fatalf("List = %+v, %v", page, err)
	}
	if c := rec.last(t); c.query != "clientType=2&language=bn&page=1&pageSize=18" {
		t.Errorf("List sent %q", c.query)
	}
	if err := recent.Add(t.Context(), member, adapters.GameRef{GameID: "JL0092", NodeID: "174856", Vendor: "JL", Category: "LUDO"}); err != nil {
		t.Fatal(err)
	}
	want := map[string]any{"gameId": "JL0092", "nodeId": "174856", "vendor": "JL", "gameType": "LUDO"}
	if c := rec.last(t); c.method != http.MethodPost || !reflect.DeepEqual(c.body, want) {
		t.Errorf("Add sent %+v", c)
	}
}

func TestLaunchWire(t *testing.T) {
	gameURL := value(`{"content":{"game_url":"https://games.example/play?t=1"}}`)
	base := map[string]any{
		"confirmTrans": float64(0), "launchMode": "GLS", "platform": "html5", "clientType": float64(2),
		"gameId": "TCG0001", "nodeId": "188356", "accountType": float64(1), "merchantCode": "M1",
		"language": "bn", "webView": false,
	}
	with := func(extra map[string]any) map[string]any {
		out := map[string]any{}
		for k, v := range base {
			out[k] = v
		}
		for k, v := range extra {
			out[k] = v
		}
		return out
	}
	game := adapters.GameRef{GameID: "TCG0001", NodeID: "188356", Vendor: "TCG", Category: "LOTT"}
	tests := []struct {
		name  string
		trial bool
		req   adapters.LaunchRequest
		path  string
		body  map[string]any
	}{
		{"real", false, adapters.LaunchRequest{Game: game}, pathLaunch, base},
		{"lottery", false, adapters.LaunchRequest{Game: game, PrizeMode: adapters.PrizeLott}, pathLaunch, with(map[string]any{"prizeMode": "Lott"})},
		{"match", false, adapters.LaunchRequest{Game: game, MatchID: "m1", LeagueID: "l1"}, pathLaunchMatch, with(map[string]any{"matchId": "m1", "leagueId": "l1"})},
		{"trial", true, adapters.LaunchRequest{Game: game}, pathTrialLaunch, base},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rec := &recorder{}
			f := newFake(t, rec.handler(routes(map[string]http.HandlerFunc{pathLaunch: gameURL, pathLaunchMatch: gameURL, pathTrialLaunch: gameURL})))
			l := NewLauncher(newTestClient(t, f, nil).Client)
			launch := l.Launch
			if tt.trial {
				launch = l.TrialLaunch
			}
			got, err := launch(t.Context(), member, tt.req)
			if err != nil || got != "https://games.example/play?t=1" {
				t.Fatalf("launch = %q, %v", got, err)
			}
			c := rec.last(t)
			if c.method != http.MethodPost || c.path != tt.path || !reflect.DeepEqual(c.body, tt.body) {
				t.Errorf("sent %s %s %v, want %s %v", c.method, c.path, c.body, tt.path, tt.body)
			}
		})
	}
}

// A launch is a write: whatever the upstream answers, it is sent once, while a read of the same
// client is retried.
func TestLaunchNeverRetried(t *testing.T) {
	tests := []struct {
		name    string
		answer  http.HandlerFunc
		kind    string
		launchs int64
	}{
		{"outage", answer(http.StatusServiceUnavailable, `{"success":false,"errorCode":"service.unavailable"}`), "unavailable", 1},
		{"refusal", refusal(http.StatusOK, "game.not.found"), "refused:game.not.found", 1},
		{"no address", value(`{"content":{}}`), "unavailable", 1},
		{"dropped connection", dropConnection, "unknown", 1}, // sent, unanswered: it may have launched
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := newFake(t, tt.answer)
			c := newTestClient(t, f, nil).Client // retries reads twice
			_, err := NewLauncher(c).Launch(t.Context(), member, adapters.LaunchRequest{Game: adapters.GameRef{GameID: "X", NodeID: "1"}})
			if kind(err) != tt.kind {
				t.Fatalf("error %v, want %s", err, tt.kind)
			}
			if got := f.hits.Load(); got != tt.launchs {
				t.Fatalf("the launch reached the upstream %d times, want %d", got, tt.launchs)
			}
		})
	}
	f := newFake(t, answer(http.StatusServiceUnavailable, `{}`))
	_, _ = NewRecent(newTestClient(t, f, nil).Client).List(t.Context(), member, adapters.MemberListQuery{})
	if got := f.hits.Load(); got != 3 {
		t.Errorf("a failing read reached the upstream %d times, want 3 (retried)", got)
	}
}
