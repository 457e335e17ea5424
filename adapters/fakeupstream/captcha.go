package fakeupstream

import (
	"bytes"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"encoding/binary"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"net/http"
	"sync"
)

// maxOpenCaptchas bounds the captchas issued and not yet answered; past it the oldest are
// forgotten all at once (a fake need not be fair).
const maxOpenCaptchas = 10000

// captchaSecret keys the captchas' answers. It is fixed, so that a fresh fake issues the same
// captchas in the same order (the goldens and the site's mocks show one): the fake protects
// nothing, and a test reads an answer with Server.CaptchaAnswer rather than from the picture.
var captchaSecret = []byte("fakeupstream captcha answers")

// captchas issues captcha pictures. The answer of each is four digits derived from its id;
// each may be answered once.
type captchas struct {
	mu     sync.Mutex
	issued int
	open   map[string]bool
}

func newCaptchas() *captchas { return &captchas{open: map[string]bool{}} }

func (c *captchas) answer(id string) string {
	mac := hmac.New(sha256.New, captchaSecret)
	mac.Write([]byte(id))
	return fmt.Sprintf("%04d", binary.BigEndian.Uint32(mac.Sum(nil))%10000)
}

func (c *captchas) issue() string {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.issued++
	id := fmt.Sprintf("cap%08d", c.issued)
	if len(c.open) >= maxOpenCaptchas {
		clear(c.open)
	}
	c.open[id] = true
	return id
}

// check answers whether got is the answer of the open captcha id, and closes it either way.
func (c *captchas) check(id, got string) bool {
	c.mu.Lock()
	open := c.open[id]
	delete(c.open, id)
	c.mu.Unlock()
	return open && hmac.Equal([]byte(got), []byte(c.answer(id)))
}

// CaptchaAnswer is the answer of the captcha with this id, for tests that play the player.
func (s *Server) CaptchaAnswer(id string) string { return s.captchas.answer(id) }

func (s *Server) captcha(w http.ResponseWriter, _ *http.Request) {
	id := s.captchas.issue()
	var buf bytes.Buffer
	if err := png.Encode(&buf, drawDigits(s.captchas.answer(id), id)); err != nil {
		refuse(w, http.StatusInternalServerError, "captcha.error", err.Error())
		return
	}
	answer(w, map[string]string{"captchaId": id, "image": base64.StdEncoding.EncodeToString(buf.Bytes())})
}

// digitFont is a 3x5 bitmap of each digit, one row of three bits per number.
var digitFont = [10][5]uint8{
	{7, 5, 5, 5, 7},
	{2, 6, 2, 2, 7},
	{7, 1, 7, 4, 7},
	{7, 1, 7, 1, 7},
	{5, 5, 7, 1, 1},
	{7, 4, 7, 1, 7},
	{7, 4, 7, 5, 7},
	{7, 1, 2, 2, 2},
	{7, 5, 7, 5, 7},
	{7, 5, 7, 1, 7},
}

// drawDigits paints digits in big pixels with a little noise from seed: enough to look like a
// captcha, trivial to generate.
func drawDigits(digits, seed string) image.Image {
	const scale, pad = 5, 6
	w, h := pad*2+len(digits)*4*scale, pad*2+5*scale
	palette := color.Palette{color.RGBA{0xf4, 0xf1, 0xea, 0xff}, color.RGBA{0x1d, 0x3a, 0x5f, 0xff}, color.RGBA{0xc9, 0xb8, 0x9a, 0xff}}
	img := image.NewPaletted(image.Rect(0, 0, w, h), palette)
	noise := sha256.Sum256([]byte(seed))
	for i, b := range noise {
		img.SetColorIndex(int(b)%w, (i*7)%h, 2)
	}
	for i, ch := range digits {
		glyph := digitFont[ch-'0']
		for row := range 5 {
			for col := range 3 {
				if glyph[row]&(4>>col) == 0 {
					continue
				}
				x0, y0 := pad+i*4*scale+col*scale, pad+row*scale+int(noise[i]%3)-1
				for dy := range scale {
					for dx := range scale {
						img.SetColorIndex(x0+dx, y0+dy, 1)
					}
				}
			}
		}
	}
	return img
}
