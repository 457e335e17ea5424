package catalog_test

import (
	"testing"
	"time"

	"github.com/casinobff/bff/bff/bfftest"
)

// The cached paths, through the whole server (middleware, handler, cache, JSON), with the
// allocations they make; `make bench` runs these next to wrk.

func BenchmarkGamesCached(b *testing.B) { bfftest.BenchmarkGET(b, "/api/v1/games?category=RNG", 0) }

// The lobby's second page of slots, as infinite scroll asks it, from the cache and past it.
func BenchmarkLobbyPageCached(b *testing.B) {
	bfftest.BenchmarkGET(b, "/api/v1/games?category=RNG&page=2", 0)
}

func BenchmarkLobbyPageUncached(b *testing.B) {
	bfftest.BenchmarkGET(b, "/api/v1/games?category=RNG&page=2", time.Hour)
}
