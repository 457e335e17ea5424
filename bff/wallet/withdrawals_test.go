package wallet_test

import (
	"encoding/json"
	"net/http"
	"testing"
	"time"

	"github.com/shopspring/decimal"

	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/bff"
	"github.com/casinobff/bff/bff/bfftest"
	"github.com/casinobff/bff/bff/httpx"
	"github.com/casinobff/bff/bff/ratelimit"
	"github.com/casinobff/bff/bff/wallet"
)

const withdrawal = `{"accountId":"` + demoAccount + `","amount":"1,500","paymentPassword":"১৩৫৭৯০"}`

func TestWithdrawalOptions(t *testing.T) {
	m := newMoney(t)
	m.ready()
	o := bfftest.Decode[wallet.WithdrawalOptions](t, m.do(http.MethodGet, "/api/v1/withdrawal-options", "").Body.Bytes())
	if o.Withdrawable != "10000.00" || o.Rules.Min != "500.00" || o.Rules.Max != "50000.00" || o.Rules.DailyCount != 3 ||
		o.Rules.RemainingTurnover != "0.00" || !o.HasPaymentPassword || len(o.Accounts) != 1 || o.Accounts[0].LastDigits != "5678" {
		t.Fatalf("%+v", o)
	}
	// A back office that does not track turnover leaves it out of its rules.
	m.answering(`{"withdrawable": 10000.00, "minAmount": 500.00, "maxAmount": 50000.00, "dailyCount": 3, "dailyUsed": 0}`, upRules)
	o = bfftest.Decode[wallet.WithdrawalOptions](t, m.do(http.MethodGet, "/api/v1/withdrawal-options", "").Body.Bytes())
	if o.Rules.RemainingTurnover != "" {
		t.Errorf("a turnover the back office did not give: %q", o.Rules.RemainingTurnover)
	}
}

// withdrawalSent is a withdrawal's body as the upstream received it (decrypted).
type withdrawalSent struct {
	Account         string          `json:"bankCardId"`
	Amount          decimal.Decimal `json:"amount"`
	PaymentPassword string          `json:"paymentPassword"`
}

func TestWithdraw(t *testing.T) {
	m := newMoney(t)
	m.ready()
	rec := m.do(http.MethodPost, "/api/v1/withdrawals", withdrawal)
	bfftest.WantStatus(t, rec, http.StatusCreated)
	w := bfftest.Decode[wallet.Withdrawal](t, rec.Body.Bytes())
	if w.Amount != "1500.00" || w.Status != "pending" || w.Account.LastDigits != "5678" || w.CreatedAt != "2026-11-22T18:00:00+06:00" {
		t.Fatalf("%+v", w)
	}
	sent := m.writes()
	var r withdrawalSent
	if len(sent) != 1 || json.Unmarshal(sent[0].Body, &r) != nil || r.Account != demoAccount || !r.Amount.Equal(decimal.RequireFromString("1500")) ||
		r.PaymentPassword != "135790" || sent[0].IdempotencyKey == "" {
		t.Fatalf("sent %+v", sent)
	}
}

