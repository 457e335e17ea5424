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
	"time"

	"github.com/labstack/echo/v4"

	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/bff/httpx"
	"github.com/casinobff/bff/bff/idempotency"
	"github.com/casinobff/bff/bff/kit"
	"github.com/casinobff/bff/bff/sites"
)

// Backend is the reward backend as this feature calls it: the promotions' categories (public,
// cached) and the player's side.
type Backend interface {
	catalogue
	claimer
	vipReader
	inviter
	rainer
	rebater
	rewardReader
}

// Content is the content backend's public reads this feature calls: the switches, and the
// published promotions.
type Content interface {
	kit.WhiteLabels
	Announcements(ctx context.Context, s adapters.Scope, q adapters.AnnouncementQuery) (adapters.AnnouncementLists, error)
}

// Backends are a site's backends as this feature calls them.
type Backends struct {
	Rewards Backend
	Content Content
}

// Protection is player protection's check of a claim: refused during an exclusion
// (bff/protection).
type Protection interface {
	Claim(c echo.Context, m sites.Member) error
}

// protected is a claim's guard: player protection's check.
func protected[R any](p Protection) kit.Guard[R] {
	return func(c echo.Context, m sites.Member, _ R) error { return p.Claim(c, m) }
}

// Options are the feature's dependencies.
type Options struct {
	Backends kit.Backends[Backends]
	// Keeper guards the claims (the server's one Keeper, shared with every money write); nil
	// keeps their keys in this process's memory.
	Keeper *idempotency.Keeper
	// Protection checks a claim against the player's exclusion, once its key is held.
	Protection Protection
	// Now is the clock of a promotion's dates for a visitor (coming soon, over); time.Now when nil.
	Now func() time.Time
}

type handler struct {
	backends kit.Backends[Backends]
	now      func() time.Time
}

// Register adds the routes to g, whose middleware has resolved the site and opened the session
// cookie.
func Register(g *echo.Group, o Options) {
	h := &handler{backends: o.Backends, now: o.Now}
	if h.now == nil {
		h.now = time.Now
	}
	keeper := o.Keeper
	if keeper == nil {
		keeper = idempotency.New(idempotency.Options{Store: idempotency.NewMemory(idempotency.MemoryOptions{Now: h.now})})
	}
	claim := func(handle func(echo.Context, sites.Member, kit.NoBody) error) echo.HandlerFunc {
		return kit.Write[kit.NoBody]{
			Who: kit.RealMembers, Keys: keeper, Guards: []kit.Guard[kit.NoBody]{protected[kit.NoBody](o.Protection)}, Handle: handle,
		}.Handler()
	}
	claimRedEnvelope := kit.Write[RedEnvelopeRequest]{
		Who: kit.RealMembers, Keys: keeper, Parse: parseRedEnvelope,
		Guards: []kit.Guard[RedEnvelopeRequest]{protected[RedEnvelopeRequest](o.Protection)}, Handle: h.claimRedEnvelope,
	}.Handler()

	g.GET("/promotions", h.list)
	g.GET("/promotions/:id", h.detail)
	g.POST("/promotions/:id/claims", claim(h.claim))
	g.GET("/rewards", h.rewards)
	g.GET("/rebates", h.rebates)
	g.POST("/rebates/claims", claim(h.claimRebates))
	g.GET("/vip", h.vip)
	g.GET("/invitation", h.invitation)
	g.GET("/red-envelopes", h.redEnvelopes)
	g.POST("/red-envelopes/claims", claimRedEnvelope)
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
