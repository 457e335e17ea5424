// Package promotions is the member side of the money that comes to the player: the promotions
// and their categories (public, the announcements of type PR, cached) with the player's status
// on each, a promotion's detail (its HTML through package richtext), claims, the reward centre
// (promotion claims, the raffle, the sign-up reward), the manual rebate, the VIP ranks, the
// invitation code and the red-envelope rain.
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
	Claim(c echo.Context, m kit.Member) error
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

// handler serves the routes with the feature's Options, its clock set.
type handler struct{ Options }

// Register adds the routes to g, whose middleware has resolved the site and opened the session
// cookie.
func Register(g *echo.Group, o Options) {
	o.Now = kit.Clock(o.Now)
	h := &handler{o}
	keeper := kit.Keeper(o.Keeper, h.Now)
	claim := func(feature string, handle func(echo.Context, kit.Member, kit.NoBody) error) echo.HandlerFunc {
		return kit.Write[kit.NoBody]{
			Who: kit.RealMembers, Keys: keeper, Guards: guards[kit.NoBody](h, o.Protection, feature), Handle: handle,
		}.Handler()
	}
	claimRedEnvelope := kit.Write[RedEnvelopeRequest]{
		Who: kit.RealMembers, Keys: keeper, Parse: parseRedEnvelope,
		Guards: guards[RedEnvelopeRequest](h, o.Protection, SwitchRedEnvelopes), Handle: h.claimRedEnvelope,
	}.Handler()

	g.GET("/promotions", h.list)
	g.GET("/promotions/:id", h.detail)
	g.POST("/promotions/:id/claims", claim("", h.claim))
	g.GET("/rewards", h.rewards)
	g.GET("/rebates", h.rebates)
	g.POST("/rebates/claims", claim(SwitchManualRebate, h.claimRebates))
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

var errNotFound = httpx.NewError(httpx.CodeNotFound, "No such promotion.")

// open is the start of a reading handler: the member, when who may act, on a site whose switch
// of the feature is on ("" for a feature behind none); and the site's reward backend.
func (h *handler) open(c echo.Context, who kit.Who, feature string) (kit.Member, Backend, error) {
	site := h.Backends.Of(c)
	m, err := who.Member(c)
	if err == nil && feature != "" {
		err = kit.SwitchedOn(c, site.Content, feature)
	}
	return m, site.Rewards, err
}

// guards are a claim's, in this order once its key is held: player protection's check, then the
// site's switch of the feature ("" for a feature behind none).
func guards[R any](h *handler, p Protection, feature string) []kit.Guard[R] {
	out := []kit.Guard[R]{func(c echo.Context, m kit.Member, _ R) error { return p.Claim(c, m) }}
	if feature != "" {
		out = append(out, func(c echo.Context, _ kit.Member, _ R) error {
			return kit.SwitchedOn(c, h.Backends.Of(c).Content, feature)
		})
	}
	return out
}

// when writes a moment as kit.Time does; null for none.
func when(c echo.Context, t time.Time) *string {
	if t.IsZero() {
		return nil
	}
	s := kit.Time(c, t)
	return &s
}
