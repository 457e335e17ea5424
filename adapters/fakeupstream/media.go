package fakeupstream

import (
	"bytes"
	"cmp"
	"fmt"
	"hash/fnv"
	"html"
	"image/color"
	"math"
	"net/http"
	"path"
	"strings"
	"sync"
	"time"
	"unicode"
)

// mediaItem is one file under /media/, drawn on its first request: every picture a fixture
// names is checked at start, but drawing the JPEGs there took a second on each start.
type mediaItem func() (renderedMedia, error)

type renderedMedia struct {
	body        []byte
	contentType string
	etag        string
}

const (
	svgType  = "image/svg+xml"
	jpegType = "image/jpeg"
)

// renderMedia checks every /media/ path the fixtures name, so that a fixture naming a picture
// of no known kind fails at start, and readies each to be drawn once.
func renderMedia(fx *fixtures) (map[string]mediaItem, error) {
	out := make(map[string]mediaItem, len(fx.mediaRefs))
	for p, file := range fx.mediaRefs {
		draw, err := fx.drawer(p)
		if err != nil {
			return nil, fmt.Errorf("fixture %s names %s: %w", file, p, err)
		}
		out[p] = sync.OnceValues(func() (renderedMedia, error) {
			body, ctype, err := draw()
			if err != nil {
				return renderedMedia{}, err
			}
			h := fnv.New64a()
			_, _ = h.Write(body)
			return renderedMedia{body: body, contentType: ctype, etag: fmt.Sprintf(`"%x"`, h.Sum64())}, nil
		})
	}
	return out, nil
}

type drawing func() (body []byte, contentType string, err error)

// drawer checks that p names a picture the fake can draw, and returns how.
func (fx *fixtures) drawer(p string) (drawing, error) {
	dir, file := path.Split(p)
	ext := path.Ext(file)
	stem := strings.TrimSuffix(file, ext)
	svg := func(body func() []byte) drawing {
		return func() ([]byte, string, error) { return body(), svgType, nil }
	}
	switch {
	case dir == "/media/games/" && ext == ".jpg":
		i, ok := fx.byID[stem]
		if !ok {
			return nil, fmt.Errorf("no game %s in the catalogue", stem)
		}
		g := fx.games[i]
		return func() ([]byte, string, error) {
			body, err := gameIcon(g.Name(), g.GameID, g.Vassalage)
			return body, jpegType, err
		}, nil
	case dir == "/media/vendors/" && ext == ".svg":
		return svg(func() []byte { return vendorLogo(stem, fx.vendorName(stem, stem)) }), nil
	case dir == "/media/banners/" && ext == ".jpg":
		title := cmp.Or(fx.pictures[p], stem)
		return func() ([]byte, string, error) {
			body, err := banner(stem, title)
			return body, jpegType, err
		}, nil
	case dir == "/media/banners/" && ext == ".svg": // a picture per language, its words in it
		title := cmp.Or(fx.pictures[p], stem)
		return svg(func() []byte { return bannerSVG(stem, title) }), nil
	case dir == "/media/teams/" && ext == ".svg":
		team := cmp.Or(fx.teams[p], stem)
		return svg(func() []byte { return teamBadge(team) }), nil
	case dir == "/media/models/" && ext == ".svg": // a live-chat host's avatar: a badge of the name
		name := cmp.Or(fx.modelNames[p], stem)
		return svg(func() []byte { return teamBadge(name) }), nil
	case dir == "/media/app/":
		body, ctype, err := appFile(file) // small, and how it tells a file it has not
		if err != nil {
			return nil, err
		}
		return func() ([]byte, string, error) { return body, ctype, nil }, nil
	}
	return nil, fmt.Errorf("no way to draw it (want /media/{games,banners}/*.jpg, /media/{banners,vendors,teams,models}/*.svg or /media/app/*)")
}

// vendorName prefers the vendor info's display name.
func (fx *fixtures) vendorName(code, fallback string) string {
	if n := fx.vendorNames[code]; n != "" {
		return n
	}
	return fallback
}

