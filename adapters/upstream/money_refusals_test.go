package upstream

import (
	"errors"
	"sync"
	"testing"

	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/adapters/fakeupstream"
)

// What the fake upstream refuses, and what it does only once, as the adapter meets it.

// Every refusal of the money table reaches the BFF as its adapters refusal.
func TestMoneyRefusals(t *testing.T) {
	m := newMoneyStack(t)
	ctx, demo, agent, k := t.Context(), m.demo(), m.agent(), &keys{}
	const agentCard = "BC00000001"
	withdraw := func(s adapters.Scope, card, amount, password string) error {
		_, err := m.money.Withdraw(ctx, s, adapters.WithdrawalRequest{AccountID: card, Amount: dec(amount), PaymentPassword: password, IdempotencyKey: k.next()})
		return err
	}
	deposit := func(method, amount, promo string) error {
		_, err := m.money.Deposit(ctx, demo, adapters.DepositRequest{MethodID: method, Amount: dec(amount), PromotionID: promo, TransactionID: "TX1", IdempotencyKey: k.next()})
		return err
	}
	bind := func(s adapters.Scope, number string) error {
		_, err := m.money.BindPayoutAccount(ctx, s, adapters.NewPayoutAccount{
			Kind: adapters.PayoutMobile, ProviderCode: "NAGAD", AccountName: "K", Number: number, PaymentPassword: "246810", IdempotencyKey: k.next(),
		})
		return err
	}
	transfer := func(from, to, amount string) error {
		return m.money.Transfer(ctx, demo, adapters.WalletTransfer{From: from, To: to, Amount: dec(amount), IdempotencyKey: k.next()})
	}
	tests := []struct {
		name string
		do   func() error
		want error
	}{
		{"transfer beyond the balance", func() error { return transfer("PG", adapters.MainWallet, "845.68") }, adapters.ErrInsufficientFunds},
		{"transfer of nothing", func() error { return transfer(adapters.MainWallet, "PG", "0") }, adapters.ErrAmountOutOfRange},
		{"transfer to an unknown wallet", func() error { return transfer(adapters.MainWallet, "NOPE", "1") }, adapters.ErrWalletUnknown},
		{"transfer between game wallets", func() error { return transfer("JL", "PG", "1") }, adapters.ErrWalletUnknown},
		{"transfer to a locked wallet", func() error {
			if err := m.fake.LockWallet("demo01", "EVO", true); err != nil {
				return err
			}
			defer func() { _ = m.fake.LockWallet("demo01", "EVO", false) }()
			return transfer(adapters.MainWallet, "EVO", "1")
		}, adapters.ErrWalletLocked},
		{"recall with a locked wallet holding money", func() error {
			if err := m.fake.LockWallet("demo01", "JL", true); err != nil {
				return err
			}
			defer func() { _ = m.fake.LockWallet("demo01", "JL", false) }()
			return m.money.RecallAll(ctx, demo, k.next())
		}, adapters.ErrWalletLocked},
		{"deposit below the channel's minimum", func() error { return deposit("MA-101", "199.99", "") }, adapters.ErrAmountOutOfRange},
		{"deposit above its maximum", func() error { return deposit("MA-101", "25000.01", "") }, adapters.ErrAmountOutOfRange},
		{"deposit by an unknown channel", func() error { return deposit("MA-999", "500", "") }, adapters.ErrDepositMethodUnknown},
		{"deposit by a channel of another type", func() error { return deposit("MT-101", "1000", "") }, adapters.ErrDepositMethodUnknown},
		{"deposit by a method id the adapter cannot read", func() error { return deposit("101", "500", "") }, adapters.ErrDepositMethodUnknown},
		{"an unknown promotion", func() error { return deposit("MA-101", "1000", "NOPE") }, adapters.ErrPromotionUnavailable},
		{"the welcome bonus after deposits", func() error { return deposit("MA-101", "1000", "FD100") }, adapters.ErrPromotionUnavailable},
		{"the reload bonus below its minimum", func() error { return deposit("MA-101", "999", "RL10") }, adapters.ErrPromotionUnavailable},
		{"a manual deposit with neither sender nor transaction", func() error {
			_, err := m.money.Deposit(ctx, demo, adapters.DepositRequest{MethodID: "MA-101", Amount: dec("500"), IdempotencyKey: k.next()})
			return err
		}, adapters.ErrInvalidInput},
		{"withdrawal before a payment password", func() error { return withdraw(demo, "BC1", "500", "123456") }, adapters.ErrPaymentPasswordMissing},
		{"payout account before a payment password", func() error { return bind(demo, "01812345678") }, adapters.ErrPaymentPasswordMissing},
		{"withdrawal to an unknown account", func() error { return withdraw(agent, "BC999", "500", "246810") }, adapters.ErrPayoutAccountMissing},
		{"withdrawal below the minimum", func() error { return withdraw(agent, agentCard, "499.99", "246810") }, adapters.ErrAmountOutOfRange},
		{"withdrawal above the maximum", func() error { return withdraw(agent, agentCard, "50000.01", "246810") }, adapters.ErrAmountOutOfRange},
		{"withdrawal with a wrong payment password", func() error { return withdraw(agent, agentCard, "500", "000000") }, adapters.ErrPaymentPasswordWrong},
		{"payout account with a wrong payment password", func() error {
			_, err := m.money.BindPayoutAccount(ctx, agent, adapters.NewPayoutAccount{Kind: adapters.PayoutMobile, ProviderCode: "NAGAD", AccountName: "K", Number: "01812345678", PaymentPassword: "000000", IdempotencyKey: k.next()})
			return err
		}, adapters.ErrPaymentPasswordWrong},
		{"a payout account bound twice", func() error {
			if err := bind(agent, "01812345678"); err != nil {
				return err
			}
			return bind(agent, "01812345678")
		}, adapters.ErrPayoutAccountDuplicate},
		{"a sixth payout account", func() error {
			for _, n := range []string{"01812345671", "01812345672", "01812345673"} {
				if err := bind(agent, n); err != nil {
					return err
				}
			}
			return bind(agent, "01812345674")
		}, adapters.ErrPayoutAccountLimit},
		{"a fourth withdrawal today", func() error {
			for range 3 {
				if err := withdraw(agent, agentCard, "500", "246810"); err != nil {
					return err
				}
			}
			return withdraw(agent, agentCard, "500", "246810")
		}, adapters.ErrWithdrawalLimitReached},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if err := tt.do(); !errors.Is(err, tt.want) {
				t.Errorf("got %v, want %v", err, tt.want)
			}
		})
	}
	// What a refusal refused did not move: the ledgers still add up to the demo balances.
	sameAmount(t, "demo01", m.ledger("demo01").Total, "12345.67")
	sameAmount(t, "agent01 after three withdrawals held", m.ledger("agent01").Total, "48710.00")
}

