package httpx

import (
	"net/http"
	"net/url"
	"strings"

	"github.com/labstack/echo/v4"
)

// CSRFHeader is the static header every state-changing API call carries. A cross-site form
// cannot set a header, and a cross-site script cannot send one without a CORS preflight this
// server never grants, so its presence proves the page that sent it is ours; the Origin (or
// Sec-Fetch-Site) check below makes that hold even if a proxy someday answered preflights.
const CSRFHeader = "X-CSRF"

var errCSRF = NewError(CodeCSRFRejected,
	"State-changing requests need the X-CSRF: 1 header from a page of this site.")

// CSRF refuses a POST, PUT, PATCH or DELETE under prefix unless it carries X-CSRF: 1 and comes
// from this origin: Sec-Fetch-Site same-origin, or an Origin whose host is the request's Host
// (and whose scheme is https when the request came over https, see Secure). A request with
// neither is refused: every browser that runs the site sends at least one of them. A method the
// route does not allow passes on to its 405, which changes nothing.
func CSRF(prefix string) echo.MiddlewareFunc {
	return func(next echo.HandlerFunc) echo.HandlerFunc {
		return func(c echo.Context) error {
			req := c.Request()
			if !unsafeMethod(req.Method) || !strings.HasPrefix(req.URL.Path, prefix) || c.Get(echo.ContextKeyHeaderAllow) != nil {
				return next(c)
			}
			if req.Header.Get(CSRFHeader) != "1" || !sameOrigin(req, Secure(c)) {
				return errCSRF
			}
			return next(c)
		}
	}
}

func unsafeMethod(m string) bool {
	switch m {
	case http.MethodGet, http.MethodHead, http.MethodOptions, http.MethodTrace:
		return false
	}
	return true
}

// sameOrigin reads Sec-Fetch-Site first (browsers set it and scripts cannot), then Origin,
// whose scheme must be https when the request came over https.
func sameOrigin(r *http.Request, secure bool) bool {
	switch r.Header.Get("Sec-Fetch-Site") {
	case "same-origin":
		return true
	case "":
	default: // same-site, cross-site, none
		return false
	}
	origin := r.Header.Get("Origin")
	if origin == "" || origin == "null" {
		return false
	}
	u, err := url.Parse(origin)
	if err != nil || u.Host == "" || (u.Scheme != "http" && u.Scheme != "https") {
		return false
	}
	if secure && u.Scheme != "https" {
		return false
	}
	return strings.EqualFold(u.Host, r.Host)
}
