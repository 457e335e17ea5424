package messages

import (
	"net/http"
	"net/url"

	"github.com/labstack/echo/v4"
	"go.uber.org/zap"

	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/bff/httpx"
	"github.com/casinobff/bff/bff/sites"
)

// ChatRequest is the body of POST /chat-launches: the site's page the chat leads back to.
type ChatRequest struct {
	ReturnTo string `json:"returnTo"` // a path of the site's (/m/...); /m/home when empty
}

// defaultReturn is where the chat leads back to when the site names nowhere.
const defaultReturn = "/m/home"

// launchChat asks the chat service for the member's chat address and answers it when the site
// may send players there: https on the site's launch hosts (or the fake upstream's loopback
// address in fixture mode), as sites.Links decides. Anything else is chat_unavailable: an
// upstream that names another host cannot send players off the site.
func (h *handler) launchChat(c echo.Context) error {
	m, b, err := h.open(c, true)
	if err != nil {
		return err
	}
	var req ChatRequest
	if err := decode(c, &req); err != nil {
		return err
	}
	site := sites.From(c)
	returnTo := req.ReturnTo
	if returnTo == "" {
		returnTo = defaultReturn
	}
	if u, err := url.Parse(returnTo); err != nil || u.IsAbs() || len(returnTo) > 200 || !site.Links.Allows(returnTo) {
		return httpx.Validation(httpx.FieldError{Name: "returnTo", Code: httpx.FieldInvalid, Detail: "a path of the site, /m/..."})
	}
	if !h.chatOn(c) {
		return errChatOff
	}
	scheme := "http"
	if httpx.Secure(c) {
		scheme = "https"
	}
	back := (&url.URL{Scheme: scheme, Host: c.Request().Host}).String() + returnTo
	addr, err := b.LaunchChat(ctx(c), m.Scope, adapters.ChatRequest{BackURL: back, Title: site.Name, HeaderColor: site.Theme.Primary})
	if err != nil {
		return translate(err)
	}
	if u, perr := url.Parse(addr); perr != nil || !u.IsAbs() || !site.Links.Allows(addr) {
		host := ""
		if perr == nil {
			host = u.Scheme + "://" + u.Host
		}
		httpx.LoggerFrom(ctx(c)).Warn("chat address refused: not among the site's launch hosts", zap.String("address", host))
		return errChatUnavailable
	}
	return personal(c, http.StatusCreated, ChatLaunch{URL: addr})
}
