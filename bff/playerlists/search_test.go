package playerlists_test

import (
	"net/http"
	"net/url"
	"slices"
	"strings"
	"testing"

	"github.com/casinobff/bff/bff/bfftest"
	"github.com/casinobff/bff/bff/gameview"
	"github.com/casinobff/bff/bff/httpx"
)

// A name search over a long favourites list finds matches past the first upstream page.
// agent01, who has none, makes forty of the catalogue's slots its favourites through the site.
func TestFavouritesSearchReadsEveryFavourite(t *testing.T) {
	s := bfftest.NewStack(t)
	cookie := s.SignIn("agent01")
	slots := bfftest.Decode[gameview.GamePage](t, s.Call(http.MethodGet, "/api/v1/games?category=RNG&pageSize=40", "").Body.Bytes()).Items
	if len(slots) != 40 {
		t.Fatalf("%d slots", len(slots))
	}
	names := map[string]string{}
	for _, g := range slots {
		bfftest.WantStatus(t, s.Call(http.MethodPut, "/api/v1/favourites/"+g.NodeID, `{"vendor":"`+g.Vendor+`"}`, cookie), http.StatusOK)
		names[g.NodeID] = g.Name
	}
	// The first one added is the last favourite, on the upstream's last page: search a word of
	// its name, and every favourite whose name holds it, in the favourites' order.
	word := strings.Fields(slots[0].Name)[0]
	var want []string
	for _, id := range bfftest.Decode[struct{ NodeIDs []string }](t, s.Call(http.MethodGet, "/api/v1/favourites", "", cookie).Body.Bytes()).NodeIDs {
		if strings.Contains(strings.ToLower(names[id]), strings.ToLower(word)) {
			want = append(want, names[id])
		}
	}
	rec := s.Call(http.MethodGet, "/api/v1/favourites/games?name="+url.QueryEscape(word), "", cookie)
	bfftest.WantStatus(t, rec, http.StatusOK)
	page := bfftest.Decode[gameview.GamePage](t, rec.Body.Bytes())
	var got []string
	for _, g := range page.Items {
		got = append(got, g.Name)
	}
	if !slices.Equal(got, want) || page.TotalPages != 1 || !slices.Contains(got, slots[0].Name) {
		t.Errorf("got %v of %d pages, want %v on one page", got, page.TotalPages, want)
	}
	rec = s.Call(http.MethodGet, "/api/v1/favourites/games?page=3", "", cookie)
	if page := bfftest.Decode[gameview.GamePage](t, rec.Body.Bytes()); len(page.Items) != 10 || page.TotalPages != 3 {
		t.Errorf("page 3 of 15: %d items of %d pages", len(page.Items), page.TotalPages)
	}
}

func TestFavouritesNeedLogin(t *testing.T) {
	s := bfftest.NewStack(t)
	rec := s.Call(http.MethodGet, "/api/v1/games?category=FAV", "")
	if p := bfftest.ProblemOf(t, 401, rec.Header(), rec.Body.Bytes()); p.Code != httpx.CodeLoginRequired {
		t.Fatalf("code %q", p.Code)
	}
}
