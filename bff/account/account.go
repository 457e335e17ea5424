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
	limits   *kit.Limits
	now      func() time.Time
}

// Register adds the routes to g, whose middleware has resolved the site and opened the
// session cookie.
func Register(g *echo.Group, o Options) {
	h := &handler{accounts: o.Backends, cookies: o.Cookies, now: o.Now}
	if h.now == nil {
		h.now = time.Now
	}
	h.limits = kit.NewLimits(kit.LimitOptions{
		Rules: DefaultLimits(), Replace: o.Limits, Store: o.LimitStore, Now: h.now, Policy: LimitPolicy,
		TooMany: "Too many attempts; wait a little and try again.",
	})

	g.GET("/session", h.getSession)
	g.POST("/session", kit.Write[LoginRequest]{Who: kit.Anyone, Parse: parseLogin, Handle: h.login}.Handler())
	g.DELETE("/session", h.logout)
	g.POST("/session/trial", h.trial)
	g.POST("/session/renew", h.renew)
	g.GET("/captcha", h.captcha)

	g.GET("/registration/settings", h.registrationSettings)
	g.POST("/registrations", kit.Write[RegistrationRequest]{Who: kit.Anyone, Handle: h.register}.Handler())
	g.GET("/usernames/:name", h.username)
	g.GET("/invitation-codes/:code", h.invitationCode)
	g.POST("/sms-codes", kit.Write[SMSRequest]{Who: kit.Anyone, Parse: parseSMS, Handle: h.sendSMS}.Handler())

	g.POST("/password-resets/email", kit.Write[ForgotRequest]{
		Who: kit.Anyone, Parse: parseForgot, Handle: h.forgotByEmail,
	}.Handler())
	g.POST("/password-resets/phone", kit.Write[PhoneResetRequest]{Who: kit.Anyone, Handle: h.resetByPhone}.Handler())
	g.PUT("/me/password", kit.Write[PasswordChangeRequest]{Who: kit.Members, Handle: h.changePassword}.Handler())

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

// lookup is the start of a look-up (a captcha, a user name, an invitation code, the form a
// registration is checked against): the site's backend, once the address's look-up limit
// allows one more.
func (h *handler) lookup(c echo.Context) (Backend, error) {
	return h.accounts.Of(c), h.limits.Allow(c, "", LimitLookupIP)
}
