package bff

import (
	"net/http"
	"net/http/httptest"
	"testing"
	"time"
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
