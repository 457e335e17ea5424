package bff_test

import (
	"compress/gzip"
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/casinobff/bff/bff"
	"github.com/casinobff/bff/bff/bfftest"
	"github.com/casinobff/bff/bff/spa"
	"github.com/casinobff/bff/config"
)

// head is the built shell's head as Vite writes it: the tags a site's brand replaces.
const head = `<meta name="theme-color" content="#0f766e" />
<meta name="description" content="Slots, live casino and more." />
<link rel="icon" href="/icons/icon.svg" type="image/svg+xml" />
<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
<link rel="manifest" href="/manifest.webmanifest" />
<title>Casino</title>`

const shell = `<!doctype html><html lang="bn"><head>` + head + `<script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>`

func builtSite() fstest.MapFS {
	return fstest.MapFS{
		"index.html":                {Data: []byte(shell)},
		"assets/index-abc123.js":    {Data: []byte(`console.log("app")`)},
		"assets/index-abc123.css":   {Data: []byte(`body{margin:0}`)},
		"assets/index-abc123.js.br": {Data: []byte("brotli copy of the app")},
		"manifest.webmanifest":      {Data: []byte(`{"name":"Demo"}`)},
		"sw.js":                     {Data: []byte(`self.addEventListener("fetch", () => {})`)},
		"favicon.svg":               {Data: []byte(`<svg xmlns="http://www.w3.org/2000/svg"/>`)},
		"mockServiceWorker.js":      {Data: []byte(`// msw`)},
		"assets":                    {Mode: 0o755 | 1<<31}, // a directory
	}
}

func TestSPA(t *testing.T) {
	tests := []struct {
		name         string
		path         string
		status       int
		location     string
		cacheControl string
		contentType  string
		bodyHas      string
	}{
		{"root redirects home", "/", 302, "/m/home", "", "", ""},
		{"/m redirects home", "/m", 302, "/m/home", "", "", ""},
		{"/m/ redirects home", "/m/", 302, "/m/home", "", "", ""},
		{"client route gets the shell", "/m/home", 200, "", spa.Revalidate, "text/html; charset=utf-8", `<div id="root">`},
		{"deep client route gets the shell", "/m/gameList", 200, "", spa.Revalidate, "text/html; charset=utf-8", `<div id="root">`},
		{"unknown client route gets the shell", "/m/no/such/page", 200, "", spa.Revalidate, "text/html; charset=utf-8", `<div id="root">`},
		{"hashed script is immutable", "/assets/index-abc123.js", 200, "", spa.Immutable, "text/javascript; charset=utf-8", `console.log`},
		{"hashed style is immutable", "/assets/index-abc123.css", 200, "", spa.Immutable, "text/css; charset=utf-8", `margin`},
		{"missing asset is 404, not the shell", "/assets/gone-000.js", 404, "", "no-store", "application/problem+json", `not_found`},
		{"asset directory is not listed", "/assets/", 404, "", "no-store", "application/problem+json", `not_found`},
		{"manifest revalidates", "/manifest.webmanifest", 200, "", spa.Revalidate, "application/manifest+json", `"name": "Demo Casino"`},
		{"service worker revalidates", "/sw.js", 200, "", spa.Revalidate, "text/javascript; charset=utf-8", `fetch`},
		{"favicon", "/favicon.svg", 200, "", "public, max-age=3600", "image/svg+xml", `<svg`},
		{"msw worker is not served", "/mockServiceWorker.js", 404, "", "no-store", "application/problem+json", `not_found`},
		{"msw worker under /m is the shell", "/m/mockServiceWorker.js", 200, "", spa.Revalidate, "text/html; charset=utf-8", `<div id="root">`},
		{"path traversal stays in the build", "/assets/../index.html", 404, "", "no-store", "application/problem+json", `not_found`},
	}
	h := bfftest.NewHarness(t, func(o *bff.Options) { o.SPA = builtSite() })
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rec := h.Get(tt.path)
			if rec.Code != tt.status {
				t.Fatalf("status %d, want %d: %s", rec.Code, tt.status, rec.Body)
			}
			if got := rec.Header().Get("Location"); got != tt.location {
				t.Errorf("Location %q, want %q", got, tt.location)
			}
			if tt.status == 302 {
				return
			}
			if got := rec.Header().Get("Cache-Control"); got != tt.cacheControl {
				t.Errorf("Cache-Control %q, want %q", got, tt.cacheControl)
			}
			if got := rec.Header().Get("Content-Type"); got != tt.contentType {
				t.Errorf("Content-Type %q, want %q", got, tt.contentType)
			}
			if !strings.Contains(rec.Body.String(), tt.bodyHas) {
				t.Errorf("body %q lacks %q", rec.Body, tt.bodyHas)
			}
		})
	}
}

