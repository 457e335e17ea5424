package home_test

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"slices"
	"testing"
	"time"

	"go.uber.org/zap"
	"go.uber.org/zap/zaptest/observer"

	"github.com/casinobff/bff/adapters/fakeupstream"
	"github.com/casinobff/bff/bff"
	"github.com/casinobff/bff/bff/bfftest"
	"github.com/casinobff/bff/bff/home"
)

// sectionStates reads every section's status and stale mark, by JSON name.
func sectionStates(t *testing.T, body []byte) map[string]home.Section[json.RawMessage] {
	t.Helper()
	return bfftest.Decode[map[string]home.Section[json.RawMessage]](t, body)
}

var homeSections = []string{"announcements", "banners", "hotGames", "categories", "vendors", "winners", "hotMatches"}

// The upstream's calls of the home page's sections.
const (
	upWinners       = "/wps/relay/GCSGAME_getRankList"
	upAnnouncements = "/wps/relay/MCSFE_getListAnnouncements"
	upVendorInfo    = "/wps/relay/GCSGAME_getVassGameType"
)

func TestHomeSectionsFailAlone(t *testing.T) {
	tests := []struct {
		name    string
		failing []string // the upstream's calls that fail, and so the sections
		down    []string
		logged  int // one line per failed read: announcements and banners come in one
	}{
		{"all ok", nil, nil, 0},
		{"winners down", []string{upWinners}, []string{"winners"}, 1},
		{"announcements down", []string{upAnnouncements}, []string{"announcements", "banners"}, 1},
		{"vendor info down", []string{upVendorInfo}, []string{"categories", "vendors"}, 2},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			core, logs := observer.New(zap.DebugLevel)
			s := bfftest.NewStack(t, func(o *bff.Options) { o.Logger = zap.New(core) })
			if tt.failing != nil {
				s.Scenario(bfftest.Failing(tt.failing...))
			}
			rec := s.Call(http.MethodGet, "/api/v1/home", "")
			checkSections(t, rec, tt.down)
			if n := len(logs.FilterMessage("home section unavailable").All()); n != tt.logged {
				t.Errorf("logged %d section failures, want %d", n, tt.logged)
			}
		})
	}
	// A panic inside an adapter is no answer of the upstream's: the in-memory catalogue panics.
	t.Run("hot matches panics", func(t *testing.T) {
		h := bfftest.NewHarness(t)
		h.Catalog.PanicOn("HotMatches")
		checkSections(t, h.Get("/api/v1/home"), []string{"hotMatches"})
		if n := len(h.Logs.FilterMessage("home section unavailable").All()); n != 1 {
			t.Errorf("logged %d section failures, want 1", n)
		}
	})
}

// checkSections checks a home page whose sections down are unavailable, with no items, and
// whose others are ok.
func checkSections(t *testing.T, rec *httptest.ResponseRecorder, down []string) {
	t.Helper()
	if rec.Code != http.StatusOK {
		t.Fatalf("status %d: %s", rec.Code, rec.Body)
	}
	states := sectionStates(t, rec.Body.Bytes())
	for _, name := range homeSections {
		s, ok := states[name]
		if !ok {
			t.Fatalf("section %s missing", name)
		}
		want := home.StatusOK
		if slices.Contains(down, name) {
			want = home.StatusUnavailable
			if len(s.Items) != 0 || s.Items == nil {
				t.Errorf("%s: unavailable section must have items [], got %v", name, s.Items)
			}
		}
		if s.Status != want {
			t.Errorf("%s: status %q, want %q", name, s.Status, want)
		}
	}
}

// A section the cache serves past its freshness, its upstream failing, alone is stale.
func TestHomeStaleIsPerSection(t *testing.T) {
	s := bfftest.NewStack(t)
	bfftest.WantStatus(t, s.Call(http.MethodGet, "/api/v1/home", ""), http.StatusOK)
	s.Clock.Advance(bfftest.CacheTTL + time.Second)
	s.Scenario(bfftest.Failing(upWinners))
	states := sectionStates(t, s.Call(http.MethodGet, "/api/v1/home", "").Body.Bytes())
	for _, name := range homeSections {
		if got, want := states[name].Stale, name == "winners"; got != want {
			t.Errorf("%s: stale %v, want %v", name, got, want)
		}
	}
}

