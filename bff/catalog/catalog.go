// Package catalog serves the public catalogue: the category menu with its vendors
// (GET /api/v1/categories), the game lists in the spec's data modes (GET /api/v1/games: the
// catalogue, the hot list; the player's own lists through the player-lists feature), the
// hot-games carousel (GET /api/v1/games/hot), the winner board (GET /api/v1/winners), the
// sports carousel (GET /api/v1/sports/hot-matches), and the lobby's lotteries with their draws
// and its news (lobby.go). Its lists come through the catalogue cache and are encoded once per
// cache entry.
package catalog

import (
	"github.com/labstack/echo/v4"

	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/bff/gameview"
	"github.com/casinobff/bff/bff/httpx"
	"github.com/casinobff/bff/bff/kit"
	"github.com/casinobff/bff/bff/sites"
)

// Catalogue is the game aggregator as this feature calls it.
type Catalogue interface {
	gameview.Showcase
	lobbyReads // lobby.go
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
	h.registerLobby(g)
}

type handlers struct{ Options }

// public answers a public catalogue list, which shared caches may keep per language. from is
// where its data came from: while the cache entries it names hold, the answer goes out as
// encoded before, and build is not called. query is the request's query as the handler read
// it, normalised: the key of the encoded answer.
func (h handlers) public(c echo.Context, from adapters.Sources, query string, build func() any) error {
	httpx.CatalogueCache(c)
	return h.Rendered.JSON(c, from, sites.Variant(c), query, build)
}

// Categories is the answer of GET /categories.
type Categories struct {
	Items []gameview.Category `json:"items"`
	Stale bool                `json:"stale"`
}

func (h handlers) categories(c echo.Context) error {
	info, err := h.Catalogues.Of(c).VendorInfo(c.Request().Context(), kit.Scope(c))
	if err != nil {
		return err
	}
	return h.public(c, adapters.Sources{info.Source}, "", func() any {
		return Categories{Items: gameview.BuildCategories(info), Stale: info.Stale}
	})
}
