package session

import (
	"net/http"
	"time"

	"github.com/labstack/echo/v4"
)

// Cookie names. The __Host- prefix makes the browser insist on Secure, Path=/ and no Domain;
// plain http on loopback (make run) cannot be Secure, so it uses the bare name.
const (
	SecureCookieName = "__Host-bff_session"
	LocalCookieName  = "bff_session"
)

const contextKey = "bff.session"

// Durations of a session cookie: a browser session, or longer with remember-me. The upstream
// token may end sooner; the upstream says so and the BFF then clears the cookie.
const (
	DefaultLifetime  = 12 * time.Hour
	RememberLifetime = 30 * 24 * time.Hour
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

// secure says whether the request came over TLS (directly or through a proxy that says so).
func secure(r *http.Request) bool {
	return r.TLS != nil || r.Header.Get("X-Forwarded-Proto") == "https"
}

func cookieName(r *http.Request) string {
	if secure(r) {
		return SecureCookieName
	}
	return LocalCookieName
}

// Load is the middleware that opens the session cookie of every request; a request without
// a valid one has no session (a visitor).
func (k Cookies) Load() echo.MiddlewareFunc {
	return func(next echo.HandlerFunc) echo.HandlerFunc {
		return func(c echo.Context) error {
			if ck, err := c.Cookie(cookieName(c.Request())); err == nil {
				if s, err := k.Sealer.Open(ck.Value, k.now()); err == nil {
					c.Set(contextKey, s)
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
	ck := k.cookie(c.Request(), value)
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
	ck := k.cookie(c.Request(), "")
	ck.MaxAge = -1
	ck.Expires = time.Unix(0, 0)
	c.SetCookie(ck)
	c.Set(contextKey, nil)
}

func (k Cookies) cookie(r *http.Request, value string) *http.Cookie {
	return &http.Cookie{
		Name: cookieName(r), Value: value, Path: "/",
		HttpOnly: true, Secure: secure(r), SameSite: http.SameSiteLaxMode,
	}
}
