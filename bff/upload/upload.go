// Package upload reads the site's uploads (a promotion application's pictures, both sides of an
// ID, an avatar) from multipart/form-data bodies: streamed part by part, never more than one
// file's limit held at a time, each file and the whole request bounded; each picture's type
// decided by its bytes alone (a PNG or JPEG signature whose header decodes), never by its name
// or declared type; its dimensions bounded before a pixel is decoded, so a decompression bomb
// is refused from its header; and its metadata (EXIF with GPS, PNG text chunks, comments)
// dropped by decoding it and encoding the pixels again, turned upright first when its EXIF
// orientation says so. What comes out is safe to send upstream.
//
// Each refusal is validation_failed naming the field with a code of its own (file_type,
// file_too_large, too_many_files, image_too_large, too_long, unknown, required); a body past the
// route's limit is 413 body_too_large (httpx.BodyLimits gives an upload's route its
// RequestLimit).
package upload

import (
	"context"
	"errors"
	"fmt"
	"io"
	"mime"
	"mime/multipart"
	"net/http"
	"strconv"
	"unicode/utf8"

	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/bff/httpx"
)

// Limits bound one upload.
type Limits struct {
	FileBytes int64 // one file
	MaxSide   int   // a picture's width and height, in pixels
	MaxPixels int64 // width × height
	// DecodedBytes bounds width × height × the bytes per pixel its colour model decodes to, so
	// that a 16-bit PNG is not four times a JPEG's memory.
	DecodedBytes int64
	TextBytes    int64 // one text field
	Parts        int   // parts of one body, files and texts
	// Decoding is how many pictures are decoded at once across every request: each takes up to
	// DecodedBytes and, turned upright, MaxPixels × 4 more.
	Decoding int
}

// DefaultLimits: 5 MB a file (the spec's activity application), at most 4096 pixels a side
// and 16 megapixels, 64 MiB decoded, 4 KiB a text field, 16 parts, two decodes at once.
func DefaultLimits() Limits {
	return Limits{
		FileBytes: 5 << 20, MaxSide: 4096, MaxPixels: 16 << 20, DecodedBytes: 64 << 20,
		TextBytes: 4 << 10, Parts: 16, Decoding: 2,
	}
}

// Form says what one upload takes: its file fields with the most files each, and its text
// fields. A file in any other field is refused; any other text field is ignored.
type Form struct {
	Files map[string]int
	Texts []string
}

// framing is the room a body needs beyond its files and texts: part headers and boundaries.
const framing = 64 << 10

// Reader reads uploads within its limits.
type Reader struct {
	limits Limits
	slots  chan struct{} // one per picture being decoded
}

// NewReader reads uploads within l; zero fields take DefaultLimits'.
func NewReader(l Limits) *Reader {
	d := DefaultLimits()
	set := func(v *int64, def int64) {
		if *v <= 0 {
			*v = def
		}
	}
	set(&l.FileBytes, d.FileBytes)
	set(&l.MaxPixels, d.MaxPixels)
	set(&l.DecodedBytes, d.DecodedBytes)
	set(&l.TextBytes, d.TextBytes)
	if l.MaxSide <= 0 {
		l.MaxSide = d.MaxSide
	}
	if l.Parts <= 0 {
		l.Parts = d.Parts
	}
	if l.Decoding <= 0 {
		l.Decoding = d.Decoding
	}
	return &Reader{limits: l, slots: make(chan struct{}, l.Decoding)}
}

// RequestLimit is the most bytes a body of f may have: every file at its limit, every text
// field at its, and the framing. Past it the body is 413 body_too_large.
func (r *Reader) RequestLimit(f Form) int64 {
	n := int64(framing) + int64(len(f.Texts))*r.limits.TextBytes
	for _, most := range f.Files {
		n += int64(most) * r.limits.FileBytes
	}
	return n
}

// Body is an upload read and checked: its text fields and its pictures, re-encoded, and the
// problems of those it refused.
type Body struct {
	texts    map[string]string
	pictures map[string][]adapters.Picture
	problems []httpx.FieldError
}

// Problems are the fields and files refused, in the order sent: a handler adds its own (a
// required field, a rule of its form) and answers them all as one validation_failed.
func (b *Body) Problems() []httpx.FieldError { return b.problems }

// Text is a text field's value; empty when it was not sent.
func (b *Body) Text(name string) string { return b.texts[name] }

// Pictures are a file field's pictures, in the order sent.
func (b *Body) Pictures(name string) []adapters.Picture { return b.pictures[name] }

