package idempotency_test

import (
	"errors"
	"net/http/httptest"
	"sync"
	"testing"
	"time"

	"github.com/casinobff/bff/bff/bfftest/redistest"
	"github.com/casinobff/bff/bff/idempotency"
)

// What every Store must do, over each implementation. Times are short enough for Redis's real
// clock; Memory runs them on a test clock.
const (
	testTTL   = 1500 * time.Millisecond
	testLease = 300 * time.Millisecond
)

type storeUnderTest struct {
	name string
	// make builds a store keeping answers for testTTL, and wait lets d pass on its clock.
	make func(t *testing.T) (s idempotency.Store, wait func(d time.Duration))
}

var storesUnderTest = []storeUnderTest{
	{"memory", func(*testing.T) (idempotency.Store, func(time.Duration)) {
		clk := newClock()
		return idempotency.NewMemory(idempotency.MemoryOptions{TTL: testTTL, Now: clk.Now}), clk.Advance
	}},
	{"redis", func(t *testing.T) (idempotency.Store, func(time.Duration)) {
		return idempotency.NewRedis(redistest.Start(t).Client(t), idempotency.RedisOptions{TTL: testTTL}), time.Sleep
	}},
}

func eachStore(t *testing.T, test func(t *testing.T, s idempotency.Store, wait func(time.Duration))) {
	for _, st := range storesUnderTest {
		t.Run(st.name, func(t *testing.T) {
			s, wait := st.make(t)
			test(t, s, wait)
		})
	}
}

func TestStoreKeyLifecycle(t *testing.T) {
	eachStore(t, func(t *testing.T, s idempotency.Store, wait func(time.Duration)) {
		l := mustReserve(t, s, "k1", "fp1")
		_, rec, err := s.Reserve(ctx, "k1", "fp2", time.Minute)
		if err != nil || rec == nil || rec.Answer != nil || rec.Fingerprint != "fp1" {
			t.Fatalf("a key in progress: %+v, %v", rec, err)
		}
		body := `{"id":"1","note":"tab\t, newline\n, and ` + "\x00" + `"}`
		if err := s.Complete(ctx, l, answer(body)); err != nil {
			t.Fatal(err)
		}
		_, rec, _ = s.Reserve(ctx, "k1", "fp1", time.Minute)
		if rec == nil || rec.Answer == nil || string(rec.Answer.Body) != body || rec.Answer.Status != 201 ||
			rec.Answer.ContentType != "application/json" || rec.Fingerprint != "fp1" {
			t.Fatalf("an answered key: %+v", rec)
		}
		if _, rec, _ := s.Reserve(ctx, "k1", "fp2", time.Minute); rec == nil || rec.Fingerprint != "fp1" {
			t.Fatalf("another request under an answered key: %+v", rec)
		}
		if err := s.Complete(ctx, l, answer("again")); !errors.Is(err, idempotency.ErrLeaseLost) {
			t.Errorf("a second Complete: %v", err)
		}
		if err := s.Release(ctx, l); !errors.Is(err, idempotency.ErrLeaseLost) {
			t.Errorf("a Release after Complete: %v", err)
		}

		wait(testTTL / 2) // the slack a loaded machine may need before the next call
		if _, rec, _ := s.Reserve(ctx, "k1", "fp1", time.Minute); rec == nil || rec.Answer == nil {
			t.Fatal("the answer is gone before its time is up")
		}
		wait(testTTL/2 + 100*time.Millisecond)
		mustReserve(t, s, "k1", "fp1") // its time up, the key is free
	})
}

func TestStoreRelease(t *testing.T) {
	eachStore(t, func(t *testing.T, s idempotency.Store, _ func(time.Duration)) {
		l := mustReserve(t, s, "k", "fp")
		for _, stranger := range []idempotency.Lease{{Key: "k", Token: "someone else"}, {Key: "k", Token: "0123456789abcdef0123456789abcdef"}} {
			if err := s.Release(ctx, stranger); !errors.Is(err, idempotency.ErrLeaseLost) {
				t.Fatalf("a stranger's release: %v", err)
			}
		}
		if err := s.Release(ctx, l); err != nil {
			t.Fatal(err)
		}
		if err := s.Release(ctx, l); !errors.Is(err, idempotency.ErrLeaseLost) {
			t.Errorf("a second release: %v", err)
		}
		mustReserve(t, s, "k", "other") // free again, for any request
	})
}

