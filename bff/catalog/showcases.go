package catalog

import (
	"net/url"
	"strings"
	"unicode/utf8"

	"github.com/labstack/echo/v4"

	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/bff/gameview"
	"github.com/casinobff/bff/bff/kit"
)

// GameList is the answer of GET /games/hot: a whole list, not paged.
type GameList struct {
	Items []gameview.Game `json:"items"`
	Stale bool            `json:"stale"`
}

// Winners is the answer of GET /winners.
type Winners struct {
	Items []gameview.Winner `json:"items"`
	Stale bool              `json:"stale"`
}

// HotMatches is the answer of GET /sports/hot-matches.
type HotMatches struct {
	Items []gameview.HotMatch `json:"items"`
	Stale bool                `json:"stale"`
}

// hotGames answers GET /games/hot: the whole hot list for the carousel, optionally searched
// by name.
func (h handlers) hotGames(c echo.Context) error {
	name := strings.TrimSpace(c.QueryParam("name"))
	if utf8.RuneCountInString(name) > gameview.MaxNameLength {
		return kit.TooLong("name", "at most 64 characters")
	}
	hot, err := h.Catalogues.Of(c).HotGames(c.Request().Context(), kit.Scope(c), name)
	if err != nil {
		return err
	}
	query := url.Values{"name": {name}}
	if name == "" {
		query = nil
	}
	return h.public(c, adapters.Sources{hot.Source}, query.Encode(), func() any {
		return GameList{Items: gameview.GamesOf(hot.Items), Stale: hot.Stale}
	})
}

// winners answers GET /winners: the board, largest win first, names masked.
func (h handlers) winners(c echo.Context) error {
	ws, err := h.Catalogues.Of(c).Winners(c.Request().Context(), kit.Scope(c), gameview.WinnersShown)
	if err != nil {
		return err
	}
	return h.public(c, adapters.Sources{ws.Source}, "", func() any {
		return Winners{Items: gameview.WinnersOf(ws.Items), Stale: ws.Stale}
	})
}

// hotMatches answers GET /sports/hot-matches: the sports carousel.
func (h handlers) hotMatches(c echo.Context) error {
	ms, err := h.Catalogues.Of(c).HotMatches(c.Request().Context(), kit.Scope(c))
	if err != nil {
		return err
	}
	return h.public(c, adapters.Sources{ms.Source}, "", func() any {
		return HotMatches{Items: gameview.HotMatchesOf(ms.Items), Stale: ms.Stale}
	})
}
