package wallet

import (
	"context"
	"net/http"
	"strings"

	"github.com/labstack/echo/v4"

	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/bff/amount"
	"github.com/casinobff/bff/bff/kit"
)

// withdrawalBackend is the wallet backend's withdrawals and payout accounts as this feature
// calls them.
type withdrawalBackend interface {
	WithdrawalOptions(ctx context.Context, s adapters.Scope) (adapters.WithdrawalOptions, error)
	Withdraw(ctx context.Context, s adapters.Scope, r adapters.WithdrawalRequest) (adapters.Withdrawal, error)
	Withdrawals(ctx context.Context, s adapters.Scope, q adapters.RecordQuery) (adapters.WithdrawalPage, error)
	BindPayoutAccount(ctx context.Context, s adapters.Scope, a adapters.NewPayoutAccount) (adapters.PayoutAccount, error)
}

// WithdrawalRules are the limits of a withdrawal now.
type WithdrawalRules struct {
	Min               string `json:"min"`
	Max               string `json:"max"`
	DailyCount        int    `json:"dailyCount"`
	DailyUsed         int    `json:"dailyUsed"`
	RemainingTurnover string `json:"remainingTurnover,omitempty"` // absent when the back office does not say
}

// WithdrawalOptions is the answer of GET /withdrawal-options.
type WithdrawalOptions struct {
	Withdrawable       string          `json:"withdrawable"`
	Currency           string          `json:"currency"`
	Rules              WithdrawalRules `json:"rules"`
	HasPaymentPassword bool            `json:"hasPaymentPassword"`
	Accounts           []PayoutAccount `json:"accounts"`
}

func (h *handler) withdrawalOptions(c echo.Context) error {
	o, err := h.options(c)
	if err != nil {
		return err
	}
	rules := WithdrawalRules{
		Min: amount.Format(o.Rules.Min), Max: amount.Format(o.Rules.Max),
		DailyCount: o.Rules.DailyCount, DailyUsed: o.Rules.DailyUsed,
	}
	if o.Rules.HasTurnover {
		rules.RemainingTurnover = amount.Format(o.Rules.RemainingTurnover)
	}
	return kit.Personal(c, http.StatusOK, WithdrawalOptions{
		Withdrawable: amount.Format(o.Rules.Withdrawable), Currency: kit.Currency(c), Rules: rules,
		HasPaymentPassword: o.HasPaymentPassword, Accounts: payoutAccountsOf(o.Accounts),
	})
}

// options reads the member's withdrawal options, which hold the rules, the payout accounts
// bound and the providers.
func (h *handler) options(c echo.Context) (adapters.WithdrawalOptions, error) {
	m, b, err := h.open(c, kit.RealMembers)
	if err != nil {
		return adapters.WithdrawalOptions{}, err
	}
	return b.WithdrawalOptions(kit.Ctx(c), m.Scope)
}

// authorisedOptions reads the options of a write the payment password authorises (a withdrawal,
// a payout account): with none set, the write is refused before anything else.
func (h *handler) authorisedOptions(c echo.Context, m kit.Member) (Money, adapters.WithdrawalOptions, error) {
	b := h.backends.Of(c).Money
	o, err := b.WithdrawalOptions(kit.Ctx(c), m.Scope)
	if err == nil && !o.HasPaymentPassword {
		err = errPasswordRequired
	}
	return b, o, err
}

// WithdrawalRequest is the body of POST /withdrawals.
type WithdrawalRequest struct {
	AccountID string `json:"accountId"`
	kit.AmountField
	PaymentPassword string `json:"paymentPassword"`
}

// parseWithdrawal checks a withdrawal's form as far as it can without the options.
func parseWithdrawal(_ echo.Context, r *WithdrawalRequest) error {
	r.AccountID, r.PaymentPassword = strings.TrimSpace(r.AccountID), digits(r.PaymentPassword, false)
	var p kit.Problems
	p.Match("accountId", r.AccountID, true, maxCode, codePattern)
	r.Read(&p, amount.Range{})
	p.Text("paymentPassword", r.PaymentPassword, true, maxPassword)
	return p.Err()
}

// withdraw pays an amount from the main wallet to a bound payout account. The options are
// read first: the rules' limits and what the BFF can tell for sure (no payment password, no
// such account, today's count used, turnover owed, more than is withdrawable) are answered
// before anything is sent; the upstream decides the rest.
func (h *handler) withdraw(c echo.Context, m kit.Member, req WithdrawalRequest) error {
	b, o, err := h.authorisedOptions(c, m)
	if err != nil {
		return err
	}
	var p kit.Problems
	if !hasAccount(o.Accounts, req.AccountID) {
		p.Unknown("accountId", "no such payout account")
	}
	r := o.Rules
	p.InRange("amount", req.Sum(), amount.Range{Min: r.Min, Max: r.Max})
	if err := p.Err(); err != nil {
		return err
	}
	switch {
	case r.DailyCount > 0 && r.DailyUsed >= r.DailyCount:
		return errLimitReached
	case r.HasTurnover && r.RemainingTurnover.IsPositive():
		return errTurnover
	case req.Sum().GreaterThan(r.Withdrawable):
		return errInsufficientFunds
	}
	if err := h.limits.Allow(c, m.UserName, LimitPaymentPassword); err != nil {
		return err
	}
	w, err := b.Withdraw(kit.Ctx(c), m.Scope, adapters.WithdrawalRequest{
		AccountID: req.AccountID, Amount: req.Sum(), PaymentPassword: req.PaymentPassword, IdempotencyKey: kit.Key(c),
	})
	if err != nil {
		return refusals[opWithdraw].Answer(err)
	}
	return kit.Personal(c, http.StatusCreated, withdrawalOf(c, w))
}

