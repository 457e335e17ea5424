package ratelimit

import (
	"context"
	"errors"
	"fmt"
	"testing"
	"time"
)

type fakeClock struct{ now time.Time }

func (c *fakeClock) Now() time.Time { return c.now }

func TestBurstThenSpacing(t *testing.T) {
	clk := &fakeClock{now: time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)}
	l := New(Rule{Limit: 3, Window: time.Minute}, clk.Now)
	for i := range 3 {
		if ok, _ := l.Allow("k"); !ok {
			t.Fatalf("event %d of the burst refused", i+1)
		}
	}
	ok, wait := l.Allow("k")
	if ok || wait != 20*time.Second {
		t.Fatalf("fourth event: ok %v wait %v, want refused for 20s", ok, wait)
	}
	if ok, _ := l.Allow("other"); !ok {
		t.Fatal("another key is limited by the first")
	}
	clk.now = clk.now.Add(19 * time.Second)
	if ok, wait := l.Allow("k"); ok || wait != time.Second {
		t.Fatalf("after 19s: ok %v wait %v", ok, wait)
	}
	clk.now = clk.now.Add(time.Second)
	if ok, _ := l.Allow("k"); !ok {
		t.Fatal("after 20s one more is allowed")
	}
	clk.now = clk.now.Add(time.Minute)
	for i := range 3 {
		if ok, _ := l.Allow("k"); !ok {
			t.Fatalf("a whole window later, event %d refused", i+1)
		}
	}
}

func TestNoRuleAllowsEverything(t *testing.T) {
	l := New(Rule{}, nil)
	for range 100 {
		if ok, _ := l.Allow("k"); !ok {
			t.Fatal("refused without a rule")
		}
	}
}

func TestSweepForgetsIdleKeys(t *testing.T) {
	clk := &fakeClock{now: time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)}
	l := New(Rule{Limit: 1, Window: time.Second}, clk.Now)
	for i := range 1000 {
		l.Allow(fmt.Sprint(i))
	}
	clk.now = clk.now.Add(2 * time.Second)
	l.Allow("fresh")
	if n := len(l.tat); n != 1 {
		t.Fatalf("%d keys kept after their windows passed, want 1", n)
	}
}

func TestSweepBoundsMemory(t *testing.T) {
	clk := &fakeClock{now: time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)}
	l := New(Rule{Limit: 1, Window: time.Hour}, clk.Now)
	for i := range maxKeys + 10 {
		l.Allow(fmt.Sprint(i))
	}
	if n := len(l.tat); n > maxKeys {
		t.Fatalf("%d keys, want at most %d", n, maxKeys)
	}
}

func TestSetChecksEveryKey(t *testing.T) {
	clk := &fakeClock{now: time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)}
	s := NewSet(map[string]Rule{
		"ip":      {Limit: 3, Window: time.Minute},
		"account": {Limit: 1, Window: time.Minute},
	}, SetOptions{Now: clk.Now})
	ctx := context.Background()
	allow := func(site string, keys ...Key) (bool, time.Duration) {
		t.Helper()
		ok, wait, err := s.Allow(ctx, site, keys...)
		if err != nil {
			t.Fatal(err)
		}
		return ok, wait
	}
	if ok, _ := allow("a", Key{"ip", "1.2.3.4"}, Key{"account", "demo01"}); !ok {
		t.Fatal("first attempt refused")
	}
	if ok, wait := allow("a", Key{"ip", "1.2.3.4"}, Key{"account", "demo01"}); ok || wait != time.Minute {
		t.Fatalf("second attempt at one account: ok %v wait %v", ok, wait)
	}
	if ok, _ := allow("a", Key{"ip", "1.2.3.4"}, Key{"account", "agent01"}); !ok {
		t.Fatal("another account from the address refused")
	}
	if ok, _ := allow("a", Key{"ip", "1.2.3.4"}, Key{"account", "free01"}); ok {
		t.Fatal("the address's fourth attempt allowed")
	}
	if ok, _ := allow("a", Key{"nope", "x"}, Key{"account", ""}); !ok {
		t.Fatal("an unknown rule or an empty value limits")
	}
	// Another site counts apart: its address and its demo01 are others.
	if ok, _ := allow("b", Key{"ip", "1.2.3.4"}, Key{"account", "demo01"}); !ok {
		t.Fatal("site b is limited by site a's counts")
	}
}

func TestPeekAndCount(t *testing.T) {
	clk := &fakeClock{now: time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)}
	s := NewSet(map[string]Rule{"failures": {Limit: 2, Window: time.Minute}}, SetOptions{Now: clk.Now})
	ctx, k := context.Background(), Key{"failures", "agent01"}
	peek := func() bool {
		t.Helper()
		ok, _, err := s.Peek(ctx, "a", k)
		if err != nil {
			t.Fatal(err)
		}
		return ok
	}
	for i := range 5 {
		if !peek() {
			t.Fatalf("peek %d counted", i+1)
		}
	}
	for range 3 { // one more than the rule: counting past it keeps the key over
		if err := s.Count(ctx, "a", k); err != nil {
			t.Fatal(err)
		}
	}
	if peek() {
		t.Fatal("two failures and the key is not over its rule")
	}
	clk.now = clk.now.Add(30 * time.Second)
	if !peek() {
		t.Fatal("half a window later one more is due")
	}
}

type failingStore struct{}

var errDown = errors.New("store down")

func (failingStore) Allow(context.Context, Rule, string) (bool, time.Duration, error) {
	return false, 0, errDown
}

func (failingStore) Peek(context.Context, Rule, string) (bool, time.Duration, error) {
	return false, 0, errDown
}

// A store that cannot answer refuses a FailClosed rule's event and allows a FailOpen one's,
// and the caller hears of both.
func TestStoreFailurePolicy(t *testing.T) {
	var told []string
	s := NewSet(map[string]Rule{"login": {Limit: 5, Window: time.Minute}, "lookup": {Limit: 5, Window: time.Minute}}, SetOptions{
		Store:   failingStore{},
		Policy:  func(rule string) Policy { return map[string]Policy{"lookup": FailOpen}[rule] },
		OnError: func(_ context.Context, rule string, _ error) { told = append(told, rule) },
	})
	ctx := context.Background()
	if ok, _, err := s.Allow(ctx, "a", Key{"lookup", "1.2.3.4"}); !ok || err != nil {
		t.Errorf("fail-open rule: ok %v err %v", ok, err)
	}
	ok, _, err := s.Allow(ctx, "a", Key{"login", "1.2.3.4"})
	var se *StoreError
	if ok || !errors.As(err, &se) || se.Rule != "login" || !errors.Is(err, errDown) {
		t.Errorf("fail-closed rule: ok %v err %v", ok, err)
	}
	if err := s.Count(ctx, "a", Key{"login", "x"}); !errors.Is(err, errDown) {
		t.Errorf("count: %v", err)
	}
	if fmt.Sprint(told) != "[lookup login login]" {
		t.Errorf("told of %v", told)
	}
}

func TestAddressKey(t *testing.T) {
	tests := []struct{ in, want string }{
		{"203.0.113.7", "203.0.113.7"},
		{"::ffff:203.0.113.7", "203.0.113.7"},
		{"2001:db8:1:2:3:4:5:6", "2001:db8:1:2::/64"},
		{"2001:db8:1:2:ffff::1", "2001:db8:1:2::/64"},
		{"fe80::1%eth0", "fe80::/64"},
		{"not an address", "not an address"},
		{"", ""},
	}
	for _, tt := range tests {
		if got := AddressKey(tt.in); got != tt.want {
			t.Errorf("AddressKey(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}
