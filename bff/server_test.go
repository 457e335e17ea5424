package bff_test

import (
	"compress/gzip"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"go.uber.org/zap"

	"github.com/casinobff/bff/bff"
	"github.com/casinobff/bff/bff/bfftest"
	"github.com/casinobff/bff/bff/httpx"
	"github.com/casinobff/bff/bff/sites"
	"github.com/casinobff/bff/config"
)

// sitePolicy is the harness site's document policy: frames from its launch host alone.
var sitePolicy = httpx.DocumentPolicy(httpx.PolicySources{Frame: []string{"https://games.example"}})

func TestSecurityHeadersOnEveryAnswer(t *testing.T) {
	h := bfftest.NewHarness(t)
	for _, target := range []string{"/api/v1/site", "/api/v1/nope", "/nope/nope", "/m/home", "/healthz"} {
		t.Run(target, func(t *testing.T) {
			rec := h.Get(target)
			policy := sitePolicy
			if strings.HasPrefix(target, "/api/") {
				policy = httpx.APIContentSecurityPolicy
			}
			want := map[string]string{
				"Content-Security-Policy": policy,
				"X-Content-Type-Options":  "nosniff",
				"Referrer-Policy":         "strict-origin-when-cross-origin",
				"X-Frame-Options":         "DENY",
			}
			for k, v := range want {
				if got := rec.Header().Get(k); got != v {
					t.Errorf("%s = %q, want %q", k, got, v)
				}
			}
			directives := map[string]string{}
			for _, d := range strings.Split(policy, ";") {
				if f := strings.Fields(d); len(f) > 0 {
					directives[f[0]] = strings.Join(f[1:], " ")
				}
			}
			if directives["frame-ancestors"] != "'none'" {
				t.Errorf("frame-ancestors %q, want 'none'", directives["frame-ancestors"])
			}
			if frames, ok := directives["frame-src"]; ok && frames != "https://games.example" {
				t.Errorf("frame-src %q, want the site's launch host alone", frames)
			}
			if plugins, ok := directives["object-src"]; ok && plugins != "'none'" || !ok && directives["default-src"] != "'none'" {
				t.Errorf("the policy %q allows plugins", policy)
			}
			if hsts := rec.Header().Get("Strict-Transport-Security"); hsts != "" {
				t.Errorf("HSTS %q over plain http", hsts)
			}
			if script, ok := directives["script-src"]; ok && script != "'self'" || !ok && directives["default-src"] != "'none'" {
				t.Errorf("the policy %q allows scripts from more than the origin's own files", policy)
			}
		})
	}
}

func TestRequestID(t *testing.T) {
	tests := []struct {
		name   string
		sent   string
		echoed func(string) bool
	}{
		{"given one is echoed", "abc-123_x.y", func(s string) bool { return s == "abc-123_x.y" }},
		{"none is generated", "", func(s string) bool { return len(s) == 24 }},
		{"unsafe one is replaced", "bad id\nwith newline", func(s string) bool { return len(s) == 24 }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h := bfftest.NewHarness(t)
			header := http.Header{}
			if tt.sent != "" {
				header.Set("X-Request-Id", tt.sent)
			}
			rec := h.Do(http.MethodGet, "/api/v1/categories", header, nil)
			id := rec.Header().Get("X-Request-Id")
			if !tt.echoed(id) {
				t.Fatalf("X-Request-Id = %q", id)
			}
			lines := h.Logs.FilterMessage("request").All()
			if len(lines) != 1 || lines[0].ContextMap()["request_id"] != id {
				t.Fatalf("access log %v does not carry request id %q", lines, id)
			}
		})
	}
}

