package bfftest

import (
	"context"
	"fmt"
	"time"

	"github.com/shopspring/decimal"

	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/adapters/upstream"
	"github.com/casinobff/bff/bff"
	"github.com/casinobff/bff/bff/sites"
	"github.com/casinobff/bff/config"
)

// Money is the wallet backend in memory, for what the fake upstream cannot show (an outage of
// one call, a refusal at a chosen moment, a write held open). It moves money between its
// wallets on transfers and recalls, keeps every write it was asked for, and counts its calls
// (Behaviour's FailOn, HoldOn and PanicOn name operations by method name: "Withdraw").
type Money struct {
	Behaviour
	Balances     adapters.Wallets
	Methods      adapters.DepositOptions
	Options      adapters.WithdrawalOptions
	Facts        adapters.SecurityFacts
	Deposited    adapters.DepositPage
	Withdrawn    adapters.WithdrawalPage
	Movements    adapters.TransactionPage
	BetRecord    adapters.BetPage
	ProfitLosses []adapters.ProfitLoss
	calls        map[string]int
	writes       []any
	queries      []adapters.RecordQuery
}

// call counts a call of op, keeps the write it asks for, then behaves as the test said.
func (f *Money) call(ctx context.Context, s adapters.Scope, op string, write any) error {
	_, err := f.write(ctx, s, op, write)
	return err
}

// write is call, answering also the number of writes so far, this one included: the fake's
// ids are made from it.
func (f *Money) write(ctx context.Context, s adapters.Scope, op string, write any) (int, error) {
	f.mu.Lock()
	if f.calls == nil {
		f.calls = map[string]int{}
	}
	f.calls[op]++
	if write != nil {
		f.writes = append(f.writes, write)
	}
	n := len(f.writes)
	f.mu.Unlock()
	return n, f.before(ctx, s, op)
}

// Calls is how many calls of op arrived, failed and held ones included.
func (f *Money) Calls(op string) int {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.calls[op]
}

// Writes are the write requests that reached the fake (failed ones too), in order: adapters.WalletTransfer,
// adapters.DepositRequest, adapters.WithdrawalRequest, adapters.NewPayoutAccount,
// adapters.PaymentPasswordChange, or the idempotency key of a RecallAll.
func (f *Money) Writes() []any {
	f.mu.Lock()
	defer f.mu.Unlock()
	return append([]any(nil), f.writes...)
}

// Queries are the record queries asked so far.
func (f *Money) Queries() []adapters.RecordQuery {
	f.mu.Lock()
	defer f.mu.Unlock()
	return append([]adapters.RecordQuery(nil), f.queries...)
}

func (f *Money) query(q adapters.RecordQuery) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.queries = append(f.queries, q)
}

