package upload_test

import (
	"bytes"
	"context"
	"hash/crc32"
	"image"
	"image/jpeg"
	"image/png"
	"net/http"
	"net/http/httptest"
	"runtime"
	"strings"
	"testing"

	"github.com/casinobff/bff/bff/bfftest"
	"github.com/casinobff/bff/bff/httpx"
	"github.com/casinobff/bff/bff/upload"
)

// application is the activity application's form: a comment and up to three pictures.
var application = upload.Form{Files: map[string]int{"pictures": 3}, Texts: []string{"comment"}}

// request is a POST of a multipart body, cut at the form's request limit as the route's body
// limit does.
func request(t *testing.T, r *upload.Reader, f upload.Form, texts []string, files ...bfftest.FilePart) *http.Request {
	t.Helper()
	body, ctype := bfftest.Multipart(t, texts, files...)
	req := httptest.NewRequestWithContext(context.Background(), http.MethodPost, "/api/v1/promotions/3001/applications", strings.NewReader(body))
	req.Header.Set("Content-Type", ctype)
	req.Body = http.MaxBytesReader(httptest.NewRecorder(), req.Body, r.RequestLimit(f))
	return req
}

func pic(name string, data []byte) bfftest.FilePart {
	return bfftest.FilePart{Field: "pictures", Name: name, ContentType: "image/png", Data: data}
}

// fieldCodes are an upload's problems as name:code.
func fieldCodes(b *upload.Body) []string {
	var out []string
	for _, f := range b.Problems() {
		out = append(out, f.Name+":"+string(f.Code))
	}
	return out
}

// Each rule of the uploads, with the files the issue names: an HTML file named .png, a 6 MB
// JPEG, four pictures, a 20000 × 20000 PNG (a few hundred bytes claiming 1.2 GB), a JPEG with
// GPS in its EXIF, and what is fine.
func TestReadRefusesEachRule(t *testing.T) {
	r := upload.NewReader(upload.Limits{})
	html := []byte("<!doctype html><html><body><script>alert(1)</script></body></html>")
	small := bfftest.PNG(t, 40, 30)
	tests := []struct {
		name  string
		texts []string
		files []bfftest.FilePart
		want  []string // name:code, in order; nil: accepted
	}{
		{"an HTML file named .png, declared image/png", nil, []bfftest.FilePart{pic("id.png", html)}, []string{"pictures:file_type"}},
		{"a GIF", nil, []bfftest.FilePart{pic("a.gif", []byte("GIF89a\x01\x00\x01\x00\x00\x00\x00;"))}, []string{"pictures:file_type"}},
		{"a PNG signature over nothing", nil, []bfftest.FilePart{pic("a.png", []byte("\x89PNG\r\n\x1a\nrest"))}, []string{"pictures:file_type"}},
		{"an empty file", nil, []bfftest.FilePart{pic("a.png", nil)}, []string{"pictures:file_type"}},
		{"a 6 MB JPEG", nil, []bfftest.FilePart{pic("big.jpg", bfftest.LargeJPEG(t, 6<<20))}, []string{"pictures:file_too_large"}},
		{"four pictures", nil, []bfftest.FilePart{pic("1.png", small), pic("2.png", small), pic("3.png", small), pic("4.png", small)}, []string{"pictures:too_many_files"}},
		{"a 20000 × 20000 PNG", nil, []bfftest.FilePart{pic("bomb.png", bfftest.BombPNG(t, 20000, 20000))}, []string{"pictures:image_too_large"}},
		{"a 5000 × 10 PNG (one side too long)", nil, []bfftest.FilePart{pic("wide.png", bfftest.BombPNG(t, 5000, 10))}, []string{"pictures:image_too_large"}},
		{"a file in a field the form does not take", nil, []bfftest.FilePart{{Field: "avatar", Name: "a.png", Data: small}}, []string{"avatar:unknown"}},
		{"a comment past the field's bytes", []string{"comment", strings.Repeat("ক", 2000)}, nil, []string{"comment:too_long"}},
		{"a comment that is not UTF-8", []string{"comment", "\xff\xfe"}, nil, []string{"comment:invalid"}},
		{
			"every problem at once, in the order sent; the good picture kept",
			[]string{"comment", "\xff"},
			[]bfftest.FilePart{pic("a.png", html), pic("b.jpg", bfftest.LargeJPEG(t, 6<<20)), pic("c.png", small), pic("d.png", small)},
			[]string{"comment:invalid", "pictures:file_type", "pictures:file_too_large", "pictures:too_many_files"},
		},
		{"three pictures and a comment", []string{"comment", "আমার বোনাস"}, []bfftest.FilePart{pic("1.png", small), pic("2.jpg", bfftest.JPEG(t, 20, 20)), pic("3.png", small)}, nil},
		{"nothing", nil, nil, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			body, err := r.Read(request(t, r, application, tt.texts, tt.files...), application)
			if err != nil {
				t.Fatal(err)
			}
			if got := fieldCodes(body); strings.Join(got, " ") != strings.Join(tt.want, " ") {
				t.Fatalf("problems %v, want %v", got, tt.want)
			}
			if tt.want == nil && len(body.Pictures("pictures")) != len(tt.files) {
				t.Fatalf("%d pictures, want %d", len(body.Pictures("pictures")), len(tt.files))
			}
		})
	}
}

