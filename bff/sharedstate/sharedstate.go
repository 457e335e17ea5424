// Package sharedstate is what the copies of the BFF share when redis.url is set: the
// connection to Redis (Open), the secrets every copy derives alike (Secret), and the report of
// the store's failures (Reporter: a metric, and a log line per burst rather than per request).
// The stores on it are ratelimit.Redis and idempotency.Redis; without redis.url each copy
// keeps its own in memory and none of this is used.
//
// When Redis cannot answer, each use decides for itself: the rate limits by their rule's
// policy (logins, SMS codes, registration, resets and payment passwords refuse; look-ups go
// on), the idempotency keys of money writes always refuse (503 upstream_unavailable: a write
// without its key kept could be paid twice).
package sharedstate

import (
	"context"
	"crypto/hkdf"
	"crypto/sha256"
	"errors"
	"fmt"
	"sync"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/promauto"
	"github.com/redis/go-redis/v9"
	"go.uber.org/zap"
)

// Timeouts of one Redis command. They sit in the path of a login and of a money write: a
// Redis that hangs must cost a request a fraction of a second, then its store's policy
// answers.
const (
	dialTimeout = time.Second
	ioTimeout   = 500 * time.Millisecond
	poolTimeout = time.Second
)

// Open connects to the Redis of rawURL (redis://[:password@]host:port/db, rediss:// for TLS).
// It does not wait for Redis to answer: a copy starts, and serves what needs no shared state,
// while Redis is down. Commands are never retried by the client: each store decides what a
// failure means (a retried SET of an idempotency key or a counted event is not harmless).
func Open(rawURL string) (*redis.Client, error) {
	o, err := redis.ParseURL(rawURL)
	if err != nil {
		return nil, fmt.Errorf("redis.url: %w", err)
	}
	o.DialTimeout, o.ReadTimeout, o.WriteTimeout, o.PoolTimeout = dialTimeout, ioTimeout, ioTimeout, poolTimeout
	o.MaxRetries = -1
	o.DialerRetries, o.DialerRetryTimeout = 1, time.Millisecond // a refused dial fails the command at once
	o.ContextTimeoutEnabled = true
	o.DisableIdentity = true // CLIENT SETINFO: one command fewer on each new connection
	quiet()
	return redis.NewClient(o), nil
}

// quiet silences go-redis's own logger, which writes a line per failed dial: during an outage
// that is a line per request. Reporter logs the failures instead, once per burst. The logger
// is go-redis's only, global, setting.
var quiet = sync.OnceFunc(func() { redis.SetLogger(silent{}) })

type silent struct{}

func (silent) Printf(context.Context, string, ...any) {}

// Secret derives a key for purpose from the cookie key, which every copy shares: the keyed
// hashes of the shared stores (the idempotency fingerprints, the rate limits' keys) then
// agree between copies without another secret to distribute.
func Secret(cookieKey []byte, purpose string) ([]byte, error) {
	return hkdf.Key(sha256.New, cookieKey, nil, "casino-bff "+purpose, 32)
}

// Reporter counts the failures of the shared stores on /metrics and logs them, at most one
// line per store every Interval: during an outage every request fails the same way, and a line
// each would bury the rest of the log.
type Reporter struct {
	errors   *prometheus.CounterVec
	log      *zap.Logger
	interval time.Duration
	now      func() time.Time

	mu     sync.Mutex
	bursts map[string]*burst // by store
}

type burst struct {
	logged time.Time // when its last line was written
	since  int       // failures since that line
}

// Interval is the least time between two log lines of one store.
const Interval = 30 * time.Second

// NewReporter registers bff_shared_state_errors_total on reg (nil: unregistered) and logs to
// log (nil: nowhere). now is its clock; nil is time.Now.
func NewReporter(reg prometheus.Registerer, log *zap.Logger, now func() time.Time) *Reporter {
	if log == nil {
		log = zap.NewNop()
	}
	if now == nil {
		now = time.Now
	}
	return &Reporter{
		errors: promauto.With(reg).NewCounterVec(prometheus.CounterOpts{
			Name: "bff_shared_state_errors_total",
			Help: "Commands to the shared state (Redis) that failed, by store (ratelimit, idempotency) and operation.",
		}, []string{"store", "op"}),
		log: log, interval: Interval, now: now, bursts: map[string]*burst{},
	}
}

// For is the failure hook of one store's options (ratelimit.RedisOptions.OnError,
// idempotency.RedisOptions.OnError).
func (r *Reporter) For(store string) func(op string, err error) {
	return func(op string, err error) { r.Failed(store, op, err) }
}

// Failed counts one failed command of store and logs it when the store's last line is older
// than Interval, with the number of failures since then. A request that went away (its
// context cancelled) is not the store's failure.
func (r *Reporter) Failed(store, op string, err error) {
	if err == nil || errors.Is(err, context.Canceled) {
		return
	}
	r.errors.WithLabelValues(store, op).Inc()
	now := r.now()
	r.mu.Lock()
	b := r.bursts[store]
	if b == nil {
		b = &burst{}
		r.bursts[store] = b
	}
	b.since++
	if !b.logged.IsZero() && now.Sub(b.logged) < r.interval {
		r.mu.Unlock()
		return
	}
	n := b.since
	b.logged, b.since = now, 0
	r.mu.Unlock()
	r.log.Warn("shared state (Redis) failed", zap.String("store", store), zap.String("op", op),
		zap.Int("failures", n), zap.Duration("next_line_after", r.interval), zap.Error(err))
}
