package bff

import (
	"net/http"
	"net/http/httptest"
	"testing"
	"time"
)

// The cached paths, through the whole server (middleware, handler, cache, JSON), with the
// allocations they make; `make bench` runs these next to wrk.

func benchmarkGET(b *testing.B, path string, ttl time.Duration) {
	_, fakeURL := startFakeUpstream(b)
	clk := &clock{now: time.Now()}
	h := realStack(b, fakeURL, clk).Handler()
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
			clk.advance(ttl) // every read misses: the fan-out and the upstream calls are measured
		}
		get()
	}
}

func BenchmarkGamesCached(b *testing.B) { benchmarkGET(b, "/api/v1/games?category=RNG", 0) }

func BenchmarkHomeCached(b *testing.B) { benchmarkGET(b, "/api/v1/home", 0) }

func BenchmarkHomeUncached(b *testing.B) { benchmarkGET(b, "/api/v1/home", time.Hour) }

// The lobby's second page of slots, as infinite scroll asks it, from the cache and past it.
func BenchmarkLobbyPageCached(b *testing.B) {
	benchmarkGET(b, "/api/v1/games?category=RNG&page=2", 0)
}

func BenchmarkLobbyPageUncached(b *testing.B) {
	benchmarkGET(b, "/api/v1/games?category=RNG&page=2", time.Hour)
}
