package fakeupstream

import (
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/casinobff/bff/adapters/fakeupstream/internal/wire"
)

// The wallet backend's side the client cannot show: idempotency, the refusals a careless client
// meets, the back office's control calls, the gateway's page and the QR payload.

func balanceOf(c *testClient, token string) string {
	c.t.Helper()
	var v struct{ SumBalance json.Number }
	c.get("/wps/wallets/gcs", token, &v)
	return v.SumBalance.String()
}

func transferBody(amount string) map[string]any {
	return map[string]any{"fromWallet": "MAIN", "toWallet": "JL", "amount": json.Number(amount)}
}

func TestMoneyIdempotency(t *testing.T) {
	c := moneyFake(t, &testClock{now: time.Date(2026, 11, 22, 12, 0, 0, 0, dhaka)})
	demo := c.token()
	var agent struct{ Token string }
	c.ok(c.login(map[string]string{"username": "agent01", "password": "Agent1234"}), &agent)
	transfer := func(token, key, amount string) reply {
		return c.call(http.MethodPost, "/wps/relay/GCS_walletTransfer", token, transferBody(amount), "ModuleId", moduleTransfer, "Idempotency-Key", key)
	}

	t.Run("the same key and body twice: one effect, the first answer", func(t *testing.T) {
		c := c.with(t)
		c.ok(transfer(demo, "k1", "100.00"), nil)
		c.ok(transfer(demo, "k1", "100.00"), nil)
		if l, _ := c.fake.Ledger("demo01"); !l.Wallets["JL"].Equal(d("1300")) {
			t.Errorf("JL holds %s after one transfer of 100 sent twice", l.Wallets["JL"])
		}
	})
	t.Run("a refusal is the first answer too", func(t *testing.T) {
		c := c.with(t)
		c.refused(transfer(demo, "k2", "99999.00"), http.StatusOK, "balance.insufficient")
		c.refused(transfer(demo, "k2", "99999.00"), http.StatusOK, "balance.insufficient")
	})
	t.Run("the same key with another body: request.duplicate", func(t *testing.T) {
		c := c.with(t)
		c.refused(transfer(demo, "k1", "200.00"), http.StatusOK, "request.duplicate")
		if l, _ := c.fake.Ledger("demo01"); !l.Wallets["JL"].Equal(d("1300")) {
			t.Errorf("JL holds %s", l.Wallets["JL"])
		}
	})
	t.Run("the same key on another path: request.duplicate", func(t *testing.T) {
		c := c.with(t)
		c.refused(c.call(http.MethodPost, "/wps/wallets/transferToMainWallet", demo, []byte("walletType=ALL"), "Idempotency-Key", "k1"), http.StatusOK, "request.duplicate")
	})
	t.Run("keys are per member", func(t *testing.T) {
		c := c.with(t)
		c.ok(transfer(agent.Token, "k1", "200.00"), nil)
		if l, _ := c.fake.Ledger("agent01"); !l.Wallets["JL"].Equal(d("200")) {
			t.Errorf("agent01's JL holds %s", l.Wallets["JL"])
		}
	})
	t.Run("an encrypted write: the same plain body under one key, whatever the ciphertext", func(t *testing.T) {
		c := c.with(t)
		body := map[string]string{"bankCardId": "BC00000001", "amount": "600.00", "paymentPassword": agentPaymentPassword}
		var first, second struct{ WithdrawID string }
		c.ok(c.encrypted(http.MethodPost, "/wps/transaction/withdraw", agent.Token, body, "Idempotency-Key", "wd-1"), &first)
		c.ok(c.encrypted(http.MethodPost, "/wps/transaction/withdraw", agent.Token, body, "Idempotency-Key", "wd-1"), &second)
		if first.WithdrawID == "" || first != second {
			t.Errorf("withdrawals %q and %q", first.WithdrawID, second.WithdrawID)
		}
		body["amount"] = "700.00"
		c.refused(c.encrypted(http.MethodPost, "/wps/transaction/withdraw", agent.Token, body, "Idempotency-Key", "wd-1"), http.StatusOK, "request.duplicate")
	})
	t.Run("one key sent concurrently: one effect", func(t *testing.T) {
		c := c.with(t)
		before, _ := c.fake.Ledger("demo01")
		var page struct{ TotalCount int }
		c.get("/wps/report/depositTransaction?startDate=2026-11-22&endDate=2026-11-22", demo, &page)
		deposits := page.TotalCount
		var wg sync.WaitGroup
		answers := make([]string, 16)
		for i := range answers {
			wg.Go(func() {
				raw, err := c.send(http.MethodPost, "/wps/transaction/deposit/ma", demo,
					map[string]any{"channelId": "101", "amount": 1000, "transactionId": "TX9"}, "Idempotency-Key", "race-1")
				if err == nil {
					answers[i] = string(raw.body)
				}
			})
		}
		wg.Wait()
		for _, a := range answers {
			if a == "" || a != answers[0] {
				t.Fatalf("answers differ: %q and %q", answers[0], a)
			}
		}
		c.get("/wps/report/depositTransaction?startDate=2026-11-22&endDate=2026-11-22", demo, &page)
		after, _ := c.fake.Ledger("demo01")
		if page.TotalCount != deposits+1 || len(after.Entries) != len(before.Entries) {
			t.Errorf("%d deposits made, %d new entries (a pending deposit moves nothing)", page.TotalCount-deposits, len(after.Entries)-len(before.Entries))
		}
	})
	t.Run("a money write without a key is refused", func(t *testing.T) {
		c := c.with(t)
		c.refused(c.call(http.MethodPost, "/wps/relay/GCS_walletTransfer", demo, transferBody("1.00"), "ModuleId", moduleTransfer), http.StatusBadRequest, "param.invalid")
	})
}