func TestSPABrotliCopies(t *testing.T) {
	h := bfftest.NewHarness(t, func(o *bff.Options) { o.SPA = builtSite() })
	tests := []struct {
		name, path, acceptEncoding string
		status                     int
		contentEncoding, bodyHas   string
	}{
		{"a browser taking br gets the build's brotli copy", "/assets/index-abc123.js", "gzip, deflate, br, zstd", 200, "br", "brotli copy of the app"},
		{"a client without br gets gzip made on the fly", "/assets/index-abc123.js", "gzip", 200, "gzip", ""},
		{"br refused with q=0 is not sent", "/assets/index-abc123.js", "gzip, br;q=0", 200, "gzip", ""},
		{"a file without a copy is gzipped", "/assets/index-abc123.css", "br, gzip", 200, "gzip", ""},
		{"a copy is never served under its own name", "/assets/index-abc123.js.br", "br", 404, "", "not_found"},
		{"nor under /m", "/m/assets/index-abc123.js.br", "", 200, "", `<div id="root">`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rec := h.Do(http.MethodGet, tt.path, http.Header{"Accept-Encoding": {tt.acceptEncoding}}, nil)
			if rec.Code != tt.status {
				t.Fatalf("status %d, want %d: %s", rec.Code, tt.status, rec.Body)
			}
			if got := rec.Header().Get("Content-Encoding"); got != tt.contentEncoding {
				t.Errorf("Content-Encoding %q, want %q", got, tt.contentEncoding)
			}
			if !strings.Contains(rec.Body.String(), tt.bodyHas) {
				t.Errorf("body %q lacks %q", rec.Body, tt.bodyHas)
			}
			if tt.status != 200 || tt.contentEncoding == "" {
				return
			}
			if got := rec.Header().Values("Vary"); len(got) != 1 || got[0] != "Accept-Encoding" {
				t.Errorf("Vary %q, want one Accept-Encoding", got)
			}
			if got := rec.Header().Get("Content-Type"); !strings.HasPrefix(got, "text/") {
				t.Errorf("Content-Type %q, want the original's", got)
			}
			if got := rec.Header().Get("Cache-Control"); got != spa.Immutable {
				t.Errorf("Cache-Control %q, want %q", got, spa.Immutable)
			}
		})
	}
}

func TestSPAShellPolicyAllowsItsInlineScriptsAlone(t *testing.T) {
	const first, second = `window.__firstRequests = {};`, "\n  fetch('/api/v1/site');\n"
	site := builtSite()
	site["index.html"] = &fstest.MapFile{Data: []byte(`<!doctype html><html lang="bn"><head>` + head + `<script>` + first +
		`</script><script>` + second + `</script><script type="module" src="/assets/index-abc123.js"></script></head><body></body></html>`)}
	h := bfftest.NewHarness(t, func(o *bff.Options) { o.SPA = site })
	hash := func(src string) string {
		sum := sha256.Sum256([]byte(src))
		return "'sha256-" + base64.StdEncoding.EncodeToString(sum[:]) + "'"
	}
	for _, path := range []string{"/m/home", "/m/gameList"} {
		policy := h.Get(path).Header().Get("Content-Security-Policy")
		want := "script-src 'self' " + hash(first) + " " + hash(second)
		if got := directive(policy, "script-src"); "script-src "+got != want {
			t.Errorf("%s: script-src %q, want %q", path, got, want)
		}
		if plain := strings.Replace(policy, want, "script-src 'self'", 1); plain != sitePolicy {
			t.Errorf("%s: policy %q differs from the site's in more than its scripts", path, policy)
		}
	}
	if policy := h.Get("/assets/index-abc123.js").Header().Get("Content-Security-Policy"); policy != sitePolicy {
		t.Errorf("a file's policy %q, want the plain %q", policy, sitePolicy)
	}
}

// directive is the value of one directive of a content security policy.
func directive(policy, name string) string {
	for _, d := range strings.Split(policy, ";") {
		if f := strings.Fields(d); len(f) > 0 && f[0] == name {
			return strings.Join(f[1:], " ")
		}
	}
	return ""
}

