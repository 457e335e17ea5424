package bfftest

import (
	"net/http"
	"net/http/httptest"
	"testing"
	"time"
)

// BenchmarkGET asks for path as the site does, once to warm the cache and then in a loop;
// with ttl > 0 every read passes the cache.
func BenchmarkGET(b *testing.B, path string, ttl time.Duration) {
	_, fakeURL := StartFakeUpstream(b)
	clk := NewClock(time.Now())
	h := RealServer(b, fakeURL, clk).Handler()
	get := func() *httptest.ResponseRecorder {
		rec := httptest.NewRecorder()
		req := httptest.NewRequestWithContext(b.Context(), http.MethodGet, path, nil)
		req.Host = "127.0.0.1"
		h.ServeHTTP(rec, req)
		if rec.Code != http.StatusOK {
			b.Fatalf("%s: %d %s", path, rec.Code, rec.Body)
		}
		return rec
	}
	get() // warm the cache
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		if ttl > 0 {
			clk.Advance(ttl) // every read misses: the fan-out and the upstream calls are measured
		}
		get()
	}
}
