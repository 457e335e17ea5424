package messages

import (
	"net/http"
	"net/url"

	"github.com/labstack/echo/v4"
	"go.uber.org/zap"

	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/bff/httpx"
	"github.com/casinobff/bff/bff/kit"
	"github.com/casinobff/bff/bff/sites"
)

// ChatRequest is the body of POST /chat-launches, which may be left out: the site's page the
// chat leads back to.
type ChatRequest struct {
	ReturnTo string `json:"returnTo"` // a path of the site's (/m/...); /m/home when empty
}

// defaultReturn is where the chat leads back to when the site names nowhere.
const defaultReturn = "/m/home"

// parseChat checks the page the chat leads back to: a path of the site's.
func parseChat(c echo.Context, r *ChatRequest) error {
	if r.ReturnTo == "" {
		r.ReturnTo = defaultReturn
	}
	if u, err := url.Parse(r.ReturnTo); err != nil || u.IsAbs() || len(r.ReturnTo) > 200 || !sites.From(c).Links.Allows(r.ReturnTo) {
		return kit.Invalid("returnTo", "a path of the site, /m/...")
	}
	return nil
}

// launchChat asks the chat service for the member's chat address and answers it when the site
// may send players there: https on the site's launch hosts (or the fake upstream's loopback
// address in fixture mode), as sites.Links decides. Anything else is chat_unavailable: an
// upstream that names another host cannot send players off the site.
func (h *handler) launchChat(c echo.Context, m kit.Member, req ChatRequest) error {
	if !h.chatOn(c) {
		return errChatOff
	}
	site := sites.From(c)
	back := kit.SiteURL(c, "", nil) + req.ReturnTo
	addr, err := h.backends.Of(c).Messages.LaunchChat(kit.Ctx(c), m.Scope, adapters.ChatRequest{
		BackURL: back, Title: site.Name, HeaderColor: site.Theme.Primary,
	})
	if err != nil {
		return refusals.Answer(err)
	}
	if u, perr := url.Parse(addr); perr != nil || !u.IsAbs() || !site.Links.Allows(addr) {
		host := ""
		if perr == nil {
			host = u.Scheme + "://" + u.Host
		}
		httpx.LoggerFrom(kit.Ctx(c)).Warn("chat address refused: not among the site's launch hosts", zap.String("address", host))
		return errChatUnavailable
	}
	return kit.Personal(c, http.StatusCreated, ChatLaunch{URL: addr})
}