var (
	errNotMultipart = httpx.NewError(httpx.CodeBadRequest, "The request body is not multipart/form-data.")
	errMalformed    = httpx.NewError(httpx.CodeBadRequest, "The multipart body could not be read.")
	errTooManyParts = httpx.NewError(httpx.CodeBadRequest, "The multipart body has too many parts.")
)

// Read reads req's multipart body as f says. Every file's and field's problem is gathered in
// the Body's Problems, in the order sent, and what was fine is kept; a body over the route's
// limit is its *http.MaxBytesError (413 body_too_large), anything unreadable bad_request.
func (r *Reader) Read(req *http.Request, f Form) (*Body, error) {
	mediaType, params, err := mime.ParseMediaType(req.Header.Get("Content-Type"))
	if err != nil || mediaType != "multipart/form-data" || params["boundary"] == "" {
		return nil, errNotMultipart
	}
	texts := map[string]bool{}
	for _, t := range f.Texts {
		texts[t] = true
	}
	rd := &reading{
		r: r, ctx: req.Context(), form: f, texts: texts,
		body:  &Body{texts: map[string]string{}, pictures: map[string][]adapters.Picture{}},
		count: map[string]int{}, said: map[string]bool{},
	}
	mr := multipart.NewReader(req.Body, params["boundary"])
	for n := 0; ; n++ {
		part, err := mr.NextPart()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return nil, readError(err)
		}
		if n >= r.limits.Parts {
			return nil, errTooManyParts
		}
		if err := rd.part(part); err != nil {
			return nil, err
		}
	}
	rd.body.problems = rd.problems
	return rd.body, nil
}

// readError is a body over the limit as it is (413), anything else bad_request.
func readError(err error) error {
	var tooLarge *http.MaxBytesError
	if errors.As(err, &tooLarge) {
		return err
	}
	return errMalformed.WithCause(err)
}

// reading is one Read in progress.
type reading struct {
	r        *Reader
	ctx      context.Context
	form     Form
	texts    map[string]bool
	body     *Body
	count    map[string]int  // files seen per field
	said     map[string]bool // fields that have a problem said once for all their files
	problems []httpx.FieldError
}

func (rd *reading) add(name string, code httpx.FieldCode, detail string) {
	rd.problems = append(rd.problems, httpx.FieldError{Name: name, Code: code, Detail: detail})
}

// once adds a field's problem the first time only (too many files, an unknown field).
func (rd *reading) once(name string, code httpx.FieldCode, detail string) {
	if !rd.said[name] {
		rd.said[name] = true
		rd.add(name, code, detail)
	}
}

// part reads one part; what it leaves unread the multipart reader skips, within the body's
// limit.
func (rd *reading) part(p *multipart.Part) error {
	name := p.FormName()
	if p.FileName() == "" {
		if !rd.texts[name] {
			return nil
		}
		v, over, err := readAtMost(p, rd.r.limits.TextBytes)
		switch {
		case err != nil:
			return err
		case over:
			rd.add(name, httpx.FieldTooLong, "at most "+strconv.FormatInt(rd.r.limits.TextBytes, 10)+" bytes")
		case !utf8.Valid(v):
			rd.add(name, httpx.FieldInvalid, "not UTF-8 text")
		default:
			rd.body.texts[name] = string(v)
		}
		return nil
	}
	most, ok := rd.form.Files[name]
	if !ok {
		rd.once(name, httpx.FieldUnknown, "this form takes no file here")
		return nil
	}
	rd.count[name]++
	nth := rd.count[name]
	if nth > most {
		rd.once(name, httpx.FieldTooManyFiles, "at most "+strconv.Itoa(most))
		return nil
	}
	data, over, err := readAtMost(p, rd.r.limits.FileBytes)
	switch {
	case err != nil:
		return err
	case over:
		rd.add(name, httpx.FieldFileTooLarge, fmt.Sprintf("file %d: at most %d MB", nth, rd.r.limits.FileBytes>>20))
		return nil
	}
	pic, code, detail, err := rd.r.picture(rd.ctx, data)
	switch {
	case err != nil:
		return err
	case code != "":
		rd.add(name, code, fmt.Sprintf("file %d: %s", nth, detail))
	default:
		rd.body.pictures[name] = append(rd.body.pictures[name], pic)
	}
	return nil
}

// readAtMost reads a part up to limit bytes; over says there was more. A body over the route's
// limit is its error as it is.
func readAtMost(p io.Reader, limit int64) (data []byte, over bool, err error) {
	data, err = io.ReadAll(io.LimitReader(p, limit+1))
	if err != nil {
		return nil, false, readError(err)
	}
	if int64(len(data)) > limit {
		return nil, true, nil
	}
	return data, false, nil
}
