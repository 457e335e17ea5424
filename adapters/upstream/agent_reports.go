package upstream

import (
	"context"
	"errors"
	"net/http"
	"net/url"
	"strings"

	"github.com/shopspring/decimal"

	"github.com/casinobff/bff/adapters"
)

// The agent's reports (the team's figures, bets, rebate income, dividends) and affiliate links.
const (
	pathTeamTransactions     = "/wps/report/downlineTransaction"
	pathTeamBets             = "/wps/report/teamPVPRNGBetting"
	pathRebateIncome         = "/wps/report/income"
	pathDividends            = "/wps/report/commission"
	pathAffiliateLink        = "/wps/agent/affiliateUrl"
	pathAffiliateLinks       = "/wps/agent/affiliateUrls"
	pathRegisteredAffiliates = "/wps/agent/registeredAffiliates"
)

// errNoLinkID is an affiliate link made whose answer names none.
var errNoLinkID = errors.New("affiliate link answer has no id")

// reportQuery is a team report's range, page and filters.
func reportQuery(q adapters.TeamReportQuery) url.Values {
	v := paging(rangeQuery(q.Range), q.Page, q.PageSize)
	if q.UserName != "" {
		v.Set("userName", q.UserName)
	}
	if q.Category != "" {
		v.Set("gameType", q.Category)
	}
	return v
}

type wireFigures struct {
	Deposit  decimal.Decimal `json:"deposit"`
	Withdraw decimal.Decimal `json:"withdraw"`
	Bet      decimal.Decimal `json:"bet"`
	Payout   decimal.Decimal `json:"payout"`
	Bonus    decimal.Decimal `json:"bonus"`
	Rebate   decimal.Decimal `json:"rebate"`
}

// TeamReport reads the team's figures over a range: the summary and one page of downlines.
func (a *Agents) TeamReport(ctx context.Context, s adapters.Scope, q adapters.TeamReportQuery) (adapters.TeamReport, error) {
	var v struct {
		wirePage
		Content []struct {
			UserName string `json:"userName"`
			Level    int    `json:"level"`
			wireFigures
		} `json:"content"`
		Summary struct {
			MemberCount       int `json:"memberCount"`
			NewMemberCount    int `json:"newMemberCount"`
			ActiveMemberCount int `json:"activeMemberCount"`
			FirstDepositCount int `json:"firstDepositCount"`
			wireFigures
		} `json:"summary"`
	}
	if err := a.get(ctx, s, "TeamTransactions", pathTeamTransactions, reportQuery(q), &v); err != nil {
		return adapters.TeamReport{}, err
	}
	sum := v.Summary
	out := adapters.TeamReport{
		Summary: adapters.TeamSummary{
			Members: sum.MemberCount, NewMembers: sum.NewMemberCount, Active: sum.ActiveMemberCount, FirstDeposits: sum.FirstDepositCount,
			Deposits: sum.Deposit, Withdrawals: sum.Withdraw, Bets: sum.Bet, Payouts: sum.Payout, Bonuses: sum.Bonus, Rebates: sum.Rebate,
		},
		Items: make([]adapters.TeamMemberReport, 0, len(v.Content)), Page: max(v.PageNum, max(q.Page, 1)), TotalPages: v.TotalPages,
	}
	for _, r := range v.Content {
		out.Items = append(out.Items, adapters.TeamMemberReport{
			UserName: r.UserName, Level: r.Level, Deposits: r.Deposit, Withdrawals: r.Withdraw,
			Bets: r.Bet, Payouts: r.Payout, Bonuses: r.Bonus, Rebates: r.Rebate,
		})
	}
	return out, nil
}

// TeamBets reads one page of the team's bets.
func (a *Agents) TeamBets(ctx context.Context, s adapters.Scope, q adapters.TeamReportQuery) (adapters.TeamBetPage, error) {
	var v struct {
		wirePage
		Content []struct {
			BetID     wireID          `json:"betId"`
			UserName  string          `json:"userName"`
			BetTime   string          `json:"betTime"`
			GameType  string          `json:"gameType"`
			Vassalage string          `json:"vassalage"`
			GameName  string          `json:"gameName"`
			BetAmount decimal.Decimal `json:"betAmount"`
			Payout    decimal.Decimal `json:"payout"`
		} `json:"content"`
		TotalBet    decimal.Decimal `json:"totalBet"`
		TotalPayout decimal.Decimal `json:"totalPayout"`
	}
	if err := a.get(ctx, s, "TeamBets", pathTeamBets, reportQuery(q), &v); err != nil {
		return adapters.TeamBetPage{}, err
	}
	out := adapters.TeamBetPage{
		Items: make([]adapters.TeamBet, 0, len(v.Content)), Page: max(v.PageNum, max(q.Page, 1)), TotalPages: v.TotalPages,
		Stake: v.TotalBet, Payout: v.TotalPayout,
	}
	for _, b := range v.Content {
		out.Items = append(out.Items, adapters.TeamBet{
			ID: string(b.BetID), UserName: b.UserName, Time: a.wallTime(b.BetTime), Category: b.GameType,
			Vendor: b.Vassalage, GameName: b.GameName, Stake: b.BetAmount, Payout: b.Payout,
		})
	}
	return out, nil
}

