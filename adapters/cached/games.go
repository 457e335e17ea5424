package cached

import (
	"context"
	"strconv"

	"github.com/casinobff/bff/adapters"
)

// Games is an adapters.GameCatalog that caches another. Answers are shared between callers:
// read them, never modify them.
type Games struct {
	next  adapters.GameCatalog
	l     *layer
	draws *layer // the lotteries' draws, fresh for a few seconds only (lobby.go)
}

var _ adapters.GameCatalog = (*Games)(nil)

// NewGames caches next, the catalogue of the site o.Site.
func NewGames(next adapters.GameCatalog, o Options) *Games {
	g := &Games{next: next, l: newLayer(o), draws: newDrawLayer(o)}
	o.Metrics.watch(o.Site, "games", g.Stats)
	return g
}

// Stats says what the decorator keeps.
func (g *Games) Stats() Stats { return g.l.Stats() }

// ListGames caches pages of the game list; name searches are coalesced but not stored. Every
// page answered tells the list's page count, which is kept too: a page past it is answered
// empty, with the count, without an upstream call, however far past it is.
func (g *Games) ListGames(ctx context.Context, s adapters.Scope, q adapters.GameQuery) (adapters.GamePage, error) {
	const op = "ListGames"
	keep := q.Name == ""
	// the list's page count is looked up only past the first page, and kept when a page arrives
	if keep && q.Page > 1 {
		if e, ok := g.l.lookup(g.listKey(s.Language, q, false)); ok && g.l.fresh(e) && q.Page > e.value.(int) {
			g.l.metrics.count(g.l.site, op, resultHit)
			// Built for this request alone (the zero Source): a kept encoding per page number
			// would let made-up page numbers displace the answers players read.
			return adapters.GamePage{Games: []adapters.Game{}, Page: q.Page, TotalPages: e.value.(int)}, nil
		}
	}
	return load(ctx, g.l, op, g.listKey(s.Language, q, true), keep, func(ctx context.Context) (adapters.GamePage, error) {
		page, err := g.next.ListGames(ctx, public(s), q)
		if err == nil && keep {
			g.l.keep(g.listKey(s.Language, q, false), &entry{value: page.TotalPages, at: g.l.now(), stamp: lastStamp.Add(1)})
		}
		return page, err
	})
}

// listKey is the key of one page of a game list, or (page false) of the list's page count.
func (g *Games) listKey(language string, q adapters.GameQuery, page bool) string {
	minBet, minLine, pageSize := strconv.FormatFloat(q.MinBet, 'g', -1, 64), strconv.Itoa(q.MinLine), strconv.Itoa(q.PageSize)
	if !page {
		return g.l.key("ListGamesPages", language, q.Category, q.Vendor, q.Name, q.Classify, minBet, minLine, pageSize)
	}
	return g.l.key("ListGames", language, q.Category, q.Vendor, q.Name, q.Classify, minBet, minLine, pageSize, strconv.Itoa(q.Page))
}

// HotGames caches the hot games; name searches are coalesced but not stored.
func (g *Games) HotGames(ctx context.Context, s adapters.Scope, name string) (adapters.GameList, error) {
	const op = "HotGames"
	return load(ctx, g.l, op, g.l.key(op, s.Language, name), name == "", func(ctx context.Context) (adapters.GameList, error) {
		return g.next.HotGames(ctx, public(s), name)
	})
}

// VendorInfo caches the vendor menus.
func (g *Games) VendorInfo(ctx context.Context, s adapters.Scope) (adapters.VendorInfo, error) {
	const op = "VendorInfo"
	return load(ctx, g.l, op, g.l.key(op, s.Language), true, func(ctx context.Context) (adapters.VendorInfo, error) {
		return g.next.VendorInfo(ctx, public(s))
	})
}

// Winners caches the winner board per limit.
func (g *Games) Winners(ctx context.Context, s adapters.Scope, limit int) (adapters.WinnerBoard, error) {
	const op = "Winners"
	return load(ctx, g.l, op, g.l.key(op, s.Language, strconv.Itoa(limit)), true, func(ctx context.Context) (adapters.WinnerBoard, error) {
		return g.next.Winners(ctx, public(s), limit)
	})
}

// HotMatches caches the featured matches.
func (g *Games) HotMatches(ctx context.Context, s adapters.Scope) (adapters.MatchList, error) {
	const op = "HotMatches"
	return load(ctx, g.l, op, g.l.key(op, s.Language), true, func(ctx context.Context) (adapters.MatchList, error) {
		return g.next.HotMatches(ctx, public(s))
	})
}
