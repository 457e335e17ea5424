package account

import (
	"time"

	"github.com/casinobff/bff/bff/ratelimit"
)

// Names of the rate-limit rules. "-ip" rules count the client's address, the others the
// account name or mobile number the request is about (kit.Limits), always within the request's
// site.
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

// LimitPolicy is what each rule does when the limiter's store cannot answer: the look-ups
// (whose cost is an upstream call) go on, everything that guesses or spends (login, SMS,
// registration, resets, password changes) stops.
func LimitPolicy(rule string) ratelimit.Policy {
	if rule == LimitLookupIP {
		return ratelimit.FailOpen
	}
	return ratelimit.FailClosed
}