// What the withdrawal options show is refused before anything is sent, and the key stays free.
func TestWithdrawChecksTheOptions(t *testing.T) {
	ready := func(m *money) { m.ready() }
	tests := []struct {
		name   string
		body   string
		setup  func(m *money) // demo01 ready when nil
		status int
		code   httpx.Code
		fields map[string]string
		detail string
	}{
		{"no payment password yet", withdrawal, func(*money) {}, 409, httpx.CodePaymentPasswordRequired, nil, ""},
		{"today's count used", withdrawal, func(m *money) {
			ready(m)
			for range 3 {
				bfftest.WantStatus(m.t, m.do(http.MethodPost, "/api/v1/withdrawals", `{"accountId":"`+demoAccount+`","amount":"500","paymentPassword":"135790"}`), http.StatusCreated)
			}
		}, 422, httpx.CodeWithdrawalLimitReached, nil, ""},
		{"turnover owed", withdrawal, func(m *money) {
			ready(m)
			// An approved deposit with the daily reload bonus: (1000 + 100) x 3 to bet first.
			d := bfftest.Decode[wallet.Deposit](m.t, m.do(http.MethodPost, "/api/v1/deposits", `{"methodId":"PG-301","amount":"1000","promotionId":"RL10"}`).Body.Bytes())
			if err := m.fake().ApproveDeposit(d.ID); err != nil {
				m.t.Fatal(err)
			}
		}, 422, httpx.CodeTurnoverIncomplete, nil, ""},
		{"more than is withdrawable", withdrawal, func(m *money) {
			ready(m)
			bfftest.WantStatus(m.t, m.do(http.MethodPost, "/api/v1/wallet-transfers", `{"from":"MAIN","to":"JL","amount":"8500.01"}`), http.StatusOK)
		}, 422, httpx.CodeInsufficientFunds, nil, ""},
		{"below the minimum", `{"accountId":"` + demoAccount + `","amount":"499.99","paymentPassword":"135790"}`, nil, 400, httpx.CodeValidationFailed, map[string]string{"amount": "out_of_range"}, "500.00 to 50000.00"},
		{"above the maximum", `{"accountId":"` + demoAccount + `","amount":"50000.01","paymentPassword":"135790"}`, nil, 400, httpx.CodeValidationFailed, map[string]string{"amount": "out_of_range"}, "500.00 to 50000.00"},
		{"no such account", `{"accountId":"pa9","amount":"1500","paymentPassword":"135790"}`, nil, 400, httpx.CodeValidationFailed, map[string]string{"accountId": "unknown"}, ""},
		{"nothing", `{}`, nil, 400, httpx.CodeValidationFailed, map[string]string{"accountId": "required", "amount": "required", "paymentPassword": "required"}, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m := newMoney(t)
			if tt.setup == nil {
				tt.setup = ready
			}
			tt.setup(m)
			m.fake().ResetHits()
			rec := m.do(http.MethodPost, "/api/v1/withdrawals", tt.body)
			if tt.fields != nil {
				got, details := fields(t, rec)
				if !equal(got, tt.fields) || details["amount"] != tt.detail {
					t.Fatalf("fields %v %v", got, details)
				}
			} else {
				bfftest.ExpectProblem(t, rec, tt.status, tt.code)
			}
			if m.hits(upWithdraw) != 0 {
				t.Error("a refused withdrawal reached the upstream")
			}
		})
	}
}

func TestPayoutAccounts(t *testing.T) {
	m := newMoney(t)
	m.ready()
	out := bfftest.Decode[wallet.PayoutAccounts](t, m.do(http.MethodGet, "/api/v1/payout-accounts", "").Body.Bytes())
	if len(out.Items) != 1 || out.Items[0].LastDigits != "5678" || len(out.Providers) != 6 || out.Providers[3].Kind != adapters.PayoutBank {
		t.Fatalf("%+v", out)
	}
}

// payoutAccountSent is a payout account's body as the upstream received it (decrypted).
type payoutAccountSent struct {
	Provider        string `json:"bankCode"`
	Number          string `json:"accountNo"`
	PaymentPassword string `json:"paymentPassword"`
}

func TestBindPayoutAccount(t *testing.T) {
	m := newMoney(t)
	bfftest.WantStatus(t, m.do(http.MethodPut, "/api/v1/me/payment-password", `{"newPassword":"135790","confirmPassword":"135790"}`), http.StatusOK)
	m.fake().ResetHits()
	rec := m.do(http.MethodPost, "/api/v1/payout-accounts",
		`{"kind":"mobile","providerCode":"bkash","accountName":" Rahim Uddin ","accountNumber":"০১৭১২-৩৪৫ ৬৭৮","paymentPassword":"135790"}`)
	bfftest.WantStatus(t, rec, http.StatusCreated)
	a := bfftest.Decode[wallet.PayoutAccount](t, rec.Body.Bytes())
	if a.LastDigits != "5678" || a.Kind != adapters.PayoutMobile || a.AccountName != "Rahim Uddin" {
		t.Fatalf("%+v", a)
	}
	sent := m.writes()
	var r payoutAccountSent
	if len(sent) != 1 || json.Unmarshal(sent[0].Body, &r) != nil || r.Number != "01712345678" || r.Provider != "BKASH" ||
		r.PaymentPassword != "135790" || sent[0].IdempotencyKey == "" {
		t.Fatalf("sent %+v", sent)
	}
}

