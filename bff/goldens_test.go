package bff

import (
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"go.uber.org/zap"

	"github.com/casinobff/bff/adapters/cached"
	"github.com/casinobff/bff/adapters/fakeupstream"
	"github.com/casinobff/bff/adapters/upstream"
	"github.com/casinobff/bff/bff/sites"
	"github.com/casinobff/bff/config"
)

var update = flag.Bool("update", false, "rewrite the golden answers in testdata/bff")

// goldenDir holds the answers of the real stack, which the SPA's msw handlers serve as they are.
const goldenDir = "../testdata/bff"

// goldenEntry is one line of testdata/bff/index.json: which request a golden body answers.
type goldenEntry struct {
	Name   string `json:"name"`
	File   string `json:"file"`
	Method string `json:"method"`
	Path   string `json:"path"`
	Status int    `json:"status"`
	// Headers the request carries beyond the SPA's usual ones (Host for another site,
	// Accept-Language for another language).
	Headers     map[string]string `json:"headers,omitempty"`
	Description string            `json:"description"`
}

// goldenCase is a golden and how to provoke it.
type goldenCase struct {
	goldenEntry
	scenario fakeupstream.Scenario // the fake upstream's scenario for the request
	warm     bool                  // ask once under the normal scenario first, then let the cache go stale
	body     string                // request body (JSON), for writes
	as       string                // demo account to sign in as first (signIn in signin_test.go); empty: a visitor
}

func golden(name, path string, status int, description string) goldenCase {
	return goldenCase{goldenEntry: goldenEntry{
		Name: name, File: name + ".json", Method: http.MethodGet, Path: path, Status: status, Description: description,
	}}
}

// goldenCases is every golden, by feature; each feature keeps its list in its own file.
func goldenCases() []goldenCase {
	return slices.Concat(catalogueGoldenCases(), accountGoldenCases(), gameCentreGoldenCases())
}

func failing(paths ...string) fakeupstream.Scenario {
	return fakeupstream.Scenario{Name: fakeupstream.Failing, Paths: paths}
}

// catalogueGoldenCases are the public catalogue answers of the core.
func catalogueGoldenCases() []goldenCase {
	const winners = "/wps/relay/GCSGAME_getRankList"
	cases := []goldenCase{
		golden("site", "/api/v1/site", 200, "The demo site in its default language."),
		golden("site-maintenance", "/api/v1/site", 200, "The upstream says maintenance: status maintenance."),
		golden("site-region-restricted", "/api/v1/site", 200, "The upstream says region restricted: status region_restricted."),
		golden("site-unavailable", "/api/v1/site", 503, "Every upstream call fails and nothing is cached: upstream_unavailable."),
		golden("unknown-site", "/api/v1/site", 404, "A host that serves no site, with no default site: unknown_site."),
		golden("categories", "/api/v1/categories", 200, "The category menu with its vendors."),
		golden("games", "/api/v1/games", 200, "Every category, page 1 of 18."),
		golden("games-rng", "/api/v1/games?category=RNG&page=1", 200, "Slots, page 1."),
		golden("games-rng-page-2", "/api/v1/games?category=RNG&page=2", 200, "Slots, page 2."),
		golden("games-rng-jl", "/api/v1/games?category=RNG&vendor=JL", 200, "Slots of one vendor (JILI)."),
		golden("games-search", "/api/v1/games?name=ace", 200, "A name search across categories."),
		golden("games-jp", "/api/v1/games?category=RNG&classify=JP", 200, "Jackpot slots."),
		golden("games-hot", "/api/v1/games?category=HOT", 200, "The hot list, paged by the BFF."),
		golden("games-ludo", "/api/v1/games?category=LUDO", 200, "A fixed-game category: its one game."),
		golden("games-invalid", "/api/v1/games?category=NOPE&classify=XX&minBet=-1&page=0&pageSize=500", 400,
			"Several bad parameters at once: validation_failed naming each."),
		golden("games-fav-login-required", "/api/v1/games?category=FAV", 401, "Favourites without a session: login_required."),
		golden("home", "/api/v1/home", 200, "The home page, every section ok."),
		golden("home-en", "/api/v1/home", 200, "The home page in English (Accept-Language: en)."),
		golden("home-winners-unavailable", "/api/v1/home", 200, "The winner board's upstream fails: that section alone is unavailable."),
		golden("home-winners-stale", "/api/v1/home", 200, "The winner board's upstream fails past the cache's freshness: served stale."),
	}
	for i := range cases {
		c := &cases[i]
		switch c.Name {
		case "site-maintenance":
			c.scenario = fakeupstream.Scenario{Name: fakeupstream.Maintenance}
		case "site-region-restricted":
			c.scenario = fakeupstream.Scenario{Name: fakeupstream.RegionRestricted}
		case "site-unavailable":
			c.scenario = failing()
		case "unknown-site":
			c.Headers = map[string]string{"Host": "unknown.example"}
		case "home-en":
			c.Headers = map[string]string{"Accept-Language": "en-GB,en;q=0.9"}
		case "home-winners-unavailable":
			c.scenario = failing(winners)
		case "home-winners-stale":
			c.scenario, c.warm = failing(winners), true
		}
	}
	return cases
}

