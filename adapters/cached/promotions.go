package cached

import (
	"context"

	"github.com/casinobff/bff/adapters"
)

// Promotions is an adapters.Promotions whose public read, the categories, is cached like the
// catalogue. Every other call is one player's (their statuses, rewards, claims) and goes straight
// to the decorated port, never stored. (The promotions themselves are announcements, which
// Content caches.)
type Promotions struct {
	adapters.Promotions
	l *layer
}

var _ adapters.Promotions = (*Promotions)(nil)

// NewPromotions caches next's public reads for the site o.Site.
func NewPromotions(next adapters.Promotions, o Options) *Promotions {
	p := &Promotions{Promotions: next, l: newLayer(o)}
	o.Metrics.watch(o.Site, "promotions", p.Stats)
	return p
}

// Stats says what the decorator keeps.
func (p *Promotions) Stats() Stats { return p.l.Stats() }

// Categories caches the promotions' tabs per language; they are the same for everyone.
func (p *Promotions) Categories(ctx context.Context, s adapters.Scope) (adapters.PromotionCategories, error) {
	const op = "PromotionCategories"
	return load(ctx, p.l, op, p.l.key(op, s.Language), true, func(ctx context.Context) (adapters.PromotionCategories, error) {
		return p.Promotions.Categories(ctx, public(s))
	})
}
