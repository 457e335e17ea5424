package wallet_test

import (
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

const withdrawal = `{"accountId":"pa1","amount":"1,500","paymentPassword":"১৩৫৭৯০"}`

func TestWithdrawalOptions(t *testing.T) {
	m := newMoney(t)
	o := bfftest.Decode[wallet.WithdrawalOptions](t, m.do(http.MethodGet, "/api/v1/withdrawal-options", "").Body.Bytes())
	if o.Withdrawable != "10000.00" || o.Rules.Min != "500.00" || o.Rules.Max != "50000.00" || o.Rules.DailyCount != 3 ||
		o.Rules.RemainingTurnover != "0.00" || !o.HasPaymentPassword || len(o.Accounts) != 1 || o.Accounts[0].LastDigits != "5678" {
		t.Fatalf("%+v", o)
	}
	m.fake.Options.Rules.HasTurnover = false
	o = bfftest.Decode[wallet.WithdrawalOptions](t, m.do(http.MethodGet, "/api/v1/withdrawal-options", "").Body.Bytes())
	if o.Rules.RemainingTurnover != "" {
		t.Errorf("a turnover the back office did not give: %q", o.Rules.RemainingTurnover)
	}
}

func TestWithdraw(t *testing.T) {
	m := newMoney(t)
	rec := m.do(http.MethodPost, "/api/v1/withdrawals", withdrawal)
	bfftest.WantStatus(t, rec, http.StatusCreated)
	w := bfftest.Decode[wallet.Withdrawal](t, rec.Body.Bytes())
	if w.Amount != "1500.00" || w.Status != "pending" || w.Account.LastDigits != "5678" || w.CreatedAt != "2026-11-22T12:00:00+06:00" {
		t.Fatalf("%+v", w)
	}
	r, ok := m.fake.Writes()[0].(adapters.WithdrawalRequest)
	if !ok || r.AccountID != "pa1" || !r.Amount.Equal(decimal.RequireFromString("1500")) || r.PaymentPassword != "135790" || r.IdempotencyKey == "" {
		t.Fatalf("sent %+v", r)
	}
}

// What the withdrawal options show is refused before anything is sent, and the key stays free.
func TestWithdrawChecksTheOptions(t *testing.T) {
	tests := []struct {
		name   string
		body   string
		change func(o *adapters.WithdrawalOptions)
		status int
		code   httpx.Code
		fields map[string]string
		detail string
	}{
		{"no payment password yet", withdrawal, func(o *adapters.WithdrawalOptions) { o.HasPaymentPassword = false }, 409, httpx.CodePaymentPasswordRequired, nil, ""},
		{"today's count used", withdrawal, func(o *adapters.WithdrawalOptions) { o.Rules.DailyUsed = 3 }, 422, httpx.CodeWithdrawalLimitReached, nil, ""},
		{"turnover owed", withdrawal, func(o *adapters.WithdrawalOptions) { o.Rules.RemainingTurnover = decimal.RequireFromString("250.50") }, 422, httpx.CodeTurnoverIncomplete, nil, ""},
		{"more than is withdrawable", withdrawal, func(o *adapters.WithdrawalOptions) { o.Rules.Withdrawable = decimal.RequireFromString("1499.99") }, 422, httpx.CodeInsufficientFunds, nil, ""},
		{"below the minimum", `{"accountId":"pa1","amount":"499.99","paymentPassword":"135790"}`, nil, 400, httpx.CodeValidationFailed, map[string]string{"amount": "out_of_range"}, "500.00 to 50000.00"},
		{"above the maximum", `{"accountId":"pa1","amount":"50000.01","paymentPassword":"135790"}`, nil, 400, httpx.CodeValidationFailed, map[string]string{"amount": "out_of_range"}, "500.00 to 50000.00"},
		{"no such account", `{"accountId":"pa9","amount":"1500","paymentPassword":"135790"}`, nil, 400, httpx.CodeValidationFailed, map[string]string{"accountId": "unknown"}, ""},
		{"nothing", `{}`, nil, 400, httpx.CodeValidationFailed, map[string]string{"accountId": "required", "amount": "required", "paymentPassword": "required"}, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m := newMoney(t)
			if tt.change != nil {
				tt.change(&m.fake.Options)
			}
			rec := m.do(http.MethodPost, "/api/v1/withdrawals", tt.body)
			if tt.fields != nil {
				got, details := fields(t, rec)
				if !equal(got, tt.fields) || details["amount"] != tt.detail {
					t.Fatalf("fields %v %v", got, details)
				}
			} else {
				bfftest.ExpectProblem(t, rec, tt.status, tt.code)
			}
			if m.fake.Calls("Withdraw") != 0 {
				t.Error("a refused withdrawal reached the upstream")
			}
		})
	}
}

func TestPayoutAccounts(t *testing.T) {
	m := newMoney(t)
	out := bfftest.Decode[wallet.PayoutAccounts](t, m.do(http.MethodGet, "/api/v1/payout-accounts", "").Body.Bytes())
	if len(out.Items) != 1 || out.Items[0].LastDigits != "5678" || len(out.Providers) != 2 || out.Providers[1].Kind != adapters.PayoutBank {
		t.Fatalf("%+v", out)
	}
}