// An account number the back office answers whole is answered four digits all the same.
func TestPayoutAccountNeverWhole(t *testing.T) {
	m := newMoney(t)
	m.ready()
	m.answering(`[{"bankCardId": "BC00000002", "type": "MOBILE", "bankCode": "BKASH", "bankName": "bKash", "accountName": "Demo Player", "accountNo": "01712345678", "isDefault": true}]`,
		"GET "+upBankCard)
	out := bfftest.Decode[wallet.PayoutAccounts](t, m.do(http.MethodGet, "/api/v1/payout-accounts", "").Body.Bytes())
	if out.Items[0].LastDigits != "5678" {
		t.Fatalf("%+v", out.Items[0])
	}
}

func TestBindPayoutAccountValidation(t *testing.T) {
	tests := []struct {
		name, body string
		want       map[string]string
	}{
		{"nothing", `{}`, map[string]string{"kind": "invalid", "providerCode": "required", "accountName": "required", "accountNumber": "required", "paymentPassword": "required"}},
		{"letters in the number", `{"kind":"bank","providerCode":"DBBL","accountName":"A","accountNumber":"12ab5678","paymentPassword":"1"}`, map[string]string{"accountNumber": "invalid"}},
		{"a short number", `{"kind":"bank","providerCode":"DBBL","accountName":"A","accountNumber":"12345","paymentPassword":"1"}`, map[string]string{"accountNumber": "invalid"}},
		{"a provider of the other kind", `{"kind":"mobile","providerCode":"DBBL","accountName":"A","accountNumber":"1234567","paymentPassword":"1"}`, map[string]string{"providerCode": "unknown"}},
		{"no such provider", `{"kind":"bank","providerCode":"NOPE","accountName":"A","accountNumber":"1234567","paymentPassword":"1"}`, map[string]string{"providerCode": "unknown"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m := newMoney(t)
			m.ready()
			if got, _ := fields(t, m.do(http.MethodPost, "/api/v1/payout-accounts", tt.body)); !equal(got, tt.want) {
				t.Fatalf("fields %v, want %v", got, tt.want)
			}
			if len(m.writes()) != 0 {
				t.Error("a refused account reached the upstream")
			}
		})
	}
	// demo01 has no payment password yet.
	m := newMoney(t)
	bfftest.ExpectProblem(t, m.do(http.MethodPost, "/api/v1/payout-accounts", endpoints[11].body), http.StatusConflict, httpx.CodePaymentPasswordRequired)
}

func TestSecurity(t *testing.T) {
	m := newMoney(t)
	m.answering(`{"hasWithdrawalPassword": true, "email": "demo01@example.com", "mobileNum": "01712345678", "payeeName": "Rahim Uddin", "nickname": "Lucky", "bankCardCount": 1}`, upSecurity)
	s := bfftest.Decode[wallet.Security](t, m.do(http.MethodGet, "/api/v1/me/security", "").Body.Bytes())
	if !s.HasPaymentPassword || s.PayoutAccounts != 1 || s.Email != "d****1@example.com" || s.Mobile != "*******5678" || s.Nickname != "Lucky" {
		t.Fatalf("%+v", s)
	}
}

