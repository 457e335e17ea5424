package account

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

// Names of the rate-limit rules. "-ip" rules key by the client address (echo's RealIP: the
// direct peer, or X-Forwarded-For's nearest address that is not a configured trusted proxy),
// the others by the account name or mobile number the request is about; every key is within
// the request's site.
const (
	LimitLoginIP = "login-ip" // every login attempt from an address: a hard limit
	// LimitLoginAccount counts an account's failed logins; past it the account's logins need
	// the captcha (captcha_required) rather than being refused, so that nobody can lock a
	// player out by failing on purpose.
	LimitLoginAccount    = "login-account"
	LimitSMSIP           = "sms-ip"
	LimitSMSNumber       = "sms-number"      // one text a minute per number: the site's countdown
	LimitSMSNumberHourly = "sms-number-hour" // and a few an hour
	LimitRegisterIP      = "register-ip"     // registrations and trial accounts
	LimitRegisterAccount = "register-account"
	LimitResetIP         = "reset-ip" // forgot by e-mail and set by phone
	LimitResetAccount    = "reset-account"
	LimitPasswordAccount = "password-account" // change password, per logged-in account
	LimitLookupIP        = "lookup-ip"        // user name and invitation code checks, captchas
)

// DefaultLimits are generous for a person and tight for a script. With the default store each
// process keeps its own counts (package ratelimit says what to do at scale).
func DefaultLimits() map[string]ratelimit.Rule {
	return map[string]ratelimit.Rule{
		LimitLoginIP:         {Limit: 30, Window: 10 * time.Minute},
		LimitLoginAccount:    {Limit: 10, Window: 10 * time.Minute},
		LimitSMSIP:           {Limit: 10, Window: time.Hour},
		LimitSMSNumber:       {Limit: 1, Window: time.Minute},
		LimitSMSNumberHourly: {Limit: 5, Window: time.Hour},
		LimitRegisterIP:      {Limit: 10, Window: time.Hour},
		LimitRegisterAccount: {Limit: 5, Window: time.Hour},
		LimitResetIP:         {Limit: 10, Window: time.Hour},
		LimitResetAccount:    {Limit: 5, Window: time.Hour},
		LimitPasswordAccount: {Limit: 10, Window: time.Hour},
		LimitLookupIP:        {Limit: 120, Window: 10 * time.Minute},
	}
}

var (
	errRateLimited = httpx.NewError(httpx.CodeRateLimited,
		"Too many attempts; wait a little and try again.")
	// errLimitsUnavailable answers a fail-closed check whose store cannot answer.
	errLimitsUnavailable = httpx.NewError(httpx.CodeUpstreamUnavailable,
		"This is briefly unavailable; try again in a moment.")
)

// LimitPolicy is what each rule does when the limiter's store cannot answer: the look-ups
// (whose cost is an upstream call) go on, everything that guesses or spends (login, SMS,
// registration, resets, password changes) stops.
func LimitPolicy(rule string) ratelimit.Policy {
	if rule == LimitLookupIP {
		return ratelimit.FailOpen
	}
	return ratelimit.FailClosed
}

// newLimits applies rules through store (a Memory on now when nil) with LimitPolicy. A store
// failure is logged at debug level with the request: the store itself reports it on /metrics
// and in the log once per burst (sharedstate.Reporter), since during an outage every request
// fails alike.
func newLimits(rules map[string]ratelimit.Rule, store ratelimit.Store, now func() time.Time) *ratelimit.Set {
	return ratelimit.NewSet(rules, ratelimit.SetOptions{
		Store: store, Now: now, Policy: LimitPolicy,
		OnError: func(ctx context.Context, rule string, err error) {
			httpx.LoggerFrom(ctx).Debug("rate limit store failed", zap.String("rule", rule),
				zap.Bool("fail_open", LimitPolicy(rule) == ratelimit.FailOpen), zap.Error(err))
		},
	})
}

// keys are the checks of rules for a request: the "-ip" ones for the client's address (its
// /64 for IPv6), the others for subject (lower-cased).
func keys(c echo.Context, subject string, rules ...string) []ratelimit.Key {
	out := make([]ratelimit.Key, 0, len(rules))
	for _, r := range rules {
		v := strings.ToLower(subject)
		if strings.HasSuffix(r, "-ip") {
			v = ratelimit.AddressKey(c.RealIP())
		}
		out = append(out, ratelimit.Key{Rule: r, Value: v})
	}
	return out
}

// siteID is what every limit of a request is kept under: its site's id.
func siteID(c echo.Context) string {
	if s := sites.From(c); s != nil {
		return s.ID
	}
	return ""
}

// limit counts one attempt against the rules named, within the request's site; over any of
// them it answers 429 rate_limited with Retry-After in whole seconds.
func (h *handler) limit(c echo.Context, subject string, rules ...string) error {
	ok, wait, err := h.limits.Allow(c.Request().Context(), siteID(c), keys(c, subject, rules...)...)
	return refusal(c, ok, wait, err)
}

// refusal is the answer to a check: nil when allowed, unavailable when the store failed
// closed, else rate_limited with Retry-After.
func refusal(c echo.Context, ok bool, wait time.Duration, err error) error {
	switch {
	case err != nil:
		return errLimitsUnavailable.WithCause(err)
	case ok:
		return nil
	}
	c.Response().Header().Set("Retry-After", strconv.Itoa(int(math.Ceil(wait.Seconds()))))
	return errRateLimited
}
