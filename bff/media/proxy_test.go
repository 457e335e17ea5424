package media_test

import (
	"context"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/casinobff/bff/bff/bfftest"
	"github.com/casinobff/bff/bff/httpx"
	"github.com/casinobff/bff/bff/media"
	"github.com/casinobff/bff/bff/sites"
)

// contentBackend records what reached it and answers like a CDN.
type contentBackend struct {
	mu      sync.Mutex
	headers http.Header
	paths   []string
}

func (b *contentBackend) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	b.mu.Lock()
	b.headers, b.paths = r.Header.Clone(), append(b.paths, r.URL.String())
	b.mu.Unlock()
	switch r.URL.Path {
	case "/content/media/games/JL0092.svg":
		w.Header().Set("Content-Type", "image/svg+xml")
		w.Header().Set("Cache-Control", "public, max-age=604800, immutable")
		w.Header().Set("Set-Cookie", "cdn=tracking")
		w.Header().Set("ETag", `"v1"`)
		_, _ = w.Write([]byte(`<svg xmlns="http://www.w3.org/2000/svg"/>`))
	case "/content/media/banners/plain.png":
		w.Header().Set("Content-Type", "image/png")
		_, _ = w.Write([]byte("\x89PNG"))
	case "/content/media/page.html", "/content/media/app/ios.html":
		w.Header().Set("Content-Type", "text/html")
		_, _ = w.Write([]byte("<script>alert(1)</script>"))
	case "/content/media/broken.png":
		http.Error(w, "upstream stack trace SECRET", http.StatusInternalServerError)
	default:
		http.NotFound(w, r)
	}
}

func withMediaBackend(t *testing.T, b *contentBackend) bfftest.Option {
	backend := httptest.NewServer(b)
	t.Cleanup(backend.Close)
	base, _ := url.Parse(backend.URL + "/content")
	return bfftest.WithBackends(func(b *sites.Backends) { b.ContentBaseURL = base })
}

func TestMediaProxy(t *testing.T) {
	tests := []struct {
		name         string
		path         string
		status       int
		code         httpx.Code // for problems
		cacheControl string
		reaches      bool // whether the backend is asked at all
	}{
		{"icon with the backend's caching", "/media/games/JL0092.svg", 200, "", "public, max-age=604800, immutable", true},
		{"picture without caching gets the default", "/media/banners/plain.png", 200, "", media.DefaultCacheControl, true},
		{"missing picture", "/media/games/nope.svg", 404, httpx.CodeNotFound, "no-store", true},
		{"a document is not media", "/media/page.html", 404, httpx.CodeNotFound, "no-store", true},
		{"an install page is, sandboxed", "/media/app/ios.html", 200, "", media.DefaultCacheControl, true},
		{"backend failure", "/media/broken.png", 503, httpx.CodeUpstreamUnavailable, "no-store", true},
		{"dot segments", "/media/../wps/system/status", 404, httpx.CodeNotFound, "no-store", false},
		{"encoded slash", "/media/..%2fwps%2fsystem%2fstatus", 404, httpx.CodeNotFound, "no-store", false},
		{"a segment starting with ..", "/media/games/..hidden.svg", 404, httpx.CodeNotFound, "no-store", false},
		{"anything encoded", "/media/games/JL%300092.svg", 404, httpx.CodeNotFound, "no-store", false},
		{"a character names do not use", "/media/games/JL0092.svg;x", 404, httpx.CodeNotFound, "no-store", false},
		{"nothing after the prefix", "/media/", 404, httpx.CodeNotFound, "no-store", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			backend := &contentBackend{}
			h := bfftest.NewHarness(t, withMediaBackend(t, backend))
			req := httptest.NewRequestWithContext(context.Background(), http.MethodGet, "http://demo.test"+tt.path, nil)
			req.Header.Set("Cookie", "__Host-bff=sealed-session")
			req.Header.Set("Authorization", "token-from-browser")
			req.Header.Set("X-Forwarded-For", "1.2.3.4")
			req.Header.Set("If-None-Match", `"v0"`)
			rec := httptest.NewRecorder()
			h.Server.Handler().ServeHTTP(rec, req)

			if rec.Code != tt.status {
				t.Fatalf("status %d, want %d: %s", rec.Code, tt.status, rec.Body)
			}
			if got := rec.Header().Get("Cache-Control"); got != tt.cacheControl {
				t.Errorf("Cache-Control %q, want %q", got, tt.cacheControl)
			}
			if tt.code != "" {
				if p := bfftest.ProblemOf(t, tt.status, rec.Header(), rec.Body.Bytes()); p.Code != tt.code {
					t.Errorf("code %q, want %q", p.Code, tt.code)
				}
			}
			if rec.Header().Get("Set-Cookie") != "" {
				t.Error("the backend's Set-Cookie reached the browser")
			}
			// Every answer is sandboxed and loads nothing; an install page only offers its
			// downloads and shows its own pictures and styles.
			want := media.Policy
			if tt.path == "/media/app/ios.html" {
				want = media.InstallPagePolicy
			}
			if policies := rec.Header().Values("Content-Security-Policy"); len(policies) != 1 || policies[0] != want {
				t.Errorf("Content-Security-Policy %q, want %q", policies, want)
			}
			if rec.Header().Get("X-Frame-Options") != "DENY" || rec.Header().Get("X-Content-Type-Options") != "nosniff" {
				t.Error("security headers missing on media")
			}
			backend.mu.Lock()
			defer backend.mu.Unlock()
			if reached := len(backend.paths) > 0; reached != tt.reaches {
				t.Fatalf("backend reached %v, want %v (%v)", reached, tt.reaches, backend.paths)
			}
			if !tt.reaches {
				return
			}
			for _, k := range []string{"Cookie", "Authorization", "X-Forwarded-For"} {
				if v := backend.headers.Get(k); v != "" {
					t.Errorf("%s forwarded to the backend: %q", k, v)
				}
			}
			if backend.headers.Get("If-None-Match") != `"v0"` {
				t.Error("conditional header not forwarded")
			}
		})
	}
}

func TestMediaIsGetOnly(t *testing.T) {
	backend := &contentBackend{}
	h := bfftest.NewHarness(t, withMediaBackend(t, backend))
	rec := h.Do(http.MethodPost, "/media/games/JL0092.svg", nil, nil)
	if p := bfftest.ProblemOf(t, 405, rec.Header(), rec.Body.Bytes()); p.Code != httpx.CodeMethodNotAllowed {
		t.Fatalf("code %q", p.Code)
	}
	if len(backend.paths) != 0 {
		t.Fatal("a POST reached the backend")
	}
}

// TestRealStackMedia: icons the goldens name load through the media proxy from the fake.
func TestRealStackMedia(t *testing.T) {
	_, fakeURL := bfftest.StartFakeUpstream(t)
	srv := bfftest.RealServer(t, fakeURL, bfftest.NewClock(time.Now()))
	req := httptest.NewRequestWithContext(context.Background(), http.MethodGet, "/media/games/JL0092.jpg", nil)
	req.Host = "localhost"
	req.Header.Set("Cookie", "__Host-bff=sealed")
	rec := bfftest.Serve(srv, req)
	if rec.Code != http.StatusOK || rec.Header().Get("Content-Type") != "image/jpeg" || !strings.HasPrefix(rec.Body.String(), "\xff\xd8") {
		t.Fatalf("status %d type %q body %.80s", rec.Code, rec.Header().Get("Content-Type"), rec.Body)
	}
}
