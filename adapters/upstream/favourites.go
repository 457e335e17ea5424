package upstream

import (
	"context"
	"net/http"
	"net/url"
	"strconv"

	"github.com/casinobff/bff/adapters"
)

// The member backend's favourite calls.
const (
	pathFavouriteIDs    = "/wps/relay/MCSFE_getFavoriteGames"
	pathFavourites      = "/wps/relay/MCSFE_getFavoriteGamesList"
	pathAddFavourite    = "/wps/relay/MCSFE_addFavoriteGameV2"
	pathRemoveFavourite = "/wps/relay/MCSFE_removeFavoriteGameV2"
)

// Favourites is adapters.Favourites over the platform protocol.
type Favourites struct{ c *Client }

var _ adapters.Favourites = (*Favourites)(nil)

// NewFavourites reads and changes favourites through c, a Client for the site's member backend.
func NewFavourites(c *Client) *Favourites { return &Favourites{c: c} }

// IDs reads the first limit favourite node ids in one call.
func (f *Favourites) IDs(ctx context.Context, s adapters.Scope, limit int) ([]string, error) {
	v := url.Values{"pageNo": {"1"}, "pageSize": {strconv.Itoa(max(limit, 1))}}
	var w struct {
		Content []wireID `json:"content"`
	}
	if err := f.c.Get(ctx, s, "FavouriteIDs", pathFavouriteIDs, v, &w); err != nil {
		return nil, err
	}
	ids := make([]string, 0, len(w.Content))
	for _, id := range w.Content {
		if id != "" {
			ids = append(ids, string(id))
		}
	}
	return ids, nil
}

// List reads one page of the favourite games.
func (f *Favourites) List(ctx context.Context, s adapters.Scope, q adapters.MemberListQuery) (adapters.GamePage, error) {
	return memberList(ctx, f.c, s, "Favourites", pathFavourites, "pageNo", nil, q)
}

// Add makes g a favourite.
func (f *Favourites) Add(ctx context.Context, s adapters.Scope, g adapters.GameRef) error {
	return f.c.Do(ctx, s, Call{Op: "AddFavourite", Method: http.MethodPost, Path: pathAddFavourite, Body: favouriteBody(g)}, nil)
}

// Remove drops g from the favourites.
func (f *Favourites) Remove(ctx context.Context, s adapters.Scope, g adapters.GameRef) error {
	return f.c.Do(ctx, s, Call{Op: "RemoveFavourite", Method: http.MethodPost, Path: pathRemoveFavourite, Body: favouriteBody(g)}, nil)
}

type wireFavourite struct {
	NodeID string `json:"nodeId"`
	Vendor string `json:"vendor"`
}

func favouriteBody(g adapters.GameRef) wireFavourite {
	return wireFavourite{NodeID: g.NodeID, Vendor: g.Vendor}
}

// memberList reads one page of a member's game list. The lists name their page parameter
// differently (pageNo, page), and some take fixed parameters.
func memberList(ctx context.Context, c *Client, s adapters.Scope, op, path, pageParam string, fixed url.Values, q adapters.MemberListQuery) (adapters.GamePage, error) {
	page := max(q.Page, 1)
	v := url.Values{pageParam: {strconv.Itoa(page)}}
	for k, vs := range fixed {
		v[k] = vs
	}
	if q.PageSize > 0 {
		v.Set("pageSize", strconv.Itoa(q.PageSize))
	}
	setIf(v, "gameType", q.Category)
	setIf(v, "language", s.Language)
	var w wireGameList
	if err := c.Get(ctx, s, op, path, v, &w); err != nil {
		return adapters.GamePage{}, err
	}
	if w.PageNum > 0 {
		page = w.PageNum
	}
	return adapters.GamePage{Games: mapGames(w.Games), Page: page, TotalPages: w.TotalPages}, nil
}
