package httpx

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/base64"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/labstack/echo/v4"

	"github.com/casinobff/bff/adapters"
)

// Rendered keeps the encoded JSON of public answers built from cached catalogue data, so that
// an answer is built and encoded once per cache entry rather than once per request. A kept
// answer is reused for the same request (variant, path and query) while it is built from the
// same cache entries, each as fresh or stale as before (adapters.CachedEntries); a part
// refreshed, gone stale or fetched for the request alone builds it anew. Each kept answer
// carries a weak ETag of its content, so a client's revalidation costs a 304 and no body.
type Rendered struct {
	max int

	mu      sync.RWMutex
	answers map[string]*renderedAnswer
}

type renderedAnswer struct {
	entries []uint64
	body    []byte
	etag    string
}

// NewRendered keeps at most max answers; past that, a new answer displaces an old one.
func NewRendered(max int) *Rendered {
	return &Rendered{max: max, answers: make(map[string]*renderedAnswer, max)}
}

// JSON answers 200 with build's value as JSON, from the kept bytes when they still hold.
// ctx is the context the handler read its data under (adapters.WithProvenance); variant names
// what, beyond the path and the query, the answer depends on: the site and the language. Only
// answers that depend on nothing else (no session, no other header) may come through here.
func (r *Rendered) JSON(c echo.Context, ctx context.Context, variant string, build func() any) error {
	entries, cached := adapters.CachedEntries(ctx)
	if !cached {
		return c.JSON(http.StatusOK, build())
	}
	req := c.Request()
	key := variant + " " + req.URL.Path + "?" + req.URL.RawQuery
	r.mu.RLock()
	a, ok := r.answers[key]
	r.mu.RUnlock()
	if !ok || !slices.Equal(a.entries, entries) {
		var err error
		if a, err = render(c, entries, build()); err != nil {
			return err
		}
		r.keep(key, a)
	}
	h := c.Response().Header()
	h.Set("ETag", a.etag)
	if etagMatches(req.Header.Get("If-None-Match"), a.etag) {
		return c.NoContent(http.StatusNotModified)
	}
	h.Set(echo.HeaderContentLength, strconv.Itoa(len(a.body)))
	return c.Blob(http.StatusOK, echo.MIMEApplicationJSON, a.body)
}

func render(c echo.Context, entries []uint64, v any) (*renderedAnswer, error) {
	var b bytes.Buffer
	indent := ""
	if c.QueryParams().Has("pretty") { // as echo's Context.JSON does
		indent = "  "
	}
	if err := encodeJSON(&b, v, indent); err != nil {
		return nil, err
	}
	sum := sha256.Sum256(b.Bytes())
	etag := `W/"` + base64.RawURLEncoding.EncodeToString(sum[:16]) + `"`
	return &renderedAnswer{entries: entries, body: b.Bytes(), etag: etag}, nil
}

func (r *Rendered) keep(key string, a *renderedAnswer) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if _, replacing := r.answers[key]; !replacing && len(r.answers) >= r.max {
		for old := range r.answers { // any one: map order is unspecified
			delete(r.answers, old)
			break
		}
	}
	r.answers[key] = a
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