// serveMedia answers a rendered file with cache headers; anything else under /media/ is 404.
func (s *Server) serveMedia(w http.ResponseWriter, r *http.Request) {
	draw, ok := s.fx.media[r.URL.Path]
	if !ok {
		http.NotFound(w, r)
		return
	}
	item, err := draw()
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", item.contentType)
	w.Header().Set("Cache-Control", "public, max-age=86400")
	w.Header().Set("ETag", item.etag)
	// The app's downloads save as files; pictures and pages show.
	if !strings.HasPrefix(item.contentType, "image/") && !strings.HasPrefix(item.contentType, "text/html") {
		w.Header().Set("Content-Disposition", "attachment; filename="+path.Base(r.URL.Path))
	}
	http.ServeContent(w, r, "", time.Time{}, bytes.NewReader(item.body))
}

// vendorHues are the vendors' brand colours as hues; other vendors get one from their code.
var vendorHues = map[string]int{
	"JL": 352, "PG": 28, "PP": 38, "SPRIBE": 2, "JDB": 140, "CQ9": 205, "FC": 46, "RT": 12,
	"EVO": 160, "SEXY": 320, "KM": 262, "SPB": 210, "IMES": 190, "IA": 280, "TF": 230,
	"SV3": 8, "TCG_LOTTO_VN": 0, "TCG": 220,
}

func hash(s string) uint32 {
	h := fnv.New32a()
	_, _ = h.Write([]byte(s))
	return h.Sum32()
}

func hueOf(vendor string) int {
	if h, ok := vendorHues[vendor]; ok {
		return h
	}
	return int(hash(vendor) % 360)
}

// hsl writes a colour given as hue, saturation and lightness as #rrggbb: SVG 1.1 renderers
// (librsvg, image tools) do not all read CSS hsl().
func hsl(h, s, l int) string {
	c := rgb(h, s, l)
	return fmt.Sprintf("#%02x%02x%02x", c.R, c.G, c.B)
}

// rgb is a colour given as hue, saturation and lightness.
func rgb(h, s, l int) color.RGBA {
	hue := float64(((h % 360) + 360) % 360)
	sat, lig := float64(s)/100, float64(l)/100
	c := (1 - math.Abs(2*lig-1)) * sat
	x := c * (1 - math.Abs(math.Mod(hue/60, 2)-1))
	var r, g, b float64
	switch {
	case hue < 60:
		r, g = c, x
	case hue < 120:
		r, g = x, c
	case hue < 180:
		g, b = c, x
	case hue < 240:
		g, b = x, c
	case hue < 300:
		r, b = x, c
	default:
		r, b = c, x
	}
	m := lig - c/2
	to8 := func(v float64) uint8 { return uint8(math.Round((v + m) * 255)) }
	return color.RGBA{R: to8(r), G: to8(g), B: to8(b), A: 255}
}

const fontFamily = `system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans Bengali',sans-serif`

// gradient is a diagonal two-stop gradient named g.
func gradient(from, to string) string {
	return `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="` + from +
		`"/><stop offset="1" stop-color="` + to + `"/></linearGradient></defs>`
}

func svgOpen(w, h int, label string) string {
	return fmt.Sprintf(`<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d" role="img" aria-label="%s">`,
		w, h, w, h, html.EscapeString(label))
}

