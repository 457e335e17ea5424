package upstream

import (
	"context"

	"github.com/shopspring/decimal"

	"github.com/casinobff/bff/adapters"
)

const pathWallet = "/wps/wallets/gcs"

// Wallet is adapters.Wallet over the platform protocol.
type Wallet struct{ c *Client }

var _ adapters.Wallet = (*Wallet)(nil)

// NewWallet reads balances through c, a Client for the site's wallet backend.
func NewWallet(c *Client) *Wallet { return &Wallet{c: c} }

// Balance reads the sum over the player's wallets.
func (w *Wallet) Balance(ctx context.Context, s adapters.Scope) (adapters.Balance, error) {
	var v struct {
		SumBalance *decimal.Decimal `json:"sumBalance"`
	}
	if err := w.c.Get(ctx, s, "Balance", pathWallet, nil, &v); err != nil {
		return adapters.Balance{}, err
	}
	if v.SumBalance == nil {
		return adapters.Balance{}, unusable("balance answer has no sumBalance")
	}
	return adapters.Balance{Total: *v.SumBalance}, nil
}
