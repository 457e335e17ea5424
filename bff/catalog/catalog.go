// Package catalog serves the public catalogue: the category menu with its vendors
// (GET /api/v1/categories), the game lists in the spec's data modes (GET /api/v1/games: the
// catalogue, the hot list; the player's own lists through the player-lists feature), the
// hot-games carousel (GET /api/v1/games/hot), the winner board (GET /api/v1/winners) and the
// sports carousel (GET /api/v1/sports/hot-matches). Its lists come through the catalogue cache
// and are encoded once per cache entry.
package catalog

import (
	"context"

	"github.com/labstack/echo/v4"

	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/bff/gameview"
	"github.com/casinobff/bff/bff/httpx"
	"github.com/casinobff/bff/bff/kit"
	"github.com/casinobff/bff/bff/sites"
)

// Catalogue is the game aggregator as this feature calls it.
type Catalogue interface {
	gameview.GameLister
	HotGames(ctx context.Context, s adapters.Scope, name string) ([]adapters.Game, error)
	VendorInfo(ctx context.Context, s adapters.Scope) (adapters.VendorInfo, error)
	Winners(ctx context.Context, s adapters.Scope, limit int) ([]adapters.Winner, error)
	HotMatches(ctx context.Context, s adapters.Scope) ([]adapters.HotMatch, error)
}

// PlayerList answers a page of one of the player's own lists, filtered by q.
type PlayerList func(c echo.Context, q adapters.GameQuery) error

// Options are the feature's dependencies.
type Options struct {
	// Catalogues are each site's game aggregator.
	Catalogues kit.Backends[Catalogue]
	// Rendered keeps the encoded public answers.
	Rendered *httpx.Rendered
	// Favourites and Recent answer GET /games in modes fav and recent: the player-lists
	// feature's, which own everything personal.
	Favourites, Recent PlayerList
}

// Register adds the catalogue routes to g, whose middleware has resolved the site.
func Register(g *echo.Group, o Options) {
	h := handlers{Options: o}
	g.GET("/categories", h.categories)
	g.GET("/games", h.games)
	g.GET("/games/hot", h.hotGames)
	g.GET("/winners", h.winners)
	g.GET("/sports/hot-matches", h.hotMatches)
}

type handlers struct{ Options }

// public answers a public catalogue list, which shared caches may keep per language. ctx is
// the context its data was read under: while the cache entries it read hold, the answer goes
// out as encoded before, and build is not called. query is the request's query as the handler
// read it, normalised: the key of the encoded answer.
func (h handlers) public(c echo.Context, ctx context.Context, query string, build func() any) error {
	httpx.CatalogueCache(c)
	return h.Rendered.JSON(c, ctx, sites.Variant(c), query, build)
}

// Categories is the answer of GET /categories.
type Categories struct {
	Items []gameview.Category `json:"items"`
	Stale bool                `json:"stale"`
}

func (h handlers) categories(c echo.Context) error {
	ctx := adapters.WithProvenance(c.Request().Context())
	info, err := h.Catalogues.Of(c).VendorInfo(ctx, sites.Scope(c))
	if err != nil {
		return err
	}
	return h.public(c, ctx, "", func() any {
		return Categories{Items: gameview.BuildCategories(info), Stale: adapters.IsStale(ctx)}
	})
}