// A body past the form's request limit is the body limit's error: 413 body_too_large.
func TestReadBodyPastTheRequestLimit(t *testing.T) {
	r := upload.NewReader(upload.Limits{FileBytes: 1 << 20})
	avatar := upload.Form{Files: map[string]int{"avatar": 1}}
	req := request(t, r, avatar, nil, bfftest.FilePart{Field: "avatar", Name: "a.jpg", Data: bfftest.LargeJPEG(t, 2<<20)})
	_, err := r.Read(req, avatar)
	if got := httpx.Classify(err); got.Code != httpx.CodeBodyTooLarge || got.Status != http.StatusRequestEntityTooLarge {
		t.Fatalf("err = %v, want 413 body_too_large", err)
	}
}

func TestReadRefusesWhatIsNotMultipart(t *testing.T) {
	r := upload.NewReader(upload.Limits{})
	for _, ctype := range []string{"application/json", "multipart/form-data", "text/plain; boundary=x", ""} {
		req := httptest.NewRequestWithContext(context.Background(), http.MethodPost, "/", strings.NewReader(`{}`))
		req.Header.Set("Content-Type", ctype)
		if _, err := r.Read(req, application); httpx.Classify(err).Code != httpx.CodeBadRequest {
			t.Errorf("%q: err = %v, want bad_request", ctype, err)
		}
	}
	// A broken body: the boundary never closes.
	req := httptest.NewRequestWithContext(context.Background(), http.MethodPost, "/", strings.NewReader("--b\r\nContent-Disposition: form-data; name=\"comment\"\r\n\r\nhi"))
	req.Header.Set("Content-Type", "multipart/form-data; boundary=b")
	if _, err := r.Read(req, application); httpx.Classify(err).Code != httpx.CodeBadRequest {
		t.Errorf("unterminated: err = %v, want bad_request", err)
	}
	// More parts than a body may have.
	var texts []string
	for range 20 {
		texts = append(texts, "other", "x")
	}
	if _, err := r.Read(request(t, r, application, texts), application); httpx.Classify(err).Code != httpx.CodeBadRequest {
		t.Errorf("20 parts: err = %v, want bad_request", err)
	}
}

// A JPEG with GPS in its EXIF goes on without any of it: no APP1, no Exif, no maker, no
// latitude; a PNG's text chunks go too. The pictures still decode, at their size.
func TestReadStripsMetadata(t *testing.T) {
	r := upload.NewReader(upload.Limits{})
	withGPS := bfftest.JPEGWithEXIF(t, 64, 48, 1)
	if !bytes.Contains(withGPS, []byte("Exif")) || !bytes.Contains(withGPS, []byte("PhoneCam")) {
		t.Fatal("the test picture has no EXIF to strip")
	}
	withText := pngWithText(t, bfftest.PNG(t, 32, 32), "Comment", "taken at 23.81N 90.41E")
	body, err := r.Read(request(t, r, application, nil, pic("gps.jpg", withGPS), pic("text.png", withText)), application)
	if err != nil {
		t.Fatal(err)
	}
	pics := body.Pictures("pictures")
	jpg, pngOut := pics[0], pics[1]
	if jpg.MediaType != upload.JPEG || pngOut.MediaType != upload.PNG {
		t.Fatalf("types %s, %s", jpg.MediaType, pngOut.MediaType)
	}
	for _, leak := range []string{"Exif", "PhoneCam", "\xFF\xE1"} {
		if bytes.Contains(jpg.Data, []byte(leak)) {
			t.Errorf("the JPEG still carries %q", leak)
		}
	}
	for _, leak := range []string{"tEXt", "taken at"} {
		if bytes.Contains(pngOut.Data, []byte(leak)) {
			t.Errorf("the PNG still carries %q", leak)
		}
	}
	if cfg, err := jpeg.DecodeConfig(bytes.NewReader(jpg.Data)); err != nil || cfg.Width != 64 || cfg.Height != 48 {
		t.Errorf("JPEG out: %+v, %v", cfg, err)
	}
	if cfg, err := png.DecodeConfig(bytes.NewReader(pngOut.Data)); err != nil || cfg.Width != 32 {
		t.Errorf("PNG out: %+v, %v", cfg, err)
	}
}

