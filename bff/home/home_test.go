package home_test

import (
	"encoding/json"
	"net/http"
	"slices"
	"testing"

	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/bff/bfftest"
	"github.com/casinobff/bff/bff/home"
)

// sectionStates reads every section's status and stale mark, by JSON name.
func sectionStates(t *testing.T, body []byte) map[string]home.Section[json.RawMessage] {
	t.Helper()
	return bfftest.Decode[map[string]home.Section[json.RawMessage]](t, body)
}

var homeSections = []string{"announcements", "banners", "hotGames", "categories", "vendors", "winners", "hotMatches"}

func TestHomeSectionsFailAlone(t *testing.T) {
	tests := []struct {
		name    string
		breaks  func(h *bfftest.Harness)
		failing []string
		logged  int // one line per failed read: announcements and banners come in one
	}{
		{"all ok", func(*bfftest.Harness) {}, nil, 0},
		{"winners down", func(h *bfftest.Harness) { h.Catalog.FailOn("Winners", adapters.ErrUnavailable) }, []string{"winners"}, 1},
		{"announcements down", func(h *bfftest.Harness) { h.Content.FailOn("Announcements", adapters.ErrUnavailable) }, []string{"announcements", "banners"}, 1},
		{"vendor info down", func(h *bfftest.Harness) { h.Catalog.FailOn("VendorInfo", adapters.ErrUnavailable) }, []string{"categories", "vendors"}, 2},
		{"hot matches panics", func(h *bfftest.Harness) { h.Catalog.PanicOn("HotMatches") }, []string{"hotMatches"}, 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h := bfftest.NewHarness(t)
			tt.breaks(h)
			rec := h.Get("/api/v1/home")
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
				if slices.Contains(tt.failing, name) {
					want = home.StatusUnavailable
					if len(s.Items) != 0 || s.Items == nil {
						t.Errorf("%s: unavailable section must have items [], got %v", name, s.Items)
					}
				}
				if s.Status != want {
					t.Errorf("%s: status %q, want %q", name, s.Status, want)
				}
			}
			if n := len(h.Logs.FilterMessage("home section unavailable").All()); n != tt.logged {
				t.Errorf("logged %d section failures, want %d", n, tt.logged)
			}
		})
	}
}

func TestHomeStaleIsPerSection(t *testing.T) {
	h := bfftest.NewHarness(t)
	h.Catalog.StaleOn("Winners")
	states := sectionStates(t, h.Get("/api/v1/home").Body.Bytes())
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
// any other link is dropped and the banner stays, unlinked.
func TestBannerLinksOnTheSitesHostsAlone(t *testing.T) {
	h := bfftest.NewHarness(t)
	links := []string{
		"/m/activity", "https://games.example/promo", "https://evil.example/", "javascript:alert(1)",
		"http://games.example/promo", "//evil.example/m/x", "",
	}
	h.Content.Lists.Banners = nil
	for i, link := range links {
		h.Content.Lists.Banners = append(h.Content.Lists.Banners, adapters.Announcement{
			ID: string(rune('a' + i)), Group: "m_home", ImageURL: "/media/banners/x.svg", Link: link,
		})
	}
	got := bfftest.Decode[home.Home](t, h.Get("/api/v1/home").Body.Bytes()).Banners.Items
	var kept []string
	for _, b := range got {
		kept = append(kept, b.Link)
	}
	if want := []string{"/m/activity", "https://games.example/promo", "", "", "", "", ""}; !slices.Equal(kept, want) {
		t.Errorf("links %q, want %q", kept, want)
	}
}
