package agent

import (
	"net/http"

	"github.com/labstack/echo/v4"
	"github.com/shopspring/decimal"

	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/bff/amount"
	"github.com/casinobff/bff/bff/kit"
	"github.com/casinobff/bff/bff/moneyview"
)

// The team's reports over a range: the overview, profit and loss per downline, the team's
// bets, the agent's rebate income and its dividends. Figures are exact decimal strings; a
// profit is the team's as players: payouts, bonuses and rebates less stakes.

// Figures are the team's money over a range (or one downline's).
type Figures struct {
	Deposits    string `json:"deposits"`
	Withdrawals string `json:"withdrawals"`
	Bets        string `json:"bets"`
	Payouts     string `json:"payouts"`
	Bonuses     string `json:"bonuses"`
	Rebates     string `json:"rebates"`
	Profit      string `json:"profit"`
}

func figuresOf(deposits, withdrawals, bets, payouts, bonuses, rebates decimal.Decimal) Figures {
	return Figures{
		Deposits: amount.Format(deposits), Withdrawals: amount.Format(withdrawals), Bets: amount.Format(bets),
		Payouts: amount.Format(payouts), Bonuses: amount.Format(bonuses), Rebates: amount.Format(rebates),
		Profit: amount.Format(payouts.Add(bonuses).Add(rebates).Sub(bets)),
	}
}

// Overview is the answer of GET /agent/team/overview.
type Overview struct {
	Range         Range `json:"range"`
	Members       int   `json:"members"`
	NewMembers    int   `json:"newMembers"`
	Active        int   `json:"active"`
	FirstDeposits int   `json:"firstDeposits"`
	Figures
	Currency string `json:"currency"`
}

func overviewOf(r adapters.DayRange, s adapters.TeamSummary, currency string) Overview {
	return Overview{
		Range: rangeOf(r), Members: s.Members, NewMembers: s.NewMembers, Active: s.Active, FirstDeposits: s.FirstDeposits,
		Figures:  figuresOf(s.Deposits, s.Withdrawals, s.Bets, s.Payouts, s.Bonuses, s.Rebates),
		Currency: currency,
	}
}

// openReport is the start of a team report: the agent, the site's agent backend and the
// report's query (its range, page and filters).
func (h *handler) openReport(c echo.Context, withCategory bool) (kit.Member, adapters.Agents, adapters.TeamReportQuery, error) {
	var q adapters.TeamReportQuery
	m, b, err := h.open(c)
	if err != nil {
		return m, b, q, err
	}
	var p kit.Problems
	q.Range = kit.DayRange(c, &p, h.Now())
	q.UserName = userNameFilter(c, &p)
	if withCategory {
		q.Category = categoryFilter(c, &p)
	}
	q.Page, q.PageSize = kit.Paging(c, &p)
	return m, b, q, p.Err()
}

// openDays is the start of a handler over a range of days alone (the home, the dividends): the
// agent, the site's agent backend and the range.
func (h *handler) openDays(c echo.Context) (kit.Member, adapters.Agents, adapters.DayRange, error) {
	m, b, err := h.open(c)
	if err != nil {
		return m, b, adapters.DayRange{}, err
	}
	var p kit.Problems
	r := kit.DayRange(c, &p, h.Now())
	return m, b, r, p.Err()
}

func (h *handler) overview(c echo.Context) error {
	m, b, q, err := h.openReport(c, false)
	if err != nil {
		return err
	}
	q.UserName, q.Page, q.PageSize = "", 1, 1
	r, err := b.TeamReport(kit.Ctx(c), m.Scope, q)
	if err != nil {
		return refusals.Answer(err)
	}
	return kit.Personal(c, http.StatusOK, overviewOf(q.Range, r.Summary, kit.Currency(c)))
}

// MemberFigures are one downline's figures.
type MemberFigures struct {
	UserName string `json:"userName"`
	Level    int    `json:"level"`
	Figures
}

// ProfitLoss is the answer of GET /agent/team/profit-loss: the team's totals and a page of its
// members with figures in the range.
type ProfitLoss struct {
	Summary    Overview        `json:"summary"`
	Items      []MemberFigures `json:"items"`
	Page       int             `json:"page"`
	TotalPages int             `json:"totalPages"`
}