func TestMoneyFakeRefusesCarelessClients(t *testing.T) {
	c := moneyFake(t, &testClock{now: time.Date(2026, 11, 22, 12, 0, 0, 0, dhaka)})
	demo := c.token()
	key := []string{"Idempotency-Key", "careless"}
	tests := []struct {
		name   string
		rep    func() reply
		status int
		code   string
	}{
		{"a withdrawal in the clear", func() reply {
			return c.call(http.MethodPost, "/wps/transaction/withdraw", demo, map[string]string{"bankCardId": "x", "amount": "500", "paymentPassword": "123456"}, key...)
		}, http.StatusBadRequest, "encryption.missing"},
		{"a payout account in the clear", func() reply {
			return c.call(http.MethodPut, "/wps/member/bankCard", demo, map[string]string{"type": "MOBILE"}, key...)
		}, http.StatusBadRequest, "encryption.missing"},
		{"a first payment password in the clear", func() reply {
			return c.call(http.MethodPut, "/wps/member/paymentPassword", demo, map[string]string{"paymentPassword": "123456"})
		}, http.StatusBadRequest, "encryption.missing"},
		{"a transfer without its module", func() reply {
			return c.call(http.MethodPost, "/wps/relay/GCS_walletTransfer", demo, transferBody("1.00"), key...)
		}, http.StatusBadRequest, "module.invalid"},
		{"the transaction record without its module", func() reply {
			return c.call(http.MethodGet, "/wps/relay/ODS2_MemberTransaction?startDate=2026-11-01&endDate=2026-11-22", demo, nil)
		}, http.StatusBadRequest, "module.invalid"},
		{"profit and loss without its module", func() reply {
			return c.call(http.MethodGet, "/wps/relay/ODSFE2_MemPNL?startDate=2026-11-01&endDate=2026-11-22", demo, nil)
		}, http.StatusBadRequest, "module.invalid"},
		{"money without a session", func() reply { return c.call(http.MethodGet, "/wps/wallets", "", nil) }, http.StatusUnauthorized, "login.not.session"},
		{"a record without dates", func() reply {
			return c.call(http.MethodGet, "/wps/report/depositTransaction", demo, nil)
		}, http.StatusBadRequest, "param.invalid"},
		{"a record ending before it starts", func() reply {
			return c.call(http.MethodGet, "/wps/report/withdrawTransaction?startDate=2026-11-22&endDate=2026-11-01", demo, nil)
		}, http.StatusBadRequest, "param.invalid"},
		{"a record of an unknown status", func() reply {
			return c.call(http.MethodGet, "/wps/report/depositTransaction?startDate=2026-11-22&endDate=2026-11-22&status=DONE", demo, nil)
		}, http.StatusBadRequest, "param.invalid"},
		{"a recall of one wallet", func() reply {
			return c.call(http.MethodPost, "/wps/wallets/transferToMainWallet", demo, []byte("walletType=JL"), key...)
		}, http.StatusBadRequest, "param.invalid"},
		{"an amount with three decimals", func() reply {
			return c.call(http.MethodPost, "/wps/relay/GCS_walletTransfer", demo, transferBody("1.005"), "ModuleId", moduleTransfer, "Idempotency-Key", "k-3dp")
		}, http.StatusOK, "amount.invalid"},
		{"an amount that is not a number", func() reply {
			return c.call(http.MethodPost, "/wps/relay/GCS_walletTransfer", demo, map[string]any{"fromWallet": "MAIN", "toWallet": "JL", "amount": "lots"}, "ModuleId", moduleTransfer, "Idempotency-Key", "k-nan")
		}, http.StatusBadRequest, "param.invalid"},
		{"a payment password of five digits", func() reply {
			return c.encrypted(http.MethodPut, "/wps/member/paymentPassword", demo, map[string]string{"paymentPassword": "12345", "confirmPaymentPassword": "12345"})
		}, http.StatusOK, "param.invalid"},
		{"a payment password not confirmed", func() reply {
			return c.encrypted(http.MethodPut, "/wps/member/paymentPassword", demo, map[string]string{"paymentPassword": "123456", "confirmPaymentPassword": "123465"})
		}, http.StatusOK, "param.invalid"},
		{"changing a payment password never set", func() reply {
			return c.call(http.MethodPost, "/wps/member/paymentPassword", demo, map[string]string{"oldPaymentPassword": "1", "newPaymentPassword": "123456", "confirmPaymentPassword": "123456"})
		}, http.StatusOK, "payment.password.not.set"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := c.with(t)
			c.refused(tt.rep(), tt.status, tt.code)
		})
	}
	// With a password set, a payout account's number and provider are checked.
	c.ok(c.encrypted(http.MethodPut, "/wps/member/paymentPassword", demo, map[string]string{"paymentPassword": "123456", "confirmPaymentPassword": "123456"}), nil)
	for name, body := range map[string]map[string]string{
		"an unknown provider":        {"type": "MOBILE", "bankCode": "PAYPAL", "accountName": "R", "accountNo": "01712345678"},
		"a bank code as mobile":      {"type": "MOBILE", "bankCode": "DBBL", "accountName": "R", "accountNo": "01712345678"},
		"a mobile number too short":  {"type": "MOBILE", "bankCode": "BKASH", "accountName": "R", "accountNo": "0171234567"},
		"a bank number with letters": {"type": "BANK", "bankCode": "DBBL", "accountName": "R", "accountNo": "20511000ABC"},
		"no account name":            {"type": "BANK", "bankCode": "DBBL", "accountName": "", "accountNo": "2051100067890"},
	} {
		t.Run(name, func(t *testing.T) {
			c := c.with(t)
			body["paymentPassword"] = "123456"
			c.refused(c.encrypted(http.MethodPut, "/wps/member/bankCard", demo, body, "Idempotency-Key", "bind-"+name), http.StatusBadRequest, "param.invalid")
		})
	}
}

