package upstream

import (
	"errors"
	"strings"
	"testing"

	"github.com/shopspring/decimal"

	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/adapters/fakeupstream"
)

// The wallet adapter against the real fake upstream: its paths, modules, bodies and encryption
// must pass the fake's checks, and the fake's ledger must show what the adapter did.

func TestMoneyWallets(t *testing.T) {
	m := newMoneyStack(t)
	ctx, demo, k := t.Context(), m.demo(), &keys{}

	b, err := m.money.Balance(ctx, demo)
	if err != nil {
		t.Fatal(err)
	}
	sameAmount(t, "balance", b.Total, "12345.67")
	w, err := m.money.Wallets(ctx, demo)
	if err != nil {
		t.Fatal(err)
	}
	sameAmount(t, "total", w.Total, "12345.67")
	sameAmount(t, "main", w.Main.Balance, "10000.00")
	if w.Main.ID != adapters.MainWallet || w.Main.Name != "" || len(w.Games) < 3 {
		t.Fatalf("wallets %+v", w)
	}
	want := map[string]string{"JL": "1200.00", "PG": "845.67", "EVO": "300.00"}
	for _, g := range w.Games {
		if g.Name == "" {
			t.Errorf("game wallet %s has no name", g.ID)
		}
		if amount, ok := want[g.ID]; ok {
			sameAmount(t, g.ID, g.Balance, amount)
		} else if !g.Balance.IsZero() {
			t.Errorf("wallet %s holds %s", g.ID, g.Balance)
		}
	}

	steps := []struct {
		name string
		do   func() error
		main string
	}{
		{"to a game wallet", func() error {
			return m.money.Transfer(ctx, demo, adapters.WalletTransfer{From: adapters.MainWallet, To: "PG", Amount: dec("100.50"), IdempotencyKey: k.next()})
		}, "9899.50"},
		{"back from it", func() error {
			return m.money.Transfer(ctx, demo, adapters.WalletTransfer{From: "JL", To: adapters.MainWallet, Amount: dec("200"), IdempotencyKey: k.next()})
		}, "10099.50"},
		{"recall every game wallet", func() error { return m.money.RecallAll(ctx, demo, k.next()) }, "12345.67"},
		{"recall with nothing to recall", func() error { return m.money.RecallAll(ctx, demo, k.next()) }, "12345.67"},
	}
	for _, st := range steps {
		if err := st.do(); err != nil {
			t.Fatalf("%s: %v", st.name, err)
		}
		w, err := m.money.Wallets(ctx, demo)
		if err != nil {
			t.Fatal(err)
		}
		sameAmount(t, st.name+": main", w.Main.Balance, st.main)
		sameAmount(t, st.name+": total", w.Total, "12345.67")
	}
	l := m.ledger("demo01")
	last := l.Entries[len(l.Entries)-1]
	if last.Type != "TRANSFER_IN" || last.Wallet != adapters.MainWallet {
		t.Errorf("the recall's last entry %+v", last)
	}
}

