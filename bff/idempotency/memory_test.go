package idempotency_test

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/casinobff/bff/bff/bfftest"
	"github.com/casinobff/bff/bff/idempotency"
)

// newClock is a test's time, moved by hand, at the goldens' noon.
func newClock() *bfftest.Clock { return bfftest.NewClock(bfftest.GoldenTime) }

var ctx = context.Background()

func answer(body string) idempotency.Answer {
	return idempotency.Answer{Status: 201, ContentType: "application/json", Body: []byte(body)}
}

func mustReserve(t *testing.T, s idempotency.Store, key, fp string) idempotency.Lease {
	t.Helper()
	l, rec, err := s.Reserve(ctx, key, fp, time.Minute)
	if err != nil || rec != nil {
		t.Fatalf("Reserve(%s): %+v, %v", key, rec, err)
	}
	return l
}

// The store holds at most MaxEntries keys: the oldest answers go first, requests in progress
// never; when only those are left, a new one is refused.
func TestMemoryBoundedInEntries(t *testing.T) {
	clk := newClock()
	m := idempotency.NewMemory(idempotency.MemoryOptions{MaxEntries: 3, Now: clk.Now})
	inProgress := mustReserve(t, m, "busy", "fp")
	for i := range 4 {
		clk.Advance(time.Second)
		if err := m.Complete(ctx, mustReserve(t, m, fmt.Sprint("k", i), "fp"), answer("x")); err != nil {
			t.Fatal(err)
		}
	}
	if m.Len() != 3 {
		t.Fatalf("%d keys held, want 3", m.Len())
	}
	// The kept ones first: a Reserve of a free key takes it, which makes room again.
	for _, key := range []string{"busy", "k2", "k3"} {
		if _, rec, _ := m.Reserve(ctx, key, "fp", time.Minute); rec == nil {
			t.Errorf("%s was pushed out", key)
		}
	}
	for _, key := range []string{"k0", "k1"} {
		if _, rec, _ := m.Reserve(ctx, key, "fp", time.Minute); rec != nil {
			t.Errorf("%s is still held", key)
		}
	}
	if err := m.Complete(ctx, inProgress, answer("x")); err != nil {
		t.Errorf("the request in progress lost its lease: %v", err)
	}

	full := idempotency.NewMemory(idempotency.MemoryOptions{MaxEntries: 2})
	mustReserve(t, full, "a", "fp")
	mustReserve(t, full, "b", "fp")
	if _, _, err := full.Reserve(ctx, "c", "fp", time.Minute); !errors.Is(err, idempotency.ErrFull) {
		t.Fatalf("a third request in progress: %v", err)
	}
}

// The store holds at most MaxBytes of keys and answers.
func TestMemoryBoundedInBytes(t *testing.T) {
	const limit = 16 << 10
	m := idempotency.NewMemory(idempotency.MemoryOptions{MaxBytes: limit})
	body := strings.Repeat("x", 1000)
	for i := range 100 {
		if err := m.Complete(ctx, mustReserve(t, m, fmt.Sprint("key", i), "fp"), answer(body)); err != nil {
			t.Fatal(err)
		}
		if m.Bytes() > limit {
			t.Fatalf("after %d answers the store holds %d bytes", i+1, m.Bytes())
		}
	}
	if n := m.Len(); n < 5 || n > 16 {
		t.Errorf("%d answers of a kilobyte in 16 KiB", n)
	}
	if _, rec, _ := m.Reserve(ctx, "key99", "fp", time.Minute); rec == nil {
		t.Error("the newest answer was pushed out")
	}

	// An answer larger than the whole store is not kept; the key is free again.
	huge := strings.Repeat("y", limit)
	if err := m.Complete(ctx, mustReserve(t, m, "huge", "fp"), answer(huge)); err != nil {
		t.Fatal(err)
	}
	mustReserve(t, m, "huge", "fp")
	if m.Bytes() > limit {
		t.Errorf("the store holds %d bytes", m.Bytes())
	}
}
