package session

import (
	"errors"
	"net/http"
	"time"

	"github.com/labstack/echo/v4"

	"github.com/casinobff/bff/bff/httpx"
)

// Cookie names. The __Host- prefix makes the browser insist on Secure, Path=/ and no Domain;
// plain http on loopback (make run) cannot be Secure, so it uses the bare name.
const (
	SecureCookieName = "__Host-bff_session"
	LocalCookieName  = "bff_session"
)

const (
	contextKey = "bff.session"
	expiredKey = "bff.session.expired" // the request came with a session of ours that has ended
)

// Durations of a session cookie: a browser session, or longer with remember-me. Renewing
// slides either, but never past MaxLifetime from the login: a remembered cookie that a player
// keeps using must still end. The upstream token may end sooner; the upstream says so and the
// BFF then clears the cookie.
const (
	DefaultLifetime  = 12 * time.Hour
	RememberLifetime = 30 * 24 * time.Hour
	MaxLifetime      = 30 * 24 * time.Hour
)

// Cookies reads, writes and clears the session cookie.
type Cookies struct {
	Sealer *Sealer
	Now    func() time.Time // time.Now when nil
}

func (k Cookies) now() time.Time {
	if k.Now != nil {
		return k.Now()
	}
	return time.Now()
}

// cookieName is the cookie's name over https (httpx.Secure: TLS, or a trusted proxy saying so)
// or plain http.
func cookieName(c echo.Context) string {
	if httpx.Secure(c) {
		return SecureCookieName
	}
	return LocalCookieName
}

// Load is the middleware that opens the session cookie of every request; a request without
// a valid one has no session (a visitor).
func (k Cookies) Load() echo.MiddlewareFunc {
	return func(next echo.HandlerFunc) echo.HandlerFunc {
		return func(c echo.Context) error {
			if ck, err := c.Cookie(cookieName(c)); err == nil {
				s, err := k.Sealer.Open(ck.Value, k.now())
				switch {
				case err == nil:
					c.Set(contextKey, s)
				case errors.Is(err, ErrExpired):
					c.Set(expiredKey, true)
				}
			}
			return next(c)
		}
	}
}

// From returns the request's session, if it has a valid one.
func From(c echo.Context) (Session, bool) {
	s, ok := c.Get(contextKey).(Session)
	return s, ok
}

// Set seals s into the response's cookie and makes it the request's session from now on.
func (k Cookies) Set(c echo.Context, s Session) error {
	value, err := k.Sealer.Seal(s)
	if err != nil {
		return err
	}
	ck := k.cookie(c, value)
	if s.Remember {
		ck.Expires = s.Expiry // persistent; otherwise a browser-session cookie
		ck.MaxAge = int(s.Expiry.Sub(k.now()).Seconds())
	}
	c.SetCookie(ck)
	c.Set(contextKey, s)
	return nil
}

// Clear removes the cookie and the request's session.
func (k Cookies) Clear(c echo.Context) {
	ck := k.cookie(c, "")
	ck.MaxAge = -1
	ck.Expires = time.Unix(0, 0)
	c.SetCookie(ck)
	c.Set(contextKey, nil)
}

func (k Cookies) cookie(c echo.Context, value string) *http.Cookie {
	return &http.Cookie{
		Name: cookieName(c), Value: value, Path: "/",
		HttpOnly: true, Secure: httpx.Secure(c), SameSite: http.SameSiteLaxMode,
	}
}
