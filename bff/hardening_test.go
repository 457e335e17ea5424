package bff_test

import (
	"context"
	"crypto/tls"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/casinobff/bff/bff"
	"github.com/casinobff/bff/bff/bfftest"
	"github.com/casinobff/bff/bff/httpx"
)

// HSTS goes with every answer that came over https, to the BFF itself or through a trusted
// proxy that says so, and never over plain http.
func TestHSTSOnlyOverHTTPS(t *testing.T) {
	h := bfftest.NewHarness(t, func(o *bff.Options) { o.TrustedProxies = []string{"10.0.0.0/8"} })
	tests := []struct {
		name  string
		peer  string
		proto string
		tls   bool
		hsts  bool
	}{
		{"plain http", "10.0.0.1:1", "", false, false},
		{"TLS to the BFF", "198.51.100.1:1", "", true, true},
		{"https through a trusted proxy", "10.0.0.1:1", "https", false, true},
		{"a trusted proxy's plain http", "10.0.0.1:1", "http", false, false},
		{"https said by anyone else", "198.51.100.1:1", "https", false, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			for _, target := range []string{"/api/v1/site", "/m/home", "/nope"} {
				req := httptest.NewRequestWithContext(context.Background(), http.MethodGet, target, nil)
				req.Host, req.RemoteAddr = "demo.test", tt.peer
				if tt.proto != "" {
					req.Header.Set("X-Forwarded-Proto", tt.proto)
				}
				if tt.tls {
					req.TLS = &tls.ConnectionState{}
				}
				got := bfftest.Serve(h.Server, req).Header().Get("Strict-Transport-Security")
				if want := map[bool]string{true: httpx.StrictTransportSecurity}[tt.hsts]; got != want {
					t.Errorf("%s: Strict-Transport-Security %q, want %q", target, got, want)
				}
			}
		})
	}
}

// The pages may frame the site's game hosts and nothing else; in fixture mode that is the fake
// upstream's loopback address, so that games open offline.
func TestFramesFromTheSitesGameHosts(t *testing.T) {
	s := bfftest.NewStack(t)
	rec := bfftest.Serve(s.Server, bfftest.APIRequest(http.MethodGet, "/m/home", ""))
	policy := rec.Header().Get("Content-Security-Policy")
	if want := "frame-src http://127.0.0.1:* https://127.0.0.1:*;"; !strings.Contains(policy, want) {
		t.Errorf("policy %q lacks %q", policy, want)
	}
	if !strings.Contains(policy, "object-src 'none'") {
		t.Errorf("policy %q allows plugins", policy)
	}
	// A host that selects no site frames nothing.
	h := bfftest.NewHarness(t)
	req := httptest.NewRequestWithContext(context.Background(), http.MethodGet, "/m/home", nil)
	req.Host = "elsewhere.example"
	if policy := bfftest.Serve(h.Server, req).Header().Get("Content-Security-Policy"); !strings.Contains(policy, "frame-src 'none';") {
		t.Errorf("unknown host's policy %q", policy)
	}
}

// Readiness says the process can serve, not that the upstream answers: with every upstream call
// failing it stays 200, so the stale catalogue and the status pages stay in service.
func TestReadyWhileTheUpstreamIsDown(t *testing.T) {
	s := bfftest.NewStack(t)
	if rec := bfftest.Serve(s.Server, bfftest.APIRequest(http.MethodGet, "/api/v1/categories", "")); rec.Code != http.StatusOK {
		t.Fatalf("warming the catalogue: %d", rec.Code)
	}
	s.Scenario(bfftest.Failing())
	s.Clock.Advance(2 * bfftest.CacheTTL)
	if rec := bfftest.Serve(s.Server, bfftest.APIRequest(http.MethodGet, "/api/v1/categories", "")); rec.Code != http.StatusOK {
		t.Fatalf("the stale catalogue: %d %s", rec.Code, rec.Body)
	}
	if rec := bfftest.Serve(s.Server, bfftest.APIRequest(http.MethodGet, "/readyz", "")); rec.Code != http.StatusOK {
		t.Fatalf("readyz with the upstream down: %d %s", rec.Code, rec.Body)
	}
}

// With an admin listener /metrics leaves the site's listener; the probes answer on both.
func TestMetricsOnTheAdminHandler(t *testing.T) {
	h := bfftest.NewHarness(t, func(o *bff.Options) { o.MetricsOnAdmin = true })
	if rec := h.Get("/metrics"); rec.Code != http.StatusNotFound {
		t.Errorf("/metrics on the site's handler: %d", rec.Code)
	}
	for _, target := range []string{"/healthz", "/readyz", "/metrics"} {
		req := httptest.NewRequestWithContext(context.Background(), http.MethodGet, target, nil)
		rec := httptest.NewRecorder()
		h.Server.Admin().ServeHTTP(rec, req)
		if rec.Code != http.StatusOK {
			t.Errorf("admin %s: %d", target, rec.Code)
		}
		if target != "/metrics" {
			if rec := h.Get(target); rec.Code != http.StatusOK {
				t.Errorf("site %s: %d", target, rec.Code)
			}
		}
	}
}
