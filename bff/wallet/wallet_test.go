package wallet_test

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/shopspring/decimal"

	"github.com/casinobff/bff/adapters/fakeupstream"
	"github.com/casinobff/bff/bff/bfftest"
	"github.com/casinobff/bff/bff/httpx"
	"github.com/casinobff/bff/bff/wallet"
)

// endpoint is one of the feature's requests, with a body the BFF accepts from demo01 once
// ready (a payment password and demoAccount).
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
	{http.MethodPost, "/api/v1/deposits", `{"methodId":"PG-301","amount":"1000"}`, false},
	{http.MethodGet, "/api/v1/deposits", "", true},
	{http.MethodGet, "/api/v1/withdrawal-options", "", false},
	{http.MethodPost, "/api/v1/withdrawals", `{"accountId":"` + demoAccount + `","amount":"1500","paymentPassword":"135790"}`, false},
	{http.MethodGet, "/api/v1/withdrawals", "", true},
	{http.MethodGet, "/api/v1/payout-accounts", "", false},
	{http.MethodPost, "/api/v1/payout-accounts", `{"kind":"bank","providerCode":"DBBL","accountName":"Demo Player","accountNumber":"1071100099999","paymentPassword":"135790"}`, false},
	{http.MethodPut, "/api/v1/me/payment-password", `{"currentPassword":"135790","newPassword":"246801","confirmPassword":"246801"}`, false},
	{http.MethodGet, "/api/v1/me/security", "", true},
	{http.MethodGet, "/api/v1/records/transactions", "", true},
	{http.MethodGet, "/api/v1/records/bets", "", true},
	{http.MethodGet, "/api/v1/records/profit-loss", "", true},
}