func TestPaymentPassword(t *testing.T) {
	tests := []struct {
		name, body string
		want       map[string]string // nil: set
		current    bool              // demo01 has 135790 already
		method     string            // of the call that sets it upstream
		sent       map[string]string // its body (decrypted)
	}{
		{
			"the first one", `{"newPassword":"246801","confirmPassword":"246801"}`, nil, false,
			http.MethodPut,
			map[string]string{"paymentPassword": "246801", "confirmPaymentPassword": "246801"},
		},
		{
			"a change, in Bengali digits", `{"currentPassword":"১৩৫৭৯০","newPassword":"২৪৬৮০১","confirmPassword":"246801"}`, nil, true,
			http.MethodPost,
			map[string]string{"oldPaymentPassword": "135790", "newPaymentPassword": "246801", "confirmPaymentPassword": "246801"},
		},
		{"not six digits", `{"newPassword":"12345","confirmPassword":"12345"}`, map[string]string{"newPassword": "password_format"}, false, "", nil},
		{"letters", `{"newPassword":"12345a","confirmPassword":"12345a"}`, map[string]string{"newPassword": "password_format"}, false, "", nil},
		{"the same", `{"currentPassword":"135790","newPassword":"135790","confirmPassword":"135790"}`, map[string]string{"newPassword": "password_same"}, true, "", nil},
		{"not confirmed", `{"newPassword":"246801","confirmPassword":"246802"}`, map[string]string{"confirmPassword": "confirm_mismatch"}, false, "", nil},
		{"nothing", `{}`, map[string]string{"newPassword": "required", "confirmPassword": "required"}, false, "", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m := newMoney(t)
			if tt.current {
				bfftest.WantStatus(t, m.do(http.MethodPut, "/api/v1/me/payment-password", `{"newPassword":"135790","confirmPassword":"135790"}`), http.StatusOK)
				m.fake().ResetHits()
			}
			rec := m.do(http.MethodPut, "/api/v1/me/payment-password", tt.body)
			if tt.want != nil {
				if got, _ := fields(t, rec); !equal(got, tt.want) {
					t.Fatalf("fields %v, want %v", got, tt.want)
				}
				return
			}
			bfftest.WantStatus(t, rec, http.StatusOK)
			got := m.writes()
			var body map[string]string
			if len(got) != 1 || got[0].Method != tt.method || json.Unmarshal(got[0].Body, &body) != nil || !equal(body, tt.sent) {
				t.Fatalf("sent %+v, want %s %v", got, tt.method, tt.sent)
			}
		})
	}
}

// What sends a payment password upstream is limited per member: past the limit the answer is
// rate_limited with Retry-After, nothing is sent, and the key stays free. agent01 has a
// payment password and a bank account to begin with.
func TestPaymentPasswordAttemptsLimited(t *testing.T) {
	m := newMoney(t, func(o *bff.Options) {
		o.RateLimits = map[string]ratelimit.Rule{wallet.LimitPaymentPassword: {Limit: 2, Window: time.Hour}}
	})
	m.as("agent01")
	bfftest.WantStatus(t, m.do(http.MethodPost, "/api/v1/withdrawals", `{"accountId":"BC00000001","amount":"1500","paymentPassword":"`+agentPaymentPassword+`"}`), http.StatusCreated)
	bfftest.WantStatus(t, m.do(http.MethodPut, "/api/v1/me/payment-password", `{"currentPassword":"`+agentPaymentPassword+`","newPassword":"135790","confirmPassword":"135790"}`), http.StatusOK)
	m.fake().ResetHits()
	h := m.header(http.MethodPost)
	rec := m.do(http.MethodPost, "/api/v1/payout-accounts", endpoints[11].body, h)
	bfftest.ExpectProblem(t, rec, http.StatusTooManyRequests, httpx.CodeRateLimited)
	if rec.Header().Get("Retry-After") == "" {
		t.Error("no Retry-After")
	}
	if len(m.writes()) != 0 {
		t.Error("the account was sent past the limit")
	}
	// Another member is not limited by agent01's attempts: demo01 sets its payment password
	// (one attempt of its own) and binds the account with agent01's key.
	m.as("demo01")
	bfftest.WantStatus(t, m.do(http.MethodPut, "/api/v1/me/payment-password", `{"newPassword":"135790","confirmPassword":"135790"}`), http.StatusOK)
	other := m.header(http.MethodPost)
	other.Set("Idempotency-Key", h.Get("Idempotency-Key"))
	bfftest.WantStatus(t, m.do(http.MethodPost, "/api/v1/payout-accounts", endpoints[11].body, other), http.StatusCreated)
	// A transfer carries no password: not limited.
	m.as("agent01")
	bfftest.WantStatus(t, m.do(http.MethodPost, "/api/v1/wallet-transfers", endpoints[2].body), http.StatusOK)
}
