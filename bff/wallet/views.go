package wallet

import (
	"github.com/labstack/echo/v4"

	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/bff/amount"
	"github.com/casinobff/bff/bff/kit"
)

// Deposit is one deposit as the site shows it: what to do next by its kind (the gateway page,
// the QR code, the merchant's account and the reference), and where it stands.
type Deposit struct {
	ID          string                `json:"id"`
	MethodID    string                `json:"methodId"`
	MethodName  string                `json:"methodName"`
	Kind        adapters.DepositKind  `json:"kind"`
	Amount      string                `json:"amount"`
	Bonus       string                `json:"bonus"`
	Status      adapters.RecordStatus `json:"status"`
	CreatedAt   string                `json:"createdAt"`
	UpdatedAt   string                `json:"updatedAt,omitempty"`
	RedirectURL string                `json:"redirectUrl,omitempty"`
	QRCode      string                `json:"qrCode,omitempty"`
	QRImage     string                `json:"qrImage,omitempty"` // drawn for a new deposit only
	PayTo       *PayTo                `json:"payTo,omitempty"`
	Reference   string                `json:"reference,omitempty"`
	Reason      string                `json:"reason,omitempty"`
}

func depositOf(c echo.Context, d adapters.Deposit) Deposit {
	return Deposit{
		ID: d.ID, MethodID: d.MethodID, MethodName: d.MethodName, Kind: d.Kind,
		Amount: amount.Format(d.Amount), Bonus: amount.Format(d.Bonus), Status: d.Status,
		CreatedAt: kit.Time(c, d.CreatedAt), UpdatedAt: kit.Time(c, d.UpdatedAt),
		RedirectURL: d.RedirectURL, QRCode: d.QRCode, PayTo: payToOf(d.PayTo), Reference: d.Reference, Reason: d.Reason,
	}
}

// PayoutAccount is a bound account, masked: the number's last four digits only.
type PayoutAccount struct {
	ID          string              `json:"id"`
	Kind        adapters.PayoutKind `json:"kind"`
	Provider    string              `json:"provider"`
	AccountName string              `json:"accountName"`
	LastDigits  string              `json:"lastDigits"`
	Default     bool                `json:"default"`
}

func payoutAccountOf(a adapters.PayoutAccount) PayoutAccount {
	return PayoutAccount{
		ID: a.ID, Kind: a.Kind, Provider: a.Provider, AccountName: a.AccountName,
		LastDigits: lastFour(a.LastDigits), Default: a.Default,
	}
}

func payoutAccountsOf(list []adapters.PayoutAccount) []PayoutAccount {
	out := make([]PayoutAccount, 0, len(list))
	for _, a := range list {
		out = append(out, payoutAccountOf(a))
	}
	return out
}

// lastFour keeps at most the last four characters of what the adapter gave: it masks, and
// this makes sure a whole number can never be answered.
func lastFour(s string) string {
	if r := []rune(s); len(r) > 4 {
		return string(r[len(r)-4:])
	}
	return s
}

// Withdrawal is one withdrawal: pending (the amount held) until paid or returned.
type Withdrawal struct {
	ID        string                `json:"id"`
	Amount    string                `json:"amount"`
	Account   PayoutAccount         `json:"account"`
	Status    adapters.RecordStatus `json:"status"`
	CreatedAt string                `json:"createdAt"`
	UpdatedAt string                `json:"updatedAt,omitempty"`
	Reason    string                `json:"reason,omitempty"`
}

func withdrawalOf(c echo.Context, w adapters.Withdrawal) Withdrawal {
	return Withdrawal{
		ID: w.ID, Amount: amount.Format(w.Amount), Account: payoutAccountOf(w.Account), Status: w.Status,
		CreatedAt: kit.Time(c, w.CreatedAt), UpdatedAt: kit.Time(c, w.UpdatedAt), Reason: w.Reason,
	}
}

// RecordTotals are a deposit or withdrawal record's sums over the whole range.
type RecordTotals struct {
	Approved string `json:"approved"`
}

// DepositPage is the answer of GET /deposits.
type DepositPage struct {
	Items      []Deposit    `json:"items"`
	Page       int          `json:"page"`
	TotalPages int          `json:"totalPages"`
	Totals     RecordTotals `json:"totals"`
}

// WithdrawalPage is the answer of GET /withdrawals.
type WithdrawalPage struct {
	Items      []Withdrawal `json:"items"`
	Page       int          `json:"page"`
	TotalPages int          `json:"totalPages"`
	Totals     RecordTotals `json:"totals"`
}

// pageOf is the page an answer says it is: the upstream's, else the one asked for.
func pageOf(upstream int, q adapters.RecordQuery) int {
	if upstream < 1 {
		return q.Page
	}
	return upstream
}
