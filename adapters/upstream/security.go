package upstream

import (
	"context"
	"fmt"
	"net/http"
	"strings"

	"github.com/casinobff/bff/adapters"
)

// The security centre's money side: payout accounts (bound encrypted), the payment password
// (set encrypted, changed as the platform's clients do it, in the clear) and the security facts.
// Account numbers, e-mail addresses and mobile numbers are masked here, whatever the upstream
// sends: only their last digits leave the adapter.

// Payout types as the platform writes them.
const (
	wirePayoutBank   = "BANK"
	wirePayoutMobile = "MOBILE"
)

func payoutKind(s string) adapters.PayoutKind {
	if strings.EqualFold(s, wirePayoutMobile) {
		return adapters.PayoutMobile
	}
	return adapters.PayoutBank
}

func wirePayoutKind(k adapters.PayoutKind) string {
	if k == adapters.PayoutMobile {
		return wirePayoutMobile
	}
	return wirePayoutBank
}

// wireCard is a bound payout account.
type wireCard struct {
	BankCardID  wireID `json:"bankCardId"`
	Type        string `json:"type"`
	BankCode    string `json:"bankCode"`
	BankName    string `json:"bankName"`
	AccountName string `json:"accountName"`
	AccountNo   string `json:"accountNo"`
	IsDefault   bool   `json:"isDefault"`
}

func (w wireCard) account() adapters.PayoutAccount {
	return adapters.PayoutAccount{
		ID: string(w.BankCardID), Kind: payoutKind(w.Type), Provider: w.BankName, AccountName: w.AccountName,
		LastDigits: lastDigits(w.AccountNo), Default: w.IsDefault,
	}
}

// PayoutAccounts reads the bound accounts, masked.
func (m *Money) PayoutAccounts(ctx context.Context, s adapters.Scope) ([]adapters.PayoutAccount, error) {
	var cards []wireCard
	if err := m.get(ctx, s, "PayoutAccounts", pathPayoutAccounts, nil, &cards); err != nil {
		return nil, err
	}
	out := make([]adapters.PayoutAccount, 0, len(cards))
	for _, c := range cards {
		out = append(out, c.account())
	}
	return out, nil
}

func (m *Money) payoutProviders(ctx context.Context, s adapters.Scope) ([]adapters.PayoutProvider, error) {
	var v []struct {
		BankCode string `json:"bankCode"`
		BankName string `json:"bankName"`
		Type     string `json:"type"`
	}
	if err := m.get(ctx, s, "PayoutProviders", pathPayoutProviders, nil, &v); err != nil {
		return nil, err
	}
	out := make([]adapters.PayoutProvider, 0, len(v))
	for _, p := range v {
		out = append(out, adapters.PayoutProvider{Code: p.BankCode, Name: p.BankName, Kind: payoutKind(p.Type)})
	}
	return out, nil
}

// BindPayoutAccount binds an account; the whole number and the payment password go encrypted,
// and the answer keeps only the number's last digits.
func (m *Money) BindPayoutAccount(ctx context.Context, s adapters.Scope, a adapters.NewPayoutAccount) (adapters.PayoutAccount, error) {
	body := map[string]string{
		"type": wirePayoutKind(a.Kind), "bankCode": a.ProviderCode, "accountName": a.AccountName,
		"accountNo": a.Number, "branch": a.Branch, "paymentPassword": a.PaymentPassword,
	}
	var w wireCard
	if err := m.enc.Do(ctx, s, write("BindPayoutAccount", http.MethodPut, pathPayoutAccounts, body, a.IdempotencyKey), &w); err != nil {
		return adapters.PayoutAccount{}, err
	}
	if w.BankCardID == "" {
		return adapters.PayoutAccount{}, &outcomeUnknownError{cause: fmt.Errorf("payout account answer has no bankCardId"), answered: true}
	}
	return w.account(), nil
}

// SetPaymentPassword sets the first payment password (c.Current empty), encrypted, or changes it
// with the current one. The change goes unencrypted: the platform's own clients send it so, and
// a back office may not decrypt it.
func (m *Money) SetPaymentPassword(ctx context.Context, s adapters.Scope, c adapters.PaymentPasswordChange) error {
	if c.Current == "" {
		body := map[string]string{"paymentPassword": c.New, "confirmPaymentPassword": c.New}
		return m.enc.Do(ctx, s, Call{Op: "SetPaymentPassword", Method: http.MethodPut, Path: pathPaymentPassword, Body: body}, nil)
	}
	body := map[string]string{"oldPaymentPassword": c.Current, "newPaymentPassword": c.New, "confirmPaymentPassword": c.New}
	return m.c.Do(ctx, s, Call{Op: "ChangePaymentPassword", Method: http.MethodPost, Path: pathPaymentPassword, Body: body}, nil)
}

// Security reads the security facts, masking the e-mail address and the mobile number. A back
// office that does not say whether security questions are set reads as not set: choosing them
// is then refused as set already, which the player's own questions (MemberSecurityQuestions)
// tell apart.
func (m *Money) Security(ctx context.Context, s adapters.Scope) (adapters.SecurityFacts, error) {
	var v struct {
		HasPassword   *bool  `json:"hasWithdrawalPassword"`
		Email         string `json:"email"`
		Mobile        string `json:"mobileNum"`
		PayeeName     string `json:"payeeName"`
		Nickname      string `json:"nickname"`
		BankCardCount int    `json:"bankCardCount"`
		Questions     bool   `json:"hasSecurityQuestions"`
	}
	if err := m.get(ctx, s, "SecurityConfig", pathSecurityConfig, nil, &v); err != nil {
		return adapters.SecurityFacts{}, err
	}
	if v.HasPassword == nil {
		return adapters.SecurityFacts{}, unusable("security answer has no hasWithdrawalPassword")
	}
	return adapters.SecurityFacts{
		HasPaymentPassword: *v.HasPassword, Email: maskEmail(v.Email), Mobile: maskMobile(v.Mobile),
		PayeeName: v.PayeeName, Nickname: v.Nickname, PayoutAccounts: v.BankCardCount,
		HasSecurityQuestions: v.Questions,
	}, nil
}
