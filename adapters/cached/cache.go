// Package cached decorates the public catalogue ports (adapters.GameCatalog, adapters.Content)
// with a short shared cache: concurrent misses for one key make one upstream call, answers are
// refreshed after a TTL, and while the upstream is down (or slower than RefreshWait) the last
// good answer is served, marked stale, up to a maximum age. Calls go upstream without the
// player's token, so nothing personal can enter the cache; a caller who needs a personal answer
// uses the undecorated port.
//
// Nothing a request asks can grow it without limit: each decorator keeps at most Limits
// entries and bytes, stale copies included, and makes at most MaxConcurrent upstream calls at
// once; a miss past that waits a moment for a free call, then is answered stale or
// unavailable (ErrBusy) without reaching the upstream, so a flood of misses neither queues
// without end nor counts as an outage for the upstream client's breaker.
package cached

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"sync/atomic"
	"time"
	"unsafe"

	"go.uber.org/zap"

	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/config/defaults"
)

const (
	defaultRefreshWait = 500 * time.Millisecond
	// maxQueueWait bounds how long a miss with nothing stale to serve waits for a free upstream
	// call. Past it the upstream is saturated by this process, and a quick 503 serves the
	// player better than a queue that only grows.
	maxQueueWait = time.Second
)

// ErrBusy is a miss that found every upstream call of its site and backend in use for longer
// than a moment. It is an adapters.ErrUnavailable (503 upstream_unavailable) that never
// reached the upstream.
var ErrBusy = fmt.Errorf("%w: too many catalogue calls in flight", adapters.ErrUnavailable)

// Options configure the decorators of one site. A zero setting takes the configuration's
// default (package config/defaults), so that a decorator built without configuration runs as
// production's does.
type Options struct {
	Site    string        // site id: part of every key and the metric's site label
	TTL     time.Duration // age after which an answer is refreshed: cache.ttl
	Timeout time.Duration // deadline of a shared upstream call: timeouts.upstream
	// StaleMaxAge is the age of the oldest answer served while the upstream is down, at least
	// TTL: cache.stale_max_age.
	StaleMaxAge time.Duration

	// Limits bound what one decorator keeps, stale answers included: cache.max_entries and
	// cache.max_bytes.
	Limits Limits
	// MaxConcurrent bounds the decorator's upstream calls in flight: upstream.max_concurrent.
	MaxConcurrent int
	// RefreshWait is how long a read waits for the refresh of an answer past its TTL before it
	// is answered the old one, marked stale, while the refresh goes on; default 500ms. An
	// upstream that hangs then costs a player half a second, not the whole deadline.
	RefreshWait time.Duration

	Now     func() time.Time // clock deciding freshness; time.Now if nil
	Metrics *Metrics         // nil counts nothing
	Logger  *zap.Logger      // nil logs nothing
}

// layer is the cache, coalescing, call limit and stale-if-error shared by both decorators.
type layer struct {
	site        string
	ttl, maxAge time.Duration
	timeout     time.Duration
	now         func() time.Time
	store       *Bounded[*entry]
	flights     *flights
	calls       chan struct{} // one token per upstream call in flight
	queueWait   time.Duration // longest wait for a call, with nothing stale at hand
	refreshWait time.Duration // longest wait for a refresh, with a stale answer at hand
	metrics     *Metrics
	log         *zap.Logger
}

// withDefaults is o as the decorators run on it: every zero setting from the configuration's
// defaults.
func (o Options) withDefaults() Options {
	if o.TTL <= 0 {
		o.TTL = defaults.CacheTTL
	}
	if o.StaleMaxAge <= 0 {
		o.StaleMaxAge = defaults.CacheStaleMaxAge
	}
	if o.Timeout <= 0 {
		o.Timeout = defaults.TimeoutsUpstream
	}
	o.Limits = o.Limits.orDefaults()
	if o.MaxConcurrent <= 0 {
		o.MaxConcurrent = defaults.UpstreamMaxConcurrent
	}
	if o.RefreshWait <= 0 {
		o.RefreshWait = defaultRefreshWait
	}
	if o.Logger == nil {
		o.Logger = zap.NewNop()
	}
	return o
}

func newLayer(o Options) *layer {
	o = o.withDefaults()
	l := &layer{
		site:    o.Site,
		ttl:     o.TTL,
		timeout: o.Timeout,
		now:     o.Now,
		metrics: o.Metrics,
		log:     o.Logger,
		flights: newFlights(workerIdle),
	}
	l.maxAge = max(o.StaleMaxAge, l.ttl)
	l.calls = make(chan struct{}, o.MaxConcurrent)
	l.queueWait = min(maxQueueWait, l.timeout)
	l.refreshWait = o.RefreshWait
	// Nothing older than the max age is of use; the store drops it by the same clock that
	// decides freshness, so that tests can move time. load serves an answer of the max age
	// itself, which the store, dropping it a moment later, still holds.
	l.store = NewBounded[*entry](o.Limits, l.maxAge+time.Second, o.Now)
	if l.now == nil {
		l.now = time.Now
	}
	return l
}

// entry is an answer, when it was fetched, and its stamp: a number no other entry of the
// process has, which tells a handler that two requests were answered by the same entry (the
// answer's adapters.Source names it).
type entry struct {
	value any
	at    time.Time
	stamp uint64
}

