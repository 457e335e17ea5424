package messages

import (
	"errors"
	"net/http"

	"github.com/labstack/echo/v4"
	"go.uber.org/zap"

	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/bff/httpx"
	"github.com/casinobff/bff/bff/kit"
	"github.com/casinobff/bff/bff/session"
)

// chatSwitch is the white-label switch of live chat.
const chatSwitch = "CBS3"

// chatOn says whether the site offers live chat; a switch that cannot be read is off.
func (h *handler) chatOn(c echo.Context) bool {
	return kit.SwitchedOn(c, h.backends.Of(c).Content, chatSwitch) == nil
}

// unreadCounts answers the badges. A free account gets its announcements' count (it cannot
// mark them read, but they are unread all the same) and neither an inbox nor a chat count, which
// it may not use; chat is counted only where the site has live chat, and its failures are not
// the player's (the spec does not alert them): the count is then null.
func (h *handler) unreadCounts(c echo.Context) error {
	m, b, err := h.open(c, kit.Members)
	if err != nil {
		return err
	}
	n, err := b.UnreadCounts(kit.Ctx(c), m.Scope)
	if err != nil {
		return err
	}
	out := UnreadCounts{Announcements: n.Announcements}
	if session.IsTrial(m.Type) {
		return kit.Personal(c, http.StatusOK, out)
	}
	out.Inbox = &n.Inbox
	if h.chatOn(c) {
		chat, err := b.ChatUnread(kit.Ctx(c), m.Scope)
		switch {
		case err == nil:
			out.Chat = &chat
		case errors.Is(err, adapters.ErrUnauthorized):
			return err
		default:
			httpx.LoggerFrom(kit.Ctx(c)).Info("chat unread count unavailable", zap.Error(err))
		}
	}
	return kit.Personal(c, http.StatusOK, out)
}
