package wallet_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/bff/bfftest"
	"github.com/casinobff/bff/bff/sites"
	"github.com/casinobff/bff/bff/wallet"
)

// leaky is a wallet backend as careless as one can be: its failures quote the request, secrets
// and all, the way an adapter's error might quote an upstream body. It wraps the real one,
// over the fake upstream: no back office makes an adapter's error quote what it was sent.
type leaky struct{ adapters.Money }

func (l leaky) Withdraw(_ context.Context, _ adapters.Scope, r adapters.WithdrawalRequest) (adapters.Withdrawal, error) {
	return adapters.Withdrawal{}, fmt.Errorf("withdraw account=%s paymentPassword=%s: %w", r.AccountID, r.PaymentPassword, adapters.ErrOutcomeUnknown)
}

func (l leaky) BindPayoutAccount(_ context.Context, _ adapters.Scope, a adapters.NewPayoutAccount) (adapters.PayoutAccount, error) {
	body, _ := json.Marshal(map[string]string{"accountNo": a.Number, "paymentPassword": a.PaymentPassword, "accountName": a.AccountName})
	return adapters.PayoutAccount{}, fmt.Errorf("bind %s: %w", body, adapters.ErrUnavailable)
}

func (l leaky) SetPaymentPassword(_ context.Context, _ adapters.Scope, c adapters.PaymentPasswordChange) error {
	return fmt.Errorf("upstream said 500 to {\"oldPaymentPassword\":%q,\"newPaymentPassword\":%q}: %w", c.Current, c.New, adapters.ErrUnavailable)
}

// Neither a payment password nor a full account number appears in any answer or log line,
// whether the write succeeds or fails, and however the failure quotes the request.
func TestNoMoneySecretsInAnswersOrLogs(t *testing.T) {
	const (
		password = "864213"
		next     = "975310"
		number   = "01799887766"
		bank     = "2051339900417"
		name     = "Rahim Uddin Chowdhury"
	)
	var logs bfftest.Logs
	withLog := bfftest.LogInto(t, &logs)
	// agent01 has a payment password and a bank account (BC00000001): every write below gets
	// past the BFF's own checks to the wallet backend.
	careful := newMoney(t, withLog).as("agent01")
	careless := newMoney(t, withLog, bfftest.WithBackends(func(b *sites.Backends) { b.Wallet = leaky{b.Wallet} })).as("agent01")

	bind := func(kind, provider, num string) string {
		return `{"kind":"` + kind + `","providerCode":"` + provider + `","accountName":"` + name + `","accountNumber":"` + num + `","paymentPassword":"` + password + `"}`
	}
	var bodies []string
	for _, m := range []*money{careful, careless} {
		for _, call := range []struct{ method, target, body string }{
			{http.MethodPost, "/api/v1/payout-accounts", bind("mobile", "BKASH", number)},
			{http.MethodPost, "/api/v1/payout-accounts", bind("bank", "DBBL", bank)},
			{http.MethodPost, "/api/v1/withdrawals", `{"accountId":"BC00000001","amount":"1500","paymentPassword":"` + password + `"}`},
			{http.MethodPut, "/api/v1/me/payment-password", `{"currentPassword":"` + password + `","newPassword":"` + next + `","confirmPassword":"` + next + `"}`},
			{http.MethodPut, "/api/v1/me/payment-password", `{"currentPassword":"` + password + `","newPassword":"12","confirmPassword":"` + next + `"}`},
			{http.MethodGet, "/api/v1/withdrawal-options?paymentPassword=" + password, ""},
		} {
			rec := m.do(call.method, call.target, call.body)
			bodies = append(bodies, rec.Body.String())
		}
	}

	text := logs.String()
	if !strings.Contains(text, "request failed") || !strings.Contains(text, "outcome_unknown") {
		t.Fatalf("the log did not capture the failures:\n%s", text)
	}
	secrets := map[string]string{
		"payment password": password, "new payment password": next, "mobile account number": number,
		"bank account number": bank, "account holder's name": name,
	}
	for what, secret := range secrets {
		if strings.Contains(text, secret) {
			t.Errorf("the %s is in the log", what)
		}
		for _, b := range bodies {
			if strings.Contains(b, secret) && what != "account holder's name" { // the player's own name is answered back
				t.Errorf("the %s is in an answer: %s", what, b)
			}
		}
	}
}

