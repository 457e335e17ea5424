package wallet_test

import (
	"context"
	"net/http"
	"testing"

	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/bff/bfftest"
	"github.com/casinobff/bff/bff/httpx"
	"github.com/casinobff/bff/bff/sites"
	"github.com/casinobff/bff/bff/wallet"
)

// endpoint is one of the feature's requests, with a body the BFF accepts.
type endpoint struct {
	method, target, body string
	forFree              bool // a free (type 4) account may do it
}

var endpoints = []endpoint{
	{http.MethodGet, "/api/v1/wallet", "", true},
	{http.MethodGet, "/api/v1/wallets", "", true},
	{http.MethodPost, "/api/v1/wallet-transfers", `{"from":"MAIN","to":"JL","amount":"100"}`, true},
	{http.MethodPost, "/api/v1/wallet-recalls", "", true},
	{http.MethodGet, "/api/v1/deposit-methods", "", false},
	{http.MethodPost, "/api/v1/deposits", `{"methodId":"surepay","amount":"1000"}`, false},
	{http.MethodGet, "/api/v1/deposits", "", true},
	{http.MethodGet, "/api/v1/withdrawal-options", "", false},
	{http.MethodPost, "/api/v1/withdrawals", `{"accountId":"pa1","amount":"1500","paymentPassword":"135790"}`, false},
	{http.MethodGet, "/api/v1/withdrawals", "", true},
	{http.MethodGet, "/api/v1/payout-accounts", "", false},
	{http.MethodPost, "/api/v1/payout-accounts", `{"kind":"bank","providerCode":"DBBL","accountName":"Demo Player","accountNumber":"1071100099999","paymentPassword":"135790"}`, false},
	{http.MethodPut, "/api/v1/me/payment-password", `{"currentPassword":"135790","newPassword":"246801","confirmPassword":"246801"}`, false},
	{http.MethodGet, "/api/v1/me/security", "", true},
	{http.MethodGet, "/api/v1/records/transactions", "", true},
	{http.MethodGet, "/api/v1/records/bets", "", true},
	{http.MethodGet, "/api/v1/records/profit-loss", "", true},
}

// betRecordOn turns the site's bet record switch on.
func betRecordOn(h *bfftest.Harness) { h.Content.Label.Switches[wallet.SwitchBetRecord] = true }

// Every endpoint answers a member, and says nothing may keep the answer.
func TestEveryEndpointAnswersAMember(t *testing.T) {
	for _, e := range endpoints {
		t.Run(e.method+" "+e.target, func(t *testing.T) {
			m := newMoney(t)
			betRecordOn(m.h)
			rec := m.do(e.method, e.target, e.body)
			if rec.Code >= 300 {
				t.Fatalf("%d %s", rec.Code, rec.Body)
			}
			if cc := rec.Header().Get("Cache-Control"); cc != "no-store" {
				t.Errorf("Cache-Control %q", cc)
			}
		})
	}
}

// Without a session every endpoint is login_required, and the wallet backend is not asked.
func TestEveryEndpointNeedsASession(t *testing.T) {
	for _, e := range endpoints {
		t.Run(e.method+" "+e.target, func(t *testing.T) {
			m := newMoney(t)
			header := http.Header{"X-Csrf": {"1"}, "Origin": {"http://demo.test"}, "Idempotency-Key": {newKey()}}
			bfftest.ExpectProblem(t, m.do(e.method, e.target, e.body, header), http.StatusUnauthorized, httpx.CodeLoginRequired)
			if n := len(m.fake.Writes()) + m.fake.Calls("Wallets") + m.fake.Calls("Balance"); n != 0 {
				t.Errorf("the backend was asked %d times", n)
			}
		})
	}
}

