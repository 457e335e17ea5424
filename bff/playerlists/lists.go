// Package playerlists serves the player's own game lists: the favourites (GET /favourites for
// the hearts, GET /favourites/games for the favourites screen, PUT and DELETE
// /favourites/{nodeId}) and the recent games (GET /recent), and answers GET /games in the modes
// fav and recent for the catalogue. Everything needs a session; nothing is cached, by the BFF
// or by anyone it answers.
package playerlists

import (
	"context"
	"net/http"

	"github.com/labstack/echo/v4"

	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/bff/gameview"
	"github.com/casinobff/bff/bff/httpx"
	"github.com/casinobff/bff/bff/kit"
)

// Page sizes of the player's lists (the game centre's).
const (
	FavouritesPageSize = 15
	RecentPageSize     = 18
	// FavouriteIDLimit is how many favourites one read asks for when the BFF needs them all:
	// the spec's figure for a screen that marks every heart at once.
	FavouriteIDLimit = 999
	// recentLimit is how many recent games one read asks for when the BFF needs them all; the
	// platform keeps a short list.
	recentLimit = gameview.MaxPageSize
)

// Favourites is the member backend's favourites list as this feature calls it.
type Favourites interface {
	IDs(ctx context.Context, s adapters.Scope, limit int) ([]string, error)
	List(ctx context.Context, s adapters.Scope, q adapters.MemberListQuery) (adapters.GamePage, error)
	Add(ctx context.Context, s adapters.Scope, g adapters.GameRef) error
	Remove(ctx context.Context, s adapters.Scope, g adapters.GameRef) error
}

// RecentGames is the games backend's recent list as this feature calls it.
type RecentGames interface {
	List(ctx context.Context, s adapters.Scope, q adapters.MemberListQuery) (adapters.GamePage, error)
}

// Backends are a site's player lists.
type Backends struct {
	Favourites Favourites
	Recent     RecentGames
}

// Lists are the player's lists over each site's backends.
type Lists struct{ backends kit.Backends[Backends] }

// New serves the lists over backends.
func New(backends kit.Backends[Backends]) *Lists { return &Lists{backends: backends} }

// Register adds the routes to g, whose middleware has resolved the site and opened the
// session cookie.
func (l *Lists) Register(g *echo.Group) {
	g.GET("/favourites", l.ids)
	g.GET("/favourites/games", l.favouriteGames)
	change := func(handle func(echo.Context, kit.Member, Favourite) error) echo.HandlerFunc {
		return kit.Write[Favourite]{Who: kit.Members, Optional: true, Parse: parseFavourite, Handle: handle}.Handler()
	}
	g.PUT("/favourites/:nodeId", change(l.add))
	g.DELETE("/favourites/:nodeId", change(l.remove))
	g.GET("/recent", l.recent)
}

func (l *Lists) favouritesOf(c echo.Context) (Favourites, adapters.Scope, error) {
	m, err := kit.MemberOf(c)
	return l.backends.Of(c).Favourites, m.Scope, err
}

func (l *Lists) recentOf(c echo.Context) (RecentGames, adapters.Scope, error) {
	m, err := kit.MemberOf(c)
	return l.backends.Of(c).Recent, m.Scope, err
}

// FavouriteGames answers GET /games?mode=fav: a page of the favourites filtered like a game
// list, 18 a page unless asked otherwise.
func (l *Lists) FavouriteGames(c echo.Context, q adapters.GameQuery) error {
	fav, scope, err := l.favouritesOf(c)
	if err != nil {
		return err
	}
	return answerPage(c, func(ctx context.Context) (adapters.GamePage, error) {
		return memberPage(ctx, fav.List, scope, q, FavouriteIDLimit)
	})
}

// RecentGames answers GET /games?mode=recent, and GET /recent with its own page size.
func (l *Lists) RecentGames(c echo.Context, q adapters.GameQuery) error {
	rec, scope, err := l.recentOf(c)
	if err != nil {
		return err
	}
	return answerPage(c, func(ctx context.Context) (adapters.GamePage, error) {
		return memberPage(ctx, rec.List, scope, q, recentLimit)
	})
}

// recent answers GET /recent: a page of the player's recent games, 18 a page.
func (l *Lists) recent(c echo.Context) error {
	q, bad := gameview.ParseGameQuery(c.QueryParams(), RecentPageSize)
	if err := bad.Err(); err != nil {
		return err
	}
	return l.RecentGames(c, q)
}

// favouriteGames answers the favourites screen: 15 a page; a name search answers every match
// at once.
func (l *Lists) favouriteGames(c echo.Context) error {
	q, bad := gameview.ParseGameQuery(c.QueryParams(), FavouritesPageSize)
	if err := bad.Err(); err != nil {
		return err
	}
	return l.FavouriteGames(c, q)
}

// answerPage answers a page of one of the player's lists: never stored by anyone.
func answerPage(c echo.Context, read func(context.Context) (adapters.GamePage, error)) error {
	page, err := read(c.Request().Context())
	if err != nil {
		return err
	}
	httpx.NoStore(c)
	return c.JSON(http.StatusOK, gameview.GamePage{Items: gameview.GamesOf(page.Games), Page: page.Page, TotalPages: page.TotalPages})
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
	matches := gameview.Keep(whole.Games, q)
	out := adapters.GamePage{Page: q.Page}
	if len(matches) > 0 {
		out.TotalPages = 1
	}
	if q.Page == 1 {
		out.Games = matches
	}
	return out, nil
}