func hasAccount(list []adapters.PayoutAccount, id string) bool {
	for _, a := range list {
		if a.ID == id {
			return true
		}
	}
	return false
}

// withdrawalsPageOf is the withdrawal record's page as the site sees it.
func withdrawalsPageOf(c echo.Context, q adapters.RecordQuery, page adapters.WithdrawalPage) any {
	out := WithdrawalPage{
		Items: make([]Withdrawal, 0, len(page.Items)), Page: pageOf(page.Page, q), TotalPages: page.TotalPages,
		Totals: RecordTotals{Approved: amount.Format(page.Total)},
	}
	for _, w := range page.Items {
		out.Items = append(out.Items, withdrawalOf(c, w))
	}
	return out
}

// PayoutProvider is a bank or mobile service an account may be bound at.
type PayoutProvider struct {
	Code string              `json:"code"`
	Name string              `json:"name"`
	Kind adapters.PayoutKind `json:"kind"`
}

// PayoutAccounts is the answer of GET /payout-accounts.
type PayoutAccounts struct {
	Items     []PayoutAccount  `json:"items"`
	Providers []PayoutProvider `json:"providers"`
}

// payoutAccounts answers the bound accounts and the providers from the withdrawal options,
// which hold both.
func (h *handler) payoutAccounts(c echo.Context) error {
	o, err := h.options(c)
	if err != nil {
		return err
	}
	out := PayoutAccounts{Items: payoutAccountsOf(o.Accounts), Providers: make([]PayoutProvider, 0, len(o.Providers))}
	for _, p := range o.Providers {
		out.Providers = append(out.Providers, PayoutProvider{Code: p.Code, Name: p.Name, Kind: p.Kind})
	}
	return kit.Personal(c, http.StatusOK, out)
}

// PayoutAccountRequest is the body of POST /payout-accounts.
type PayoutAccountRequest struct {
	Kind            adapters.PayoutKind `json:"kind"`
	ProviderCode    string              `json:"providerCode"`
	AccountName     string              `json:"accountName"`
	AccountNumber   string              `json:"accountNumber"`
	Branch          string              `json:"branch"`
	PaymentPassword string              `json:"paymentPassword"`

	number string // the account number's digits
}

// parsePayoutAccount checks a payout account's form as far as it can without the options.
func parsePayoutAccount(_ echo.Context, r *PayoutAccountRequest) error {
	r.ProviderCode, r.AccountName, r.Branch = strings.TrimSpace(r.ProviderCode), strings.TrimSpace(r.AccountName), strings.TrimSpace(r.Branch)
	r.PaymentPassword = digits(r.PaymentPassword, false)
	var p kit.Problems
	if r.Kind != adapters.PayoutBank && r.Kind != adapters.PayoutMobile {
		p.Invalid("kind", "bank or mobile")
	}
	p.Match("providerCode", r.ProviderCode, true, maxCode, codePattern)
	p.Text("accountName", r.AccountName, true, maxName)
	r.number = accountNumber(&p, "accountNumber", r.AccountNumber)
	p.Text("branch", r.Branch, false, maxName)
	p.Text("paymentPassword", r.PaymentPassword, true, maxPassword)
	return p.Err()
}

// bindPayoutAccount binds an account withdrawals are paid to. The number and the payment
// password go upstream only; the answer shows the last four digits.
func (h *handler) bindPayoutAccount(c echo.Context, m kit.Member, req PayoutAccountRequest) error {
	b, o, err := h.authorisedOptions(c, m)
	if err != nil {
		return err
	}
	known, ok := providerOf(o.Providers, req.ProviderCode)
	if !ok || known.Kind != req.Kind {
		return kit.Unknown("providerCode", "no such "+string(req.Kind)+" provider")
	}
	if err := h.limits.Allow(c, m.UserName, LimitPaymentPassword); err != nil {
		return err
	}
	a, err := b.BindPayoutAccount(kit.Ctx(c), m.Scope, adapters.NewPayoutAccount{
		Kind: req.Kind, ProviderCode: known.Code, AccountName: req.AccountName, Number: req.number, Branch: req.Branch,
		PaymentPassword: req.PaymentPassword, IdempotencyKey: kit.Key(c),
	})
	if err != nil {
		return refusals[opBindPayout].Answer(err)
	}
	return kit.Personal(c, http.StatusCreated, payoutAccountOf(a))
}

func providerOf(list []adapters.PayoutProvider, code string) (adapters.PayoutProvider, bool) {
	for _, p := range list {
		if strings.EqualFold(p.Code, code) {
			return p, true
		}
	}
	return adapters.PayoutProvider{}, false
}
