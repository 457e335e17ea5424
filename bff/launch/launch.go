// Package launch opens games (POST /api/v1/launches). The answer says how: the real game for a
// player with a session; the trial game for a visitor on the sports page; a lottery game in its
// prize mode; or, for a vendor entry (category VASSALAGE), the game-list route to open instead.
// A launch is a write: it is never cached and never retried.
package launch

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"strings"

	"github.com/labstack/echo/v4"
	"go.uber.org/zap"

	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/bff/httpx"
	"github.com/casinobff/bff/bff/kit"
	"github.com/casinobff/bff/bff/sites"
)

// Modes of a launch answer.
const (
	ModeReal    = "real"    // the game, played for money on the player's account
	ModeTrial   = "trial"   // the game's play-money mode, for a visitor
	ModeLottery = "lottery" // a lottery game, launched in PrizeMode
	ModeRoute   = "route"   // no game: open Route, the game list of a vendor, in the site
)

// Launch is the answer of POST /launches. URL is always what to open: the game's address, or
// in mode route the site's own path (also given as Route).
type Launch struct {
	URL       string `json:"url"`
	Mode      string `json:"mode"`
	Route     string `json:"route,omitempty"`
	PrizeMode string `json:"prizeMode,omitempty"` // elott or lott, in mode lottery
}

// Catalogue is the game aggregator's reads as this feature calls them: a vendor's first game,
// the vendor info for the prize mode and the vendor routes.
type Catalogue interface {
	ListGames(ctx context.Context, s adapters.Scope, q adapters.GameQuery) (adapters.GamePage, error)
	VendorInfo(ctx context.Context, s adapters.Scope) (adapters.VendorInfo, error)
}

// Launcher opens games; a launch is a write, never retried.
type Launcher interface {
	Launch(ctx context.Context, s adapters.Scope, r adapters.LaunchRequest) (string, error)
	TrialLaunch(ctx context.Context, s adapters.Scope, r adapters.LaunchRequest) (string, error)
}

// RecentGames records a launched game.
type RecentGames interface {
	Add(ctx context.Context, s adapters.Scope, g adapters.GameRef) error
}

// Backends are a site's backends as this feature calls them.
type Backends struct {
	Catalogue Catalogue
	Launcher  Launcher
	Recent    RecentGames
}

// Protection is player protection's check of a launch: refused during an exclusion or while a
// loss limit has nothing left (bff/protection).
type Protection interface {
	Launch(c echo.Context) error
}

// Register adds the launch route to g, whose middleware has resolved the site: a visitor may
// launch a trial; player protection is checked before the launch is sent.
func Register(g *echo.Group, backends kit.Backends[Backends], protection Protection) {
	g.POST("/launches", kit.Write[Request]{
		Who: kit.Anyone, Parse: parse,
		Guards: []kit.Guard[Request]{func(c echo.Context, _ kit.Member, _ Request) error { return protection.Launch(c) }},
		Handle: func(c echo.Context, _ kit.Member, r Request) error { return launch(c, backends.Of(c), r) },
	}.Handler())
}

var errLaunchFailed = httpx.NewError(httpx.CodeLaunchFailed, "The game could not be opened.")

func launch(c echo.Context, b Backends, req Request) error {
	httpx.NoStore(c)
	site, scope := sites.From(c), kit.Scope(c)
	cat := b.Catalogue
	ctx := c.Request().Context()
	if req.Category == CategoryVendorEntry {
		route, err := vendorRoute(ctx, cat, scope, req.Vendor)
		if err != nil {
			return err
		}
		return c.JSON(http.StatusOK, Launch{URL: route, Mode: ModeRoute, Route: route})
	}
	visitor := scope.Token == ""
	// Only the sports page has a trial for visitors (the game centre's sports page).
	if visitor && req.Category != "SPORTS" {
		return httpx.ErrLoginRequired
	}
	games, recent := b.Launcher, b.Recent
	game, err := gameOf(ctx, cat, scope, req)
	if err != nil {
		return err
	}
	lr := adapters.LaunchRequest{Game: game, MatchID: req.MatchID, LeagueID: req.LeagueID}
	if visitor {
		address, err := games.TrialLaunch(ctx, scope, lr)
		if err != nil {
			return failure(err)
		}
		if err := checkAddress(site, address); err != nil {
			return err
		}
		return c.JSON(http.StatusOK, Launch{URL: address, Mode: ModeTrial})
	}
	out := Launch{Mode: ModeReal}
	if isLottery(req.Category) {
		lr.PrizeMode = prizeMode(ctx, cat, scope)
		out.Mode, out.PrizeMode = ModeLottery, strings.ToLower(string(lr.PrizeMode))
	}
	if out.URL, err = games.Launch(ctx, scope, lr); err != nil {
		return failure(err)
	}
	if err := checkAddress(site, out.URL); err != nil {
		return err
	}
	recordRecent(ctx, recent, scope, game)
	return c.JSON(http.StatusOK, out)
}

// failure tells a refusal to launch (an unknown game, a game without trial play) from an
// outage or an expired session, which keep their own codes.
func failure(err error) error {
	var be *adapters.BusinessError
	if errors.As(err, &be) {
		return errLaunchFailed.WithCause(err)
	}
	return err
}

// errAddressRefused is the cause of a launch whose address the site does not send players to.
var errAddressRefused = errors.New("launch address not on the site's launch hosts")

// checkAddress refuses a launch address the site may not send a player to (sites.Links): only
// https on its launch hosts, its own pages, or loopback in local runs. Only the scheme and host
// are logged, for the operator to add to launch_hosts: the rest carries the player's game token.
func checkAddress(site *sites.Site, address string) error {
	if site.Links.Allows(address) {
		return nil
	}
	where := "unreadable"
	if u, err := url.Parse(address); err == nil {
		where = u.Scheme + "://" + u.Host
	}
	return errLaunchFailed.WithCause(fmt.Errorf("%w: %s", errAddressRefused, where))
}

// recordRecent adds a launched game to the player's recent games, as the site does on every
// launch. The game is open by now: a failure here is logged, not answered.
func recordRecent(ctx context.Context, recent RecentGames, s adapters.Scope, g adapters.GameRef) {
	if err := recent.Add(ctx, s, g); err != nil {
		httpx.LoggerFrom(ctx).Warn("recording a recent game failed", zap.String("nodeId", g.NodeID), zap.Error(err))
	}
}
