package spa

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"html"
	"net/http"
	"path"
	"regexp"

	"github.com/labstack/echo/v4"

	"github.com/casinobff/bff/bff/httpx"
	"github.com/casinobff/bff/bff/sites"
)

// A site's brand is what a browser and a home screen show of it before the site has run: the
// shell's title, description, colour and icons, and the web app manifest. Each site's shell and
// manifest are made once, at start, from the build's shell and the site's configuration, and
// kept with their gzip form: a first view costs no rendering and no compression.

// page is a file made once and kept: its bytes, its gzip form and its ETag.
type page struct {
	contentType string
	raw, gz     []byte
	etag        string
}

func newPage(contentType string, raw []byte) (page, error) {
	var buf bytes.Buffer
	zw, err := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	if err != nil {
		return page{}, err
	}
	if _, err := zw.Write(raw); err != nil {
		return page{}, err
	}
	if err := zw.Close(); err != nil {
		return page{}, err
	}
	sum := sha256.Sum256(raw)
	return page{contentType: contentType, raw: raw, gz: buf.Bytes(), etag: `"` + hex.EncodeToString(sum[:8]) + `"`}, nil
}

// serve answers p, gzipped when the browser takes it, 304 when it has it already.
func (p page) serve(c echo.Context) error {
	h := c.Response().Header()
	h.Set(echo.HeaderCacheControl, Revalidate)
	h.Set("ETag", p.etag)
	h.Add(echo.HeaderVary, echo.HeaderAcceptEncoding)
	if c.Request().Header.Get("If-None-Match") == p.etag {
		return c.NoContent(http.StatusNotModified)
	}
	if httpx.AcceptsEncoding(c.Request().Header.Get(echo.HeaderAcceptEncoding), "gzip") {
		h.Set(echo.HeaderContentEncoding, "gzip")
		return c.Blob(http.StatusOK, p.contentType, p.gz)
	}
	return c.Blob(http.StatusOK, p.contentType, p.raw)
}

// branded is one site's shell and manifest.
type branded struct {
	shell, manifest page
}

// The shell's tags a site's brand replaces; each must be in the build's shell once.
var brandTags = []struct {
	name    string
	pattern *regexp.Regexp
	tag     func(s *sites.Site) string
}{
	{"html lang", regexp.MustCompile(`<html lang="[^"]*">`), func(s *sites.Site) string {
		return `<html lang="` + attr(s.DefaultLanguage) + `">`
	}},
	{"theme-color", regexp.MustCompile(`<meta name="theme-color" content="[^"]*" ?/?>`), func(s *sites.Site) string {
		return `<meta name="theme-color" content="` + attr(s.Theme.Primary) + `" />`
	}},
	{"description", regexp.MustCompile(`<meta name="description" content="[^"]*" ?/?>`), func(s *sites.Site) string {
		return `<meta name="description" content="` + attr(s.Brand.Description) + `" />`
	}},
	{"icon", regexp.MustCompile(`<link rel="icon" href="[^"]*"[^>]*>`), func(s *sites.Site) string {
		return `<link rel="icon" href="` + attr(s.Brand.Icons.SVG) + `" type="` + pictureType(s.Brand.Icons.SVG) + `" />`
	}},
	{"apple-touch-icon", regexp.MustCompile(`<link rel="apple-touch-icon" href="[^"]*" ?/?>`), func(s *sites.Site) string {
		return `<link rel="apple-touch-icon" href="` + attr(s.Brand.Icons.AppleTouch) + `" />`
	}},
	{"title", regexp.MustCompile(`<title>[^<]*</title>`), func(s *sites.Site) string {
		return `<title>` + html.EscapeString(s.Brand.Name) + `</title>`
	}},
}

func attr(v string) string { return html.EscapeString(v) }

// brandShell is the build's shell with s's brand in its head.
func brandShell(shell []byte, s *sites.Site) ([]byte, error) {
	out := shell
	for _, t := range brandTags {
		if n := len(t.pattern.FindAllIndex(out, -1)); n != 1 {
			return nil, fmt.Errorf("spa: the built index.html has %d %s tags, want one", n, t.name)
		}
		tag := []byte(t.tag(s))
		out = t.pattern.ReplaceAllFunc(out, func([]byte) []byte { return tag })
	}
	return out, nil
}

// manifest is the web app manifest (https://www.w3.org/TR/appmanifest/) as a site names it.
type manifest struct {
	Name            string         `json:"name"`
	ShortName       string         `json:"short_name"`
	Description     string         `json:"description"`
	Lang            string         `json:"lang"`
	Dir             string         `json:"dir"`
	ID              string         `json:"id"`
	StartURL        string         `json:"start_url"`
	Scope           string         `json:"scope"`
	Display         string         `json:"display"`
	Orientation     string         `json:"orientation"`
	BackgroundColor string         `json:"background_color"`
	ThemeColor      string         `json:"theme_color"`
	Icons           []manifestIcon `json:"icons"`
}

type manifestIcon struct {
	Src     string `json:"src"`
	Sizes   string `json:"sizes"`
	Type    string `json:"type"`
	Purpose string `json:"purpose"`
}

// brandManifest is s's web app manifest.
func brandManifest(s *sites.Site) ([]byte, error) {
	icons := s.Brand.Icons
	m := manifest{
		Name: s.Brand.Name, ShortName: s.Brand.ShortName, Description: s.Brand.Description,
		Lang: s.DefaultLanguage, Dir: "ltr", ID: Home, StartURL: Home, Scope: "/m/",
		Display: "standalone", Orientation: "portrait",
		BackgroundColor: s.Brand.Background, ThemeColor: s.Theme.Primary,
		Icons: []manifestIcon{
			{Src: icons.SVG, Sizes: "any", Type: pictureType(icons.SVG), Purpose: "any"},
			{Src: icons.PNG192, Sizes: "192x192", Type: pictureType(icons.PNG192), Purpose: "any"},
			{Src: icons.PNG512, Sizes: "512x512", Type: pictureType(icons.PNG512), Purpose: "any"},
			{Src: icons.Maskable, Sizes: "512x512", Type: pictureType(icons.Maskable), Purpose: "maskable"},
		},
	}
	return json.MarshalIndent(m, "", "  ")
}

// pictureType is the media type of a picture by its name.
func pictureType(name string) string {
	if t, ok := contentTypes[path.Ext(name)]; ok {
		return t
	}
	return "image/jpeg"
}

// brandAll makes every site's shell and manifest from the build's shell.
func brandAll(shell []byte, all []*sites.Site) (map[string]branded, error) {
	out := make(map[string]branded, len(all))
	for _, s := range all {
		html, err := brandShell(shell, s)
		if err != nil {
			return nil, err
		}
		m, err := brandManifest(s)
		if err != nil {
			return nil, err
		}
		var b branded
		if b.shell, err = newPage("text/html; charset=utf-8", html); err != nil {
			return nil, err
		}
		if b.manifest, err = newPage(contentTypes[".webmanifest"], m); err != nil {
			return nil, err
		}
		out[s.ID] = b
	}
	return out, nil
}
