// Package moneyview holds the money answers that the player's records (bff/wallet) and the
// agent's reports (bff/agent) share, as the site sees them: one Go type per schema of
// bff/openapi.yaml, amounts written by package amount.
package moneyview

import (
	"github.com/shopspring/decimal"

	"github.com/casinobff/bff/bff/amount"
)

// BetTotals are stakes and payouts summed, with the bettor's profit: payouts less stakes.
type BetTotals struct {
	Stake  string `json:"stake"`
	Payout string `json:"payout"`
	Profit string `json:"profit"`
}

// Totals are the BetTotals of stake and payout.
func Totals(stake, payout decimal.Decimal) BetTotals {
	return BetTotals{Stake: amount.Format(stake), Payout: amount.Format(payout), Profit: amount.Format(payout.Sub(stake))}
}
