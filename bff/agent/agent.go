// Package agent is the agent centre: the agent home's summary and counters, the contracts an
// upline proposes and their answers, the team's reports over a range, the downlines with their
// rebates, accounts opened for new downlines, promotion to agent, transfers to downlines and
// the affiliate links.
//
// Every endpoint under /agent answers agents only: a session whose member type is 0, 4 or 40
// is refused 403 agent_only, decided from the sealed session's type, never from the request.
// Types 41 and 42 see every page but get no contract prompts (the spec's two rules differ).
// The contracts also have every member's paths (/contract-requests, /contracts/{kind}), one
// implementation with the agent's (contracts.go): an upline makes requests of players too,
// and types 4, 40, 41 and 42 get none, without the upstream being asked. A transfer
// to a downline is a money write as package wallet's are: an Idempotency-Key through package
// idempotency, an exact amount through package amount, sent once, outcome_unknown when its
// answer is lost. Rebates are checked against the agent's own before the upstream sees them.
// Nothing is cached by the BFF or anyone it answers.
package agent

import (
	"context"
	"time"

	"github.com/labstack/echo/v4"

	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/bff/idempotency"
	"github.com/casinobff/bff/bff/kit"
)

// Wallet is the wallet backend as the agent centre reads it: the agent's own money.
type Wallet interface {
	Balance(ctx context.Context, s adapters.Scope) (adapters.Balance, error)
	Wallets(ctx context.Context, s adapters.Scope) (adapters.Wallets, error)
}

// Backends are a site's backends as this feature calls them.
type Backends struct {
	Agents adapters.Agents
	Wallet Wallet
	Labels kit.WhiteLabels
}

// Options are the feature's dependencies.
type Options struct {
	Backends kit.Backends[Backends]
	// Keeper guards the transfers to downlines (the server's, shared with every money write);
	// nil keeps their keys in this process's memory.
	Keeper *idempotency.Keeper
	// Now is the clock of the reports' default day; time.Now when nil.
	Now func() time.Time
}

// handler serves the routes with the feature's Options, its clock set.
type handler struct{ Options }

// Register adds the routes to g, whose middleware has resolved the site and opened the
// session cookie. Every write passes kit.Write (its body decoded once, never by a handler);
// only the transfer is a money write, with a key.
func Register(g *echo.Group, o Options) {
	o.Now = kit.Clock(o.Now)
	h := &handler{o}
	memberContracts(o.Backends).register(g)
	a := g.Group("/agent")
	a.GET("/home", h.home)
	agentContracts(o.Backends).register(a)

	a.GET("/team/overview", h.overview)
	a.GET("/team/profit-loss", h.profitLoss)
	a.GET("/team/bets", h.teamBets)
	a.GET("/income", h.income)
	a.GET("/dividends", h.dividends)

	a.GET("/downlines", h.downlines)
	a.POST("/downlines", kit.Write[NewDownline]{Who: kit.Agents, Handle: h.openDownline}.Handler())
	a.GET("/downlines/:userName", h.downline)
	a.POST("/downlines/:userName/promotion", kit.Write[kit.NoBody]{Who: kit.Agents, Handle: h.promote}.Handler())
	a.PUT("/downlines/:userName/rebates", kit.Write[RebatesUpdate]{Who: kit.Agents, Parse: parseRebatesUpdate, Handle: h.setRebates}.Handler())
	a.GET("/rebates", h.rebateLimits)
	a.POST("/transfers", kit.Write[TransferRequest]{
		Who: kit.Agents, Keys: kit.Keeper(o.Keeper, h.Now), Space: "agent/", Parse: parseTransfer, Handle: h.transfer,
	}.Handler())

	a.GET("/affiliate-links", h.affiliateLinks)
	a.POST("/affiliate-links", kit.Write[kit.NoBody]{Who: kit.Agents, Handle: h.createAffiliateLink}.Handler())
	a.DELETE("/affiliate-links/:id", kit.Write[kit.NoBody]{Who: kit.Agents, Handle: h.deleteAffiliateLink}.Handler())
	a.GET("/affiliates", h.affiliates)
}

// open is the start of every reading handler: the agent (kit.Agents) and the site's agent
// backend.
func (h *handler) open(c echo.Context) (kit.Member, adapters.Agents, error) {
	m, err := kit.Agents.Member(c)
	return m, h.Backends.Of(c).Agents, err
}
