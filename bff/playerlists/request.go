package playerlists

import (
	"strings"

	"github.com/labstack/echo/v4"

	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/bff/gameview"
	"github.com/casinobff/bff/bff/kit"
)

// Favourite is the body of PUT /favourites/{nodeId}: the game's vendor ({"vendor": "JL"}); a
// request without a body (a DELETE) names it in the vendor query. The node id is the path's.
type Favourite struct {
	Vendor string `json:"vendor"`

	ref adapters.GameRef
}

// parseFavourite reads the game a change names and checks it.
func parseFavourite(c echo.Context, f *Favourite) error {
	f.ref = adapters.GameRef{NodeID: strings.TrimSpace(c.Param("nodeId")), Vendor: strings.TrimSpace(c.QueryParam("vendor"))}
	if v := strings.TrimSpace(f.Vendor); v != "" {
		f.ref.Vendor = v
	}
	var p kit.Problems
	gameview.CheckCode(&p, "nodeId", f.ref.NodeID)
	gameview.CheckCode(&p, "vendor", f.ref.Vendor)
	return p.Err()
}
