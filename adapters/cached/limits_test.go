package cached

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/adapters/upstream"
)

// Stale answers are entries like any other: a flood of keys that then go stale stays within
// the limits, and what is left is still served stale in an outage.
func TestStaleCopiesAreBounded(t *testing.T) {
	up := &fakeCatalog{}
	clk := &clock{now: time.Date(2026, 11, 20, 12, 0, 0, 0, time.UTC)}
	lim := Limits{Entries: 50, Bytes: 1 << 20}
	games := NewGames(up, Options{Site: "s1", TTL: ttl, StaleMaxAge: maxAge, Now: clk.Now, Limits: lim})
	for p := 1; p <= 500; p++ {
		if _, err := games.ListGames(t.Context(), en, adapters.GameQuery{Category: "RNG", Page: p, PageSize: 1}); err != nil {
			t.Fatal(err)
		}
	}
	clk.advance(ttl) // every entry stale
	up.fail(adapters.ErrUnavailable)
	stale := 0
	for p := 1; p <= 500; p++ {
		if got, err := games.ListGames(t.Context(), en, adapters.GameQuery{Category: "RNG", Page: p, PageSize: 1}); err == nil && got.Stale {
			stale++
		}
	}
	st := games.Stats()
	if st.Entries > lim.Entries || st.Bytes > lim.Bytes {
		t.Errorf("holds %+v, want at most %+v", st, lim)
	}
	if stale == 0 || stale > lim.Entries {
		t.Errorf("%d pages served stale, want some and at most %d", stale, lim.Entries)
	}
}

// TestUpstreamCallsAreLimited holds the upstream and sends misses for many keys: no more than
// MaxConcurrent reach it at once, and the others go once a call is free.
func TestUpstreamCallsAreLimited(t *testing.T) {
	up := &concurrentCatalog{fakeCatalog: fakeCatalog{gate: make(chan struct{})}}
	games := NewGames(up, Options{Site: "s1", MaxConcurrent: 3})
	var wg sync.WaitGroup
	errs := make(chan error, 20)
	for p := range 20 {
		wg.Go(func() {
			_, err := games.ListGames(t.Context(), en, adapters.GameQuery{Category: "RNG", Page: p + 1, PageSize: 1})
			errs <- err
		})
	}
	time.Sleep(50 * time.Millisecond) // every miss is waiting, on the upstream or for a call
	if got := up.calls.Load(); got != 3 {
		t.Errorf("%d calls reached the held upstream, want 3", got)
	}
	close(up.gate)
	wg.Wait()
	close(errs)
	for err := range errs {
		if err != nil {
			t.Fatal(err)
		}
	}
	if up.most.Load() != 3 || up.calls.Load() != 20 {
		t.Errorf("at most %d calls at once, %d in all; want 3 and 20", up.most.Load(), up.calls.Load())
	}
}

// concurrentCatalog counts the game lists in flight at once.
type concurrentCatalog struct {
	fakeCatalog
	inFlight, most atomic.Int64
}

func (c *concurrentCatalog) ListGames(ctx context.Context, s adapters.Scope, q adapters.GameQuery) (adapters.GamePage, error) {
	n := c.inFlight.Add(1)
	defer c.inFlight.Add(-1)
	for m := c.most.Load(); n > m && !c.most.CompareAndSwap(m, n); m = c.most.Load() {
	}
	return c.fakeCatalog.ListGames(ctx, s, q)
}

// With every call in use, a miss with a stale answer at hand gets it at once, and one
// without fails with ErrBusy after a moment; neither reaches the upstream.
func TestBusyMissesAreStaleOrUnavailable(t *testing.T) {
	f := newFixture()
	f.reg = prometheus.NewRegistry()
	f.games = NewGames(f.up, Options{
		Site: "s1", TTL: ttl, StaleMaxAge: maxAge, MaxConcurrent: 1, Now: f.clock.Now, Metrics: NewMetrics(f.reg),
	})
	f.games.l.queueWait = 20 * time.Millisecond
	if _, err := f.games.ListGames(t.Context(), en, page); err != nil {
		t.Fatal(err)
	}
	f.clock.advance(ttl)
	f.up.gate = make(chan struct{})
	defer close(f.up.gate)
	held := make(chan struct{})
	f.up.onCall = func(context.Context) { close(held) }
	go func() { _, _ = f.games.HotGames(context.Background(), en, "") }() // takes the one call, held
	<-held

	start := time.Now()
	got, err := f.games.ListGames(t.Context(), en, page)
	if err != nil || got.Page != 1 || !got.Stale || time.Since(start) > 40*time.Millisecond {
		t.Errorf("with a stale answer: %+v, %v, stale %v after %s; want it at once", got, err, got.Stale, time.Since(start))
	}
	_, err = f.games.ListGames(t.Context(), en, adapters.GameQuery{Category: "LIVE", Page: 1, PageSize: 30})
	if !errors.Is(err, ErrBusy) || !errors.Is(err, adapters.ErrUnavailable) {
		t.Errorf("without: got %v, want ErrBusy", err)
	}
	if f.up.calls.Load() != 2 || f.count(t, "ListGames", "busy") != 1 || f.count(t, "ListGames", "stale") != 1 {
		t.Errorf("calls %d, busy %v, stale %v; want 2, 1 and 1", f.up.calls.Load(), f.count(t, "ListGames", "busy"), f.count(t, "ListGames", "stale"))
	}
}

