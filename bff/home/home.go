// Package home serves the home page in one round trip (GET /api/v1/home): every section is
// fetched concurrently under one deadline, and a section whose upstream fails is answered as
// unavailable while the rest of the page still renders.
package home

import (
	"context"
	"fmt"
	"sync"
	"time"

	"github.com/labstack/echo/v4"
	"go.uber.org/zap"
	"golang.org/x/sync/errgroup"

	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/bff/gameview"
	"github.com/casinobff/bff/bff/httpx"
	"github.com/casinobff/bff/bff/kit"
	"github.com/casinobff/bff/bff/sites"
)

// Page sizes of the home page's lists.
const (
	StripGames   = 9                     // games per category strip
	WinnersShown = gameview.WinnersShown // entries of the winner board
)

// Categories are the category strips of the home page, in order.
var Categories = []string{"RNG", "LIVE", "FISH", "PVP", "ELOTT", "RUMMY", "LUDO"}

// contentQuery fetches the notices and the home banners in one call: the group filter keeps
// the items of m_home and those of no group, which the notices are.
var contentQuery = adapters.AnnouncementQuery{Types: []string{"B", "PL", "PU", "PR", "H"}, Group: "m_home"}

// Catalogue is the game aggregator's reads as the home page calls them.
type Catalogue interface {
	gameview.GameLister
	HotGames(ctx context.Context, s adapters.Scope, name string) ([]adapters.Game, error)
	VendorInfo(ctx context.Context, s adapters.Scope) (adapters.VendorInfo, error)
	Winners(ctx context.Context, s adapters.Scope, limit int) ([]adapters.Winner, error)
	HotMatches(ctx context.Context, s adapters.Scope) ([]adapters.HotMatch, error)
}

// Announcements is the content backend's read the home page calls.
type Announcements interface {
	Announcements(ctx context.Context, s adapters.Scope, q adapters.AnnouncementQuery) (adapters.AnnouncementLists, error)
}

// Backends are a site's backends as the home page calls them.
type Backends struct {
	Catalogue Catalogue
	Content   Announcements
}

// Options are the feature's dependencies.
type Options struct {
	Backends kit.Backends[Backends]
	// Deadline bounds the whole fan-out: a slow section is cut off and answered as unavailable.
	Deadline time.Duration
	// Rendered keeps the encoded page while the cache entries it was built from hold.
	Rendered *httpx.Rendered
}

// Register adds the home route to g, whose middleware has resolved the site.
func Register(g *echo.Group, o Options) {
	h := handler{o}
	g.GET("/home", h.home)
}

type handler struct{ Options }

// reads are what the fan-out fetched. The page is built from them only when no encoding of
// the same data is kept: every player who asks while the cache entries hold gets those bytes.
type reads struct {
	content read[adapters.AnnouncementLists]
	hot     read[[]adapters.Game]
	strips  read[strips]
	vendors read[adapters.VendorInfo]
	winners read[[]adapters.Winner]
	matches read[[]adapters.HotMatch]
	links   sites.Links // where a banner may link to
}

// read is one upstream read of the fan-out.
type read[T any] struct {
	value T
	stale bool
	err   error
}

func (h handler) home(c echo.Context) error {
	site, scope := sites.From(c), sites.Scope(c)
	page := adapters.WithProvenance(c.Request().Context())
	ctx, cancel := context.WithTimeout(page, h.Deadline)
	defer cancel()
	b := h.Backends.Of(c)
	cat, content := b.Catalogue, b.Content

	r := reads{links: site.Links}
	var wg sync.WaitGroup
	wg.Go(func() {
		r.content = fetch(ctx, "announcements and banners", func(ctx context.Context) (adapters.AnnouncementLists, error) {
			return content.Announcements(ctx, scope, contentQuery)
		})
	})
	wg.Go(func() {
		r.hot = fetch(ctx, "hotGames", func(ctx context.Context) ([]adapters.Game, error) { return cat.HotGames(ctx, scope, "") })
	})
	wg.Go(func() {
		r.strips = fetch(ctx, "categories", func(ctx context.Context) (strips, error) { return readStrips(ctx, cat, scope) })
	})
	wg.Go(func() {
		r.vendors = fetch(ctx, "vendors", func(ctx context.Context) (adapters.VendorInfo, error) { return cat.VendorInfo(ctx, scope) })
	})
	wg.Go(func() {
		r.winners = fetch(ctx, "winners", func(ctx context.Context) ([]adapters.Winner, error) { return cat.Winners(ctx, scope, WinnersShown) })
	})
	wg.Go(func() {
		r.matches = fetch(ctx, "hotMatches", func(ctx context.Context) ([]adapters.HotMatch, error) { return cat.HotMatches(ctx, scope) })
	})
	wg.Wait()

	httpx.CatalogueCache(c)
	return h.Rendered.JSON(c, page, sites.Variant(c), "", r.page)
}

