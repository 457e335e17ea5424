package catalog_test

import (
	"fmt"
	"math/rand/v2"
	"net/http"
	"net/url"
	"slices"
	"sort"
	"strconv"
	"sync"
	"testing"
	"time"

	"github.com/casinobff/bff/adapters/cached"
	"github.com/casinobff/bff/adapters/fakeupstream"
	"github.com/casinobff/bff/adapters/upstream"
	"github.com/casinobff/bff/bff"
	"github.com/casinobff/bff/bff/bfftest"
	"github.com/casinobff/bff/bff/catalog"
	"github.com/casinobff/bff/bff/gameview"
	"github.com/casinobff/bff/bff/httpx"
)

// floodStack is the real server over the fake upstream with a catalogue cache and encoded
// answers the test can weigh.
type floodStack struct {
	fake     *fakeupstream.Server
	server   *bff.Server
	games    *cached.Games
	rendered *httpx.Rendered
}

func newFloodStack(t *testing.T, lim cached.Limits) *floodStack {
	t.Helper()
	fake, fakeURL := bfftest.StartFakeUpstream(t)
	clk := bfftest.NewClock(time.Date(2026, 11, 22, 12, 0, 0, 0, time.UTC))
	client, err := upstream.New(upstream.Options{Site: "demo", Backend: "games", BaseURL: fakeURL, Merchant: "DEMO", Timeout: 5 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	s := &floodStack{
		fake: fake,
		games: cached.NewGames(upstream.NewGames(client), cached.Options{
			Site: "demo", TTL: bfftest.CacheTTL, StaleMaxAge: 10 * time.Minute, Timeout: 5 * time.Second, Now: clk.Now, Limits: lim,
		}),
		rendered: httpx.NewRendered(lim),
	}
	s.server = bfftest.RealServer(t, fakeURL, clk, func(o *bff.Options) {
		b := o.Backends["demo"]
		b.Catalog = s.games
		o.Backends["demo"] = b
		o.Rendered = s.rendered
	})
	return s
}

// floodRequest is one made-up game list request, and what the BFF must make of it.
type floodRequest struct {
	target string
	valid  bool
	key    string // the list and page it asks the upstream for, when valid
}

// floodRequests makes n requests as a flood sends them: random minimum bets, line counts,
// pages and vendors, most of them made up, and parameters the BFF does not read.
func floodRequests(rng *rand.Rand, n int, vendors []string) []floodRequest {
	out := make([]floodRequest, n)
	pick := func(p float64) bool { return rng.Float64() < p }
	for i := range out {
		v := url.Values{"category": {"RNG"}}
		valid := true
		var minBet, minLine float64
		switch {
		case pick(0.4):
			minBet = float64(rng.IntN(1_000_000)) / 1000
			if minBet != 0 && !slices.Contains(gameview.MinBets, minBet) {
				valid = false
			}
			v.Set("minBet", strconv.FormatFloat(minBet, 'f', -1, 64))
		case pick(0.5):
			minBet = gameview.MinBets[rng.IntN(len(gameview.MinBets))]
			v.Set("minBet", strconv.FormatFloat(minBet, 'f', -1, 64))
		}
		switch {
		case pick(0.2):
			n := rng.IntN(2000)
			minLine = float64(n)
			valid = valid && (n == 0 || slices.Contains(gameview.MinLines, n))
			v.Set("minLine", strconv.Itoa(n))
		case pick(0.2):
			minLine = float64(gameview.MinLines[rng.IntN(len(gameview.MinLines))])
			v.Set("minLine", strconv.FormatFloat(minLine, 'f', -1, 64))
		}
		page := 1
		switch r := rng.Float64(); {
		case r < 0.5:
			page = 1 + rng.IntN(3)
		case r < 0.7:
			page = 1 + rng.IntN(gameview.MaxPage)
		case r < 0.9:
			page = 1 + rng.IntN(1_000_000_000)
			valid = valid && page <= gameview.MaxPage
		}
		v.Set("page", strconv.Itoa(page))
		vendor := ""
		switch {
		case pick(0.15):
			vendor = vendors[rng.IntN(len(vendors))]
		case pick(0.1):
			vendor, valid = fmt.Sprintf("V%d", rng.IntN(1_000_000)), false
		}
		if vendor != "" {
			v.Set("vendor", vendor)
		}
		if pick(0.5) {
			v.Set(fmt.Sprintf("x%d", rng.IntN(1000)), strconv.Itoa(rng.Int()))
		}
		out[i] = floodRequest{
			target: "/api/v1/games?" + v.Encode(), valid: valid,
			key: fmt.Sprint(vendor, "|", minBet, "|", minLine, "|", page),
		}
	}
	return out
}

// flood sends requests from workers at once and checks each answer: 200 for a valid request,
// validation_failed for the others.
func (s *floodStack) flood(t *testing.T, requests []floodRequest, workers int, during func()) {
	t.Helper()
	var wg sync.WaitGroup
	next := make(chan floodRequest)
	for range workers {
		wg.Go(func() {
			for r := range next {
				rec := bfftest.APICall(s.server, http.MethodGet, r.target, "")
				want := map[bool]int{true: http.StatusOK, false: http.StatusBadRequest}[r.valid]
				if rec.Code != want {
					t.Errorf("%s: status %d, want %d: %s", r.target, rec.Code, want, rec.Body)
				}
			}
		})
	}
	stop := make(chan struct{})
	var side sync.WaitGroup
	if during != nil {
		side.Go(func() {
			for {
				select {
				case <-stop:
					return
				default:
					during()
				}
			}
		})
	}
	for _, r := range requests {
		next <- r
	}
	close(next)
	wg.Wait()
	close(stop)
	side.Wait()
}

func menuVendors(t *testing.T, srv *bff.Server) []string {
	t.Helper()
	rec := bfftest.APICall(srv, http.MethodGet, "/api/v1/categories", "")
	bfftest.WantStatus(t, rec, http.StatusOK)
	var codes []string
	for _, v := range gameview.MenuVendors(bfftest.Decode[catalog.Categories](t, rec.Body.Bytes()).Items) {
		codes = append(codes, v.Code)
	}
	return codes
}

// TestFloodOfMadeUpQueries is the operator's finding as a test: made-up minimum bets, line
// counts, pages and vendors ask the upstream at most once per list the site really has, are
// refused otherwise, and leave a player's reads answered, fast.
func TestFloodOfMadeUpQueries(t *testing.T) {
	const requests, workers = 2000, 16
	s := newFloodStack(t, cached.Limits{})
	rng := rand.New(rand.NewPCG(15, 2026))
	flood := floodRequests(rng, requests, menuVendors(t, s.server))
	s.fake.ResetHits()

	var mu sync.Mutex
	var player []time.Duration
	read := func() {
		start := time.Now()
		rec := bfftest.APICall(s.server, http.MethodGet, "/api/v1/games?category=RNG&page=1", "")
		took := time.Since(start)
		if rec.Code != http.StatusOK {
			t.Errorf("a player's read during the flood: %d %s", rec.Code, rec.Body)
		}
		mu.Lock()
		player = append(player, took)
		mu.Unlock()
		time.Sleep(time.Millisecond)
	}
	started := time.Now()
	s.flood(t, flood, workers, read)
	took := time.Since(started)

	distinct, invalid := map[string]bool{}, 0
	for _, r := range flood {
		if r.valid {
			distinct[r.key] = true
		} else {
			invalid++
		}
	}
	hits := s.fake.Hits()
	lists := hits["/wps/relay/GCSGAME_gameList"]
	if lists > len(distinct)+1 { // +1: the player's own page
		t.Errorf("%d game lists asked upstream for %d distinct valid lists and pages", lists, len(distinct))
	}
	if vendors := hits["/wps/relay/GCSGAME_getVassGameType"]; vendors > 1 {
		t.Errorf("the vendor info asked %d times, want once", vendors)
	}
	sort.Slice(player, func(i, j int) bool { return player[i] < player[j] })
	median, worst := player[len(player)/2], player[len(player)-1]
	if median > 20*time.Millisecond {
		t.Errorf("a player's read took %s (median of %d) during the flood, want it fast", median, len(player))
	}
	st, rst := s.games.Stats(), s.rendered.Stats()
	t.Logf("%d requests in %s (%d refused); %d distinct valid lists and pages, %d upstream list calls; "+
		"player's reads: %d, median %s, worst %s; cache %d entries %d bytes; encoded %d entries %d bytes",
		len(flood), took.Round(time.Millisecond), invalid, len(distinct), lists, len(player), median, worst,
		st.Entries, st.Bytes, rst.Entries, rst.Bytes)
	if invalid < requests/3 {
		t.Errorf("only %d of %d requests were made up: the flood does not test refusals", invalid, requests)
	}
}

// TestFloodStaysWithinTheLimits floods caches far smaller than its valid keys: the catalogue
// cache and the encoded answers keep within their entries and bytes throughout.
func TestFloodStaysWithinTheLimits(t *testing.T) {
	lim := cached.Limits{Entries: 64, Bytes: 256 << 10}
	s := newFloodStack(t, lim)
	rng := rand.New(rand.NewPCG(16, 2026))
	flood := floodRequests(rng, 1500, menuVendors(t, s.server))
	over := func(st cached.Stats, slack float64) bool {
		return float64(st.Entries) > float64(lim.Entries)*slack || float64(st.Bytes) > float64(lim.Bytes)*slack
	}
	check := func() {
		// While answers are written, evictions trail the writes by up to otter's write buffer
		// (128 a core): a few more for that moment, and never the flood's hundreds of keys.
		if st, rst := s.games.Stats(), s.rendered.Stats(); over(st, 2) || over(rst, 2) {
			t.Errorf("cache %+v, encoded answers %+v; limits %+v", st, rst, lim)
		}
		time.Sleep(5 * time.Millisecond)
	}
	s.flood(t, flood, 16, check)
	st, rst := s.games.Stats(), s.rendered.Stats()
	if over(st, 1) || over(rst, 1) || st.Entries < lim.Entries/2 {
		t.Errorf("after the flood: cache %+v, encoded answers %+v; limits %+v", st, rst, lim)
	}
	t.Logf("cache %+v, encoded answers %+v, limits %+v", st, rst, lim)
}

// A page past the last is an empty page with the true page count, whichever list pages it, and
// none of them is kept encoded.
func TestPagesPastTheLast(t *testing.T) {
	s := newFloodStack(t, cached.Limits{})
	for _, list := range []string{"category=RNG", "mode=hot", "category=LUDO"} {
		first := bfftest.Decode[gameview.GamePage](t, bfftest.APICall(s.server, http.MethodGet, "/api/v1/games?"+list, "").Body.Bytes())
		kept := s.rendered.Stats().Entries
		for _, page := range []int{first.TotalPages + 1, gameview.MaxPage} {
			rec := bfftest.APICall(s.server, http.MethodGet, fmt.Sprintf("/api/v1/games?%s&page=%d", list, page), "")
			bfftest.WantStatus(t, rec, http.StatusOK)
			got := bfftest.Decode[gameview.GamePage](t, rec.Body.Bytes())
			if len(got.Items) != 0 || got.Page != page || got.TotalPages != first.TotalPages {
				t.Errorf("%s page %d: %d games, page %d of %d; want none, of %d", list, page, len(got.Items), got.Page, got.TotalPages, first.TotalPages)
			}
		}
		if now := s.rendered.Stats().Entries; now != kept {
			t.Errorf("%s: %d encoded answers kept after the pages past the last, %d before", list, now, kept)
		}
	}
}
