package ratelimit

import (
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"strings"
	"time"

	"github.com/go-redis/redis_rate/v10"
	"github.com/redis/go-redis/v9"
)

// Redis is the Store that copies of the BFF share: go-redis/redis_rate's GCRA on one Redis,
// the algorithm Memory runs in a process, with Redis's clock. Each key is one string that
// expires when its schedule has passed, so Redis holds no more than the keys in use.
type Redis struct {
	limiter *redis_rate.Limiter
	secret  []byte
	onError func(op string, err error)
}

// RedisOptions are a Redis store's parts beside its client.
type RedisOptions struct {
	// Secret keys the hash that names a key in Redis, so that no account name, phone number
	// or address is written there; copies sharing the Redis must share it. Nil hashes
	// without a key.
	Secret []byte
	// OnError is told of every failed command ("allow", "peek"); nil ignores them. The Set's
	// policy then decides; this is for the metric and the log (sharedstate.Reporter).
	OnError func(op string, err error)
}

// NewRedis counts on c (a redis.Client, or a cluster or failover client).
func NewRedis(c redis.UniversalClient, o RedisOptions) *Redis {
	return &Redis{limiter: redis_rate.NewLimiter(c), secret: o.Secret, onError: o.OnError}
}

// limit is r in redis_rate's terms: Limit events in a burst, one every Window/Limit after.
func limit(r Rule) redis_rate.Limit {
	return redis_rate.Limit{Rate: r.Limit, Burst: r.Limit, Period: r.Window}
}

// Allow implements Store: AllowN of one event.
func (s *Redis) Allow(ctx context.Context, r Rule, key string) (bool, time.Duration, error) {
	if r.unlimited() {
		return true, 0, nil
	}
	res, err := s.limiter.AllowN(ctx, s.name(key), limit(r), 1)
	if err != nil {
		s.failed("allow", err)
		return false, 0, err
	}
	if res.Allowed > 0 {
		return true, 0, nil
	}
	return false, res.RetryAfter, nil
}

// Peek implements Store: AllowN of no event, which counts nothing; one more is allowed when a
// whole one remains. When none does, the wait is until the schedule is a whole event inside
// the burst again.
func (s *Redis) Peek(ctx context.Context, r Rule, key string) (bool, time.Duration, error) {
	if r.unlimited() {
		return true, 0, nil
	}
	res, err := s.limiter.AllowN(ctx, s.name(key), limit(r), 0)
	if err != nil {
		s.failed("peek", err)
		return false, 0, err
	}
	if res.Remaining > 0 {
		return true, 0, nil
	}
	interval := r.Window / time.Duration(r.Limit)
	return false, max(res.ResetAfter-r.Window+interval, 0), nil
}

func (s *Redis) failed(op string, err error) {
	if s.onError != nil {
		s.onError(op, err)
	}
}

// name is key as Redis stores it: the rule's name, readable for an operator, and a keyed hash
// of the whole key (rule, site and value). redis_rate puts "rate:" before it.
func (s *Redis) name(key string) string {
	rule, _, _ := strings.Cut(key, ":")
	mac := hmac.New(sha256.New, s.secret)
	mac.Write([]byte(key))
	return "bff:" + rule + ":" + hex.EncodeToString(mac.Sum(nil)[:16])
}