func TestSPANotBuilt(t *testing.T) {
	for name, site := range map[string]fstest.MapFS{"no build at all": nil, "a build without index.html": {"assets/x.js": {Data: []byte("x")}}} {
		t.Run(name, func(t *testing.T) {
			h := bfftest.NewHarness(t, func(o *bff.Options) {
				if site != nil {
					o.SPA = site
				}
			})
			rec := h.Get("/m/home")
			if rec.Code != http.StatusServiceUnavailable || !strings.Contains(rec.Body.String(), "make build") {
				t.Fatalf("status %d body %s", rec.Code, rec.Body)
			}
			if ct := rec.Header().Get("Content-Type"); !strings.HasPrefix(ct, "text/html") {
				t.Errorf("Content-Type %q", ct)
			}
			if rec := h.Get("/api/v1/categories"); rec.Code != http.StatusOK {
				t.Errorf("the API needs no build: %d", rec.Code)
			}
		})
	}
}

// Each site's shell and manifest carry its own brand, by the Host asked; a host of no site gets
// the build's own. They are kept gzipped, and a browser that has the shell is answered 304.
func TestSPABrandPerSite(t *testing.T) {
	strict := bfftest.StrictSite()
	strict.Theme.Primary = "#7c2d12"
	strict.DefaultLanguage = "en"
	strict.Brand = config.Brand{
		Name: "Strict & Co Casino", ShortName: "Strict", Description: "Only for adults <21+>.",
		Icons: config.Icons{SVG: "/media/brand/strict.svg", AppleTouch: "/media/brand/strict-180.png", PNG192: "/media/brand/strict-192.png"},
	}
	h := bfftest.NewHarness(t, func(o *bff.Options) {
		o.SPA = builtSite()
		o.Sites = append(o.Sites, strict)
		o.Backends[strict.ID] = o.Backends[bfftest.DemoSite.ID]
	})
	get := func(host, path string, header http.Header) *httptest.ResponseRecorder {
		hdr := http.Header{"Host": {host}}
		for k, v := range header {
			hdr[k] = v
		}
		return h.Do(http.MethodGet, path, hdr, nil)
	}
	demo, other := get("demo.test", "/m/home", nil).Body.String(), get(bfftest.StrictHost, "/m/home", nil).Body.String()
	for _, want := range []string{`<html lang="bn">`, `<title>Demo Casino</title>`, `<meta name="theme-color" content="#0f766e" />`, `href="/icons/icon.svg"`} {
		if !strings.Contains(demo, want) {
			t.Errorf("the demo's shell lacks %s:\n%s", want, demo)
		}
	}
	for _, want := range []string{
		`<html lang="en">`, `<title>Strict &amp; Co Casino</title>`, `<meta name="theme-color" content="#7c2d12" />`,
		`<meta name="description" content="Only for adults &lt;21+&gt;." />`,
		`<link rel="icon" href="/media/brand/strict.svg" type="image/svg+xml" />`, `<link rel="apple-touch-icon" href="/media/brand/strict-180.png" />`,
	} {
		if !strings.Contains(other, want) {
			t.Errorf("the strict site's shell lacks %s:\n%s", want, other)
		}
	}
	var m struct {
		Name       string `json:"name"`
		ShortName  string `json:"short_name"`
		ThemeColor string `json:"theme_color"`
		Lang       string `json:"lang"`
		Icons      []struct {
			Src string `json:"src"`
		} `json:"icons"`
	}
	rec := get(bfftest.StrictHost, "/manifest.webmanifest", nil)
	if err := json.Unmarshal(rec.Body.Bytes(), &m); err != nil {
		t.Fatal(err)
	}
	if m.Name != "Strict & Co Casino" || m.ShortName != "Strict" || m.ThemeColor != "#7c2d12" || m.Lang != "en" || len(m.Icons) != 4 || m.Icons[1].Src != "/media/brand/strict-192.png" {
		t.Errorf("the strict site's manifest: %+v", m)
	}
	if got := get("unknown.example", "/manifest.webmanifest", nil); !strings.Contains(got.Body.String(), `"name":"Demo"`) {
		t.Errorf("a host of no site: %s", got.Body)
	}

	zipped := get(bfftest.StrictHost, "/m/home", http.Header{"Accept-Encoding": {"gzip"}})
	if zipped.Header().Get("Content-Encoding") != "gzip" {
		t.Fatalf("the shell is not gzipped: %v", zipped.Header())
	}
	zr, err := gzip.NewReader(zipped.Body)
	if err != nil {
		t.Fatal(err)
	}
	if body, _ := io.ReadAll(zr); string(body) != other {
		t.Error("the gzipped shell is not the shell")
	}
	etag := zipped.Header().Get("ETag")
	if again := get(bfftest.StrictHost, "/m/home", http.Header{"If-None-Match": {etag}}); etag == "" || again.Code != http.StatusNotModified {
		t.Errorf("ETag %q asked again: %d", etag, again.Code)
	}
}
