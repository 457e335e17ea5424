package bfftest

import (
	"bytes"
	"compress/zlib"
	"encoding/binary"
	"hash/crc32"
	"image"
	"image/color"
	"image/jpeg"
	"image/png"
	"mime/multipart"
	"net/textproto"
	"testing"
)

// Pictures and multipart bodies for the upload tests and goldens: made in memory, small where a
// picture claims to be large.

// PNG is a w × h PNG of a few colours.
func PNG(t testing.TB, w, h int) []byte {
	t.Helper()
	var buf bytes.Buffer
	if err := png.Encode(&buf, pattern(w, h)); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// JPEG is a w × h JPEG of a few colours.
func JPEG(t testing.TB, w, h int) []byte {
	t.Helper()
	var buf bytes.Buffer
	if err := jpeg.Encode(&buf, pattern(w, h), &jpeg.Options{Quality: 80}); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// pattern is a picture whose quadrants differ, so that a turned picture can be told apart.
func pattern(w, h int) image.Image {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	for y := range h {
		for x := range w {
			c := color.RGBA{R: 0x20, G: 0x60, B: 0xC0, A: 0xFF}
			if x < w/2 && y < h/2 {
				c = color.RGBA{R: 0xF0, G: 0x20, B: 0x20, A: 0xFF} // top left: red
			}
			img.SetRGBA(x, y, c)
		}
	}
	return img
}

// GPSLatitude is the latitude reference JPEGWithEXIF writes in its GPS IFD, among other bytes
// a stripped picture must not carry.
const GPSLatitude = "N\x00"

// JPEGWithEXIF is a w × h JPEG with an EXIF APP1 segment made by hand: IFD0 with the given
// orientation and a pointer to a GPS IFD holding a latitude (23° 48' N, Dhaka) and its
// reference, and a camera maker's name, "PhoneCam".
func JPEGWithEXIF(t testing.TB, w, h, orientation int) []byte {
	t.Helper()
	be := binary.BigEndian
	var tiff bytes.Buffer
	put16 := func(v uint16) { _ = binary.Write(&tiff, be, v) }
	put32 := func(v uint32) { _ = binary.Write(&tiff, be, v) }
	entry := func(tag, typ uint16, count, value uint32) { put16(tag); put16(typ); put32(count); put32(value) }
	const (
		short, long, ascii, rational = 3, 4, 2, 5
		ifd0                         = 8
		ifd0Entries                  = 3
		makeAt                       = ifd0 + 2 + 12*ifd0Entries + 4 // after IFD0 and its next-IFD offset
		gpsAt                        = makeAt + 10                   // "PhoneCam\0" padded to 10
		gpsEntries                   = 2
		latAt                        = gpsAt + 2 + 12*gpsEntries + 4
	)
	tiff.WriteString("MM")
	put16(42)
	put32(ifd0)
	put16(ifd0Entries)
	entry(0x010F, ascii, 9, makeAt)                                     // Make
	entry(0x0112, short, 1, uint32(orientation)<<16)                    // Orientation, left-justified SHORT
	entry(0x8825, long, 1, gpsAt)                                       // GPSInfo IFD
	put32(0)                                                            // no next IFD
	tiff.WriteString("PhoneCam\x00\x00")                                // Make's value
	put16(gpsEntries)                                                   // GPS IFD
	entry(0x0001, ascii, 2, uint32(be.Uint16([]byte(GPSLatitude)))<<16) // GPSLatitudeRef "N"
	entry(0x0002, rational, 3, latAt)                                   // GPSLatitude
	put32(0)
	for _, v := range [][2]uint32{{23, 1}, {48, 1}, {0, 1}} { // 23° 48' 0"
		put32(v[0])
		put32(v[1])
	}
	app1 := append([]byte("Exif\x00\x00"), tiff.Bytes()...)
	return withSegment(t, JPEG(t, w, h), 0xE1, app1)
}

// withSegment puts a marker segment right after a JPEG's SOI.
func withSegment(t testing.TB, jpg []byte, marker byte, payload []byte) []byte {
	t.Helper()
	if len(payload)+2 > 0xFFFF {
		t.Fatalf("segment of %d bytes does not fit", len(payload))
	}
	seg := []byte{0xFF, marker, byte((len(payload) + 2) >> 8), byte(len(payload) + 2)}
	out := append([]byte{}, jpg[:2]...)
	out = append(out, seg...)
	out = append(out, payload...)
	return append(out, jpg[2:]...)
}

// LargeJPEG is a small JPEG made at least size bytes by comment (COM) segments: a real JPEG,
// too large to take.
func LargeJPEG(t testing.TB, size int) []byte {
	t.Helper()
	jpg := JPEG(t, 64, 64)
	payload := bytes.Repeat([]byte("x"), 0xFFFF-2)
	segment := append([]byte{0xFF, 0xFE, 0xFF, 0xFF}, payload...)
	out := make([]byte, 0, size+len(segment)+len(jpg))
	out = append(out, jpg[:2]...)
	for len(out)+len(jpg) < size {
		out = append(out, segment...)
	}
	return append(out, jpg[2:]...)
}

// BombPNG is a PNG whose header claims w × h pixels of 8-bit RGB, made by hand with a tiny
// compressed body (one row's worth): the file is a few hundred bytes, the picture it claims
// w × h × 3 (1.2 GB at 20000 × 20000).
func BombPNG(t testing.TB, w, h int) []byte {
	t.Helper()
	var out bytes.Buffer
	out.WriteString("\x89PNG\r\n\x1a\n")
	chunk := func(typ string, data []byte) {
		_ = binary.Write(&out, binary.BigEndian, uint32(len(data)))
		crc := crc32.NewIEEE()
		crc.Write([]byte(typ))
		crc.Write(data)
		out.WriteString(typ)
		out.Write(data)
		_ = binary.Write(&out, binary.BigEndian, crc.Sum32())
	}
	ihdr := make([]byte, 13)
	binary.BigEndian.PutUint32(ihdr[0:], uint32(w))
	binary.BigEndian.PutUint32(ihdr[4:], uint32(h))
	ihdr[8], ihdr[9] = 8, 2 // bit depth 8, colour type RGB
	chunk("IHDR", ihdr)
	var z bytes.Buffer
	zw := zlib.NewWriter(&z)
	_, _ = zw.Write(make([]byte, 1+3*min(w, 1024))) // a row's start: filter byte, black pixels
	_ = zw.Close()
	chunk("IDAT", z.Bytes())
	chunk("IEND", nil)
	return out.Bytes()
}

// FilePart is one file of a multipart body.
type FilePart struct {
	Field, Name, ContentType string
	Data                     []byte
}

// Multipart is a multipart/form-data body of texts (field, value, in pairs) and files, and its
// content type.
func Multipart(t testing.TB, texts []string, files ...FilePart) (body, contentType string) {
	t.Helper()
	var buf bytes.Buffer
	w := multipart.NewWriter(&buf)
	_ = w.SetBoundary("golden-boundary-7MA4YWxkTrZu0gW")
	for i := 0; i+1 < len(texts); i += 2 {
		if err := w.WriteField(texts[i], texts[i+1]); err != nil {
			t.Fatal(err)
		}
	}
	for _, f := range files {
		h := textproto.MIMEHeader{}
		h.Set("Content-Disposition", `form-data; name="`+f.Field+`"; filename="`+f.Name+`"`)
		if f.ContentType != "" {
			h.Set("Content-Type", f.ContentType)
		}
		p, err := w.CreatePart(h)
		if err != nil {
			t.Fatal(err)
		}
		_, _ = p.Write(f.Data)
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.String(), w.FormDataContentType()
}