func (h *handler) profitLoss(c echo.Context) error {
	m, b, q, err := h.openReport(c, false)
	if err != nil {
		return err
	}
	r, err := b.TeamReport(kit.Ctx(c), m.Scope, q)
	if err != nil {
		return refusals.Answer(err)
	}
	out := ProfitLoss{Summary: overviewOf(q.Range, r.Summary, kit.Currency(c)), Items: make([]MemberFigures, 0, len(r.Items)), Page: r.Page, TotalPages: r.TotalPages}
	for _, i := range r.Items {
		out.Items = append(out.Items, MemberFigures{
			UserName: i.UserName, Level: i.Level,
			Figures: figuresOf(i.Deposits, i.Withdrawals, i.Bets, i.Payouts, i.Bonuses, i.Rebates),
		})
	}
	return kit.Personal(c, http.StatusOK, out)
}

// TeamBet is one bet of a downline.
type TeamBet struct {
	ID       string `json:"id"`
	UserName string `json:"userName"`
	moneyview.BetLine
}

// TeamBets is the answer of GET /agent/team/bets.
type TeamBets struct {
	Range      Range               `json:"range"`
	Items      []TeamBet           `json:"items"`
	Page       int                 `json:"page"`
	TotalPages int                 `json:"totalPages"`
	Totals     moneyview.BetTotals `json:"totals"`
}

func (h *handler) teamBets(c echo.Context) error {
	m, b, q, err := h.openReport(c, true)
	if err != nil {
		return err
	}
	r, err := b.TeamBets(kit.Ctx(c), m.Scope, q)
	if err != nil {
		return refusals.Answer(err)
	}
	out := TeamBets{
		Range: rangeOf(q.Range), Items: make([]TeamBet, 0, len(r.Items)), Page: r.Page, TotalPages: r.TotalPages,
		Totals: moneyview.Totals(r.Stake, r.Payout),
	}
	for _, i := range r.Items {
		out.Items = append(out.Items, TeamBet{
			ID: i.ID, UserName: i.UserName, BetLine: moneyview.Line(kit.Time(c, i.Time), i.Category, i.Vendor, i.GameName, i.Stake, i.Payout),
		})
	}
	return kit.Personal(c, http.StatusOK, out)
}

// IncomeRow is one day's rebate income in one category.
type IncomeRow struct {
	Day      string `json:"day"`
	Category string `json:"category"`
	ValidBet string `json:"validBet"`
	Rate     string `json:"rate"`
	Income   string `json:"income"`
}

// Income is the answer of GET /agent/income: the agent's rebate income.
type Income struct {
	Range      Range       `json:"range"`
	Items      []IncomeRow `json:"items"`
	Page       int         `json:"page"`
	TotalPages int         `json:"totalPages"`
	Total      string      `json:"total"`
}

func (h *handler) income(c echo.Context) error {
	m, b, q, err := h.openReport(c, false)
	if err != nil {
		return err
	}
	r, err := b.RebateIncome(kit.Ctx(c), m.Scope, q)
	if err != nil {
		return refusals.Answer(err)
	}
	out := Income{Range: rangeOf(q.Range), Items: make([]IncomeRow, 0, len(r.Items)), Page: r.Page, TotalPages: r.TotalPages, Total: amount.Format(r.Total)}
	for _, i := range r.Items {
		out.Items = append(out.Items, IncomeRow{
			Day: kit.Day(i.Day), Category: i.Category, ValidBet: amount.Format(i.ValidBet), Rate: amount.Format(i.Rate), Income: amount.Format(i.Income),
		})
	}
	return kit.Personal(c, http.StatusOK, out)
}

// DividendRow is one period's dividend.
type DividendRow struct {
	From          string `json:"from"`
	To            string `json:"to"`
	TeamProfit    string `json:"teamProfit"`
	ActiveMembers int    `json:"activeMembers"`
	Rate          string `json:"rate"`
	Amount        string `json:"amount"`
	Paid          bool   `json:"paid"`
}

// Dividends is the answer of GET /agent/dividends.
type Dividends struct {
	Range Range         `json:"range"`
	Items []DividendRow `json:"items"`
	Total string        `json:"total"`
}

func (h *handler) dividends(c echo.Context) error {
	m, b, r, err := h.openDays(c)
	if err != nil {
		return err
	}
	list, err := b.Dividends(kit.Ctx(c), m.Scope, r)
	if err != nil {
		return refusals.Answer(err)
	}
	out := Dividends{Range: rangeOf(r), Items: make([]DividendRow, 0, len(list))}
	total := decimal.Zero
	for _, d := range list {
		total = total.Add(d.Amount)
		out.Items = append(out.Items, DividendRow{
			From: kit.Day(d.PeriodStart), To: kit.Day(d.PeriodEnd), TeamProfit: amount.Format(d.TeamProfit),
			ActiveMembers: d.ActiveMembers, Rate: amount.Format(d.Rate), Amount: amount.Format(d.Amount), Paid: d.Paid,
		})
	}
	out.Total = amount.Format(total)
	return kit.Personal(c, http.StatusOK, out)
}
