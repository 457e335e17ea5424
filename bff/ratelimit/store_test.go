package ratelimit

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/casinobff/bff/bff/bfftest/redistest"
)

// stores are the Store implementations, each made fresh for one test on the real clock: what
// one must do, both must.
var stores = []struct {
	name string
	make func(t *testing.T) Store
}{
	{"memory", func(*testing.T) Store { return NewMemory(nil) }},
	{"redis", func(t *testing.T) Store { return NewRedis(redistest.Start(t).Client(t), RedisOptions{}) }},
}

func eachStore(t *testing.T, test func(t *testing.T, s Store)) {
	for _, st := range stores {
		t.Run(st.name, func(t *testing.T) { test(t, st.make(t)) })
	}
}

// near says whether got is want, give or take the time a test takes between two calls.
func near(got, want time.Duration) bool {
	return got <= want && got > want-2*time.Second
}

func TestStoreBurstThenRefusal(t *testing.T) {
	eachStore(t, func(t *testing.T, s Store) {
		ctx, r := t.Context(), Rule{Limit: 3, Window: time.Minute}
		for i := range 3 {
			if ok, _, err := s.Allow(ctx, r, "login:demo:k"); !ok || err != nil {
				t.Fatalf("event %d of the burst: %v %v", i+1, ok, err)
			}
		}
		ok, wait, err := s.Allow(ctx, r, "login:demo:k")
		if ok || err != nil || !near(wait, 20*time.Second) {
			t.Fatalf("fourth event: ok %v wait %v err %v, want refused for about 20s", ok, wait, err)
		}
		if ok, _, _ := s.Allow(ctx, r, "login:demo:other"); !ok {
			t.Fatal("another key is limited by the first")
		}
		if ok, _, _ := s.Allow(ctx, Rule{}, "login:demo:k"); !ok {
			t.Fatal("a rule without a limit refused")
		}
	})
}

func TestStorePeekCountsNothing(t *testing.T) {
	eachStore(t, func(t *testing.T, s Store) {
		ctx, r := t.Context(), Rule{Limit: 2, Window: time.Minute}
		for i := range 5 {
			if ok, _, err := s.Peek(ctx, r, "failures:demo:agent01"); !ok || err != nil {
				t.Fatalf("peek %d: %v %v", i+1, ok, err)
			}
		}
		for range 3 { // one past the rule: counting past it keeps the key over
			_, _, _ = s.Allow(ctx, r, "failures:demo:agent01")
		}
		ok, wait, err := s.Peek(ctx, r, "failures:demo:agent01")
		if ok || err != nil || !near(wait, 30*time.Second) {
			t.Fatalf("after two events: peek ok %v wait %v err %v, want over for about 30s", ok, wait, err)
		}
		if ok, _, _ := s.Peek(ctx, r, "failures:demo:demo01"); !ok {
			t.Fatal("another key peeks over")
		}
	})
}

// Many copies counting one key at once: the burst is allowed exactly, never more.
func TestStoreConcurrentCounts(t *testing.T) {
	eachStore(t, func(t *testing.T, s Store) {
		ctx, r := t.Context(), Rule{Limit: 10, Window: time.Hour}
		var allowed atomic.Int32
		var wg sync.WaitGroup
		for range 40 {
			wg.Go(func() {
				if ok, _, err := s.Allow(ctx, r, "sms:demo:8801712345678"); ok && err == nil {
					allowed.Add(1)
				}
			})
		}
		wg.Wait()
		if n := allowed.Load(); n != 10 {
			t.Fatalf("%d of 40 allowed, want 10", n)
		}
	})
}

// Redis holds no name, number or address: the keys are hashes.
func TestRedisKeysAreHashed(t *testing.T) {
	srv := redistest.Start(t)
	c := srv.Client(t)
	s := NewRedis(c, RedisOptions{Secret: []byte("shared by the copies")})
	if _, _, err := s.Allow(t.Context(), Rule{Limit: 1, Window: time.Minute}, "sms-number:demo:8801712345678"); err != nil {
		t.Fatal(err)
	}
	keys, err := c.Keys(t.Context(), "*").Result()
	if err != nil || len(keys) != 1 {
		t.Fatalf("keys %v, %v", keys, err)
	}
	if k := keys[0]; len(k) != len("rate:bff:sms-number:")+32 || k[:len("rate:bff:sms-number:")] != "rate:bff:sms-number:" {
		t.Errorf("key %q", k)
	}
	ttl, _ := c.TTL(t.Context(), keys[0]).Result()
	if ttl <= 0 || ttl > time.Minute {
		t.Errorf("the key lives %v, want until its schedule passes", ttl)
	}
}

// Redis gone: the store says so, its hook hears it, and the Set's policy decides.
func TestRedisDown(t *testing.T) {
	srv := redistest.Start(t)
	c := srv.Client(t)
	var told []string
	var mu sync.Mutex
	store := NewRedis(c, RedisOptions{OnError: func(op string, err error) {
		mu.Lock()
		defer mu.Unlock()
		told = append(told, op)
	}})
	set := NewSet(map[string]Rule{"login": {Limit: 5, Window: time.Minute}, "lookup": {Limit: 5, Window: time.Minute}}, SetOptions{
		Store:  store,
		Policy: func(rule string) Policy { return map[string]Policy{"lookup": FailOpen}[rule] },
	})
	ctx := context.Background()
	if ok, _, err := set.Allow(ctx, "a", Key{"login", "1.2.3.4"}); !ok || err != nil {
		t.Fatalf("with Redis up: %v %v", ok, err)
	}
	srv.Stop()
	if ok, _, err := set.Allow(ctx, "a", Key{"lookup", "1.2.3.4"}); !ok || err != nil {
		t.Errorf("fail-open rule: ok %v err %v", ok, err)
	}
	ok, _, err := set.Allow(ctx, "a", Key{"login", "1.2.3.4"})
	var se *StoreError
	if ok || !errors.As(err, &se) || se.Rule != "login" {
		t.Errorf("fail-closed rule: ok %v err %v", ok, err)
	}
	if _, _, err := set.Peek(ctx, "a", Key{"login", "1.2.3.4"}); err == nil {
		t.Error("peek with Redis down: no error")
	}
	mu.Lock()
	defer mu.Unlock()
	if fmt.Sprint(told) != "[allow allow peek]" {
		t.Errorf("told of %v", told)
	}
}
