package fakeupstream

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"net/http"
	"net/url"
	"reflect"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/shopspring/decimal"
)

// The ledger's promise: whatever happens, the sum of every entry is the total balance, each
// wallet's balance is the sum of its entries (each entry carrying the balance after it), no
// balance goes below zero, and over any range of days the record's movements sum to the
// change of the total.

var dhaka = time.FixedZone("BDT", 6*3600)

// testClock is a clock a test moves.
type testClock struct {
	mu  sync.Mutex
	now time.Time
}

func (c *testClock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.now
}

func (c *testClock) advance(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.now = c.now.Add(d)
}

// moneyFake is a fake on clk, in Dhaka time.
func moneyFake(t *testing.T, clk *testClock) *testClient {
	t.Helper()
	return newFake(t, Options{Now: clk.Now, Location: dhaka})
}

func d(s string) decimal.Decimal { return decimal.RequireFromString(s) }

// checkLedger fails t when l breaks the ledger's promise.
func checkLedger(t *testing.T, l Ledger) {
	t.Helper()
	running := map[string]decimal.Decimal{}
	total := decimal.Zero
	for i, e := range l.Entries {
		running[e.Wallet] = running[e.Wallet].Add(e.Amount)
		total = total.Add(e.Amount)
		switch {
		case !running[e.Wallet].Equal(e.BalanceAfter):
			t.Fatalf("%s: entry %s says %s after, its wallet's entries sum to %s", l.User, e.ID, e.BalanceAfter, running[e.Wallet])
		case e.BalanceAfter.IsNegative():
			t.Fatalf("%s: entry %s takes %s below zero", l.User, e.ID, e.Wallet)
		case i > 0 && e.Time.Before(l.Entries[i-1].Time):
			t.Fatalf("%s: entry %s is older than the one before it", l.User, e.ID)
		case e.Amount.IsZero():
			t.Fatalf("%s: entry %s moves nothing", l.User, e.ID)
		}
	}
	for w, b := range l.Wallets {
		if !running[w].Equal(b) {
			t.Fatalf("%s: wallet %s holds %s, its entries sum to %s", l.User, w, b, running[w])
		}
	}
	if !total.Equal(l.Total) {
		t.Fatalf("%s: entries sum to %s, the total is %s", l.User, total, l.Total)
	}
}

// totalAt is the total balance just before t, read from each wallet's last balance-after.
func totalAt(l Ledger, t time.Time) decimal.Decimal {
	last := map[string]decimal.Decimal{}
	for _, e := range l.Entries {
		if e.Time.Before(t) {
			last[e.Wallet] = e.BalanceAfter
		}
	}
	sum := decimal.Zero
	for _, b := range last {
		sum = sum.Add(b)
	}
	return sum
}

// checkRange reads the transaction record over [from, to] (days in Dhaka) and checks that its
// movements and its totals are the change of the total over those days.
func (c *testClient) checkRange(token string, l Ledger, from, to time.Time) {
	c.t.Helper()
	q := url.Values{"startDate": {from.Format(dayLayout)}, "endDate": {to.Format(dayLayout)}, "pageSize": {"1000"}}
	var page struct {
		Content []struct {
			Amount json.Number `json:"amount"`
		} `json:"content"`
		TotalPages int         `json:"totalPages"`
		TotalIn    json.Number `json:"totalIn"`
		TotalOut   json.Number `json:"totalOut"`
	}
	c.get("/wps/relay/ODS2_MemberTransaction?"+q.Encode(), token, &page, "ModuleId", moduleTransactions)
	sum := decimal.Zero
	for _, it := range page.Content {
		sum = sum.Add(d(it.Amount.String()))
	}
	start := time.Date(from.Year(), from.Month(), from.Day(), 0, 0, 0, 0, dhaka)
	end := time.Date(to.Year(), to.Month(), to.Day(), 0, 0, 0, 0, dhaka).AddDate(0, 0, 1)
	change := totalAt(l, end).Sub(totalAt(l, start))
	if !sum.Equal(change) || !d(page.TotalIn.String()).Sub(d(page.TotalOut.String())).Equal(change) || page.TotalPages > 1 {
		c.t.Fatalf("%s to %s: movements sum to %s (in %s, out %s), the total changed by %s",
			from.Format(dayLayout), to.Format(dayLayout), sum, page.TotalIn, page.TotalOut, change)
	}
}

