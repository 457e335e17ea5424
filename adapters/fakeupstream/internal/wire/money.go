package wire

import (
	"github.com/shopspring/decimal"
)

// The wallet backend's configuration: what a merchant sets up once and every member is offered.
// Each file holds the value of its call's answer, as the other fixtures do.
const (
	FileDepositChannels   = "deposit-channels.json"   // /wps/system/depositBanks
	FileDepositPromotions = "deposit-promotions.json" // /wps/promotions/deposit, before a member's own use
	FilePayoutProviders   = "withdraw-banks.json"     // /wps/system/withdrawBanks
	// FileWithdrawRules holds the merchant's limits of /wps/transaction/withdraw/rules; the
	// member's own fields (withdrawable, dailyUsed, remainingTurnover) are the fake's state.
	FileWithdrawRules = "withdraw-rules.json"
)

// Money is an amount as the platform writes it: a JSON number with two decimals (1500.00),
// exact both ways. It reads a number or a string, as the platform's back end (Jackson) does.
type Money struct{ decimal.Decimal }

// MoneyOf reads a literal amount ("1500.00"); it panics on a bad one, so use it for constants.
func MoneyOf(s string) Money { return Money{decimal.RequireFromString(s)} }

// MarshalJSON writes the amount as a number with two decimals. It never uses decimal's own
// encoding, whose quoting is a process-wide switch.
func (m Money) MarshalJSON() ([]byte, error) { return []byte(m.StringFixed(2)), nil }

// UnmarshalJSON reads a number or a numeric string.
func (m *Money) UnmarshalJSON(b []byte) error { return m.Decimal.UnmarshalJSON(b) }

// Deposit channel types: how a channel takes the money.
const (
	ChannelGateway = "PG" // a payment gateway's page
	ChannelBank    = "MT" // a manual transfer to the merchant's bank account
	ChannelMobile  = "MA" // a mobile account (bKash, Nagad, Rocket) to send to
	ChannelQR      = "QR" // a QR code to scan in a payment app
)

// DepositChannel is one way to deposit. The merchant's account fields are for MT and MA only;
// remark is the reference to write in a manual transfer's note (the fake makes one per member
// when the fixture has none).
type DepositChannel struct {
	ChannelID     string  `json:"channelId"`
	ChannelType   string  `json:"channelType"`
	ChannelName   string  `json:"channelName"`
	MinAmount     Money   `json:"minAmount"`
	MaxAmount     Money   `json:"maxAmount"`
	PresetAmounts []Money `json:"presetAmounts"`
	BankName      string  `json:"bankName,omitempty"`
	AccountName   string  `json:"accountName,omitempty"`
	AccountNo     string  `json:"accountNo,omitempty"`
	Branch        string  `json:"branch,omitempty"`
	Remark        string  `json:"remark,omitempty"`
}

// Promotion frequencies: how often a member may accept one.
const (
	PromotionFirstDeposit = "FIRST" // with the member's first deposit only
	PromotionDaily        = "DAILY" // once a day
)

// DepositPromotion is a bonus offered with a deposit: bonusPercent of the deposit, at most
// maxBonus (zero: no cap), for a deposit of at least minDeposit; the deposit and bonus must then
// be bet turnoverMultiple times before a withdrawal.
//
// The configuration titles it in Titles; a call answers the title in its language in Title,
// without Titles.
type DepositPromotion struct {
	PromotionID      string `json:"promotionId"`
	Title            string `json:"title,omitempty"`
	Titles           Texts  `json:"titles,omitempty"`
	BonusPercent     Money  `json:"bonusPercent"`
	MaxBonus         Money  `json:"maxBonus"`
	MinDeposit       Money  `json:"minDeposit"`
	TurnoverMultiple Money  `json:"turnoverMultiple"`
	Frequency        string `json:"frequency"`
}

// Payout provider types.
const (
	PayoutBank   = "BANK"
	PayoutMobile = "MOBILE"
)

// PayoutProvider is a bank or mobile service a payout account may be bound at.
type PayoutProvider struct {
	BankCode string `json:"bankCode"`
	BankName string `json:"bankName"`
	Type     string `json:"type"`
}

// WithdrawRules are the merchant's withdrawal limits: the amount's range and how many
// withdrawals a member may ask a day (0: no limit).
type WithdrawRules struct {
	MinAmount  Money `json:"minAmount"`
	MaxAmount  Money `json:"maxAmount"`
	DailyCount int   `json:"dailyCount"`
}
