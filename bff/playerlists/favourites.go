package playerlists

import (
	"context"
	"errors"
	"net/http"
	"slices"

	"github.com/labstack/echo/v4"

	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/bff/httpx"
	"github.com/casinobff/bff/bff/kit"
)

// IDs is the answer of GET /favourites and of a change: the player's favourites, newest first.
type IDs struct {
	NodeIDs []string `json:"nodeIds"`
}

func (l *Lists) ids(c echo.Context) error {
	fav, scope, err := l.favouritesOf(c)
	if err != nil {
		return err
	}
	list, err := fav.IDs(c.Request().Context(), scope, FavouriteIDLimit)
	if err != nil {
		return err
	}
	return answer(c, list)
}

// add makes a game a favourite. An existing favourite is not added again: the spec skips the
// call, and the answer is the same success.
func (l *Lists) add(c echo.Context, m kit.Member, f Favourite) error {
	return l.change(c, m, f.ref, func(ctx context.Context, fav Favourites, s adapters.Scope, ref adapters.GameRef, list []string) ([]string, error) {
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
func (l *Lists) remove(c echo.Context, m kit.Member, f Favourite) error {
	return l.change(c, m, f.ref, func(ctx context.Context, fav Favourites, s adapters.Scope, ref adapters.GameRef, list []string) ([]string, error) {
		if err := fav.Remove(ctx, s, ref); err != nil {
			return nil, err
		}
		return slices.DeleteFunc(list, func(id string) bool { return id == ref.NodeID }), nil
	})
}

// change reads the favourites as they are, then applies the change to ref, which answers the
// favourites after it. The favourites are read first so that the answer needs no second read,
// and so that an add can see it has nothing to do.
func (l *Lists) change(c echo.Context, m kit.Member, ref adapters.GameRef, apply func(context.Context, Favourites, adapters.Scope, adapters.GameRef, []string) ([]string, error)) error {
	fav, scope := l.backends.Of(c).Favourites, m.Scope
	ctx := c.Request().Context()
	list, err := fav.IDs(ctx, scope, FavouriteIDLimit)
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

// refusal names an unknown game as the bad field it is; other errors keep their meaning.
func refusal(err error) error {
	if errors.Is(err, adapters.ErrGameUnknown) {
		e := kit.Unknown("nodeId", "no such game")
		return e.WithCause(err)
	}
	return err
}
