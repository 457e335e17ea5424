package cached

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"sync/atomic"
	"testing"
	"time"

	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/adapters/upstream"
)

// TestStaleOverTheRealClient runs the cache over the HTTP client against an upstream that goes
// down: the breaker opens, and the cached page is still served, marked stale.
func TestStaleOverTheRealClient(t *testing.T) {
	var down atomic.Bool
	var hits atomic.Int64
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		hits.Add(1)
		if down.Load() {
			w.WriteHeader(http.StatusServiceUnavailable)
			return
		}
		_, _ = w.Write([]byte(`{"success":true,"value":{"games":[{"gameId":"JL0092","displayName":"Ludo"}],"pageNum":1,"totalPages":1}}`))
	}))
	t.Cleanup(srv.Close)
	client, err := upstream.New(upstream.Options{
		Site: "s1", Backend: "games", BaseURL: srv.URL, Merchant: "M1",
		Breaker: upstream.Breaker{Failures: 2, OpenTimeout: time.Minute},
	})
	if err != nil {
		t.Fatal(err)
	}
	clk := &clock{now: time.Now()}
	games := NewGames(upstream.NewGames(client), Options{Site: "s1", TTL: ttl, StaleMaxAge: maxAge, Now: clk.Now})

	if _, err := games.ListGames(t.Context(), en, page); err != nil {
		t.Fatal(err)
	}
	down.Store(true)
	for i := range 4 {
		clk.advance(ttl)
		got, err := games.ListGames(t.Context(), en, page)
		if err != nil || len(got.Games) != 1 || got.Games[0].Name != "Ludo" || !got.Stale {
			t.Fatalf("refresh %d: got %+v, %v, stale %v; want the last good page, marked stale", i, got, err, got.Stale)
		}
	}
	if got := hits.Load(); got != 3 {
		t.Errorf("upstream hits = %d, want 3: one good, two failures, then the open breaker fails fast", got)
	}
}

func TestSharedCallHasItsOwnDeadline(t *testing.T) {
	up := &fakeCatalog{gate: make(chan struct{})} // never opened: the upstream hangs
	games := NewGames(up, Options{Site: "s1", Timeout: 20 * time.Millisecond})
	_, err := games.ListGames(context.Background(), en, page)
	if !errors.Is(err, adapters.ErrUnavailable) || !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("got %v, want ErrUnavailable by the shared call's deadline", err)
	}
}
