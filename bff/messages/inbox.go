package messages

import (
	"net/http"
	"slices"
	"strconv"
	"strings"

	"github.com/labstack/echo/v4"

	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/bff/kit"
)

// maxDeletions is how many messages one DELETE /inbox may name.
const maxDeletions = 50

// inbox answers one page of the member's inbox, newest first; a free account has none.
func (h *handler) inbox(c echo.Context) error {
	var p kit.Problems
	page, size := kit.Paging(c, &p)
	if err := p.Err(); err != nil {
		return err
	}
	m, b, err := h.open(c, kit.RealMembers)
	if err != nil {
		return err
	}
	in, err := b.Inbox(kit.Ctx(c), m.Scope, adapters.InboxQuery{Page: page, PageSize: size})
	if err != nil {
		return refusals.Answer(err)
	}
	out := Inbox{Items: make([]Message, 0, len(in.Messages)), Page: page, TotalPages: in.TotalPages, Total: in.Total}
	for _, msg := range in.Messages {
		out.Items = append(out.Items, messageOf(msg))
	}
	return kit.Personal(c, http.StatusOK, out)
}

// readMessage marks one message read.
func (h *handler) readMessage(c echo.Context) error {
	m, b, err := h.open(c, kit.RealMembers)
	if err != nil {
		return err
	}
	id := c.Param("id")
	if !idPattern.MatchString(id) {
		return errMessageUnknown
	}
	if err := b.ReadMessage(kit.Ctx(c), m.Scope, id); err != nil {
		return refusals.Answer(err)
	}
	return kit.Personal(c, http.StatusOK, Read{ID: id, Read: true})
}

// deleteMessage deletes one message.
func (h *handler) deleteMessage(c echo.Context) error {
	id := c.Param("id")
	m, b, err := h.open(c, kit.RealMembers)
	if err != nil {
		return err
	}
	if !idPattern.MatchString(id) {
		return errMessageUnknown
	}
	return h.delete(c, m.Scope, b, []string{id})
}

// deleteMessages deletes the messages of ids (comma-separated), all or none.
func (h *handler) deleteMessages(c echo.Context) error {
	var ids []string
	for _, id := range strings.Split(c.QueryParam("ids"), ",") {
		if id = strings.TrimSpace(id); id == "" {
			continue
		}
		if !idPattern.MatchString(id) {
			return kit.Invalid("ids", "message ids, comma-separated")
		}
		if !slices.Contains(ids, id) {
			ids = append(ids, id)
		}
	}
	switch {
	case len(ids) == 0:
		return kit.Required("ids", "")
	case len(ids) > maxDeletions:
		return kit.TooLong("ids", "at most "+strconv.Itoa(maxDeletions))
	}
	m, b, err := h.open(c, kit.RealMembers)
	if err != nil {
		return err
	}
	return h.delete(c, m.Scope, b, ids)
}

func (h *handler) delete(c echo.Context, s adapters.Scope, b adapters.Messages, ids []string) error {
	if err := b.DeleteMessages(kit.Ctx(c), s, ids); err != nil {
		return refusals.Answer(err)
	}
	return kit.Personal(c, http.StatusOK, Deleted{Deleted: ids})
}
