package wallet_test

import (
	"fmt"
	"net/http"
	"testing"

	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/bff/bfftest"
	"github.com/casinobff/bff/bff/httpx"
)

// Every refusal of the upstream a money write can meet, as the player is told it: an answer of
// its own, or the field to fix. A refusal the table does not name stays upstream_refused.
func TestUpstreamRefusals(t *testing.T) {
	const (
		transferIn  = `{"from":"MAIN","to":"JL","amount":"100"}`
		transferOut = `{"from":"JL","to":"MAIN","amount":"100"}`
		deposit     = `{"methodId":"surepay","amount":"1000","promotionId":"welcome"}`
		bind        = `{"kind":"bank","providerCode":"DBBL","accountName":"Demo Player","accountNumber":"1071100099999","paymentPassword":"135790"}`
		password    = `{"currentPassword":"135790","newPassword":"246801","confirmPassword":"246801"}`
	)
	tests := []struct {
		name, op, method, target, body string
		kind                           error
		status                         int
		code                           httpx.Code
		field, fieldCode               string
	}{
		{"transfer: too little", "Transfer", "POST", "/api/v1/wallet-transfers", transferIn, adapters.ErrInsufficientFunds, 422, httpx.CodeInsufficientFunds, "", ""},
		{"transfer: locked", "Transfer", "POST", "/api/v1/wallet-transfers", transferIn, adapters.ErrWalletLocked, 422, httpx.CodeWalletLocked, "", ""},
		{"transfer in: no such wallet", "Transfer", "POST", "/api/v1/wallet-transfers", transferIn, adapters.ErrWalletUnknown, 400, httpx.CodeValidationFailed, "to", "unknown"},
		{"transfer out: no such wallet", "Transfer", "POST", "/api/v1/wallet-transfers", transferOut, adapters.ErrWalletUnknown, 400, httpx.CodeValidationFailed, "from", "unknown"},
		{"transfer: amount", "Transfer", "POST", "/api/v1/wallet-transfers", transferIn, adapters.ErrAmountOutOfRange, 400, httpx.CodeValidationFailed, "amount", "out_of_range"},
		{"transfer: key reused upstream", "Transfer", "POST", "/api/v1/wallet-transfers", transferIn, adapters.ErrIdempotencyKeyConflict, 409, httpx.CodeIdempotencyConflict, "", ""},
		{"recall: locked", "RecallAll", "POST", "/api/v1/wallet-recalls", "", adapters.ErrWalletLocked, 422, httpx.CodeWalletLocked, "", ""},
		{"recall: nothing to recall", "RecallAll", "POST", "/api/v1/wallet-recalls", "", adapters.ErrInsufficientFunds, 422, httpx.CodeInsufficientFunds, "", ""},
		{"deposit: method", "Deposit", "POST", "/api/v1/deposits", deposit, adapters.ErrDepositMethodUnknown, 400, httpx.CodeValidationFailed, "methodId", "unknown"},
		{"deposit: amount", "Deposit", "POST", "/api/v1/deposits", deposit, adapters.ErrAmountOutOfRange, 400, httpx.CodeValidationFailed, "amount", "out_of_range"},
		{"deposit: promotion", "Deposit", "POST", "/api/v1/deposits", deposit, adapters.ErrPromotionUnavailable, 400, httpx.CodeValidationFailed, "promotionId", "invalid"},
		{"deposit: key reused upstream", "Deposit", "POST", "/api/v1/deposits", deposit, adapters.ErrIdempotencyKeyConflict, 409, httpx.CodeIdempotencyConflict, "", ""},
		{"withdrawal: too little", "Withdraw", "POST", "/api/v1/withdrawals", withdrawal, adapters.ErrInsufficientFunds, 422, httpx.CodeInsufficientFunds, "", ""},
		{"withdrawal: amount", "Withdraw", "POST", "/api/v1/withdrawals", withdrawal, adapters.ErrAmountOutOfRange, 400, httpx.CodeValidationFailed, "amount", "out_of_range"},
		{"withdrawal: no payment password", "Withdraw", "POST", "/api/v1/withdrawals", withdrawal, adapters.ErrPaymentPasswordMissing, 409, httpx.CodePaymentPasswordRequired, "", ""},
		{"withdrawal: wrong payment password", "Withdraw", "POST", "/api/v1/withdrawals", withdrawal, adapters.ErrPaymentPasswordWrong, 400, httpx.CodeValidationFailed, "paymentPassword", "password_incorrect"},
		{"withdrawal: today's count", "Withdraw", "POST", "/api/v1/withdrawals", withdrawal, adapters.ErrWithdrawalLimitReached, 422, httpx.CodeWithdrawalLimitReached, "", ""},
		{"withdrawal: turnover", "Withdraw", "POST", "/api/v1/withdrawals", withdrawal, adapters.ErrTurnoverIncomplete, 422, httpx.CodeTurnoverIncomplete, "", ""},
		{"withdrawal: no such account", "Withdraw", "POST", "/api/v1/withdrawals", withdrawal, adapters.ErrPayoutAccountMissing, 400, httpx.CodeValidationFailed, "accountId", "unknown"},
		{"withdrawal: main wallet locked", "Withdraw", "POST", "/api/v1/withdrawals", withdrawal, adapters.ErrWalletLocked, 422, httpx.CodeWalletLocked, "", ""},
		{"payout account: no payment password", "BindPayoutAccount", "POST", "/api/v1/payout-accounts", bind, adapters.ErrPaymentPasswordMissing, 409, httpx.CodePaymentPasswordRequired, "", ""},
		{"payout account: wrong payment password", "BindPayoutAccount", "POST", "/api/v1/payout-accounts", bind, adapters.ErrPaymentPasswordWrong, 400, httpx.CodeValidationFailed, "paymentPassword", "password_incorrect"},
		{"payout account: bound already", "BindPayoutAccount", "POST", "/api/v1/payout-accounts", bind, adapters.ErrPayoutAccountDuplicate, 400, httpx.CodeValidationFailed, "accountNumber", "account_bound"},
		{"payout account: no room", "BindPayoutAccount", "POST", "/api/v1/payout-accounts", bind, adapters.ErrPayoutAccountLimit, 422, httpx.CodePayoutAccountsFull, "", ""},
		{"payment password: set already", "SetPaymentPassword", "PUT", "/api/v1/me/payment-password", password, adapters.ErrPaymentPasswordSet, 409, httpx.CodePaymentPasswordSet, "", ""},
		{"payment password: wrong current one", "SetPaymentPassword", "PUT", "/api/v1/me/payment-password", password, adapters.ErrPaymentPasswordWrong, 400, httpx.CodeValidationFailed, "currentPassword", "password_incorrect"},
		{"payment password: none to change", "SetPaymentPassword", "PUT", "/api/v1/me/payment-password", password, adapters.ErrPaymentPasswordMissing, 409, httpx.CodePaymentPasswordRequired, "", ""},
		{"payment password: refused as it is", "SetPaymentPassword", "PUT", "/api/v1/me/payment-password", password, adapters.ErrInvalidInput, 400, httpx.CodeValidationFailed, "newPassword", "password_format"},
		{"a refusal of no meaning here", "Withdraw", "POST", "/api/v1/withdrawals", withdrawal, adapters.ErrPromotionUnavailable, 502, httpx.CodeUpstreamRefused, "", ""},
		{"a refusal of no meaning at all", "Transfer", "POST", "/api/v1/wallet-transfers", transferIn, nil, 502, httpx.CodeUpstreamRefused, "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m := newMoney(t)
			m.fake.FailOn(tt.op, fmt.Errorf("%s: %w", tt.op, refused(tt.kind, "some.upstream.code")))
			rec := m.do(tt.method, tt.target, tt.body)
			p := bfftest.ExpectProblem(t, rec, tt.status, tt.code)
			if tt.field != "" {
				if codes, _ := fields(t, rec); codes[tt.field] != tt.fieldCode || len(codes) != 1 {
					t.Fatalf("fields %v, want %s: %s", codes, tt.field, tt.fieldCode)
				}
			}
			if p.Detail == "" || containsAny(rec.Body.String(), "some.upstream.code") {
				t.Errorf("the answer tells the upstream's words: %s", rec.Body)
			}
			if n := m.fake.Calls(tt.op); n != 1 {
				t.Errorf("%s was asked %d times (a write is never retried)", tt.op, n)
			}
		})
	}
}

// A write sent whose answer never came is outcome_unknown, 502, never retried.
func TestOutcomeUnknown(t *testing.T) {
	for _, e := range endpoints {
		if e.method == http.MethodGet || e.target == "/api/v1/me/payment-password" {
			continue
		}
		t.Run(e.target, func(t *testing.T) {
			m := newMoney(t)
			for _, op := range []string{"Transfer", "RecallAll", "Deposit", "Withdraw", "BindPayoutAccount"} {
				m.fake.FailOn(op, fmt.Errorf("%s: %w: %w", op, adapters.ErrOutcomeUnknown, adapters.ErrUnavailable))
			}
			bfftest.ExpectProblem(t, m.do(e.method, e.target, e.body), http.StatusBadGateway, httpx.CodeOutcomeUnknown)
			if n := len(m.fake.Writes()); n != 1 {
				t.Errorf("%d writes reached the upstream", n)
			}
		})
	}
}

func containsAny(s string, parts ...string) bool {
	for _, p := range parts {
		if len(p) > 0 && len(s) >= len(p) {
			for i := 0; i+len(p) <= len(s); i++ {
				if s[i:i+len(p)] == p {
					return true
				}
			}
		}
	}
	return false
}
