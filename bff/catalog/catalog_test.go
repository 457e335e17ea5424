package catalog_test

import (
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"
	"time"

	"go.uber.org/zap"
	"go.uber.org/zap/zaptest/observer"

	"github.com/casinobff/bff/adapters/fakeupstream"
	"github.com/casinobff/bff/bff"
	"github.com/casinobff/bff/bff/bfftest"
	"github.com/casinobff/bff/bff/catalog"
	"github.com/casinobff/bff/bff/gameview"
	"github.com/casinobff/bff/bff/httpx"
)

func TestCategories(t *testing.T) {
	h := bfftest.NewHarness(t)
	rec := h.Get("/api/v1/categories")
	if rec.Code != http.StatusOK {
		t.Fatalf("status %d: %s", rec.Code, rec.Body)
	}
	if cc := rec.Header().Get("Cache-Control"); cc != "public, max-age=30" {
		t.Errorf("Cache-Control %q", cc)
	}
	if vary := strings.Join(rec.Header().Values("Vary"), ","); !strings.Contains(vary, "Accept-Language") {
		t.Errorf("Vary %q", vary)
	}
	got := bfftest.Decode[catalog.Categories](t, rec.Body.Bytes())
	var codes []string
	byCode := map[string]gameview.Category{}
	for _, c := range got.Items {
		codes = append(codes, c.Code)
		byCode[c.Code] = c
	}
	want := []string{"HOT", "FAV", "RNG", "LIVE", "SPORTS", "ESPORTS", "FISH", "ELOTT", "COCKFIGHT", "RUMMY", "LUDO", "KENO", "BINGO"}
	if !slices.Equal(codes, want) {
		t.Fatalf("order %v, want %v", codes, want)
	}
	vendorCodes := func(cat string) []string {
		var out []string
		for _, v := range byCode[cat].Vendors {
			out = append(out, v.Code)
		}
		return out
	}
	cases := []struct {
		category string
		vendors  []string
	}{
		{"RNG", []string{"PG", "JL"}}, // mapping order, not sorting order
		{"SPORTS", []string{"SPB"}},
		{"ESPORTS", []string{"IMES"}},
		{"COCKFIGHT", []string{"SV3"}},
		{"BINGO", []string{"BG"}}, // mapping only: no details beyond the code
		{"HOT", nil},
	}
	for _, c := range cases {
		if got := vendorCodes(c.category); !slices.Equal(got, c.vendors) {
			t.Errorf("%s vendors %v, want %v", c.category, got, c.vendors)
		}
	}
	if extra := byCode["RNG"].ExtraCategories; !slices.Equal(extra, []string{"FISH"}) {
		t.Errorf("RNG extra categories %v", extra)
	}
	if byCode["HOT"].Vendors == nil || byCode["HOT"].ExtraCategories == nil {
		t.Error("empty lists must be [] not null")
	}
	direct := map[string]bool{}
	for _, c := range got.Items {
		for _, v := range c.Vendors {
			direct[c.Code+"/"+v.Code] = v.LaunchesDirectly
		}
	}
	for key, want := range map[string]bool{"SPORTS/SPB": true, "ELOTT/TCG": true, "ESPORTS/IMES": false, "COCKFIGHT/SV3": false, "RNG/PG": false, "LIVE/EVO": false} {
		if direct[key] != want {
			t.Errorf("%s launchesDirectly %v, want %v", key, direct[key], want)
		}
	}
	if pg := byCode["RNG"].Vendors[0]; pg.Name != "PG Soft" || pg.Icon != "/media/vendors/PG.svg" || pg.Category != "RNG" {
		t.Errorf("vendor details from the sorting: %+v", pg)
	}
}

