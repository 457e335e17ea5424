package fakeupstream

import (
	"bytes"
	"encoding/xml"
	"errors"
	"image/jpeg"
	"io"
	"net/http"
	"strings"
	"testing"
)

// wellFormed parses an SVG as XML to its end.
func wellFormed(body []byte) error {
	dec := xml.NewDecoder(bytes.NewReader(body))
	for {
		_, err := dec.Token()
		if errors.Is(err, io.EOF) {
			return nil
		}
		if err != nil {
			return err
		}
	}
}

func TestGameIconServed(t *testing.T) {
	c := newFake(t, Options{})
	ace := c.gameNamed("Super Ace")
	resp := c.do(http.MethodGet, ace.IconURL, "", nil, "Merchant", "")
	if resp.status != http.StatusOK || resp.header.Get("Content-Type") != "image/jpeg" {
		t.Fatalf("%s: %d %s", ace.IconURL, resp.status, resp.header.Get("Content-Type"))
	}
	if !strings.Contains(resp.header.Get("Cache-Control"), "max-age=") || resp.header.Get("ETag") == "" {
		t.Errorf("cache headers %v", resp.header)
	}
	if d := resp.header.Get("Content-Disposition"); d != "" {
		t.Errorf("a picture saves as a file: Content-Disposition %q", d)
	}
	img, err := jpeg.Decode(bytes.NewReader(resp.body))
	if err != nil || img.Bounds().Dx() != iconSize || img.Bounds().Dy() != iconSize {
		t.Fatalf("icon does not decode to a %d px square: %v", iconSize, err)
	}
	// The initials are drawn in white across the middle: some pixels there are near white.
	white := 0
	for x := range iconSize {
		if r, g, b, _ := img.At(x, iconSize/2).RGBA(); r > 0xe000 && g > 0xe000 && b > 0xe000 {
			white++
		}
	}
	if white == 0 {
		t.Error("no initials across the icon's middle")
	}
	other := c.gameNamed("Fortune Gems")
	if o := c.do(http.MethodGet, other.IconURL, "", nil, "Merchant", ""); bytes.Equal(o.body, resp.body) {
		t.Error("two games share an icon")
	}

	again := c.do(http.MethodGet, ace.IconURL, "", nil, "If-None-Match", resp.header.Get("ETag"))
	if again.status != http.StatusNotModified {
		t.Errorf("revalidation: %d, want 304", again.status)
	}
	head := c.do(http.MethodHead, ace.IconURL, "", nil)
	if head.status != http.StatusOK {
		t.Errorf("HEAD: %d", head.status)
	}
}

// Every picture and download the fixtures name is served, and only those.
func TestEveryReferencedMediaServed(t *testing.T) {
	if raceDetector {
		t.Skip("pixel work on one goroutine: run without -race (make test-go does)")
	}
	c := newFake(t, Options{})
	kinds := map[string]int{}
	for p := range c.fake.fx.mediaRefs {
		kinds[strings.Split(p, "/")[2]]++
		resp := c.do(http.MethodGet, p, "", nil)
		if resp.status != http.StatusOK || len(resp.body) == 0 {
			t.Errorf("%s: %d", p, resp.status)
			continue
		}
		if strings.HasSuffix(p, ".svg") {
			if err := wellFormed(resp.body); err != nil {
				t.Errorf("%s: %v", p, err)
			}
		}
	}
	for _, k := range []string{"games", "vendors", "banners", "teams", "app"} {
		if kinds[k] == 0 {
			t.Errorf("the fixtures name no /media/%s/ file", k)
		}
	}
	for _, p := range []string{"/media/games/NOPE0001.svg", "/media/other/x.svg", "/media/app/missing.apk", "/media/"} {
		if resp := c.do(http.MethodGet, p, "", nil); resp.status != http.StatusNotFound {
			t.Errorf("%s: %d, want 404", p, resp.status)
		}
	}
}

func TestAppDownload(t *testing.T) {
	c := newFake(t, Options{})
	resp := c.do(http.MethodGet, "/media/app/casino.apk", "", nil)
	if resp.status != http.StatusOK || resp.header.Get("Content-Type") != "application/vnd.android.package-archive" ||
		!strings.HasPrefix(resp.header.Get("Content-Disposition"), "attachment") {
		t.Errorf("apk: %d %v", resp.status, resp.header)
	}
}

func TestInitials(t *testing.T) {
	for _, tt := range []struct{ name, want string }{
		{"Super Ace", "SA"},
		{"Gates of Olympus 1000", "GO1000"},
		{"Fortune Gems 2", "FG2"},
		{"Aviator", "AV"},
		{"3 Coin Treasures", "3C"},
		{"Dhaka Capitals", "DC"},
		{"Bayern München", "BM"},
		{"Crazy777", "CR"},
	} {
		if got := initials(tt.name); got != tt.want {
			t.Errorf("initials(%q) = %q, want %q", tt.name, got, tt.want)
		}
	}
}

func TestWrap(t *testing.T) {
	got := wrap("Aviator Tournament: ৳5,00,000 Prize Pool and more words", 26, 2)
	if len(got) != 2 || got[0] != "Aviator Tournament:" {
		t.Errorf("wrap = %q", got)
	}
}

// A banner's words are its announcement's title alone: the pictures of a promotion with several
// (3006's two) carry no counter before it ("1 · ...").
func TestBannerWordsAreTheTitle(t *testing.T) {
	c := newFake(t, Options{})
	for _, p := range []string{"/media/banners/promo-3006.en.svg", "/media/banners/promo-3006-2.en.svg"} {
		resp := c.do(http.MethodGet, p, "", nil)
		if resp.status != http.StatusOK {
			t.Fatalf("%s: %d", p, resp.status)
		}
		body := string(resp.body)
		if !strings.Contains(body, ">Live Casino Weekly<") || strings.Contains(body, "·") {
			t.Errorf("%s: words %s", p, body)
		}
	}
}
