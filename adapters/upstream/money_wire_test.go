package upstream

import (
	"errors"
	"io"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/adapters/bodycrypt"
)

// The wallet adapter against hand-made answers: what the fake never sends (amounts as strings,
// odd masking, unknown words) and what exactly goes on the wire.

// loggedRequest is one request as the upstream saw it.
type loggedRequest struct {
	method, path, query, module, key, encryption, contentType string
	body                                                      string
}

// wireLog answers by path and keeps every request.
type wireLog struct {
	mu   sync.Mutex
	reqs []loggedRequest
}

func (rec *wireLog) handler(answers map[string]http.HandlerFunc) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		rec.mu.Lock()
		rec.reqs = append(rec.reqs, loggedRequest{
			method: r.Method, path: r.URL.Path, query: r.URL.RawQuery, module: r.Header.Get("ModuleId"),
			key: r.Header.Get("Idempotency-Key"), encryption: r.Header.Get(bodycrypt.Header),
			contentType: r.Header.Get("Content-Type"), body: string(body),
		})
		rec.mu.Unlock()
		routes(answers)(w, r)
	}
}

func (rec *wireLog) last(t *testing.T) loggedRequest {
	t.Helper()
	rec.mu.Lock()
	defer rec.mu.Unlock()
	if len(rec.reqs) == 0 {
		t.Fatal("no request reached the upstream")
	}
	return rec.reqs[len(rec.reqs)-1]
}

func (rec *wireLog) count() int {
	rec.mu.Lock()
	defer rec.mu.Unlock()
	return len(rec.reqs)
}

// handMoney is a Money over hand-made answers, reading wall-clock times in Dhaka.
func handMoney(t *testing.T, answers map[string]http.HandlerFunc) (*Money, *wireLog) {
	t.Helper()
	rec := &wireLog{}
	f := newFake(t, rec.handler(answers))
	c := newTestClient(t, f, func(o *Options) { o.Backend = "wallet"; o.Location = dhaka; o.Retry.Max = 0 })
	return NewMoney(c.Client), rec
}

var player = adapters.Scope{Language: "en", Token: "tok-1"}

// Amounts are exact whether the upstream writes them as numbers or as strings, and however
// many digits they have.
func TestMoneyAmountsAreExact(t *testing.T) {
	tests := []struct {
		name, answer, want string
	}{
		{"number", `{"sumBalance":12345.67}`, "12345.67"},
		{"string", `{"sumBalance":"12345.67"}`, "12345.67"},
		{"past float precision", `{"sumBalance":90071992547409.93}`, "90071992547409.93"},
		{"a tenth that floats cannot hold", `{"sumBalance":0.1}`, "0.1"},
		{"negative", `{"sumBalance":"-5.00"}`, "-5"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m, _ := handMoney(t, map[string]http.HandlerFunc{pathBalance: value(tt.answer)})
			b, err := m.Balance(t.Context(), player)
			if err != nil {
				t.Fatal(err)
			}
			sameAmount(t, "balance", b.Total, tt.want)
		})
	}
	for _, bad := range []string{`{}`, `{"sumBalance":"12,345.67"}`, `{"sumBalance":true}`} {
		m, _ := handMoney(t, map[string]http.HandlerFunc{pathBalance: value(bad)})
		if _, err := m.Balance(t.Context(), player); kind(err) != "unavailable" {
			t.Errorf("%s: %v", bad, err)
		}
	}
}

func TestMoneyWalletsAnswers(t *testing.T) {
	tests := []struct {
		name, answer string
		wantKind     string
		total, main  string
		games        int
	}{
		{"balances as strings, no sum", `{"wallets":[{"walletType":"JL","walletName":"JILI","balance":"1.10"},{"walletType":"MAIN","walletName":"Main","balance":"2.20","locked":false}]}`, "ok", "3.30", "2.20", 1},
		{"the upstream's sum wins", `{"sumBalance":10,"wallets":[{"walletType":"MAIN","balance":9}]}`, "ok", "10", "9", 0},
		{"no main wallet", `{"sumBalance":1,"wallets":[{"walletType":"JL","balance":1}]}`, "unavailable", "", "", 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m, _ := handMoney(t, map[string]http.HandlerFunc{pathWallets: value(tt.answer)})
			w, err := m.Wallets(t.Context(), player)
			if kind(err) != tt.wantKind {
				t.Fatalf("got %s (%v)", kind(err), err)
			}
			if err != nil {
				return
			}
			sameAmount(t, "total", w.Total, tt.total)
			sameAmount(t, "main", w.Main.Balance, tt.main)
			if len(w.Games) != tt.games || w.Main.Name != "" {
				t.Errorf("wallets %+v", w)
			}
		})
	}
}

