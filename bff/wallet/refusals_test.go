package wallet_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/casinobff/bff/adapters/fakeupstream"
	"github.com/casinobff/bff/bff/bfftest"
	"github.com/casinobff/bff/bff/httpx"
)

// The upstream's calls of the writes, by the operation the tests name.
var opPaths = map[string]string{
	"Transfer": "POST " + upTransfer, "RecallAll": "POST " + upRecall, "Deposit": "POST " + upDeposits,
	"Withdraw": "POST " + upWithdraw, "BindPayoutAccount": "PUT " + upBankCard, "SetPaymentPassword": upPaymentPassword,
}

// Every refusal of the upstream a money write can meet, as the player is told it: an answer of
// its own, or the field to fix. A refusal the table does not name stays upstream_refused. The
// back office refuses with the platform's code of each (docs/UPSTREAM.md, "Money").
func TestUpstreamRefusals(t *testing.T) {
	const (
		transferIn  = `{"from":"MAIN","to":"JL","amount":"100"}`
		transferOut = `{"from":"JL","to":"MAIN","amount":"100"}`
		deposit     = `{"methodId":"PG-301","amount":"1000","promotionId":"RL10"}`
		bind        = `{"kind":"bank","providerCode":"DBBL","accountName":"Demo Player","accountNumber":"1071100099999","paymentPassword":"135790"}`
		password    = `{"currentPassword":"135790","newPassword":"246801","confirmPassword":"246801"}`
	)
	tests := []struct {
		name, op, method, target, body string
		kind                           string // the platform's code
		status                         int
		code                           httpx.Code
		field, fieldCode               string
	}{
		{"transfer: too little", "Transfer", "POST", "/api/v1/wallet-transfers", transferIn, "balance.insufficient", 422, httpx.CodeInsufficientFunds, "", ""},
		{"transfer: locked", "Transfer", "POST", "/api/v1/wallet-transfers", transferIn, "wallet.locked", 422, httpx.CodeWalletLocked, "", ""},
		{"transfer in: no such wallet", "Transfer", "POST", "/api/v1/wallet-transfers", transferIn, "wallet.not.found", 400, httpx.CodeValidationFailed, "to", "unknown"},
		{"transfer out: no such wallet", "Transfer", "POST", "/api/v1/wallet-transfers", transferOut, "wallet.not.found", 400, httpx.CodeValidationFailed, "from", "unknown"},
		{"transfer: amount", "Transfer", "POST", "/api/v1/wallet-transfers", transferIn, "amount.invalid", 400, httpx.CodeValidationFailed, "amount", "out_of_range"},
		{"transfer: key reused upstream", "Transfer", "POST", "/api/v1/wallet-transfers", transferIn, "request.duplicate", 409, httpx.CodeIdempotencyConflict, "", ""},
		{"recall: locked", "RecallAll", "POST", "/api/v1/wallet-recalls", "", "wallet.locked", 422, httpx.CodeWalletLocked, "", ""},
		{"recall: nothing to recall", "RecallAll", "POST", "/api/v1/wallet-recalls", "", "balance.insufficient", 422, httpx.CodeInsufficientFunds, "", ""},
		{"deposit: method", "Deposit", "POST", "/api/v1/deposits", deposit, "deposit.channel.invalid", 400, httpx.CodeValidationFailed, "methodId", "unknown"},
		{"deposit: amount", "Deposit", "POST", "/api/v1/deposits", deposit, "amount.invalid", 400, httpx.CodeValidationFailed, "amount", "out_of_range"},
		{"deposit: promotion", "Deposit", "POST", "/api/v1/deposits", deposit, "promotion.unavailable", 400, httpx.CodeValidationFailed, "promotionId", "invalid"},
		{"deposit: key reused upstream", "Deposit", "POST", "/api/v1/deposits", deposit, "request.duplicate", 409, httpx.CodeIdempotencyConflict, "", ""},
		{"withdrawal: too little", "Withdraw", "POST", "/api/v1/withdrawals", withdrawal, "balance.insufficient", 422, httpx.CodeInsufficientFunds, "", ""},
		{"withdrawal: amount", "Withdraw", "POST", "/api/v1/withdrawals", withdrawal, "amount.invalid", 400, httpx.CodeValidationFailed, "amount", "out_of_range"},
		{"withdrawal: no payment password", "Withdraw", "POST", "/api/v1/withdrawals", withdrawal, "payment.password.not.set", 409, httpx.CodePaymentPasswordRequired, "", ""},
		{"withdrawal: wrong payment password", "Withdraw", "POST", "/api/v1/withdrawals", withdrawal, "payment.password.error", 400, httpx.CodeValidationFailed, "paymentPassword", "password_incorrect"},
		{"withdrawal: today's count", "Withdraw", "POST", "/api/v1/withdrawals", withdrawal, "withdraw.count.exceeded", 422, httpx.CodeWithdrawalLimitReached, "", ""},
		{"withdrawal: turnover", "Withdraw", "POST", "/api/v1/withdrawals", withdrawal, "withdraw.turnover.insufficient", 422, httpx.CodeTurnoverIncomplete, "", ""},
		{"withdrawal: no such account", "Withdraw", "POST", "/api/v1/withdrawals", withdrawal, "bankcard.not.found", 400, httpx.CodeValidationFailed, "accountId", "unknown"},
		{"withdrawal: main wallet locked", "Withdraw", "POST", "/api/v1/withdrawals", withdrawal, "wallet.locked", 422, httpx.CodeWalletLocked, "", ""},
		{"payout account: no payment password", "BindPayoutAccount", "POST", "/api/v1/payout-accounts", bind, "payment.password.not.set", 409, httpx.CodePaymentPasswordRequired, "", ""},
		{"payout account: wrong payment password", "BindPayoutAccount", "POST", "/api/v1/payout-accounts", bind, "payment.password.error", 400, httpx.CodeValidationFailed, "paymentPassword", "password_incorrect"},
		{"payout account: bound already", "BindPayoutAccount", "POST", "/api/v1/payout-accounts", bind, "bankcard.exists", 400, httpx.CodeValidationFailed, "accountNumber", "account_bound"},
		{"payout account: no room", "BindPayoutAccount", "POST", "/api/v1/payout-accounts", bind, "bankcard.limit", 422, httpx.CodePayoutAccountsFull, "", ""},
		{"payment password: set already", "SetPaymentPassword", "PUT", "/api/v1/me/payment-password", password, "payment.password.exists", 409, httpx.CodePaymentPasswordSet, "", ""},
		{"payment password: wrong current one", "SetPaymentPassword", "PUT", "/api/v1/me/payment-password", password, "payment.password.error", 400, httpx.CodeValidationFailed, "currentPassword", "password_incorrect"},
		{"payment password: none to change", "SetPaymentPassword", "PUT", "/api/v1/me/payment-password", password, "payment.password.not.set", 409, httpx.CodePaymentPasswordRequired, "", ""},
		{"payment password: refused as it is", "SetPaymentPassword", "PUT", "/api/v1/me/payment-password", password, "param.invalid", 400, httpx.CodeValidationFailed, "newPassword", "password_format"},
		{"a refusal of no meaning here", "Withdraw", "POST", "/api/v1/withdrawals", withdrawal, "promotion.unavailable", 502, httpx.CodeUpstreamRefused, "", ""},
		{"a refusal of no meaning at all", "Transfer", "POST", "/api/v1/wallet-transfers", transferIn, "some.upstream.code", 502, httpx.CodeUpstreamRefused, "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m := newMoney(t)
			m.ready()
			m.refusing(tt.kind, opPaths[tt.op])
			rec := m.do(tt.method, tt.target, tt.body)
			p := bfftest.ExpectProblem(t, rec, tt.status, tt.code)
			if tt.field != "" {
				if codes, _ := fields(t, rec); codes[tt.field] != tt.fieldCode || len(codes) != 1 {
					t.Fatalf("fields %v, want %s: %s", codes, tt.field, tt.fieldCode)
				}
			}
			if p.Detail == "" || strings.Contains(rec.Body.String(), tt.kind) || strings.Contains(rec.Body.String(), "scenario refusing") {
				t.Errorf("the answer tells the upstream's words: %s", rec.Body)
			}
			if n := m.hits(opPaths[tt.op]); n != 1 {
				t.Errorf("%s was asked %d times (a write is never retried)", tt.op, n)
			}
		})
	}
}

