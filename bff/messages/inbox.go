package messages

import (
	"net/http"
	"strconv"
	"strings"

	"github.com/labstack/echo/v4"

	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/bff/httpx"
)

// Paging of the inbox.
const (
	defaultPageSize = 20
	maxPageSize     = 50
	maxPage         = 10000
	// maxDeletions is how many messages one DELETE /inbox may name.
	maxDeletions = 50
)

// inbox answers one page of the member's inbox, newest first; a free account has none.
func (h *handler) inbox(c echo.Context) error {
	page, fields := intParam(c, "page", 1, 1, maxPage)
	size, more := intParam(c, "pageSize", defaultPageSize, 1, maxPageSize)
	if fields = append(fields, more...); len(fields) > 0 {
		return httpx.Validation(fields...)
	}
	m, b, err := h.open(c, true)
	if err != nil {
		return err
	}
	p, err := b.Inbox(ctx(c), m.Scope, adapters.InboxQuery{Page: page, PageSize: size})
	if err != nil {
		return translate(err)
	}
	out := Inbox{Items: make([]Message, 0, len(p.Messages)), Page: page, TotalPages: p.TotalPages, Total: p.Total}
	for _, msg := range p.Messages {
		out.Items = append(out.Items, messageOf(msg))
	}
	return personal(c, http.StatusOK, out)
}

// intParam reads an optional whole number from lo to hi.
func intParam(c echo.Context, name string, def, lo, hi int) (int, []httpx.FieldError) {
	v := c.QueryParam(name)
	if v == "" {
		return def, nil
	}
	n, err := strconv.Atoi(v)
	if err != nil || n < lo || n > hi {
		return 0, []httpx.FieldError{{Name: name, Code: httpx.FieldOutOfRange, Detail: "from " + strconv.Itoa(lo) + " to " + strconv.Itoa(hi)}}
	}
	return n, nil
}

// readMessage marks one message read.
func (h *handler) readMessage(c echo.Context) error {
	m, b, err := h.open(c, true)
	if err != nil {
		return err
	}
	id := c.Param("id")
	if !idPattern.MatchString(id) {
		return errMessageUnknown
	}
	if err := b.ReadMessage(ctx(c), m.Scope, id); err != nil {
		return translate(err)
	}
	return personal(c, http.StatusOK, Read{ID: id, Read: true})
}

// deleteMessage deletes one message.
func (h *handler) deleteMessage(c echo.Context) error {
	id := c.Param("id")
	m, b, err := h.open(c, true)
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
			return httpx.Validation(httpx.FieldError{Name: "ids", Code: httpx.FieldInvalid, Detail: "message ids, comma-separated"})
		}
		if !contains(ids, id) {
			ids = append(ids, id)
		}
	}
	switch {
	case len(ids) == 0:
		return httpx.Validation(httpx.FieldError{Name: "ids", Code: httpx.FieldRequired})
	case len(ids) > maxDeletions:
		return httpx.Validation(httpx.FieldError{Name: "ids", Code: httpx.FieldTooLong, Detail: "at most " + strconv.Itoa(maxDeletions)})
	}
	m, b, err := h.open(c, true)
	if err != nil {
		return err
	}
	return h.delete(c, m.Scope, b, ids)
}

func (h *handler) delete(c echo.Context, s adapters.Scope, b adapters.Messages, ids []string) error {
	if err := b.DeleteMessages(ctx(c), s, ids); err != nil {
		return translate(err)
	}
	return personal(c, http.StatusOK, Deleted{Deleted: ids})
}

func contains(xs []string, x string) bool {
	for _, v := range xs {
		if v == x {
			return true
		}
	}
	return false
}