// control posts to the control mux and answers the status and body.
func (c *testClient) control(method, path, body string) (int, string) {
	c.t.Helper()
	var b any
	if body != "" {
		b = []byte(body)
	}
	raw := c.do(method, path, "", b)
	return raw.status, string(raw.body)
}

func TestMoneyControlCalls(t *testing.T) {
	clk := &testClock{now: time.Date(2026, 11, 22, 12, 0, 0, 0, dhaka)}
	c := moneyFake(t, clk)
	demo := c.token()
	newDeposit := func(key string) string {
		var v struct{ DepositID string }
		c.ok(c.call(http.MethodPost, "/wps/transaction/deposit/pg", demo, map[string]any{"channelId": "301", "amount": 1000}, "Idempotency-Key", key), &v)
		return v.DepositID
	}
	approved, rejected := newDeposit("d1"), newDeposit("d2")
	tests := []struct {
		name, method, path, body string
		status                   int
	}{
		{"approve", "POST", "/__money/deposits/" + approved + "/approve", "", 200},
		{"approve again", "POST", "/__money/deposits/" + approved + "/approve", "", 409},
		{"reject", "POST", "/__money/deposits/" + rejected + "/reject", `{"reason":"Not paid"}`, 200},
		{"approve a rejected one", "POST", "/__money/deposits/" + rejected + "/approve", "", 409},
		{"approve an unknown one", "POST", "/__money/deposits/D999/approve", "", 404},
		{"pay an unknown withdrawal", "POST", "/__money/withdrawals/W999/pay", "", 404},
		{"a bet won", "POST", "/__money/bets", `{"user":"demo01","vendor":"PG","stake":"100.00","payout":"250.50"}`, 200},
		{"a bet beyond the wallet", "POST", "/__money/bets", `{"user":"demo01","vendor":"EVO","stake":"300.01","payout":"0"}`, 409},
		{"a bet on the main wallet", "POST", "/__money/bets", `{"user":"demo01","vendor":"MAIN","stake":"1","payout":"0"}`, 400},
		{"a bet of an unknown member", "POST", "/__money/bets", `{"user":"nobody","vendor":"JL","stake":"1","payout":"0"}`, 404},
		{"a lock", "POST", "/__money/wallets/lock", `{"user":"demo01","wallet":"JL","locked":true}`, 200},
		{"a lock of the main wallet", "POST", "/__money/wallets/lock", `{"user":"demo01","wallet":"MAIN","locked":true}`, 400},
		{"auto-approve with a bad delay", "POST", "/__money/auto-approve", `{"after":"soon"}`, 400},
		{"a ledger of nobody", "GET", "/__money/ledger?user=nobody", "", 404},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := c.with(t)
			if status, body := c.control(tt.method, tt.path, tt.body); status != tt.status {
				t.Errorf("%d %s, want %d", status, body, tt.status)
			}
		})
	}
	// The approval credited 1000 and the bet won 150.50.
	if got := balanceOf(c, demo); got != "13496.17" {
		t.Errorf("balance %s", got)
	}
	var wallets struct {
		Wallets []struct {
			WalletType string
			Locked     bool
		}
	}
	c.get("/wps/wallets", demo, &wallets)
	for _, w := range wallets.Wallets {
		if w.Locked != (w.WalletType == "JL") {
			t.Errorf("wallet %s locked %v", w.WalletType, w.Locked)
		}
	}
	status, body := c.control("GET", "/__money/ledger?user=DEMO01", "")
	var l Ledger
	if status != 200 || json.Unmarshal([]byte(body), &l) != nil || l.User != "demo01" || !l.Total.Equal(d("13496.17")) {
		t.Fatalf("ledger %d %.300s", status, body)
	}
	checkLedger(t, l)
	if last := l.Entries[len(l.Entries)-1]; last.Type != txWin || !last.Amount.Equal(d("250.50")) || !strings.Contains(body, `"amount":"250.5"`) {
		t.Errorf("last entry %+v", last)
	}

	// Auto-approval: deposits made while it is on approve themselves; off again, they wait.
	if status, _ := c.control("POST", "/__money/auto-approve", `{"after":"10ms"}`); status != 200 {
		t.Fatal(status)
	}
	auto := newDeposit("d3")
	deadline := time.Now().Add(5 * time.Second)
	for balanceOf(c, demo) != "14496.17" {
		if time.Now().After(deadline) {
			t.Fatalf("deposit %s not approved by itself", auto)
		}
		time.Sleep(5 * time.Millisecond)
	}
	c.control("POST", "/__money/auto-approve", `{"after":"0s"}`)
	waiting := newDeposit("d4")
	time.Sleep(30 * time.Millisecond)
	if err := c.fake.RejectDeposit(waiting, "too slow"); err != nil {
		t.Errorf("with auto-approval off the deposit did not wait: %v", err)
	}
}