// pngWithText puts a tEXt chunk after a PNG's IHDR.
func pngWithText(t *testing.T, p []byte, key, text string) []byte {
	t.Helper()
	const ihdrEnd = 8 + 8 + 13 + 4
	data := append([]byte(key+"\x00"), text...)
	var chunk bytes.Buffer
	chunk.Write([]byte{0, 0, 0, byte(len(data))})
	chunk.WriteString("tEXt")
	chunk.Write(data)
	chunk.Write(crc(append([]byte("tEXt"), data...)))
	out := append([]byte{}, p[:ihdrEnd]...)
	out = append(out, chunk.Bytes()...)
	out = append(out, p[ihdrEnd:]...)
	if _, err := png.Decode(bytes.NewReader(out)); err != nil {
		t.Fatalf("the PNG with text does not decode: %v", err)
	}
	return out
}

// A picture taken sideways (EXIF orientation 6: turn a quarter clockwise) goes on upright: its
// sides swapped and its red corner, top left as stored, top right.
func TestReadTurnsPicturesUpright(t *testing.T) {
	r := upload.NewReader(upload.Limits{})
	for _, tt := range []struct {
		orientation  int
		w, h         int
		redX, redY   int // where the red quadrant's corner pixel lands
		wantW, wantH int
	}{
		{1, 80, 40, 0, 0, 80, 40},
		{3, 80, 40, 79, 39, 80, 40},
		{6, 80, 40, 39, 0, 40, 80},
		{8, 80, 40, 0, 79, 40, 80},
	} {
		jpg := bfftest.JPEGWithEXIF(t, tt.w, tt.h, tt.orientation)
		body, err := r.Read(request(t, r, application, nil, pic("id.jpg", jpg)), application)
		if err != nil {
			t.Fatal(err)
		}
		img, err := jpeg.Decode(bytes.NewReader(body.Pictures("pictures")[0].Data))
		if err != nil {
			t.Fatal(err)
		}
		if b := img.Bounds(); b.Dx() != tt.wantW || b.Dy() != tt.wantH {
			t.Errorf("orientation %d: %v, want %d × %d", tt.orientation, b, tt.wantW, tt.wantH)
			continue
		}
		if !reddish(img, tt.redX, tt.redY) {
			t.Errorf("orientation %d: pixel %d,%d is not red", tt.orientation, tt.redX, tt.redY)
		}
	}
}

func reddish(img image.Image, x, y int) bool {
	r, g, b, _ := img.At(x, y).RGBA()
	return r>>8 > 0xC0 && g>>8 < 0x60 && b>>8 < 0x60
}

// Decoding waits for a slot; a request that ends while it waits gives up with its context's
// error, and the slot it never had stays free.
func TestReadGivesUpWhenTheRequestEnds(t *testing.T) {
	r := upload.NewReader(upload.Limits{Decoding: 1})
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	req := request(t, r, application, nil, pic("a.png", bfftest.PNG(t, 8, 8))).WithContext(ctx)
	// The one slot is free, so the first picture may or may not win it against the dead context;
	// either way nothing is held afterwards and a live request goes through.
	_, _ = r.Read(req, application)
	if _, err := r.Read(request(t, r, application, nil, pic("a.png", bfftest.PNG(t, 8, 8))), application); err != nil {
		t.Fatalf("a later upload: %v", err)
	}
}

func TestRequestLimit(t *testing.T) {
	r := upload.NewReader(upload.Limits{})
	if got, want := r.RequestLimit(application), int64(3*5<<20+4<<10+64<<10); got != want {
		t.Fatalf("RequestLimit = %d, want %d", got, want)
	}
}

func crc(b []byte) []byte {
	s := crc32.ChecksumIEEE(b)
	return []byte{byte(s >> 24), byte(s >> 16), byte(s >> 8), byte(s)}
}

// A 20000 × 20000 PNG is refused from its header: reading it allocates a few hundred
// kilobytes at most, never the 1.2 GB its pixels would take.
func TestReadRefusesABombFromItsHeader(t *testing.T) {
	r := upload.NewReader(upload.Limits{})
	bomb := bfftest.BombPNG(t, 20000, 20000)
	if len(bomb) > 4<<10 {
		t.Fatalf("the bomb is %d bytes", len(bomb))
	}
	req := request(t, r, application, nil, pic("bomb.png", bomb))
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	body, err := r.Read(req, application)
	runtime.ReadMemStats(&after)
	if err != nil || len(body.Problems()) != 1 || body.Problems()[0].Code != httpx.FieldImageTooLarge {
		t.Fatalf("err %v, problems %v", err, body.Problems())
	}
	if grew := after.TotalAlloc - before.TotalAlloc; grew > 1<<20 {
		t.Fatalf("reading the bomb allocated %d bytes", grew)
	}
}
