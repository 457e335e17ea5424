package fakeupstream

import (
	"net/http"
	"net/url"
	"sort"
	"strings"
	"time"

	"github.com/shopspring/decimal"

	"github.com/casinobff/bff/adapters/fakeupstream/internal/wire"
)

// The agent's reports, read from its team's ledgers (every figure is the members' own records
// over the range), and its affiliate links.

func (s *Server) agentReportRoutes(handle func(method, path string, h http.HandlerFunc)) {
	handle("GET", "/wps/report/downlineTransaction", s.teamTransactions)
	handle("GET", "/wps/report/teamPVPRNGBetting", s.teamBets)
	handle("GET", "/wps/report/income", s.rebateIncome)
	handle("GET", "/wps/report/commission", s.dividends)
	handle("GET", "/wps/agent/affiliateUrls", s.affiliateLinks)
	handle("POST", "/wps/agent/affiliateUrl", s.createAffiliateLink)
	handle("DELETE", "/wps/agent/affiliateUrl", s.deleteAffiliateLink)
	handle("GET", "/wps/agent/registeredAffiliates", s.registeredAffiliates)
}

// reportParams reads a report's range and page; false means a refusal has been answered.
func (s *Server) reportParams(w http.ResponseWriter, q url.Values) (dayRange, int, int, bool) {
	days, err := s.dayRange(q)
	if err == nil {
		var page, size int
		if page, size, err = paging(q, "pageNo", defaultRecordPageSize); err == nil {
			return days, page, size, true
		}
	}
	refuse(w, http.StatusBadRequest, "param.invalid", err.Error())
	return dayRange{}, 0, 0, false
}

// figures are one member's (or the team's) money over a range.
type figures struct {
	Deposit  wire.Money `json:"deposit"`
	Withdraw wire.Money `json:"withdraw"`
	Bet      wire.Money `json:"bet"`
	Payout   wire.Money `json:"payout"`
	Bonus    wire.Money `json:"bonus"`
	Rebate   wire.Money `json:"rebate"`
}

func (f *figures) add(g figures) {
	f.Deposit.Decimal = f.Deposit.Add(g.Deposit.Decimal)
	f.Withdraw.Decimal = f.Withdraw.Add(g.Withdraw.Decimal)
	f.Bet.Decimal = f.Bet.Add(g.Bet.Decimal)
	f.Payout.Decimal = f.Payout.Add(g.Payout.Decimal)
	f.Bonus.Decimal = f.Bonus.Add(g.Bonus.Decimal)
	f.Rebate.Decimal = f.Rebate.Add(g.Rebate.Decimal)
}

func (f figures) zero() bool {
	return f.Deposit.IsZero() && f.Withdraw.IsZero() && f.Bet.IsZero() && f.Payout.IsZero() && f.Bonus.IsZero()
}

// hundred turns a rate in percent into a share.
var hundred = decimal.NewFromInt(100)

// figuresOf are a member's figures over days: approved deposits, withdrawals not returned, bets,
// bonuses, and the rebate its rates give on its bets (cut to cents); the caller holds the lock.
func figuresOf(a *account, days dayRange) figures {
	var f figures
	p := a.purse
	if p == nil {
		return f
	}
	for _, d := range p.deposits {
		if d.status == statusApproved && days.contains(d.created) {
			f.Deposit.Decimal = f.Deposit.Add(d.amount)
		}
	}
	for _, wd := range p.withdrawals {
		if wd.status != statusRejected && days.contains(wd.created) {
			f.Withdraw.Decimal = f.Withdraw.Add(wd.amount)
		}
	}
	for _, b := range p.bets {
		if days.contains(b.at) {
			f.Bet.Decimal = f.Bet.Add(b.stake)
			f.Payout.Decimal = f.Payout.Add(b.payout)
			f.Rebate.Decimal = f.Rebate.Add(b.stake.Mul(a.team.rebates[b.gameType]).Div(hundred).Truncate(2))
		}
	}
	for _, e := range p.entries {
		if e.typ == txBonus && days.contains(e.at) {
			f.Bonus.Decimal = f.Bonus.Add(e.amount)
		}
	}
	return f
}

