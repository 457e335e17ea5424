// Package messages is the message centre and customer service: announcements with their read
// marks (GET /announcements, POST /announcements/{id}/read), the inbox (GET /inbox, read, delete
// one or several), the unread badges (GET /me/unread-counts), live chat (POST /chat-launches),
// the customer-service contacts (GET /customer-service), the help centre (GET /help) and
// feedback (POST /feedback).
//
// The back office's HTML (announcements, messages, help topics) reaches the site only through
// package richtext's sanitiser. Public reads (a visitor's announcements, help, contacts) come
// through the site's cached content backend; anything personal (read marks, the inbox, counts)
// from its uncached message backend, answered no-store. A free (type 4) account is refused the
// inbox and chat (free_reject) and cannot mark announcements read; it still has its badge of
// unread announcements.
package messages

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"time"

	"github.com/labstack/echo/v4"
	"go.uber.org/zap"

	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/bff/httpx"
	"github.com/casinobff/bff/bff/kit"
	"github.com/casinobff/bff/bff/ratelimit"
	"github.com/casinobff/bff/bff/sites"
)

// Content is the content backend's public reads this feature calls (cached).
type Content interface {
	kit.WhiteLabels
	Announcements(ctx context.Context, s adapters.Scope, q adapters.AnnouncementQuery) (adapters.AnnouncementLists, error)
	CustomerService(ctx context.Context, s adapters.Scope) ([]adapters.ServiceContact, error)
	HelpCentre(ctx context.Context, s adapters.Scope) ([]adapters.HelpTopic, error)
}

// Backends are a site's backends as this feature calls them: the player's messages, and the
// public content.
type Backends struct {
	Messages adapters.Messages
	Content  Content
}

// Options are the feature's dependencies.
type Options struct {
	Backends kit.Backends[Backends]
	// Limits replaces the default rule of each name it holds (see DefaultLimits).
	Limits map[string]ratelimit.Rule
	// LimitStore counts the limits; nil counts in this process (ratelimit.Memory).
	LimitStore ratelimit.Store
	// Now is the clock of the limits; time.Now when nil.
	Now func() time.Time
}

type handler struct {
	backends kit.Backends[Backends]
	limits   *ratelimit.Set
}

// Register adds the routes to g, whose middleware has resolved the site and opened the
// session cookie.
func Register(g *echo.Group, o Options) {
	now := o.Now
	if now == nil {
		now = time.Now
	}
	rules := DefaultLimits()
	for name, r := range o.Limits {
		if _, ours := rules[name]; ours {
			rules[name] = r
		}
	}
	h := &handler{backends: o.Backends, limits: ratelimit.NewSet(rules, ratelimit.SetOptions{
		Store: o.LimitStore, Now: now,
		// Feedback is worth less than an outage of the form: a store that cannot count lets it by.
		Policy: func(string) ratelimit.Policy { return ratelimit.FailOpen },
		OnError: func(ctx context.Context, rule string, err error) {
			httpx.LoggerFrom(ctx).Warn("rate limit store failed", zap.String("rule", rule), zap.Error(err))
		},
	})}

	g.GET("/announcements", h.announcements)
	g.POST("/announcements/:id/read", h.markAnnouncementRead)
	g.GET("/me/unread-counts", h.unreadCounts)

	g.GET("/inbox", h.inbox)
	g.POST("/inbox/:id/read", h.readMessage)
	g.DELETE("/inbox/:id", h.deleteMessage)
	g.DELETE("/inbox", h.deleteMessages)

	g.POST("/chat-launches", h.launchChat)
	g.GET("/customer-service", h.customerService)
	g.GET("/help", h.help)
	g.POST("/feedback", h.feedback)
}

var errBadBody = httpx.NewError(httpx.CodeBadRequest, "The request body is not the expected JSON object.")

// member is the request's member; with realOnly, a free (type 4) account is free_reject.
func member(c echo.Context, realOnly bool) (sites.Member, error) {
	if realOnly {
		return sites.RealMemberOf(c)
	}
	return sites.MemberOf(c)
}

// open is the start of a personal handler: the member and the message backend.
func (h *handler) open(c echo.Context, realOnly bool) (sites.Member, adapters.Messages, error) {
	m, err := member(c, realOnly)
	return m, h.backends.Of(c).Messages, err
}

// decode reads a JSON object body into v: unknown members are ignored, anything else that does
// not fit is bad_request (a body over the limit stays body_too_large). An empty body leaves v
// as it is.
func decode(c echo.Context, v any) error {
	dec := json.NewDecoder(c.Request().Body)
	err := dec.Decode(v)
	var tooLarge *http.MaxBytesError
	switch {
	case errors.Is(err, io.EOF):
		return nil
	case errors.As(err, &tooLarge):
		return err
	case err != nil:
		return errBadBody.WithCause(err)
	case dec.More():
		return errBadBody
	}
	return nil
}

// personal answers v with status, never to be stored by any cache.
func personal(c echo.Context, status int, v any) error {
	httpx.NoStore(c)
	return c.JSON(status, v)
}

// ctx is the request's context.
func ctx(c echo.Context) context.Context { return c.Request().Context() }
