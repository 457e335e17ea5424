// Package favourites serves the player's favourite games: the node ids that mark hearts
// (GET /favourites), the favourites screen's list (GET /favourites/games) and adding or
// removing one (PUT and DELETE /favourites/{nodeId}). Everything needs a session; nothing is
// cached, by the BFF or by anyone it answers.
package favourites

import (
	"context"
	"errors"
	"net/http"
	"slices"

	"github.com/labstack/echo/v4"

	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/bff/catalog"
	"github.com/casinobff/bff/bff/httpx"
)

// IDs is the answer of GET /favourites and of a change: the player's favourites, newest first.
type IDs struct {
	NodeIDs []string `json:"nodeIds"`
}

// Register adds the favourites routes to g, whose middleware has resolved the site.
func Register(g *echo.Group) {
	g.GET("/favourites", ids)
	g.GET("/favourites/games", games)
	g.PUT("/favourites/:nodeId", add)
	g.DELETE("/favourites/:nodeId", remove)
}

// member is what every favourites handler needs: the session's scope and the member backend.
func member(c echo.Context) (adapters.Favourites, adapters.Scope, error) {
	player, scope, err := catalog.MemberPlayer(c, catalog.ErrFavouritesNeedLogin)
	return player.Favourites, scope, err
}

func ids(c echo.Context) error {
	fav, scope, err := member(c)
	if err != nil {
		return err
	}
	list, err := fav.IDs(c.Request().Context(), scope, catalog.FavouriteIDLimit)
	if err != nil {
		return err
	}
	return answer(c, list)
}

// games answers the favourites screen: 15 a page; a name search answers every match at once.
func games(c echo.Context) error {
	q, bad := catalog.ParseGameQuery(c.QueryParams(), catalog.FavouritesPageSize)
	if len(bad) > 0 {
		return httpx.Validation(bad...)
	}
	fav, scope, err := member(c)
	if err != nil {
		return err
	}
	page, err := catalog.FavouriteGames(c.Request().Context(), fav, scope, q)
	if err != nil {
		return err
	}
	return catalog.PersonalPage(c, page)
}

// add makes a game a favourite. An existing favourite is not added again: the spec skips the
// call, and the answer is the same success.
func add(c echo.Context) error {
	return change(c, func(ctx context.Context, fav adapters.Favourites, s adapters.Scope, ref adapters.GameRef, list []string) ([]string, error) {
		if slices.Contains(list, ref.NodeID) {
			return list, nil
		}
		if err := fav.Add(ctx, s, ref); err != nil {
			return nil, err
		}
		return append([]string{ref.NodeID}, list...), nil
	})
}

// remove drops a game from the favourites; removing one that is not a favourite succeeds.
func remove(c echo.Context) error {
	return change(c, func(ctx context.Context, fav adapters.Favourites, s adapters.Scope, ref adapters.GameRef, list []string) ([]string, error) {
		if err := fav.Remove(ctx, s, ref); err != nil {
			return nil, err
		}
		return slices.DeleteFunc(list, func(id string) bool { return id == ref.NodeID }), nil
	})
}

// change reads the game a change names, the session and the favourites as they are, then
// applies the change, which answers the favourites after it. The favourites are read first so
// that the answer needs no second read, and so that an add can see it has nothing to do.
func change(c echo.Context, apply func(context.Context, adapters.Favourites, adapters.Scope, adapters.GameRef, []string) ([]string, error)) error {
	ref, err := refOf(c)
	if err != nil {
		return err
	}
	fav, scope, err := member(c)
	if err != nil {
		return err
	}
	ctx := c.Request().Context()
	list, err := fav.IDs(ctx, scope, catalog.FavouriteIDLimit)
	if err != nil {
		return err
	}
	if list, err = apply(ctx, fav, scope, ref, list); err != nil {
		return refusal(err)
	}
	return answer(c, list)
}

func answer(c echo.Context, list []string) error {
	if list == nil {
		list = []string{}
	}
	httpx.NoStore(c)
	return c.JSON(http.StatusOK, IDs{NodeIDs: list})
}

// codeGameNotFound is the upstream's refusal of a node id it does not know.
const codeGameNotFound = "game.not.found"

// refusal names an unknown game as the bad field it is; other errors keep their meaning.
func refusal(err error) error {
	var be *adapters.BusinessError
	if errors.As(err, &be) && be.Code == codeGameNotFound {
		e := httpx.Validation(httpx.FieldError{Name: "nodeId", Code: httpx.FieldUnknown, Detail: "no such game"})
		return e.WithCause(err)
	}
	return err
}
