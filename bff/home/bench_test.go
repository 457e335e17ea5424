package home_test

import (
	"testing"
	"time"

	"github.com/casinobff/bff/bff/bfftest"
)

// The home page through the whole server, from the cache and past it, with the allocations it
// makes; `make bench` runs these next to wrk.

func BenchmarkHomeCached(b *testing.B) { bfftest.BenchmarkGET(b, "/api/v1/home", 0) }

func BenchmarkHomeUncached(b *testing.B) { bfftest.BenchmarkGET(b, "/api/v1/home", time.Hour) }
