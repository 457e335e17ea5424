package catalog_test

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/casinobff/bff/adapters/fakeupstream"
	"github.com/casinobff/bff/bff/bfftest"
)

// TestCatalogueAnswerRevalidates: a cached catalogue answer carries an ETag of its content; a
// client holding it gets a 304 and no body while the cache entry holds, the same ETag when
// a refresh brought the same content, and a new answer when the content changed (here, the
// stale mark of an outage).
func TestCatalogueAnswerRevalidates(t *testing.T) {
	fake, fakeURL := bfftest.StartFakeUpstream(t)
	clk := bfftest.NewClock(time.Now())
	srv := bfftest.RealServer(t, fakeURL, clk)
	get := func(ifNoneMatch string) *httptest.ResponseRecorder {
		return bfftest.ConditionalGet(srv, "/api/v1/games?category=RNG&page=2", ifNoneMatch)
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
	clk.Advance(bfftest.CacheTTL)
	if rec := get(etag); rec.Code != http.StatusNotModified {
		t.Errorf("a refresh with the same content got %d, want 304", rec.Code)
	}
	clk.Advance(bfftest.CacheTTL)
	if err := fake.SetScenario(fakeupstream.Scenario{Name: fakeupstream.Failing}); err != nil {
		t.Fatal(err)
	}
	stale := get(etag)
	if stale.Code != http.StatusOK || !strings.Contains(stale.Body.String(), `"stale":true`) || stale.Header().Get("ETag") == etag {
		t.Errorf("in an outage got %d %q with ETag %q, want the stale answer under a new ETag", stale.Code, stale.Body, stale.Header().Get("ETag"))
	}
}
