package wallet_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"sync"
	"testing"

	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/bff"
	"github.com/casinobff/bff/bff/bfftest"
	"github.com/casinobff/bff/bff/logging"
	"github.com/casinobff/bff/bff/sites"
)

// lockedBuffer is a log destination the server's goroutines may write to at once.
type lockedBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *lockedBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *lockedBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

// leaky is a wallet backend as careless as one can be: its failures quote the request, secrets
// and all, the way an adapter's error might quote an upstream body.
type leaky struct{ *bfftest.Money }

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
	var logs lockedBuffer
	log, err := logging.New("json", "debug", &logs)
	if err != nil {
		t.Fatal(err)
	}
	withLog := func(o *bff.Options) { o.Logger = log }
	careful := newMoney(t, withLog)
	careless := newMoney(t, withLog)
	careless = newMoney(t, withLog, bfftest.WithBackends(func(b *sites.Backends) { b.Wallet = leaky{careless.fake} }))

	bind := func(kind, provider, num string) string {
		return `{"kind":"` + kind + `","providerCode":"` + provider + `","accountName":"` + name + `","accountNumber":"` + num + `","paymentPassword":"` + password + `"}`
	}
	var bodies []string
	for _, m := range []*money{careful, careless} {
		for _, call := range []struct{ method, target, body string }{
			{http.MethodPost, "/api/v1/payout-accounts", bind("mobile", "BKASH", number)},
			{http.MethodPost, "/api/v1/payout-accounts", bind("bank", "DBBL", bank)},
			{http.MethodPost, "/api/v1/withdrawals", `{"accountId":"pa1","amount":"1500","paymentPassword":"` + password + `"}`},
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