// The same over the real stack, the way the site uses it: a payment password set, an account
// bound with its full number, withdrawals that pass and fail, a back office that fails.
func TestNoMoneySecretsOverTheUpstream(t *testing.T) {
	const (
		password = "864213"
		number   = "01799887766"
	)
	var logs bfftest.Logs
	s := bfftest.NewStack(t, bfftest.LogInto(t, &logs))
	cookie := s.SignIn("demo01")
	var bodies []string
	send := func(method, target, body string) *httptest.ResponseRecorder {
		t.Helper()
		req := bfftest.APIRequest(method, target, body)
		req.Header.Set("Idempotency-Key", newKey())
		req.AddCookie(cookie)
		rec := bfftest.Serve(s.Server, req)
		bodies = append(bodies, rec.Body.String())
		return rec
	}
	bfftest.WantStatus(t, send(http.MethodPut, "/api/v1/me/payment-password", `{"newPassword":"`+password+`","confirmPassword":"`+password+`"}`), http.StatusOK)
	bound := send(http.MethodPost, "/api/v1/payout-accounts", `{"kind":"mobile","providerCode":"NAGAD","accountName":"Rahim Uddin","accountNumber":"`+number+`","paymentPassword":"`+password+`"}`)
	bfftest.WantStatus(t, bound, http.StatusCreated)
	account := bfftest.Decode[wallet.PayoutAccount](t, bound.Body.Bytes()).ID
	withdraw := `{"accountId":"` + account + `","amount":"500","paymentPassword":"` + password + `"}`
	bfftest.WantStatus(t, send(http.MethodPost, "/api/v1/withdrawals", withdraw), http.StatusCreated)
	send(http.MethodPost, "/api/v1/withdrawals", `{"accountId":"`+account+`","amount":"500","paymentPassword":"`+password[:5]+`0"}`)
	send(http.MethodPost, "/api/v1/payout-accounts", `{"kind":"mobile","providerCode":"NAGAD","accountName":"Rahim Uddin","accountNumber":"`+number+`","paymentPassword":"`+password+`"}`)
	s.Scenario(bfftest.Failing(upWithdraw, "/wps/member/bankCard"))
	bfftest.ExpectProblem(t, send(http.MethodPost, "/api/v1/withdrawals", withdraw), http.StatusServiceUnavailable, "upstream_unavailable")
	send(http.MethodPost, "/api/v1/payout-accounts", `{"kind":"bank","providerCode":"DBBL","accountName":"Rahim Uddin","accountNumber":"2051339900417","paymentPassword":"`+password+`"}`)
	for _, target := range []string{"/api/v1/payout-accounts", "/api/v1/withdrawal-options", "/api/v1/withdrawals", "/api/v1/me/security"} {
		bodies = append(bodies, s.Call(http.MethodGet, target, "", cookie).Body.String())
	}

	text := logs.String()
	if !strings.Contains(text, `"route":"/api/v1/withdrawals"`) || !strings.Contains(text, "request failed") {
		t.Fatalf("the log did not capture the visit:\n%s", text)
	}
	for what, secret := range map[string]string{"payment password": password, "account number": number, "bank account number": "2051339900417"} {
		if strings.Contains(text, secret) {
			t.Errorf("the %s is in the log", what)
		}
		for _, b := range bodies {
			if strings.Contains(b, secret) {
				t.Errorf("the %s is in an answer: %s", what, b)
			}
		}
	}
}
