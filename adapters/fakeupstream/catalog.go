package fakeupstream

import (
	"fmt"
	"net/http"
	"net/url"
	"strconv"
	"strings"
)

// Page sizes when a call gives none, and the most one page may hold (a screen asks 999
// favourite ids at once).
const (
	defaultGamePageSize = 30
	maxPageSize         = 1000
)

// gameFilter is the game list's query: zero values mean "no filter".
type gameFilter struct {
	gameType, vendor, name, classify string
	minBet                           float64
	minLine                          int
}

// parseGameFilter reads the filters of GCSGAME_gameList.
func parseGameFilter(q url.Values) (gameFilter, error) {
	f := gameFilter{
		gameType: q.Get("gameType"),
		vendor:   q.Get("vassalage"),
		name:     strings.ToLower(strings.TrimSpace(q.Get("gameName"))),
		classify: q.Get("gameClassify"),
	}
	if v := q.Get("minBet"); v != "" {
		bet, err := strconv.ParseFloat(v, 64)
		if err != nil || bet < 0 {
			return f, fmt.Errorf("minBet %q is not a number", v)
		}
		f.minBet = bet
	}
	if v := q.Get("minLine"); v != "" {
		line, err := strconv.Atoi(v)
		if err != nil || line < 0 {
			return f, fmt.Errorf("minLine %q is not a whole number", v)
		}
		f.minLine = line
	}
	return f, nil
}

// matches: type, vendor and classify exactly; the name as a case-insensitive substring of what
// players see; minimum bet and lines at least the filter's.
func (f gameFilter) matches(g *game) bool {
	return (f.gameType == "" || g.GameType == f.gameType) &&
		(f.vendor == "" || g.Vassalage == f.vendor) &&
		(f.classify == "" || g.GameClassifyNew == f.classify) &&
		(f.name == "" || strings.Contains(strings.ToLower(g.Name()), f.name)) &&
		g.MinBet >= f.minBet && g.MinLine >= f.minLine
}

// paging reads a 1-based page number and a page size from q.
func paging(q url.Values, pageParam string, defaultSize int) (page, size int, err error) {
	if page, err = intParam(q, pageParam, 1, 1, 1<<30); err != nil {
		return 0, 0, err
	}
	if size, err = intParam(q, "pageSize", defaultSize, 1, maxPageSize); err != nil {
		return 0, 0, err
	}
	return page, size, nil
}

func intParam(q url.Values, name string, def, lo, hi int) (int, error) {
	v := q.Get(name)
	if v == "" {
		return def, nil
	}
	n, err := strconv.Atoi(v)
	if err != nil || n < lo || n > hi {
		return 0, fmt.Errorf("%s %q is not a whole number from %d to %d", name, v, lo, hi)
	}
	return n, nil
}

// pageOf cuts page (1-based) of size out of xs; totalPages is 0 for an empty list.
func pageOf[T any](xs []T, page, size int) (items []T, totalPages int) {
	totalPages = (len(xs) + size - 1) / size
	lo := min((page-1)*size, len(xs))
	hi := min(lo+size, len(xs))
	return append(make([]T, 0, hi-lo), xs[lo:hi]...), totalPages
}

// listPage is the paged answer of the game list.
type listPage[T any] struct {
	Games      []T `json:"games"`
	PageNum    int `json:"pageNum"`
	TotalPages int `json:"totalPages"`
}

// contentPage is the paged answer of favourites and recent games, which name the list content.
type contentPage[T any] struct {
	Content    []T `json:"content"`
	PageNum    int `json:"pageNum"`
	TotalPages int `json:"totalPages"`
}

func badParam(w http.ResponseWriter, err error) {
	refuse(w, http.StatusBadRequest, "param.invalid", err.Error())
}

func (s *Server) listGames(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	f, err := parseGameFilter(q)
	if err != nil {
		badParam(w, err)
		return
	}
	page, size, err := paging(q, "pageNo", defaultGamePageSize)
	if err != nil {
		badParam(w, err)
		return
	}
	// Pointers while filtering: copying every matching game would make the fake's own work,
	// which shares the machine in benchmarks, weigh on what the BFF is measured by.
	var hits []*game
	for i := range s.fx.games {
		if g := &s.fx.games[i]; f.matches(g) {
			hits = append(hits, g)
		}
	}
	games, total := pageOf(hits, page, size)
	answer(w, listPage[*game]{Games: games, PageNum: page, TotalPages: total})
}

func (s *Server) hotGames(w http.ResponseWriter, r *http.Request) {
	f := gameFilter{name: strings.ToLower(strings.TrimSpace(r.URL.Query().Get("gameName")))}
	out := []*game{}
	for i := range s.fx.hot {
		if g := &s.fx.hot[i]; f.matches(g) {
			out = append(out, g)
		}
	}
	answer(w, out)
}

func (s *Server) vendorInfo(w http.ResponseWriter, _ *http.Request) {
	answer(w, s.fx.vendors)
}

// winners answers the board as recorded, cut to limitNum (100 when not given).
func (s *Server) winners(w http.ResponseWriter, r *http.Request) {
	limit, err := intParam(r.URL.Query(), "limitNum", 100, 1, maxPageSize)
	if err != nil {
		badParam(w, err)
		return
	}
	answer(w, s.fx.winners[:min(limit, len(s.fx.winners))])
}

func (s *Server) hotMatches(w http.ResponseWriter, _ *http.Request) {
	answer(w, s.fx.hotMatches)
}
