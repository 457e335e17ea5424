package moneyview

import "github.com/shopspring/decimal"

// BetLine is a bet as the player's bet record and the agent's team bets both show it: when, in
// which game, and its BetTotals.
type BetLine struct {
	Time     string `json:"time"`
	Category string `json:"category"`
	Vendor   string `json:"vendor"`
	GameName string `json:"gameName"`
	BetTotals
}

// Line is the BetLine of a bet placed at time (as the site writes times) in a game of category
// and vendor.
func Line(time, category, vendor, gameName string, stake, payout decimal.Decimal) BetLine {
	return BetLine{Time: time, Category: category, Vendor: vendor, GameName: gameName, BetTotals: Totals(stake, payout)}
}