// The gateway's page shows the deposit and its button pays it.
func TestPayPage(t *testing.T) {
	c := moneyFake(t, &testClock{now: time.Date(2026, 11, 22, 12, 0, 0, 0, dhaka)})
	demo := c.token()
	var dep struct{ DepositID, PayURL string }
	c.ok(c.call(http.MethodPost, "/wps/transaction/deposit/pg", demo, map[string]any{"channelId": "301", "amount": "1500.00"}, "Idempotency-Key", "pg-1"), &dep)
	if dep.PayURL != c.base+"/pay/"+dep.DepositID {
		t.Fatalf("payUrl %q", dep.PayURL)
	}
	// get answers the page's status and body; redirects are not followed.
	get := func(method string) (int, string) {
		req, _ := http.NewRequestWithContext(t.Context(), method, dep.PayURL, nil)
		client := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
		resp, err := client.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		defer func() { _ = resp.Body.Close() }()
		body, _ := io.ReadAll(resp.Body)
		return resp.StatusCode, string(body)
	}
	status, page := get(http.MethodGet)
	if status != 200 || !strings.Contains(page, "Tk 1500.00") || !strings.Contains(page, `<form method="post">`) {
		t.Fatalf("page %d %.300s", status, page)
	}
	if status, _ := get(http.MethodPost); status != http.StatusSeeOther {
		t.Fatalf("pay: %d", status)
	}
	if got := balanceOf(c, demo); got != "13845.67" {
		t.Errorf("balance after paying %s", got)
	}
	if _, page := get(http.MethodGet); strings.Contains(page, "<form") || !strings.Contains(page, "APPROVED") {
		t.Errorf("page after paying %.300s", page)
	}
	var qr struct{ DepositID string }
	c.ok(c.call(http.MethodPost, "/wps/transaction/deposit/qr", demo, map[string]any{"channelId": "401", "amount": "300"}, "Idempotency-Key", "qr-1"), &qr)
	if raw := c.do(http.MethodGet, "/pay/"+qr.DepositID, "", nil); raw.status != http.StatusNotFound {
		t.Errorf("a QR deposit's page: %d", raw.status)
	}
}

