package httpx

import "github.com/labstack/echo/v4"

// Chain is middleware, outermost first, composed once for every request. echo v4 composes the
// server's middleware (Echo.Use) anew on each request, a closure per middleware; registered as
// one Chain, the composition is made here at start-up and a request only runs it.
//
// The composed middleware ends in the handler echo's router chose for the request
// (c.Handler()), which is what echo hands the server's middleware as next: its route's
// handler, or the not-found or method-not-allowed one. Chain therefore belongs on Echo.Use
// alone, not on a group or a route, whose next is not the request's handler.
func Chain(middleware ...echo.MiddlewareFunc) echo.MiddlewareFunc {
	h := func(c echo.Context) error { return c.Handler()(c) }
	for i := len(middleware) - 1; i >= 0; i-- {
		h = middleware[i](h)
	}
	return func(echo.HandlerFunc) echo.HandlerFunc { return h }
}