// moneyOps drives one member's money through the protocol at random: deposits and the back
// office's decisions, transfers and recalls, withdrawals and their payment or return, bets, and
// time passing.
type moneyOps struct {
	c           *testClient
	clk         *testClock
	r           *rand.Rand
	token       string
	keys        int
	deposits    []string
	withdrawals []string
	card        string
}

// Refusals a random operation may meet; anything else is a bug.
var expectedRefusals = map[string]bool{
	"balance.insufficient": true, "amount.invalid": true, "promotion.unavailable": true,
	"withdraw.count.exceeded": true, "withdraw.turnover.insufficient": true, "payment.password.error": true,
	"wallet.locked": true,
}

func (o *moneyOps) key() string {
	o.keys++
	return fmt.Sprintf("op-%06d", o.keys)
}

// amount is a random amount of cents between lo and hi.
func (o *moneyOps) amount(lo, hi int) string {
	cents := lo*100 + o.r.IntN((hi-lo)*100+1)
	return fmt.Sprintf("%d.%02d", cents/100, cents%100)
}

func (o *moneyOps) expect(what string, rep reply) {
	o.c.t.Helper()
	if rep.status != http.StatusOK || (!rep.Success && !expectedRefusals[rep.ErrorCode]) {
		o.c.t.Fatalf("%s: %d %s %s", what, rep.status, rep.ErrorCode, rep.Message)
	}
}

var (
	channelPaths = map[string]string{"101": "ma", "102": "ma", "103": "ma", "201": "mt", "301": "pg", "401": "qr"}
	gameWallets  = []string{"JL", "PG", "EVO", "PP"}
)

