// Package ratelimit is a small in-memory rate limiter for the abuse-prone calls (login, SMS
// codes, registration, password resets), keyed by client address and by account or number.
//
// It lives in one BFF process: with N copies behind a load balancer a client gets up to N times
// the limit. That still stops a script hammering one account through one copy; a limit that
// must hold across copies belongs in shared state (the merchant's gateway, or a store such as
// Redis), behind the same Allow.
package ratelimit

import (
	"sync"
	"time"
)

// Rule allows Limit events per Window for each key, in a burst or spread out: the generic cell
// rate algorithm, which keeps one time per key rather than a list of events.
type Rule struct {
	Limit  int
	Window time.Duration
}

// Limiter applies one Rule to many keys. The zero value is not usable; build one with New.
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
	if rule.Limit > 0 && rule.Window > 0 {
		l.interval = rule.Window / time.Duration(rule.Limit)
	}
	return l
}

// Allow counts one event for key and says whether it is within the rule; when it is not, wait
// says how long until one more would be, and nothing is counted.
func (l *Limiter) Allow(key string) (ok bool, wait time.Duration) {
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
	l.tat[key] = next
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

// Set is named limiters checked together: an event is allowed only if every key passes its
// rule. Keys are checked in order and counting stops at the first refusal.
type Set struct {
	limiters map[string]*Limiter
}

// NewSet builds one limiter per named rule.
func NewSet(rules map[string]Rule, now func() time.Time) *Set {
	s := &Set{limiters: make(map[string]*Limiter, len(rules))}
	for name, r := range rules {
		s.limiters[name] = New(r, now)
	}
	return s
}

// Key is one check: the rule's name and the value limited under it (an address, an account).
type Key struct {
	Rule  string
	Value string
}

// Allow checks keys in order; an unknown rule or an empty value is skipped.
func (s *Set) Allow(keys ...Key) (ok bool, wait time.Duration) {
	for _, k := range keys {
		l, found := s.limiters[k.Rule]
		if !found || k.Value == "" {
			continue
		}
		if ok, wait := l.Allow(k.Value); !ok {
			return false, wait
		}
	}
	return true, 0
}
