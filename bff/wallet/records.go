package wallet

import (
	"context"
	"net/http"
	"regexp"
	"time"

	"github.com/labstack/echo/v4"
	"github.com/shopspring/decimal"

	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/bff/amount"
	"github.com/casinobff/bff/bff/kit"
	"github.com/casinobff/bff/bff/moneyview"
)

// recordBackend is the wallet backend's account, bet and profit records as this feature
// calls them.
type recordBackend interface {
	Transactions(ctx context.Context, s adapters.Scope, q adapters.RecordQuery) (adapters.TransactionPage, error)
	Bets(ctx context.Context, s adapters.Scope, q adapters.RecordQuery) (adapters.BetPage, error)
	ProfitLoss(ctx context.Context, s adapters.Scope, from, to time.Time) ([]adapters.ProfitLoss, error)
}

// SwitchBetRecord is the white-label switch that offers the bet record.
const SwitchBetRecord = "TRANSBETREPMEM3"

// filter reads a record's own filter parameter into q, naming it when it is bad.
type filter func(c echo.Context, q *adapters.RecordQuery, p *kit.Problems)

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

func statusFilter(c echo.Context, q *adapters.RecordQuery, p *kit.Problems) {
	if v := c.QueryParam("status"); v != "" {
		s, ok := statuses[v]
		if !ok {
			p.Invalid("status", "pending, approved or rejected")
		}
		q.Status = s
	}
}

func typeFilter(c echo.Context, q *adapters.RecordQuery, p *kit.Problems) {
	if v := c.QueryParam("type"); v != "" {
		if !transactionTypes[adapters.TransactionType(v)] {
			p.Invalid("type", "a transaction type")
		}
		q.Type = v
	}
}

func categoryFilter(c echo.Context, q *adapters.RecordQuery, p *kit.Problems) {
	if v := c.QueryParam("category"); v != "" {
		if !categoryPattern.MatchString(v) {
			p.Invalid("category", "a game category (RNG, LIVE ...)")
		}
		q.Type = v
	}
}

// record answers a page of one of the member's records: the query (the range, the page and
// the record's own filter, which needs the switch on when one is named), the read, and the view
// of the page as the site sees it.
func record[P any](h *handler, f filter, switchName string, read func(Money, context.Context, adapters.Scope, adapters.RecordQuery) (P, error),
	view func(echo.Context, adapters.RecordQuery, P) any,
) echo.HandlerFunc {
	return func(c echo.Context) error {
		m, b, err := h.open(c, kit.Members)
		if err != nil {
			return err
		}
		if switchName != "" {
			if err := kit.SwitchedOn(c, h.backends.Of(c).Labels, switchName); err != nil {
				return err
			}
		}
		q, err := h.recordQuery(c, f)
		if err != nil {
			return err
		}
		page, err := read(b, kit.Ctx(c), m.Scope, q)
		if err != nil {
			return err
		}
		return kit.Personal(c, http.StatusOK, view(c, q, page))
	}
}

// recordQuery reads a record's query: the range, the page and the record's own filter.
func (h *handler) recordQuery(c echo.Context, f filter) (adapters.RecordQuery, error) {
	var p kit.Problems
	var q adapters.RecordQuery
	days := kit.DayRange(c, &p, h.now())
	q.From, q.To = days.From, days.To
	if f != nil {
		f(c, &q, &p)
	}
	q.Page, q.PageSize = kit.Paging(c, &p)
	return q, p.Err()
}

