package cached

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/casinobff/bff/adapters"
)

// fakeCatalog is an upstream catalogue that counts its calls, records the scopes it was called
// with, and answers what the test says.
type fakeCatalog struct {
	calls atomic.Int64

	mu     sync.Mutex
	err    error            // answered instead of a value when set
	gate   chan struct{}    // when set, calls wait for it to close
	scopes []adapters.Scope // every scope seen
	onCall func(ctx context.Context)
}

func (f *fakeCatalog) fail(err error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.err = err
}

func (f *fakeCatalog) call(ctx context.Context, s adapters.Scope) (int64, error) {
	n := f.calls.Add(1)
	f.mu.Lock()
	f.scopes = append(f.scopes, s)
	err, gate, onCall := f.err, f.gate, f.onCall
	f.mu.Unlock()
	if onCall != nil {
		onCall(ctx)
	}
	if gate != nil {
		select {
		case <-gate:
		case <-ctx.Done():
			return 0, fmt.Errorf("%w: %w", adapters.ErrUnavailable, ctx.Err())
		}
	}
	return n, err
}

// ListGames answers a page whose number is the call's ordinal, so a test can tell answers apart.
func (f *fakeCatalog) ListGames(ctx context.Context, s adapters.Scope, q adapters.GameQuery) (adapters.GamePage, error) {
	n, err := f.call(ctx, s)
	if err != nil {
		return adapters.GamePage{}, err
	}
	return adapters.GamePage{Games: []adapters.Game{{ID: "g", Name: s.Language}}, Page: int(n), TotalPages: 9}, nil
}

func (f *fakeCatalog) HotGames(ctx context.Context, s adapters.Scope, _ string) (adapters.GameList, error) {
	n, err := f.call(ctx, s)
	return adapters.GameList{Items: []adapters.Game{{ID: fmt.Sprint(n)}}}, err
}

func (f *fakeCatalog) VendorInfo(ctx context.Context, s adapters.Scope) (adapters.VendorInfo, error) {
	_, err := f.call(ctx, s)
	return adapters.VendorInfo{}, err
}

func (f *fakeCatalog) Winners(ctx context.Context, s adapters.Scope, _ int) (adapters.WinnerBoard, error) {
	_, err := f.call(ctx, s)
	return adapters.WinnerBoard{}, err
}

func (f *fakeCatalog) HotMatches(ctx context.Context, s adapters.Scope) (adapters.MatchList, error) {
	_, err := f.call(ctx, s)
	return adapters.MatchList{}, err
}

// clock is a fake time the tests move by hand.
type clock struct {
	mu  sync.Mutex
	now time.Time
}

func (c *clock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.now
}

func (c *clock) advance(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.now = c.now.Add(d)
}

const (
	ttl    = time.Minute
	maxAge = 10 * time.Minute
)

type fixture struct {
	up    *fakeCatalog
	games *Games
	clock *clock
	reg   *prometheus.Registry
}

func newFixture() fixture {
	f := fixture{up: &fakeCatalog{}, clock: &clock{now: time.Date(2026, 11, 20, 12, 0, 0, 0, time.UTC)}, reg: prometheus.NewRegistry()}
	f.games = NewGames(f.up, Options{
		Site: "s1", TTL: ttl, StaleMaxAge: maxAge, Timeout: time.Second,
		Now: f.clock.Now, Metrics: NewMetrics(f.reg),
	})
	return f
}

func (f fixture) count(t *testing.T, op, result string) float64 {
	t.Helper()
	mfs, err := f.reg.Gather()
	if err != nil {
		t.Fatal(err)
	}
	for _, mf := range mfs {
		if mf.GetName() != "bff_cache_requests_total" {
			continue
		}
	next:
		for _, m := range mf.GetMetric() {
			want := map[string]string{"site": "s1", "operation": op, "result": result}
			for _, lp := range m.GetLabel() {
				if want[lp.GetName()] != lp.GetValue() {
					continue next
				}
			}
			return m.GetCounter().GetValue()
		}
	}
	return 0
}

