package session

import (
	"errors"

	"github.com/labstack/echo/v4"

	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/bff/httpx"
)

var errExpired = httpx.NewError(httpx.CodeSessionExpired,
	"The session has ended (perhaps logged in elsewhere); log in again.")

// Expire is the one place where an upstream "no session" (login.not.session, or a 401) meets a
// request that came with a session cookie: the token in it is dead, so the cookie is cleared
// and the answer is 401 session_expired, whichever handler made the call. Without a session
// the error passes on (login_required).
func (k Cookies) Expire() echo.MiddlewareFunc {
	return func(next echo.HandlerFunc) echo.HandlerFunc {
		return func(c echo.Context) error {
			err := next(c)
			if err == nil || !errors.Is(err, adapters.ErrUnauthorized) {
				return err
			}
			if _, ok := From(c); !ok {
				return err
			}
			k.Clear(c)
			return errExpired.WithCause(err)
		}
	}
}