// teamTransactions answers the team's figures over the range: a summary, and a page of its
// members (every level, those with figures only), by level then name.
func (s *Server) teamTransactions(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	days, page, size, ok := s.reportParams(w, q)
	if !ok {
		return
	}
	name := q.Get("userName")
	s.agentCall(w, r, func(a *account) result {
		type row struct {
			UserName string `json:"userName"`
			Level    int    `json:"level"`
			figures
		}
		var sum figures
		var members, fresh, active, first int
		rows := []row{}
		for _, tr := range s.members.descendants(a.name) {
			if name != "" && !strings.EqualFold(tr.a.name, name) {
				continue
			}
			t := tr.a.team
			if t.registered.Before(days.until) {
				members++
			}
			if days.contains(t.registered) {
				fresh++
			}
			f := figuresOf(tr.a, days)
			if f.Bet.IsPositive() {
				active++
			}
			if firstDeposit(tr.a, days) {
				first++
			}
			sum.add(f)
			if !f.zero() {
				rows = append(rows, row{UserName: tr.a.name, Level: tr.level, figures: f})
			}
		}
		sort.SliceStable(rows, func(i, j int) bool {
			if rows[i].Level != rows[j].Level {
				return rows[i].Level < rows[j].Level
			}
			return rows[i].UserName < rows[j].UserName
		})
		items, total := pageOf(rows, page, size)
		return success(map[string]any{
			"content": items, "pageNum": page, "totalPages": total,
			"summary": map[string]any{
				"memberCount": members, "newMemberCount": fresh, "activeMemberCount": active, "firstDepositCount": first,
				"deposit": sum.Deposit, "withdraw": sum.Withdraw, "bet": sum.Bet, "payout": sum.Payout, "bonus": sum.Bonus, "rebate": sum.Rebate,
			},
		})
	})
}

// firstDeposit says whether a member's first approved deposit falls in days.
func firstDeposit(a *account, days dayRange) bool {
	for _, d := range a.purse.deposits {
		if d.status == statusApproved {
			return days.contains(d.created)
		}
	}
	return false
}

// teamBets answers a page of the team's bets over the range, newest first.
func (s *Server) teamBets(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	days, page, size, ok := s.reportParams(w, q)
	if !ok {
		return
	}
	name, category := q.Get("userName"), q.Get("gameType")
	s.agentCall(w, r, func(a *account) result {
		type betRow struct {
			BetID     string     `json:"betId"`
			UserName  string     `json:"userName"`
			BetTime   string     `json:"betTime"`
			GameType  string     `json:"gameType"`
			Vassalage string     `json:"vassalage"`
			GameName  string     `json:"gameName"`
			BetAmount wire.Money `json:"betAmount"`
			Payout    wire.Money `json:"payout"`
			at        time.Time
		}
		var rows []betRow
		stake, payout := decimal.Zero, decimal.Zero
		for _, tr := range s.members.descendants(a.name) {
			if name != "" && !strings.EqualFold(tr.a.name, name) {
				continue
			}
			for _, b := range tr.a.purse.bets {
				if !days.contains(b.at) || (category != "" && b.gameType != category) {
					continue
				}
				stake, payout = stake.Add(b.stake), payout.Add(b.payout)
				rows = append(rows, betRow{
					BetID: b.id, UserName: tr.a.name, BetTime: s.wallTime(b.at), GameType: b.gameType, Vassalage: b.vendor,
					GameName: b.gameName, BetAmount: money(b.stake), Payout: money(b.payout), at: b.at,
				})
			}
		}
		sort.SliceStable(rows, func(i, j int) bool { return rows[i].at.After(rows[j].at) })
		items, total := pageOf(rows, page, size)
		return success(map[string]any{
			"content": items, "pageNum": page, "totalPages": total, "totalBet": money(stake), "totalPayout": money(payout),
		})
	})
}

