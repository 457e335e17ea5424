package bff

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"go.uber.org/zap"
	"go.uber.org/zap/zaptest/observer"

	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/bff/sites"
	"github.com/casinobff/bff/config"
)

// behaviour makes a fake operation fail, mark its answer stale or panic.
type behaviour struct {
	mu     sync.Mutex
	fail   map[string]error
	stale  map[string]bool
	panics map[string]bool
	langs  []string // languages of the calls, in order
}

func (b *behaviour) before(ctx context.Context, s adapters.Scope, op string) error {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.langs = append(b.langs, s.Language)
	if b.panics[op] {
		panic("fake " + op + " exploded")
	}
	if b.stale[op] {
		adapters.MarkStale(ctx)
	}
	return b.fail[op]
}

func (b *behaviour) failOn(op string, err error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.fail == nil {
		b.fail = map[string]error{}
	}
	b.fail[op] = err
}

func (b *behaviour) staleOn(op string) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.stale == nil {
		b.stale = map[string]bool{}
	}
	b.stale[op] = true
}

func (b *behaviour) panicOn(op string) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.panics == nil {
		b.panics = map[string]bool{}
	}
	b.panics[op] = true
}

func (b *behaviour) lastLanguage() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	if len(b.langs) == 0 {
		return ""
	}
	return b.langs[len(b.langs)-1]
}

// fakeCatalog filters and pages its games the way the upstream does.
type fakeCatalog struct {
	behaviour
	games   []adapters.Game
	hot     []adapters.Game
	info    adapters.VendorInfo
	winners []adapters.Winner
	matches []adapters.HotMatch
	queries []adapters.GameQuery
}

func (f *fakeCatalog) ListGames(ctx context.Context, s adapters.Scope, q adapters.GameQuery) (adapters.GamePage, error) {
	if err := f.before(ctx, s, "ListGames"); err != nil {
		return adapters.GamePage{}, err
	}
	f.mu.Lock()
	f.queries = append(f.queries, q)
	f.mu.Unlock()
	var hits []adapters.Game
	for _, g := range f.games {
		if (q.Category == "" || g.Category == q.Category) && (q.Vendor == "" || g.Vendor == q.Vendor) &&
			(q.Classify == "" || g.Classify == q.Classify) &&
			strings.Contains(strings.ToLower(g.Name), strings.ToLower(q.Name)) {
			hits = append(hits, g)
		}
	}
	total := (len(hits) + q.PageSize - 1) / q.PageSize
	from := min((q.Page-1)*q.PageSize, len(hits))
	return adapters.GamePage{Games: hits[from:min(from+q.PageSize, len(hits))], Page: q.Page, TotalPages: total}, nil
}

func (f *fakeCatalog) HotGames(ctx context.Context, s adapters.Scope, name string) ([]adapters.Game, error) {
	return f.hot, f.before(ctx, s, "HotGames")
}

func (f *fakeCatalog) VendorInfo(ctx context.Context, s adapters.Scope) (adapters.VendorInfo, error) {
	return f.info, f.before(ctx, s, "VendorInfo")
}

func (f *fakeCatalog) Winners(ctx context.Context, s adapters.Scope, limit int) ([]adapters.Winner, error) {
	return f.winners, f.before(ctx, s, "Winners")
}

func (f *fakeCatalog) HotMatches(ctx context.Context, s adapters.Scope) ([]adapters.HotMatch, error) {
	return f.matches, f.before(ctx, s, "HotMatches")
}

type fakeContent struct {
	behaviour
	lists  adapters.AnnouncementLists
	status adapters.SystemStatus
	label  adapters.WhiteLabel
}

func (f *fakeContent) Announcements(ctx context.Context, s adapters.Scope, q adapters.AnnouncementQuery) (adapters.AnnouncementLists, error) {
	if err := f.before(ctx, s, "Announcements"); err != nil {
		return adapters.AnnouncementLists{}, err
	}
	return f.lists, nil
}