// What each write sends: path, method, module, body, key and encryption.
func TestMoneyWritesOnTheWire(t *testing.T) {
	ok := value(`true`)
	deposit := value(`{"depositId":"D1","channelId":101,"channelType":"MA","amount":"500.00","status":"PENDING"}`)
	modulus, exponent := bodycrypt.FormatPublicKey(&testKeys()[0].PublicKey)
	withdrawal := value(`{"withdrawId":"W1","amount":500,"status":"PENDING","bankCardId":"BC1","accountNo":"01712345678","type":"MOBILE"}`)
	card := value(`{"bankCardId":"BC1","type":"BANK","bankName":"City Bank","accountNo":"2051100067890"}`)
	m, rec := handMoney(t, map[string]http.HandlerFunc{
		pathTransfer: ok, pathRecall: ok, pathDepositPrefix + "ma": deposit, pathDepositPrefix + "pg": deposit,
		pathWithdraw: withdrawal, pathPayoutAccounts: card, pathPaymentPassword: ok,
		pathRSAKey: value(`{"modulus":"` + modulus + `","exponent":"` + exponent + `"}`),
	})
	ctx := t.Context()
	tests := []struct {
		name      string
		do        func() error
		method    string
		path      string
		module    string
		key       string
		encrypted bool
		body      string // exact JSON, or the form; "" when encrypted
		secret    string // must not appear in what was sent
	}{
		{"transfer", func() error {
			return m.Transfer(ctx, player, adapters.WalletTransfer{From: "MAIN", To: "JL", Amount: dec("1500.5"), IdempotencyKey: "k-transfer"})
		}, "POST", pathTransfer, moduleTransfer, "k-transfer", false, `{"amount":1500.50,"fromWallet":"MAIN","toWallet":"JL"}`, ""},
		{"recall", func() error { return m.RecallAll(ctx, player, "k-recall") }, "POST", pathRecall, "COMM3", "k-recall", false, "walletType=ALL", ""},
		{"manual deposit", func() error {
			_, err := m.Deposit(ctx, player, adapters.DepositRequest{MethodID: "MA-101", Amount: dec("500"), SenderAccount: "01812345678", IdempotencyKey: "k-dep"})
			return err
		}, "POST", pathDepositPrefix + "ma", "COMM3", "k-dep", false, `{"amount":500.00,"channelId":"101","senderAccount":"01812345678"}`, ""},
		{"gateway deposit with a promotion", func() error {
			_, err := m.Deposit(ctx, player, adapters.DepositRequest{MethodID: "PG-301", Amount: dec("1000.00"), PromotionID: "FD100", IdempotencyKey: "k-pg"})
			return err
		}, "POST", pathDepositPrefix + "pg", "COMM3", "k-pg", false, `{"amount":1000.00,"channelId":"301","promotionId":"FD100"}`, ""},
		{"withdrawal", func() error {
			_, err := m.Withdraw(ctx, player, adapters.WithdrawalRequest{AccountID: "BC1", Amount: dec("500"), PaymentPassword: "987654", IdempotencyKey: "k-wd"})
			return err
		}, "POST", pathWithdraw, "COMM3", "k-wd", true, "", "987654"},
		{"payout account", func() error {
			_, err := m.BindPayoutAccount(ctx, player, adapters.NewPayoutAccount{Kind: adapters.PayoutBank, ProviderCode: "CITY", AccountName: "R", Number: "2051100067890", PaymentPassword: "987654", IdempotencyKey: "k-bind"})
			return err
		}, "PUT", pathPayoutAccounts, "COMM3", "k-bind", true, "", "2051100067890"},
		{"first payment password", func() error {
			return m.SetPaymentPassword(ctx, player, adapters.PaymentPasswordChange{New: "987654"})
		}, "PUT", pathPaymentPassword, "COMM3", "", true, "", "987654"},
		{"payment password change, in the clear as the platform's clients send it", func() error {
			return m.SetPaymentPassword(ctx, player, adapters.PaymentPasswordChange{Current: "987654", New: "123456"})
		}, "POST", pathPaymentPassword, "COMM3", "", false, `{"confirmPaymentPassword":"123456","newPaymentPassword":"123456","oldPaymentPassword":"987654"}`, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			before := rec.count()
			if err := tt.do(); err != nil {
				t.Fatal(err)
			}
			r := rec.last(t)
			if r.method != tt.method || r.path != tt.path || r.module != tt.module || r.key != tt.key {
				t.Errorf("sent %s %s module %s key %q", r.method, r.path, r.module, r.key)
			}
			if (r.encryption != "") != tt.encrypted {
				t.Errorf("Encryption header %q, want encrypted %v", r.encryption, tt.encrypted)
			}
			if tt.body != "" && r.body != tt.body {
				t.Errorf("body %s\nwant %s", r.body, tt.body)
			}
			if tt.secret != "" && strings.Contains(r.body, tt.secret) {
				t.Errorf("the secret went in the clear: %s", r.body)
			}
			if writes := rec.count() - before; writes > 2 { // an RSA key read may precede
				t.Errorf("%d requests for one write", writes)
			}
		})
	}
}