// clock is the cache's time, moved by the test.
type clock struct {
	mu  sync.Mutex
	now time.Time
}

func (c *clock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.now
}

func (c *clock) advance(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.now = c.now.Add(d)
}

const goldenTTL = 30 * time.Second

// realStack is the server over the real upstream client and cache, calling fakeURL, with the
// cache, sessions and rate limits on clk; edits change its options before it is built.
func realStack(t testing.TB, fakeURL string, clk *clock, edits ...func(*Options)) *Server {
	t.Helper()
	reg := prometheus.NewRegistry()
	um, cm := upstream.NewMetrics(reg), cached.NewMetrics(reg)
	site := config.DemoSite()
	client := func(backend string) *upstream.Client {
		c, err := upstream.New(upstream.Options{
			Site: site.ID, Backend: backend, BaseURL: fakeURL, Merchant: site.Merchant,
			Timeout: 5 * time.Second, Metrics: um,
		})
		if err != nil {
			t.Fatal(err)
		}
		return c
	}
	opts := cached.Options{Site: site.ID, TTL: goldenTTL, StaleMaxAge: 10 * time.Minute, Timeout: 5 * time.Second, Now: clk.Now, Metrics: cm}
	base, err := url.Parse(fakeURL)
	if err != nil {
		t.Fatal(err)
	}
	o := Options{
		Logger: zap.NewNop(), Sites: []config.Site{site}, Registry: reg,
		Timeouts: config.Timeouts{Upstream: 5 * time.Second},
		Backends: sites.Static{site.ID: {
			Catalog:        cached.NewGames(upstream.NewGames(client("games")), opts),
			Content:        cached.NewContent(upstream.NewContent(client("content")), opts),
			ContentBaseURL: base,
			Player:         testPlayer(t, fakeURL, um),
			Accounts:       upstream.NewAccounts(client("member")),
			Wallet:         upstream.NewWallet(client("wallet")),
		}},
		Sessions: testSealer,
		Now:      clk.Now,
	}
	for _, edit := range edits {
		edit(&o)
	}
	srv, err := New(o)
	if err != nil {
		t.Fatal(err)
	}
	return srv
}