func (o *moneyOps) step() {
	c, r := o.c, o.r
	switch n := r.IntN(100); {
	case n < 15:
		channels := []string{"101", "102", "103", "201", "301", "401"}
		ch := channels[r.IntN(len(channels))]
		body := map[string]any{"channelId": ch, "amount": json.Number(o.amount(50, 30000)), "transactionId": "TX"}
		if r.IntN(5) == 0 {
			body["promotionId"] = "RL10"
		}
		rep := c.call(http.MethodPost, "/wps/transaction/deposit/"+channelPaths[ch], o.token, body, "Idempotency-Key", o.key())
		o.expect("deposit", rep)
		if rep.Success {
			var v struct{ DepositID string }
			_ = json.Unmarshal(rep.Value, &v)
			o.deposits = append(o.deposits, v.DepositID)
		}
	case n < 27 && len(o.deposits) > 0:
		id := o.deposits[r.IntN(len(o.deposits))]
		var err error
		if r.IntN(3) == 0 {
			err = c.fake.RejectDeposit(id, "no such payment")
		} else {
			err = c.fake.ApproveDeposit(id)
		}
		if err != nil && !strings.Contains(err.Error(), "pending") {
			c.t.Fatal(err)
		}
	case n < 47:
		w := gameWallets[r.IntN(len(gameWallets))]
		from, to := "MAIN", w
		if r.IntN(2) == 0 {
			from, to = w, "MAIN"
		}
		body := map[string]any{"fromWallet": from, "toWallet": to, "amount": json.Number(o.amount(1, 3000))}
		o.expect("transfer", c.call(http.MethodPost, "/wps/relay/GCS_walletTransfer", o.token, body, "ModuleId", moduleTransfer, "Idempotency-Key", o.key()))
	case n < 52:
		o.expect("recall", c.call(http.MethodPost, "/wps/wallets/transferToMainWallet", o.token, []byte("walletType=ALL"),
			"Content-Type", "application/x-www-form-urlencoded", "Idempotency-Key", o.key()))
	case n < 62:
		password := "123456"
		if r.IntN(8) == 0 {
			password = "654321"
		}
		body := map[string]any{"bankCardId": o.card, "amount": json.Number(o.amount(400, 6000)), "paymentPassword": password}
		rep := c.encrypted(http.MethodPost, "/wps/transaction/withdraw", o.token, body, "Idempotency-Key", o.key())
		o.expect("withdraw", rep)
		if rep.Success {
			var v struct{ WithdrawID string }
			_ = json.Unmarshal(rep.Value, &v)
			o.withdrawals = append(o.withdrawals, v.WithdrawID)
		}
	case n < 70 && len(o.withdrawals) > 0:
		id := o.withdrawals[r.IntN(len(o.withdrawals))]
		var err error
		if r.IntN(2) == 0 {
			err = c.fake.RejectWithdrawal(id, "account closed")
		} else {
			err = c.fake.PayWithdrawal(id)
		}
		if err != nil && !strings.Contains(err.Error(), "pending") {
			c.t.Fatal(err)
		}
	case n < 92:
		w := gameWallets[r.IntN(len(gameWallets))]
		stake := d(o.amount(1, 400))
		payout := decimal.Zero
		if r.IntN(2) == 0 {
			payout = stake.Mul(decimal.NewFromInt(int64(r.IntN(4)))).Add(d(o.amount(0, 3)))
		}
		err := c.fake.SettleBet(Bet{User: "demo01", Vendor: w, Stake: stake, Payout: payout})
		if err != nil && !strings.Contains(err.Error(), "overdraw") {
			c.t.Fatal(err)
		}
	default:
		o.clk.advance(time.Duration(r.IntN(12*60)) * time.Minute)
	}
}

func TestLedgerAlwaysAddsUp(t *testing.T) {
	for _, seed := range []uint64{1, 2, 3} {
		t.Run(fmt.Sprintf("seed %d", seed), func(t *testing.T) {
			clk := &testClock{now: time.Date(2026, 11, 22, 9, 30, 0, 0, dhaka)}
			c := moneyFake(t, clk)
			token := c.token()
			c.ok(c.encrypted(http.MethodPut, "/wps/member/paymentPassword", token, map[string]string{"paymentPassword": "123456", "confirmPaymentPassword": "123456"}), nil)
			var card struct{ BankCardID string }
			c.ok(c.encrypted(http.MethodPut, "/wps/member/bankCard", token, map[string]string{
				"type": "MOBILE", "bankCode": "BKASH", "accountName": "Rahim Uddin", "accountNo": "01712345678", "paymentPassword": "123456",
			}, "Idempotency-Key", "bind-1"), &card)
			ops := &moneyOps{c: c, clk: clk, r: rand.New(rand.NewPCG(seed, seed)), token: token, card: card.BankCardID}
			start := clk.Now().AddDate(0, 0, -historyDays)
			for i := range 200 {
				ops.step()
				l, err := c.fake.Ledger("demo01")
				if err != nil {
					t.Fatal(err)
				}
				checkLedger(t, l)
				if i%25 == 24 {
					span := int(clk.Now().Sub(start).Hours()/24) + 1
					for range 3 {
						from := start.AddDate(0, 0, ops.r.IntN(span))
						to := from.AddDate(0, 0, ops.r.IntN(span))
						c.checkRange(token, l, from, to)
					}
					c.checkRange(token, l, start, clk.Now()) // everything: the whole balance
				}
			}
			if len(ops.deposits) == 0 || len(ops.withdrawals) == 0 {
				t.Errorf("%d deposits and %d withdrawals made: the walk missed a kind", len(ops.deposits), len(ops.withdrawals))
			}
		})
	}
}