// page builds the answer from the reads.
func (r *reads) page() any {
	return Home{
		Announcements: section(r.content, func(l adapters.AnnouncementLists) []Announcement { return mapAll(l.Notices, r.announcement) }),
		Popups:        section(r.content, func(l adapters.AnnouncementLists) []Announcement { return mapAll(l.Popups, r.announcement) }),
		Banners:       section(r.content, r.banners),
		HotGames:      section(r.hot, gameview.GamesOf),
		Categories:    section(r.strips, strips.build),
		Vendors: section(r.vendors, func(info adapters.VendorInfo) []gameview.Vendor {
			return gameview.MenuVendors(gameview.BuildCategories(info))
		}),
		Winners:    section(r.winners, gameview.WinnersOf),
		HotMatches: section(r.matches, gameview.HotMatchesOf),
	}
}

// announcement is a notice or popup, its link checked against the site's.
func (r *reads) announcement(a adapters.Announcement) Announcement { return announcementOf(a, r.links) }

// banners are the carousel's, their links checked against the site's.
func (r *reads) banners(l adapters.AnnouncementLists) []Banner {
	return mapAll(l.Banners, func(a adapters.Announcement) Banner { return bannerOf(a, r.links) })
}

// fetch runs one upstream read of the fan-out under its own provenance, and logs its failure
// once. A panic becomes an error: in a goroutine of its own it would otherwise end the
// process, since the recover middleware only guards the handler's goroutine. A read that no
// cache layer answered marks the page as built for this request alone.
func fetch[T any](ctx context.Context, name string, get func(context.Context) (T, error)) (r read[T]) {
	ctx = adapters.WithProvenance(ctx)
	defer func() {
		if p := recover(); p != nil {
			r.err = fmt.Errorf("panic: %v", p)
		}
		if r.err != nil {
			httpx.LoggerFrom(ctx).Warn("home section unavailable", zap.String("section", name), zap.Error(r.err))
		}
	}()
	r.value, r.err = get(ctx)
	if _, cached := adapters.CachedEntries(ctx); r.err == nil && !cached {
		adapters.MarkUncached(ctx)
	}
	r.stale = adapters.IsStale(ctx)
	return r
}

// section is a read as the page shows it.
func section[T, V any](r read[V], items func(V) []T) Section[T] {
	if r.err != nil {
		return Section[T]{Status: StatusUnavailable, Items: []T{}}
	}
	out := items(r.value)
	if out == nil {
		out = []T{}
	}
	return Section[T]{Status: StatusOK, Stale: r.stale, Items: out}
}

// strips is the read of the category strips: the vendor menus, and each home category's first
// games (a fixed-game category's one game) with its page count.
type strips struct {
	info  adapters.VendorInfo
	games [][]adapters.Game
	pages []int
}

// readStrips loads each home category's first games and the vendor menus, all at once.
func readStrips(ctx context.Context, cat Catalogue, scope adapters.Scope) (strips, error) {
	s := strips{games: make([][]adapters.Game, len(Categories)), pages: make([]int, len(Categories))}
	g, gctx := errgroup.WithContext(ctx)
	g.Go(func() error {
		var err error
		s.info, err = cat.VendorInfo(gctx, scope)
		return err
	})
	for i, code := range Categories {
		g.Go(func() error {
			if gameview.IsFixedGame(code) {
				game, err := gameview.LookUpFixed(gctx, cat, scope, code)
				s.games[i], s.pages[i] = []adapters.Game{game}, 1
				return err
			}
			p, err := cat.ListGames(gctx, scope, adapters.GameQuery{Category: code, Page: 1, PageSize: StripGames})
			s.games[i], s.pages[i] = p.Games, p.TotalPages
			return err
		})
	}
	return s, g.Wait()
}

// build gives each strip its category's vendors from the menu. A category the site does not
// offer (no vendors, no games) is left out.
func (s strips) build() []CategoryGames {
	vendors := map[string][]gameview.Vendor{}
	for _, c := range gameview.BuildCategories(s.info) {
		vendors[c.Code] = c.Vendors
	}
	out := make([]CategoryGames, 0, len(Categories))
	for i, code := range Categories {
		strip := CategoryGames{Code: code, Games: gameview.GamesOf(s.games[i]), Vendors: []gameview.Vendor{}, TotalPages: s.pages[i]}
		if vs := vendors[code]; vs != nil {
			strip.Vendors = vs
		}
		if len(strip.Vendors) > 0 || len(strip.Games) > 0 {
			out = append(out, strip)
		}
	}
	return out
}
