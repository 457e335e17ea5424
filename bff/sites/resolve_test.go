package sites_test

import (
	"net/http"
	"testing"

	"github.com/casinobff/bff/bff"
	"github.com/casinobff/bff/bff/bfftest"
	"github.com/casinobff/bff/bff/content"
	"github.com/casinobff/bff/bff/httpx"
)

func TestSiteResolutionByHost(t *testing.T) {
	tests := []struct {
		name        string
		host        string
		defaultSite string
		wantSite    string // empty: refused with unknown_site
	}{
		{"known host", "demo.test", "", "demo"},
		{"known host with port", "demo.test:8080", "", "demo"},
		{"known host in capitals with a trailing dot", "DEMO.Test.", "", "demo"},
		{"second host of the site with port", "localhost:5173", "", "demo"},
		{"unknown host without default", "evil.example", "", ""},
		{"unknown host with port without default", "evil.example:443", "", ""},
		{"unknown host with default", "evil.example", "demo", "demo"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h := bfftest.NewHarness(t, func(o *bff.Options) { o.DefaultSite = tt.defaultSite })
			rec := h.Do(http.MethodGet, "/api/v1/site", http.Header{"Host": {tt.host}}, nil)
			if tt.wantSite == "" {
				if rec.Code != http.StatusNotFound {
					t.Fatalf("status %d, want 404", rec.Code)
				}
				if p := bfftest.ProblemOf(t, 404, rec.Header(), rec.Body.Bytes()); p.Code != httpx.CodeUnknownSite {
					t.Fatalf("code %q", p.Code)
				}
				return
			}
			if rec.Code != http.StatusOK {
				t.Fatalf("status %d: %s", rec.Code, rec.Body)
			}
			if got := bfftest.Decode[content.Site](t, rec.Body.Bytes()).ID; got != tt.wantSite {
				t.Fatalf("site %q, want %q", got, tt.wantSite)
			}
		})
	}
}

func TestUnknownHostStillServesSystemEndpoints(t *testing.T) {
	h := bfftest.NewHarness(t)
	for _, target := range []string{"/healthz", "/readyz", "/metrics"} {
		if rec := h.Do(http.MethodGet, target, http.Header{"Host": {"10.0.0.7:8080"}}, nil); rec.Code != http.StatusOK {
			t.Errorf("%s for an unknown host: %d", target, rec.Code)
		}
	}
}

func TestRequestLanguage(t *testing.T) {
	tests := []struct {
		name, query, acceptLanguage, want string
	}{
		{"site default without hints", "", "", "bn"},
		{"Accept-Language first tag", "", "en-GB,bn;q=0.8", "en"},
		{"unsupported Accept-Language falls to the default", "", "fr-FR,en;q=0.8", "bn"},
		{"lang query wins", "en", "bn", "en"},
		{"unsupported lang query is ignored", "zz", "en", "en"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h := bfftest.NewHarness(t)
			target := "/api/v1/categories"
			if tt.query != "" {
				target += "?lang=" + tt.query
			}
			header := http.Header{}
			if tt.acceptLanguage != "" {
				header.Set("Accept-Language", tt.acceptLanguage)
			}
			rec := h.Do(http.MethodGet, target, header, nil)
			if rec.Code != http.StatusOK {
				t.Fatalf("status %d", rec.Code)
			}
			if got := h.Catalog.LastLanguage(); got != tt.want {
				t.Errorf("upstream called in %q, want %q", got, tt.want)
			}
			if got := rec.Header().Get("Content-Language"); got != tt.want {
				t.Errorf("Content-Language %q, want %q", got, tt.want)
			}
		})
	}
}
