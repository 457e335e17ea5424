// Package agent is the agent centre (specs/accounts.md: agent home, contract prompts, roles):
// the agent home's summary and counters, the contracts an upline proposes and their answers,
// the team's reports over a range, the downlines with their rebates, accounts opened for new
// downlines, promotion to agent, transfers to downlines and the affiliate links.
//
// Every endpoint answers agents only: a session whose member type is 0, 4 or 40 is refused
// 403 agent_only, decided from the sealed session's type, never from the request. Types 41
// and 42 see every page but get no contract prompts (the spec's two rules differ). A transfer
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
	"github.com/casinobff/bff/bff/httpx"
	"github.com/casinobff/bff/bff/idempotency"
	"github.com/casinobff/bff/bff/kit"
	"github.com/casinobff/bff/bff/session"
	"github.com/casinobff/bff/bff/sites"
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

type handler struct {
	backends kit.Backends[Backends]
	now      func() time.Time
}

// Register adds the routes to g, whose middleware has resolved the site and opened the
// session cookie.
func Register(g *echo.Group, o Options) {
	h := &handler{backends: o.Backends, now: o.Now}
	if h.now == nil {
		h.now = time.Now
	}
	keeper := o.Keeper
	if keeper == nil {
		keeper = idempotency.New(idempotency.Options{Store: idempotency.NewMemory(idempotency.MemoryOptions{Now: h.now})})
	}
	a := g.Group("/agent")
	a.GET("/home", h.home)
	a.GET("/contract-requests", h.contractRequests)
	a.GET("/contracts/:kind", h.contract)
	a.POST("/contracts/:kind", h.answerContract)

	a.GET("/team/overview", h.overview)
	a.GET("/team/profit-loss", h.profitLoss)
	a.GET("/team/bets", h.teamBets)
	a.GET("/income", h.income)
	a.GET("/dividends", h.dividends)

	a.GET("/downlines", h.downlines)
	a.POST("/downlines", h.openDownline)
	a.GET("/downlines/:userName", h.downline)
	a.POST("/downlines/:userName/promotion", h.promote)
	a.PUT("/downlines/:userName/rebates", h.setRebates)
	a.GET("/rebates", h.rebateLimits)
	a.POST("/transfers", kit.Write[TransferRequest]{
		Who: kit.Agents, Keys: keeper, Space: "agent/", Parse: parseTransfer, Handle: h.transfer,
	}.Handler())

	a.GET("/affiliate-links", h.affiliateLinks)
	a.POST("/affiliate-links", h.createAffiliateLink)
	a.DELETE("/affiliate-links/:id", h.deleteAffiliateLink)
	a.GET("/affiliates", h.affiliates)
}

var errAgentOnly = httpx.NewError(httpx.CodeAgentOnly, "Only agents may use the agent centre.")

// agentOf is the request's member when the session's type is an agent's (any but 0, 4 and
// 40), else login_required or agent_only.
func agentOf(c echo.Context) (sites.Member, error) {
	m, err := sites.MemberOf(c)
	if err != nil {
		return m, err
	}
	if !session.IsAgent(m.Type) {
		return m, errAgentOnly
	}
	return m, nil
}

// promptsContracts says whether an agent type gets the contract prompts after login: types 41
// and 42 (special) do not.
func promptsContracts(typ int) bool { return session.RoleOf(typ) != session.RoleSpecial }

// open is the start of every handler: the agent and the site's agent backend.
func (h *handler) open(c echo.Context) (sites.Member, adapters.Agents, error) {
	m, err := agentOf(c)
	return m, h.backends.Of(c).Agents, err
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
