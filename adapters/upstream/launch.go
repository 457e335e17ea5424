package upstream

import (
	"context"
	"fmt"
	"net/http"

	"github.com/casinobff/bff/adapters"
)

// The launch calls: the real game, a sports game opened on one match, and trial play.
const (
	pathLaunch      = "/wps/game/launchGame"
	pathLaunchMatch = "/wps/relay/GCS_gameLaunchFB"
	pathTrialLaunch = "/wps/relay/GCS_gameTrialLaunch"
)

// Launcher is adapters.Launcher over the platform protocol.
type Launcher struct{ c *Client }

var _ adapters.Launcher = (*Launcher)(nil)

// NewLauncher launches games through c, a Client for the site's games backend.
func NewLauncher(c *Client) *Launcher { return &Launcher{c: c} }

// NewPlayer is the player's backends of one site: favourites through member, recent games
// and launches through games. Neither client may sit behind a cache.
func NewPlayer(member, games *Client) adapters.Player {
	return adapters.Player{Favourites: NewFavourites(member), Recent: NewRecent(games), Launcher: NewLauncher(games)}
}

// Launch opens the real game; a request naming a match goes through the match launch.
func (l *Launcher) Launch(ctx context.Context, s adapters.Scope, r adapters.LaunchRequest) (string, error) {
	op, path := "Launch", pathLaunch
	if r.MatchID != "" {
		op, path = "LaunchMatch", pathLaunchMatch
	}
	return l.launch(ctx, s, op, path, r)
}

// TrialLaunch opens the game's trial mode.
func (l *Launcher) TrialLaunch(ctx context.Context, s adapters.Scope, r adapters.LaunchRequest) (string, error) {
	return l.launch(ctx, s, "TrialLaunch", pathTrialLaunch, r)
}

// wireLaunch is the platform's launch body (docs/UPSTREAM.md): the fixed values are what the
// mobile site always sends.
type wireLaunch struct {
	ConfirmTrans int    `json:"confirmTrans"`
	LaunchMode   string `json:"launchMode"`
	Platform     string `json:"platform"`
	ClientType   int    `json:"clientType"`
	GameID       string `json:"gameId"`
	NodeID       string `json:"nodeId"`
	AccountType  int    `json:"accountType"`
	MerchantCode string `json:"merchantCode"`
	Language     string `json:"language,omitempty"`
	WebView      bool   `json:"webView"`
	MatchID      string `json:"matchId,omitempty"`
	LeagueID     string `json:"leagueId,omitempty"`
	PrizeMode    string `json:"prizeMode,omitempty"`
}

// wireLaunchAnswer is value.content.game_url.
type wireLaunchAnswer struct {
	Content struct {
		GameURL string `json:"game_url"`
	} `json:"content"`
}

// launch is a POST, which the client never retries: a launch the upstream received once must
// not be made twice.
func (l *Launcher) launch(ctx context.Context, s adapters.Scope, op, path string, r adapters.LaunchRequest) (string, error) {
	body := wireLaunch{
		LaunchMode: "GLS", Platform: "html5", ClientType: 2, AccountType: 1,
		GameID: r.Game.GameID, NodeID: r.Game.NodeID,
		MerchantCode: l.c.Merchant(), Language: s.Language,
		MatchID: r.MatchID, LeagueID: r.LeagueID, PrizeMode: string(r.PrizeMode),
	}
	var w wireLaunchAnswer
	if err := l.c.Do(ctx, s, Call{Op: op, Method: http.MethodPost, Path: path, Body: body}, &w); err != nil {
		return "", err
	}
	if w.Content.GameURL == "" {
		return "", fmt.Errorf("upstream %s: %w", op, unusable("no game_url in the answer"))
	}
	return w.Content.GameURL, nil
}