func (f *fakeContent) SystemStatus(ctx context.Context, s adapters.Scope) (adapters.SystemStatus, error) {
	return f.status, f.before(ctx, s, "SystemStatus")
}

func (f *fakeContent) WhiteLabel(ctx context.Context, s adapters.Scope) (adapters.WhiteLabel, error) {
	return f.label, f.before(ctx, s, "WhiteLabel")
}

// demoSite is the site the tests resolve by host demo.test.
var demoSite = config.Site{
	ID: "demo", Hosts: []string{"demo.test", "localhost"}, Merchant: "DEMO", Name: "Demo Casino",
	Languages: []string{"bn", "en"}, DefaultLanguage: "bn",
	Currency: config.Currency{Code: "BDT", Symbol: "৳"},
	Theme:    config.Theme{Primary: "#0f766e", Accent: "#f59e0b"},
}

func rngGame(i int) adapters.Game {
	return adapters.Game{
		ID: fmt.Sprintf("PG%04d", i), NodeID: fmt.Sprint(200000 + i), Category: "RNG", Vendor: "PG",
		VendorName: "PG Soft", Name: fmt.Sprintf("Slot %02d", i), IconURL: fmt.Sprintf("/media/games/PG%04d.svg", i),
		Classify: "JP", SupportsTrial: true,
	}
}

func newCatalog() *fakeCatalog {
	games := []adapters.Game{
		{ID: "JL0092", NodeID: "174856", Category: "RNG", Vendor: "JL", VendorName: "JILI", Name: "Ludo Quick", IconURL: "/media/games/JL0092.svg", Classify: "AC", Hot: true, SupportsTrial: true},
		{ID: "JL0078", NodeID: "173957", Category: "RNG", Vendor: "JL", VendorName: "JILI", Name: "Rummy", IconURL: "/media/games/JL0078.svg", Classify: "TG"},
		{ID: "EVO001", NodeID: "300001", Category: "LIVE", Vendor: "EVO", VendorName: "Evolution", Name: "Lightning Roulette", IconURL: "/media/games/EVO001.svg"},
		{ID: "JL0100", NodeID: "174900", Category: "FISH", Vendor: "JL", VendorName: "JILI", Name: "Royal Fishing", IconURL: "/media/games/JL0100.svg", Classify: "XX"},
	}
	for i := 1; i <= 20; i++ {
		games = append(games, rngGame(i))
	}
	v := func(code, name, cat string) adapters.Vendor {
		return adapters.Vendor{Code: code, Name: name, Category: cat, IconURL: "/media/vendors/" + code + ".svg"}
	}
	return &fakeCatalog{
		games: games,
		hot:   []adapters.Game{games[0], games[2]},
		info: adapters.VendorInfo{
			Sorting: []adapters.CategoryVendors{
				{Category: "RNG", Vendors: []adapters.Vendor{v("JL", "JILI", "RNG"), v("PG", "PG Soft", "RNG")}},
				{Category: "LIVE", Vendors: []adapters.Vendor{v("EVO", "Evolution", "LIVE")}},
				{Category: "SPORTS", Vendors: []adapters.Vendor{v("SPB", "Saba Sports", "SPORTS"), v("IMES", "IM eSports", "SPORTS"), v("SV3", "SV388", "SPORTS")}},
				{Category: "FISH", Vendors: []adapters.Vendor{v("JL", "JILI", "FISH")}},
				{Category: "ELOTT", Vendors: []adapters.Vendor{v("TCG", "TCG Lotto", "ELOTT")}},
				{Category: "KENO", Vendors: []adapters.Vendor{v("KN", "Keno House", "KENO")}},
			},
			Mapping: map[string][]string{
				"RNG": {"PG", "JL"}, "LIVE": {"EVO"}, "SPORTS": {"SPB", "IMES", "SV3"}, "FISH": {"JL"},
				"ELOTT": {"TCG"}, "KENO": {"KN"}, "BINGO": {"BG"},
			},
		},
		winners: []adapters.Winner{
			{Game: adapters.Game{ID: "PG0001", NodeID: "200001", Category: "RNG", Vendor: "PG"}, GameName: "Slot 01", IconURL: "/media/games/PG0001.svg", Time: time.Date(2026, 11, 20, 13, 45, 10, 0, time.UTC), Customer: "rahman", Amount: 1200.5},
			{Game: adapters.Game{ID: "EVO001", NodeID: "300001", Category: "LIVE", Vendor: "EVO"}, GameName: "Lightning Roulette", Time: time.Date(2026, 11, 21, 9, 0, 0, 0, time.UTC), Customer: "ab", Amount: 98000},
		},
		matches: []adapters.HotMatch{{
			League: "Premier League", HomeTeam: "Reds", AwayTeam: "Blues", HomeImage: "/media/teams/reds.svg",
			AwayImage: "/media/teams/blues.svg", StartsAt: time.Date(2026, 11, 22, 18, 30, 0, 0, time.FixedZone("", 6*3600)),
			HomeOdds: 1.85, AwayOdds: 2.1, Vendor: "SPB", GameID: "SPB001", NodeID: "400001", MatchID: "m1", LeagueID: "l1",
		}},
	}
}

