// Package wallet is the player's money: the balance of the header's widget (GET /wallet), the
// wallets and transfers between them, deposits, withdrawals and the payout accounts they are
// paid to, the payment password with the security questions that recover it, and the records
// (deposits, withdrawals, account movements, bets, profit and loss).
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
	"time"

	"github.com/labstack/echo/v4"
	"github.com/shopspring/decimal"

	"github.com/casinobff/bff/bff/idempotency"
	"github.com/casinobff/bff/bff/kit"
	"github.com/casinobff/bff/bff/ratelimit"
)

// Money is the wallet backend as this feature calls it.
type Money interface {
	totalBalance
	balances
	depositBackend
	withdrawalBackend
	securityBackend
	recordBackend
}

// Backends are a site's backends as this feature calls them: the wallet, and the content
// backend's switches (the bet record's).
type Backends struct {
	Money  Money
	Labels kit.WhiteLabels
}

// Options are the feature's dependencies.
type Options struct {
	// Backends are each site's.
	Backends kit.Backends[Backends]
	// Keeper guards the money writes (one for the whole server, so that every feature's money
	// writes share its store); nil keeps their keys in this process's memory.
	Keeper *idempotency.Keeper
	// Protection checks a deposit against the player's exclusion and limits, once its key is
	// held.
	Protection Protection
	// Limits replaces the default rule of each name it holds (see DefaultLimits).
	Limits map[string]ratelimit.Rule
	// LimitStore counts the limits; nil counts in this process (ratelimit.Memory).
	LimitStore ratelimit.Store
	// Now is the clock of the records' default day and of the limits; time.Now when nil.
	Now func() time.Time
}

type handler struct {
	backends kit.Backends[Backends]
	now      func() time.Time
	limits   *kit.Limits
}

// Register adds the routes to g, whose middleware has resolved the site and opened the
// session cookie.
func Register(g *echo.Group, o Options) {
	h := &handler{backends: o.Backends, now: kit.Clock(o.Now)}
	h.limits = kit.NewLimits(kit.LimitOptions{
		Rules: DefaultLimits(), Replace: o.Limits, Store: o.LimitStore, Now: h.now,
		TooMany: "Too many attempts with the payment password; wait a little and try again.",
	})
	keeper := kit.Keeper(o.Keeper, h.now)

	g.GET("/wallet", h.balance)
	g.GET("/wallets", h.wallets)
	g.POST("/wallet-transfers", kit.Write[TransferRequest]{
		Who: kit.Members, Keys: keeper, Parse: parseTransfer, Handle: h.transfer,
	}.Handler())
	g.POST("/wallet-recalls", kit.Write[kit.NoBody]{Who: kit.Members, Keys: keeper, Handle: h.recall}.Handler())

	g.GET("/deposit-methods", h.depositMethods)
	g.POST("/deposits", kit.Write[DepositRequest]{
		Who: kit.Depositors, Keys: keeper, Parse: parseDeposit, Handle: h.deposit,
		Guards: []kit.Guard[DepositRequest]{func(c echo.Context, m kit.Member, r DepositRequest) error {
			return o.Protection.Deposit(c, m, r.Sum())
		}},
	}.Handler())
	g.GET("/deposits", record(h, statusFilter, "", Money.Deposits, depositsPageOf))

	g.GET("/withdrawal-options", h.withdrawalOptions)
	g.POST("/withdrawals", kit.Write[WithdrawalRequest]{
		Who: kit.RealMembers, Keys: keeper, Parse: parseWithdrawal, Handle: h.withdraw,
	}.Handler())
	g.GET("/withdrawals", record(h, statusFilter, "", Money.Withdrawals, withdrawalsPageOf))
	g.GET("/payout-accounts", h.payoutAccounts)
	g.POST("/payout-accounts", kit.Write[PayoutAccountRequest]{
		Who: kit.RealMembers, Keys: keeper, Parse: parsePayoutAccount, Handle: h.bindPayoutAccount,
	}.Handler())

	g.PUT("/me/payment-password", kit.Write[PaymentPasswordRequest]{
		Who: kit.RealMembers, Parse: parsePaymentPassword, Handle: h.setPaymentPassword,
	}.Handler())
	g.GET("/me/security", h.security)
	g.GET("/security-questions", h.offeredQuestions)
	g.GET("/me/security-questions", h.memberQuestions)
	g.PUT("/me/security-questions", kit.Write[SecurityQuestionsRequest]{
		Who: kit.RealMembers, Parse: parseQuestions, Handle: h.setQuestions,
	}.Handler())
	g.POST("/payment-password-resets", kit.Write[PaymentPasswordResetRequest]{
		Who: kit.RealMembers, Parse: parseReset, Handle: h.resetPaymentPassword,
	}.Handler())

	g.GET("/records/transactions", record(h, typeFilter, "", ownMovesApart, transactionsOf))
	g.GET("/records/bets", record(h, categoryFilter, SwitchBetRecord, Money.Bets, betsOf))
	g.GET("/records/profit-loss", h.profitLoss)
}

// Protection is player protection's check of a deposit: refused during an exclusion or over
// what a deposit limit leaves (bff/protection).
type Protection interface {
	Deposit(c echo.Context, m kit.Member, sum decimal.Decimal) error
}

// open is the start of every reading handler: the member, when who may act, and the site's
// wallet.
func (h *handler) open(c echo.Context, who kit.Who) (kit.Member, Money, error) {
	m, err := who.Member(c)
	return m, h.backends.Of(c).Money, err
}
