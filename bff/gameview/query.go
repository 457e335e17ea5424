package gameview

import (
	"math"
	"net/url"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/bff/httpx"
)

// Limits of a game list's query.
const (
	DefaultPageSize = 18
	MaxPageSize     = 100
	MaxNameLength   = 64
)

// Keep applies, to lists the BFF pages itself, the filters the upstream applies to its game
// list: category, vendor and classify exactly, the name as a substring in any case. Minimum
// bets and lines are not on a game tile, so they filter the upstream's list only.
func Keep(games []adapters.Game, q adapters.GameQuery) []adapters.Game {
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

// PageOf is one page of a list the BFF pages itself.
func PageOf(games []adapters.Game, page, size int) adapters.GamePage {
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
	if q.Classify != "" && !KnownClassify(q.Classify) {
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
