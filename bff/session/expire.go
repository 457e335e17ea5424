package session

import (
	"errors"

	"github.com/labstack/echo/v4"

	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/bff/httpx"
)

var errExpired = httpx.NewError(httpx.CodeSessionExpired,
	"The session has ended (perhaps logged in elsewhere); log in again.")

// Expire is the one place where a dead session meets a request that came with its cookie: an
// upstream "no session" (login.not.session, or a 401) for a session the cookie holds, or a
// login_required for a cookie of ours whose session has ended (its expiry, or MaxLifetime after
// the login). The cookie is cleared and the answer is 401 session_expired, whichever handler
// it was. Without a session the error passes on (login_required).
func (k Cookies) Expire() echo.MiddlewareFunc {
	return func(next echo.HandlerFunc) echo.HandlerFunc {
		return func(c echo.Context) error {
			err := next(c)
			if err == nil {
				return err
			}
			_, live := From(c)
			ended, _ := c.Get(expiredKey).(bool)
			switch {
			case live && errors.Is(err, adapters.ErrUnauthorized):
			case ended && httpx.Classify(err).Code == httpx.CodeLoginRequired:
			default:
				return err
			}
			k.Clear(c)
			return errExpired.WithCause(err)
		}
	}
}
