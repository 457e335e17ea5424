package upstream

import (
	"context"
	"fmt"
	"net/http"

	"github.com/shopspring/decimal"
	"golang.org/x/sync/errgroup"

	"github.com/casinobff/bff/adapters"
)

// Withdrawals: what the withdrawal screen needs, a withdrawal (encrypted: it carries the payment
// password), and the record.

// WithdrawalOptions reads the rules, whether a payment password is set, the bound accounts and
// the providers at once.
func (m *Money) WithdrawalOptions(ctx context.Context, s adapters.Scope) (adapters.WithdrawalOptions, error) {
	var (
		rules     adapters.WithdrawalRules
		hasPass   bool
		accounts  []adapters.PayoutAccount
		providers []adapters.PayoutProvider
	)
	g, gctx := errgroup.WithContext(ctx)
	g.Go(func() (err error) { rules, err = m.withdrawalRules(gctx, s); return err })
	g.Go(func() (err error) { hasPass, err = m.hasPaymentPassword(gctx, s); return err })
	g.Go(func() (err error) { accounts, err = m.PayoutAccounts(gctx, s); return err })
	g.Go(func() (err error) { providers, err = m.payoutProviders(gctx, s); return err })
	if err := g.Wait(); err != nil {
		return adapters.WithdrawalOptions{}, err
	}
	return adapters.WithdrawalOptions{Rules: rules, HasPaymentPassword: hasPass, Accounts: accounts, Providers: providers}, nil
}

func (m *Money) withdrawalRules(ctx context.Context, s adapters.Scope) (adapters.WithdrawalRules, error) {
	var v struct {
		Withdrawable      decimal.Decimal  `json:"withdrawable"`
		MinAmount         decimal.Decimal  `json:"minAmount"`
		MaxAmount         decimal.Decimal  `json:"maxAmount"`
		DailyCount        int              `json:"dailyCount"`
		DailyUsed         int              `json:"dailyUsed"`
		RemainingTurnover *decimal.Decimal `json:"remainingTurnover"`
	}
	if err := m.get(ctx, s, "WithdrawalRules", pathWithdrawRules, nil, &v); err != nil {
		return adapters.WithdrawalRules{}, err
	}
	r := adapters.WithdrawalRules{
		Withdrawable: v.Withdrawable, Min: v.MinAmount, Max: v.MaxAmount, DailyCount: v.DailyCount, DailyUsed: v.DailyUsed,
	}
	if v.RemainingTurnover != nil {
		r.RemainingTurnover, r.HasTurnover = *v.RemainingTurnover, true
	}
	return r, nil
}

func (m *Money) hasPaymentPassword(ctx context.Context, s adapters.Scope) (bool, error) {
	var v struct {
		Has *bool `json:"hasWithdrawalPassword"`
	}
	if err := m.get(ctx, s, "HasPaymentPassword", pathHasPaymentPassword, nil, &v); err != nil {
		return false, err
	}
	if v.Has == nil {
		return false, unusable("answer has no hasWithdrawalPassword")
	}
	return *v.Has, nil
}

// Withdraw asks for a withdrawal to a bound payout account; the upstream holds the amount at
// once. The body is encrypted.
func (m *Money) Withdraw(ctx context.Context, s adapters.Scope, r adapters.WithdrawalRequest) (adapters.Withdrawal, error) {
	amount, err := wireAmount(r.Amount)
	if err != nil {
		return adapters.Withdrawal{}, err
	}
	body := map[string]any{"bankCardId": r.AccountID, "amount": amount, "paymentPassword": r.PaymentPassword}
	var w wireWithdrawal
	if err := m.enc.Do(ctx, s, write("Withdraw", http.MethodPost, pathWithdraw, body, r.IdempotencyKey), &w); err != nil {
		return adapters.Withdrawal{}, err
	}
	if w.WithdrawID == "" {
		return adapters.Withdrawal{}, &outcomeUnknownError{cause: fmt.Errorf("withdrawal answer has no withdrawId"), answered: true}
	}
	return m.withdrawal(w), nil
}

// wireWithdrawal is a withdrawal record.
type wireWithdrawal struct {
	WithdrawID   wireID          `json:"withdrawId"`
	Amount       decimal.Decimal `json:"amount"`
	Status       string          `json:"status"`
	CreatedTime  string          `json:"createdTime"`
	UpdatedTime  string          `json:"updatedTime"`
	BankCardID   wireID          `json:"bankCardId"`
	BankName     string          `json:"bankName"`
	AccountName  string          `json:"accountName"`
	AccountNo    string          `json:"accountNo"`
	Type         string          `json:"type"`
	RejectReason string          `json:"rejectReason"`
}

func (m *Money) withdrawal(w wireWithdrawal) adapters.Withdrawal {
	return adapters.Withdrawal{
		ID: string(w.WithdrawID), Amount: w.Amount, Status: recordStatus(w.Status),
		CreatedAt: m.wallTime(w.CreatedTime), UpdatedAt: m.wallTime(w.UpdatedTime), Reason: w.RejectReason,
		Account: adapters.PayoutAccount{
			ID: string(w.BankCardID), Kind: payoutKind(w.Type), Provider: w.BankName,
			AccountName: w.AccountName, LastDigits: lastDigits(w.AccountNo),
		},
	}
}

// Withdrawals reads one page of the withdrawal record.
func (m *Money) Withdrawals(ctx context.Context, s adapters.Scope, q adapters.RecordQuery) (adapters.WithdrawalPage, error) {
	query := recordQuery(q)
	if st := wireStatus(q.Status); st != "" {
		query.Set("status", st)
	}
	var v struct {
		wirePage
		Content        []wireWithdrawal `json:"content"`
		ApprovedAmount decimal.Decimal  `json:"approvedAmount"`
	}
	if err := m.get(ctx, s, "Withdrawals", pathWithdrawRecord, query, &v); err != nil {
		return adapters.WithdrawalPage{}, err
	}
	out := adapters.WithdrawalPage{
		Items: make([]adapters.Withdrawal, 0, len(v.Content)), Page: v.page(q), TotalPages: v.TotalPages, Total: v.ApprovedAmount,
	}
	for _, w := range v.Content {
		out.Items = append(out.Items, m.withdrawal(w))
	}
	return out, nil
}
