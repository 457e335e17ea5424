package httpx

import (
	"context"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/labstack/echo/v4"

	"github.com/casinobff/bff/adapters"
)

// renderedServer answers GET /list through Rendered with what its read reports: the cache
// entries and staleness the test sets, and a body that counts its builds.
type renderedServer struct {
	e       *echo.Echo
	builds  int
	entries []uint64 // nil: the answer was fetched for the request alone
	stale   bool
}

func newRenderedServer() *renderedServer {
	s := &renderedServer{e: echo.New()}
	s.e.JSONSerializer = JSONSerializer{}
	rendered := NewRendered(10)
	s.e.GET("/list", func(c echo.Context) error {
		ctx := adapters.WithProvenance(c.Request().Context())
		for _, e := range s.entries {
			adapters.MarkCached(ctx, e, s.stale)
		}
		if s.entries == nil {
			adapters.MarkUncached(ctx)
		}
		return rendered.JSON(c, ctx, "site/bn", func() any {
			s.builds++
			return map[string]int{"build": s.builds}
		})
	})
	return s
}

func (s *renderedServer) get(t *testing.T, query, ifNoneMatch string) *httptest.ResponseRecorder {
	t.Helper()
	req := httptest.NewRequestWithContext(context.Background(), http.MethodGet, "/list"+query, nil)
	if ifNoneMatch != "" {
		req.Header.Set("If-None-Match", ifNoneMatch)
	}
	rec := httptest.NewRecorder()
	s.e.ServeHTTP(rec, req)
	return rec
}

func TestRenderedKeepsAnAnswerWhileItsEntriesHold(t *testing.T) {
	s := newRenderedServer()
	s.entries = []uint64{7, 3}
	first := s.get(t, "?page=1", "")
	second := s.get(t, "?page=1", "")
	if s.builds != 1 || first.Body.String() != second.Body.String() || first.Header().Get("ETag") == "" {
		t.Fatalf("builds %d, bodies %q %q, ETag %q: want one build answering both", s.builds, first.Body, second.Body, first.Header().Get("ETag"))
	}
	steps := []struct {
		name   string
		change func()
		query  string
		builds int
	}{
		{"the same entries read in another order", func() { s.entries = []uint64{3, 7} }, "?page=1", 1},
		{"another query", func() {}, "?page=2", 2},
		{"an entry refreshed", func() { s.entries = []uint64{3, 8} }, "?page=1", 3},
		{"served stale", func() { s.stale = true }, "?page=1", 4},
		{"stale again", func() {}, "?page=1", 4},
		{"fetched for the request alone", func() { s.entries = nil }, "?page=1", 5},
		{"and again", func() {}, "?page=1", 6},
	}
	for _, step := range steps {
		step.change()
		rec := s.get(t, step.query, "")
		if rec.Code != http.StatusOK || s.builds != step.builds {
			t.Errorf("%s: status %d, builds %d, want %d", step.name, rec.Code, s.builds, step.builds)
		}
	}
}

func TestRenderedAnswersRevalidationWithNotModified(t *testing.T) {
	s := newRenderedServer()
	s.entries = []uint64{1}
	etag := s.get(t, "", "").Header().Get("ETag")
	for _, header := range []string{etag, `"other", ` + etag, "*"} {
		rec := s.get(t, "", header)
		if rec.Code != http.StatusNotModified || rec.Body.Len() != 0 || rec.Header().Get("ETag") != etag {
			t.Errorf("If-None-Match %s: got %d with %d bytes, ETag %q", header, rec.Code, rec.Body.Len(), rec.Header().Get("ETag"))
		}
	}
	if rec := s.get(t, "", `W/"other"`); rec.Code != http.StatusOK {
		t.Errorf("a different ETag got %d, want the answer", rec.Code)
	}
	s.entries = []uint64{2} // refreshed: the content, and so the ETag, changes
	if rec := s.get(t, "", etag); rec.Code != http.StatusOK || rec.Header().Get("ETag") == etag {
		t.Errorf("after a change got %d with ETag %q, want the new answer", rec.Code, rec.Header().Get("ETag"))
	}
}

func TestRenderedKeepsAtMostMax(t *testing.T) {
	rendered := NewRendered(2)
	for _, key := range []string{"a", "b", "c", "d"} {
		rendered.keep(key, &renderedAnswer{})
	}
	if len(rendered.answers) != 2 {
		t.Fatalf("kept %d answers, want 2", len(rendered.answers))
	}
}
