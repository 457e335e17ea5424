package wallet

import (
	"context"
	"math"
	"strconv"
	"strings"
	"time"

	"github.com/labstack/echo/v4"
	"go.uber.org/zap"

	"github.com/casinobff/bff/bff/httpx"
	"github.com/casinobff/bff/bff/kit"
	"github.com/casinobff/bff/bff/ratelimit"
	"github.com/casinobff/bff/bff/sites"
)

// LimitPaymentPassword names the limit on what sends a payment password upstream (a
// withdrawal, a payout account, setting or changing it), per member: six digits are a million
// guesses, and the back office's own lockout, if it has one, is not the BFF's to count on.
// A repeat answered from its Idempotency-Key is not an attempt.
const LimitPaymentPassword = "payment-password-account"

// DefaultLimits allow a day's withdrawals, accounts and a change or two in an hour, and a
// script nothing worth its while.
func DefaultLimits() map[string]ratelimit.Rule {
	return map[string]ratelimit.Rule{LimitPaymentPassword: {Limit: 10, Window: time.Hour}}
}

var (
	errRateLimited = httpx.NewError(httpx.CodeRateLimited,
		"Too many attempts with the payment password; wait a little and try again.")
	errLimitsUnavailable = httpx.NewError(httpx.CodeUpstreamUnavailable,
		"This is briefly unavailable; try again in a moment.")
)

// newLimits applies rules through store (a Memory on now when nil); they fail closed. A store
// failure is logged at debug level here: the shared stores report an outage themselves, once
// per burst, so a flood of requests does not become a flood of log lines.
func newLimits(rules map[string]ratelimit.Rule, store ratelimit.Store, now func() time.Time) *ratelimit.Set {
	return ratelimit.NewSet(rules, ratelimit.SetOptions{
		Store: store, Now: now,
		OnError: func(ctx context.Context, rule string, err error) {
			httpx.LoggerFrom(ctx).Debug("rate limit store failed", zap.String("rule", rule), zap.Error(err))
		},
	})
}

// passwordAttempt counts one attempt of m's with the payment password; past the limit it
// answers 429 rate_limited with Retry-After in whole seconds.
func (h *handler) passwordAttempt(c echo.Context, m sites.Member) error {
	key := ratelimit.Key{Rule: LimitPaymentPassword, Value: strings.ToLower(m.UserName)}
	ok, wait, err := h.limits.Allow(kit.Ctx(c), sites.From(c).ID, key)
	switch {
	case err != nil:
		return errLimitsUnavailable.WithCause(err)
	case ok:
		return nil
	}
	c.Response().Header().Set("Retry-After", strconv.Itoa(int(math.Ceil(wait.Seconds()))))
	return errRateLimited
}
