// Package home serves the home page in one round trip (GET /api/v1/home): every section is
// fetched concurrently under one deadline, and a section whose upstream fails is answered as
// unavailable while the rest of the page still renders.
package home

import (
	"context"
	"fmt"
	"net/http"
	"sync"
	"time"

	"github.com/labstack/echo/v4"
	"go.uber.org/zap"
	"golang.org/x/sync/errgroup"

	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/bff/catalog"
	"github.com/casinobff/bff/bff/httpx"
	"github.com/casinobff/bff/bff/sites"
)

// Page sizes of the home page's lists.
const (
	StripGames   = 9                    // games per category strip
	WinnersShown = catalog.WinnersShown // entries of the winner board
)

// Categories are the category strips of the home page, in order.
var Categories = []string{"RNG", "LIVE", "FISH", "PVP", "ELOTT", "RUMMY", "LUDO"}

// contentQuery fetches the notices and the home banners in one call: the group filter keeps
// the items of m_home and those of no group, which the notices are.
var contentQuery = adapters.AnnouncementQuery{Types: []string{"B", "PL", "PU", "PR", "H"}, Group: "m_home"}

// Register adds the home route to g, whose middleware has resolved the site. deadline bounds
// the whole fan-out: a slow section is cut off and answered as unavailable.
func Register(g *echo.Group, deadline time.Duration) {
	h := handler{deadline: deadline}
	g.GET("/home", h.home)
}

type handler struct{ deadline time.Duration }

func (h handler) home(c echo.Context) error {
	site, scope := sites.From(c), sites.Scope(c)
	ctx, cancel := context.WithTimeout(c.Request().Context(), h.deadline)
	defer cancel()
	cat, content := site.Catalog, site.Content

	var page Home
	var wg sync.WaitGroup
	wg.Go(func() {
		lists, stale, err := fetch(ctx, func(ctx context.Context) (adapters.AnnouncementLists, error) {
			return content.Announcements(ctx, scope, contentQuery)
		})
		page.Announcements = section(ctx, "announcements", mapAll(lists.Notices, announcementOf), stale, err)
		page.Banners = section(ctx, "banners", mapAll(lists.Banners, bannerOf), stale, err)
	})
	wg.Go(func() {
		games, stale, err := fetch(ctx, func(ctx context.Context) ([]adapters.Game, error) { return cat.HotGames(ctx, scope, "") })
		page.HotGames = section(ctx, "hotGames", catalog.GamesOf(games), stale, err)
	})
	wg.Go(func() {
		strips, stale, err := fetch(ctx, func(ctx context.Context) ([]CategoryGames, error) { return categoryStrips(ctx, cat, scope) })
		page.Categories = section(ctx, "categories", strips, stale, err)
	})
	wg.Go(func() {
		info, stale, err := fetch(ctx, func(ctx context.Context) (adapters.VendorInfo, error) { return cat.VendorInfo(ctx, scope) })
		page.Vendors = section(ctx, "vendors", catalog.MenuVendors(catalog.BuildCategories(info)), stale, err)
	})
	wg.Go(func() {
		ws, stale, err := fetch(ctx, func(ctx context.Context) ([]adapters.Winner, error) { return cat.Winners(ctx, scope, WinnersShown) })
		page.Winners = section(ctx, "winners", catalog.WinnersOf(ws), stale, err)
	})
	wg.Go(func() {
		ms, stale, err := fetch(ctx, func(ctx context.Context) ([]adapters.HotMatch, error) { return cat.HotMatches(ctx, scope) })
		page.HotMatches = section(ctx, "hotMatches", catalog.HotMatchesOf(ms), stale, err)
	})
	wg.Wait()

	httpx.CatalogueCache(c)
	return c.JSON(http.StatusOK, page)
}

// fetch runs one upstream read of the fan-out under its own provenance. A panic becomes
// an error: in a goroutine of its own it would otherwise end the process, since the recover
// middleware only guards the handler's goroutine.
func fetch[T any](ctx context.Context, read func(context.Context) (T, error)) (v T, stale bool, err error) {
	ctx = adapters.WithProvenance(ctx)
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("panic: %v", r)
		}
	}()
	v, err = read(ctx)
	return v, adapters.IsStale(ctx), err
}

// section is a read's outcome as the page shows it; a failure is logged here, once.
func section[T any](ctx context.Context, name string, items []T, stale bool, err error) Section[T] {
	if err != nil {
		httpx.LoggerFrom(ctx).Warn("home section unavailable", zap.String("section", name), zap.Error(err))
		return Section[T]{Status: StatusUnavailable, Items: []T{}}
	}
	if items == nil {
		items = []T{}
	}
	return Section[T]{Status: StatusOK, Stale: stale, Items: items}
}

// categoryStrips loads each home category's first games and its vendors, all at once. A
// category the site does not offer (no vendors, no games) is left out.
func categoryStrips(ctx context.Context, cat adapters.GameCatalog, scope adapters.Scope) ([]CategoryGames, error) {
	var menu []catalog.Category
	strips := make([]CategoryGames, len(Categories))
	g, gctx := errgroup.WithContext(ctx)
	g.Go(func() error {
		info, err := cat.VendorInfo(gctx, scope)
		menu = catalog.BuildCategories(info)
		return err
	})
	for i, code := range Categories {
		g.Go(func() error {
			strips[i] = CategoryGames{Code: code, Vendors: []catalog.Vendor{}, TotalPages: 1}
			if catalog.IsFixedGame(code) {
				game, err := catalog.FixedGame(gctx, cat, scope, code)
				strips[i].Games = []catalog.Game{game}
				return err
			}
			p, err := cat.ListGames(gctx, scope, adapters.GameQuery{Category: code, Page: 1, PageSize: StripGames})
			strips[i].Games, strips[i].TotalPages = catalog.GamesOf(p.Games), p.TotalPages
			return err
		})
	}
	if err := g.Wait(); err != nil {
		return nil, err
	}
	vendors := map[string][]catalog.Vendor{}
	for _, c := range menu {
		vendors[c.Code] = c.Vendors
	}
	out := make([]CategoryGames, 0, len(strips))
	for _, s := range strips {
		if vs := vendors[s.Code]; vs != nil {
			s.Vendors = vs
		}
		if len(s.Vendors) > 0 || len(s.Games) > 0 {
			out = append(out, s)
		}
	}
	return out, nil
}
