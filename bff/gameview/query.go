package gameview

import (
	"math"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/bff/kit"
)

// Limits of a game list's query.
const (
	DefaultPageSize = 18
	MaxPageSize     = 100
	MaxNameLength   = 64
	// MaxPage bounds the page number: far beyond any catalogue's last page at any page size,
	// and small enough that no page arithmetic overflows. A page past the last is answered
	// empty (adapters/cached keeps each list's page count).
	MaxPage = 10_000
)

// The filter values a list accepts: every value is a key of the catalogue cache, so each
// filter takes one of a few values, and the cache's keys are a finite set. 0 is no filter.
var (
	// MinBets are the filter drawer's minimum bets (frontend lobby-page.tsx, minBets).
	MinBets = []float64{0.5, 1, 5, 10}
	// MinLines are the line counts slot games come in, for a filter the site does not offer.
	MinLines = []int{1, 5, 9, 10, 20, 25, 30, 40, 50, 243, 1024}
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
func ParseGameQuery(v url.Values, defaultPageSize int) (adapters.GameQuery, kit.Problems) {
	q := adapters.GameQuery{
		Category: strings.ToUpper(strings.TrimSpace(v.Get("category"))),
		Vendor:   strings.TrimSpace(v.Get("vendor")),
		Name:     strings.TrimSpace(v.Get("name")),
		Classify: strings.ToUpper(strings.TrimSpace(v.Get("classify"))),
		Page:     1,
		PageSize: defaultPageSize,
	}
	var bad kit.Problems
	if utf8.RuneCountInString(q.Name) > MaxNameLength {
		bad.TooLong("name", "at most 64 characters")
	}
	if q.Classify != "" && !KnownClassify(q.Classify) {
		bad.Invalid("classify", "one of JP, SC, VP, TG, AC")
	}
	if s := strings.TrimSpace(v.Get("minBet")); s != "" {
		f, err := strconv.ParseFloat(s, 64)
		switch {
		case err != nil || math.IsNaN(f) || math.IsInf(f, 0):
			bad.Invalid("minBet", "a number")
		case f < 0:
			bad.OutOfRange("minBet", "at least 0")
		case f != 0 && !slices.Contains(MinBets, f):
			bad.Invalid("minBet", "one of "+join(MinBets, formatFloat))
		default:
			q.MinBet = f
		}
	}
	intParam := func(name string, lo, hi int, dst *int) bool {
		s := strings.TrimSpace(v.Get(name))
		if s == "" {
			return false
		}
		n, err := strconv.Atoi(s)
		switch {
		case err != nil:
			bad.Invalid(name, "a whole number")
		case n < lo || n > hi:
			detail := "at least " + strconv.Itoa(lo)
			if hi < math.MaxInt {
				detail = "from " + strconv.Itoa(lo) + " to " + strconv.Itoa(hi)
			}
			bad.OutOfRange(name, detail)
		default:
			*dst = n
			return true
		}
		return false
	}
	if intParam("minLine", 0, math.MaxInt, &q.MinLine) && q.MinLine != 0 && !slices.Contains(MinLines, q.MinLine) {
		bad.Invalid("minLine", "one of "+join(MinLines, strconv.Itoa))
		q.MinLine = 0
	}
	intParam("page", 1, MaxPage, &q.Page)
	intParam("pageSize", 1, MaxPageSize, &q.PageSize)
	return q, bad
}

// QueryKey is q as query parameters in one spelling: those ParseGameQuery reads, with their
// parsed values, those at their defaults left out; encoded, they are in name order. Two
// requests that ParseGameQuery reads alike have the same key, whatever else they carried and
// however they spelled it.
func QueryKey(q adapters.GameQuery, defaultPageSize int) url.Values {
	v := url.Values{}
	set := func(name, value string, unset bool) {
		if !unset {
			v.Set(name, value)
		}
	}
	set("category", q.Category, q.Category == "")
	set("vendor", q.Vendor, q.Vendor == "")
	set("name", q.Name, q.Name == "")
	set("classify", q.Classify, q.Classify == "")
	set("minBet", formatFloat(q.MinBet), q.MinBet == 0)
	set("minLine", strconv.Itoa(q.MinLine), q.MinLine == 0)
	set("page", strconv.Itoa(q.Page), q.Page == 1)
	set("pageSize", strconv.Itoa(q.PageSize), q.PageSize == defaultPageSize)
	return v
}

func formatFloat(f float64) string { return strconv.FormatFloat(f, 'f', -1, 64) }

// join lists values as "a, b, c".
func join[T any](values []T, format func(T) string) string {
	out := make([]string, len(values))
	for i, x := range values {
		out[i] = format(x)
	}
	return strings.Join(out, ", ")
}
