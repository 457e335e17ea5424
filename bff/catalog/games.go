package catalog

import (
	"context"
	"math"
	"net/url"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/labstack/echo/v4"

	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/bff/httpx"
	"github.com/casinobff/bff/bff/sites"
)

// Limits of GET /games.
const (
	DefaultPageSize = 18
	MaxPageSize     = 100
	MaxNameLength   = 64
)

// Register adds the catalogue routes to g, whose middleware has resolved the site; rendered
// keeps the encoded public answers.
func Register(g *echo.Group, rendered *httpx.Rendered) {
	h := handlers{rendered: rendered}
	g.GET("/categories", h.categories)
	g.GET("/games", h.games)
	g.GET("/games/hot", h.hotGames)
	g.GET("/winners", h.winners)
	g.GET("/sports/hot-matches", h.hotMatches)
	g.GET("/recent", recentGames)
}

type handlers struct{ rendered *httpx.Rendered }

// public answers a public catalogue list, which shared caches may keep per language. ctx is
// the context its data was read under: while the cache entries it read hold, the answer goes
// out as encoded before, and build is not called.
func (h handlers) public(c echo.Context, ctx context.Context, build func() any) error {
	httpx.CatalogueCache(c)
	return h.rendered.JSON(c, ctx, sites.Variant(c), build)
}

func (h handlers) categories(c echo.Context) error {
	site := sites.From(c)
	ctx := adapters.WithProvenance(c.Request().Context())
	info, err := site.Catalog.VendorInfo(ctx, sites.Scope(c))
	if err != nil {
		return err
	}
	return h.public(c, ctx, func() any {
		return Categories{Items: BuildCategories(info), Stale: adapters.IsStale(ctx)}
	})
}

// games answers GET /games in one of the list modes: the catalogue (all, filter), the hot list,
// or the player's own favourites or recent games.
func (h handlers) games(c echo.Context) error {
	site, scope := sites.From(c), sites.Scope(c)
	ctx := adapters.WithProvenance(c.Request().Context())
	q, bad := ParseGameQuery(c.QueryParams(), DefaultPageSize)
	mode, modeBad := parseMode(c.QueryParams(), &q)
	bad = append(modeBad, bad...)
	if q.Category != "" && !isMenuCategory(q.Category) {
		info, err := site.Catalog.VendorInfo(ctx, scope)
		switch {
		case err == nil && !knownCategory(info, q.Category):
			bad = append([]httpx.FieldError{{Name: "category", Code: httpx.FieldUnknown}}, bad...)
		case err != nil && len(bad) == 0:
			return err
		}
	}
	if len(bad) > 0 {
		return httpx.Validation(bad...)
	}
	if mode == ModeFav || mode == ModeRecent {
		return personalGames(c, mode, q)
	}
	page, err := listGames(ctx, site.Catalog, scope, mode, q)
	if err != nil {
		return err
	}
	return h.public(c, ctx, func() any {
		return GamePage{Items: GamesOf(page.Games), Page: page.Page, TotalPages: page.TotalPages, Stale: adapters.IsStale(ctx)}
	})
}

// listGames answers the public lists: the hot list and the fixed games, which the BFF pages
// itself, and the upstream's game list.
func listGames(ctx context.Context, cat adapters.GameCatalog, s adapters.Scope, mode string, q adapters.GameQuery) (adapters.GamePage, error) {
	switch {
	case mode == ModeHot:
		hot, err := cat.HotGames(ctx, s, q.Name)
		if err != nil {
			return adapters.GamePage{}, err
		}
		q.Name = "" // the upstream searched the names already, perhaps by another name field
		return pageOf(keep(hot, q), q.Page, q.PageSize), nil
	case IsFixedGame(q.Category):
		g, err := LookUpFixed(ctx, cat, s, q.Category)
		if err != nil {
			return adapters.GamePage{}, err
		}
		// The category is the game itself, which the back office may file under RNG.
		q.Category, q.Name = "", ""
		return pageOf(keep([]adapters.Game{g}, q), q.Page, q.PageSize), nil
	}
	page, err := cat.ListGames(ctx, s, q)
	if err != nil {
		return adapters.GamePage{}, err
	}
	if page.Page < 1 {
		page.Page = q.Page
	}
	return page, nil
}

// keep applies, to lists the BFF pages itself, the filters the upstream applies to its game
// list: category, vendor and classify exactly, the name as a substring in any case. Minimum
// bets and lines are not on a game tile, so they filter the upstream's list only.
func keep(games []adapters.Game, q adapters.GameQuery) []adapters.Game {
	name := strings.ToLower(q.Name)
	var out []adapters.Game
	for _, g := range games {
		if (q.Category == "" || g.Category == q.Category) && (q.Vendor == "" || g.Vendor == q.Vendor) &&
			(q.Classify == "" || g.Classify == q.Classify) && strings.Contains(strings.ToLower(g.Name), name) {
			out = append(out, g)
		}
	}
	return out
}

func pageOf(games []adapters.Game, page, size int) adapters.GamePage {
	total := (len(games) + size - 1) / size
	from := min((page-1)*size, len(games))
	to := min(from+size, len(games))
	return adapters.GamePage{Games: games[from:to], Page: page, TotalPages: total}
}

// ParseGameQuery reads a game list's parameters and names every bad one, in parameter order.
func ParseGameQuery(v url.Values, defaultPageSize int) (adapters.GameQuery, []httpx.FieldError) {
	q := adapters.GameQuery{
		Category: strings.ToUpper(strings.TrimSpace(v.Get("category"))),
		Vendor:   strings.TrimSpace(v.Get("vendor")),
		Name:     strings.TrimSpace(v.Get("name")),
		Classify: strings.ToUpper(strings.TrimSpace(v.Get("classify"))),
		Page:     1,
		PageSize: defaultPageSize,
	}
	var bad []httpx.FieldError
	fail := func(name string, code httpx.FieldCode, detail string) {
		bad = append(bad, httpx.FieldError{Name: name, Code: code, Detail: detail})
	}
	if utf8.RuneCountInString(q.Name) > MaxNameLength {
		fail("name", httpx.FieldTooLong, "at most 64 characters")
	}
	if q.Classify != "" && !knownClassify(q.Classify) {
		fail("classify", httpx.FieldInvalid, "one of JP, SC, VP, TG, AC")
	}
	if s := strings.TrimSpace(v.Get("minBet")); s != "" {
		f, err := strconv.ParseFloat(s, 64)
		switch {
		case err != nil || math.IsNaN(f) || math.IsInf(f, 0):
			fail("minBet", httpx.FieldInvalid, "a number")
		case f < 0:
			fail("minBet", httpx.FieldOutOfRange, "at least 0")
		default:
			q.MinBet = f
		}
	}
	intParam := func(name string, lo, hi int, dst *int) {
		s := strings.TrimSpace(v.Get(name))
		if s == "" {
			return
		}
		n, err := strconv.Atoi(s)
		switch {
		case err != nil:
			fail(name, httpx.FieldInvalid, "a whole number")
		case n < lo || n > hi:
			detail := "at least " + strconv.Itoa(lo)
			if hi < math.MaxInt {
				detail = "from " + strconv.Itoa(lo) + " to " + strconv.Itoa(hi)
			}
			fail(name, httpx.FieldOutOfRange, detail)
		default:
			*dst = n
		}
	}
	intParam("minLine", 0, math.MaxInt, &q.MinLine)
	intParam("page", 1, math.MaxInt, &q.Page)
	intParam("pageSize", 1, MaxPageSize, &q.PageSize)
	return q, bad
}
