// Package home serves the home page in one round trip (GET /api/v1/home), and the shell's side
// menu (GET /api/v1/side-menu, sidemenu.go): every section is fetched concurrently under one
// deadline, and a section whose upstream fails is answered as unavailable while the rest of the
// page still renders.
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

// Announcements is the content backend's read the home page calls.
type Announcements interface {
	Announcements(ctx context.Context, s adapters.Scope, q adapters.AnnouncementQuery) (adapters.AnnouncementLists, error)
}

// Backends are a site's backends as the home page calls them.
type Backends struct {
	Catalogue gameview.Showcase
	Content   Content // sidemenu.go
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
	g.GET("/side-menu", h.sideMenu)
}

type handler struct{ Options }

// reads are what the fan-out fetched, each value with its Source (the strips with theirs). The
// page is built from them only when no encoding of the same data is kept: every player who
// asks while the cache entries hold gets those bytes.
type reads struct {
	content read[adapters.AnnouncementLists]
	hot     read[adapters.GameList]
	strips  read[strips]
	vendors read[adapters.VendorInfo]
	winners read[adapters.WinnerBoard]
	matches read[adapters.MatchList]
	links   sites.Links // where a banner may link to
}

// read is one section's read of the fan-out.
type read[T any] struct {
	value T
	err   error
}

func (h handler) home(c echo.Context) error {
	site, scope := sites.From(c), kit.Scope(c)
	ctx, cancel := context.WithTimeout(c.Request().Context(), h.Deadline)
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
		r.hot = fetch(ctx, "hotGames", func(ctx context.Context) (adapters.GameList, error) { return cat.HotGames(ctx, scope, "") })
	})
	wg.Go(func() {
		r.strips = fetch(ctx, "categories", func(ctx context.Context) (strips, error) { return readStrips(ctx, cat, scope) })
	})
	wg.Go(func() {
		r.vendors = fetch(ctx, "vendors", func(ctx context.Context) (adapters.VendorInfo, error) { return cat.VendorInfo(ctx, scope) })
	})
	wg.Go(func() {
		r.winners = fetch(ctx, "winners", func(ctx context.Context) (adapters.WinnerBoard, error) { return cat.Winners(ctx, scope, WinnersShown) })
	})
	wg.Go(func() {
		r.matches = fetch(ctx, "hotMatches", func(ctx context.Context) (adapters.MatchList, error) { return cat.HotMatches(ctx, scope) })
	})
	wg.Wait()

	httpx.CatalogueCache(c)
	return h.Rendered.JSON(c, r.from(make(adapters.Sources, 0, 16)), sites.Variant(c), "", r.page)
}

// from appends where the page's data came from: the reads of every section that answered (a
// read no cache layer answered has the page built for this request alone). A section that
// failed shows as unavailable whatever its reads answered, so it adds none; the entries still
// tell which sections failed, since each section adds entries no other adds (the vendors
// section, whose one entry the strips read too, adds a second copy of it).
func (r *reads) from(from adapters.Sources) adapters.Sources {
	from = answered(from, r.content, r.content.value.Source)
	from = answered(from, r.hot, r.hot.value.Source)
	from = answered(from, r.strips, r.strips.value.from...)
	from = answered(from, r.vendors, r.vendors.value.Source)
	from = answered(from, r.winners, r.winners.value.Source)
	return answered(from, r.matches, r.matches.value.Source)
}

// answered appends a section's sources unless it failed.
func answered[T any](from adapters.Sources, r read[T], sources ...adapters.Source) adapters.Sources {
	if r.err != nil {
		return from
	}
	return append(from, sources...)
}

