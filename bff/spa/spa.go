// Package spa serves the built single-page site: hashed assets cached for good, the shell
// (index.html) for every client-side route under /m, and a few named root files (web
// manifest, service worker, favicon), never the rest of the build (the msw worker).
package spa

import (
	"bytes"
	"io"
	"io/fs"
	"net/http"
	"path"
	"regexp"
	"strings"

	"github.com/labstack/echo/v4"

	"github.com/casinobff/bff/bff/httpx"
	"github.com/casinobff/bff/bff/sites"
)

// Home is where the bare entry paths send a browser.
const Home = "/m/home"

// Cache policies.
const (
	// Immutable is for files whose names carry their content hash.
	Immutable = "public, max-age=31536000, immutable"
	// Revalidate is for files that keep their name across releases: the shell, the service
	// worker, the manifest. The browser may keep them but must ask first.
	Revalidate = "no-cache"
	// rootFiles is for other files at the root (icons): an hour is a fair price for a rename.
	rootFiles = "public, max-age=3600"
)

// hidden are files of the build /m/* never serves as files: the msw worker exists only for
// the mocked dev server, and the shell is the answer to every other /m/* path.
var hidden = map[string]bool{"mockServiceWorker.js": true, "index.html": true}

// RootFiles are the files served from the build's root besides the shell; icons the web
// manifest names go under icons/.
var RootFiles = []string{"manifest.webmanifest", "sw.js", "favicon.svg", "robots.txt"}

// revalidated root files keep their name across releases.
var revalidated = map[string]bool{"sw.js": true, "manifest.webmanifest": true}

// contentTypes fills gaps in the platform's MIME table.
var contentTypes = map[string]string{
	".webmanifest": "application/manifest+json",
	".js":          "text/javascript; charset=utf-8",
	".mjs":         "text/javascript; charset=utf-8",
	".css":         "text/css; charset=utf-8",
	".svg":         "image/svg+xml",
	".woff2":       "font/woff2",
	".json":        "application/json",
	".html":        "text/html; charset=utf-8",
	".png":         "image/png",
	".webp":        "image/webp",
	".ico":         "image/x-icon",
}

var errNotFound = httpx.NewError(httpx.CodeNotFound, "Nothing is here.")