var lastStamp atomic.Uint64

func (l *layer) lookup(key string) (*entry, bool) { return l.store.Get(key) }

// keep stores e under key, weighed once by what its value holds.
func (l *layer) keep(key string, e *entry) {
	l.store.Set(key, e, SizeOf(e.value)+entryBytes)
}

const entryBytes = int(unsafe.Sizeof(entry{}))

func (l *layer) fresh(e *entry) bool { return l.now().Sub(e.at) < l.ttl }

// Stats says what the decorator keeps: its entries, fresh and stale, and their estimated bytes.
func (l *layer) Stats() Stats { return l.store.Stats() }

// sourced is an answer that says where it came from: load returns each answer set to its
// source (the entry it is, and whether it is served stale) on the copy it hands out, never on
// the stored one, which every caller shares.
type sourced[T any] interface {
	WithSource(adapters.Source) T
}

// load answers key from the cache or, on a miss, from fetch. Concurrent misses for one key share
// one fetch, which runs detached from any one caller's cancellation (a player who leaves must not
// fail the others waiting on it) but under its own deadline, once one of the layer's upstream
// calls is free. Only answers with keep set are stored: free-text searches would let anyone
// fill memory with keys nobody asks for twice; an answer not stored is the caller's alone (the
// zero adapters.Source).
func load[T sourced[T]](ctx context.Context, l *layer, op, key string, keep bool, fetch func(context.Context) (T, error)) (T, error) {
	old, found := l.lookup(key)
	if found && l.fresh(old) {
		l.metrics.count(l.site, op, resultHit)
		return old.value.(T).WithSource(adapters.Source{Entry: old.stamp}), nil
	}
	flight := l.flights.join(key, func() (*entry, error) {
		// A flight that starts just after another one stored this key finds the answer here.
		e, ok := l.lookup(key)
		if ok && l.fresh(e) {
			return e, nil
		}
		release, err := l.acquire(ok)
		if err != nil {
			return nil, err
		}
		defer release()
		fctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), l.timeout)
		defer cancel()
		v, err := fetch(fctx)
		if err != nil {
			return nil, err
		}
		e = &entry{value: v, at: l.now(), stamp: lastStamp.Add(1)}
		if keep {
			l.keep(key, e)
		}
		return e, nil
	})

	// With an old answer at hand, a slow refresh is not waited for to the end: the old answer
	// goes out, marked stale, and the refresh stores the new one when it comes.
	var slow <-chan time.Time
	if found && l.now().Sub(old.at) <= l.maxAge {
		timer := time.NewTimer(l.refreshWait)
		defer timer.Stop()
		slow = timer.C
	}
	var err error
	select {
	case <-slow:
		err = fmt.Errorf("%w: the refresh takes longer than %s", adapters.ErrUnavailable, l.refreshWait)
	case <-flight.done:
		if flight.err == nil {
			l.metrics.count(l.site, op, resultMiss)
			e := flight.val
			if !keep {
				return e.value.(T).WithSource(adapters.Source{}), nil
			}
			return e.value.(T).WithSource(adapters.Source{Entry: e.stamp}), nil
		}
		err = flight.err
	case <-ctx.Done():
		err = fmt.Errorf("%w: %w", adapters.ErrUnavailable, ctx.Err())
	}

	// Only an outage is bridged with the last good answer; a refusal is the upstream's word.
	if found && errors.Is(err, adapters.ErrUnavailable) {
		if age := l.now().Sub(old.at); age <= l.maxAge {
			l.metrics.count(l.site, op, resultStale)
			l.log.Debug("serving a stale catalogue answer", zap.String("site", l.site),
				zap.String("operation", op), zap.Duration("age", age), zap.Error(err))
			return old.value.(T).WithSource(adapters.Source{Entry: old.stamp, Stale: true}), nil
		}
	}
	result := resultMiss
	if errors.Is(err, ErrBusy) {
		result = resultBusy
	}
	l.metrics.count(l.site, op, result)
	var zero T
	return zero, err
}

// acquire takes one of the layer's upstream calls. With a stale answer to fall back on it does
// not wait; without, it waits a moment. It fails with ErrBusy.
func (l *layer) acquire(staleAtHand bool) (release func(), err error) {
	release = func() { <-l.calls }
	select {
	case l.calls <- struct{}{}:
		return release, nil
	default:
	}
	if staleAtHand {
		return nil, ErrBusy
	}
	wait := time.NewTimer(l.queueWait)
	defer wait.Stop()
	select {
	case l.calls <- struct{}{}:
		return release, nil
	case <-wait.C:
		return nil, ErrBusy
	}
}

// key builds a stable cache key: the site, the operation, the language and the query's fields,
// each quoted so that no free-text value can pass for two fields.
func (l *layer) key(op, language string, fields ...string) string {
	b := make([]byte, 0, 64)
	b = strconv.AppendQuote(b, l.site)
	b = append(b, op...)
	b = strconv.AppendQuote(b, language)
	for _, f := range fields {
		b = strconv.AppendQuote(b, f)
	}
	return string(b)
}

// public is the scope a shared call runs under: a player's token would make the upstream answer
// for that player, and that answer must never be served to anyone else.
func public(s adapters.Scope) adapters.Scope { return adapters.Scope{Language: s.Language} }