// Refused before anything is sent: what the adapter can tell is wrong.
func TestMoneyRefusesLocally(t *testing.T) {
	m, rec := handMoney(t, map[string]http.HandlerFunc{})
	ctx := t.Context()
	tests := []struct {
		name string
		do   func() error
		want error
	}{
		{"three decimals", func() error {
			return m.Transfer(ctx, player, adapters.WalletTransfer{From: "MAIN", To: "JL", Amount: dec("1.005"), IdempotencyKey: "k"})
		}, adapters.ErrInvalidInput},
		{"a method id of no known type", func() error {
			_, err := m.Deposit(ctx, player, adapters.DepositRequest{MethodID: "XX-1", Amount: dec("1"), IdempotencyKey: "k"})
			return err
		}, adapters.ErrDepositMethodUnknown},
		{"an unknown transaction type", func() error {
			_, err := m.Transactions(ctx, player, adapters.RecordQuery{Type: "lottery"})
			return err
		}, adapters.ErrInvalidInput},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if err := tt.do(); !errors.Is(err, tt.want) {
				t.Errorf("got %v, want %v", err, tt.want)
			}
		})
	}
	if rec.count() != 0 {
		t.Errorf("%d requests reached the upstream", rec.count())
	}
}

// Numbers and addresses leave the adapter masked, whatever the upstream sends.
func TestMoneyMasking(t *testing.T) {
	digits := []struct{ in, want string }{
		{"01712345678", "5678"},
		{"****5678", "5678"},
		{"2051 1000 6789 0", "0"},
		{"5678", "5678"},
		{"12", "12"},
		{"", ""},
		{"1712****78", "78"},
		{"ABCD", ""},
		{" 01712345678 ", "5678"},
	}
	for _, tt := range digits {
		if got := lastDigits(tt.in); got != tt.want {
			t.Errorf("lastDigits(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
	emails := []struct{ in, want string }{
		{"demo01@example.com", "d****1@example.com"},
		{"d@example.com", "d****@example.com"},
		{"d***1@example.com", "d****1@example.com"},
		{"", ""},
		{"no-at-sign", "****"},
		{"@example.com", "****"},
		{"trailing@", "****"},
		{"রহিম@example.com", "র****ম@example.com"},
		{"a@b@example.com", "a****b@example.com"},
	}
	for _, tt := range emails {
		if got := maskEmail(tt.in); got != tt.want {
			t.Errorf("maskEmail(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
	mobiles := []struct{ in, want string }{
		{"1712345678", "*******5678"}, {"+880 1712345678", "*******5678"}, {"*******5678", "*******5678"}, {"", ""},
	}
	for _, tt := range mobiles {
		if got := maskMobile(tt.in); got != tt.want {
			t.Errorf("maskMobile(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}

	m, _ := handMoney(t, map[string]http.HandlerFunc{
		pathSecurityConfig: value(`{"hasWithdrawalPassword":true,"email":"rahim.uddin@example.com","mobileNum":"01712345678","bankCardCount":2}`),
		pathPayoutAccounts: value(`[{"bankCardId":7,"type":"mobile","bankName":"bKash","accountNo":"01712345678","isDefault":true}]`),
	})
	sec, err := m.Security(t.Context(), player)
	if err != nil || sec.Email != "r****n@example.com" || sec.Mobile != "*******5678" || sec.PayoutAccounts != 2 {
		t.Errorf("security %+v %v", sec, err)
	}
	accounts, err := m.PayoutAccounts(t.Context(), player)
	if err != nil || len(accounts) != 1 || accounts[0].LastDigits != "5678" || accounts[0].ID != "7" || accounts[0].Kind != adapters.PayoutMobile {
		t.Errorf("accounts %+v %v", accounts, err)
	}
}

// Records as other back offices write them: unknown words, signed totals, times in the zone.
func TestMoneyRecordAnswers(t *testing.T) {
	m, rec := handMoney(t, map[string]http.HandlerFunc{
		pathDepositRecord: value(`{"content":[
			{"depositId":"D1","channelId":"301","channelType":"PG","amount":"100.00","status":"SUCCESS","createdTime":"2026-11-22 10:15:00","payUrl":"javascript:alert(1)"},
			{"depositId":"D2","channelId":"301","channelType":"PG","amount":100,"status":"WHATEVER","payUrl":"https://pay.example.com/x"},
			{"depositId":"D3","channelId":"201","channelType":"MT","amount":100,"status":"FAILED","bankName":"DBBL","accountNo":"1051100012345"}],
			"totalPages":1,"approvedAmount":"100.00"}`),
		pathTransactions: value(`{"content":[{"txId":1,"txType":"LUCKY_DRAW","amount":"5.00","walletType":"MAIN"},{"txId":2,"txType":"BET","amount":-5,"walletType":"JL"}],"pageNum":3,"totalPages":4,"totalIn":5,"totalOut":-5}`),
	})
	day := time.Date(2026, 11, 22, 23, 30, 0, 0, dhaka)
	page, err := m.Deposits(t.Context(), player, adapters.RecordQuery{From: day, To: day, Status: adapters.StatusApproved, Page: 2, PageSize: 5})
	if err != nil {
		t.Fatal(err)
	}
	if q := rec.last(t).query; q != "endDate=2026-11-22&pageNo=2&pageSize=5&startDate=2026-11-22&status=APPROVED" {
		t.Errorf("query %s", q)
	}
	want := []struct {
		status   adapters.RecordStatus
		redirect string
	}{
		{adapters.StatusApproved, ""}, {adapters.StatusPending, "https://pay.example.com/x"}, {adapters.StatusRejected, ""},
	}
	for i, d := range page.Items {
		if d.Status != want[i].status || d.RedirectURL != want[i].redirect {
			t.Errorf("deposit %d: %s %q", i, d.Status, d.RedirectURL)
		}
	}
	if page.Page != 2 || page.Items[0].MethodID != "PG-301" || page.Items[2].PayTo == nil || page.Items[2].PayTo.AccountNumber != "1051100012345" {
		t.Errorf("page %+v", page)
	}
	if got := page.Items[0].CreatedAt; !got.Equal(time.Date(2026, 11, 22, 4, 15, 0, 0, time.UTC)) {
		t.Errorf("created %s: a Dhaka wall-clock time", got)
	}
	tx, err := m.Transactions(t.Context(), player, adapters.RecordQuery{From: day, To: day})
	if err != nil {
		t.Fatal(err)
	}
	if tx.Items[0].Type != adapters.TxAdjustment || tx.Items[1].Type != adapters.TxBet || tx.Page != 3 || tx.TotalPages != 4 {
		t.Errorf("transactions %+v", tx)
	}
	sameAmount(t, "out", tx.Out, "5")
}

// A write the upstream says it did, in an answer that cannot be read, may have been done: it is
// an unknown outcome, not an outage (the breaker stays shut) and not "not done".
func TestMoneyUnreadableWriteAnswers(t *testing.T) {
	tests := []struct {
		name   string
		answer string
	}{
		{"value of the wrong shape", `{"depositId":{"nested":true}}`},
		{"no deposit id", `{"status":"PENDING"}`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rec := &wireLog{}
			f := newFake(t, rec.handler(map[string]http.HandlerFunc{pathDepositPrefix + "qr": value(tt.answer)}))
			c := newTestClient(t, f, func(o *Options) { o.Breaker.Failures = 1 })
			m := NewMoney(c.Client)
			for range 2 {
				_, err := m.Deposit(t.Context(), player, adapters.DepositRequest{MethodID: "QR-401", Amount: dec("300"), IdempotencyKey: "k"})
				if kind(err) != "unknown" {
					t.Fatalf("got %s (%v), want unknown", kind(err), err)
				}
			}
			if rec.count() != 2 {
				t.Errorf("the breaker opened: %d of 2 writes reached the upstream", rec.count())
			}
		})
	}
}
