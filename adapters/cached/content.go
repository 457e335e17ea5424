package cached

import (
	"context"
	"strings"

	"github.com/casinobff/bff/adapters"
)

// Content is an adapters.Content that caches another. Answers are shared between callers: read
// them, never modify them. Announcements come back without a player's read marks; a screen
// that shows them asks the undecorated Content with the player's token.
type Content struct {
	next adapters.Content
	l    *layer
}

var _ adapters.Content = (*Content)(nil)

// NewContent caches next, the content backend of the site o.Site.
func NewContent(next adapters.Content, o Options) *Content {
	c := &Content{next: next, l: newLayer(o)}
	o.Metrics.watch(o.Site, "content", c.Stats)
	return c
}

// Stats says what the decorator keeps.
func (c *Content) Stats() Stats { return c.l.Stats() }

// Announcements caches the announcement lists per content types and group.
func (c *Content) Announcements(ctx context.Context, s adapters.Scope, q adapters.AnnouncementQuery) (adapters.AnnouncementLists, error) {
	const op = "Announcements"
	key := c.l.key(op, s.Language, strings.Join(q.Types, ","), q.Group)
	return load(ctx, c.l, op, key, true, func(ctx context.Context) (adapters.AnnouncementLists, error) {
		return c.next.Announcements(ctx, public(s), q)
	})
}

// SystemStatus caches the status. The upstream sees the BFF's address, not the player's, so the
// answer is the same for everyone.
func (c *Content) SystemStatus(ctx context.Context, s adapters.Scope) (adapters.SystemStatus, error) {
	const op = "SystemStatus"
	return load(ctx, c.l, op, c.l.key(op, s.Language), true, func(ctx context.Context) (adapters.SystemStatus, error) {
		return c.next.SystemStatus(ctx, public(s))
	})
}

// WhiteLabel caches the merchant's switches and social links.
func (c *Content) WhiteLabel(ctx context.Context, s adapters.Scope) (adapters.WhiteLabel, error) {
	const op = "WhiteLabel"
	return load(ctx, c.l, op, c.l.key(op, s.Language), true, func(ctx context.Context) (adapters.WhiteLabel, error) {
		return c.next.WhiteLabel(ctx, public(s))
	})
}

// HelpCentre caches the help centre's topics per language.
func (c *Content) HelpCentre(ctx context.Context, s adapters.Scope) (adapters.HelpTopics, error) {
	const op = "HelpCentre"
	return load(ctx, c.l, op, c.l.key(op, s.Language), true, func(ctx context.Context) (adapters.HelpTopics, error) {
		return c.next.HelpCentre(ctx, public(s))
	})
}

// CustomerService caches the customer-service contacts.
func (c *Content) CustomerService(ctx context.Context, s adapters.Scope) (adapters.ServiceContacts, error) {
	const op = "CustomerService"
	return load(ctx, c.l, op, c.l.key(op, s.Language), true, func(ctx context.Context) (adapters.ServiceContacts, error) {
		return c.next.CustomerService(ctx, public(s))
	})
}
