package upstream

import (
	"context"
	"net/http"
	"net/url"

	"github.com/casinobff/bff/adapters"
)

// The recent-games calls: the list lives with the game aggregator, the add call with the member
// backend's relay; both go through the same gateway.
const (
	pathRecentGames = "/wps/relay/GCS_recentGame"
	pathAddRecent   = "/wps/relay/MCS2_addRecentGame"
)

// Recent is adapters.RecentGames over the platform protocol.
type Recent struct{ c *Client }

var _ adapters.RecentGames = (*Recent)(nil)

// NewRecent reads and records recent games through c, a Client for the site's games backend.
func NewRecent(c *Client) *Recent { return &Recent{c: c} }

// List reads one page of the player's recent games.
func (r *Recent) List(ctx context.Context, s adapters.Scope, q adapters.MemberListQuery) (adapters.GamePage, error) {
	return memberList(ctx, r.c, s, "RecentGames", pathRecentGames, "page", url.Values{"clientType": {"2"}}, q)
}

// Add records g as the player's latest game.
func (r *Recent) Add(ctx context.Context, s adapters.Scope, g adapters.GameRef) error {
	body := struct {
		GameID   string `json:"gameId"`
		NodeID   string `json:"nodeId"`
		Vendor   string `json:"vendor"`
		GameType string `json:"gameType"`
	}{g.GameID, g.NodeID, g.Vendor, g.Category}
	return r.c.Do(ctx, s, Call{Op: "AddRecent", Method: http.MethodPost, Path: pathAddRecent, Body: body}, nil)
}
