package catalog_test

import (
	"net/http"
	"slices"
	"strings"
	"testing"

	"github.com/shopspring/decimal"

	"github.com/casinobff/bff/bff/bfftest"
	"github.com/casinobff/bff/bff/catalog"
	"github.com/casinobff/bff/bff/gameview"
	"github.com/casinobff/bff/bff/httpx"
)

func TestGamesModes(t *testing.T) {
	s := bfftest.NewStack(t)
	cookie := s.SignIn("demo01")
	bfftest.WantStatus(t, s.Call(http.MethodPost, "/api/v1/launches", bfftest.LaunchLudo, cookie), http.StatusOK)
	ids := func(t *testing.T, target string, c *http.Cookie) ([]string, *gameview.GamePage, string) {
		t.Helper()
		rec := s.Call(http.MethodGet, target, "", c)
		bfftest.WantStatus(t, rec, http.StatusOK)
		page := bfftest.Decode[gameview.GamePage](t, rec.Body.Bytes())
		var out []string
		for _, g := range page.Items {
			out = append(out, g.NodeID)
		}
		return out, &page, rec.Header().Get("Cache-Control")
	}
	tests := []struct {
		name, target, same string // same: another target that must answer the same games
		member             bool
		cache              string
		want               []string // when set, exactly these node ids
	}{
		{"hot is category HOT", "/api/v1/games?mode=hot", "/api/v1/games?category=HOT", false, "public, max-age=30", nil},
		{"filter is all", "/api/v1/games?mode=filter&category=RNG&vendor=JL", "/api/v1/games?category=RNG&vendor=JL", false, "public, max-age=30", nil},
		{"mode names are any case", "/api/v1/games?mode=HOT", "/api/v1/games?mode=hot", false, "public, max-age=30", nil},
		{"fav is category FAV", "/api/v1/games?mode=fav", "/api/v1/games?category=FAV", true, "no-store", []string{"174856"}},
		{"recent is category RECENT", "/api/v1/games?mode=recent", "/api/v1/games?category=RECENT", true, "no-store", []string{"174856"}},
		{"recent with its own category", "/api/v1/games?mode=recent&category=LUDO", "", true, "no-store", []string{"174856"}},
		{"recent of another category", "/api/v1/games?mode=recent&category=RNG", "", true, "no-store", nil},
		{"the catalogue is public with a session too", "/api/v1/games?category=RNG", "/api/v1/games?mode=all&category=RNG", true, "public, max-age=30", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var c *http.Cookie
			if tt.member {
				c = cookie
			}
			got, _, cc := ids(t, tt.target, c)
			if cc != tt.cache {
				t.Errorf("Cache-Control %q, want %q", cc, tt.cache)
			}
			if tt.want != nil && !slices.Equal(got, tt.want) {
				t.Errorf("games %v, want %v", got, tt.want)
			}
			if tt.same != "" {
				if other, _, _ := ids(t, tt.same, c); !slices.Equal(got, other) {
					t.Errorf("%s answers %v, %s answers %v", tt.target, got, tt.same, other)
				}
			}
		})
	}

	t.Run("hot by category", func(t *testing.T) {
		rec := s.Call(http.MethodGet, "/api/v1/games?mode=hot&category=LIVE", "", nil)
		bfftest.WantStatus(t, rec, http.StatusOK)
		page := bfftest.Decode[gameview.GamePage](t, rec.Body.Bytes())
		if len(page.Items) == 0 {
			t.Fatal("no hot live games")
		}
		for _, g := range page.Items {
			if g.Category != "LIVE" || !g.Hot {
				t.Errorf("%+v in the hot LIVE list", g)
			}
		}
	})

	t.Run("minLine filters", func(t *testing.T) {
		all, page, _ := ids(t, "/api/v1/games?category=RNG&pageSize=100", nil)
		fewer, _, _ := ids(t, "/api/v1/games?category=RNG&pageSize=100&minLine=1024", nil)
		if len(fewer) == 0 || len(fewer) >= len(all) || page.TotalPages == 0 {
			t.Errorf("minLine=1024 kept %d of %d slots", len(fewer), len(all))
		}
	})

	bad := []struct{ name, target, field string }{
		{"unknown mode", "/api/v1/games?mode=popular", "mode"},
		{"category of another mode", "/api/v1/games?mode=recent&category=HOT", "category"},
		{"negative minLine", "/api/v1/games?minLine=-1", "minLine"},
	}
	for _, tt := range bad {
		t.Run(tt.name, func(t *testing.T) {
			rec := s.Call(http.MethodGet, tt.target, "", cookie)
			bfftest.ExpectProblem(t, rec, http.StatusBadRequest, httpx.CodeValidationFailed)
			if p := bfftest.Decode[httpx.Problem](t, rec.Body.Bytes()); len(p.Fields) != 1 || p.Fields[0].Name != tt.field {
				t.Errorf("fields %+v, want %s", p.Fields, tt.field)
			}
		})
	}
}

func TestShowcases(t *testing.T) {
	s := bfftest.NewStack(t)
	t.Run("hot list", func(t *testing.T) {
		rec := s.Call(http.MethodGet, "/api/v1/games/hot?name=fortune", "", nil)
		bfftest.WantStatus(t, rec, http.StatusOK)
		list := bfftest.Decode[catalog.GameList](t, rec.Body.Bytes())
		if len(list.Items) == 0 || rec.Header().Get("Cache-Control") != "public, max-age=30" {
			t.Fatalf("hot list %+v, Cache-Control %q", list, rec.Header().Get("Cache-Control"))
		}
		for _, g := range list.Items {
			if !strings.Contains(strings.ToLower(g.Name), "fortune") {
				t.Errorf("%q found by the name fortune", g.Name)
			}
		}
	})
	t.Run("winners", func(t *testing.T) {
		rec := s.Call(http.MethodGet, "/api/v1/winners", "", nil)
		bfftest.WantStatus(t, rec, http.StatusOK)
		w := bfftest.Decode[catalog.Winners](t, rec.Body.Bytes())
		if len(w.Items) != gameview.WinnersShown {
			t.Fatalf("%d winners, want %d", len(w.Items), gameview.WinnersShown)
		}
		if !slices.IsSortedFunc(w.Items, func(a, b gameview.Winner) int {
			return decimal.RequireFromString(b.Amount.String()).Cmp(decimal.RequireFromString(a.Amount.String()))
		}) {
			t.Error("winners not sorted by amount, largest first")
		}
		for _, x := range w.Items {
			if !strings.Contains(x.Customer, "***") || gameview.MaskName(x.Customer) != x.Customer {
				t.Errorf("customer %q not masked", x.Customer)
			}
		}
	})
	t.Run("hot matches", func(t *testing.T) {
		rec := s.Call(http.MethodGet, "/api/v1/sports/hot-matches", "", nil)
		bfftest.WantStatus(t, rec, http.StatusOK)
		m := bfftest.Decode[catalog.HotMatches](t, rec.Body.Bytes())
		if len(m.Items) == 0 || m.Items[0].MatchID == "" || m.Items[0].GameID == "" || m.Items[0].StartsAt == nil {
			t.Errorf("hot matches %+v", m.Items)
		}
	})
	t.Run("a name too long", func(t *testing.T) {
		long := strings.Repeat("x", gameview.MaxNameLength+1)
		bfftest.ExpectProblem(t, s.Call(http.MethodGet, "/api/v1/games/hot?name="+long, "", nil), http.StatusBadRequest, httpx.CodeValidationFailed)
	})
}
