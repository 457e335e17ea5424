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
	"time"

	"github.com/labstack/echo/v4"

	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/bff/kit"
	"github.com/casinobff/bff/bff/ratelimit"
)

// Content is the content backend's public reads this feature calls (cached).
type Content interface {
	kit.WhiteLabels
	Announcements(ctx context.Context, s adapters.Scope, q adapters.AnnouncementQuery) (adapters.AnnouncementLists, error)
	CustomerService(ctx context.Context, s adapters.Scope) (adapters.ServiceContacts, error)
	HelpCentre(ctx context.Context, s adapters.Scope) (adapters.HelpTopics, error)
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
	limits   *kit.Limits
}

// Register adds the routes to g, whose middleware has resolved the site and opened the
// session cookie.
func Register(g *echo.Group, o Options) {
	h := &handler{backends: o.Backends, limits: kit.NewLimits(kit.LimitOptions{
		Rules: DefaultLimits(), Replace: o.Limits, Store: o.LimitStore, Now: o.Now,
		// Feedback is worth less than an outage of the form: a store that cannot count lets it by.
		Policy:  func(string) ratelimit.Policy { return ratelimit.FailOpen },
		TooMany: "Thank you: that is enough feedback for now; send more a little later.",
	})}

	g.GET("/announcements", h.announcements)
	g.POST("/announcements/:id/read", h.markAnnouncementRead)
	g.GET("/me/unread-counts", h.unreadCounts)

	g.GET("/inbox", h.inbox)
	g.POST("/inbox/:id/read", h.readMessage)
	g.DELETE("/inbox/:id", h.deleteMessage)
	g.DELETE("/inbox", h.deleteMessages)

	g.POST("/chat-launches", kit.Write[ChatRequest]{
		Who: kit.RealMembers, Optional: true, Parse: parseChat, Handle: h.launchChat,
	}.Handler())
	g.GET("/customer-service", h.customerService)
	g.GET("/help", h.help)
	g.POST("/feedback", kit.Write[FeedbackRequest]{
		Who: kit.Anyone, Optional: true, Parse: parseFeedback, Handle: h.feedback,
	}.Handler())
}

// open is the start of a personal handler: the member, when who may act, and the site's
// message backend.
func (h *handler) open(c echo.Context, who kit.Who) (kit.Member, adapters.Messages, error) {
	m, err := who.Member(c)
	return m, h.backends.Of(c).Messages, err
}
