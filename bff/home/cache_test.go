package home_test

import (
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/casinobff/bff/bff/bfftest"
)

// TestWarmHomeAsksNothingUpstream: once the catalogue cache is warm, the home page, the fixed
// Ludo and Rummy tiles included, is served without a single upstream call.
func TestWarmHomeAsksNothingUpstream(t *testing.T) {
	fake, fakeURL := bfftest.StartFakeUpstream(t)
	srv := bfftest.RealServer(t, fakeURL, bfftest.NewClock(time.Now()))
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
	_, fakeURL := bfftest.StartFakeUpstream(t)
	srv := bfftest.RealServer(t, fakeURL, bfftest.NewClock(time.Now()))
	get := func(ifNoneMatch string) *httptest.ResponseRecorder {
		return bfftest.ConditionalGet(srv, "/api/v1/home", ifNoneMatch)
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
