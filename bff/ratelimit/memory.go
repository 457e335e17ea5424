package ratelimit

import (
	"context"
	"sync"
	"time"
)

// Memory is the Store of one process: a table per rule, each bounded in keys. It never fails.
type Memory struct {
	now func() time.Time

	mu     sync.Mutex
	tables map[Rule]*Limiter
}

// NewMemory is an empty Memory on the clock now (time.Now when nil).
func NewMemory(now func() time.Time) *Memory {
	if now == nil {
		now = time.Now
	}
	return &Memory{now: now, tables: map[Rule]*Limiter{}}
}

func (m *Memory) table(r Rule) *Limiter {
	m.mu.Lock()
	defer m.mu.Unlock()
	l, ok := m.tables[r]
	if !ok {
		l = New(r, m.now)
		m.tables[r] = l
	}
	return l
}

// Allow implements Store.
func (m *Memory) Allow(_ context.Context, r Rule, key string) (bool, time.Duration, error) {
	ok, wait := m.table(r).Allow(key)
	return ok, wait, nil
}

// Peek implements Store.
func (m *Memory) Peek(_ context.Context, r Rule, key string) (bool, time.Duration, error) {
	ok, wait := m.table(r).Peek(key)
	return ok, wait, nil
}

// Limiter applies one Rule to many keys in memory. The zero value is not usable; build one
// with New.
type Limiter struct {
	rule     Rule
	interval time.Duration // Window / Limit: the spacing the rule wants on average
	now      func() time.Time

	mu        sync.Mutex
	tat       map[string]time.Time // theoretical arrival time of each key's next event
	lastSweep time.Time
}

// maxKeys bounds the memory a flood of distinct keys (spoofed numbers, many addresses) can
// take: past it, the limiter forgets every key whose schedule has passed, then those due within
// half a window, then all. Forgetting only ever lets a client in early.
const maxKeys = 100_000

// New builds a limiter for rule on the clock now (time.Now when nil). A rule with no limit or
// no window allows everything.
func New(rule Rule, now func() time.Time) *Limiter {
	if now == nil {
		now = time.Now
	}
	l := &Limiter{rule: rule, now: now, tat: map[string]time.Time{}}
	if !rule.unlimited() {
		l.interval = rule.Window / time.Duration(rule.Limit)
	}
	return l
}

// Allow counts one event for key and says whether it is within the rule; when it is not, wait
// says how long until one more would be, and nothing is counted.
func (l *Limiter) Allow(key string) (ok bool, wait time.Duration) {
	return l.decide(key, true)
}

// Peek says what Allow would, counting nothing.
func (l *Limiter) Peek(key string) (ok bool, wait time.Duration) {
	return l.decide(key, false)
}

func (l *Limiter) decide(key string, count bool) (bool, time.Duration) {
	if l.interval <= 0 {
		return true, 0
	}
	now := l.now()
	l.mu.Lock()
	defer l.mu.Unlock()
	l.sweep(now)
	tat := l.tat[key]
	if tat.Before(now) {
		tat = now
	}
	next := tat.Add(l.interval)
	// The burst: up to Limit events may be "ahead of schedule" by a whole window.
	if allowAt := next.Add(-l.rule.Window); now.Before(allowAt) {
		return false, allowAt.Sub(now)
	}
	if count {
		l.tat[key] = next
	}
	return true, 0
}

// sweep forgets keys whose schedule is in the past (they are back to a full burst anyway),
// once a window, or at once when there are too many keys.
func (l *Limiter) sweep(now time.Time) {
	if len(l.tat) < maxKeys && now.Sub(l.lastSweep) < l.rule.Window {
		return
	}
	l.lastSweep = now
	for k, t := range l.tat {
		if !t.After(now) {
			delete(l.tat, k)
		}
	}
	if len(l.tat) < maxKeys {
		return
	}
	// Still full of live keys: drop those due soonest, who are the closest to free anyway, and
	// if that is not enough, all of them, so that a flood never makes every call a full scan.
	cut := now.Add(l.rule.Window / 2)
	for k, t := range l.tat {
		if t.Before(cut) {
			delete(l.tat, k)
		}
	}
	if len(l.tat) >= maxKeys {
		clear(l.tat)
	}
}
