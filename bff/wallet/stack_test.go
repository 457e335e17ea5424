package wallet_test

import (
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/casinobff/bff/adapters/fakeupstream"
	"github.com/casinobff/bff/bff/bfftest"
	"github.com/casinobff/bff/bff/httpx"
	"github.com/casinobff/bff/bff/wallet"
)

// The upstream paths of the money writes (docs/UPSTREAM.md, "Money").
const (
	upWithdraw = "/wps/transaction/withdraw"
	upTransfer = "/wps/relay/GCS_walletTransfer"
)

// writeTimeout is the wallet client's deadline over the real stack in these tests: short, so
// that a write the fake holds longer runs out in a fraction of a second.
const writeTimeout = 300 * time.Millisecond

// agentPaymentPassword is agent01's payment password in the fake upstream.
const agentPaymentPassword = "246810"

// post sends a money write as the site does, with its key.
func post(s *bfftest.Stack, target, body, key string, cookie *http.Cookie) *httptest.ResponseRecorder {
	req := bfftest.APIRequest(http.MethodPost, target, body)
	req.Header.Set("Idempotency-Key", key)
	req.AddCookie(cookie)
	return bfftest.Serve(s.Server, req)
}

// A double tap over the real stack, race detector on: the same withdrawal twice at once with
// one key reaches the upstream once and debits once; with two keys, twice.
func TestDoubleTapOverTheUpstream(t *testing.T) {
	for _, tt := range []struct {
		name     string
		keys     [2]string
		withdraw int
	}{
		{"one key", [2]string{"tap-0000001", "tap-0000001"}, 1},
		{"two keys", [2]string{"tap-0000002", "tap-0000003"}, 2},
	} {
		t.Run(tt.name, func(t *testing.T) {
			s := bfftest.NewStack(t)
			// agent01 has a payment password and a bank account bound (docs/UPSTREAM.md).
			cookie := s.SignIn("agent01")
			before, account := withdrawable(t, s, cookie)
			body := `{"accountId":"` + account + `","amount":"600","paymentPassword":"` + agentPaymentPassword + `"}`
			// The fake answers a withdrawal after a little while, so that both are in flight.
			s.Scenario(fakeupstream.Scenario{Name: fakeupstream.Normal, Latency: 50 * time.Millisecond, Paths: []string{upWithdraw}})
			s.Fake.ResetHits()
			answers := make(chan *httptest.ResponseRecorder, 2)
			for _, key := range tt.keys {
				go func() { answers <- post(s, "/api/v1/withdrawals", body, key, cookie) }()
			}
			a, b := <-answers, <-answers
			bfftest.WantStatus(t, a, http.StatusCreated)
			bfftest.WantStatus(t, b, http.StatusCreated)
			if (a.Body.String() == b.Body.String()) != (tt.withdraw == 1) {
				t.Errorf("answers %s and %s", a.Body, b.Body)
			}
			if n := s.Fake.Hits()[upWithdraw]; n != tt.withdraw {
				t.Fatalf("the upstream saw %d withdrawals, want %d", n, tt.withdraw)
			}
			after, _ := withdrawable(t, s, cookie)
			if got, want := before-after, 600*tt.withdraw; got != want {
				t.Errorf("withdrawable went from %d to %d: %d debited, want %d", before, after, got, want)
			}
		})
	}
}

// A transfer whose answer does not come before the client's deadline is outcome_unknown; it
// reached the upstream exactly once, and its repeat is answered the same without another.
func TestTransferTimeoutIsOutcomeUnknown(t *testing.T) {
	s := bfftest.NewStack(t, bfftest.WithWalletTimeout(writeTimeout))
	cookie := s.SignIn("demo01")
	s.Scenario(fakeupstream.Scenario{Name: fakeupstream.Slow, Latency: 2 * writeTimeout, Paths: []string{upTransfer}})
	s.Fake.ResetHits()
	const body = `{"from":"MAIN","to":"JL","amount":"100"}`
	first := post(s, "/api/v1/wallet-transfers", body, "slow-transfer-1", cookie)
	bfftest.ExpectProblem(t, first, http.StatusBadGateway, httpx.CodeOutcomeUnknown)
	again := post(s, "/api/v1/wallet-transfers", body, "slow-transfer-1", cookie)
	if again.Code != http.StatusBadGateway || again.Body.String() != first.Body.String() {
		t.Fatalf("the repeat: %d %s", again.Code, again.Body)
	}
	if n := s.Fake.Hits()[upTransfer]; n != 1 {
		t.Fatalf("the upstream saw the transfer %d times, want once", n)
	}
}

// withdrawable reads the withdrawal options: the withdrawable amount in whole taka, and the
// first payout account.
func withdrawable(t *testing.T, s *bfftest.Stack, cookie *http.Cookie) (int, string) {
	t.Helper()
	rec := s.Call(http.MethodGet, "/api/v1/withdrawal-options", "", cookie)
	bfftest.WantStatus(t, rec, http.StatusOK)
	o := bfftest.Decode[wallet.WithdrawalOptions](t, rec.Body.Bytes())
	if len(o.Accounts) == 0 {
		t.Fatalf("no payout account: %s", rec.Body)
	}
	whole, err := strconv.Atoi(strings.TrimSuffix(o.Withdrawable, ".00"))
	if err != nil {
		t.Fatalf("withdrawable %q", o.Withdrawable)
	}
	return whole, o.Accounts[0].ID
}
