package bff_test

import (
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/bff/bfftest"
)

// TestContractOverFakes holds every kind of answer the handlers give, success and error,
// to the contract, without the upstream stack the goldens need.
func TestContractOverFakes(t *testing.T) {
	doc := bfftest.LoadContract(t)
	tests := []struct {
		name   string
		target string
		host   string
		breaks func(h *bfftest.Harness)
		status int
	}{
		{"site", "/api/v1/site", "", nil, 200},
		{"site maintenance", "/api/v1/site", "", func(h *bfftest.Harness) { h.Content.Status.Maintenance = true }, 200},
		{"site unavailable", "/api/v1/site", "", func(h *bfftest.Harness) { h.Content.FailOn("WhiteLabel", adapters.ErrUnavailable) }, 503},
		{"site unknown host", "/api/v1/site", "nowhere.example", nil, 404},
		{"categories", "/api/v1/categories?lang=en", "", nil, 200},
		{"games", "/api/v1/games", "", nil, 200},
		{"games filtered", "/api/v1/games?category=RNG&vendor=JL&classify=AC&minBet=1&page=1&pageSize=5", "", nil, 200},
		{"games hot", "/api/v1/games?category=HOT", "", nil, 200},
		{"games invalid", "/api/v1/games?category=NOPE&page=0&pageSize=1000&name=" + strings.Repeat("x", 65), "", nil, 400},
		{"games favourites", "/api/v1/games?category=FAV", "", nil, 401},
		{"games refused", "/api/v1/games?category=RNG", "", func(h *bfftest.Harness) { h.Catalog.FailOn("ListGames", &adapters.BusinessError{Code: "x"}) }, 502},
		{"home", "/api/v1/home", "", nil, 200},
		{"home degraded", "/api/v1/home", "", func(h *bfftest.Harness) {
			h.Catalog.FailOn("Winners", adapters.ErrUnavailable)
			h.Catalog.StaleOn("HotGames")
		}, 200},
		{"home zero times", "/api/v1/home", "", func(h *bfftest.Harness) {
			for i := range h.Catalog.Board {
				h.Catalog.Board[i].Time = time.Time{}
			}
			h.Catalog.Matches[0].StartsAt = time.Time{}
			h.Content.Lists.Notices[0].Start = time.Time{}
		}, 200},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h := bfftest.NewHarness(t)
			if tt.breaks != nil {
				tt.breaks(h)
			}
			header := http.Header{}
			if tt.host != "" {
				header.Set("Host", tt.host)
			}
			rec := h.Do(http.MethodGet, tt.target, header, nil)
			if rec.Code != tt.status {
				t.Fatalf("status %d, want %d: %s", rec.Code, tt.status, rec.Body)
			}
			if err := bfftest.CheckAnswer(doc, http.MethodGet, tt.target, rec.Code, rec.Header(), rec.Body.Bytes()); err != nil {
				t.Fatalf("answer breaks the contract: %v\n%s", err, rec.Body)
			}
		})
	}
}

// TestGoldensFollowTheContract validates every golden body of every feature against the
// operation and status its index entry names.
func TestGoldensFollowTheContract(t *testing.T) {
	doc := bfftest.LoadContract(t)
	indexes := bfftest.GoldenIndexes(t)
	if len(indexes) == 0 {
		t.Fatal("no golden index (run go test ./bff/... -update)")
	}
	for dir, entries := range indexes {
		if len(entries) == 0 {
			t.Errorf("%s/index.json is empty", dir)
		}
		for _, e := range entries {
			t.Run(e.Name, func(t *testing.T) {
				body, err := os.ReadFile(filepath.Join(dir, e.File))
				if err != nil {
					t.Fatal(err)
				}
				ctype := "application/json"
				if e.Status >= 400 {
					ctype = "application/problem+json"
				}
				if err := bfftest.CheckAnswer(doc, e.Method, e.Path, e.Status, http.Header{"Content-Type": {ctype}}, body); err != nil {
					t.Fatalf("%s breaks the contract: %v", e.File, err)
				}
			})
		}
	}
}
