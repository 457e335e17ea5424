package account

import (
	"math"
	"strconv"
	"strings"
	"time"

	"github.com/labstack/echo/v4"

	"github.com/casinobff/bff/bff/httpx"
	"github.com/casinobff/bff/bff/ratelimit"
)

// Names of the rate-limit rules. "-ip" rules key by the client address (echo's RealIP, which
// trusts only the direct peer unless the server is configured with a proxy-aware extractor);
// the others by the account name or mobile number the request is about.
const (
	LimitLoginIP         = "login-ip"
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

// DefaultLimits are generous for a person and tight for a script. Each process keeps its own
// counts (package ratelimit says why that is enough here and what to do at scale).
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

var errRateLimited = httpx.NewError(httpx.CodeRateLimited,
	"Too many attempts; wait a little and try again.")

// limit counts one attempt against the rules named, the "-ip" ones for the client's address and
// the others for subject (lower-cased); over any of them it answers 429 rate_limited with
// Retry-After in whole seconds.
func (h *handler) limit(c echo.Context, subject string, rules ...string) error {
	keys := make([]ratelimit.Key, 0, len(rules))
	for _, r := range rules {
		v := strings.ToLower(subject)
		if strings.HasSuffix(r, "-ip") {
			v = c.RealIP()
		}
		keys = append(keys, ratelimit.Key{Rule: r, Value: v})
	}
	ok, wait := h.limits.Allow(keys...)
	if ok {
		return nil
	}
	c.Response().Header().Set("Retry-After", strconv.Itoa(int(math.Ceil(wait.Seconds()))))
	return errRateLimited
}