func TestAccessLogNeverShowsSecrets(t *testing.T) {
	h := bfftest.NewHarness(t)
	header := http.Header{"Cookie": {"sid=secret-cookie"}, "Authorization": {"secret-auth"}}
	h.Do(http.MethodGet, "/api/v1/games?category=RNG&token=secret-token", header, nil)
	lines := h.Logs.FilterMessage("request").All()
	if len(lines) != 1 {
		t.Fatalf("want one access line, got %d", len(lines))
	}
	fields := lines[0].ContextMap()
	for _, k := range []string{"method", "route", "status", "duration", "request_id", "bytes"} {
		if _, ok := fields[k]; !ok {
			t.Errorf("access line lacks %q: %v", k, fields)
		}
	}
	if fields["route"] != "/api/v1/games" || fields["status"] != int64(200) {
		t.Errorf("route %v status %v", fields["route"], fields["status"])
	}
	all, _ := json.Marshal(fields)
	for _, secret := range []string{"secret-cookie", "secret-auth", "secret-token"} {
		if strings.Contains(string(all), secret) {
			t.Errorf("access line shows %q: %s", secret, all)
		}
	}
}

func TestFrameworkErrorsAreProblems(t *testing.T) {
	h := bfftest.NewHarness(t)
	tests := []struct {
		name   string
		method string
		target string
		body   io.Reader
		status int
		code   httpx.Code
	}{
		{"unknown path", http.MethodGet, "/nope/nope", nil, 404, httpx.CodeNotFound},
		{"unknown api path", http.MethodGet, "/api/v1/nope", nil, 404, httpx.CodeNotFound},
		{"missing asset", http.MethodGet, "/assets/nope.js", nil, 404, httpx.CodeNotFound},
		{"wrong method", http.MethodPost, "/api/v1/games", nil, 405, httpx.CodeMethodNotAllowed},
		{"body too large", http.MethodPost, "/api/v1/games", strings.NewReader(strings.Repeat("x", httpx.BodyLimit+1)), 413, httpx.CodeBodyTooLarge},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rec := h.Do(tt.method, tt.target, nil, tt.body)
			if rec.Code != tt.status {
				t.Fatalf("status %d, want %d: %s", rec.Code, tt.status, rec.Body)
			}
			if p := bfftest.ProblemOf(t, tt.status, rec.Header(), rec.Body.Bytes()); p.Code != tt.code {
				t.Fatalf("code %q, want %q", p.Code, tt.code)
			}
			if cc := rec.Header().Get("Cache-Control"); cc != "no-store" {
				t.Errorf("Cache-Control %q on an error", cc)
			}
		})
	}
}

func TestPanicIsInternalAndLoggedOnce(t *testing.T) {
	h := bfftest.NewHarness(t)
	h.Catalog.PanicOn("VendorInfo")
	rec := h.Get("/api/v1/categories")
	p := bfftest.ProblemOf(t, 500, rec.Header(), rec.Body.Bytes())
	if p.Code != httpx.CodeInternal || strings.Contains(rec.Body.String(), "exploded") {
		t.Fatalf("problem %+v", p)
	}
	failures := h.Logs.FilterMessage("request failed").All()
	if len(failures) != 1 {
		t.Fatalf("logged %d times, want once", len(failures))
	}
	if _, ok := failures[0].ContextMap()["stack"]; !ok {
		t.Error("the failure log has no stack")
	}
}