func startFakeUpstream(t testing.TB) (*fakeupstream.Server, string) {
	t.Helper()
	fake, err := fakeupstream.New(fakeupstream.Options{})
	if err != nil {
		t.Fatal(err)
	}
	run, err := fake.Start("127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = run.Close() })
	return fake, run.URL
}

func (c goldenCase) request() *http.Request {
	var body io.Reader
	if c.body != "" {
		body = strings.NewReader(c.body)
	}
	req := httptest.NewRequestWithContext(context.Background(), c.Method, c.Path, body)
	req.Host = "localhost:8080"
	if c.body != "" {
		req.Header.Set("Content-Type", "application/json")
	}
	if c.Method != http.MethodGet {
		req.Header.Set("X-CSRF", "1")
		req.Header.Set("Origin", "http://localhost:8080")
	}
	for k, v := range c.Headers {
		if k == "Host" {
			req.Host = v
			continue
		}
		req.Header.Set(k, v)
	}
	return req
}

// TestGoldens runs each named request through the real stack (fake upstream on a loopback
// port, upstream client, cache, server) and compares the answer with testdata/bff/<name>.json.
// go test ./bff/... -update rewrites them and the index.
func TestGoldens(t *testing.T) {
	fake, fakeURL := startFakeUpstream(t)
	cases := goldenCases()
	for _, c := range cases {
		t.Run(c.Name, func(t *testing.T) {
			if err := fake.SetScenario(fakeupstream.Scenario{}); err != nil {
				t.Fatal(err)
			}
			clk := &clock{now: time.Date(2026, 11, 22, 12, 0, 0, 0, time.UTC)}
			srv := realStack(t, fakeURL, clk)
			if c.warm {
				srv.Handler().ServeHTTP(httptest.NewRecorder(), c.request())
				clk.advance(goldenTTL + time.Second)
			}
			req := c.request()
			if c.as != "" {
				req.AddCookie(signIn(t, srv, fakeURL, c.as))
			}
			if err := fake.SetScenario(c.scenario); err != nil {
				t.Fatal(err)
			}
			rec := httptest.NewRecorder()
			srv.Handler().ServeHTTP(rec, req)
			if rec.Code != c.Status {
				t.Fatalf("status %d, want %d: %s", rec.Code, c.Status, rec.Body)
			}
			var pretty bytes.Buffer
			if err := json.Indent(&pretty, stableAddresses(rec.Body.Bytes(), fakeURL), "", "  "); err != nil {
				t.Fatalf("answer is not JSON: %v: %s", err, rec.Body)
			}
			compareGolden(t, c.File, pretty.Bytes())
		})
	}
	index, err := json.MarshalIndent(goldenIndex(cases), "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	compareGolden(t, "index.json", append(index, '\n'))
}

func goldenIndex(cases []goldenCase) []goldenEntry {
	out := make([]goldenEntry, 0, len(cases))
	for _, c := range cases {
		out = append(out, c.goldenEntry)
	}
	return out
}

func compareGolden(t *testing.T, file string, got []byte) {
	t.Helper()
	path := filepath.Join(goldenDir, file)
	if *update {
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test ./bff/... -update to write it)", err)
	}
	if !bytes.Equal(got, want) {
		t.Fatalf("%s differs from the answer (run go test ./bff/... -update to accept it):\n%s", path, firstDifference(string(want), string(got)))
	}
}

// firstDifference shows where two texts part, line by line.
func firstDifference(want, got string) string {
	w, g := strings.Split(want, "\n"), strings.Split(got, "\n")
	for i := 0; i < max(len(w), len(g)); i++ {
		var wl, gl string
		if i < len(w) {
			wl = w[i]
		}
		if i < len(g) {
			gl = g[i]
		}
		if wl != gl {
			return "line " + strconv.Itoa(i+1) + ":\n  golden: " + wl + "\n  answer: " + gl
		}
	}
	return "(same lines, different bytes)"
}

// TestGoldensFollowTheContract validates every golden body against the operation and status
// its index entry names.
func TestGoldensFollowTheContract(t *testing.T) {
	doc := loadContract(t)
	raw, err := os.ReadFile(filepath.Join(goldenDir, "index.json"))
	if err != nil {
		t.Fatalf("%v (run go test ./bff/... -update)", err)
	}
	var index []goldenEntry
	if err := json.Unmarshal(raw, &index); err != nil {
		t.Fatal(err)
	}
	if len(index) == 0 {
		t.Fatal("the golden index is empty")
	}
	for _, e := range index {
		t.Run(e.Name, func(t *testing.T) {
			body, err := os.ReadFile(filepath.Join(goldenDir, e.File))
			if err != nil {
				t.Fatal(err)
			}
			ctype := "application/json"
			if e.Status >= 400 {
				ctype = "application/problem+json"
			}
			if err := checkAnswer(doc, e.Method, e.Path, e.Status, http.Header{"Content-Type": {ctype}}, body); err != nil {
				t.Fatalf("%s breaks the contract: %v", e.File, err)
			}
		})
	}
}

// TestRealStackMedia: icons the goldens name load through the media proxy from the fake.
func TestRealStackMedia(t *testing.T) {
	_, fakeURL := startFakeUpstream(t)
	srv := realStack(t, fakeURL, &clock{now: time.Now()})
	req := httptest.NewRequestWithContext(context.Background(), http.MethodGet, "/media/games/JL0092.jpg", nil)
	req.Host = "localhost"
	req.Header.Set("Cookie", "__Host-bff=sealed")
	rec := httptest.NewRecorder()
	srv.Handler().ServeHTTP(rec, req)
	if rec.Code != http.StatusOK || rec.Header().Get("Content-Type") != "image/jpeg" || !strings.HasPrefix(rec.Body.String(), "\xff\xd8") {
		t.Fatalf("status %d type %q body %.80s", rec.Code, rec.Header().Get("Content-Type"), rec.Body)
	}
}