// A lease whose holder never came back frees the key when it ends, and the late holder cannot
// overwrite the new one's answer.
func TestStoreLeaseEnds(t *testing.T) {
	eachStore(t, func(t *testing.T, s idempotency.Store, wait func(time.Duration)) {
		old, rec, err := s.Reserve(ctx, "k", "fp", testLease)
		if err != nil || rec != nil {
			t.Fatal(rec, err)
		}
		wait(testLease + 100*time.Millisecond)
		renewed := mustReserve(t, s, "k", "fp")
		if err := s.Complete(ctx, old, answer("late")); !errors.Is(err, idempotency.ErrLeaseLost) {
			t.Fatalf("the ended lease completed: %v", err)
		}
		if err := s.Release(ctx, old); !errors.Is(err, idempotency.ErrLeaseLost) {
			t.Fatalf("the ended lease released: %v", err)
		}
		if err := s.Complete(ctx, renewed, answer("new")); err != nil {
			t.Fatal(err)
		}
		if _, rec, _ := s.Reserve(ctx, "k", "fp", time.Minute); rec == nil || rec.Answer == nil || string(rec.Answer.Body) != "new" {
			t.Fatalf("%+v", rec)
		}
	})
}

// Many takers of one key at once: exactly one gets it.
func TestStoreOneHolderAtOnce(t *testing.T) {
	eachStore(t, func(t *testing.T, s idempotency.Store, _ func(time.Duration)) {
		var wg sync.WaitGroup
		var mu sync.Mutex
		holders := 0
		for range 50 {
			wg.Go(func() {
				_, rec, err := s.Reserve(ctx, "k", "fp", time.Minute)
				if err == nil && rec == nil {
					mu.Lock()
					holders++
					mu.Unlock()
				}
			})
		}
		wg.Wait()
		if holders != 1 {
			t.Fatalf("%d holders", holders)
		}
	})
}

// Redis gone: every operation fails (the Keeper then refuses the write), and the hook hears
// of each.
func TestRedisStoreDown(t *testing.T) {
	srv := redistest.Start(t)
	var told []string
	s := idempotency.NewRedis(srv.Client(t), idempotency.RedisOptions{OnError: func(op string, _ error) { told = append(told, op) }})
	l := mustReserve(t, s, "k", "fp")
	srv.Stop()
	if _, _, err := s.Reserve(ctx, "k2", "fp", time.Minute); err == nil {
		t.Error("reserve with Redis down: no error")
	}
	if err := s.Complete(ctx, l, answer("x")); err == nil || errors.Is(err, idempotency.ErrLeaseLost) {
		t.Errorf("complete with Redis down: %v", err)
	}
	if err := s.Release(ctx, l); err == nil || errors.Is(err, idempotency.ErrLeaseLost) {
		t.Errorf("release with Redis down: %v", err)
	}
	if len(told) != 3 || told[0] != "reserve" || told[1] != "complete" || told[2] != "release" {
		t.Errorf("told of %v", told)
	}
}

// The Keeper over each store: a repeat sent while the first is still being made waits for its
// answer (polling the store within its own request's time), another body is a conflict, and
// the write runs once.
func TestKeeperOverEachStore(t *testing.T) {
	eachStore(t, func(t *testing.T, s idempotency.Store, _ func(time.Duration)) {
		w, started, release := heldWrite()
		e := server(idempotency.New(idempotency.Options{Store: s}), w)
		answers := make(chan *httptest.ResponseRecorder, 2)
		go func() { answers <- send(e, "demo01", key, `{"amount":"1500"}`) }()
		<-started
		go func() { answers <- send(e, "demo01", key, `{"amount":"1500"}`) }()
		if rec := send(e, "demo01", key, `{"amount":"1600"}`); rec.Code != 409 || codeOf(rec) != "idempotency_conflict" {
			t.Errorf("another body while the first is made: %d %s", rec.Code, rec.Body)
		}
		time.Sleep(30 * time.Millisecond) // the repeat is polling by now
		close(release)
		a, b := <-answers, <-answers
		if a.Code != 201 || b.Code != 201 || a.Body.String() != b.Body.String() {
			t.Fatalf("%d %s and %d %s", a.Code, a.Body, b.Code, b.Body)
		}
		if a.Header().Get(idempotency.ReplayedHeader) == b.Header().Get(idempotency.ReplayedHeader) {
			t.Error("want one first answer and one replay")
		}
		if n := w.calls.Load(); n != 1 {
			t.Fatalf("the write ran %d times", n)
		}
	})
}
