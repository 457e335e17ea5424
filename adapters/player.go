package adapters

import "context"

// The player's side of the game centre: favourites, recent games and launches. Every call
// needs the player's token in its Scope, and none of it may be cached or shared between
// players: these ports are never decorated by the catalogue cache.

// GameRef names one game to the member backend: enough for it to find the game.
type GameRef struct {
	GameID   string
	NodeID   string
	Vendor   string // vassalage code
	Category string // gameType
}

// MemberListQuery selects one page of one of the player's game lists.
type MemberListQuery struct {
	Category string // gameType; empty: every category
	Page     int    // 1-based
	PageSize int
}

// Favourites is the member backend's list of favourite games.
type Favourites interface {
	// IDs are the node ids of the player's favourites, at most limit of them, newest first.
	IDs(ctx context.Context, s Scope, limit int) ([]string, error)
	// List is one page of the favourite games.
	List(ctx context.Context, s Scope, q MemberListQuery) (GamePage, error)
	// Add makes g a favourite. The upstream may or may not accept a second add of the same
	// game; callers check IDs first.
	Add(ctx context.Context, s Scope, g GameRef) error
	// Remove drops g from the favourites; removing a game that is not one succeeds.
	Remove(ctx context.Context, s Scope, g GameRef) error
}

// RecentGames is the list of games the player launched lately.
type RecentGames interface {
	List(ctx context.Context, s Scope, q MemberListQuery) (GamePage, error)
	// Add records g as launched now.
	Add(ctx context.Context, s Scope, g GameRef) error
}

// PrizeMode is the prize mode a lottery game is launched in.
type PrizeMode string

// The platform's prize modes the BFF launches with (ZY is never chosen).
const (
	PrizeElott PrizeMode = "Elott"
	PrizeLott  PrizeMode = "Lott"
)

// LaunchRequest is a game to open.
type LaunchRequest struct {
	Game GameRef
	// MatchID and LeagueID open a sports game on one match (a hot match); empty otherwise.
	MatchID  string
	LeagueID string
	// PrizeMode is set for lottery games only.
	PrizeMode PrizeMode
}

// Launcher opens games. A launch is a write: it is never retried, so that a launch the
// upstream received is not made twice.
type Launcher interface {
	// Launch opens the real game for the player of s (a session is required) and answers the
	// address to open.
	Launch(ctx context.Context, s Scope, r LaunchRequest) (string, error)
	// TrialLaunch opens the game's trial (play money) mode; no session is needed.
	TrialLaunch(ctx context.Context, s Scope, r LaunchRequest) (string, error)
}

// Player is one site's player-facing backends. Each field may be a different backend (the
// favourites live with the member backend, recent games and launches with the games backend).
type Player struct {
	Favourites Favourites
	Recent     RecentGames
	Launcher   Launcher
}