func TestBindPayoutAccount(t *testing.T) {
	m := newMoney(t)
	rec := m.do(http.MethodPost, "/api/v1/payout-accounts",
		`{"kind":"mobile","providerCode":"bkash","accountName":" Rahim Uddin ","accountNumber":"০১৭১২-৩৪৫ ৬৭৮","paymentPassword":"135790"}`)
	bfftest.WantStatus(t, rec, http.StatusCreated)
	a := bfftest.Decode[wallet.PayoutAccount](t, rec.Body.Bytes())
	if a.LastDigits != "5678" || a.Kind != adapters.PayoutMobile || a.AccountName != "Rahim Uddin" {
		t.Fatalf("%+v", a)
	}
	sent, ok := m.fake.Writes()[0].(adapters.NewPayoutAccount)
	if !ok || sent.Number != "01712345678" || sent.ProviderCode != "BKASH" || sent.PaymentPassword != "135790" || sent.IdempotencyKey == "" {
		t.Fatalf("sent %+v", sent)
	}
}

// lastDigits is a whole number from an adapter that forgot to mask it: four digits are answered
// all the same.
func TestPayoutAccountNeverWhole(t *testing.T) {
	m := newMoney(t)
	m.fake.Options.Accounts[0].LastDigits = "01712345678"
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
			if got, _ := fields(t, m.do(http.MethodPost, "/api/v1/payout-accounts", tt.body)); !equal(got, tt.want) {
				t.Fatalf("fields %v, want %v", got, tt.want)
			}
			if len(m.fake.Writes()) != 0 {
				t.Error("a refused account reached the upstream")
			}
		})
	}
	m := newMoney(t)
	m.fake.Options.HasPaymentPassword = false
	bfftest.ExpectProblem(t, m.do(http.MethodPost, "/api/v1/payout-accounts", endpoints[11].body), http.StatusConflict, httpx.CodePaymentPasswordRequired)
}

func TestSecurity(t *testing.T) {
	m := newMoney(t)
	s := bfftest.Decode[wallet.Security](t, m.do(http.MethodGet, "/api/v1/me/security", "").Body.Bytes())
	if !s.HasPaymentPassword || s.PayoutAccounts != 1 || s.Email != "d****1@example.com" || s.Mobile != "*******5678" || s.Nickname != "Lucky" {
		t.Fatalf("%+v", s)
	}
}

func TestPaymentPassword(t *testing.T) {
	tests := []struct {
		name, body string
		want       map[string]string // nil: set
		sent       adapters.PaymentPasswordChange
	}{
		{"the first one", `{"newPassword":"246801","confirmPassword":"246801"}`, nil, adapters.PaymentPasswordChange{New: "246801"}},
		{"a change, in Bengali digits", `{"currentPassword":"১৩৫৭৯০","newPassword":"২৪৬৮০১","confirmPassword":"246801"}`, nil, adapters.PaymentPasswordChange{Current: "135790", New: "246801"}},
		{"not six digits", `{"newPassword":"12345","confirmPassword":"12345"}`, map[string]string{"newPassword": "password_format"}, adapters.PaymentPasswordChange{}},
		{"letters", `{"newPassword":"12345a","confirmPassword":"12345a"}`, map[string]string{"newPassword": "password_format"}, adapters.PaymentPasswordChange{}},
		{"the same", `{"currentPassword":"135790","newPassword":"135790","confirmPassword":"135790"}`, map[string]string{"newPassword": "password_same"}, adapters.PaymentPasswordChange{}},
		{"not confirmed", `{"newPassword":"246801","confirmPassword":"246802"}`, map[string]string{"confirmPassword": "confirm_mismatch"}, adapters.PaymentPasswordChange{}},
		{"nothing", `{}`, map[string]string{"newPassword": "required", "confirmPassword": "required"}, adapters.PaymentPasswordChange{}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m := newMoney(t)
			rec := m.do(http.MethodPut, "/api/v1/me/payment-password", tt.body)
			if tt.want != nil {
				if got, _ := fields(t, rec); !equal(got, tt.want) {
					t.Fatalf("fields %v, want %v", got, tt.want)
				}
				return
			}
			bfftest.WantStatus(t, rec, http.StatusOK)
			if got := m.fake.Writes(); len(got) != 1 || got[0] != tt.sent {
				t.Fatalf("sent %+v", got)
			}
		})
	}
}

// What sends a payment password upstream is limited per member: past the limit the answer is
// rate_limited with Retry-After, nothing is sent, and the key stays free.
func TestPaymentPasswordAttemptsLimited(t *testing.T) {
	m := newMoney(t, func(o *bff.Options) {
		o.RateLimits = map[string]ratelimit.Rule{wallet.LimitPaymentPassword: {Limit: 2, Window: time.Hour}}
	})
	bfftest.WantStatus(t, m.do(http.MethodPost, "/api/v1/withdrawals", withdrawal), http.StatusCreated)
	bfftest.WantStatus(t, m.do(http.MethodPut, "/api/v1/me/payment-password", `{"currentPassword":"135790","newPassword":"246801","confirmPassword":"246801"}`), http.StatusOK)
	h := m.header(http.MethodPost)
	rec := m.do(http.MethodPost, "/api/v1/payout-accounts", endpoints[11].body, h)
	bfftest.ExpectProblem(t, rec, http.StatusTooManyRequests, httpx.CodeRateLimited)
	if rec.Header().Get("Retry-After") == "" {
		t.Error("no Retry-After")
	}
	if m.fake.Calls("BindPayoutAccount") != 0 {
		t.Error("the account was sent past the limit")
	}
	// Another member is not limited by demo01's attempts.
	other := otherMember(t, m)
	other.Set("Idempotency-Key", h.Get("Idempotency-Key"))
	bfftest.WantStatus(t, m.do(http.MethodPost, "/api/v1/payout-accounts", endpoints[11].body, other), http.StatusCreated)
	// A transfer carries no password: not limited.
	bfftest.WantStatus(t, m.do(http.MethodPost, "/api/v1/wallet-transfers", endpoints[2].body), http.StatusOK)
}
