package catalog

import (
	"context"

	"github.com/labstack/echo/v4"

	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/bff/gameview"
	"github.com/casinobff/bff/bff/kit"
)

// games answers GET /games in one of the list modes: the catalogue (all, filter), the hot list,
// or the player's own favourites or recent games.
func (h handlers) games(c echo.Context) error {
	cat, scope := h.Catalogues.Of(c), kit.Scope(c)
	ctx := c.Request().Context()
	from := make(adapters.Sources, 0, 4) // every read the answer is built from
	q, bad := gameview.ParseGameQuery(c.QueryParams(), gameview.DefaultPageSize)
	mode, modeBad := parseMode(c.QueryParams(), &q)
	bad = append(modeBad, bad...)
	// A category beyond the menu's and any vendor must be ones the vendor info names: each is a
	// key of the catalogue cache, and a made-up one would be a new entry and an upstream call.
	if (q.Category != "" && !gameview.IsMenuCategory(q.Category)) || q.Vendor != "" {
		info, err := cat.VendorInfo(ctx, scope)
		switch {
		case err == nil:
			from = append(from, info.Source)
			var unknown kit.Problems
			if q.Category != "" && !gameview.KnownCategory(info, q.Category) {
				unknown.Unknown("category", "")
			}
			if q.Vendor != "" && !gameview.KnownVendor(info, q.Vendor) {
				unknown.Unknown("vendor", "")
			}
			bad = append(unknown, bad...)
		case len(bad) == 0:
			return err
		}
	}
	if err := bad.Err(); err != nil {
		return err
	}
	switch mode {
	case ModeFav:
		return h.Favourites(c, q)
	case ModeRecent:
		return h.Recent(c, q)
	}
	page, from, err := listGames(ctx, cat, scope, mode, q, from)
	if err != nil {
		return err
	}
	if page.Page > max(page.TotalPages, 1) {
		// Past the last page: an empty page, encoded for this request alone (a part that is no
		// cache entry), so that made-up page numbers do not displace the answers players read.
		from = append(from, adapters.Source{})
	}
	key := gameview.QueryKey(q, gameview.DefaultPageSize)
	if mode == ModeHot { // all and filter list the same
		key.Set("mode", ModeHot)
	}
	return h.public(c, from, key.Encode(), func() any {
		return gameview.GamePage{Items: gameview.GamesOf(page.Games), Page: page.Page, TotalPages: page.TotalPages, Stale: from.Stale()}
	})
}

// listGames answers the public lists: the hot list and the fixed games, which the BFF pages
// itself, and the upstream's game list. It appends where they came from to from.
func listGames(ctx context.Context, cat Catalogue, s adapters.Scope, mode string, q adapters.GameQuery, from adapters.Sources) (adapters.GamePage, adapters.Sources, error) {
	switch {
	case mode == ModeHot:
		hot, err := cat.HotGames(ctx, s, q.Name)
		if err != nil {
			return adapters.GamePage{}, from, err
		}
		q.Name = "" // the upstream searched the names already, perhaps by another name field
		return gameview.PageOf(gameview.Keep(hot.Items, q), q.Page, q.PageSize), append(from, hot.Source), nil
	case gameview.IsFixedGame(q.Category):
		g, fixed, err := gameview.LookUpFixed(ctx, cat, s, q.Category)
		if err != nil {
			return adapters.GamePage{}, from, err
		}
		// The category is the game itself, which the back office may file under RNG.
		q.Category, q.Name = "", ""
		return gameview.PageOf(gameview.Keep([]adapters.Game{g}, q), q.Page, q.PageSize), append(from, fixed...), nil
	}
	page, err := cat.ListGames(ctx, s, q)
	if err != nil {
		return adapters.GamePage{}, from, err
	}
	if page.Page < 1 {
		page.Page = q.Page
	}
	return page, append(from, page.Source), nil
}