// Balance implements adapters.Wallet.
func (f *Money) Balance(ctx context.Context, s adapters.Scope) (adapters.Balance, error) {
	if err := f.call(ctx, s, "Balance", nil); err != nil {
		return adapters.Balance{}, err
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	return adapters.Balance{Total: f.Balances.Total}, nil
}

// Wallets implements adapters.Money.
func (f *Money) Wallets(ctx context.Context, s adapters.Scope) (adapters.Wallets, error) {
	if err := f.call(ctx, s, "Wallets", nil); err != nil {
		return adapters.Wallets{}, err
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	w := f.Balances
	w.Games = append([]adapters.WalletBalance(nil), w.Games...)
	return w, nil
}

// Transfer implements adapters.Money.
func (f *Money) Transfer(ctx context.Context, s adapters.Scope, t adapters.WalletTransfer) error {
	if err := f.call(ctx, s, "Transfer", t); err != nil {
		return err
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	f.move(t.From, t.Amount.Neg())
	f.move(t.To, t.Amount)
	return nil
}

func (f *Money) move(id string, d decimal.Decimal) {
	if id == adapters.MainWallet {
		f.Balances.Main.Balance = f.Balances.Main.Balance.Add(d)
		return
	}
	for i := range f.Balances.Games {
		if f.Balances.Games[i].ID == id {
			f.Balances.Games[i].Balance = f.Balances.Games[i].Balance.Add(d)
		}
	}
}

// RecallAll implements adapters.Money.
func (f *Money) RecallAll(ctx context.Context, s adapters.Scope, key string) error {
	if err := f.call(ctx, s, "RecallAll", key); err != nil {
		return err
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	for i, g := range f.Balances.Games {
		if !g.Locked {
			f.Balances.Main.Balance = f.Balances.Main.Balance.Add(g.Balance)
			f.Balances.Games[i].Balance = decimal.Zero
		}
	}
	return nil
}

// DepositOptions implements adapters.Money.
func (f *Money) DepositOptions(ctx context.Context, s adapters.Scope) (adapters.DepositOptions, error) {
	return f.Methods, f.call(ctx, s, "DepositOptions", nil)
}

// Deposit implements adapters.Money: a pending deposit by the method named, its QR code or
// gateway page by its kind.
func (f *Money) Deposit(ctx context.Context, s adapters.Scope, r adapters.DepositRequest) (adapters.Deposit, error) {
	n, err := f.write(ctx, s, "Deposit", r)
	if err != nil {
		return adapters.Deposit{}, err
	}
	d := adapters.Deposit{
		ID: fmt.Sprintf("D%04d", n), MethodID: r.MethodID, Amount: r.Amount, Status: adapters.StatusPending,
		CreatedAt: time.Date(2026, 11, 22, 6, 0, 0, 0, time.UTC),
	}
	for _, m := range f.Methods.Methods {
		if m.ID != r.MethodID {
			continue
		}
		d.MethodName, d.Kind, d.PayTo, d.Reference = m.Name, m.Kind, m.PayTo, m.Reference
		switch m.Kind {
		case adapters.DepositGateway:
			d.RedirectURL = "https://pay.example.com/checkout/" + d.ID
		case adapters.DepositQR:
			d.QRCode = "upi://pay?pa=demo@bank&am=" + r.Amount.StringFixed(2) + "&tr=" + d.ID
		}
	}
	return d, nil
}

// Deposits implements adapters.Money.
func (f *Money) Deposits(ctx context.Context, s adapters.Scope, q adapters.RecordQuery) (adapters.DepositPage, error) {
	f.query(q)
	return f.Deposited, f.call(ctx, s, "Deposits", nil)
}

// WithdrawalOptions implements adapters.Money.
func (f *Money) WithdrawalOptions(ctx context.Context, s adapters.Scope) (adapters.WithdrawalOptions, error) {
	return f.Options, f.call(ctx, s, "WithdrawalOptions", nil)
}

// Withdraw implements adapters.Money: a pending withdrawal to a bound account.
func (f *Money) Withdraw(ctx context.Context, s adapters.Scope, r adapters.WithdrawalRequest) (adapters.Withdrawal, error) {
	n, err := f.write(ctx, s, "Withdraw", r)
	if err != nil {
		return adapters.Withdrawal{}, err
	}
	for _, a := range f.Options.Accounts {
		if a.ID == r.AccountID {
			return adapters.Withdrawal{
				ID: fmt.Sprintf("W%04d", n), Amount: r.Amount, Account: a, Status: adapters.StatusPending,
				CreatedAt: time.Date(2026, 11, 22, 6, 0, 0, 0, time.UTC),
			}, nil
		}
	}
	return adapters.Withdrawal{}, &adapters.BusinessError{Kind: adapters.ErrPayoutAccountMissing, Code: "bankcard.not.found"}
}

// Withdrawals implements adapters.Money.
func (f *Money) Withdrawals(ctx context.Context, s adapters.Scope, q adapters.RecordQuery) (adapters.WithdrawalPage, error) {
	f.query(q)
	return f.Withdrawn, f.call(ctx, s, "Withdrawals", nil)
}

// PayoutAccounts implements adapters.Money.
func (f *Money) PayoutAccounts(ctx context.Context, s adapters.Scope) ([]adapters.PayoutAccount, error) {
	return f.Options.Accounts, f.call(ctx, s, "PayoutAccounts", nil)
}

// BindPayoutAccount implements adapters.Money: the account as an adapter answers it, masked.
func (f *Money) BindPayoutAccount(ctx context.Context, s adapters.Scope, a adapters.NewPayoutAccount) (adapters.PayoutAccount, error) {
	if err := f.call(ctx, s, "BindPayoutAccount", a); err != nil {
		return adapters.PayoutAccount{}, err
	}
	return adapters.PayoutAccount{
		ID: "pa-new", Kind: a.Kind, Provider: a.ProviderCode, AccountName: a.AccountName,
		LastDigits: a.Number[max(0, len(a.Number)-4):],
	}, nil
}

// SetPaymentPassword implements adapters.Money.
func (f *Money) SetPaymentPassword(ctx context.Context, s adapters.Scope, c adapters.PaymentPasswordChange) error {
	return f.call(ctx, s, "SetPaymentPassword", c)
}

// Security implements adapters.Money.
func (f *Money) Security(ctx context.Context, s adapters.Scope) (adapters.SecurityFacts, error) {
	return f.Facts, f.call(ctx, s, "Security", nil)
}

// Transactions implements adapters.Money.
func (f *Money) Transactions(ctx context.Context, s adapters.Scope, q adapters.RecordQuery) (adapters.TransactionPage, error) {
	f.query(q)
	return f.Movements, f.call(ctx, s, "Transactions", nil)
}

// Bets implements adapters.Money.
func (f *Money) Bets(ctx context.Context, s adapters.Scope, q adapters.RecordQuery) (adapters.BetPage, error) {
	f.query(q)
	return f.BetRecord, f.call(ctx, s, "Bets", nil)
}

// ProfitLoss implements adapters.Money.
func (f *Money) ProfitLoss(ctx context.Context, s adapters.Scope, from, to time.Time) ([]adapters.ProfitLoss, error) {
	f.query(adapters.RecordQuery{From: from, To: to})
	return f.ProfitLosses, f.call(ctx, s, "ProfitLoss", nil)
}

var _ adapters.Money = (*Money)(nil)

// amountOf reads a test's decimal literal.
func amountOf(s string) decimal.Decimal { return decimal.RequireFromString(s) }

// NewMoney is demo01's money as the fake upstream seeds it: 12345.67 in all (main 10000.00,
// JILI 1200.00, PG Soft 845.67, Evolution 300.00); four deposit methods (bKash, a bank, a
// gateway, a QR code) and a promotion; withdrawals of 500.00 to 50000.00, three a day, to one
// bound bKash account, with a payment password set.
func NewMoney() *Money {
	bkash := adapters.PayoutAccount{ID: "pa1", Kind: adapters.PayoutMobile, Provider: "bKash", AccountName: "Demo Player", LastDigits: "5678", Default: true}
	return &Money{
		Balances: adapters.Wallets{
			Total: amountOf("12345.67"),
			Main:  adapters.WalletBalance{ID: adapters.MainWallet, Balance: amountOf("10000.00")},
			Games: []adapters.WalletBalance{
				{ID: "JL", Name: "JILI", Balance: amountOf("1200.00")},
				{ID: "PG", Name: "PG Soft", Balance: amountOf("845.67")},
				{ID: "EVO", Name: "Evolution", Balance: amountOf("300.00")},
			},
		},
		Methods: adapters.DepositOptions{
			Methods: []adapters.DepositMethod{
				{
					ID: "bkash", Kind: adapters.DepositMobile, Name: "bKash", Min: amountOf("200"), Max: amountOf("25000"),
					Presets: []decimal.Decimal{amountOf("500"), amountOf("1000")}, Reference: "D10086521",
					PayTo: &adapters.PayTo{Provider: "bKash", AccountName: "Demo Casino Ltd", AccountNumber: "01711000111"},
				},
				{
					ID: "dbbl", Kind: adapters.DepositBank, Name: "Dutch-Bangla Bank", Min: amountOf("1000"), Max: amountOf("100000"),
					PayTo: &adapters.PayTo{Provider: "Dutch-Bangla Bank", AccountName: "Demo Casino Ltd", AccountNumber: "1071100012345", Branch: "Gulshan"},
				},
				{ID: "surepay", Kind: adapters.DepositGateway, Name: "SurePay", Min: amountOf("100"), Max: amountOf("50000")},
				{ID: "qr", Kind: adapters.DepositQR, Name: "QR", Min: amountOf("100"), Max: amountOf("20000")},
			},
			Promotions: []adapters.DepositPromotion{
				{ID: "welcome", Title: "Welcome bonus", Percent: amountOf("10"), MaxBonus: amountOf("1000"), MinDeposit: amountOf("1000"), Turnover: amountOf("5")},
			},
		},
		Options: adapters.WithdrawalOptions{
			Rules: adapters.WithdrawalRules{
				Withdrawable: amountOf("10000.00"), Min: amountOf("500"), Max: amountOf("50000"), DailyCount: 3, HasTurnover: true,
			},
			HasPaymentPassword: true,
			Accounts:           []adapters.PayoutAccount{bkash},
			Providers: []adapters.PayoutProvider{
				{Code: "BKASH", Name: "bKash", Kind: adapters.PayoutMobile}, {Code: "DBBL", Name: "Dutch-Bangla Bank", Kind: adapters.PayoutBank},
			},
		},
		Facts: adapters.SecurityFacts{HasPaymentPassword: true, Email: "d****1@example.com", Mobile: "*******5678", Nickname: "Lucky", PayoutAccounts: 1},
	}
}

// WithMoney gives the demo site m as its wallet backend and seals sessions with Sealer, so
// that MemberHeader's cookie opens.
func WithMoney(m *Money) Option {
	return func(o *bff.Options) {
		WithBackends(func(b *sites.Backends) { b.Wallet = m })(o)
		o.Sessions = Sealer
	}
}

// WithWalletTimeout gives RealServer's wallet backend (over its fake upstream, whose address
// is the site's ContentBaseURL) a client whose calls have d to answer instead of five seconds,
// so that a test can have a write's answer come too late in a fraction of a second.
func WithWalletTimeout(d time.Duration) Option {
	return func(o *bff.Options) {
		site := config.DemoSite()
		b := o.Backends[site.ID]
		c, err := upstream.New(upstream.Options{
			Site: site.ID, Backend: "wallet", BaseURL: b.ContentBaseURL.String(), Merchant: site.Merchant, Timeout: d,
		})
		if err != nil {
			panic("bfftest: the wallet client: " + err.Error())
		}
		b.Wallet = upstream.NewMoney(c)
		o.Backends[site.ID] = b
	}
}