// ownMovesApart reads a page of the account record whose range's money in and out leave out the
// player's moves between their own wallets: a transfer from the main wallet to a game wallet
// (or back) is out of one and into the other, and none of the player's money came or went. The
// back office sums every movement, so the transfers' own sums (a page of one of each type) are
// taken off; the transfers asked for alone are neither money in nor out.
func ownMovesApart(b Money, ctx context.Context, s adapters.Scope, q adapters.RecordQuery) (adapters.TransactionPage, error) {
	page, err := b.Transactions(ctx, s, q)
	if err != nil {
		return adapters.TransactionPage{}, err
	}
	switch adapters.TransactionType(q.Type) {
	case adapters.TxTransferIn, adapters.TxTransferOut:
		page.In, page.Out = decimal.Zero, decimal.Zero
		return page, nil
	case "":
	default:
		return page, nil
	}
	for _, t := range []adapters.TransactionType{adapters.TxTransferIn, adapters.TxTransferOut} {
		moves := q
		moves.Type, moves.Page, moves.PageSize = string(t), 1, 1
		sums, err := b.Transactions(ctx, s, moves)
		if err != nil {
			return adapters.TransactionPage{}, err
		}
		page.In, page.Out = page.In.Sub(sums.In), page.Out.Sub(sums.Out)
	}
	return page, nil
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

// TransactionTotals are the sums over the whole range: in and out positive, net their difference,
// none of them counting the player's moves between their own wallets (ownMovesApart).
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

// transactionsOf is the account record's page as the site sees it.
func transactionsOf(c echo.Context, q adapters.RecordQuery, page adapters.TransactionPage) any {
	out := TransactionPage{
		Items: make([]Transaction, 0, len(page.Items)), Page: pageOf(page.Page, q), TotalPages: page.TotalPages,
		Totals: TransactionTotals{In: amount.Format(page.In), Out: amount.Format(page.Out), Net: amount.Format(page.In.Sub(page.Out))},
	}
	for _, t := range page.Items {
		out.Items = append(out.Items, Transaction{
			ID: t.ID, Time: kit.Time(c, t.Time), Type: t.Type, Wallet: t.Wallet,
			Amount: amount.Format(t.Amount), BalanceAfter: amount.Format(t.BalanceAfter), Reference: t.Reference,
		})
	}
	return out
}

// Bet is one bet of the bet record; profit is the player's (payout less stake).
type Bet struct {
	ID string `json:"id"`
	moneyview.BetLine
	Settled bool `json:"settled"`
}

// BetPage is the answer of GET /records/bets.
type BetPage struct {
	Items      []Bet               `json:"items"`
	Page       int                 `json:"page"`
	TotalPages int                 `json:"totalPages"`
	Totals     moneyview.BetTotals `json:"totals"`
}

// bets answers the bet record, which the site offers only under its TRANSBETREPMEM3 switch.
// betsOf is the bet record's page as the site sees it.
func betsOf(c echo.Context, q adapters.RecordQuery, page adapters.BetPage) any {
	out := BetPage{Items: make([]Bet, 0, len(page.Items)), Page: pageOf(page.Page, q), TotalPages: page.TotalPages, Totals: moneyview.Totals(page.Stake, page.Payout)}
	for _, bet := range page.Items {
		out.Items = append(out.Items, Bet{
			ID: bet.ID, BetLine: moneyview.Line(kit.Time(c, bet.Time), bet.Category, bet.Vendor, bet.GameName, bet.Stake, bet.Payout),
			Settled: bet.Settled,
		})
	}
	return out
}

// ProfitLossRow is one game category's profit and loss.
type ProfitLossRow struct {
	Category string `json:"category"`
	Bets     int    `json:"bets"`
	moneyview.BetTotals
}

// ProfitLossReport is the answer of GET /records/profit-loss.
type ProfitLossReport struct {
	From   string              `json:"from"`
	To     string              `json:"to"`
	Items  []ProfitLossRow     `json:"items"`
	Totals moneyview.BetTotals `json:"totals"`
}

func (h *handler) profitLoss(c echo.Context) error {
	m, b, err := h.open(c, kit.Members)
	if err != nil {
		return err
	}
	var p kit.Problems
	days := kit.DayRange(c, &p, h.now())
	from, to := days.From, days.To
	if err := p.Err(); err != nil {
		return err
	}
	rows, err := b.ProfitLoss(kit.Ctx(c), m.Scope, from, to)
	if err != nil {
		return err
	}
	out := ProfitLossReport{From: kit.Day(from), To: kit.Day(to), Items: make([]ProfitLossRow, 0, len(rows))}
	var stake, payout decimal.Decimal
	for _, r := range rows {
		out.Items = append(out.Items, ProfitLossRow{Category: r.Category, Bets: r.Bets, BetTotals: moneyview.Totals(r.Stake, r.Payout)})
		stake, payout = stake.Add(r.Stake), payout.Add(r.Payout)
	}
	out.Totals = moneyview.Totals(stake, payout)
	return kit.Personal(c, http.StatusOK, out)
}