var (
	en   = adapters.Scope{Language: "en"}
	bn   = adapters.Scope{Language: "bn"}
	page = adapters.GameQuery{Category: "RNG", Page: 1, PageSize: 30}
)

func TestHitAfterMiss(t *testing.T) {
	f := newFixture()
	first, err := f.games.ListGames(t.Context(), en, page)
	if err != nil {
		t.Fatal(err)
	}
	f.clock.advance(ttl - time.Second)
	second, err := f.games.ListGames(t.Context(), en, page)
	if err != nil {
		t.Fatal(err)
	}
	if f.up.calls.Load() != 1 || second.Page != first.Page {
		t.Errorf("upstream calls = %d, answers %d and %d; want one call answering both", f.up.calls.Load(), first.Page, second.Page)
	}
	if f.count(t, "ListGames", "miss") != 1 || f.count(t, "ListGames", "hit") != 1 {
		t.Errorf("metrics: miss %v hit %v, want 1 and 1", f.count(t, "ListGames", "miss"), f.count(t, "ListGames", "hit"))
	}
	f.clock.advance(2 * time.Second) // past the TTL: refreshed
	third, err := f.games.ListGames(t.Context(), en, page)
	if err != nil || third.Page != 2 {
		t.Errorf("after the TTL got page %d (%v), want the second upstream answer", third.Page, err)
	}
}

func TestKeys(t *testing.T) {
	tests := []struct {
		name      string
		a, b      adapters.Scope
		qa, qb    adapters.GameQuery
		wantCalls int64
	}{
		{"different languages are different keys", en, bn, page, page, 2},
		{"different pages are different keys", en, en, page, adapters.GameQuery{Category: "RNG", Page: 2, PageSize: 30}, 2},
		{"quoted fields cannot collide", en, en, adapters.GameQuery{Category: `a"`, Vendor: "b"}, adapters.GameQuery{Category: "a", Vendor: `"b`}, 2},
		{"the token is not part of the key", adapters.Scope{Language: "en", Token: "t1"}, adapters.Scope{Language: "en", Token: "t2"}, page, page, 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := newFixture()
			if _, err := f.games.ListGames(t.Context(), tt.a, tt.qa); err != nil {
				t.Fatal(err)
			}
			if _, err := f.games.ListGames(t.Context(), tt.b, tt.qb); err != nil {
				t.Fatal(err)
			}
			if got := f.up.calls.Load(); got != tt.wantCalls {
				t.Errorf("upstream calls = %d, want %d", got, tt.wantCalls)
			}
			for _, s := range f.up.scopes {
				if s.Token != "" {
					t.Errorf("a cached call went upstream with a player's token %q", s.Token)
				}
			}
		})
	}
}