// rebateIncome answers the agent's rebate on its team's bets, by day and category, newest
// first: on each bet the agent earns its own rate less the bettor's.
func (s *Server) rebateIncome(w http.ResponseWriter, r *http.Request) {
	days, page, size, ok := s.reportParams(w, r.URL.Query())
	if !ok {
		return
	}
	s.agentCall(w, r, func(a *account) result {
		type key struct{ day, category string }
		bets, incomes := map[key]decimal.Decimal{}, map[key]decimal.Decimal{}
		for _, tr := range s.members.descendants(a.name) {
			for _, b := range tr.a.purse.bets {
				if !days.contains(b.at) {
					continue
				}
				k := key{b.at.In(s.loc).Format(dayLayout), b.gameType}
				share := decimal.Max(decimal.Zero, a.team.rebates[b.gameType].Sub(tr.a.team.rebates[b.gameType]))
				bets[k] = bets[k].Add(b.stake)
				incomes[k] = incomes[k].Add(b.stake.Mul(share).Div(hundred))
			}
		}
		type incomeRow struct {
			Date     string     `json:"date"`
			GameType string     `json:"gameType"`
			ValidBet wire.Money `json:"validBet"`
			Rate     wire.Money `json:"rate"`
			Income   wire.Money `json:"income"`
		}
		rows := make([]incomeRow, 0, len(bets))
		total := decimal.Zero
		for k, bet := range bets {
			income := incomes[k].Truncate(2)
			total = total.Add(income)
			rows = append(rows, incomeRow{
				Date: k.day, GameType: k.category, ValidBet: money(bet), Income: money(income),
				Rate: money(incomes[k].Mul(hundred).Div(bet).Round(2)),
			})
		}
		sort.Slice(rows, func(i, j int) bool {
			if rows[i].Date != rows[j].Date {
				return rows[i].Date > rows[j].Date
			}
			return rows[i].GameType < rows[j].GameType
		})
		items, pages := pageOf(rows, page, size)
		return success(map[string]any{"content": items, "pageNum": page, "totalPages": pages, "totalIncome": money(total)})
	})
}

// dividends answers the agent's dividend of each half month that overlaps the range, newest
// first: a share of the team's profit (stakes less payouts, bonuses and rebates) by how many
// members were active; a period over before today is paid.
func (s *Server) dividends(w http.ResponseWriter, r *http.Request) {
	days, err := s.dayRange(r.URL.Query())
	if err != nil {
		refuse(w, http.StatusBadRequest, "param.invalid", err.Error())
		return
	}
	s.agentCall(w, r, func(a *account) result {
		type dividendRow struct {
			PeriodStart   string     `json:"periodStart"`
			PeriodEnd     string     `json:"periodEnd"`
			TeamProfit    wire.Money `json:"teamProfit"`
			ActiveMembers int        `json:"activeMembers"`
			Rate          wire.Money `json:"rate"`
			Dividend      wire.Money `json:"dividend"`
			Status        string     `json:"status"`
		}
		rows := []dividendRow{}
		today := s.members.dayStart(s.clock())
		for start := halfMonth(days.from); start.Before(days.until); start = halfMonth(start.AddDate(0, 0, 16)) {
			end := halfMonth(start.AddDate(0, 0, 16)) // the next period's start
			period := dayRange{from: start, until: end}
			var sum figures
			active := 0
			for _, tr := range s.members.descendants(a.name) {
				f := figuresOf(tr.a, period)
				if f.Bet.IsPositive() {
					active++
				}
				sum.add(f)
			}
			profit := sum.Bet.Sub(sum.Payout.Decimal).Sub(sum.Bonus.Decimal).Sub(sum.Rebate.Decimal)
			rate := decimal.NewFromInt(10)
			switch {
			case active >= 5:
				rate = decimal.NewFromInt(20)
			case active >= 3:
				rate = decimal.NewFromInt(15)
			}
			status := "PENDING"
			if !end.After(today) {
				status = "PAID"
			}
			rows = append(rows, dividendRow{
				PeriodStart: start.Format(dayLayout), PeriodEnd: end.AddDate(0, 0, -1).Format(dayLayout),
				TeamProfit: money(profit), ActiveMembers: active, Rate: money(rate),
				Dividend: money(decimal.Max(decimal.Zero, profit).Mul(rate).Div(hundred).Truncate(2)), Status: status,
			})
		}
		for i, j := 0, len(rows)-1; i < j; i, j = i+1, j-1 {
			rows[i], rows[j] = rows[j], rows[i]
		}
		return success(rows)
	})
}