// Every endpoint answers a member, and says nothing may keep the answer.
func TestEveryEndpointAnswersAMember(t *testing.T) {
	for _, e := range endpoints {
		t.Run(e.method+" "+e.target, func(t *testing.T) {
			m := newMoney(t)
			m.ready()
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
			header := http.Header{"Idempotency-Key": {newKey()}}
			bfftest.ExpectProblem(t, m.do(e.method, e.target, e.body, header), http.StatusUnauthorized, httpx.CodeLoginRequired)
			if n := len(m.writes()) + m.hits(upWallets, upBalance); n != 0 {
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
			m := newMoney(t).as("free01")
			rec := m.do(e.method, e.target, e.body)
			if e.forFree {
				if rec.Code >= 300 {
					t.Fatalf("%d %s", rec.Code, rec.Body)
				}
				return
			}
			bfftest.ExpectProblem(t, rec, http.StatusForbidden, httpx.CodeFreeReject)
			if len(m.writes()) != 0 {
				t.Error("a free account's write reached the backend")
			}
		})
	}
}

// An outage of a read is upstream_unavailable.
func TestReadOutage(t *testing.T) {
	m := newMoney(t)
	m.s.Scenario(bfftest.Failing(upWallets))
	bfftest.ExpectProblem(t, m.do(http.MethodGet, "/api/v1/wallets", ""), http.StatusServiceUnavailable, httpx.CodeUpstreamUnavailable)
}

func TestWallets(t *testing.T) {
	m := newMoney(t)
	w := bfftest.Decode[wallet.Wallets](t, m.do(http.MethodGet, "/api/v1/wallets", "").Body.Bytes())
	if w.Total != "12345.67" || w.Main.ID != "MAIN" || w.Main.Balance != "10000.00" || len(w.Games) != 18 ||
		gameWallet(t, w, "PG") != (wallet.GameWallet{ID: "PG", Name: "PG Soft", Balance: "845.67"}) || w.Currency != "BDT" {
		t.Fatalf("%+v", w)
	}
	b := bfftest.Decode[wallet.Balance](t, m.do(http.MethodGet, "/api/v1/wallet", "").Body.Bytes())
	if b != (wallet.Balance{Balance: "12345.67", Currency: "BDT"}) {
		t.Fatalf("%+v", b)
	}
}

// transferSent is a transfer's body as the upstream received it.
type transferSent struct {
	From   string          `json:"fromWallet"`
	To     string          `json:"toWallet"`
	Amount decimal.Decimal `json:"amount"`
}

func TestTransfer(t *testing.T) {
	m := newMoney(t)
	rec := m.do(http.MethodPost, "/api/v1/wallet-transfers", `{"from":"main","to":"jl","amount":"১,০০০.৫০"}`)
	bfftest.WantStatus(t, rec, http.StatusOK)
	w := bfftest.Decode[wallet.Wallets](t, rec.Body.Bytes())
	if w.Main.Balance != "8999.50" || gameWallet(t, w, "JL").Balance != "2200.50" {
		t.Fatalf("after: %+v", w)
	}
	writes := m.writes()
	var tr transferSent
	if len(writes) != 1 || json.Unmarshal(writes[0].Body, &tr) != nil || tr.From != "MAIN" || tr.To != "JL" ||
		tr.Amount.String() != "1000.5" || writes[0].IdempotencyKey == "" {
		t.Fatalf("the upstream was asked %+v", writes)
	}

	back := m.do(http.MethodPost, "/api/v1/wallet-transfers", `{"from":"PG","to":"MAIN","amount":"845.67"}`)
	if w := bfftest.Decode[wallet.Wallets](t, back.Body.Bytes()); gameWallet(t, w, "PG").Balance != "0.00" || w.Main.Balance != "9845.17" {
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
			if len(m.writes()) != 0 {
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
	lockWallet(t, m.s, "JL", true)
	bfftest.ExpectProblem(t, m.do(http.MethodPost, "/api/v1/wallet-transfers", `{"from":"MAIN","to":"JL","amount":"1"}`),
		http.StatusUnprocessableEntity, httpx.CodeWalletLocked)
	if len(m.writes()) != 0 {
		t.Error("a refused transfer reached the upstream")
	}
}

// readFailsAfter sends a write whose call the back office holds; while it is held the wallets
// read is made to fail, then the write goes on: the wallets cannot be read again after it.
func (m *money) readFailsAfter(upPath, method, target, body string) *httptest.ResponseRecorder {
	m.t.Helper()
	m.s.Scenario(fakeupstream.Scenario{Name: fakeupstream.Held, Paths: []string{upPath}})
	held, h := m.fake().Held(), m.header(method)
	answer := make(chan *httptest.ResponseRecorder, 1)
	go func() { answer <- m.send(method, target, body, h) }()
	<-held
	m.s.Scenario(bfftest.Failing(upWallets)) // lets the held write go on
	rec := <-answer
	m.check(method, target, rec)
	m.s.Scenario(fakeupstream.Scenario{})
	return rec
}

// A transfer that was done is answered as done even when the wallets cannot be read again:
// the answer is the first read, moved by the transfer.
func TestTransferDoneWhenTheReadAfterFails(t *testing.T) {
	m := newMoney(t)
	rec := m.readFailsAfter(upTransfer, http.MethodPost, "/api/v1/wallet-transfers", `{"from":"MAIN","to":"EVO","amount":"50"}`)
	bfftest.WantStatus(t, rec, http.StatusOK)
	if w := bfftest.Decode[wallet.Wallets](t, rec.Body.Bytes()); w.Main.Balance != "9950.00" || gameWallet(t, w, "EVO").Balance != "350.00" {
		t.Fatalf("%+v", w)
	}
	rec = m.readFailsAfter(upRecall, http.MethodPost, "/api/v1/wallet-recalls", "")
	if w := bfftest.Decode[wallet.Wallets](t, rec.Body.Bytes()); w.Main.Balance != "12345.67" || gameWallet(t, w, "JL").Balance != "0.00" {
		t.Fatalf("%+v", w)
	}
}

// A recall is answered the wallets after it; when they cannot be read again, as the BFF works
// them out: a wallet locked when it read them keeps its money. The key goes upstream.
func TestRecall(t *testing.T) {
	m := newMoney(t)
	lockWallet(t, m.s, "EVO", true)
	m.s.Scenario(fakeupstream.Scenario{Name: fakeupstream.Held, Paths: []string{upRecall}})
	held, h := m.fake().Held(), m.header(http.MethodPost)
	answer := make(chan *httptest.ResponseRecorder, 1)
	go func() { answer <- m.send(http.MethodPost, "/api/v1/wallet-recalls", "", h) }()
	<-held
	// The back office refuses a recall while a wallet holding money is locked: unlocked now,
	// after the BFF read the wallets, it lets this one through.
	lockWallet(t, m.s, "EVO", false)
	m.s.Scenario(bfftest.Failing(upWallets))
	rec := <-answer
	m.check(http.MethodPost, "/api/v1/wallet-recalls", rec)
	w := bfftest.Decode[wallet.Wallets](t, rec.Body.Bytes())
	if w.Main.Balance != "12045.67" || gameWallet(t, w, "JL").Balance != "0.00" || gameWallet(t, w, "EVO").Balance != "300.00" {
		t.Fatalf("%+v", w)
	}
	if writes := m.writes(); len(writes) != 1 || writes[0].IdempotencyKey != h.Get("Idempotency-Key") {
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
