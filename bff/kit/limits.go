package kit

import (
	"context"
	"math"
	"strconv"
	"strings"
	"time"

	"github.com/labstack/echo/v4"
	"go.uber.org/zap"

	"github.com/casinobff/bff/bff/httpx"
	"github.com/casinobff/bff/bff/ratelimit"
	"github.com/casinobff/bff/bff/sites"
)

// Limits are a feature's rate limits: its rules by name, counted within the request's site
// through one store (package ratelimit), and its answer past them. A rule whose name ends in
// "-ip" counts the client's address (echo's RealIP: the direct peer, or X-Forwarded-For's
// nearest address that is not a trusted proxy; an IPv6 address by its /64), any other the
// subject a check names (an account, a mobile number), lower-cased.
type Limits struct {
	set     *ratelimit.Set
	tooMany *httpx.Error
}

// LimitOptions make a feature's Limits.
type LimitOptions struct {
	// Rules are the feature's rules by name, its defaults. Replace replaces those it names: the
	// server's configuration, which holds every feature's rules, so a name not among Rules is
	// another feature's and is ignored.
	Rules, Replace map[string]ratelimit.Rule
	// Store counts; nil counts in this process (a ratelimit.Memory on Now).
	Store ratelimit.Store
	// Now is the clock of the default store; time.Now when nil.
	Now func() time.Time
	// Policy says which rules let a request by when the store cannot answer; nil: none does.
	Policy func(rule string) ratelimit.Policy
	// TooMany is the detail of the 429 rate_limited answer past a rule: what was too many.
	TooMany string
}

// ErrLimitsUnavailable answers a check whose store cannot answer, under a rule that fails
// closed.
var ErrLimitsUnavailable = httpx.NewError(httpx.CodeUpstreamUnavailable,
	"This is briefly unavailable; try again in a moment.")

// NewLimits applies o's rules. A store failure is logged at debug level with the request: the
// shared store reports it itself on /metrics and in the log once per burst
// (sharedstate.Reporter), since during an outage every request fails alike.
func NewLimits(o LimitOptions) *Limits {
	rules := make(map[string]ratelimit.Rule, len(o.Rules))
	for name, r := range o.Rules {
		if replaced, ok := o.Replace[name]; ok {
			r = replaced
		}
		rules[name] = r
	}
	policy := o.Policy
	if policy == nil {
		policy = func(string) ratelimit.Policy { return ratelimit.FailClosed }
	}
	return &Limits{
		set: ratelimit.NewSet(rules, ratelimit.SetOptions{
			Store: o.Store, Now: o.Now, Policy: policy,
			OnError: func(ctx context.Context, rule string, err error) {
				httpx.LoggerFrom(ctx).Debug("rate limit store failed", zap.String("rule", rule),
					zap.Bool("fail_open", policy(rule) == ratelimit.FailOpen), zap.Error(err))
			},
		}),
		tooMany: httpx.NewError(httpx.CodeRateLimited, o.TooMany),
	}
}

// key is rule's check for a request about subject.
func key(c echo.Context, subject, rule string) ratelimit.Key {
	if strings.HasSuffix(rule, "-ip") {
		return ratelimit.Key{Rule: rule, Value: ratelimit.AddressKey(c.RealIP())}
	}
	return ratelimit.Key{Rule: rule, Value: strings.ToLower(subject)}
}

// Allow counts one attempt about subject against each rule named, in order: nil when every
// one allows it; past any of them 429 rate_limited with Retry-After in whole seconds;
// ErrLimitsUnavailable when the store fails under a rule that fails closed.
func (l *Limits) Allow(c echo.Context, subject string, rules ...string) error {
	keys := make([]ratelimit.Key, 0, len(rules))
	for _, r := range rules {
		keys = append(keys, key(c, subject, r))
	}
	ok, wait, err := l.set.Allow(Ctx(c), sites.From(c).ID, keys...)
	switch {
	case err != nil:
		return ErrLimitsUnavailable.WithCause(err)
	case ok:
		return nil
	}
	c.Response().Header().Set("Retry-After", strconv.Itoa(int(math.Ceil(wait.Seconds()))))
	return l.tooMany
}

// Over says whether subject is past rule, counting nothing; the error is ErrLimitsUnavailable
// when the store fails under a rule that fails closed.
func (l *Limits) Over(c echo.Context, subject, rule string) (bool, error) {
	ok, _, err := l.set.Peek(Ctx(c), sites.From(c).ID, key(c, subject, rule))
	if err != nil {
		return false, ErrLimitsUnavailable.WithCause(err)
	}
	return !ok, nil
}

// Count counts one event about subject under rule whatever the rule says (a failed login, after
// the fact). A store failure is logged and changes nothing for the answer.
func (l *Limits) Count(c echo.Context, subject, rule string) {
	_ = l.set.Count(Ctx(c), sites.From(c).ID, key(c, subject, rule))
}