func TestStaleIfError(t *testing.T) {
	tests := []struct {
		name      string
		age       time.Duration // since the good answer, when the refresh fails
		refresh   error
		wantKind  string // "stale" or what the error is
		wantStale bool
	}{
		{"outage within max age serves stale", 5 * time.Minute, adapters.ErrUnavailable, "stale", true},
		{"outage at max age serves stale", maxAge, adapters.ErrUnavailable, "stale", true},
		{"outage past max age fails", maxAge + time.Second, adapters.ErrUnavailable, "unavailable", false},
		{"a refusal is not bridged", 5 * time.Minute, &adapters.BusinessError{Code: "x"}, "refused", false},
		{"unauthorized is not bridged", 5 * time.Minute, adapters.ErrUnauthorized, "unauthorized", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := newFixture()
			good, err := f.games.ListGames(t.Context(), en, page)
			if err != nil {
				t.Fatal(err)
			}
			f.clock.advance(tt.age)
			f.up.fail(fmt.Errorf("upstream games ListGames: %w", tt.refresh))

			got, err := f.games.ListGames(t.Context(), en, page)
			var be *adapters.BusinessError
			switch kind := tt.wantKind; {
			case kind == "stale":
				if err != nil || got.Page != good.Page {
					t.Errorf("got page %d (%v), want the last good page %d", got.Page, err, good.Page)
				}
			case kind == "refused" && !errors.As(err, &be),
				kind == "unauthorized" && !errors.Is(err, adapters.ErrUnauthorized),
				kind == "unavailable" && !errors.Is(err, adapters.ErrUnavailable):
				t.Errorf("got %v, want %s", err, kind)
			}
			if got.Stale != tt.wantStale {
				t.Errorf("Stale = %v, want %v", got.Stale, tt.wantStale)
			}
			if want := map[bool]float64{true: 1}[tt.wantStale]; f.count(t, "ListGames", "stale") != want {
				t.Errorf("stale count = %v, want %v", f.count(t, "ListGames", "stale"), want)
			}
		})
	}
}

// The entries a handler reads tell it whether two answers are the same: a hit names the
// entry the miss stored, a refresh names a new one, and a search or a failure names none.
func TestSourceNamesTheEntries(t *testing.T) {
	f := newFixture()
	read := func(q adapters.GameQuery) ([]adapters.Source, bool, bool) {
		t.Helper()
		got, err := f.games.ListGames(t.Context(), en, q)
		entries, cached := (adapters.Sources{got.Source}).Entries(nil)
		return entries, cached, err == nil && got.Stale
	}
	miss, ok, _ := read(page)
	hit, hitOK, _ := read(page)
	if !ok || !hitOK || len(miss) != 1 || !slices.Equal(miss, hit) {
		t.Fatalf("miss %v (%v), hit %v (%v): want the same one entry", miss, ok, hit, hitOK)
	}
	if _, ok, _ := read(adapters.GameQuery{Name: "ludo"}); ok {
		t.Error("a search, which is not stored, names an entry")
	}
	f.clock.advance(ttl)
	refreshed, ok, _ := read(page)
	if !ok || slices.Equal(refreshed, miss) {
		t.Errorf("after the TTL got %v (%v), want a new entry", refreshed, ok)
	}
	f.clock.advance(ttl)
	f.up.fail(adapters.ErrUnavailable)
	stale, ok, isStale := read(page)
	if !ok || !isStale || len(stale) != 1 || stale[0] != (adapters.Source{Entry: refreshed[0].Entry, Stale: true}) {
		t.Errorf("in an outage got %v (%v, stale %v), want the last entry %v marked stale", stale, ok, isStale, refreshed)
	}
	f.clock.advance(maxAge)
	if failed, ok, _ := read(page); ok {
		t.Errorf("a failed read names entries %v", failed)
	}
	if _, ok := (adapters.Sources{{}}).Entries(nil); ok {
		t.Error("an answer without a source names entries")
	}
}

func TestErrorsAreNotCached(t *testing.T) {
	f := newFixture()
	f.up.fail(&adapters.BusinessError{Code: "x"})
	for range 3 {
		if _, err := f.games.ListGames(t.Context(), en, page); err == nil {
			t.Fatal("want the refusal")
		}
	}
	f.up.fail(nil)
	if _, err := f.games.ListGames(t.Context(), en, page); err != nil {
		t.Fatal(err)
	}
	if got := f.up.calls.Load(); got != 4 {
		t.Errorf("upstream calls = %d, want 4: no refusal was cached", got)
	}
}

func TestSearchesAreCoalescedNotStored(t *testing.T) {
	f := newFixture()
	q := adapters.GameQuery{Name: "ludo"}
	for range 2 {
		if _, err := f.games.ListGames(t.Context(), en, q); err != nil {
			t.Fatal(err)
		}
	}
	if got := f.up.calls.Load(); got != 2 {
		t.Errorf("upstream calls = %d, want 2", got)
	}
}

