// Package ratelimit limits the abuse-prone calls (login, SMS codes, registration, password
// resets, look-ups), keyed by client address and by account or number, always within one site.
//
// The counting lives behind Store: Memory, the default, keeps it in this process, so that with
// N copies behind a load balancer a client gets up to N times a limit; a store shared by the
// copies (Redis, with go-redis/redis_rate's GCRA) holds it across them. Set applies named rules
// through a Store and says, per rule, what to do when the store cannot answer.
package ratelimit

import (
	"context"
	"net/netip"
	"time"
)

// Rule allows Limit events per Window for each key, in a burst or spread out: the generic cell
// rate algorithm, which keeps one time per key rather than a list of events. In redis_rate's
// terms it is Limit{Rate: Limit, Burst: Limit, Period: Window}.
type Rule struct {
	Limit  int
	Window time.Duration
}

// unlimited says whether r allows everything (no limit or no window).
func (r Rule) unlimited() bool { return r.Limit <= 0 || r.Window <= 0 }

// Store keeps each key's schedule under a rule. Keys arrive whole (Set builds them from the
// rule's name, the site and the value), so a store needs no naming of its own. A store shared
// by several BFF copies makes a limit hold across them.
//
// A Redis implementation maps onto redis_rate: Allow is AllowN(ctx, key, limit, 1) and Peek is
// AllowN(ctx, key, limit, 0), which counts nothing and is allowed when Remaining > 0.
type Store interface {
	// Allow counts one event of key when rule allows it; when it does not, it counts nothing
	// and retryAfter says how long until one more would be allowed.
	Allow(ctx context.Context, rule Rule, key string) (ok bool, retryAfter time.Duration, err error)
	// Peek says whether one more event of key would be allowed now, counting nothing.
	// retryAfter may be zero when the store cannot tell.
	Peek(ctx context.Context, rule Rule, key string) (ok bool, retryAfter time.Duration, err error)
}

// Policy is what a check does when its store cannot answer (Memory never fails; a network
// store can).
type Policy int

const (
	// FailClosed refuses: for limits that stop guessing and spending (login, SMS, registration,
	// resets), where letting a script through while the store is down is the worse outcome.
	FailClosed Policy = iota
	// FailOpen allows: for limits whose only cost is an upstream look-up, where stopping players
	// is the worse outcome.
	FailOpen
)

// Key is one check: the rule's name and the value limited under it (an address, an account).
type Key struct {
	Rule  string
	Value string
}

// Set is named rules applied through one store. Every key it builds carries the site, so that
// the limits of one merchant never touch another's.
type Set struct {
	store  Store
	rules  map[string]Rule
	policy func(rule string) Policy
	// onError is told of every store failure, whichever way its policy goes.
	onError func(ctx context.Context, rule string, err error)
}

// SetOptions are a Set's parts beside its rules.
type SetOptions struct {
	// Store counts; nil is a Memory on Now.
	Store Store
	// Now is the clock of the default Memory store; nil is time.Now.
	Now func() time.Time
	// Policy says, per rule name, what to do when the store fails; nil fails closed.
	Policy func(rule string) Policy
	// OnError is told of every store failure (to log it); nil ignores them.
	OnError func(ctx context.Context, rule string, err error)
}

// NewSet applies rules, by name, through o.Store.
func NewSet(rules map[string]Rule, o SetOptions) *Set {
	s := &Set{store: o.Store, rules: make(map[string]Rule, len(rules)), policy: o.Policy, onError: o.OnError}
	for name, r := range rules {
		s.rules[name] = r
	}
	if s.store == nil {
		s.store = NewMemory(o.Now)
	}
	if s.policy == nil {
		s.policy = func(string) Policy { return FailClosed }
	}
	return s
}

// storeKey is a key as the store sees it: rule, site and value, so that neither rules nor
// sites share counts.
func storeKey(rule, site, value string) string {
	return rule + ":" + site + ":" + value
}

// check runs one store operation for k within site. skip says the key is not limited here (an
// unknown rule, an empty value, a rule without limit, or a store failure under FailOpen).
func (s *Set) check(ctx context.Context, site string, k Key,
	op func(context.Context, Rule, string) (bool, time.Duration, error),
) (ok bool, wait time.Duration, err error) {
	r, found := s.rules[k.Rule]
	if !found || k.Value == "" || r.unlimited() {
		return true, 0, nil
	}
	ok, wait, err = op(ctx, r, storeKey(k.Rule, site, k.Value))
	if err == nil {
		return ok, wait, nil
	}
	if s.onError != nil {
		s.onError(ctx, k.Rule, err)
	}
	if s.policy(k.Rule) == FailOpen {
		return true, 0, nil
	}
	return false, 0, &StoreError{Rule: k.Rule, Err: err}
}

// Allow counts one event for each key of site, in order, and says whether all are within their
// rules; counting stops at the first refusal (the keys before it have counted). err is a store
// failure under a FailClosed rule: the caller refuses the event.
func (s *Set) Allow(ctx context.Context, site string, keys ...Key) (ok bool, wait time.Duration, err error) {
	for _, k := range keys {
		if ok, wait, err := s.check(ctx, site, k, s.store.Allow); !ok || err != nil {
			return false, wait, err
		}
	}
	return true, 0, nil
}

// Peek says whether one more event for k would be within its rule, counting nothing.
func (s *Set) Peek(ctx context.Context, site string, k Key) (ok bool, wait time.Duration, err error) {
	return s.check(ctx, site, k, s.store.Peek)
}

// Count counts one event for k whatever the rule says (a failed login after the fact): once a
// key is over its rule, further events only keep it there.
func (s *Set) Count(ctx context.Context, site string, k Key) error {
	_, _, err := s.check(ctx, site, k, s.store.Allow)
	return err
}

// StoreError is a store failure under a FailClosed rule.
type StoreError struct {
	Rule string
	Err  error
}

func (e *StoreError) Error() string {
	return "rate limit " + e.Rule + ": store failed: " + e.Err.Error()
}

func (e *StoreError) Unwrap() error { return e.Err }

// AddressKey is the value a client address is limited under: an IPv4 address as it is, an
// IPv6 address by its /64 (one subscriber's network, which hands its devices any address
// within it), anything unreadable as it came.
func AddressKey(ip string) string {
	a, err := netip.ParseAddr(ip)
	if err != nil {
		return ip
	}
	a = a.Unmap()
	if a.Is4() {
		return a.String()
	}
	p, err := a.WithZone("").Prefix(64)
	if err != nil {
		return ip
	}
	return p.String()
}
