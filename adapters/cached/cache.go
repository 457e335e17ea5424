// Package cached decorates the public catalogue ports (adapters.GameCatalog, adapters.Content)
// with a short shared cache: concurrent misses for one key make one upstream call, answers are
// refreshed after a TTL, and while the upstream is down the last good answer is served, marked
// stale, up to a maximum age. Calls go upstream without the player's token, so nothing personal
// can enter the cache; a caller who needs a personal answer uses the undecorated port.
package cached

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"sync/atomic"
	"time"

	gocache "github.com/patrickmn/go-cache"
	"go.uber.org/zap"
	"golang.org/x/sync/singleflight"

	"github.com/casinobff/bff/adapters"
)

const (
	defaultTTL     = 30 * time.Second
	defaultTimeout = 10 * time.Second
	// minCleanupInterval keeps go-cache's sweep of expired answers from waking the process
	// more often than this, whatever the max age.
	minCleanupInterval = time.Minute
)

// Options configure the decorators of one site.
type Options struct {
	Site        string        // site id: part of every key and the metric's site label
	TTL         time.Duration // age after which an answer is refreshed; default 30s
	StaleMaxAge time.Duration // oldest answer served while the upstream is down; at least TTL
	Timeout     time.Duration // deadline of a shared upstream call; default 10s

	Now     func() time.Time // clock deciding freshness; time.Now if nil
	Metrics *Metrics         // nil counts nothing
	Logger  *zap.Logger      // nil logs nothing
}

// layer is the cache, coalescing and stale-if-error shared by both decorators.
type layer struct {
	site        string
	ttl, maxAge time.Duration
	timeout     time.Duration
	now         func() time.Time
	store       *gocache.Cache
	flights     singleflight.Group
	metrics     *Metrics
	log         *zap.Logger
}

func newLayer(o Options) *layer {
	l := &layer{
		site:    o.Site,
		ttl:     o.TTL,
		timeout: o.Timeout,
		now:     o.Now,
		metrics: o.Metrics,
		log:     o.Logger,
	}
	if l.ttl <= 0 {
		l.ttl = defaultTTL
	}
	l.maxAge = max(o.StaleMaxAge, l.ttl)
	if l.timeout <= 0 {
		l.timeout = defaultTimeout
	}
	if l.now == nil {
		l.now = time.Now
	}
	if l.log == nil {
		l.log = zap.NewNop()
	}
	// go-cache only bounds memory, by wall-clock time: nothing older than the max age is of use.
	// Freshness itself is decided by l.now so that tests can move time.
	l.store = gocache.New(l.maxAge, max(l.maxAge, minCleanupInterval))
	return l
}

// entry is an answer, when it was fetched, and its stamp: a number no other entry of the
// process has, which tells a handler that two requests were answered by the same entry
// (adapters.CachedEntries).
type entry struct {
	value any
	at    time.Time
	stamp uint64
}

var lastStamp atomic.Uint64

func (l *layer) lookup(key string) (*entry, bool) {
	v, ok := l.store.Get(key)
	if !ok {
		return nil, false
	}
	return v.(*entry), true
}

func (l *layer) fresh(e *entry) bool { return l.now().Sub(e.at) < l.ttl }

// load answers key from the cache or, on a miss, from fetch. Concurrent misses for one key share
// one fetch, which runs detached from any one caller's cancellation (a player who leaves must not
// fail the others waiting on it) but under its own deadline. Only answers with keep set are
// stored: free-text searches would let anyone fill memory with keys nobody asks for twice.
func load[T any](ctx context.Context, l *layer, op, key string, keep bool, fetch func(context.Context) (T, error)) (T, error) {
	old, found := l.lookup(key)
	if found && l.fresh(old) {
		l.metrics.count(l.site, op, resultHit)
		adapters.MarkCached(ctx, old.stamp, false)
		return old.value.(T), nil
	}
	flight := l.flights.DoChan(key, func() (any, error) {
		// A flight that starts just after another one stored this key finds the answer here.
		if e, ok := l.lookup(key); ok && l.fresh(e) {
			return e, nil
		}
		fctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), l.timeout)
		defer cancel()
		v, err := fetch(fctx)
		if err != nil {
			return nil, err
		}
		e := &entry{value: v, at: l.now(), stamp: lastStamp.Add(1)}
		if keep {
			l.store.SetDefault(key, e)
		}
		return e, nil
	})

	var err error
	select {
	case r := <-flight:
		if r.Err == nil {
			l.metrics.count(l.site, op, resultMiss)
			e := r.Val.(*entry)
			if keep {
				adapters.MarkCached(ctx, e.stamp, false)
			} else {
				adapters.MarkUncached(ctx)
			}
			return e.value.(T), nil
		}
		err = r.Err
	case <-ctx.Done():
		err = fmt.Errorf("%w: %w", adapters.ErrUnavailable, ctx.Err())
	}

	// Only an outage is bridged with the last good answer; a refusal is the upstream's word.
	if found && errors.Is(err, adapters.ErrUnavailable) {
		if age := l.now().Sub(old.at); age <= l.maxAge {
			adapters.MarkCached(ctx, old.stamp, true)
			l.metrics.count(l.site, op, resultStale)
			l.log.Debug("serving a stale catalogue answer", zap.String("site", l.site),
				zap.String("operation", op), zap.Duration("age", age), zap.Error(err))
			return old.value.(T), nil
		}
	}
	l.metrics.count(l.site, op, resultMiss)
	var zero T
	return zero, err
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