func TestGamesValidation(t *testing.T) {
	tests := []struct {
		name   string
		query  string
		fields map[string]httpx.FieldCode
	}{
		{"unknown category", "category=NOPE", map[string]httpx.FieldCode{"category": httpx.FieldUnknown}},
		{"page zero", "page=0", map[string]httpx.FieldCode{"page": httpx.FieldOutOfRange}},
		{"page not a number", "page=two", map[string]httpx.FieldCode{"page": httpx.FieldInvalid}},
		{"pageSize zero", "pageSize=0", map[string]httpx.FieldCode{"pageSize": httpx.FieldOutOfRange}},
		{"pageSize over 100", "pageSize=101", map[string]httpx.FieldCode{"pageSize": httpx.FieldOutOfRange}},
		{"name over 64 characters", "name=" + strings.Repeat("অ", 65), map[string]httpx.FieldCode{"name": httpx.FieldTooLong}},
		{"classify not allowed", "classify=XX", map[string]httpx.FieldCode{"classify": httpx.FieldInvalid}},
		{"minBet negative", "minBet=-1", map[string]httpx.FieldCode{"minBet": httpx.FieldOutOfRange}},
		{"minBet not a number", "minBet=NaN", map[string]httpx.FieldCode{"minBet": httpx.FieldInvalid}},
		{"minBet the drawer does not offer", "minBet=0.4871", map[string]httpx.FieldCode{"minBet": httpx.FieldInvalid}},
		{"minLine slots do not have", "minLine=7", map[string]httpx.FieldCode{"minLine": httpx.FieldInvalid}},
		{"page past the bound", "page=10001", map[string]httpx.FieldCode{"page": httpx.FieldOutOfRange}},
		{"unknown vendor", "category=RNG&vendor=NOPE", map[string]httpx.FieldCode{"vendor": httpx.FieldUnknown}},
		{"unknown vendor and category", "category=NOPE&vendor=NOPE&minBet=3", map[string]httpx.FieldCode{
			"category": httpx.FieldUnknown, "vendor": httpx.FieldUnknown, "minBet": httpx.FieldInvalid,
		}},
		{"several at once", "category=NOPE&page=-1&pageSize=500&classify=ZZ&minBet=abc", map[string]httpx.FieldCode{
			"category": httpx.FieldUnknown, "page": httpx.FieldOutOfRange, "pageSize": httpx.FieldOutOfRange,
			"classify": httpx.FieldInvalid, "minBet": httpx.FieldInvalid,
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := bfftest.NewStack(t)
			rec := s.Call(http.MethodGet, "/api/v1/games?"+tt.query, "")
			if rec.Code != http.StatusBadRequest {
				t.Fatalf("status %d: %s", rec.Code, rec.Body)
			}
			p := bfftest.ProblemOf(t, 400, rec.Header(), rec.Body.Bytes())
			got := map[string]httpx.FieldCode{}
			for _, f := range p.Fields {
				got[f.Name] = f.Code
			}
			if p.Code != httpx.CodeValidationFailed || fmt.Sprint(got) != fmt.Sprint(tt.fields) {
				t.Fatalf("code %q fields %v, want %v", p.Code, got, tt.fields)
			}
		})
	}
}

func TestGamesLists(t *testing.T) {
	tests := []struct {
		name       string
		query      string
		wantIDs    []string
		page       int
		totalPages int
	}{
		{"defaults: page 1 of 18", "category=RNG", nil, 1, 2},
		{"second page", "category=RNG&page=2", nil, 2, 2},
		{"vendor filter", "category=RNG&vendor=JL", []string{"JL0092", "JL0078"}, 1, 1},
		{"name search", "name=ludo", []string{"JL0092"}, 1, 1},
		{"classify", "category=RNG&classify=tg", []string{"JL0078"}, 1, 1},
		{"hot list paged by the BFF", "category=HOT&pageSize=1", []string{"JL0092"}, 1, 2},
		{"hot list filtered by vendor", "category=hot&vendor=EVO", []string{"EVO001"}, 1, 1},
		{"fixed game Ludo", "category=LUDO", []string{"JL0092"}, 1, 1},
		{"fixed game Rummy", "category=RUMMY", []string{"JL0078"}, 1, 1},
		{"category only the upstream knows", "category=KENO", []string{}, 1, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h := bfftest.NewHarness(t)
			rec := h.Get("/api/v1/games?" + tt.query)
			if rec.Code != http.StatusOK {
				t.Fatalf("status %d: %s", rec.Code, rec.Body)
			}
			got := bfftest.Decode[gameview.GamePage](t, rec.Body.Bytes())
			if got.Page != tt.page || got.TotalPages != tt.totalPages {
				t.Errorf("page %d of %d, want %d of %d", got.Page, got.TotalPages, tt.page, tt.totalPages)
			}
			if tt.wantIDs == nil {
				if len(got.Items) == 0 || len(got.Items) > gameview.DefaultPageSize {
					t.Errorf("%d items", len(got.Items))
				}
				return
			}
			ids := []string{}
			for _, g := range got.Items {
				ids = append(ids, g.ID)
			}
			if !slices.Equal(ids, tt.wantIDs) {
				t.Errorf("games %v, want %v", ids, tt.wantIDs)
			}
		})
	}
}

func TestGameShape(t *testing.T) {
	h := bfftest.NewHarness(t)
	got := bfftest.Decode[gameview.GamePage](t, h.Get("/api/v1/games?category=FISH").Body.Bytes())
	want := gameview.Game{ID: "JL0100", NodeID: "174900", Category: "FISH", Vendor: "JL", VendorName: "JILI", Name: "Royal Fishing", Icon: "/media/games/JL0100.svg"}
	if len(got.Items) != 1 || got.Items[0] != want {
		t.Fatalf("games %+v, want [%+v] (an unknown classify is dropped)", got.Items, want)
	}
}