// A free (type 4) account moves money between its wallets and reads its records; it may not
// deposit, withdraw, bind accounts or set a payment password: free_reject, before its key or
// body is even read.
func TestFreeAccounts(t *testing.T) {
	for _, e := range endpoints {
		t.Run(e.method+" "+e.target, func(t *testing.T) {
			m := newMoney(t)
			m.trial = true
			betRecordOn(m.h)
			rec := m.do(e.method, e.target, e.body)
			if e.forFree {
				if rec.Code >= 300 {
					t.Fatalf("%d %s", rec.Code, rec.Body)
				}
				return
			}
			bfftest.ExpectProblem(t, rec, http.StatusForbidden, httpx.CodeFreeReject)
			if len(m.fake.Writes()) != 0 {
				t.Error("a free account's write reached the backend")
			}
		})
	}
}

// An outage of a read is upstream_unavailable.
func TestReadOutage(t *testing.T) {
	m := newMoney(t)
	m.fake.FailOn("Wallets", adapters.ErrUnavailable)
	bfftest.ExpectProblem(t, m.do(http.MethodGet, "/api/v1/wallets", ""), http.StatusServiceUnavailable, httpx.CodeUpstreamUnavailable)
}

func TestWallets(t *testing.T) {
	m := newMoney(t)
	w := bfftest.Decode[wallet.Wallets](t, m.do(http.MethodGet, "/api/v1/wallets", "").Body.Bytes())
	if w.Total != "12345.67" || w.Main.ID != "MAIN" || w.Main.Balance != "10000.00" || len(w.Games) != 3 ||
		w.Games[1] != (wallet.GameWallet{ID: "PG", Name: "PG Soft", Balance: "845.67"}) || w.Currency != "BDT" {
		t.Fatalf("%+v", w)
	}
	b := bfftest.Decode[wallet.Balance](t, m.do(http.MethodGet, "/api/v1/wallet", "").Body.Bytes())
	if b != (wallet.Balance{Balance: "12345.67", Currency: "BDT"}) {
		t.Fatalf("%+v", b)
	}
}

func TestTransfer(t *testing.T) {
	m := newMoney(t)
	rec := m.do(http.MethodPost, "/api/v1/wallet-transfers", `{"from":"main","to":"jl","amount":"১,০০০.৫০"}`)
	bfftest.WantStatus(t, rec, http.StatusOK)
	w := bfftest.Decode[wallet.Wallets](t, rec.Body.Bytes())
	if w.Main.Balance != "8999.50" || w.Games[0].Balance != "2200.50" {
		t.Fatalf("after: %+v", w)
	}
	writes := m.fake.Writes()
	tr, ok := writes[0].(adapters.WalletTransfer)
	if len(writes) != 1 || !ok || tr.From != "MAIN" || tr.To != "JL" || tr.Amount.String() != "1000.5" || tr.IdempotencyKey == "" {
		t.Fatalf("the upstream was asked %+v", writes)
	}

	back := m.do(http.MethodPost, "/api/v1/wallet-transfers", `{"from":"PG","to":"MAIN","amount":"845.67"}`)
	if w := bfftest.Decode[wallet.Wallets](t, back.Body.Bytes()); w.Games[1].Balance != "0.00" || w.Main.Balance != "9845.17" {
		t.Fatalf("after: %+v", w)
	}
}

func TestTransferValidation(t *testing.T) {
	tests := []struct {
		name, body string
		want       map[string]string
	}{
		{"nothing", `{}`, map[string]string{"from": "required", "to": "required", "amount": "required"}},
		{"both game wallets", `{"from":"JL","to":"PG","amount":"10"}`, map[string]string{"to": "invalid"}},
		{"one wallet", `{"from":"MAIN","to":"MAIN","amount":"10"}`, map[string]string{"to": "invalid"}},
		{"a strange wallet", `{"from":"MAIN","to":"J L","amount":"10"}`, map[string]string{"to": "invalid"}},
		{"an unknown wallet", `{"from":"MAIN","to":"XX","amount":"10"}`, map[string]string{"to": "unknown"}},
		{"an unknown source", `{"from":"XX","to":"MAIN","amount":"10"}`, map[string]string{"from": "unknown"}},
		{"three decimals", `{"from":"MAIN","to":"JL","amount":"10.005"}`, map[string]string{"amount": "invalid"}},
		{"zero", `{"from":"MAIN","to":"JL","amount":"0"}`, map[string]string{"amount": "out_of_range"}},
		{"negative", `{"from":"MAIN","to":"JL","amount":"-10"}`, map[string]string{"amount": "invalid"}},
		{"a number, not a string", `{"from":"MAIN","to":"JL","amount":10}`, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m := newMoney(t)
			rec := m.do(http.MethodPost, "/api/v1/wallet-transfers", tt.body)
			if tt.want == nil {
				bfftest.ExpectProblem(t, rec, http.StatusBadRequest, httpx.CodeBadRequest)
			} else if got, _ := fields(t, rec); !equal(got, tt.want) {
				t.Fatalf("fields %v, want %v", got, tt.want)
			}
			if len(m.fake.Writes()) != 0 {
				t.Error("a refused transfer reached the upstream")
			}
		})
	}
}