func TestConcurrentMissesCoalesce(t *testing.T) {
	f := newFixture()
	f.up.gate = make(chan struct{})
	const callers = 100
	var started, done sync.WaitGroup
	started.Add(callers)
	errs := make(chan error, callers)
	for range callers {
		done.Go(func() {
			started.Done()
			got, err := f.games.ListGames(t.Context(), en, page)
			if err == nil && got.Page != 1 {
				err = fmt.Errorf("got page %d, want the one answer", got.Page)
			}
			errs <- err
		})
	}
	started.Wait()
	time.Sleep(10 * time.Millisecond) // let most callers join the flight; late ones find the cache
	close(f.up.gate)
	done.Wait()
	close(errs)
	for err := range errs {
		if err != nil {
			t.Fatal(err)
		}
	}
	if got := f.up.calls.Load(); got != 1 {
		t.Errorf("upstream calls = %d, want 1", got)
	}
}

func TestFirstCallerLeavingDoesNotFailOthers(t *testing.T) {
	f := newFixture()
	f.up.gate = make(chan struct{})
	first, cancel := context.WithCancel(t.Context())
	f.up.onCall = func(context.Context) { cancel() } // the first caller leaves once the call is under way

	firstErr := make(chan error, 1)
	go func() {
		_, err := f.games.ListGames(first, en, page)
		firstErr <- err
	}()
	if err := <-firstErr; !errors.Is(err, context.Canceled) {
		t.Fatalf("first caller: got %v, want its own cancellation", err)
	}
	second := make(chan error, 1)
	go func() {
		_, err := f.games.ListGames(t.Context(), en, page)
		second <- err
	}()
	close(f.up.gate)
	if err := <-second; err != nil {
		t.Fatalf("second caller: %v", err)
	}
	if got := f.up.calls.Load(); got != 1 {
		t.Errorf("upstream calls = %d, want 1", got)
	}
}

func BenchmarkCachedListGames(b *testing.B) {
	f := newFixture()
	ctx := context.Background()
	if _, err := f.games.ListGames(ctx, en, page); err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := f.games.ListGames(ctx, en, page); err != nil {
			b.Fatal(err)
		}
	}
}

// A refresh that hangs does not hold the read for the whole deadline: past RefreshWait the old
// answer goes out, marked stale, and the refresh stores the new one when it comes.
func TestSlowRefreshServesStale(t *testing.T) {
	f := newFixture()
	good, err := f.games.ListGames(t.Context(), en, page)
	if err != nil {
		t.Fatal(err)
	}
	f.clock.advance(ttl + time.Second)
	gate := make(chan struct{})
	f.up.mu.Lock()
	f.up.gate = gate
	f.up.mu.Unlock()

	start := time.Now()
	got, err := f.games.ListGames(t.Context(), en, page)
	if err != nil || got.Page != good.Page || !got.Stale {
		t.Fatalf("got page %d (%v, stale %v), want the old page %d marked stale", got.Page, err, got.Stale, good.Page)
	}
	if waited := time.Since(start); waited > 5*defaultRefreshWait {
		t.Errorf("the read waited %s for a hanging refresh", waited)
	}
	if f.count(t, "ListGames", "stale") != 1 {
		t.Errorf("stale count = %v, want 1", f.count(t, "ListGames", "stale"))
	}

	close(gate)
	deadline := time.Now().Add(5 * time.Second)
	for {
		got, err := f.games.ListGames(t.Context(), en, page)
		if err == nil && got.Page != good.Page && !got.Stale {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the refresh never landed: page %d (%v)", got.Page, err)
		}
		time.Sleep(10 * time.Millisecond)
	}
	if calls := f.up.calls.Load(); calls != 2 {
		t.Errorf("upstream calls = %d, want 2 (the first, and one refresh)", calls)
	}
}
