package catalog

import (
	"context"
	"net/http"

	"github.com/labstack/echo/v4"

	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/bff/httpx"
	"github.com/casinobff/bff/bff/sites"
)

// Page sizes of the player's lists (specs/game-centre.md section 9).
const (
	FavouritesPageSize = 15
	RecentPageSize     = 18
	// FavouriteIDLimit is how many favourites one read asks for when the BFF needs them all:
	// the spec's figure for a screen that marks every heart at once.
	FavouriteIDLimit = 999
	// recentLimit is how many recent games one read asks for when the BFF needs them all; the
	// platform keeps a short list.
	recentLimit = MaxPageSize
)

// The login_required answers of the player's lists.
var (
	ErrFavouritesNeedLogin = httpx.NewError(http.StatusUnauthorized, httpx.CodeLoginRequired, "Favourites need a logged-in player.")
	ErrRecentNeedsLogin    = httpx.NewError(http.StatusUnauthorized, httpx.CodeLoginRequired, "Recent games need a logged-in player.")
)

var errNoPlayerBackend = httpx.NewError(http.StatusServiceUnavailable, httpx.CodeUpstreamUnavailable,
	"This site's member service is not configured.")

// Player is the request's site's player backends; a site without them answers
// upstream_unavailable.
func Player(c echo.Context) (adapters.Player, error) {
	p := sites.From(c).Player
	if p.Favourites == nil || p.Recent == nil || p.Launcher == nil {
		return adapters.Player{}, errNoPlayerBackend
	}
	return p, nil
}

// MemberScope is the upstream scope of a request that needs a session, or notLoggedIn when
// the request has none (or one issued for another merchant).
func MemberScope(c echo.Context, notLoggedIn *httpx.Error) (adapters.Scope, error) {
	s := sites.Scope(c)
	if s.Token == "" {
		return s, notLoggedIn
	}
	return s, nil
}

// MemberPlayer is what a request for the player's own data needs: the session's scope
// (notLoggedIn without one) and the player backends.
func MemberPlayer(c echo.Context, notLoggedIn *httpx.Error) (adapters.Player, adapters.Scope, error) {
	scope, err := MemberScope(c, notLoggedIn)
	if err != nil {
		return adapters.Player{}, scope, err
	}
	player, err := Player(c)
	return player, scope, err
}

// personalGames answers GET /games in the fav and recent modes.
func personalGames(c echo.Context, mode string, q adapters.GameQuery) error {
	needLogin := ErrRecentNeedsLogin
	if mode == ModeFav {
		needLogin = ErrFavouritesNeedLogin
	}
	player, scope, err := MemberPlayer(c, needLogin)
	if err != nil {
		return err
	}
	ctx := c.Request().Context()
	var page adapters.GamePage
	if mode == ModeFav {
		page, err = FavouriteGames(ctx, player.Favourites, scope, q)
	} else {
		page, err = RecentGames(ctx, player.Recent, scope, q)
	}
	if err != nil {
		return err
	}
	return PersonalPage(c, page)
}

// PersonalPage answers a page of one of the player's lists: never stored by anyone.
func PersonalPage(c echo.Context, page adapters.GamePage) error {
	httpx.NoStore(c)
	return c.JSON(http.StatusOK, GamePage{Items: GamesOf(page.Games), Page: page.Page, TotalPages: page.TotalPages})
}

// recentGames answers GET /recent: a page of the player's recent games, 18 a page.
func recentGames(c echo.Context) error {
	q, bad := ParseGameQuery(c.QueryParams(), RecentPageSize)
	if len(bad) > 0 {
		return httpx.Validation(bad...)
	}
	player, scope, err := MemberPlayer(c, ErrRecentNeedsLogin)
	if err != nil {
		return err
	}
	page, err := RecentGames(c.Request().Context(), player.Recent, scope, q)
	if err != nil {
		return err
	}
	return PersonalPage(c, page)
}

// FavouriteGames is a page of the player's favourite games, filtered like a game list.
func FavouriteGames(ctx context.Context, fav adapters.Favourites, s adapters.Scope, q adapters.GameQuery) (adapters.GamePage, error) {
	return memberPage(ctx, fav.List, s, q, FavouriteIDLimit)
}

// RecentGames is a page of the player's recent games, filtered like a game list.
func RecentGames(ctx context.Context, recent adapters.RecentGames, s adapters.Scope, q adapters.GameQuery) (adapters.GamePage, error) {
	return memberPage(ctx, recent.List, s, q, recentLimit)
}

type memberList func(context.Context, adapters.Scope, adapters.MemberListQuery) (adapters.GamePage, error)

// memberPage pages a member list upstream when only a category filters it, the one filter the
// upstream knows. Any other filter (a name search above all) reads the whole list, at most all
// games, and answers every match on page 1: the spec loads no more pages while a favourites
// search is active, so a search must find everything at once.
func memberPage(ctx context.Context, list memberList, s adapters.Scope, q adapters.GameQuery, all int) (adapters.GamePage, error) {
	mq := adapters.MemberListQuery{Category: q.Category, Page: q.Page, PageSize: q.PageSize}
	if q.Name == "" && q.Vendor == "" && q.Classify == "" {
		page, err := list(ctx, s, mq)
		if page.Page < 1 {
			page.Page = q.Page
		}
		return page, err
	}
	mq.Page, mq.PageSize = 1, all
	whole, err := list(ctx, s, mq)
	if err != nil {
		return adapters.GamePage{}, err
	}
	matches := keep(whole.Games, q)
	out := adapters.GamePage{Page: q.Page}
	if len(matches) > 0 {
		out.TotalPages = 1
	}
	if q.Page == 1 {
		out.Games = matches
	}
	return out, nil
}