// The two refusals that need a state of their own: turnover owed, and funds short of a valid
// withdrawal.
func TestMoneyWithdrawalRefusalsOfState(t *testing.T) {
	m := newMoneyStack(t)
	ctx, agent, k := t.Context(), m.agent(), &keys{}
	d, err := m.money.Deposit(ctx, agent, adapters.DepositRequest{MethodID: "PG-301", Amount: dec("1000"), PromotionID: "FD100", IdempotencyKey: k.next()})
	if err != nil {
		t.Fatal(err)
	}
	if err := m.fake.ApproveDeposit(d.ID); err != nil {
		t.Fatal(err)
	}
	_, err = m.money.Withdraw(ctx, agent, adapters.WithdrawalRequest{AccountID: "BC00000001", Amount: dec("500"), PaymentPassword: "246810", IdempotencyKey: k.next()})
	if !errors.Is(err, adapters.ErrTurnoverIncomplete) {
		t.Fatalf("with turnover owed: %v", err)
	}
	// A bet pays the turnover off (10000 owed: (1000 + 1000) x 5) from the JL wallet, where most
	// of the money has gone: 410.00 stays in the main wallet.
	if err := m.money.Transfer(ctx, agent, adapters.WalletTransfer{From: adapters.MainWallet, To: "JL", Amount: dec("51800"), IdempotencyKey: k.next()}); err != nil {
		t.Fatal(err)
	}
	if err := m.fake.SettleBet(fakeupstream.Bet{User: "agent01", Vendor: "JL", Stake: dec("10000"), Payout: dec("0")}); err != nil {
		t.Fatal(err)
	}
	_, err = m.money.Withdraw(ctx, agent, adapters.WithdrawalRequest{AccountID: "BC00000001", Amount: dec("500"), PaymentPassword: "246810", IdempotencyKey: k.next()})
	if !errors.Is(err, adapters.ErrInsufficientFunds) {
		t.Fatalf("with 410.00 in the main wallet: %v", err)
	}
}

// The same idempotency key through the adapter: the fake does the deposit once and answers the
// first answer again; another request under it is refused as a conflict.
func TestMoneyIdempotencyThroughTheAdapter(t *testing.T) {
	s := newMoneyStack(t)
	ctx, agent := t.Context(), s.agent()
	req := adapters.DepositRequest{MethodID: "MA-102", Amount: dec("700"), SenderAccount: "01812345678", IdempotencyKey: "same-key-1"}
	first, err := s.money.Deposit(ctx, agent, req)
	if err != nil {
		t.Fatal(err)
	}
	again, err := s.money.Deposit(ctx, agent, req)
	if err != nil || again.ID != first.ID {
		t.Fatalf("the same key again: %+v %v, first %s", again, err, first.ID)
	}
	page, _ := s.money.Deposits(ctx, agent, adapters.RecordQuery{From: fakeNow, To: fakeNow})
	if len(page.Items) != 1 {
		t.Errorf("%d deposits made, want 1", len(page.Items))
	}
	req.Amount = dec("800")
	if _, err := s.money.Deposit(ctx, agent, req); !errors.Is(err, adapters.ErrIdempotencyKeyConflict) {
		t.Errorf("another body under the key: %v", err)
	}
	// Transfers too, concurrently: one effect.
	var wg sync.WaitGroup
	for range 8 {
		wg.Go(func() {
			_ = s.money.Transfer(ctx, agent, adapters.WalletTransfer{From: adapters.MainWallet, To: "JL", Amount: dec("10"), IdempotencyKey: "same-key-2"})
		})
	}
	wg.Wait()
	w, err := s.money.Wallets(ctx, agent)
	if err != nil {
		t.Fatal(err)
	}
	for _, g := range w.Games {
		if g.ID == "JL" {
			sameAmount(t, "JL after eight transfers under one key", g.Balance, "10.00")
		}
	}
}