func TestHomeContent(t *testing.T) {
	h := bfftest.NewHarness(t)
	got := bfftest.Decode[home.Home](t, h.Get("/api/v1/home").Body.Bytes())

	w := got.Winners.Items
	if len(w) != 2 || w[0].Amount != "98000" || w[1].Amount != "1200.5" {
		t.Fatalf("winners not sorted by amount: %+v", w)
	}
	if w[0].Customer != "a***" || w[1].Customer != "ra***n" || *w[1].Date != "2026-11-20" {
		t.Errorf("winners %+v", w)
	}
	if w[1].Game.Name != "Slot 01" || w[1].Game.Icon != "/media/games/PG0001.svg" || w[1].Game.ID != "PG0001" {
		t.Errorf("winner game %+v", w[1].Game)
	}

	var codes []string
	for _, c := range got.Categories.Items {
		codes = append(codes, c.Code)
		if len(c.Games) > home.StripGames {
			t.Errorf("%s: %d games, want at most %d", c.Code, len(c.Games), home.StripGames)
		}
	}
	// PVP has neither vendors nor games here, so it is left out.
	if want := []string{"RNG", "LIVE", "FISH", "ELOTT", "RUMMY", "LUDO"}; !slices.Equal(codes, want) {
		t.Fatalf("categories %v, want %v", codes, want)
	}
	rng := got.Categories.Items[0]
	if len(rng.Games) != 9 || rng.TotalPages != 3 || len(rng.Vendors) != 2 {
		t.Errorf("RNG strip: %d games, %d pages, %d vendors", len(rng.Games), rng.TotalPages, len(rng.Vendors))
	}
	ludo := got.Categories.Items[5]
	if len(ludo.Games) != 1 || ludo.Games[0].ID != "JL0092" || ludo.Games[0].Icon == "" {
		t.Errorf("LUDO strip %+v", ludo)
	}

	var vendors []string
	for _, v := range got.Vendors.Items {
		vendors = append(vendors, v.Code)
	}
	if want := []string{"PG", "JL", "EVO", "SPB", "IMES", "TCG", "SV3", "KN", "BG"}; !slices.Equal(vendors, want) {
		t.Errorf("vendors %v, want %v", vendors, want)
	}

	if a := got.Announcements.Items; len(a) != 1 || a[0].Content != "<p>Hello</p>" || *a[0].StartDate != "2026-11-01" || a[0].EndDate != nil {
		t.Errorf("announcements %+v", a)
	}
	if b := got.Banners.Items; len(b) != 1 || b[0] != (home.Banner{ID: "b1", Image: "/media/banners/m_home-1.svg", Link: "/m/activity"}) {
		t.Errorf("banners %+v", b)
	}
	m := got.HotMatches.Items
	if len(m) != 1 || *m[0].StartsAt != "2026-11-22T18:30:00+06:00" || m[0].Home.Name != "Reds" || m[0].Odds.Away != 2.1 {
		t.Errorf("hot matches %+v", m)
	}
	if len(got.HotGames.Items) != 2 {
		t.Errorf("hot games %+v", got.HotGames.Items)
	}
}

// A banner links only where the site sends players (its own pages, https on its launch hosts);
// any other link is dropped and the banner stays, unlinked. The back office answers the banners.
func TestBannerLinksOnTheSitesHostsAlone(t *testing.T) {
	s := bfftest.NewStack(t, func(o *bff.Options) { o.Sites[0].LaunchHosts = []string{"games.example"} })
	links := []string{
		"/m/activity", "https://games.example/promo", "https://evil.example/", "javascript:alert(1)",
		"http://games.example/promo", "//evil.example/m/x", "",
	}
	var banners []map[string]any
	for i, link := range links {
		banners = append(banners, map[string]any{
			"id": string(rune('a' + i)), "title": "", "content": "", "groupName": "m_home", "url": "/media/banners/x.svg", "link": link,
			"startDate": "2026-11-01 00:00:00", "endDate": "", "noExpiry": 1, "read": false,
		})
	}
	value, err := json.Marshal(map[string]any{"banners": banners, "player": []any{}, "popup": []any{}, "promotion": []any{}, "hot": []any{}, "agent": []any{}})
	if err != nil {
		t.Fatal(err)
	}
	s.Scenario(fakeupstream.Scenario{Name: fakeupstream.Answering, Body: `{"success": true, "value": ` + string(value) + `}`, Paths: []string{upAnnouncements}})
	got := bfftest.Decode[home.Home](t, s.Call(http.MethodGet, "/api/v1/home", "").Body.Bytes()).Banners.Items
	var kept []string
	for _, b := range got {
		kept = append(kept, b.Link)
	}
	if want := []string{"/m/activity", "https://games.example/promo", "", "", "", "", ""}; !slices.Equal(kept, want) {
		t.Errorf("links %q, want %q", kept, want)
	}
}
