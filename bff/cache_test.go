package bff

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/casinobff/bff/adapters/fakeupstream"
)

// TestWarmHomeAsksNothingUpstream: once the catalogue cache is warm, the home page, the fixed
// Ludo and Rummy tiles included, is served without a single upstream call.
func TestWarmHomeAsksNothingUpstream(t *testing.T) {
	fake, fakeURL := startFakeUpstream(t)
	srv := realStack(t, fakeURL, &clock{now: time.Now()})
	get := func() {
		req := httptest.NewRequestWithContext(t.Context(), http.MethodGet, "/api/v1/home", nil)
		req.Host = "localhost"
		rec := httptest.NewRecorder()
		srv.Handler().ServeHTTP(rec, req)
		if rec.Code != http.StatusOK {
			t.Fatalf("home: %d %s", rec.Code, rec.Body)
		}
	}
	get()
	fake.ResetHits()
	get()
	if hits := fake.Hits(); len(hits) != 0 {
		t.Errorf("a warm home called the upstream: %v", hits)
	}
}

// TestWarmHomeIsEncodedOnce: players who ask for the home page while its cache entries hold
// get the same bytes under one ETag, and a phone holding them revalidates with a 304.
func TestWarmHomeIsEncodedOnce(t *testing.T) {
	_, fakeURL := startFakeUpstream(t)
	srv := realStack(t, fakeURL, &clock{now: time.Now()})
	get := func(ifNoneMatch string) *httptest.ResponseRecorder {
		return conditionalGet(srv, "/api/v1/home", ifNoneMatch)
	}
	first, second := get(""), get("")
	etag := first.Header().Get("ETag")
	if etag == "" || second.Header().Get("ETag") != etag || first.Body.String() != second.Body.String() {
		t.Fatalf("ETags %q and %q: want one, on the same bytes", etag, second.Header().Get("ETag"))
	}
	if rec := get(etag); rec.Code != http.StatusNotModified || rec.Body.Len() != 0 {
		t.Errorf("revalidation got %d with %d bytes, want a bare 304", rec.Code, rec.Body.Len())
	}
}

// TestCatalogueAnswerRevalidates: a cached catalogue answer carries an ETag of its content; a
// client holding it gets a 304 and no body while the cache entry holds, the same ETag when
// a refresh brought the same content, and a new answer when the content changed (here, the
// stale mark of an outage).
func TestCatalogueAnswerRevalidates(t *testing.T) {
	fake, fakeURL := startFakeUpstream(t)
	clk := &clock{now: time.Now()}
	srv := realStack(t, fakeURL, clk)
	get := func(ifNoneMatch string) *httptest.ResponseRecorder {
		return conditionalGet(srv, "/api/v1/games?category=RNG&page=2", ifNoneMatch)
	}
	first := get("")
	etag := first.Header().Get("ETag")
	if first.Code != http.StatusOK || etag == "" {
		t.Fatalf("first answer %d, ETag %q", first.Code, etag)
	}
	if again := get(""); again.Body.String() != first.Body.String() || again.Header().Get("ETag") != etag {
		t.Fatal("the same cached answer changed")
	}
	fake.ResetHits()
	if rec := get(etag); rec.Code != http.StatusNotModified || rec.Body.Len() != 0 || len(fake.Hits()) != 0 {
		t.Fatalf("revalidation got %d with %d bytes and upstream calls %v, want a bare 304", rec.Code, rec.Body.Len(), fake.Hits())
	}
	clk.advance(goldenTTL)
	if rec := get(etag); rec.Code != http.StatusNotModified {
		t.Errorf("a refresh with the same content got %d, want 304", rec.Code)
	}
	clk.advance(goldenTTL)
	if err := fake.SetScenario(fakeupstream.Scenario{Name: fakeupstream.Failing}); err != nil {
		t.Fatal(err)
	}
	stale := get(etag)
	if stale.Code != http.StatusOK || !strings.Contains(stale.Body.String(), `"stale":true`) || stale.Header().Get("ETag") == etag {
		t.Errorf("in an outage got %d %q with ETag %q, want the stale answer under a new ETag", stale.Code, stale.Body, stale.Header().Get("ETag"))
	}
}

// conditionalGet asks for target as the site does, holding ifNoneMatch when it is not empty.
func conditionalGet(srv *Server, target, ifNoneMatch string) *httptest.ResponseRecorder {
	req := apiRequest(http.MethodGet, target, "")
	if ifNoneMatch != "" {
		req.Header.Set("If-None-Match", ifNoneMatch)
	}
	return serve(srv, req)
}
