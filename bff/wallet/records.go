package wallet

import (
	"context"
	"net/http"
	"regexp"
	"strconv"
	"time"

	"github.com/labstack/echo/v4"
	"github.com/shopspring/decimal"

	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/bff/amount"
	"github.com/casinobff/bff/bff/httpx"
	"github.com/casinobff/bff/bff/sites"
)

// recordBackend is the wallet backend's account, bet and profit records as this feature
// calls them.
type recordBackend interface {
	Transactions(ctx context.Context, s adapters.Scope, q adapters.RecordQuery) (adapters.TransactionPage, error)
	Bets(ctx context.Context, s adapters.Scope, q adapters.RecordQuery) (adapters.BetPage, error)
	ProfitLoss(ctx context.Context, s adapters.Scope, from, to time.Time) ([]adapters.ProfitLoss, error)
}

// Bounds of a record's query.
const (
	maxRangeDays    = 90
	defaultPageSize = 20
	maxPageSize     = 50
	dateLayout      = "2006-01-02"
)

// SwitchBetRecord is the white-label switch that offers the bet record.
const SwitchBetRecord = "TRANSBETREPMEM3"

// filter reads a record's own filter parameter into q, naming it when it is bad.
type filter func(c echo.Context, q *adapters.RecordQuery, p *problems)

var (
	statuses = map[string]adapters.RecordStatus{
		"pending": adapters.StatusPending, "approved": adapters.StatusApproved, "rejected": adapters.StatusRejected,
	}
	transactionTypes = map[adapters.TransactionType]bool{
		adapters.TxDeposit: true, adapters.TxWithdrawal: true, adapters.TxWithdrawalReturn: true,
		adapters.TxTransferOut: true, adapters.TxTransferIn: true, adapters.TxBet: true, adapters.TxWin: true,
		adapters.TxBonus: true, adapters.TxRebate: true, adapters.TxAdjustment: true,
	}
	categoryPattern = regexp.MustCompile(`^[A-Z0-9_]{1,32}$`)
)

func statusFilter(c echo.Context, q *adapters.RecordQuery, p *problems) {
	if v := c.QueryParam("status"); v != "" {
		s, ok := statuses[v]
		if !ok {
			p.add("status", httpx.FieldInvalid, "pending, approved or rejected")
		}
		q.Status = s
	}
}

func typeFilter(c echo.Context, q *adapters.RecordQuery, p *problems) {
	if v := c.QueryParam("type"); v != "" {
		if !transactionTypes[adapters.TransactionType(v)] {
			p.add("type", httpx.FieldInvalid, "a transaction type")
		}
		q.Type = v
	}
}

func categoryFilter(c echo.Context, q *adapters.RecordQuery, p *problems) {
	if v := c.QueryParam("category"); v != "" {
		if !categoryPattern.MatchString(v) {
			p.add("category", httpx.FieldInvalid, "a game category (RNG, LIVE ...)")
		}
		q.Type = v
	}
}

// dateRange reads from and to: days in the site's zone, today when absent, to not before from,
// at most 90 days in all. The times are the days' starts.
func (h *handler) dateRange(c echo.Context, p *problems) (from, to time.Time) {
	now := h.now().In(sites.Zone)
	today := time.Date(now.Year(), now.Month(), now.Day(), 0, 0, 0, 0, sites.Zone)
	day := func(name string) (time.Time, bool) {
		v := c.QueryParam(name)
		if v == "" {
			return today, true
		}
		t, err := time.ParseInLocation(dateLayout, v, sites.Zone)
		if err != nil {
			p.add(name, httpx.FieldInvalid, "YYYY-MM-DD")
			return t, false
		}
		return t, true
	}
	from, okFrom := day("from")
	to, okTo := day("to")
	if okFrom && okTo {
		switch {
		case to.Before(from):
			p.add("to", httpx.FieldOutOfRange, "on or after from")
		case to.After(from.AddDate(0, 0, maxRangeDays-1)):
			p.add("to", httpx.FieldOutOfRange, "at most "+strconv.Itoa(maxRangeDays)+" days from from")
		}
	}
	return from, to
}

// number reads a positive whole query parameter within [1, maxV], def when absent.
func number(c echo.Context, p *problems, name string, def, maxV int) int {
	v := c.QueryParam(name)
	if v == "" {
		return def
	}
	n, err := strconv.Atoi(v)
	switch {
	case err != nil:
		p.add(name, httpx.FieldInvalid, "a whole number")
	case n < 1 || n > maxV:
		p.add(name, httpx.FieldOutOfRange, "1 to "+strconv.Itoa(maxV))
	}
	return n
}

// recordQuery reads a record's query: the range, the page and the record's own filter.
func (h *handler) recordQuery(c echo.Context, f filter) (adapters.RecordQuery, error) {
	var p problems
	var q adapters.RecordQuery
	q.From, q.To = h.dateRange(c, &p)
	if f != nil {
		f(c, &q, &p)
	}
	q.Page = number(c, &p, "page", 1, 1<<20)
	q.PageSize = number(c, &p, "pageSize", defaultPageSize, maxPageSize)
	return q, p.err()
}

// Transaction is one movement of the account record. Amount is signed: money in is positive.
type Transaction struct {
	ID           string                   `json:"id"`
	Time         string                   `json:"time"`
	Type         adapters.TransactionType `json:"type"`
	Wallet       string                   `json:"wallet"`
	Amount       string                   `json:"amount"`
	BalanceAfter string                   `json:"balanceAfter"`
	Reference    string                   `json:"reference,omitempty"`
}