func newContent() *fakeContent {
	return &fakeContent{
		lists: adapters.AnnouncementLists{
			Notices: []adapters.Announcement{{ID: "n1", Title: "Welcome", Content: "<p>Hello</p>", Start: time.Date(2026, 11, 1, 0, 0, 0, 0, time.UTC), NoExpiry: true}},
			Banners: []adapters.Announcement{{ID: "b1", Group: "m_home", ImageURL: "/media/banners/m_home-1.svg", Link: "/m/activity"}},
		},
		status: adapters.SystemStatus{Resources: []adapters.Resource{
			{Type: "Android", URL: "/media/app/app.apk"}, {Type: "IOS", URL: ""}, {Type: "TELEGRAM", URL: "https://t.me/x"},
		}},
		label: adapters.WhiteLabel{
			Switches: map[string]bool{"CBS3": true, "MANPLAYREB3": false},
			Social:   map[string]string{"FACEBOOK": "https://facebook.com/demo", "X": "", "TELEGRAM": "https://t.me/demo"},
		},
	}
}

// harness is a server over fakes with its logs observed.
type harness struct {
	t        *testing.T
	srv      *Server
	catalog  *fakeCatalog
	content  *fakeContent
	logs     *observer.ObservedLogs
	registry *prometheus.Registry
}

type harnessOption func(*Options)

func newHarness(t *testing.T, opts ...harnessOption) *harness {
	t.Helper()
	core, logs := observer.New(zap.DebugLevel)
	h := &harness{t: t, catalog: newCatalog(), content: newContent(), logs: logs, registry: prometheus.NewRegistry()}
	media, _ := url.Parse("http://127.0.0.1:1/content")
	o := Options{
		Logger: zap.New(core), Sites: []config.Site{demoSite}, Registry: h.registry,
		Backends: sites.Static{"demo": {Catalog: h.catalog, Content: h.content, ContentBaseURL: media}},
	}
	for _, opt := range opts {
		opt(&o)
	}
	srv, err := New(o)
	if err != nil {
		t.Fatal(err)
	}
	h.srv = srv
	return h
}

// do sends a request to host demo.test unless the headers say otherwise.
func (h *harness) do(method, target string, header http.Header, body io.Reader) *httptest.ResponseRecorder {
	h.t.Helper()
	req := httptest.NewRequestWithContext(context.Background(), method, target, body)
	req.Host = "demo.test"
	for k, vs := range header {
		if k == "Host" {
			req.Host = vs[0]
			continue
		}
		req.Header[k] = vs
	}
	rec := httptest.NewRecorder()
	h.srv.Handler().ServeHTTP(rec, req)
	return rec
}

func (h *harness) get(target string) *httptest.ResponseRecorder {
	return h.do(http.MethodGet, target, nil, nil)
}
