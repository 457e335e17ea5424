package launch

import (
	"strings"

	"github.com/labstack/echo/v4"

	"github.com/casinobff/bff/bff/gameview"
	"github.com/casinobff/bff/bff/kit"
)

// CategoryVendorEntry is the category of an entry that stands for a vendor rather than a game.
const CategoryVendorEntry = "VASSALAGE"

// Request is the body of POST /launches: a game tile's ids, or a vendor tile's vendor and
// category alone (the BFF opens that vendor's game), or a hot match's ids.
type Request struct {
	GameID   string `json:"gameId"`
	NodeID   string `json:"nodeId"`
	Vendor   string `json:"vendor"`
	Category string `json:"category"`
	MatchID  string `json:"matchId"`
	LeagueID string `json:"leagueId"`
}

// parse checks the request, naming every bad field.
func parse(_ echo.Context, r *Request) error {
	for _, f := range []*string{&r.GameID, &r.NodeID, &r.Vendor, &r.Category, &r.MatchID, &r.LeagueID} {
		*f = strings.TrimSpace(*f)
	}
	r.Category = strings.ToUpper(r.Category)
	var p kit.Problems
	gameview.CheckCode(&p, "category", r.Category)
	gameview.CheckCode(&p, "vendor", r.Vendor)
	// Both ids name a game; neither lets the BFF pick the vendor's game (a vendor tile).
	if r.Category != CategoryVendorEntry && (r.GameID != "" || r.NodeID != "") {
		gameview.CheckCode(&p, "gameId", r.GameID)
		gameview.CheckCode(&p, "nodeId", r.NodeID)
	}
	if r.MatchID != "" || r.LeagueID != "" {
		gameview.CheckCode(&p, "matchId", r.MatchID)
		gameview.CheckCode(&p, "leagueId", r.LeagueID)
	}
	return p.Err()
}
