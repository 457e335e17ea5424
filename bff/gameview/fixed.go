package gameview

import (
	"context"

	"github.com/casinobff/bff/adapters"
)

// fixedGame is a category that is one game: Ludo and Rummy are JILI games shown as their own
// categories, whose tile launches at once. The spec files them under RNG, a back office may
// file them under their own category, so the lookup does not filter by category.
type fixedGame struct {
	id, nodeID, name string
}

var fixedGames = map[string]fixedGame{
	"LUDO":  {id: "JL0092", nodeID: "174856", name: "Ludo"},
	"RUMMY": {id: "JL0078", nodeID: "173957", name: "Rummy"},
}

// IsFixedGame says whether a category is one fixed game.
func IsFixedGame(category string) bool {
	_, ok := fixedGames[category]
	return ok
}

// GameLister is the catalogue read LookUpFixed needs.
type GameLister interface {
	ListGames(ctx context.Context, s adapters.Scope, q adapters.GameQuery) (adapters.GamePage, error)
}

// Showcase is the game aggregator's public reads that both the home page and the catalogue
// show: the game lists, the hot games, the vendors, the winners and the hot matches.
type Showcase interface {
	GameLister
	HotGames(ctx context.Context, s adapters.Scope, name string) (adapters.GameList, error)
	VendorInfo(ctx context.Context, s adapters.Scope) (adapters.VendorInfo, error)
	Winners(ctx context.Context, s adapters.Scope, limit int) (adapters.WinnerBoard, error)
	HotMatches(ctx context.Context, s adapters.Scope) (adapters.MatchList, error)
}

// LookUpFixed looks up the game of a fixed-game category in the catalogue, for its name and
// icon, and says where the lists it read came from. When the catalogue does not list it the
// ids alone still launch it, so the tile is built from them rather than dropped.
func LookUpFixed(ctx context.Context, cat GameLister, s adapters.Scope, category string) (adapters.Game, adapters.Sources, error) {
	f := fixedGames[category]
	var from adapters.Sources
	// The category's own list first: a query without a name, which the catalogue cache keeps,
	// so a warm home page asks nothing upstream for these tiles. A back office that files the
	// game elsewhere (the spec says under RNG) is then searched by vendor and name, which the
	// cache coalesces but does not keep.
	for _, q := range []adapters.GameQuery{
		{Category: category, Page: 1, PageSize: MaxPageSize},
		{Vendor: "JL", Name: f.name, Page: 1, PageSize: MaxPageSize},
	} {
		page, err := cat.ListGames(ctx, s, q)
		if err != nil {
			return adapters.Game{}, nil, err
		}
		from = append(from, page.Source)
		for _, g := range page.Games {
			if g.ID == f.id || g.NodeID == f.nodeID {
				return g, from, nil
			}
		}
	}
	return adapters.Game{ID: f.id, NodeID: f.nodeID, Category: "RNG", Vendor: "JL", VendorName: "JILI", Name: f.name}, from, nil
}