func TestCompression(t *testing.T) {
	h := bfftest.NewHarness(t)
	tests := []struct {
		name, target, accept string
		gzipped              bool
	}{
		{"json when accepted", "/api/v1/categories", "gzip, br", true},
		{"problem when accepted", "/api/v1/games?page=0", "gzip", true},
		{"html when accepted", "/m/home", "gzip", true},
		{"not when refused", "/api/v1/categories", "gzip;q=0", false},
		{"not when not asked", "/api/v1/categories", "", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			header := http.Header{}
			if tt.accept != "" {
				header.Set("Accept-Encoding", tt.accept)
			}
			rec := h.Do(http.MethodGet, tt.target, header, nil)
			if got := rec.Header().Get("Content-Encoding") == "gzip"; got != tt.gzipped {
				t.Fatalf("gzipped %v, want %v", got, tt.gzipped)
			}
			if vary := strings.Join(rec.Header().Values("Vary"), ", "); !strings.Contains(vary, "Accept-Encoding") {
				t.Errorf("Vary %q lacks Accept-Encoding", vary)
			}
			// A catalogue answer varies by language too: one line names both.
			if vary := rec.Header().Values("Vary"); tt.target == "/api/v1/categories" && (len(vary) != 1 || vary[0] != "Accept-Language, Accept-Encoding") {
				t.Errorf("Vary %q, want one line naming both", vary)
			}
			if !tt.gzipped {
				return
			}
			zr, err := gzip.NewReader(rec.Body)
			if err != nil {
				t.Fatal(err)
			}
			plain, err := io.ReadAll(zr)
			if err != nil || len(plain) == 0 {
				t.Fatalf("gunzip: %v, %d bytes", err, len(plain))
			}
		})
	}
}

func TestMetricsUseRouteTemplates(t *testing.T) {
	h := bfftest.NewHarness(t)
	h.Get("/api/v1/games?category=RNG&page=2")
	h.Get("/m/slot-games")
	h.Get("/scanner/wp-login.php")
	rec := h.Get("/metrics")
	if rec.Code != 200 {
		t.Fatalf("status %d", rec.Code)
	}
	body := rec.Body.String()
	for _, want := range []string{
		`bff_http_request_duration_seconds_count{method="GET",route="/api/v1/games",status="200"} 1`,
		`bff_http_request_duration_seconds_count{method="GET",route="/m/*",status="503"} 1`,
		`bff_http_request_duration_seconds_count{method="GET",route="unmatched",status="404"} 1`,
	} {
		if !strings.Contains(body, want) {
			t.Errorf("metrics lack %s", want)
		}
	}
	for _, raw := range []string{"slot-games", "wp-login", "page=2"} {
		if strings.Contains(body, raw) {
			t.Errorf("metrics show the raw path %q", raw)
		}
	}
}

func withReady(err error) bfftest.Option {
	return func(o *bff.Options) { o.Ready = func(context.Context) error { return err } }
}

func TestHealthAndReadiness(t *testing.T) {
	tests := []struct {
		name   string
		ready  error
		status int
	}{
		{"ready", nil, 200},
		{"not ready", io.ErrUnexpectedEOF, 503},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h := bfftest.NewHarness(t, withReady(tt.ready))
			if rec := h.Get("/healthz"); rec.Code != 200 || strings.TrimSpace(rec.Body.String()) != `{"status":"ok"}` {
				t.Fatalf("healthz %d %s", rec.Code, rec.Body)
			}
			rec := h.Get("/readyz")
			if rec.Code != tt.status {
				t.Fatalf("readyz %d, want %d", rec.Code, tt.status)
			}
			if tt.status != 200 {
				if p := bfftest.ProblemOf(t, 503, rec.Header(), rec.Body.Bytes()); p.Code != httpx.CodeNotReady {
					t.Fatalf("code %q", p.Code)
				}
			}
		})
	}
}

// Every site needs every one of its backends: a missing one stops start-up naming the site
// and the backend, rather than answering upstream_unavailable to the first player who asks.
func TestIncompleteBackendsStopStartUp(t *testing.T) {
	_, fakeURL := bfftest.StartFakeUpstream(t)
	b := bfftest.RealBackends(t, fakeURL, time.Now, prometheus.NewRegistry())
	b.Wallet, b.Locator = nil, nil
	_, err := bff.New(bff.Options{
		Logger: zap.NewNop(), Registry: prometheus.NewRegistry(), Sites: []config.Site{bfftest.DemoSite},
		Backends: map[string]sites.Backends{"demo": b},
	})
	if want := `site "demo" has no wallet, locator backend`; err == nil || err.Error() != want {
		t.Fatalf("bff.New: %v, want %q", err, want)
	}
}
