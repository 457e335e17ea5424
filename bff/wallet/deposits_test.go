package wallet_test

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"image/png"
	"net/http"
	"strings"
	"testing"

	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/bff/bfftest"
	"github.com/casinobff/bff/bff/wallet"
)

func TestDepositMethods(t *testing.T) {
	m := newMoney(t)
	out := bfftest.Decode[wallet.DepositMethods](t, m.do(http.MethodGet, "/api/v1/deposit-methods", "").Body.Bytes())
	if len(out.Methods) != 6 || out.Currency != "BDT" || len(out.Promotions) != 1 {
		t.Fatalf("%+v", out)
	}
	bkash := out.Methods[0]
	if bkash.Min != "200.00" || bkash.Max != "25000.00" || strings.Join(bkash.Presets, ",") != "500.00,1000.00,2000.00,5000.00,10000.00" ||
		bkash.PayTo == nil || bkash.PayTo.AccountNumber != "01711000101" || bkash.Reference != "DP10086521" {
		t.Fatalf("bKash %+v", bkash)
	}
	if p := out.Promotions[0]; p.Percent != "10" || p.MaxBonus != "1000.00" || p.MinDeposit != "1000.00" || p.Turnover != "3" {
		t.Fatalf("promotion %+v", p)
	}
}

// depositSent is a deposit's body as the upstream received it.
type depositSent struct {
	PromotionID   string `json:"promotionId"`
	SenderAccount string `json:"senderAccount"`
	TransactionID string `json:"transactionId"`
}

func TestDeposit(t *testing.T) {
	tests := []struct {
		name, body string
		check      func(t *testing.T, d wallet.Deposit, r depositSent)
	}{
		{"a gateway: the page to open", `{"methodId":"PG-301","amount":"1,500"}`, func(t *testing.T, d wallet.Deposit, r depositSent) {
			if d.Kind != adapters.DepositGateway || d.RedirectURL == "" || d.Amount != "1500.00" || d.Status != "pending" {
				t.Errorf("%+v", d)
			}
		}},
		{"a mobile transfer: the account it went to", `{"methodId":"MA-101","amount":"৫০০","senderAccount":"01812 345678","transactionId":"TX9AB12"}`, func(t *testing.T, d wallet.Deposit, r depositSent) {
			if d.PayTo == nil || d.PayTo.Provider != "bKash" || d.Reference != "DP10086521" || d.Amount != "500.00" {
				t.Errorf("%+v", d)
			}
			if r.SenderAccount != "01812345678" || r.TransactionID != "TX9AB12" {
				t.Errorf("sent %+v", r)
			}
		}},
		{"a bank transfer named by its transaction id only", `{"methodId":"MT-201","amount":"1000","transactionId":"FT-2026-1"}`, nil},
		{"with a promotion", `{"methodId":"PG-301","amount":"1000","promotionId":"RL10"}`, func(t *testing.T, _ wallet.Deposit, r depositSent) {
			if r.PromotionID != "RL10" {
				t.Errorf("sent %+v", r)
			}
		}},
		{"a gateway ignores a sender", `{"methodId":"PG-301","amount":"500","senderAccount":"0171"}`, func(t *testing.T, _ wallet.Deposit, r depositSent) {
			if r.SenderAccount != "" {
				t.Errorf("sent %+v", r)
			}
		}},
		{"a QR code, drawn", `{"methodId":"QR-401","amount":"250.5"}`, func(t *testing.T, d wallet.Deposit, _ depositSent) {
			if d.QRCode == "" || !strings.HasPrefix(d.QRImage, "data:image/png;base64,") {
				t.Fatalf("%+v", d)
			}
			raw, err := base64.StdEncoding.DecodeString(strings.TrimPrefix(d.QRImage, "data:image/png;base64,"))
			if err != nil {
				t.Fatal(err)
			}
			img, err := png.Decode(bytes.NewReader(raw))
			if err != nil || img.Bounds().Dx() < 100 || img.Bounds().Dx() != img.Bounds().Dy() {
				t.Fatalf("the QR image: %v %v", err, img.Bounds())
			}
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m := newMoney(t)
			rec := m.do(http.MethodPost, "/api/v1/deposits", tt.body)
			bfftest.WantStatus(t, rec, http.StatusCreated)
			writes := m.writes()
			var r depositSent
			if len(writes) != 1 || json.Unmarshal(writes[0].Body, &r) != nil || writes[0].IdempotencyKey == "" {
				t.Fatalf("sent %+v", writes)
			}
			if tt.check != nil {
				tt.check(t, bfftest.Decode[wallet.Deposit](t, rec.Body.Bytes()), r)
			}
		})
	}
}

func TestDepositValidation(t *testing.T) {
	tests := []struct {
		name, body string
		want       map[string]string
		detail     string // of amount
	}{
		{"nothing", `{}`, map[string]string{"methodId": "required", "amount": "required"}, ""},
		{"no such method", `{"methodId":"nope","amount":"500"}`, map[string]string{"methodId": "unknown"}, ""},
		{"below the method's minimum", `{"methodId":"MA-101","amount":"199.99","senderAccount":"0171"}`, map[string]string{"amount": "out_of_range"}, "200.00 to 25000.00"},
		{"above its maximum", `{"methodId":"MA-101","amount":"25000.01","senderAccount":"0171"}`, map[string]string{"amount": "out_of_range"}, "200.00 to 25000.00"},
		{"below the promotion's minimum", `{"methodId":"PG-301","amount":"999","promotionId":"RL10"}`, map[string]string{"amount": "out_of_range"}, "1000.00 to 50000.00"},
		{"no such promotion", `{"methodId":"PG-301","amount":"999","promotionId":"other"}`, map[string]string{"promotionId": "unknown"}, ""},
		{"a manual transfer unnamed", `{"methodId":"MA-101","amount":"500"}`, map[string]string{"senderAccount": "required"}, ""},
		{"three decimals", `{"methodId":"PG-301","amount":"500.001"}`, map[string]string{"amount": "invalid"}, "at most two decimals"},
		{"letters", `{"methodId":"PG-301","amount":"500 taka"}`, map[string]string{"amount": "invalid"}, "digits with at most two decimals"},
		{"a strange transaction id", `{"methodId":"MA-101","amount":"500","transactionId":"<script>"}`, map[string]string{"transactionId": "invalid"}, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m := newMoney(t)
			got, details := fields(t, m.do(http.MethodPost, "/api/v1/deposits", tt.body))
			if !equal(got, tt.want) || details["amount"] != tt.detail {
				t.Fatalf("fields %v %v, want %v %q", got, details, tt.want, tt.detail)
			}
			if len(m.writes()) != 0 {
				t.Error("a refused deposit reached the upstream")
			}
		})
	}
}
