package httpx

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"

	"github.com/labstack/echo/v4"

	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/adapters/cached"
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
	rendered := NewRendered(cached.Limits{Entries: 10})
	s.e.GET("/list", func(c echo.Context) error {
		var from adapters.Sources
		for _, e := range s.entries {
			from = append(from, adapters.Source{Entry: e, Stale: s.stale})
		}
		if s.entries == nil {
			from = adapters.Sources{{}} // fetched for the request alone
		}
		return rendered.JSON(c, from, "site/bn", c.QueryParams().Encode(), func() any {
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

func TestRenderedKeepsAtMostItsLimits(t *testing.T) {
	tests := []struct {
		name        string
		lim         cached.Limits
		body        int // bytes of each answer
		wantEntries int
	}{
		{"by entries", cached.Limits{Entries: 16, Bytes: 1 << 20}, 100, 16},
		{"by bytes", cached.Limits{Entries: 1000, Bytes: 64 << 10}, 4 << 10, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e := echo.New()
			e.JSONSerializer = JSONSerializer{}
			rendered := NewRendered(tt.lim)
			body := strings.Repeat("x", tt.body)
			e.GET("/list", func(c echo.Context) error {
				return rendered.JSON(c, adapters.Sources{{Entry: 1}}, "site/bn", c.QueryParams().Encode(), func() any { return body })
			})
			for i := range 500 {
				rec := httptest.NewRecorder()
				e.ServeHTTP(rec, httptest.NewRequestWithContext(t.Context(), http.MethodGet, fmt.Sprintf("/list?page=%d", i), nil))
				if rec.Code != http.StatusOK {
					t.Fatalf("status %d", rec.Code)
				}
			}
			st := rendered.Stats()
			if st.Entries > tt.lim.Entries || st.Bytes > tt.lim.Bytes || st.Entries == 0 {
				t.Errorf("kept %d answers, %d bytes; want at most %d and %d", st.Entries, st.Bytes, tt.lim.Entries, tt.lim.Bytes)
			}
			if tt.wantEntries > 0 && st.Entries != tt.wantEntries {
				t.Errorf("kept %d answers, want %d", st.Entries, tt.wantEntries)
			}
		})
	}
}

// The key is the query as the handler read it: what else the request carried makes no new
// answer, and pretty printing is an answer of its own.
func TestRenderedKeysOnTheHandlersQuery(t *testing.T) {
	e := echo.New()
	e.JSONSerializer = JSONSerializer{}
	rendered := NewRendered(cached.Limits{})
	builds := 0
	e.GET("/list", func(c echo.Context) error {
		query := url.Values{"page": {c.QueryParam("page")}}.Encode() // the one parameter it reads
		return rendered.JSON(c, adapters.Sources{{Entry: 1}}, "site/bn", query, func() any { builds++; return map[string]int{"n": builds} })
	})
	get := func(target string) string {
		rec := httptest.NewRecorder()
		e.ServeHTTP(rec, httptest.NewRequestWithContext(t.Context(), http.MethodGet, target, nil))
		return rec.Body.String()
	}
	first := get("/list?page=2")
	for _, target := range []string{"/list?page=2&x=1", "/list?utm=a&page=2", "/list?page=2&page=3"} {
		if got := get(target); got != first || builds != 1 {
			t.Errorf("%s: %s after %d builds, want the kept %s", target, got, builds, first)
		}
	}
	if pretty := get("/list?page=2&pretty"); !strings.Contains(pretty, "\n  ") || builds != 2 {
		t.Errorf("pretty: %q after %d builds, want an indented answer of its own", pretty, builds)
	}
	if st := rendered.Stats(); st.Entries != 2 {
		t.Errorf("kept %d answers, want 2", st.Entries)
	}
}
