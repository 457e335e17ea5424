package bff_test

import (
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/casinobff/bff/adapters/fakeupstream"
	"github.com/casinobff/bff/bff/bfftest"
)

// The upstream's calls the catalogue, the home page and the site read.
const (
	upGames      = "/wps/relay/GCSGAME_gameList"
	upHotGames   = "/wps/relay/GCSGAME_hotGamesV2"
	upWinners    = "/wps/relay/GCSGAME_getRankList"
	upWhiteLabel = "/wps/system/whitelabel"
)

// TestContractOfEveryAnswer holds every kind of answer the handlers give, success and error,
// to the contract, over the fake upstream led into each.
func TestContractOfEveryAnswer(t *testing.T) {
	doc := bfftest.LoadContract(t)
	scenario := func(name string, paths ...string) func(s *bfftest.Stack) {
		return func(s *bfftest.Stack) { s.Scenario(fakeupstream.Scenario{Name: name, Paths: paths}) }
	}
	tests := []struct {
		name   string
		target string
		host   string
		breaks func(s *bfftest.Stack)
		status int
	}{
		{"site", "/api/v1/site", "", nil, 200},
		{"site maintenance", "/api/v1/site", "", scenario(fakeupstream.Maintenance), 200},
		{"site unavailable", "/api/v1/site", "", scenario(fakeupstream.Failing, upWhiteLabel), 503},
		{"site unknown host", "/api/v1/site", "nowhere.example", nil, 404},
		{"categories", "/api/v1/categories?lang=en", "", nil, 200},
		{"games", "/api/v1/games", "", nil, 200},
		{"games filtered", "/api/v1/games?category=RNG&vendor=JL&classify=AC&minBet=1&page=1&pageSize=5", "", nil, 200},
		{"games hot", "/api/v1/games?category=HOT", "", nil, 200},
		{"games invalid", "/api/v1/games?category=NOPE&page=0&pageSize=1000&name=" + strings.Repeat("x", 65), "", nil, 400},
		{"games favourites", "/api/v1/games?category=FAV", "", nil, 401},
		{"games refused", "/api/v1/games?category=RNG", "", func(s *bfftest.Stack) {
			s.Scenario(fakeupstream.Scenario{Name: fakeupstream.Refusing, Code: "x", Paths: []string{upGames}})
		}, 502},
		{"home", "/api/v1/home", "", nil, 200},
		{"home degraded", "/api/v1/home", "", scenario(fakeupstream.Failing, upWinners), 200},
		{"home stale", "/api/v1/home", "", func(s *bfftest.Stack) {
			bfftest.WantStatus(t, s.Call(http.MethodGet, "/api/v1/home", ""), http.StatusOK)
			s.Clock.Advance(bfftest.CacheTTL + time.Second)
			s.Scenario(bfftest.Failing(upWinners, upHotGames))
		}, 200},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := bfftest.NewStack(t)
			if tt.breaks != nil {
				tt.breaks(s)
			}
			req := bfftest.APIRequest(http.MethodGet, tt.target, "")
			if tt.host != "" {
				req.Host = tt.host
			}
			rec := bfftest.Serve(s.Server, req)
			if rec.Code != tt.status {
				t.Fatalf("status %d, want %d: %s", rec.Code, tt.status, rec.Body)
			}
			if err := bfftest.CheckAnswer(doc, http.MethodGet, tt.target, rec.Code, rec.Header(), rec.Body.Bytes()); err != nil {
				t.Fatalf("answer breaks the contract: %v\n%s", err, rec.Body)
			}
		})
	}
}

// A home page whose winners, matches and notices have no times follows the contract. It stays
// over the in-memory catalogue and content: the fake upstream answers one scenario at a time,
// and this needs three answers of its own at once.
func TestContractOfZeroTimes(t *testing.T) {
	h := bfftest.NewHarness(t)
	for i := range h.Catalog.Board {
		h.Catalog.Board[i].Time = time.Time{}
	}
	h.Catalog.Matches[0].StartsAt = time.Time{}
	h.Content.Lists.Notices[0].Start = time.Time{}
	rec := h.Get("/api/v1/home")
	bfftest.WantStatus(t, rec, http.StatusOK)
	if err := bfftest.CheckAnswer(bfftest.LoadContract(t), http.MethodGet, "/api/v1/home", rec.Code, rec.Header(), rec.Body.Bytes()); err != nil {
		t.Fatalf("answer breaks the contract: %v\n%s", err, rec.Body)
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