// notBuilt answers /m/* when the site has not been built into the binary.
const notBuilt = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Site not built</title></head>
<body><h1>The site is not built</h1>
<p>This BFF has no built site to serve. Run <code>make build</code> and start it again.</p>
<p>The API under <code>/api/v1</code> works without it.</p></body></html>
`

// Sites are the configured sites, by the Host a request names.
type Sites interface {
	ByHost(hostport string) (*sites.Site, bool)
	All() []*sites.Site
}

// Register adds the site's routes. fsys holds the build (index.html, assets/ ...); nil or
// a build without index.html serves a page saying the site is not built. Each site gets its
// own shell and manifest, branded from its configuration (brand.go); a host of no site gets
// the build's own.
func Register(e *echo.Echo, fsys fs.FS, all Sites) error {
	s := server{fsys: fsys, sites: all, shellScripts: httpx.ScriptSources()}
	if fsys != nil {
		if shell, err := fs.ReadFile(fsys, "index.html"); err == nil {
			s.shellScripts = shellScripts(shell)
			if s.brands, err = brandAll(shell, all.All()); err != nil {
				return err
			}
			if s.generic.shell, err = newPage("text/html; charset=utf-8", shell); err != nil {
				return err
			}
			if m, err := fs.ReadFile(fsys, "manifest.webmanifest"); err == nil {
				if s.generic.manifest, err = newPage(contentTypes[".webmanifest"], m); err != nil {
					return err
				}
			}
		}
	}
	redirect := func(c echo.Context) error { return c.Redirect(http.StatusFound, Home) }
	e.GET("/", redirect)
	e.GET("/m", redirect)
	e.GET("/m/", redirect)
	e.GET("/m/*", s.route)
	e.GET("/assets/*", s.asset)
	e.GET("/icons/*", s.rootFile)
	e.GET("/manifest.webmanifest", s.manifest)
	for _, f := range RootFiles {
		if f != "manifest.webmanifest" {
			e.GET("/"+f, s.rootFile)
		}
	}
	return nil
}

type server struct {
	fsys  fs.FS
	sites Sites
	// brands are each site's shell and manifest by site id; generic, the build's own.
	brands  map[string]branded
	generic branded
	// shellScripts is the script-src of index.html: it allows the shell's own inline scripts
	// by hash, in the site's policy (httpx.SecurityHeaders has set it).
	shellScripts string
}

// inlineScript is a <script> element with no attributes, the only kind the shell inlines.
var inlineScript = regexp.MustCompile(`(?s)<script>(.*?)</script>`)

// shellScripts allows the inline scripts of the shell, as they are, and no others.
func shellScripts(shell []byte) string {
	var sources [][]byte
	for _, m := range inlineScript.FindAllSubmatch(shell, -1) {
		sources = append(sources, m[1])
	}
	return httpx.ScriptSources(sources...)
}

// route serves a client-side route: a file of the build when one has that name, else the
// shell, which the SPA's router takes from there.
func (s server) route(c echo.Context) error {
	if s.fsys == nil {
		return notBuiltPage(c)
	}
	name := strings.TrimPrefix(c.Request().URL.Path, "/m/")
	if name != "" && !hidden[name] && path.Ext(name) != brotliExt && isFile(s.fsys, name) {
		return serveFile(c, s.fsys, name, path.Ext(name), cacheFor(name))
	}
	b := s.branded(c)
	if b.shell.raw == nil {
		return notBuiltPage(c)
	}
	h := c.Response().Header()
	h.Set(echo.HeaderContentSecurityPolicy, httpx.WithScriptSources(h.Get(echo.HeaderContentSecurityPolicy), s.shellScripts))
	return b.shell.serve(c)
}

// manifest serves the web app manifest of the request's site.
func (s server) manifest(c echo.Context) error {
	b := s.branded(c)
	if b.manifest.raw == nil {
		return errNotFound
	}
	return b.manifest.serve(c)
}

// branded is the shell and manifest of the site c's Host names, or the build's own.
func (s server) branded(c echo.Context) branded {
	if site, ok := s.sites.ByHost(c.Request().Host); ok {
		if b, ok := s.brands[site.ID]; ok {
			return b
		}
	}
	return s.generic
}

// asset serves a hashed file of the build. Scripts and style sheets have a brotli copy made at
// build time (name.br): a browser that accepts br gets it, some 15% smaller than gzip.
func (s server) asset(c echo.Context) error {
	name := strings.TrimPrefix(c.Request().URL.Path, "/")
	if s.fsys == nil || path.Ext(name) == brotliExt || !isFile(s.fsys, name) {
		return errNotFound
	}
	if httpx.AcceptsEncoding(c.Request().Header.Get(echo.HeaderAcceptEncoding), "br") && isFile(s.fsys, name+brotliExt) {
		h := c.Response().Header()
		h.Set(echo.HeaderContentEncoding, "br")
		h.Add(echo.HeaderVary, echo.HeaderAcceptEncoding)
		return serveFile(c, s.fsys, name+brotliExt, path.Ext(name), Immutable)
	}
	return serveFile(c, s.fsys, name, path.Ext(name), Immutable)
}

// brotliExt ends the build's brotli copies of assets; they are never served under their own name.
const brotliExt = ".br"

func (s server) rootFile(c echo.Context) error {
	name := strings.TrimPrefix(c.Request().URL.Path, "/")
	if s.fsys == nil || !isFile(s.fsys, name) {
		return errNotFound
	}
	return serveFile(c, s.fsys, name, path.Ext(name), cacheFor(name))
}

func cacheFor(name string) string {
	switch {
	case strings.HasPrefix(name, "assets/"):
		return Immutable
	case revalidated[name]:
		return Revalidate
	}
	return rootFiles
}

func notBuiltPage(c echo.Context) error {
	httpx.NoStore(c)
	return c.HTMLBlob(http.StatusServiceUnavailable, []byte(notBuilt))
}

// isFile says whether name is a regular file of fsys; fs.ValidPath refuses .. and absolute
// names, so a request can never leave the build.
func isFile(fsys fs.FS, name string) bool {
	if !fs.ValidPath(name) {
		return false
	}
	st, err := fs.Stat(fsys, name)
	return err == nil && st.Mode().IsRegular()
}

// serveFile sends a file of the build with the content type of ext (the name of a brotli copy
// ends in .br, the type is the original's).
func serveFile(c echo.Context, fsys fs.FS, name, ext, cacheControl string) error {
	f, err := fsys.Open(name)
	if err != nil {
		return errNotFound
	}
	defer func() { _ = f.Close() }() // read-only: nothing to lose
	st, err := f.Stat()
	if err != nil {
		return errNotFound
	}
	rs, ok := f.(io.ReadSeeker)
	if !ok {
		b, err := io.ReadAll(f)
		if err != nil {
			return err
		}
		rs = bytes.NewReader(b)
	}
	h := c.Response().Header()
	if ct, ok := contentTypes[ext]; ok {
		h.Set(echo.HeaderContentType, ct)
	}
	h.Set(echo.HeaderCacheControl, cacheControl)
	http.ServeContent(c.Response(), c.Request(), name, st.ModTime(), rs)
	return nil
}
