package cached

import (
	"context"
	"time"

	"github.com/casinobff/bff/adapters"
)

// The lottery lobby, the lobby's news and the live chat's hosts are public too, and cached like
// the catalogue. A lottery's draws change every minute or so, so they have a layer of their own
// whose answers are fresh for DrawTTL at most: a new issue shows within seconds of its draw,
// and a lobby full of players still makes one call per lottery and interval.

// DrawTTL is the longest a lottery's draws are fresh; a shorter cache.ttl is kept.
const DrawTTL = 5 * time.Second

// drawLimits bound the draws' layer: one entry per lottery and language, which the lobby's list
// names (never a made-up id), so a small store holds them all.
var drawLimits = Limits{Entries: 1024, Bytes: 1 << 20}

// newDrawLayer is the draws' layer of a Games decorator built with o: o's settings, fresh for
// DrawTTL at most, within drawLimits.
func newDrawLayer(o Options) *layer {
	o = o.withDefaults()
	o.TTL = min(o.TTL, DrawTTL)
	o.StaleMaxAge = max(o.StaleMaxAge, o.TTL)
	o.Limits = drawLimits
	l := newLayer(o)
	o.Metrics.watch(o.Site, "draws", l.Stats)
	return l
}

// Lotteries caches the lottery lobby's list with its menus.
func (g *Games) Lotteries(ctx context.Context, s adapters.Scope) (adapters.LotteryList, error) {
	const op = "Lotteries"
	return load(ctx, g.l, op, g.l.key(op, s.Language), true, func(ctx context.Context) (adapters.LotteryList, error) {
		return g.next.Lotteries(ctx, public(s))
	})
}

// LotteryDraws caches one lottery's draws, for DrawTTL at most.
func (g *Games) LotteryDraws(ctx context.Context, s adapters.Scope, gameID string) (adapters.LotteryDraws, error) {
	const op = "LotteryDraws"
	return load(ctx, g.draws, op, g.draws.key(op, s.Language, gameID), true, func(ctx context.Context) (adapters.LotteryDraws, error) {
		return g.next.LotteryDraws(ctx, public(s), gameID)
	})
}

// LobbyNews caches the lobby's news.
func (g *Games) LobbyNews(ctx context.Context, s adapters.Scope) (adapters.LobbyNews, error) {
	const op = "LobbyNews"
	return load(ctx, g.l, op, g.l.key(op, s.Language), true, func(ctx context.Context) (adapters.LobbyNews, error) {
		return g.next.LobbyNews(ctx, public(s))
	})
}

// LiveModels caches the live chat's hosts.
func (c *Content) LiveModels(ctx context.Context, s adapters.Scope) (adapters.LiveModels, error) {
	const op = "LiveModels"
	return load(ctx, c.l, op, c.l.key(op, s.Language), true, func(ctx context.Context) (adapters.LiveModels, error) {
		return c.next.LiveModels(ctx, public(s))
	})
}