// A write sent whose answer never came is outcome_unknown, 502, never retried: the back office
// does it, then the connection drops.
func TestOutcomeUnknown(t *testing.T) {
	for _, e := range endpoints {
		if e.method == http.MethodGet || e.target == "/api/v1/me/payment-password" {
			continue
		}
		// The back office applies the write, then its side loses the answer: a load balancer's
		// HTML 502 in its place, or a connection closed unanswered.
		for _, lost := range []string{fakeupstream.AppliedBadGateway, fakeupstream.AppliedDropped} {
			t.Run(e.target+" "+lost, func(t *testing.T) {
				m := newMoney(t)
				m.ready()
				before := ledgerEntries(t, m)
				m.scenario(lost, upWrites...)
				h := m.header(e.method)
				first := m.do(e.method, e.target, e.body, h)
				bfftest.ExpectProblem(t, first, http.StatusBadGateway, httpx.CodeOutcomeUnknown)
				if n := len(m.writes()); n != 1 {
					t.Errorf("%d writes reached the upstream", n)
				}
				m.scenario(fakeupstream.Normal)
				again := m.do(e.method, e.target, e.body, h)
				if again.Code != first.Code || again.Body.String() != first.Body.String() {
					t.Errorf("the replay with the key: %d %s, want the first answer", again.Code, again.Body)
				}
				if n := len(m.writes()); n != 1 {
					t.Errorf("after the replay %d writes reached the upstream, want the one", n)
				}
				// A transfer is two movements (out of one wallet, into the other), a withdrawal one;
				// a deposit waits for its payment and a payout account moves nothing.
				if want, moves := map[string]int{"/api/v1/wallet-transfers": 2, "/api/v1/withdrawals": 1}[e.target]; moves {
					if got := ledgerEntries(t, m) - before; got != want {
						t.Errorf("the ledger moved by %d entries, want %d: the write once", got, want)
					}
				}
			})
		}
	}
}

// ledgerEntries counts the movements in demo01's ledger on the fake back office.
func ledgerEntries(t *testing.T, m *money) int {
	t.Helper()
	l, err := m.fake().Ledger("demo01")
	if err != nil {
		t.Fatal(err)
	}
	return len(l.Entries)
}
