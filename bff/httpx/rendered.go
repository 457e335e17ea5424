package httpx

import (
	"bytes"
	"crypto/sha256"
	"encoding/base64"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"unsafe"

	"github.com/labstack/echo/v4"

	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/adapters/cached"
)

// Rendered keeps the encoded JSON of public answers built from cached catalogue data, so that
// an answer is built and encoded once per cache entry rather than once per request. A kept
// answer is reused for the same request (variant, route and normalised query) while it is
// built from the same cache entries, each as fresh or stale as before (the entries of the
// adapters.Sources its reads answered with); a part refreshed, gone stale or fetched for the
// request alone builds it anew. Each kept answer
// carries a weak ETag of its content, so a client's revalidation costs a 304 and no body.
//
// It keeps at most its limits' entries and bytes. Its keys are the handler's normalised query,
// never the raw one: parameters it does not read, their order and their spelling make no new
// entry.
type Rendered struct {
	answers *cached.Bounded[*renderedAnswer]
}

type renderedAnswer struct {
	entries []adapters.Source
	body    []byte
	etag    string
	// The ETag and Content-Length headers' values, made once: full slices (len == cap), shared
	// by every answer as securityHeaders' are.
	etagHeader, lengthHeader []string
}

// NewRendered keeps answers within lim; past it, a new answer displaces one seldom asked for.
func NewRendered(lim cached.Limits) *Rendered {
	return &Rendered{answers: cached.NewBounded[*renderedAnswer](lim, 0, nil)}
}

// Stats says what r keeps.
func (r *Rendered) Stats() cached.Stats { return r.answers.Stats() }

// JSON answers 200 with build's value as JSON, from the kept bytes when they still hold.
// from is where the data build reads came from, one Source per read; variant names what, beyond
// the route and the query, the answer depends on: the site and the language; query is the
// request's query as the handler read it, normalised (empty when it reads none). Only answers
// that depend on nothing else (no session, no other header) may come through here.
func (r *Rendered) JSON(c echo.Context, from adapters.Sources, variant, query string, build func() any) error {
	var buf [16]adapters.Source // the home page's reads, without a heap allocation
	entries, fromCache := from.Entries(buf[:0])
	if !fromCache {
		return c.JSON(http.StatusOK, build())
	}
	req := c.Request()
	pretty := c.QueryParams().Has("pretty") // as echo's Context.JSON does
	key := variant + " " + c.Path() + "?" + query
	if pretty {
		key += " pretty"
	}
	a, ok := r.answers.Get(key)
	if !ok || !slices.Equal(a.entries, entries) {
		var err error
		if a, err = render(slices.Clone(entries), build(), pretty); err != nil {
			return err
		}
		r.answers.Set(key, a, len(a.body)+len(a.etag)+len(a.lengthHeader[0])+sourceBytes*len(a.entries)+answerBytes)
	}
	h := c.Response().Header()
	h[headerETag] = a.etagHeader
	if etagMatches(req.Header.Get("If-None-Match"), a.etag) {
		return c.NoContent(http.StatusNotModified)
	}
	h[echo.HeaderContentLength] = a.lengthHeader
	h[echo.HeaderContentType] = jsonContentType // Blob sets none over it
	return c.Blob(http.StatusOK, echo.MIMEApplicationJSON, a.body)
}

var (
	headerETag      = http.CanonicalHeaderKey("ETag")
	jsonContentType = []string{echo.MIMEApplicationJSON}
)

const (
	answerBytes = int(unsafe.Sizeof(renderedAnswer{}))
	sourceBytes = int(unsafe.Sizeof(adapters.Source{}))
)

func render(entries []adapters.Source, v any, pretty bool) (*renderedAnswer, error) {
	var b bytes.Buffer
	indent := ""
	if pretty {
		indent = "  "
	}
	if err := encodeJSON(&b, v, indent); err != nil {
		return nil, err
	}
	sum := sha256.Sum256(b.Bytes())
	etag := `W/"` + base64.RawURLEncoding.EncodeToString(sum[:16]) + `"`
	// A buffer grown while encoding has up to twice the room it needs; the kept copy is exact.
	body := bytes.Clone(b.Bytes())
	return &renderedAnswer{
		entries: entries, body: body, etag: etag,
		etagHeader: []string{etag}, lengthHeader: []string{strconv.Itoa(len(body))},
	}, nil
}

// etagMatches is If-None-Match's weak comparison of header against etag.
func etagMatches(header, etag string) bool {
	if header == "" {
		return false
	}
	opaque := strings.TrimPrefix(etag, "W/")
	for candidate := range strings.SplitSeq(header, ",") {
		candidate = strings.TrimSpace(candidate)
		if candidate == "*" || strings.TrimPrefix(candidate, "W/") == opaque {
			return true
		}
	}
	return false
}
