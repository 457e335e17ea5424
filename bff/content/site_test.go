package content_test

import (
	"net/http"
	"slices"
	"testing"

	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/bff/bfftest"
	"github.com/casinobff/bff/bff/content"
	"github.com/casinobff/bff/bff/httpx"
)

func TestSiteStatus(t *testing.T) {
	tests := []struct {
		name                    string
		maintenance, restricted bool
		want                    string
	}{
		{"normal", false, false, content.StatusNormal},
		{"maintenance", true, false, content.StatusMaintenance},
		{"region restricted", false, true, content.StatusRegionRestricted},
		{"maintenance wins over region restriction", true, true, content.StatusMaintenance},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h := bfftest.NewHarness(t)
			h.Content.Status.Maintenance, h.Content.Status.RegionRestricted = tt.maintenance, tt.restricted
			rec := h.Get("/api/v1/site")
			if rec.Code != http.StatusOK {
				t.Fatalf("status %d", rec.Code)
			}
			if got := bfftest.Decode[content.Site](t, rec.Body.Bytes()).Status; got != tt.want {
				t.Fatalf("status %q, want %q", got, tt.want)
			}
		})
	}
}

func TestSiteShape(t *testing.T) {
	h := bfftest.NewHarness(t)
	got := bfftest.Decode[content.Site](t, h.Get("/api/v1/site").Body.Bytes())
	if got.ID != "demo" || got.Name != "Demo Casino" || got.Merchant != "DEMO" || got.DefaultLanguage != "bn" {
		t.Errorf("identity %+v", got)
	}
	wantLangs := []content.Language{{Code: "bn", Name: "বাংলা", Flag: "bd"}, {Code: "en", Name: "English", Flag: "gb"}}
	if !slices.Equal(got.Languages, wantLangs) {
		t.Errorf("languages %+v", got.Languages)
	}
	if got.Currency != (content.Currency{Code: "BDT", Symbol: "৳", Decimals: 2, SymbolPosition: "before"}) || got.Theme != (content.Theme{Primary: "#0f766e", Accent: "#f59e0b"}) {
		t.Errorf("currency %+v theme %+v", got.Currency, got.Theme)
	}
	if got.Brand != (content.Brand{Name: "Demo Casino", ShortName: "Demo Casino", Logo: "/icons/icon.svg"}) || got.Zone != "Asia/Dhaka" {
		t.Errorf("brand %+v, zone %q", got.Brand, got.Zone)
	}
	if len(got.Footer.Payments) == 0 || got.Footer.Payments[0].Name != "bKash" || len(got.Footer.Certifications) == 0 || len(got.Footer.Security) == 0 {
		t.Errorf("footer %+v", got.Footer)
	}
	// IOS has no URL and TELEGRAM is not a download: only android remains.
	if want := []content.Link{{Type: "android", URL: "/media/app/app.apk"}}; !slices.Equal(got.Downloads, want) {
		t.Errorf("downloads %+v", got.Downloads)
	}
	// X has no URL; the order is the footer's.
	wantSocial := []content.Link{{Type: "facebook", URL: "https://facebook.com/demo"}, {Type: "telegram", URL: "https://t.me/demo"}}
	if !slices.Equal(got.Social, wantSocial) {
		t.Errorf("social %+v", got.Social)
	}
	if !got.Switches["CBS3"] || got.Switches["MANPLAYREB3"] || got.Stale {
		t.Errorf("switches %v stale %v", got.Switches, got.Stale)
	}
}

func TestSiteFailsAndGoesStaleWithItsUpstream(t *testing.T) {
	h := bfftest.NewHarness(t)
	h.Content.StaleOn("WhiteLabel")
	if !bfftest.Decode[content.Site](t, h.Get("/api/v1/site").Body.Bytes()).Stale {
		t.Error("a stale white-label does not mark the site stale")
	}
	h.Content.FailOn("SystemStatus", adapters.ErrUnavailable)
	rec := h.Get("/api/v1/site")
	if p := bfftest.ProblemOf(t, 503, rec.Header(), rec.Body.Bytes()); p.Code != httpx.CodeUpstreamUnavailable {
		t.Fatalf("code %q", p.Code)
	}
}