// demo01's month is seeded from a fixed seed relative to the clock: the same clock gives the same
// ledger, another clock the same ledger moved in time.
func TestSeededHistory(t *testing.T) {
	noon := time.Date(2026, 11, 22, 12, 0, 0, 0, dhaka)
	ledgerAt := func(now time.Time) Ledger {
		c := moneyFake(t, &testClock{now: now})
		l, err := c.fake.Ledger("demo01")
		if err != nil {
			t.Fatal(err)
		}
		return l
	}
	a, b, later := ledgerAt(noon), ledgerAt(noon), ledgerAt(noon.Add(1000*time.Hour+17*time.Minute))
	if !reflect.DeepEqual(a, b) {
		t.Error("two fakes on one clock seeded different ledgers")
	}
	checkLedger(t, a)
	if len(a.Entries) < 100 || len(a.Entries) != len(later.Entries) {
		t.Fatalf("%d entries, %d on another clock", len(a.Entries), len(later.Entries))
	}
	types := map[string]int{}
	for i, e := range a.Entries {
		f := later.Entries[i]
		if e.ID != f.ID || e.Type != f.Type || !e.Amount.Equal(f.Amount) || f.Time.Sub(e.Time) != 1000*time.Hour+17*time.Minute {
			t.Fatalf("entry %d: %+v on one clock, %+v on the other", i, e, f)
		}
		if e.Time.Before(noon.AddDate(0, 0, -historyDays)) || !e.Time.Before(noon) {
			t.Errorf("entry %s at %s: outside the last 30 days", e.ID, e.Time)
		}
		types[e.Type]++
	}
	for _, typ := range []string{txAdjust, txDeposit, txBonus, txTransferIn, txTransferOut, txBet, txWin} {
		if types[typ] == 0 {
			t.Errorf("no %s in the seeded month", typ)
		}
	}
	want := map[string]string{"MAIN": "10000.00", "JL": "1200.00", "PG": "845.67", "EVO": "300.00"}
	for w, b := range a.Wallets {
		if amount, ok := want[w]; (ok && !b.Equal(d(amount))) || (!ok && !b.IsZero()) {
			t.Errorf("demo01's %s holds %s", w, b)
		}
	}
	if !a.Total.Equal(d("12345.67")) || !a.Turnover.IsZero() {
		t.Errorf("total %s, turnover owed %s", a.Total, a.Turnover)
	}

	c := moneyFake(t, &testClock{now: noon})
	for user, total := range map[string]string{"agent01": "50210.00", "free01": "2000.00", "8801712345678": "850.50", "captcha01": "300.00"} {
		l, err := c.fake.Ledger(user)
		if err != nil {
			t.Fatal(err)
		}
		checkLedger(t, l)
		if !l.Total.Equal(d(total)) || len(l.Entries) != 1 || l.Entries[0].Type != txAdjust {
			t.Errorf("%s: %s in %d entries", user, l.Total, len(l.Entries))
		}
	}
	// demo01 starts with no payment password and no payout account; agent01 with both.
	token := c.token()
	var has struct{ HasWithdrawalPassword bool }
	var cards []json.RawMessage
	c.get("/wps/member/hasWithdrawalPassword", token, &has)
	c.get("/wps/member/bankCard", token, &cards)
	if has.HasWithdrawalPassword || len(cards) != 0 {
		t.Errorf("demo01: password %v, %d cards", has.HasWithdrawalPassword, len(cards))
	}
	var agent struct{ Token string }
	c.ok(c.login(map[string]string{"username": "agent01", "password": "Agent1234"}), &agent)
	c.get("/wps/member/hasWithdrawalPassword", agent.Token, &has)
	c.get("/wps/member/bankCard", agent.Token, &cards)
	if !has.HasWithdrawalPassword || len(cards) != 1 || !strings.Contains(string(cards[0]), `"accountNo":"****7890"`) {
		t.Errorf("agent01: password %v, cards %s", has.HasWithdrawalPassword, cards)
	}
}