func TestMoneyDeposits(t *testing.T) {
	m := newMoneyStack(t)
	ctx, agent, k := t.Context(), m.agent(), &keys{}

	opts, err := m.money.DepositOptions(ctx, agent)
	if err != nil {
		t.Fatal(err)
	}
	kinds := map[adapters.DepositKind]adapters.DepositMethod{}
	for _, method := range opts.Methods {
		kinds[method.Kind] = method
		if method.Min.GreaterThan(method.Max) || len(method.Presets) == 0 || method.Name == "" {
			t.Errorf("method %+v", method)
		}
	}
	if len(opts.Methods) != 6 || len(kinds) != 4 {
		t.Fatalf("methods %+v", opts.Methods)
	}
	if mobile := kinds[adapters.DepositMobile]; mobile.PayTo == nil || mobile.PayTo.AccountNumber == "" || mobile.Reference != "DP10070433" {
		t.Errorf("mobile method %+v %+v", mobile, mobile.PayTo)
	}
	if gw := kinds[adapters.DepositGateway]; gw.PayTo != nil || gw.Reference != "" {
		t.Errorf("gateway method %+v", gw)
	}
	if len(opts.Promotions) != 2 { // agent01 has never deposited: the welcome bonus too
		t.Fatalf("promotions %+v", opts.Promotions)
	}

	tests := []struct {
		name   string
		kind   adapters.DepositKind
		amount string
		promo  string
		bonus  string
		check  func(t *testing.T, d adapters.Deposit)
	}{
		{"by gateway, with the welcome bonus", adapters.DepositGateway, "1500", "FD100", "1500.00", func(t *testing.T, d adapters.Deposit) {
			if !strings.HasPrefix(d.RedirectURL, m.url+"/pay/") {
				t.Errorf("redirect %q", d.RedirectURL)
			}
		}},
		{"by QR", adapters.DepositQR, "300.00", "", "0", func(t *testing.T, d adapters.Deposit) {
			if !strings.HasPrefix(d.QRCode, "000201") || !strings.Contains(d.QRCode, d.ID) {
				t.Errorf("QR %q", d.QRCode)
			}
		}},
		{"by bank transfer", adapters.DepositBank, "2000.00", "", "0", func(t *testing.T, d adapters.Deposit) {
			if d.PayTo == nil || d.PayTo.AccountNumber != "1051100012345" || d.PayTo.Branch != "Gulshan" || d.Reference != "DP10070433" {
				t.Errorf("pay to %+v, reference %q", d.PayTo, d.Reference)
			}
		}},
	}
	var ids []string
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			req := adapters.DepositRequest{
				MethodID: kinds[tt.kind].ID, Amount: dec(tt.amount), PromotionID: tt.promo,
				SenderAccount: "01812345678", IdempotencyKey: k.next(),
			}
			d, err := m.money.Deposit(ctx, agent, req)
			if err != nil {
				t.Fatal(err)
			}
			if d.Status != adapters.StatusPending || d.Kind != tt.kind || d.MethodID != req.MethodID || !d.CreatedAt.Equal(fakeNow) {
				t.Errorf("deposit %+v", d)
			}
			sameAmount(t, "amount", d.Amount, tt.amount)
			sameAmount(t, "bonus", d.Bonus, tt.bonus)
			tt.check(t, d)
			ids = append(ids, d.ID)
		})
	}
	if len(ids) != 3 {
		t.FailNow()
	}
	// The back office approves the first (with its bonus) and rejects the second.
	if err := m.fake.ApproveDeposit(ids[0]); err != nil {
		t.Fatal(err)
	}
	if err := m.fake.RejectDeposit(ids[1], "Not received"); err != nil {
		t.Fatal(err)
	}
	b, _ := m.money.Balance(ctx, agent)
	sameAmount(t, "balance after the approval", b.Total, "53210.00") // 50210 + 1500 + 1500 bonus
	rules, err := m.money.WithdrawalOptions(ctx, agent)
	if err != nil {
		t.Fatal(err)
	}
	if !rules.Rules.HasTurnover {
		t.Error("turnover not told")
	}
	sameAmount(t, "turnover owed", rules.Rules.RemainingTurnover, "15000.00") // (1500 + 1500) x 5

	day := adapters.RecordQuery{From: fakeNow, To: fakeNow}
	page, err := m.money.Deposits(ctx, agent, day)
	if err != nil {
		t.Fatal(err)
	}
	if len(page.Items) != 3 || page.Page != 1 || page.TotalPages != 1 || page.Items[0].ID != ids[2] {
		t.Fatalf("record %+v", page)
	}
	sameAmount(t, "approved total", page.Total, "1500.00")
	statuses := map[string]adapters.RecordStatus{}
	for _, d := range page.Items {
		statuses[d.ID] = d.Status
	}
	if statuses[ids[0]] != adapters.StatusApproved || statuses[ids[1]] != adapters.StatusRejected || statuses[ids[2]] != adapters.StatusPending {
		t.Errorf("statuses %v", statuses)
	}
	rejected, err := m.money.Deposits(ctx, agent, adapters.RecordQuery{From: fakeNow, To: fakeNow, Status: adapters.StatusRejected})
	if err != nil || len(rejected.Items) != 1 || rejected.Items[0].Reason != "Not received" {
		t.Errorf("rejected: %+v %v", rejected, err)
	}
	// The welcome bonus was taken: it is no longer offered.
	if opts, _ := m.money.DepositOptions(ctx, agent); len(opts.Promotions) != 1 || opts.Promotions[0].ID != "RL10" {
		t.Errorf("promotions after the first deposit: %+v", opts.Promotions)
	}
}

