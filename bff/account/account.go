// Package account is the BFF's token handler and the member side around it: log in and out
// (the upstream token sealed in the session cookie, never answered), trial accounts, captchas,
// registration, SMS codes, password resets and changes, and the member (the balance is
// bff/wallet's, the unread counts bff/messages'). Abuse-prone calls are rate limited per client address and per
// account or number.
package account

import (
	"time"

	"github.com/labstack/echo/v4"

	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/bff/httpx"
	"github.com/casinobff/bff/bff/kit"
	"github.com/casinobff/bff/bff/ratelimit"
	"github.com/casinobff/bff/bff/session"
)

// Options are the feature's dependencies.
type Options struct {
	// Backends are each site's member backend.
	Backends kit.Backends[Backend]
	Cookies  session.Cookies
	// Limits replaces the default rule of each name it holds (see DefaultLimits).
	Limits map[string]ratelimit.Rule
	// LimitStore counts the limits; nil counts in this process (ratelimit.Memory).
	LimitStore ratelimit.Store
	Now        func() time.Time // time.Now when nil; sessions' expiry and the rate limits read it
}

type handler struct {
	accounts kit.Backends[Backend]
	cookies  session.Cookies
	limits   *ratelimit.Set
	now      func() time.Time
}

// Register adds the routes to g, whose middleware has resolved the site and opened the
// session cookie.
func Register(g *echo.Group, o Options) {
	now := o.Now
	if now == nil {
		now = time.Now
	}
	rules := DefaultLimits()
	for name, r := range o.Limits {
		rules[name] = r
	}
	h := &handler{accounts: o.Backends, cookies: o.Cookies, limits: newLimits(rules, o.LimitStore, now), now: now}

	g.GET("/session", h.getSession)
	g.POST("/session", h.login)
	g.DELETE("/session", h.logout)
	g.POST("/session/trial", h.trial)
	g.POST("/session/renew", h.renew)
	g.GET("/captcha", h.captcha)

	g.GET("/registration/settings", h.registrationSettings)
	g.POST("/registrations", h.register)
	g.GET("/usernames/:name", h.username)
	g.GET("/invitation-codes/:code", h.invitationCode)
	g.POST("/sms-codes", h.sendSMS)

	g.POST("/password-resets/email", h.forgotByEmail)
	g.POST("/password-resets/phone", h.resetByPhone)
	g.PUT("/me/password", h.changePassword)

	g.GET("/me", h.me)
}

// Backend is the member backend as this feature calls it: sessions, registration, passwords
// and the member.
type Backend interface {
	adapters.Sessions
	adapters.Registrations
	adapters.Passwords
	adapters.Members
}

// personal answers v with status, never to be stored by any cache.
func personal(c echo.Context, status int, v any) error {
	httpx.NoStore(c)
	return c.JSON(status, v)
}
