package fakeupstream

import (
	"bytes"
	"image"
	"image/color"
	"image/draw"
	"image/jpeg"
	"math"
	"strings"
	"sync"

	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"
)

// Game icons and banners are photos, as a vendor's and a merchant's are: a browser decodes a
// JPEG off its main thread, while every SVG picture is a document of its own to parse, style
// and lay out there, which a lobby of a hundred tiles, or the banner that is the home page's
// largest paint, would pay for on a slow phone.
const (
	iconSize     = 192
	bannerWidth  = 750
	bannerHeight = 300
	jpegQuality  = 82
)

var boldFont = sync.OnceValues(func() (*opentype.Font, error) { return opentype.Parse(gobold.TTF) })

// gameIcon is a square in the vendor's colour, turned a little per game so neighbouring tiles
// differ, with the game's initials (the site's tile names the vendor on it).
func gameIcon(name, id, vendor string) ([]byte, error) {
	hue := hueOf(vendor) + int(hash(id)%40) - 20
	scale := float64(iconSize) / 256 // the layout is drawn on a 256 grid
	img := backdrop(iconSize, iconSize, rgb(hue, 78, 56), rgb(hue+25, 70, 30),
		glow{214 * scale, 42 * scale, 86 * scale, white, 0.1},
		glow{30 * scale, 236 * scale, 64 * scale, color.RGBA{0, 0, 0, 255}, 0.12})
	ini := initials(name)
	size := map[int]float64{1: 112, 2: 104, 3: 88, 4: 72}[len(ini)]
	if size == 0 {
		size = 54
	}
	if err := centred(img, ini, size*scale, 128*scale+size*scale*0.36, color.White); err != nil {
		return nil, err
	}
	return encodeJPEG(img)
}

// banner is a wide gradient with the title in at most two lines. The Go fonts have no taka
// sign, so amounts read Tk.
func banner(stem, title string) ([]byte, error) {
	hue := int(hash(stem) % 360)
	img := backdrop(bannerWidth, bannerHeight, rgb(hue, 75, 45), rgb(hue+50, 80, 22),
		glow{660, 60, 150, white, 0.08},
		glow{700, 270, 90, color.RGBA{255, 213, 74, 255}, 0.18})
	lines := wrap(strings.ReplaceAll(title, "৳", "Tk "), 26, 2)
	y := 150 - (len(lines)-1)*30
	for i, line := range lines {
		if err := drawText(img, line, 46, 48, float64(y+i*60)+16, color.White); err != nil {
			return nil, err
		}
	}
	return encodeJPEG(img)
}

var white = color.RGBA{255, 255, 255, 255}

// glow is a disc of colour laid over a picture's gradient, alpha of it showing.
type glow struct {
	x, y, r float64
	c       color.RGBA
	alpha   float64
}

// backdrop is a w×h diagonal gradient between two colours with the glows laid over it.
func backdrop(w, h int, from, to color.RGBA, glows ...glow) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	for y := range h {
		for x := range w {
			c := mix(from, to, (float64(x)/float64(w-1)+float64(y)/float64(h-1))/2)
			for _, g := range glows {
				if within(x, y, g.x, g.y, g.r) {
					c = mix(c, g.c, g.alpha)
				}
			}
			img.SetRGBA(x, y, c)
		}
	}
	return img
}

func encodeJPEG(img image.Image) ([]byte, error) {
	var b bytes.Buffer
	if err := jpeg.Encode(&b, img, &jpeg.Options{Quality: jpegQuality}); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

// centred writes text centred across img with its baseline at y.
func centred(img draw.Image, text string, size, y float64, c color.Color) error {
	return writeText(img, text, size, y, c, func(width fixed.Int26_6) fixed.Int26_6 {
		return (fixed.I(img.Bounds().Dx()) - width) / 2
	})
}

// drawText writes text from x with its baseline at y.
func drawText(img draw.Image, text string, size, x, y float64, c color.Color) error {
	return writeText(img, text, size, y, c, func(fixed.Int26_6) fixed.Int26_6 { return fixed.Int26_6(math.Round(x * 64)) })
}

func writeText(img draw.Image, text string, size, y float64, c color.Color, left func(width fixed.Int26_6) fixed.Int26_6) error {
	f, err := boldFont()
	if err != nil {
		return err
	}
	face, err := opentype.NewFace(f, &opentype.FaceOptions{Size: size, DPI: 72, Hinting: font.HintingFull})
	if err != nil {
		return err
	}
	defer func() { _ = face.Close() }()
	d := font.Drawer{Dst: img, Src: image.NewUniform(c), Face: face}
	d.Dot = fixed.Point26_6{X: left(d.MeasureString(text)), Y: fixed.Int26_6(math.Round(y * 64))}
	d.DrawString(text)
	return nil
}

func within(x, y int, cx, cy, r float64) bool {
	dx, dy := float64(x)+0.5-cx, float64(y)+0.5-cy
	return dx*dx+dy*dy <= r*r
}

func mix(a, b color.RGBA, t float64) color.RGBA {
	lerp := func(p, q uint8) uint8 { return uint8(math.Round(float64(p) + (float64(q)-float64(p))*t)) }
	return color.RGBA{lerp(a.R, b.R), lerp(a.G, b.G), lerp(a.B, b.B), 255}
}