// halfMonth is the start of the half month (the 1st or the 16th) t falls in.
func halfMonth(t time.Time) time.Time {
	day := 1
	if t.Day() >= 16 {
		day = 16
	}
	return time.Date(t.Year(), t.Month(), day, 0, 0, 0, 0, t.Location())
}

// maxAffiliateLinks is how many links an agent may have.
const maxAffiliateLinks = 5

// affiliateCall answers an affiliate call of the session's agent, unless this back office does
// not offer them.
func (s *Server) affiliateCall(w http.ResponseWriter, r *http.Request, f func(a *account) result) {
	if s.affiliatesOff.Load() {
		if _, _, ok := s.requireSession(w, r); ok {
			refusal("affiliate.disabled", "affiliate links are not offered").write(w)
		}
		return
	}
	s.agentCall(w, r, f)
}

type affiliateLinkValue struct {
	ID            string `json:"id"`
	AffiliateCode string `json:"affiliateCode"`
	URL           string `json:"url"`
	CreateTime    string `json:"createTime"`
	RegisterCount int    `json:"registerCount"`
}

// linkOf writes a link with the members registered by its code; the caller holds the lock.
func (s *Server) linkOf(l *affiliateLink) affiliateLinkValue {
	n := 0
	for _, a := range s.members.accounts {
		if a.team != nil && a.team.code == l.code {
			n++
		}
	}
	return affiliateLinkValue{
		ID: l.id, AffiliateCode: l.code, URL: "https://casinobd.example/m/register?code=" + l.code,
		CreateTime: s.wallTime(l.created), RegisterCount: n,
	}
}

func (s *Server) affiliateLinks(w http.ResponseWriter, r *http.Request) {
	s.affiliateCall(w, r, func(a *account) result {
		out := make([]affiliateLinkValue, 0, len(a.team.links))
		for _, l := range a.team.links {
			out = append(out, s.linkOf(l))
		}
		return success(out)
	})
}

func (s *Server) createAffiliateLink(w http.ResponseWriter, r *http.Request) {
	s.affiliateCall(w, r, func(a *account) result {
		if len(a.team.links) >= maxAffiliateLinks {
			return refusal("affiliate.limit", "at most %d links", maxAffiliateLinks)
		}
		id := s.members.teamIDs.id("AL")
		l := &affiliateLink{id: id, code: "AG" + id[len(id)-6:], created: s.clock()}
		a.team.links = append(a.team.links, l)
		return success(s.linkOf(l))
	})
}

func (s *Server) deleteAffiliateLink(w http.ResponseWriter, r *http.Request) {
	id := r.URL.Query().Get("id")
	s.affiliateCall(w, r, func(a *account) result {
		for i, l := range a.team.links {
			if l.id == id {
				a.team.links = append(a.team.links[:i:i], a.team.links[i+1:]...)
				return success(true)
			}
		}
		return refusal("affiliate.not.found", "no link %q", id)
	})
}

// registeredAffiliates answers the team members who registered with one of the agent's codes,
// newest first.
func (s *Server) registeredAffiliates(w http.ResponseWriter, r *http.Request) {
	page, size, err := paging(r.URL.Query(), "pageNo", defaultRecordPageSize)
	if err != nil {
		refuse(w, http.StatusBadRequest, "param.invalid", err.Error())
		return
	}
	s.affiliateCall(w, r, func(a *account) result {
		codes := map[string]bool{}
		for _, l := range a.team.links {
			codes[l.code] = true
		}
		type row struct {
			UserName      string `json:"userName"`
			AffiliateCode string `json:"affiliateCode"`
			RegisterTime  string `json:"registerTime"`
		}
		rows := []row{}
		for i := len(s.members.accounts) - 1; i >= 0; i-- {
			if b := s.members.accounts[i]; b.team != nil && codes[b.team.code] {
				rows = append(rows, row{UserName: b.name, AffiliateCode: b.team.code, RegisterTime: s.wallTime(b.team.registered)})
			}
		}
		items, total := pageOf(rows, page, size)
		return success(map[string]any{"content": items, "pageNum": page, "totalPages": total})
	})
}