// A flood of misses over the real client against a slow upstream: the misses past the limit
// never reach the client, so its breaker, which opens after two failures, stays closed.
func TestBusyMissesDoNotOpenTheBreaker(t *testing.T) {
	release := make(chan struct{})
	var hits atomic.Int64
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		hits.Add(1)
		select {
		case <-release:
		case <-r.Context().Done():
		}
		_, _ = w.Write([]byte(`{"success":true,"value":{"games":[],"pageNum":1,"totalPages":1}}`))
	}))
	t.Cleanup(srv.Close)
	reg := prometheus.NewRegistry()
	client, err := upstream.New(upstream.Options{
		Site: "s1", Backend: "games", BaseURL: srv.URL, Merchant: "M1", Timeout: 5 * time.Second,
		Breaker: upstream.Breaker{Failures: 2, OpenTimeout: time.Minute}, Metrics: upstream.NewMetrics(reg),
	})
	if err != nil {
		t.Fatal(err)
	}
	games := NewGames(upstream.NewGames(client), Options{Site: "s1", MaxConcurrent: 2})
	games.l.queueWait = 50 * time.Millisecond
	var wg sync.WaitGroup
	busy := atomic.Int64{}
	for p := range 30 {
		wg.Go(func() {
			_, err := games.ListGames(context.Background(), en, adapters.GameQuery{Category: "RNG", Page: p + 1, PageSize: 1})
			if errors.Is(err, ErrBusy) {
				busy.Add(1)
			}
		})
	}
	time.Sleep(100 * time.Millisecond) // past the wait for a call: the others are busy
	close(release)
	wg.Wait()
	if busy.Load() == 0 || hits.Load() > 2+2 { // the two held, and at most the two after them
		t.Errorf("busy %d, upstream hits %d", busy.Load(), hits.Load())
	}
	if _, err := games.ListGames(t.Context(), en, adapters.GameQuery{Category: "LIVE", Page: 1, PageSize: 1}); err != nil {
		t.Errorf("after the flood: %v, want the breaker closed", err)
	}
}

func TestPagesPastTheEndAskNothing(t *testing.T) {
	f := newFixture() // the fake's lists have 9 pages
	q := adapters.GameQuery{Category: "RNG", Page: 1, PageSize: 30}
	if _, err := f.games.ListGames(t.Context(), en, q); err != nil {
		t.Fatal(err)
	}
	for _, p := range []int{10, 11, 10_000} {
		q.Page = p
		got, err := f.games.ListGames(t.Context(), en, q)
		if err != nil || len(got.Games) != 0 || got.Games == nil || got.Page != p || got.TotalPages != 9 {
			t.Errorf("page %d: %+v, %v; want it empty, of 9", p, got, err)
		}
		if _, kept := (adapters.Sources{got.Source}).Entries(nil); kept {
			t.Errorf("page %d names a cache entry: its encoding would be kept", p)
		}
	}
	if got := f.up.calls.Load(); got != 1 {
		t.Errorf("%d upstream calls, want 1", got)
	}
	q.Page = 9
	if _, err := f.games.ListGames(t.Context(), en, q); err != nil || f.up.calls.Load() != 2 {
		t.Errorf("the last page: %v after %d calls, want it asked", err, f.up.calls.Load())
	}
	f.clock.advance(ttl) // the count is as fresh as the page that told it
	q.Page = 10
	if _, err := f.games.ListGames(t.Context(), en, q); err != nil || f.up.calls.Load() != 3 {
		t.Errorf("past the end with a stale count: %v after %d calls, want it asked", err, f.up.calls.Load())
	}
}

func TestMetricsSayWhatIsHeld(t *testing.T) {
	f := newFixture()
	if _, err := f.games.ListGames(t.Context(), en, page); err != nil {
		t.Fatal(err)
	}
	mfs, err := f.reg.Gather()
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]float64{}
	for _, mf := range mfs {
		for _, m := range mf.GetMetric() {
			labels := ""
			for _, lp := range m.GetLabel() {
				labels += lp.GetName() + "=" + lp.GetValue() + " "
			}
			got[mf.GetName()+" "+labels] = m.GetGauge().GetValue()
		}
	}
	st := f.games.Stats()
	if got["bff_cache_entries cache=games site=s1 "] != 2 || got["bff_cache_bytes cache=games site=s1 "] != float64(st.Bytes) {
		t.Errorf("gauges %v, want the page and its page count, %d bytes", got, st.Bytes)
	}
}
