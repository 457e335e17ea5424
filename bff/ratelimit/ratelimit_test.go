package ratelimit

import (
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
	}, clk.Now)
	if ok, _ := s.Allow(Key{"ip", "1.2.3.4"}, Key{"account", "demo01"}); !ok {
		t.Fatal("first attempt refused")
	}
	if ok, wait := s.Allow(Key{"ip", "1.2.3.4"}, Key{"account", "demo01"}); ok || wait != time.Minute {
		t.Fatalf("second attempt at one account: ok %v wait %v", ok, wait)
	}
	if ok, _ := s.Allow(Key{"ip", "1.2.3.4"}, Key{"account", "agent01"}); !ok {
		t.Fatal("another account from the address refused")
	}
	if ok, _ := s.Allow(Key{"ip", "1.2.3.4"}, Key{"account", "free01"}); ok {
		t.Fatal("the address's fourth attempt allowed")
	}
	if ok, _ := s.Allow(Key{"nope", "x"}, Key{"account", ""}); !ok {
		t.Fatal("an unknown rule or an empty value limits")
	}
}