// initials: the first letters of the first two words that matter, and a number the title
// carries ("Gates of Olympus 1000" is GO1000, "Fortune Gems 2" FG2); one word gives two letters.
func initials(name string) string {
	words := strings.FieldsFunc(name, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
	var keep []string
	number := ""
	for _, w := range words {
		switch strings.ToLower(w) {
		case "of", "the", "and", "vs", "a":
			continue
		}
		if strings.IndexFunc(w, func(r rune) bool { return !unicode.IsDigit(r) }) < 0 && number == "" && len(w) <= 4 && len(keep) > 0 {
			number = w
			continue
		}
		keep = append(keep, w)
	}
	switch len(keep) {
	case 0:
		return strings.ToUpper(number)
	case 1:
		r := []rune(keep[0])
		return strings.ToUpper(string(r[:min(2, len(r))])) + number
	}
	return strings.ToUpper(string([]rune(keep[0])[0])+string([]rune(keep[1])[0])) + number
}

// vendorLogo is the vendor's name on its colour.
func vendorLogo(code, name string) []byte {
	hue := hueOf(code)
	size := min(48, 460/max(len([]rune(name)), 1))
	return []byte(svgOpen(320, 160, name) + gradient(hsl(hue, 80, 52), hsl(hue+30, 70, 28)) +
		`<rect width="320" height="160" rx="28" fill="url(#g)"/>` +
		fmt.Sprintf(`<text x="160" y="80" font-family="%s" font-size="%d" font-weight="800" fill="#fff" text-anchor="middle" dominant-baseline="central">%s</text>`,
			fontFamily, size, html.EscapeString(name)) +
		"</svg>\n")
}

// bannerSVG is a merchant's banner in one language (its stem ends .bn or .en): a wide gradient
// with the title in at most two lines, which the browser writes in its own fonts, Bengali and
// the taka sign included (the Go fonts of the JPEG pictures have neither).
func bannerSVG(stem, title string) []byte {
	lang := strings.TrimPrefix(path.Ext(stem), ".")
	hue := int(hash(strings.TrimSuffix(stem, path.Ext(stem))) % 360) // both languages' pictures alike
	lines := wrap(title, 24, 2)
	var b strings.Builder
	b.WriteString(strings.Replace(svgOpen(bannerWidth, bannerHeight, title), "<svg ", fmt.Sprintf(`<svg xml:lang="%s" `, html.EscapeString(lang)), 1))
	b.WriteString(gradient(hsl(hue, 75, 45), hsl(hue+50, 80, 22)))
	fmt.Fprintf(&b, `<rect width="%d" height="%d" fill="url(#g)"/>`, bannerWidth, bannerHeight)
	b.WriteString(`<circle cx="660" cy="60" r="150" fill="#fff" fill-opacity="0.08"/><circle cx="700" cy="270" r="90" fill="#ffd54a" fill-opacity="0.18"/>`)
	y := 150 - (len(lines)-1)*30
	for i, line := range lines {
		fmt.Fprintf(&b, `<text x="48" y="%d" font-family="%s" font-size="44" font-weight="800" fill="#fff" dominant-baseline="central">%s</text>`,
			y+i*60, fontFamily, html.EscapeString(line))
	}
	b.WriteString("</svg>\n")
	return []byte(b.String())
}

// wrap breaks s into at most n lines of about width characters; the last takes the rest.
func wrap(s string, width, n int) []string {
	var lines []string
	line := ""
	for _, w := range strings.Fields(s) {
		switch {
		case line == "":
			line = w
		case len(lines) == n-1 || len([]rune(line))+1+len([]rune(w)) <= width:
			line += " " + w
		default:
			lines = append(lines, line)
			line = w
		}
	}
	return append(lines, line)
}

// teamBadge is a shield in a colour of the team's name with its initials.
func teamBadge(team string) []byte {
	hue := int(hash(team) % 360)
	return []byte(svgOpen(128, 128, team) + gradient(hsl(hue, 70, 50), hsl(hue+20, 70, 30)) +
		`<path d="M64 6 L118 24 V62 C118 94 94 114 64 124 C34 114 10 94 10 62 V24 Z" fill="url(#g)" stroke="#fff" stroke-width="4"/>` +
		fmt.Sprintf(`<text x="64" y="66" font-family="%s" font-size="40" font-weight="800" fill="#fff" text-anchor="middle" dominant-baseline="central">%s</text>`,
			fontFamily, html.EscapeString(initials(team))) +
		"</svg>\n")
}

// appFile is a download of the app section: small stand-ins, never a real app.
func appFile(file string) ([]byte, string, error) {
	switch path.Ext(file) {
	case ".svg":
		return []byte(svgOpen(192, 192, "App") + gradient(hsl(352, 80, 55), hsl(20, 85, 45)) +
			`<rect width="192" height="192" rx="42" fill="url(#g)"/>` +
			fmt.Sprintf(`<text x="96" y="98" font-family="%s" font-size="96" font-weight="800" fill="#fff" text-anchor="middle" dominant-baseline="central">৳</text>`, fontFamily) +
			"</svg>\n"), svgType, nil
	case ".apk":
		return []byte("This stands in for the Android app; the fake upstream has no real one.\n"),
			"application/vnd.android.package-archive", nil
	case ".mobileconfig":
		return []byte(`<?xml version="1.0" encoding="UTF-8"?>
<plist version="1.0"><dict><key>PayloadDisplayName</key><string>Casino (demo)</string>` +
			`<key>PayloadType</key><string>Configuration</string><key>PayloadVersion</key><integer>1</integer></dict></plist>
`), "application/x-apple-aspen-config", nil
	case ".html":
		return []byte(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Install on iPhone</title></head>` +
			`<body><p>Open this site in Safari, tap Share, then Add to Home Screen.</p></body></html>
`), "text/html; charset=utf-8", nil
	}
	return nil, "", fmt.Errorf("no stand-in for app file %s", file)
}