// page builds the answer from the reads.
func (r *reads) page() any {
	content := r.content.value.Stale
	return Home{
		Announcements: section(r.content, content, func(l adapters.AnnouncementLists) []Announcement { return mapAll(l.Notices, r.announcement) }),
		Popups:        section(r.content, content, func(l adapters.AnnouncementLists) []Announcement { return mapAll(l.Popups, r.announcement) }),
		Banners:       section(r.content, content, r.banners),
		HotGames:      section(r.hot, r.hot.value.Stale, func(l adapters.GameList) []gameview.Game { return gameview.GamesOf(l.Items) }),
		Categories:    section(r.strips, r.strips.value.from.Stale(), strips.build),
		Vendors: section(r.vendors, r.vendors.value.Stale, func(info adapters.VendorInfo) []gameview.Vendor {
			return gameview.MenuVendors(gameview.BuildCategories(info))
		}),
		Winners: section(r.winners, r.winners.value.Stale, func(b adapters.WinnerBoard) []gameview.Winner { return gameview.WinnersOf(b.Items) }),
		HotMatches: section(r.matches, r.matches.value.Stale, func(l adapters.MatchList) []gameview.HotMatch {
			return gameview.HotMatchesOf(l.Items)
		}),
	}
}

// announcement is a notice or popup, its link checked against the site's.
func (r *reads) announcement(a adapters.Announcement) Announcement { return announcementOf(a, r.links) }

// banners are the carousel's, their links checked against the site's.
func (r *reads) banners(l adapters.AnnouncementLists) []Banner {
	return mapAll(l.Banners, func(a adapters.Announcement) Banner { return bannerOf(a, r.links) })
}

// fetch runs one section's read of the fan-out, and logs its failure once. A panic becomes an
// error: in a goroutine of its own it would otherwise end the process, since the recover
// middleware only guards the handler's goroutine.
func fetch[T any](ctx context.Context, name string, get func(context.Context) (T, error)) (r read[T]) {
	defer func() {
		if p := recover(); p != nil {
			r.err = fmt.Errorf("panic: %v", p)
		}
		if r.err != nil {
			httpx.LoggerFrom(ctx).Warn("home section unavailable", zap.String("section", name), zap.Error(r.err))
		}
	}()
	r.value, r.err = get(ctx)
	return r
}

// section is a read as the page shows it, stale when a part of it is.
func section[T, V any](r read[V], stale bool, items func(V) []T) Section[T] {
	if r.err != nil {
		return Section[T]{Status: StatusUnavailable, Items: []T{}}
	}
	out := items(r.value)
	if out == nil {
		out = []T{}
	}
	return Section[T]{Status: StatusOK, Stale: stale, Items: out}
}

// strips is the read of the category strips: the vendor menus, and each home category's first
// games (a fixed-game category's one game) with its page count.
type strips struct {
	info  adapters.VendorInfo
	games [][]adapters.Game
	pages []int
	from  adapters.Sources // the menus' and every strip's reads, in no order
}

// readStrips loads each home category's first games and the vendor menus, all at once.
func readStrips(ctx context.Context, cat gameview.Showcase, scope adapters.Scope) (strips, error) {
	s := strips{
		games: make([][]adapters.Game, len(Categories)), pages: make([]int, len(Categories)),
		from: make(adapters.Sources, 0, 1+2*len(Categories)),
	}
	var mu sync.Mutex // guards s.from, which each read adds its sources to as it answers
	add := func(from ...adapters.Source) {
		mu.Lock()
		defer mu.Unlock()
		s.from = append(s.from, from...)
	}
	g, gctx := errgroup.WithContext(ctx)
	g.Go(func() error {
		var err error
		s.info, err = cat.VendorInfo(gctx, scope)
		add(s.info.Source)
		return err
	})
	for i, code := range Categories {
		g.Go(func() error {
			if gameview.IsFixedGame(code) {
				game, from, err := gameview.LookUpFixed(gctx, cat, scope, code)
				s.games[i], s.pages[i] = []adapters.Game{game}, 1
				add(from...)
				return err
			}
			p, err := cat.ListGames(gctx, scope, adapters.GameQuery{Category: code, Page: 1, PageSize: StripGames})
			s.games[i], s.pages[i] = p.Games, p.TotalPages
			add(p.Source)
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