// TransactionTotals are the sums over the whole range: in and out positive, net their difference.
type TransactionTotals struct {
	In  string `json:"in"`
	Out string `json:"out"`
	Net string `json:"net"`
}

// TransactionPage is the answer of GET /records/transactions.
type TransactionPage struct {
	Items      []Transaction     `json:"items"`
	Page       int               `json:"page"`
	TotalPages int               `json:"totalPages"`
	Totals     TransactionTotals `json:"totals"`
}

func (h *handler) transactions(c echo.Context) error {
	m, b, err := open[recordBackend](c, anyMember)
	if err != nil {
		return err
	}
	q, err := h.recordQuery(c, typeFilter)
	if err != nil {
		return err
	}
	page, err := b.Transactions(ctx(c), m.Scope, q)
	if err != nil {
		return err
	}
	out := TransactionPage{
		Items: make([]Transaction, 0, len(page.Items)), Page: pageOf(page.Page, q), TotalPages: page.TotalPages,
		Totals: TransactionTotals{In: amount.Format(page.In), Out: amount.Format(page.Out), Net: amount.Format(page.In.Sub(page.Out))},
	}
	for _, t := range page.Items {
		out.Items = append(out.Items, Transaction{
			ID: t.ID, Time: timeOf(t.Time), Type: t.Type, Wallet: t.Wallet,
			Amount: amount.Format(t.Amount), BalanceAfter: amount.Format(t.BalanceAfter), Reference: t.Reference,
		})
	}
	return personal(c, http.StatusOK, out)
}

// Bet is one bet of the bet record; profit is the player's (payout less stake).
type Bet struct {
	ID       string `json:"id"`
	Time     string `json:"time"`
	Category string `json:"category"`
	Vendor   string `json:"vendor"`
	GameName string `json:"gameName"`
	Stake    string `json:"stake"`
	Payout   string `json:"payout"`
	Profit   string `json:"profit"`
	Settled  bool   `json:"settled"`
}

// BetTotals are stakes, payouts and the player's profit summed.
type BetTotals struct {
	Stake  string `json:"stake"`
	Payout string `json:"payout"`
	Profit string `json:"profit"`
}

func totalsOf(stake, payout decimal.Decimal) BetTotals {
	return BetTotals{Stake: amount.Format(stake), Payout: amount.Format(payout), Profit: amount.Format(payout.Sub(stake))}
}

// BetPage is the answer of GET /records/bets.
type BetPage struct {
	Items      []Bet     `json:"items"`
	Page       int       `json:"page"`
	TotalPages int       `json:"totalPages"`
	Totals     BetTotals `json:"totals"`
}

// bets answers the bet record, which the site offers only under its TRANSBETREPMEM3 switch.
func (h *handler) bets(c echo.Context) error {
	m, b, err := open[recordBackend](c, anyMember)
	if err != nil {
		return err
	}
	if err := switchedOn(c, SwitchBetRecord); err != nil {
		return err
	}
	q, err := h.recordQuery(c, categoryFilter)
	if err != nil {
		return err
	}
	page, err := b.Bets(ctx(c), m.Scope, q)
	if err != nil {
		return err
	}
	out := BetPage{Items: make([]Bet, 0, len(page.Items)), Page: pageOf(page.Page, q), TotalPages: page.TotalPages, Totals: totalsOf(page.Stake, page.Payout)}
	for _, bet := range page.Items {
		out.Items = append(out.Items, Bet{
			ID: bet.ID, Time: timeOf(bet.Time), Category: bet.Category, Vendor: bet.Vendor, GameName: bet.GameName,
			Stake: amount.Format(bet.Stake), Payout: amount.Format(bet.Payout), Profit: amount.Format(bet.Payout.Sub(bet.Stake)), Settled: bet.Settled,
		})
	}
	return personal(c, http.StatusOK, out)
}

// switchedOn refuses with feature_disabled unless the site's white-label switch name is on.
// The switches are public content, read through the catalogue cache.
func switchedOn(c echo.Context, name string) error {
	site := sites.From(c)
	if site.Content == nil {
		return httpx.ErrBackendMissing
	}
	label, err := site.Content.WhiteLabel(ctx(c), adapters.Scope{Language: sites.Language(c)})
	if err != nil {
		return err
	}
	if !label.Switches[name] {
		return errFeatureDisabled
	}
	return nil
}

// ProfitLossRow is one game category's profit and loss.
type ProfitLossRow struct {
	Category string `json:"category"`
	Bets     int    `json:"bets"`
	BetTotals
}

// ProfitLossReport is the answer of GET /records/profit-loss.
type ProfitLossReport struct {
	From   string          `json:"from"`
	To     string          `json:"to"`
	Items  []ProfitLossRow `json:"items"`
	Totals BetTotals       `json:"totals"`
}

func (h *handler) profitLoss(c echo.Context) error {
	m, b, err := open[recordBackend](c, anyMember)
	if err != nil {
		return err
	}
	var p problems
	from, to := h.dateRange(c, &p)
	if err := p.err(); err != nil {
		return err
	}
	rows, err := b.ProfitLoss(ctx(c), m.Scope, from, to)
	if err != nil {
		return err
	}
	out := ProfitLossReport{From: from.Format(dateLayout), To: to.Format(dateLayout), Items: make([]ProfitLossRow, 0, len(rows))}
	var stake, payout decimal.Decimal
	for _, r := range rows {
		out.Items = append(out.Items, ProfitLossRow{Category: r.Category, Bets: r.Bets, BetTotals: totalsOf(r.Stake, r.Payout)})
		stake, payout = stake.Add(r.Stake), payout.Add(r.Payout)
	}
	out.Totals = totalsOf(stake, payout)
	return personal(c, http.StatusOK, out)
}
