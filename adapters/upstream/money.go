package upstream

import (
	"context"
	"encoding/json"
	"fmt"
	"net/url"
	"strconv"
	"strings"
	"time"

	"github.com/shopspring/decimal"

	"github.com/casinobff/bff/adapters"
)

// The wallet backend's calls (docs/UPSTREAM.md, "Money"), named here and nowhere else; the
// operations are by concern in wallets.go, deposits.go, withdrawals.go, security.go and
// records.go.
const (
	pathBalance            = "/wps/wallets/gcs"
	pathWallets            = "/wps/wallets"
	pathTransfer           = "/wps/relay/GCS_walletTransfer"
	pathRecall             = "/wps/wallets/transferToMainWallet"
	pathDepositChannels    = "/wps/system/depositBanks"
	pathDepositPromotions  = "/wps/promotions/deposit"
	pathDepositPrefix      = "/wps/transaction/deposit/" // + pg, mt, ma or qr
	pathDepositRecord      = "/wps/report/depositTransaction"
	pathWithdrawRules      = "/wps/transaction/withdraw/rules"
	pathWithdraw           = "/wps/transaction/withdraw"
	pathWithdrawRecord     = "/wps/report/withdrawTransaction"
	pathHasPaymentPassword = "/wps/member/hasWithdrawalPassword"
	pathPayoutProviders    = "/wps/system/withdrawBanks"
	pathPayoutAccounts     = "/wps/member/bankCard"
	pathPaymentPassword    = "/wps/member/paymentPassword"
	pathSecurityConfig     = "/wps/v2/member/securityConfig"
	pathTransactions       = "/wps/relay/ODS2_MemberTransaction"
	pathBets               = "/wps/report/accountGameBetHistory"
	pathProfitLoss         = "/wps/relay/ODSFE2_MemPNL"
)

// Module ids of the money calls, as the platform's own clients send them.
const (
	moduleTransfer     = "FUNDTRANS3"
	moduleTransactions = "MEMTRANS3"
	moduleProfitLoss   = "PERSPNL3"
)

// Money is adapters.Money over the platform protocol. Nothing it reads is cached: every answer
// is one player's money.
type Money struct {
	c   *Client
	enc *encrypter
}

var _ adapters.Money = (*Money)(nil)

// NewMoney speaks to the wallet backend through c. Its sensitive bodies (a withdrawal, a payout
// account, the first payment password) go encrypted, under the RSA key fetched on first use.
func NewMoney(c *Client) *Money { return &Money{c: c, enc: newEncrypter(c)} }

// wireAmount writes an amount as the platform reads it: a JSON number with two decimals. It never
// goes through decimal's own encoding, which quotes amounts unless a process-wide switch says
// otherwise, and the BFF's answers want them quoted. An amount with more than two decimals is
// refused rather than rounded: the player did not ask for the rounded one.
func wireAmount(d decimal.Decimal) (json.Number, error) {
	if !d.Equal(d.Round(2)) {
		return "", fmt.Errorf("%w: amount %s has more than two decimals", adapters.ErrInvalidInput, d)
	}
	return json.Number(d.StringFixed(2)), nil
}

// write is a money write: never retried (the client retries reads only) and carrying the
// idempotency key of the form submission it comes from.
func write(op, method, path string, body any, key string) Call {
	return Call{Op: op, Method: method, Path: path, Body: body, IdempotencyKey: key}
}

// Record statuses as the platform writes them.
const (
	wirePending  = "PENDING"
	wireApproved = "APPROVED"
	wireRejected = "REJECTED"
)

// recordStatus reads a deposit's or withdrawal's status. Back offices differ in the words they
// use past the three of docs/UPSTREAM.md; a word the adapter does not know reads as pending,
// which claims neither that the money arrived nor that it was refused.
func recordStatus(s string) adapters.RecordStatus {
	switch strings.ToUpper(s) {
	case wireApproved, "SUCCESS", "COMPLETED", "PAID":
		return adapters.StatusApproved
	case wireRejected, "FAILED", "CANCELLED", "CANCELED":
		return adapters.StatusRejected
	}
	return adapters.StatusPending
}

// wireStatus is the status filter of a record query; empty: all.
func wireStatus(s adapters.RecordStatus) string {
	switch s {
	case adapters.StatusPending:
		return wirePending
	case adapters.StatusApproved:
		return wireApproved
	case adapters.StatusRejected:
		return wireRejected
	}
	return ""
}

// Paging of the records when the caller leaves it out.
const (
	defaultRecordPageSize = 20
	dayLayout             = "2006-01-02"
)

// recordQuery is a record call's range and page. The days are the ones the caller named, in its
// own zone: converting them to the upstream's would move a day's edge.
func recordQuery(q adapters.RecordQuery) url.Values {
	page, size := q.Page, q.PageSize
	if page < 1 {
		page = 1
	}
	if size < 1 {
		size = defaultRecordPageSize
	}
	v := url.Values{}
	v.Set("startDate", q.From.Format(dayLayout))
	v.Set("endDate", q.To.Format(dayLayout))
	v.Set("pageNo", strconv.Itoa(page))
	v.Set("pageSize", strconv.Itoa(size))
	return v
}

// wirePage is the paging of a record's answer.
type wirePage struct {
	PageNum    int `json:"pageNum"`
	TotalPages int `json:"totalPages"`
}

// page is the answer's page number, or the one asked for when the answer leaves it out.
func (p wirePage) page(q adapters.RecordQuery) int {
	if p.PageNum > 0 {
		return p.PageNum
	}
	return max(q.Page, 1)
}

// wallTime reads one of the upstream's wall-clock times in its zone.
func (m *Money) wallTime(s string) time.Time { return wireTime(wallClock, s, m.c.Location()) }

// get reads a money call's value.
func (m *Money) get(ctx context.Context, s adapters.Scope, op, path string, q url.Values, out any) error {
	return m.c.Get(ctx, s, op, path, q, out)
}

// lastDigits are a number's trailing digits, at most four: all of a payout account number or a
// mobile number that ever leaves the adapter, whether the upstream sent it whole or masked.
func lastDigits(number string) string {
	end := strings.TrimSpace(number)
	i := len(end)
	for i > 0 && len(end)-i < 4 && end[i-1] >= '0' && end[i-1] <= '9' {
		i--
	}
	return end[i:]
}

// maskMobile shows a mobile number's last four digits: *******5678.
func maskMobile(number string) string {
	d := lastDigits(number)
	if d == "" {
		return ""
	}
	return "*******" + d
}

// maskEmail keeps the first and last characters of an address's local part and its domain:
// d****1@example.com.
func maskEmail(address string) string {
	address = strings.TrimSpace(address)
	at := strings.LastIndexByte(address, '@')
	if address == "" {
		return ""
	}
	if at <= 0 || at == len(address)-1 {
		return "****"
	}
	local := []rune(address[:at])
	masked := string(local[0]) + "****"
	if len(local) > 1 {
		masked += string(local[len(local)-1])
	}
	return masked + address[at:]
}
