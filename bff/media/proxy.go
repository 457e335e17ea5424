// Package media serves GET /media/* (game icons, banners, team pictures, app downloads) by
// proxying to the site's content backend, so fixtures name no outside host and a browser
// never talks to a backend itself.
package media

import (
	"errors"
	"mime"
	"net"
	"net/http"
	"net/http/httputil"
	"net/url"
	"path"
	"regexp"
	"strings"
	"time"

	"github.com/labstack/echo/v4"

	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/bff/httpx"
	"github.com/casinobff/bff/bff/kit"
)

// Prefix is the only path the proxy serves.
const Prefix = "/media/"

// DefaultCacheControl applies when the backend says nothing: media paths are content
// addressed in practice, and a day keeps phones from refetching icons on every page.
const DefaultCacheControl = "public, max-age=86400"

// forwardedRequestHeaders are all the browser's headers that reach the backend: the
// conditional and range headers caching needs, never Cookie or Authorization.
var forwardedRequestHeaders = []string{"Accept", "If-None-Match", "If-Modified-Since", "Range", "If-Range"}

// passedResponseHeaders are all the backend's headers that reach the browser: no Set-Cookie,
// and no headers that would weaken the BFF's own security headers.
var passedResponseHeaders = []string{
	"Content-Type", "Content-Length", "Content-Range", "Accept-Ranges", "Cache-Control",
	"Etag", "Last-Modified", "Expires", "Age", "Content-Disposition",
}

// appPrefix holds the app downloads, where an install page (iOS) may be HTML.
const appPrefix = Prefix + "app/"

// Policy is the content security policy of every /media answer: a picture or a file is never a
// document of the site's origin, so a file that a browser would render anyway (an SVG opened on
// its own, HTML sniffed from a download) runs sandboxed, as an opaque origin, and loads nothing.
const Policy = "sandbox; default-src 'none'"

// InstallPagePolicy is the policy of an app's install page (iOS): sandboxed too, with no access
// to the BFF's cookies or storage, offering downloads and links and showing its own pictures
// and styles, never running a script.
const InstallPagePolicy = "sandbox allow-downloads allow-popups allow-top-navigation-by-user-activation; " +
	"default-src 'none'; img-src 'self' data:; style-src 'self' 'unsafe-inline'"

// mediaPath is every path the proxy passes on: the characters media names use, no encoding.
var mediaPath = regexp.MustCompile(`^/media/[A-Za-z0-9._~/-]+$`)

// servedTypes are what /media may answer: pictures and app downloads, never a document that
// would run in the BFF's origin.
var servedTypes = map[string]bool{
	"application/octet-stream":                true,
	"application/vnd.android.package-archive": true,
	"application/x-apple-aspen-config":        true,
}

var (
	errNotFound    = httpx.NewError(httpx.CodeNotFound, "No such media.")
	errUnavailable = httpx.NewError(httpx.CodeUpstreamUnavailable, "Media is not available right now.")
)

// Proxy is the media handler.
type Proxy struct {
	transport http.RoundTripper
	origins   kit.Backends[*url.URL]
}

// NewProxy makes a Proxy of each site's content backend, origins, over transport.
func NewProxy(transport http.RoundTripper, origins kit.Backends[*url.URL]) *Proxy {
	return &Proxy{transport: transport, origins: origins}
}

// NewTransport is a transport tuned for many small pictures from few hosts.
func NewTransport(headerTimeout time.Duration) *http.Transport {
	return &http.Transport{
		Proxy:                 http.ProxyFromEnvironment,
		DialContext:           (&net.Dialer{Timeout: 5 * time.Second, KeepAlive: 30 * time.Second}).DialContext,
		TLSHandshakeTimeout:   5 * time.Second,
		ResponseHeaderTimeout: headerTimeout,
		MaxIdleConns:          256,
		MaxIdleConnsPerHost:   64,
		IdleConnTimeout:       90 * time.Second,
		ForceAttemptHTTP2:     true,
	}
}

// Register adds GET /media/* to g, whose middleware has resolved the site.
func (p *Proxy) Register(g *echo.Group) {
	g.GET("/*", p.serve)
}

func (p *Proxy) serve(c echo.Context) error {
	req := c.Request()
	c.Response().Header().Set(echo.HeaderContentSecurityPolicy, Policy)
	target, ok := targetOf(p.origins.Of(c), req.URL)
	if !ok {
		return errNotFound
	}
	var proxyErr error
	rp := &httputil.ReverseProxy{
		Rewrite: func(pr *httputil.ProxyRequest) {
			pr.Out.URL = target
			pr.Out.Host = ""
			pr.Out.Header = http.Header{}
			for _, k := range forwardedRequestHeaders {
				if v := pr.In.Header.Values(k); len(v) > 0 {
					pr.Out.Header[k] = v
				}
			}
		},
		Transport: p.transport,
		ModifyResponse: func(res *http.Response) error {
			page, err := checkResponse(res, strings.HasPrefix(req.URL.Path, appPrefix))
			if page {
				c.Response().Header().Set(echo.HeaderContentSecurityPolicy, InstallPagePolicy)
			}
			return err
		},
		ErrorHandler: func(_ http.ResponseWriter, _ *http.Request, err error) { proxyErr = err },
	}
	rp.ServeHTTP(c.Response(), req)
	if proxyErr == nil {
		return nil
	}
	var e *httpx.Error
	if errors.As(proxyErr, &e) {
		return e
	}
	return errUnavailable.WithCause(errors.Join(adapters.ErrUnavailable, proxyErr))
}

// targetOf maps a request path to the backend, refusing anything that is not plainly under
// /media/: only the characters of mediaPath, nothing encoded, no segment starting with "..",
// no dot segment.
func targetOf(base *url.URL, u *url.URL) (*url.URL, bool) {
	p := u.Path
	if u.RawPath != "" || !mediaPath.MatchString(p) || path.Clean(p) != p || strings.Contains(p, "/..") {
		return nil, false
	}
	t := *base
	t.Path = strings.TrimSuffix(base.Path, "/") + p
	t.RawPath, t.RawQuery, t.Fragment, t.User = "", "", "", nil
	return &t, true
}

// checkResponse keeps only what the browser may see of the backend's answer. appPage allows
// an HTML install page; page says it is one (its policy is InstallPagePolicy).
func checkResponse(res *http.Response, appPage bool) (page bool, err error) {
	switch {
	case res.StatusCode == http.StatusNotFound || res.StatusCode == http.StatusGone:
		return false, errNotFound
	case res.StatusCode >= 300 && res.StatusCode != http.StatusNotModified:
		// A redirect would send the browser to another origin, which the CSP refuses anyway.
		return false, errUnavailable.WithCause(errors.Join(adapters.ErrUnavailable, errors.New("media backend answered "+res.Status)))
	}
	mt, _, _ := mime.ParseMediaType(res.Header.Get("Content-Type"))
	page = appPage && mt == "text/html"
	if res.StatusCode == http.StatusOK || res.StatusCode == http.StatusPartialContent {
		if !strings.HasPrefix(mt, "image/") && !servedTypes[mt] && !page {
			return false, errNotFound
		}
	}
	kept := http.Header{}
	for _, k := range passedResponseHeaders {
		if v := res.Header.Values(k); len(v) > 0 {
			kept[k] = v
		}
	}
	if kept.Get("Cache-Control") == "" {
		kept.Set("Cache-Control", DefaultCacheControl)
	}
	res.Header = kept
	return page, nil
}
