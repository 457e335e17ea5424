package kit

import (
	"net/url"

	"github.com/labstack/echo/v4"

	"github.com/casinobff/bff/bff/httpx"
)

// SiteURL is the address of path with query (nil for none) on the host and by the scheme c
// came in on: a link that brings a player back to this site, whatever address the back office
// knows (a registration link with an agent's or a friend's code).
func SiteURL(c echo.Context, path string, query url.Values) string {
	scheme := "http"
	if httpx.Secure(c) {
		scheme = "https"
	}
	u := url.URL{Scheme: scheme, Host: c.Request().Host, Path: path, RawQuery: query.Encode()}
	return u.String()
}