// The end-to-end journey of the site: demo01 has no payment password and no payout account; it
// sets a password, binds a mobile wallet, withdraws, and the back office pays.
func TestMoneyWithdrawalJourney(t *testing.T) {
	m := newMoneyStack(t)
	ctx, demo, k := t.Context(), m.demo(), &keys{}

	opts, err := m.money.WithdrawalOptions(ctx, demo)
	if err != nil {
		t.Fatal(err)
	}
	if opts.HasPaymentPassword || len(opts.Accounts) != 0 || len(opts.Providers) != 6 {
		t.Fatalf("options %+v", opts)
	}
	r := opts.Rules
	if r.DailyCount != 3 || r.DailyUsed != 0 || !r.HasTurnover || !r.RemainingTurnover.IsZero() {
		t.Errorf("rules %+v", r)
	}
	sameAmount(t, "withdrawable", r.Withdrawable, "10000.00")
	sameAmount(t, "min", r.Min, "500.00")
	sameAmount(t, "max", r.Max, "50000.00")

	bkash := adapters.NewPayoutAccount{
		Kind: adapters.PayoutMobile, ProviderCode: "BKASH", AccountName: "Rahim Uddin", Number: "01712345678",
		PaymentPassword: "123456", IdempotencyKey: k.next(),
	}
	if _, err := m.money.BindPayoutAccount(ctx, demo, bkash); !errors.Is(err, adapters.ErrPaymentPasswordMissing) {
		t.Fatalf("binding before a password: %v", err)
	}
	if err := m.money.SetPaymentPassword(ctx, demo, adapters.PaymentPasswordChange{New: "123456"}); err != nil {
		t.Fatal(err)
	}
	bkash.IdempotencyKey = k.next()
	acct, err := m.money.BindPayoutAccount(ctx, demo, bkash)
	if err != nil {
		t.Fatal(err)
	}
	if acct.LastDigits != "5678" || acct.Kind != adapters.PayoutMobile || acct.Provider != "bKash" || !acct.Default || acct.ID == "" {
		t.Fatalf("bound %+v", acct)
	}
	sec, err := m.money.Security(ctx, demo)
	if err != nil {
		t.Fatal(err)
	}
	if !sec.HasPaymentPassword || sec.PayoutAccounts != 1 || sec.Email != "d****1@example.com" || sec.Mobile != "" || sec.PayeeName != "Rahim Uddin" {
		t.Errorf("security %+v", sec)
	}

	wd, err := m.money.Withdraw(ctx, demo, adapters.WithdrawalRequest{AccountID: acct.ID, Amount: dec("750.25"), PaymentPassword: "123456", IdempotencyKey: k.next()})
	if err != nil {
		t.Fatal(err)
	}
	if wd.Status != adapters.StatusPending || wd.Account.LastDigits != "5678" || wd.Account.ID != acct.ID || !wd.CreatedAt.Equal(fakeNow) {
		t.Errorf("withdrawal %+v", wd)
	}
	opts, _ = m.money.WithdrawalOptions(ctx, demo)
	sameAmount(t, "withdrawable while held", opts.Rules.Withdrawable, "9249.75")
	if opts.Rules.DailyUsed != 1 || !opts.HasPaymentPassword || len(opts.Accounts) != 1 {
		t.Errorf("options after %+v", opts)
	}
	if err := m.fake.PayWithdrawal(wd.ID); err != nil {
		t.Fatal(err)
	}
	page, err := m.money.Withdrawals(ctx, demo, adapters.RecordQuery{From: fakeNow, To: fakeNow})
	if err != nil || len(page.Items) != 1 || page.Items[0].Status != adapters.StatusApproved {
		t.Fatalf("record %+v %v", page, err)
	}
	sameAmount(t, "paid total", page.Total, "750.25")
	l := m.ledger("demo01")
	if e := l.Entries[len(l.Entries)-1]; e.Type != "WITHDRAW" || e.Reference != wd.ID || !e.Amount.Equal(dec("-750.25")) {
		t.Errorf("the hold %+v", e)
	}
}

// agent01 starts with a payment password (246810) and a bank card: the other state.
func TestMoneyPaymentPasswordChange(t *testing.T) {
	m := newMoneyStack(t)
	ctx, agent := t.Context(), m.agent()
	tests := []struct {
		name   string
		change adapters.PaymentPasswordChange
		want   error
	}{
		{"set when one exists", adapters.PaymentPasswordChange{New: "111111"}, adapters.ErrPaymentPasswordSet},
		{"change with a wrong current one", adapters.PaymentPasswordChange{Current: "000000", New: "111111"}, adapters.ErrPaymentPasswordWrong},
		{"change to five digits", adapters.PaymentPasswordChange{Current: "246810", New: "11111"}, adapters.ErrInvalidInput},
		{"change", adapters.PaymentPasswordChange{Current: "246810", New: "135790"}, nil},
		{"the old one no longer works", adapters.PaymentPasswordChange{Current: "246810", New: "222222"}, adapters.ErrPaymentPasswordWrong},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := m.money.SetPaymentPassword(ctx, agent, tt.change)
			if (tt.want == nil && err != nil) || (tt.want != nil && !errors.Is(err, tt.want)) {
				t.Errorf("got %v, want %v", err, tt.want)
			}
		})
	}
	accounts, err := m.money.PayoutAccounts(ctx, agent)
	if err != nil || len(accounts) != 1 || accounts[0].LastDigits != "7890" || accounts[0].Kind != adapters.PayoutBank {
		t.Errorf("agent01's card: %+v %v", accounts, err)
	}
}