// The upstream's calls the catalogue reads.
const (
	upGames      = "/wps/relay/GCSGAME_gameList"
	upVendorInfo = "/wps/relay/GCSGAME_getVassGameType"
)

// An upstream that fails, ends the session or refuses is answered a problem of the BFF's own,
// never the upstream's words; the failures of the upstream are logged, once a request.
func TestUpstreamErrorsAreProblems(t *testing.T) {
	tests := []struct {
		name     string
		scenario fakeupstream.Scenario
		status   int
		code     httpx.Code
	}{
		{"unavailable", fakeupstream.Scenario{Name: fakeupstream.Failing}, 503, httpx.CodeUpstreamUnavailable},
		{"unauthorized", fakeupstream.Scenario{Name: fakeupstream.Refusing, Code: "login.not.session", Status: http.StatusUnauthorized}, 401, httpx.CodeLoginRequired},
		{"business refusal", fakeupstream.Scenario{Name: fakeupstream.Answering, Body: `{"success": false, "errorCode": "game.closed", "message": "SECRET upstream text"}`}, 502, httpx.CodeUpstreamRefused},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			core, logs := observer.New(zap.DebugLevel)
			s := bfftest.NewStack(t, func(o *bff.Options) { o.Logger = zap.New(core) })
			tt.scenario.Paths = []string{upGames, upVendorInfo}
			s.Scenario(tt.scenario)
			for _, target := range []string{"/api/v1/games?category=RNG", "/api/v1/categories"} {
				expectHidden(t, s.Call(http.MethodGet, target, ""), target, tt.status, tt.code)
			}
			logged := len(logs.FilterMessage("request failed").All())
			if want := map[bool]int{true: 2, false: 0}[tt.status >= 500]; logged != want {
				t.Errorf("logged %d failures, want %d", logged, want)
			}
		})
	}
	// An error of no kind at all: no answer of the upstream's is one (the adapter gives each a
	// kind), so an in-memory catalogue gives it.
	t.Run("anything else", func(t *testing.T) {
		h := bfftest.NewHarness(t)
		h.Catalog.FailOn("ListGames", errors.New("SECRET driver detail"))
		h.Catalog.FailOn("VendorInfo", errors.New("SECRET driver detail"))
		for _, target := range []string{"/api/v1/games?category=RNG", "/api/v1/categories"} {
			expectHidden(t, h.Get(target), target, 500, httpx.CodeInternal)
		}
		if logged := len(h.Logs.FilterMessage("request failed").All()); logged != 2 {
			t.Errorf("logged %d failures, want 2", logged)
		}
	})
}

// expectHidden checks an answer is the problem of status and code, without the upstream's
// words.
func expectHidden(t *testing.T, rec *httptest.ResponseRecorder, target string, status int, code httpx.Code) {
	t.Helper()
	if rec.Code != status {
		t.Fatalf("%s: status %d, want %d", target, rec.Code, status)
	}
	if p := bfftest.ProblemOf(t, status, rec.Header(), rec.Body.Bytes()); p.Code != code {
		t.Fatalf("%s: code %q, want %q", target, p.Code, code)
	}
	if strings.Contains(rec.Body.String(), "SECRET") || strings.Contains(rec.Body.String(), "game.closed") {
		t.Fatalf("%s: upstream detail leaked: %s", target, rec.Body)
	}
}

// An answer the cache serves past its freshness, the upstream failing, is marked stale.
func TestCatalogueStaleMarking(t *testing.T) {
	s := bfftest.NewStack(t)
	if bfftest.Decode[catalog.Categories](t, s.Call(http.MethodGet, "/api/v1/categories", "").Body.Bytes()).Stale {
		t.Fatal("fresh answer marked stale")
	}
	bfftest.WantStatus(t, s.Call(http.MethodGet, "/api/v1/games?category=RNG", ""), http.StatusOK)
	s.Clock.Advance(bfftest.CacheTTL + time.Second)
	s.Scenario(bfftest.Failing(upGames, upVendorInfo))
	if !bfftest.Decode[catalog.Categories](t, s.Call(http.MethodGet, "/api/v1/categories", "").Body.Bytes()).Stale {
		t.Error("categories: stale answer not marked")
	}
	if !bfftest.Decode[gameview.GamePage](t, s.Call(http.MethodGet, "/api/v1/games?category=RNG", "").Body.Bytes()).Stale {
		t.Error("games: stale answer not marked")
	}
}
