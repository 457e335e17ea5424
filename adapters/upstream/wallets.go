package upstream

import (
	"context"
	"net/http"
	"net/url"

	"github.com/shopspring/decimal"

	"github.com/casinobff/bff/adapters"
)

// Balance reads the sum over the player's wallets.
func (m *Money) Balance(ctx context.Context, s adapters.Scope) (adapters.Balance, error) {
	var v struct {
		SumBalance *decimal.Decimal `json:"sumBalance"`
	}
	if err := m.get(ctx, s, "Balance", pathBalance, nil, &v); err != nil {
		return adapters.Balance{}, err
	}
	if v.SumBalance == nil {
		return adapters.Balance{}, unusable("balance answer has no sumBalance")
	}
	return adapters.Balance{Total: *v.SumBalance}, nil
}

// Wallets reads the main wallet and every game wallet. The total is the upstream's sum when it
// sends one, else the adapter's.
func (m *Money) Wallets(ctx context.Context, s adapters.Scope) (adapters.Wallets, error) {
	var v struct {
		SumBalance *decimal.Decimal `json:"sumBalance"`
		Wallets    []struct {
			WalletType string          `json:"walletType"`
			WalletName string          `json:"walletName"`
			Balance    decimal.Decimal `json:"balance"`
			Locked     bool            `json:"locked"`
		} `json:"wallets"`
	}
	if err := m.get(ctx, s, "Wallets", pathWallets, nil, &v); err != nil {
		return adapters.Wallets{}, err
	}
	var out adapters.Wallets
	hasMain := false
	sum := decimal.Zero
	for _, w := range v.Wallets {
		sum = sum.Add(w.Balance)
		if w.WalletType == adapters.MainWallet {
			out.Main, hasMain = adapters.WalletBalance{ID: adapters.MainWallet, Balance: w.Balance, Locked: w.Locked}, true
			continue
		}
		out.Games = append(out.Games, adapters.WalletBalance{ID: w.WalletType, Name: w.WalletName, Balance: w.Balance, Locked: w.Locked})
	}
	if !hasMain {
		return adapters.Wallets{}, unusable("wallets answer has no %s wallet", adapters.MainWallet)
	}
	out.Total = sum
	if v.SumBalance != nil {
		out.Total = *v.SumBalance
	}
	return out, nil
}

// Transfer moves money between the main wallet and one game wallet.
func (m *Money) Transfer(ctx context.Context, s adapters.Scope, t adapters.WalletTransfer) error {
	amount, err := wireAmount(t.Amount)
	if err != nil {
		return err
	}
	body := map[string]any{"fromWallet": t.From, "toWallet": t.To, "amount": amount}
	call := write("Transfer", http.MethodPost, pathTransfer, body, t.IdempotencyKey)
	call.Module = moduleTransfer
	return m.c.Do(ctx, s, call, nil)
}

// RecallAll moves every game wallet's balance to the main wallet, with the platform's form.
func (m *Money) RecallAll(ctx context.Context, s adapters.Scope, idempotencyKey string) error {
	call := Call{
		Op: "RecallAll", Method: http.MethodPost, Path: pathRecall,
		Form: url.Values{"walletType": {"ALL"}}, IdempotencyKey: idempotencyKey,
	}
	return m.c.Do(ctx, s, call, nil)
}
