// Package wallet is the player's money: the balance of the header's widget (GET /wallet), the
// wallets and transfers between them, deposits, withdrawals and the payout accounts they are
// paid to, the payment password, and the records (deposits, withdrawals, account movements,
// bets, profit and loss).
//
// Amounts are exact decimals (package amount): read as the player typed them, answered with
// two decimals. Every money write (a transfer, a recall, a deposit, a withdrawal, a payout
// account) carries an Idempotency-Key and passes package idempotency: a repeat never reaches
// the upstream twice. Writes are never retried; one whose answer never came is
// outcome_unknown. Everything needs a session; nothing is cached by the BFF or anyone it
// answers. The payment password and full account numbers go upstream only, and are neither
// logged (bff/logging redacts them) nor answered.
package wallet

import (
	"context"
	"strings"
	"time"

	"github.com/labstack/echo/v4"

	"github.com/casinobff/bff/bff/httpx"
	"github.com/casinobff/bff/bff/idempotency"
	"github.com/casinobff/bff/bff/ratelimit"
	"github.com/casinobff/bff/bff/session"
	"github.com/casinobff/bff/bff/sites"
)

// Options are the feature's dependencies.
type Options struct {
	// Keeper guards the money writes (one for the whole server, so that every feature's money
	// writes share its store); nil keeps their keys in this process's memory.
	Keeper *idempotency.Keeper
	// Guard checks the player's protection (exclusion, limits) on the guarded writes, after the
	// Keeper: the server's protection.Options.Writes; nil checks nothing.
	Guard echo.MiddlewareFunc
	// Limits replaces the default rule of each name it holds (see DefaultLimits).
	Limits map[string]ratelimit.Rule
	// LimitStore counts the limits; nil counts in this process (ratelimit.Memory).
	LimitStore ratelimit.Store
	// Now is the clock of the records' default day and of the limits; time.Now when nil.
	Now func() time.Time
}

type handler struct {
	now    func() time.Time
	limits *ratelimit.Set
}

// Register adds the routes to g, whose middleware has resolved the site and opened the
// session cookie.
func Register(g *echo.Group, o Options) {
	h := &handler{now: o.Now}
	if h.now == nil {
		h.now = time.Now
	}
	rules := DefaultLimits()
	for name, r := range o.Limits {
		if _, ours := rules[name]; ours {
			rules[name] = r
		}
	}
	h.limits = newLimits(rules, o.LimitStore, h.now)
	keeper := o.Keeper
	if keeper == nil {
		keeper = idempotency.New(idempotency.Options{Store: idempotency.NewMemory(idempotency.MemoryOptions{Now: h.now})})
	}
	once := func(may func(int) bool) echo.MiddlewareFunc { return keeper.Middleware(owner(may)) }
	guard := httpx.OrPass(o.Guard)

	g.GET("/wallet", h.balance)
	g.GET("/wallets", h.wallets)
	g.POST("/wallet-transfers", h.transfer, once(anyMember))
	g.POST("/wallet-recalls", h.recall, once(anyMember))

	g.GET("/deposit-methods", h.depositMethods)
	g.POST("/deposits", h.deposit, once(session.CanDeposit), guard)
	g.GET("/deposits", h.deposits)

	g.GET("/withdrawal-options", h.withdrawalOptions)
	g.POST("/withdrawals", h.withdraw, once(realMember))
	g.GET("/withdrawals", h.withdrawals)
	g.GET("/payout-accounts", h.payoutAccounts)
	g.POST("/payout-accounts", h.bindPayoutAccount, once(realMember))

	g.PUT("/me/payment-password", h.setPaymentPassword)
	g.GET("/me/security", h.security)

	g.GET("/records/transactions", h.transactions)
	g.GET("/records/bets", h.bets)
	g.GET("/records/profit-loss", h.profitLoss)
}

// Who may do what, by member type: everyone with a session moves money between their own
// wallets and reads their records; only types 0, 1 and 2 deposit (the spec's rule, the
// member's canDeposit); a free account (type 4) neither withdraws nor binds accounts.
var (
	anyMember  = func(int) bool { return true }
	realMember = func(typ int) bool { return !session.IsTrial(typ) }
)

// member is the request's member when their type may do this, else login_required or
// free_reject.
func member(c echo.Context, may func(int) bool) (sites.Member, error) {
	m, err := sites.MemberOf(c)
	if err != nil {
		return m, err
	}
	if !may(m.Type) {
		return m, httpx.ErrFreeReject
	}
	return m, nil
}

// owner is whose Idempotency-Keys a write's key is among: the site's member, by user name.
// The member checks come first, so a visitor or a free account is refused before the key is
// even looked at.
func owner(may func(int) bool) idempotency.Scope {
	return func(c echo.Context) (string, error) {
		m, err := member(c, may)
		if err != nil {
			return "", err
		}
		return sites.From(c).ID + "/" + strings.ToLower(m.UserName), nil
	}
}

// backendOf is the site's wallet backend as T, the part of it a handler calls; a site
// without one answers upstream_unavailable.
func backendOf[T any](c echo.Context) (T, error) {
	var none T
	site := sites.From(c)
	if site == nil || site.Wallet == nil {
		return none, httpx.ErrBackendMissing
	}
	b, ok := any(site.Wallet).(T)
	if !ok {
		return none, httpx.ErrBackendMissing
	}
	return b, nil
}

// open is the start of every handler: the member (when their type may do this) and the
// backend part T.
func open[T any](c echo.Context, may func(int) bool) (sites.Member, T, error) {
	var none T
	m, err := member(c, may)
	if err != nil {
		return m, none, err
	}
	b, err := backendOf[T](c)
	return m, b, err
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
