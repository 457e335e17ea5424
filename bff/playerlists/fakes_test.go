package playerlists_test

import (
	"net/http"
	"slices"
	"testing"

	"github.com/casinobff/bff/bff/bfftest"
	"github.com/casinobff/bff/bff/gameview"
	"github.com/casinobff/bff/bff/httpx"
)

// A name search over a long favourites list finds matches past the first upstream page.
func TestFavouritesSearchReadsEveryFavourite(t *testing.T) {
	p := &bfftest.Player{}
	for i := 1; i <= 40; i++ {
		p.Favourites = append(p.Favourites, bfftest.RNGGame(i))
	}
	h := bfftest.NewHarness(t, bfftest.WithPlayer(p))
	rec := h.Do(http.MethodGet, "/api/v1/favourites/games?name=slot%203", h.MemberHeader(), nil)
	bfftest.WantStatus(t, rec, http.StatusOK)
	page := bfftest.Decode[gameview.GamePage](t, rec.Body.Bytes())
	var names []string
	for _, g := range page.Items {
		names = append(names, g.Name)
	}
	if want := []string{"Slot 30", "Slot 31", "Slot 32", "Slot 33", "Slot 34", "Slot 35", "Slot 36", "Slot 37", "Slot 38", "Slot 39"}; !slices.Equal(names, want) || page.TotalPages != 1 {
		t.Errorf("got %v of %d pages, want %v on one page", names, page.TotalPages, want)
	}
	rec = h.Do(http.MethodGet, "/api/v1/favourites/games?page=3", h.MemberHeader(), nil)
	if page := bfftest.Decode[gameview.GamePage](t, rec.Body.Bytes()); len(page.Items) != 10 || page.TotalPages != 3 {
		t.Errorf("page 3 of 15: %d items of %d pages", len(page.Items), page.TotalPages)
	}
}

func TestFavouritesNeedLogin(t *testing.T) {
	h := bfftest.NewHarness(t)
	rec := h.Get("/api/v1/games?category=FAV")
	if p := bfftest.ProblemOf(t, 401, rec.Header(), rec.Body.Bytes()); p.Code != httpx.CodeLoginRequired {
		t.Fatalf("code %q", p.Code)
	}
}
