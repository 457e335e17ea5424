// Package promotions is the member side of issue 17 around money that comes to the player: the
// promotions and their categories (public, the announcements of type PR, cached) with the
// player's status on each, a promotion's detail (its HTML through package richtext), claims, the
// reward centre (promotion claims, the raffle, the sign-up reward), the manual rebate, the VIP
// ranks, the invitation code and the red-envelope rain.
//
// Claims (a promotion's, the rebate's, a red envelope's) are money writes: each carries an
// Idempotency-Key and passes package idempotency, is never retried, and is outcome_unknown when
// its answer never came; amounts are exact decimal strings (package amount). A free account
// (type 4) reads but never claims (free_reject) and has no invitation (the spec's referral is
// gated for it). The application to a promotion (comment and pictures) is bff/profile's.
package promotions

import (
	"context"
	"strings"
	"time"

	"github.com/labstack/echo/v4"

	"github.com/casinobff/bff/bff/httpx"
	"github.com/casinobff/bff/bff/idempotency"
	"github.com/casinobff/bff/bff/sites"
)

// Options are the feature's dependencies.
type Options struct {
	// Keeper guards the claims (the server's one Keeper, shared with every money write); nil
	// keeps their keys in this process's memory.
	Keeper *idempotency.Keeper
	// Guard checks the player's protection (exclusion, limits) on the guarded writes, after the
	// Keeper: the server's protection.Options.Writes; nil checks nothing.
	Guard echo.MiddlewareFunc
	// Now is the clock of a promotion's dates for a visitor (coming soon, over); time.Now when nil.
	Now func() time.Time
}

type handler struct {
	now func() time.Time
}

// Register adds the routes to g, whose middleware has resolved the site and opened the session
// cookie.
func Register(g *echo.Group, o Options) {
	h := &handler{now: o.Now}
	if h.now == nil {
		h.now = time.Now
	}
	keeper := o.Keeper
	if keeper == nil {
		keeper = idempotency.New(idempotency.Options{Store: idempotency.NewMemory(idempotency.MemoryOptions{Now: h.now})})
	}
	once, guard := keeper.Middleware(owner), httpx.OrPass(o.Guard)

	g.GET("/promotions", h.list)
	g.GET("/promotions/:id", h.detail)
	g.POST("/promotions/:id/claims", h.claim, once, guard)
	g.GET("/rewards", h.rewards)
	g.GET("/rebates", h.rebates)
	g.POST("/rebates/claims", h.claimRebates, once, guard)
	g.GET("/vip", h.vip)
	g.GET("/invitation", h.invitation)
	g.GET("/red-envelopes", h.redEnvelopes)
	g.POST("/red-envelopes/claims", h.claimRedEnvelope, once, guard)
}

// White-label switches of the features; a site whose switch is off answers feature_disabled.
const (
	SwitchManualRebate = "MANPLAYREB3"
	SwitchVIP          = "SHOWVIP"
	SwitchReferral     = "REFERRAL"
	SwitchRedEnvelopes = "REDRAIN3"
)

var (
	errFeatureDisabled = httpx.NewError(httpx.CodeFeatureDisabled, "This site does not offer this.")
	errNotFound        = httpx.NewError(httpx.CodeNotFound, "No such promotion.")
)

// member is the request's member, login_required without one.
func member(c echo.Context) (sites.Member, error) { return sites.MemberOf(c) }

// claimant is the request's member when they may claim money: free_reject for a free account.
func claimant(c echo.Context) (sites.Member, error) { return sites.RealMemberOf(c) }

// owner is whose Idempotency-Keys a claim's key is among: the site's member, by user name. A
// visitor or a free account is refused before the key is looked at.
func owner(c echo.Context) (string, error) {
	m, err := claimant(c)
	if err != nil {
		return "", err
	}
	return sites.From(c).ID + "/" + strings.ToLower(m.UserName), nil
}

// backendOf is the site's reward backend as T, the part of it a handler calls; a site without
// one answers upstream_unavailable.
func backendOf[T any](c echo.Context) (T, error) {
	var none T
	site := sites.From(c)
	if site == nil || site.Promotions == nil {
		return none, httpx.ErrBackendMissing
	}
	b, ok := any(site.Promotions).(T)
	if !ok {
		return none, httpx.ErrBackendMissing
	}
	return b, nil
}

// switchedOn refuses with feature_disabled unless the site's white-label switch is on. The
// switches are the cached public answer of the content backend.
func switchedOn(c echo.Context, name string) error {
	site := sites.From(c)
	if site == nil || site.Content == nil {
		return httpx.ErrBackendMissing
	}
	wl, err := site.Content.WhiteLabel(ctx(c), sites.Scope(c))
	if err != nil {
		return err
	}
	if !wl.Switches[name] {
		return errFeatureDisabled
	}
	return nil
}

// personal answers v with status, never to be stored by any cache.
func personal(c echo.Context, status int, v any) error {
	httpx.NoStore(c)
	return c.JSON(status, v)
}

// ctx is the request's context.
func ctx(c echo.Context) context.Context { return c.Request().Context() }

// currency is the site's currency code.
func currency(c echo.Context) string { return sites.From(c).Currency.Code }

// timeOf writes a moment in the site's zone (RFC 3339 with its offset); nil for none.
func timeOf(t time.Time) *string {
	if t.IsZero() {
		return nil
	}
	s := t.In(sites.Zone).Format(time.RFC3339)
	return &s
}
