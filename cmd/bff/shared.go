package main

import (
	"context"
	"crypto/rand"
	"fmt"
	"net/url"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"go.uber.org/zap"

	"github.com/casinobff/bff/bff/idempotency"
	"github.com/casinobff/bff/bff/ratelimit"
	"github.com/casinobff/bff/bff/session"
	"github.com/casinobff/bff/bff/sharedstate"
	"github.com/casinobff/bff/config"
)

// shared is what the copies of the BFF share on Redis when redis.url is set: the rate limits'
// store and the money writes' idempotency keeper. Without redis.url both are nil and the
// server keeps each in this process.
type shared struct {
	limits ratelimit.Store
	keeper *idempotency.Keeper
	close  func() error
}

// sharedState connects to redis.url. Redis need not answer yet: until it does, the limits
// follow their policies and money writes are refused, and the log says so (once per burst).
// The keyed hashes of both stores come from the cookie key, which every copy shares.
func sharedState(ctx context.Context, cfg config.Config, cookieKey []byte, reg prometheus.Registerer, log *zap.Logger) (shared, error) {
	if cfg.Redis.URL == "" {
		return shared{close: func() error { return nil }}, nil
	}
	rdb, err := sharedstate.Open(cfg.Redis.URL)
	if err != nil {
		return shared{}, err
	}
	limitsSecret, err := sharedstate.Secret(cookieKey, "rate limit keys")
	if err != nil {
		return shared{}, err
	}
	keysSecret, err := sharedstate.Secret(cookieKey, "idempotency fingerprints")
	if err != nil {
		return shared{}, err
	}
	report := sharedstate.NewReporter(reg, log, nil)
	s := shared{
		limits: ratelimit.NewRedis(rdb, ratelimit.RedisOptions{Secret: limitsSecret, OnError: report.For("ratelimit")}),
		keeper: idempotency.New(idempotency.Options{
			Store:  idempotency.NewRedis(rdb, idempotency.RedisOptions{OnError: report.For("idempotency")}),
			Secret: keysSecret,
		}),
		close: rdb.Close,
	}
	where := redacted(cfg.Redis.URL)
	pingCtx, cancel := context.WithTimeout(ctx, 2*time.Second)
	defer cancel()
	if err := rdb.Ping(pingCtx).Err(); err != nil {
		log.Warn("shared state: Redis does not answer yet; logins and money writes are refused until it does",
			zap.String("redis", where), zap.Error(err))
	} else {
		log.Info("shared state on Redis: rate limits and idempotency keys", zap.String("redis", where))
	}
	return s, nil
}

// cookieKeyOf is the configured cookie key; without one (fixture mode only, the config refuses
// it in http mode) a random one, so sessions end with the process.
func cookieKeyOf(c config.Cookie) ([]byte, error) {
	key, err := c.CookieKey()
	if err != nil || key != nil {
		return key, err
	}
	key = make([]byte, session.KeySize)
	if _, err := rand.Read(key); err != nil {
		return nil, fmt.Errorf("cookie key: %w", err)
	}
	return key, nil
}

// redacted is a Redis URL without its password, for the log.
func redacted(raw string) string {
	u, err := url.Parse(raw)
	if err != nil {
		return "(unreadable)"
	}
	return u.Redacted()
}