func TestQRPayload(t *testing.T) {
	if got := crc16CCITT([]byte("123456789")); got != 0x29B1 {
		t.Fatalf("CRC of the check string %04X, want 29B1", got)
	}
	dep := &deposit{id: "D00000042", amount: d("1500.00")}
	p := qrPayload(wire.DepositChannel{ChannelID: "401"}, dep)
	body, sum := p[:len(p)-4], p[len(p)-4:]
	if !strings.HasPrefix(p, "000201010212") || !strings.Contains(p, "54071500.00") || !strings.Contains(p, "5303050") ||
		!strings.Contains(p, "0509D00000042") || !strings.HasSuffix(body, "6304") {
		t.Errorf("payload %s", p)
	}
	if want := fmt.Sprintf("%04X", crc16CCITT([]byte(body))); sum != want {
		t.Errorf("checksum %s, want %s", sum, want)
	}
}

// Times go out as wall-clock times of the back office's zone, whatever the clock's zone.
func TestMoneyWallClock(t *testing.T) {
	c := moneyFake(t, &testClock{now: time.Date(2026, 11, 22, 12, 0, 0, 0, time.UTC)})
	demo := c.token()
	var dep struct{ CreatedTime string }
	c.ok(c.call(http.MethodPost, "/wps/transaction/deposit/qr", demo, map[string]any{"channelId": "401", "amount": "300"}, "Idempotency-Key", "qr-1"), &dep)
	if dep.CreatedTime != "2026-11-22 18:00:00" {
		t.Errorf("created %q, want Dhaka's wall clock", dep.CreatedTime)
	}
}

// The days a record is asked by are DayZone's when it is set, the wall clock's otherwise: a
// deposit made at 20:00 UTC falls on the next day in Dhaka.
func TestRecordDaysZone(t *testing.T) {
	made := time.Date(2026, 11, 22, 20, 0, 0, 0, time.UTC)
	for _, tc := range []struct {
		name       string
		zone       *time.Location
		day, other string
	}{
		{"the wall clock's", nil, "2026-11-22", "2026-11-23"},
		{"Dhaka's", dhaka, "2026-11-23", "2026-11-22"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c := newFake(t, Options{Now: func() time.Time { return made }, DayZone: tc.zone})
			demo := c.token()
			deposits := func(day string) int {
				var page struct{ TotalCount int }
				c.get("/wps/report/depositTransaction?startDate="+day+"&endDate="+day, demo, &page)
				return page.TotalCount
			}
			before, other := deposits(tc.day), deposits(tc.other)
			c.ok(c.call(http.MethodPost, "/wps/transaction/deposit/ma", demo,
				map[string]any{"channelId": "101", "amount": 1000, "transactionId": "TX1"}, "Idempotency-Key", "d-1"), nil)
			if got := deposits(tc.day); got != before+1 {
				t.Errorf("%s: %d deposits, want %d", tc.day, got, before+1)
			}
			if got := deposits(tc.other); got != other {
				t.Errorf("%s: %d deposits, want %d", tc.other, got, other)
			}
		})
	}
}