// What the wallets read first shows is refused before anything is sent.
func TestTransferChecksTheWallets(t *testing.T) {
	m := newMoney(t)
	bfftest.ExpectProblem(t, m.do(http.MethodPost, "/api/v1/wallet-transfers", `{"from":"EVO","to":"MAIN","amount":"300.01"}`),
		http.StatusUnprocessableEntity, httpx.CodeInsufficientFunds)
	m.fake.Balances.Games[0].Locked = true
	bfftest.ExpectProblem(t, m.do(http.MethodPost, "/api/v1/wallet-transfers", `{"from":"MAIN","to":"JL","amount":"1"}`),
		http.StatusUnprocessableEntity, httpx.CodeWalletLocked)
	if len(m.fake.Writes()) != 0 {
		t.Error("a refused transfer reached the upstream")
	}
}

// afterFails is a wallet backend whose wallets cannot be read again after a write.
type afterFails struct {
	*bfftest.Money
	reads int
}

func (a *afterFails) Wallets(ctx context.Context, s adapters.Scope) (adapters.Wallets, error) {
	if a.reads++; a.reads > 1 {
		return adapters.Wallets{}, adapters.ErrUnavailable
	}
	return a.Money.Wallets(ctx, s)
}

// A transfer that was done is answered as done even when the wallets cannot be read again:
// the answer is the first read, moved by the transfer.
func TestTransferDoneWhenTheReadAfterFails(t *testing.T) {
	m := newMoney(t)
	flaky := &afterFails{Money: m.fake}
	m = newMoney(t, bfftest.WithBackends(func(b *sites.Backends) { b.Wallet = flaky }))
	rec := m.do(http.MethodPost, "/api/v1/wallet-transfers", `{"from":"MAIN","to":"EVO","amount":"50"}`)
	bfftest.WantStatus(t, rec, http.StatusOK)
	if w := bfftest.Decode[wallet.Wallets](t, rec.Body.Bytes()); w.Main.Balance != "9950.00" || w.Games[2].Balance != "350.00" {
		t.Fatalf("%+v", w)
	}
	flaky.reads = 0
	rec = m.do(http.MethodPost, "/api/v1/wallet-recalls", "")
	if w := bfftest.Decode[wallet.Wallets](t, rec.Body.Bytes()); w.Main.Balance != "12345.67" || w.Games[0].Balance != "0.00" {
		t.Fatalf("%+v", w)
	}
}

func TestRecall(t *testing.T) {
	m := newMoney(t)
	m.fake.Balances.Games[2].Locked = true
	rec := m.do(http.MethodPost, "/api/v1/wallet-recalls", "")
	w := bfftest.Decode[wallet.Wallets](t, rec.Body.Bytes())
	if w.Main.Balance != "12045.67" || w.Games[0].Balance != "0.00" || w.Games[2].Balance != "300.00" {
		t.Fatalf("%+v", w)
	}
	if writes := m.fake.Writes(); len(writes) != 1 || writes[0] == "" {
		t.Fatalf("the upstream was asked %+v (with the key)", writes)
	}
}

func equal(a, b map[string]string) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if b[k] != v {
			return false
		}
	}
	return true
}