// RebateIncome reads one page of the agent's rebate income, by day and category.
func (a *Agents) RebateIncome(ctx context.Context, s adapters.Scope, q adapters.TeamReportQuery) (adapters.RebateIncomePage, error) {
	var v struct {
		wirePage
		Content []struct {
			Date     string          `json:"date"`
			GameType string          `json:"gameType"`
			ValidBet decimal.Decimal `json:"validBet"`
			Rate     decimal.Decimal `json:"rate"`
			Income   decimal.Decimal `json:"income"`
		} `json:"content"`
		TotalIncome decimal.Decimal `json:"totalIncome"`
	}
	if err := a.get(ctx, s, "RebateIncome", pathRebateIncome, reportQuery(q), &v); err != nil {
		return adapters.RebateIncomePage{}, err
	}
	out := adapters.RebateIncomePage{
		Items: make([]adapters.RebateIncome, 0, len(v.Content)), Page: max(v.PageNum, max(q.Page, 1)), TotalPages: v.TotalPages, Total: v.TotalIncome,
	}
	for _, r := range v.Content {
		out.Items = append(out.Items, adapters.RebateIncome{Day: a.day(r.Date), Category: r.GameType, ValidBet: r.ValidBet, Rate: r.Rate, Income: r.Income})
	}
	return out, nil
}

// Dividends reads the agent's dividends of the periods that overlap a range.
func (a *Agents) Dividends(ctx context.Context, s adapters.Scope, r adapters.DayRange) ([]adapters.Dividend, error) {
	var v []struct {
		PeriodStart   string          `json:"periodStart"`
		PeriodEnd     string          `json:"periodEnd"`
		TeamProfit    decimal.Decimal `json:"teamProfit"`
		ActiveMembers int             `json:"activeMembers"`
		Rate          decimal.Decimal `json:"rate"`
		Dividend      decimal.Decimal `json:"dividend"`
		Status        string          `json:"status"`
	}
	if err := a.get(ctx, s, "Dividends", pathDividends, rangeQuery(r), &v); err != nil {
		return nil, err
	}
	out := make([]adapters.Dividend, 0, len(v))
	for _, d := range v {
		out = append(out, adapters.Dividend{
			PeriodStart: a.day(d.PeriodStart), PeriodEnd: a.day(d.PeriodEnd), TeamProfit: d.TeamProfit,
			ActiveMembers: d.ActiveMembers, Rate: d.Rate, Amount: d.Dividend, Paid: strings.EqualFold(d.Status, "PAID"),
		})
	}
	return out, nil
}

type wireAffiliateLink struct {
	ID            wireID `json:"id"`
	AffiliateCode string `json:"affiliateCode"`
	URL           string `json:"url"`
	CreateTime    string `json:"createTime"`
	RegisterCount int    `json:"registerCount"`
}

func (a *Agents) affiliateLink(w wireAffiliateLink) adapters.AffiliateLink {
	return adapters.AffiliateLink{
		ID: string(w.ID), Code: w.AffiliateCode, URL: w.URL, CreatedAt: a.wallTime(w.CreateTime), Registrations: w.RegisterCount,
	}
}

// AffiliateLinks reads the agent's registration links.
func (a *Agents) AffiliateLinks(ctx context.Context, s adapters.Scope) ([]adapters.AffiliateLink, error) {
	var v []wireAffiliateLink
	if err := a.get(ctx, s, "AffiliateLinks", pathAffiliateLinks, nil, &v); err != nil {
		return nil, err
	}
	out := make([]adapters.AffiliateLink, 0, len(v))
	for _, l := range v {
		out = append(out, a.affiliateLink(l))
	}
	return out, nil
}

// CreateAffiliateLink makes a new registration link.
func (a *Agents) CreateAffiliateLink(ctx context.Context, s adapters.Scope) (adapters.AffiliateLink, error) {
	var v wireAffiliateLink
	if err := a.c.Do(ctx, s, Call{Op: "CreateAffiliateLink", Method: http.MethodPost, Path: pathAffiliateLink, Body: map[string]any{}}, &v); err != nil {
		return adapters.AffiliateLink{}, err
	}
	if v.ID == "" {
		return adapters.AffiliateLink{}, &outcomeUnknownError{cause: errNoLinkID, answered: true}
	}
	return a.affiliateLink(v), nil
}

// DeleteAffiliateLink removes one.
func (a *Agents) DeleteAffiliateLink(ctx context.Context, s adapters.Scope, id string) error {
	return a.c.Do(ctx, s, Call{Op: "DeleteAffiliateLink", Method: http.MethodDelete, Path: pathAffiliateLink, Query: url.Values{"id": {id}}}, nil)
}

// Affiliates reads one page of the members who registered through the agent's links.
func (a *Agents) Affiliates(ctx context.Context, s adapters.Scope, page, pageSize int) (adapters.AffiliatePage, error) {
	var v struct {
		wirePage
		Content []struct {
			UserName      string `json:"userName"`
			AffiliateCode string `json:"affiliateCode"`
			RegisterTime  string `json:"registerTime"`
		} `json:"content"`
	}
	if err := a.get(ctx, s, "RegisteredAffiliates", pathRegisteredAffiliates, paging(url.Values{}, page, pageSize), &v); err != nil {
		return adapters.AffiliatePage{}, err
	}
	out := adapters.AffiliatePage{Items: make([]adapters.Affiliate, 0, len(v.Content)), Page: max(v.PageNum, max(page, 1)), TotalPages: v.TotalPages}
	for _, r := range v.Content {
		out.Items = append(out.Items, adapters.Affiliate{UserName: r.UserName, Code: r.AffiliateCode, RegisteredAt: a.wallTime(r.RegisterTime)})
	}
	return out, nil
}