func TestMoneySecurityMasksTheMobile(t *testing.T) {
	m := newMoneyStack(t)
	g, err := m.acc.Login(t.Context(), visitor, adapters.Credentials{Method: adapters.LoginBySMS, Username: "1712345678", Password: fakeupstream.DemoSMSCode, DialingCode: "880"})
	if err != nil {
		t.Fatal(err)
	}
	sec, err := m.money.Security(t.Context(), adapters.Scope{Language: "en", Token: g.Token})
	if err != nil || sec.Mobile != "*******5678" || sec.Email != "" || sec.HasPaymentPassword {
		t.Errorf("%+v %v", sec, err)
	}
}

// The records show demo01's seeded month and add up to its balance.
func TestMoneyRecords(t *testing.T) {
	m := newMoneyStack(t)
	ctx, demo := t.Context(), m.demo()
	month := adapters.RecordQuery{From: fakeNow.AddDate(0, 0, -30), To: fakeNow, PageSize: 500}

	tx, err := m.money.Transactions(ctx, demo, month)
	if err != nil {
		t.Fatal(err)
	}
	l := m.ledger("demo01")
	if len(tx.Items) != len(l.Entries) || tx.TotalPages != 1 {
		t.Fatalf("%d movements on %d pages, the ledger has %d", len(tx.Items), tx.TotalPages, len(l.Entries))
	}
	sum, types := decimal.Zero, map[adapters.TransactionType]int{}
	for i, it := range tx.Items {
		sum = sum.Add(it.Amount)
		types[it.Type]++
		if i > 0 && it.Time.After(tx.Items[i-1].Time) {
			t.Fatalf("not newest first at %d", i)
		}
	}
	sameAmount(t, "movements of the month", sum, "12345.67")
	sameAmount(t, "in less out", tx.In.Sub(tx.Out), "12345.67")
	for _, typ := range []adapters.TransactionType{adapters.TxAdjustment, adapters.TxDeposit, adapters.TxBonus, adapters.TxTransferIn, adapters.TxTransferOut, adapters.TxBet, adapters.TxWin} {
		if types[typ] == 0 {
			t.Errorf("no %s in demo01's month", typ)
		}
	}
	bets, err := m.money.Transactions(ctx, demo, adapters.RecordQuery{From: month.From, To: month.To, Type: string(adapters.TxBet), PageSize: 10})
	if err != nil || len(bets.Items) != 10 || bets.Items[0].Type != adapters.TxBet || !bets.In.IsZero() {
		t.Errorf("bets only: %d items, in %s, %v", len(bets.Items), bets.In, err)
	}

	betPage, err := m.money.Bets(ctx, demo, adapters.RecordQuery{From: month.From, To: month.To, Page: 2, PageSize: 10})
	if err != nil || betPage.Page != 2 || len(betPage.Items) != 10 || betPage.TotalPages < 5 {
		t.Fatalf("bets %+v %v", betPage, err)
	}
	b := betPage.Items[0]
	if b.GameName == "" || b.Category == "" || b.Vendor == "" || !b.Settled || !b.Stake.IsPositive() {
		t.Errorf("bet %+v", b)
	}
	pnl, err := m.money.ProfitLoss(ctx, demo, month.From, month.To)
	if err != nil || len(pnl) == 0 {
		t.Fatalf("profit and loss %+v %v", pnl, err)
	}
	stake := decimal.Zero
	for _, row := range pnl {
		stake = stake.Add(row.Stake)
	}
	sameAmount(t, "stakes of every category", stake, betPage.Stake.String())

	// A day with nothing in it is an empty page, not an error.
	empty, err := m.money.Deposits(ctx, demo, adapters.RecordQuery{From: fakeNow.AddDate(-1, 0, 0), To: fakeNow.AddDate(-1, 0, 0)})
	if err != nil || len(empty.Items) != 0 || empty.TotalPages != 0 {
		t.Errorf("empty: %+v %v", empty, err)
	}
}
