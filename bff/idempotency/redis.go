package idempotency

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/redis/go-redis/v9"
)

// Redis is the Store that copies of the BFF share, with Memory's meaning: a key is taken with
// SET NX PX (the lease) and answers what held it otherwise, in the same command (GET, Redis 7
// or later); a script that compares the holder's token keeps the answer for the TTL or frees
// the key. A lease whose holder died ends by itself when its PX runs out.
//
// It holds no bound of its own: every key expires (a lease in minutes, an answer in a day) and
// Redis's maxmemory with noeviction refuses new keys when full, which the Keeper answers as an
// unavailable store (503) rather than forgetting a key.
type Redis struct {
	c       redis.UniversalClient
	ttl     time.Duration
	onError func(op string, err error)
}

// RedisOptions are a Redis store's parts beside its client.
type RedisOptions struct {
	TTL time.Duration // how long an answer is kept; DefaultTTL when zero
	// OnError is told of every failed command ("reserve", "complete", "release"); nil ignores
	// them. The Keeper refuses the write either way; this is for the metric and the log.
	OnError func(op string, err error)
}

// NewRedis keeps the keys on c (a redis.Client, or a cluster or failover client).
func NewRedis(c redis.UniversalClient, o RedisOptions) *Redis {
	r := &Redis{c: c, ttl: o.TTL, onError: o.OnError}
	if r.ttl <= 0 {
		r.ttl = DefaultTTL
	}
	return r
}

// A key's value is one string: "p", the holder's token and the fingerprint while in progress;
// "d", the fingerprint, a newline and the answer as JSON once answered. Tokens are 32 hex
// characters, fingerprints hex: neither holds a newline.
const (
	pending   = "p"
	answered  = "d"
	tokenSize = 32
	keyPrefix = "bff:idempotency:"
)

// settle ends a lease if KEYS[1] still holds ARGV[1] (pending and the token): with ARGV[2] and
// ARGV[3] it keeps the answer ARGV[2] for ARGV[3] milliseconds, without them it frees the key.
var settle = redis.NewScript(`
local v = redis.call('GET', KEYS[1])
if not v or string.sub(v, 1, #ARGV[1]) ~= ARGV[1] then
  return 0
end
if ARGV[2] then
  redis.call('SET', KEYS[1], 'd' .. string.sub(v, #ARGV[1] + 1) .. '\n' .. ARGV[2], 'PX', ARGV[3])
else
  redis.call('DEL', KEYS[1])
end
return 1
`)

type wireAnswer struct {
	Status      int    `json:"s"`
	ContentType string `json:"c"`
	Body        []byte `json:"b"`
}

// Reserve implements Store.
func (r *Redis) Reserve(ctx context.Context, key, fingerprint string, lease time.Duration) (Lease, *Record, error) {
	token := newToken()
	prev, err := r.c.SetArgs(ctx, keyPrefix+key, pending+token+fingerprint, redis.SetArgs{Mode: "NX", TTL: lease, Get: true}).Result()
	switch {
	case errors.Is(err, redis.Nil):
		return Lease{Key: key, Token: token}, nil, nil
	case err != nil:
		return Lease{}, nil, r.failed("reserve", err)
	}
	rec, err := decodeRecord(prev)
	if err != nil {
		return Lease{}, nil, r.failed("reserve", err)
	}
	return Lease{}, rec, nil
}

// Complete implements Store.
func (r *Redis) Complete(ctx context.Context, l Lease, a Answer) error {
	body, err := json.Marshal(wireAnswer(a))
	if err != nil {
		return err
	}
	return r.settle(ctx, "complete", l, string(body), r.ttl.Milliseconds())
}

// Release implements Store.
func (r *Redis) Release(ctx context.Context, l Lease) error {
	return r.settle(ctx, "release", l)
}

func (r *Redis) settle(ctx context.Context, op string, l Lease, answer ...any) error {
	if len(l.Token) != tokenSize {
		return ErrLeaseLost
	}
	n, err := settle.Run(ctx, r.c, []string{keyPrefix + l.Key}, append([]any{pending + l.Token}, answer...)...).Int()
	switch {
	case err != nil:
		return r.failed(op, err)
	case n == 0:
		return ErrLeaseLost
	}
	return nil
}

func (r *Redis) failed(op string, err error) error {
	if r.onError != nil {
		r.onError(op, err)
	}
	return fmt.Errorf("idempotency store: %s: %w", op, err)
}

// decodeRecord reads what holds a key.
func decodeRecord(v string) (*Record, error) {
	switch {
	case strings.HasPrefix(v, pending) && len(v) >= len(pending)+tokenSize:
		return &Record{Fingerprint: v[len(pending)+tokenSize:]}, nil
	case strings.HasPrefix(v, answered):
		fp, raw, ok := strings.Cut(v[len(answered):], "\n")
		var w wireAnswer
		if !ok || json.Unmarshal([]byte(raw), &w) != nil {
			break
		}
		a := Answer(w)
		return &Record{Fingerprint: fp, Answer: &a}, nil
	}
	return nil, errors.New("a key holds a value this store did not write")
}
