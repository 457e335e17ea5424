package upstream

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"net/url"
	"strconv"
	"time"

	"github.com/shopspring/decimal"

	"github.com/casinobff/bff/adapters"
)

// The agent backend's calls (docs/UPSTREAM.md, "Agents and contracts"), named here and nowhere
// else; the reports and affiliate links are in agent_reports.go.
const (
	pathTeamKPI              = "/wps/relay/ODSFE2_getTeamKPI"
	pathContractRequests     = "/wps/relay/MCSFE_getContractRequest"
	pathDownline             = "/wps/agent/downline" // GET one, POST opens an account
	pathDownlines            = "/wps/agent/downlines"
	pathPromoteDownline      = "/wps/agent/promoteDownlineToAgent"
	pathTransferEnabled      = "/wps/agent/transferEnabled"
	pathTransferDownline     = "/wps/agent/transferDownline"
	pathGlobalRebates        = "/wps/agent/globalRebateSettings"
	pathDownlineRebates      = "/wps/agent/downlineRebates"
	pathUpdateDownlineRebate = "/wps/agent/updateDownlineRebates"
)

// Module ids of the agent calls, as the platform's own clients send them.
const moduleAgentInfo = "AGEINFO3"

// contractCalls are each contract's answer call and module, and the field of the requests'
// answer that holds it.
var contractCalls = map[adapters.ContractKind]struct{ path, module, field string }{
	adapters.ContractDailySalary:  {"/wps/relay/MCS2_processDailySalContract", "DAILYSALCONT3", "dailysalreqtype"},
	adapters.ContractDividend:     {"/wps/relay/MCS2_processDividendReq", "SIGNCONDIV3", "divtypecompperiodreq"},
	adapters.ContractHourlySalary: {"/wps/relay/MCS2_processContractHourSalary", "HOURSAL3", "contracthoursalreq"},
}

// Agents is adapters.Agents over the platform protocol. Nothing it reads is cached: every answer
// is one agent's team.
type Agents struct {
	c   *Client
	enc *encrypter
}

var _ adapters.Agents = (*Agents)(nil)

// NewAgents speaks to the agent backend (the member backend's host) through c. Opening an
// account (a password) and a transfer (money) go encrypted.
func NewAgents(c *Client) *Agents { return &Agents{c: c, enc: newEncrypter(c)} }

func (a *Agents) get(ctx context.Context, s adapters.Scope, op, path string, q url.Values, out any) error {
	return a.c.Get(ctx, s, op, path, q, out)
}

func (a *Agents) wallTime(v string) time.Time { return wireTime(wallClock, v, a.c.Location()) }

func (a *Agents) day(v string) time.Time { return wireTime(dayLayout, v, a.c.Location()) }

// rangeQuery is a report's days, inclusive, as the caller named them.
func rangeQuery(r adapters.DayRange) url.Values {
	v := url.Values{}
	v.Set("startDate", r.From.Format(dayLayout))
	v.Set("endDate", r.To.Format(dayLayout))
	return v
}

// paging adds a page to q, defaults filled.
func paging(q url.Values, page, size int) url.Values {
	if page < 1 {
		page = 1
	}
	if size < 1 {
		size = defaultRecordPageSize
	}
	q.Set("pageNo", strconv.Itoa(page))
	q.Set("pageSize", strconv.Itoa(size))
	return q
}

// TeamCounters reads the agent home's four counters over r.
func (a *Agents) TeamCounters(ctx context.Context, s adapters.Scope, r adapters.DayRange) (adapters.TeamCounters, error) {
	q := rangeQuery(r)
	q.Set("size", "0")
	var v struct {
		Login    int `json:"teamLoginMemberCount"`
		Bet      int `json:"teamBetMemberCount"`
		Register int `json:"teamRegisterMemberCount"`
		Online   int `json:"teamOnlineCount"`
	}
	call := Call{Op: "TeamKPI", Path: pathTeamKPI, Query: q, Module: moduleAgentInfo}
	if err := a.c.Do(ctx, s, call, &v); err != nil {
		return adapters.TeamCounters{}, err
	}
	return adapters.TeamCounters{LoggedIn: v.Login, Betting: v.Bet, Registered: v.Register, Online: v.Online}, nil
}

// wireContract is one pending request of the contract requests' answer.
type wireContract struct {
	RequestID   wireID `json:"requestId"`
	UplineName  string `json:"uplineName"`
	RequestTime string `json:"requestTime"`
	Period      string `json:"period"`
	Tiers       []struct {
		TeamBet       decimal.Decimal `json:"teamBet"`
		ActiveMembers int             `json:"activeMembers"`
		Reward        decimal.Decimal `json:"reward"`
	} `json:"tiers"`
}

// periods reads a contract's period; an unknown one passes as the upstream wrote it.
var periods = map[string]string{"DAILY": "daily", "HALF_MONTH": "halfMonthly", "MONTH": "monthly", "HOURLY": "hourly"}

// ContractRequests reads the contracts the agent's upline proposed and the agent has not
// answered, in prompt order. A field the answer leaves out or sets to null is none pending.
func (a *Agents) ContractRequests(ctx context.Context, s adapters.Scope) ([]adapters.ContractRequest, error) {
	var v map[string]*wireContract
	if err := a.get(ctx, s, "ContractRequests", pathContractRequests, nil, &v); err != nil {
		return nil, err
	}
	out := []adapters.ContractRequest{}
	for _, kind := range adapters.ContractKinds {
		w := v[contractCalls[kind].field]
		if w == nil || w.RequestID == "" {
			continue
		}
		period, ok := periods[w.Period]
		if !ok {
			period = w.Period
		}
		r := adapters.ContractRequest{
			Kind: kind, ID: string(w.RequestID), From: w.UplineName, RequestedAt: a.wallTime(w.RequestTime), Period: period,
			Tiers: make([]adapters.ContractTier, 0, len(w.Tiers)),
		}
		for _, t := range w.Tiers {
			r.Tiers = append(r.Tiers, adapters.ContractTier{TeamBet: t.TeamBet, ActiveMembers: t.ActiveMembers, Reward: t.Reward})
		}
		out = append(out, r)
	}
	return out, nil
}

// AnswerContract accepts or refuses a pending request, through the kind's own relay call.
func (a *Agents) AnswerContract(ctx context.Context, s adapters.Scope, ans adapters.ContractAnswer) error {
	call, ok := contractCalls[ans.Kind]
	if !ok {
		return &adapters.BusinessError{Kind: adapters.ErrContractNotPending, Code: "contract.kind.unknown"}
	}
	status := "REJECT"
	if ans.Accept {
		status = "ACCEPT"
	}
	return a.c.Do(ctx, s, Call{
		Op: "AnswerContract", Method: http.MethodPost, Path: call.path, Module: call.module,
		Body: map[string]string{"requestId": ans.ID, "status": status},
	}, nil)
}

// wireDownline is a member of the team as the agent calls answer it.
type wireDownline struct {
	UserName      string          `json:"userName"`
	MemberID      wireID          `json:"memberId"`
	Type          *int            `json:"type"`
	Level         int             `json:"level"`
	UplineName    string          `json:"uplineName"`
	Balance       decimal.Decimal `json:"balance"`
	RegisterTime  string          `json:"registerTime"`
	LastLoginTime string          `json:"lastLoginTime"`
	Online        bool            `json:"online"`
	DownlineCount int             `json:"downlineCount"`
}

func (a *Agents) downline(w wireDownline) adapters.Downline {
	typ := 4 // the platform's missing type
	if w.Type != nil {
		typ = *w.Type
	}
	return adapters.Downline{
		UserName: w.UserName, MemberID: string(w.MemberID), Type: typ, Level: w.Level, Upline: w.UplineName,
		Balance: w.Balance, RegisteredAt: a.wallTime(w.RegisterTime), LastLoginAt: a.wallTime(w.LastLoginTime),
		Online: w.Online, Downlines: w.DownlineCount,
	}
}

// Downlines reads one page of the team, the whole of it (every level), filtered by name.
func (a *Agents) Downlines(ctx context.Context, s adapters.Scope, q adapters.DownlineQuery) (adapters.DownlinePage, error) {
	query := paging(url.Values{}, q.Page, q.PageSize)
	if q.UserName != "" {
		query.Set("userName", q.UserName)
	}
	var v struct {
		wirePage
		TotalCount int            `json:"totalCount"`
		Content    []wireDownline `json:"content"`
	}
	if err := a.get(ctx, s, "Downlines", pathDownlines, query, &v); err != nil {
		return adapters.DownlinePage{}, err
	}
	out := adapters.DownlinePage{Items: make([]adapters.Downline, 0, len(v.Content)), Page: max(v.PageNum, max(q.Page, 1)), TotalPages: v.TotalPages, Total: v.TotalCount}
	for _, d := range v.Content {
		out.Items = append(out.Items, a.downline(d))
	}
	return out, nil
}

// Downline reads one member of the team.
func (a *Agents) Downline(ctx context.Context, s adapters.Scope, userName string) (adapters.Downline, error) {
	var v wireDownline
	if err := a.get(ctx, s, "Downline", pathDownline, url.Values{"userName": {userName}}, &v); err != nil {
		return adapters.Downline{}, err
	}
	if v.UserName == "" {
		return adapters.Downline{}, unusable("downline answer has no userName")
	}
	return a.downline(v), nil
}

type wireRebate struct {
	GameType string          `json:"gameType"`
	Rate     decimal.Decimal `json:"rate"`
}

func wireRebates(list []adapters.Rebate) ([]wireRebate, error) {
	out := make([]wireRebate, 0, len(list))
	for _, r := range list {
		if !r.Rate.Equal(r.Rate.Round(2)) {
			return nil, unusable("rate %s has more than two decimals", r.Rate)
		}
		out = append(out, wireRebate{GameType: r.Category, Rate: r.Rate})
	}
	return out, nil
}

// jsonNumber writes a rate as the platform reads it: a JSON number with two decimals.
func jsonNumber(d decimal.Decimal) json.Number { return json.Number(d.StringFixed(2)) }

// rebateBody is a list of rates as the platform reads them: JSON numbers.
func rebateBody(list []wireRebate) []map[string]any {
	out := make([]map[string]any, 0, len(list))
	for _, r := range list {
		out = append(out, map[string]any{"gameType": r.GameType, "rate": jsonNumber(r.Rate)})
	}
	return out
}

// OpenDownline opens an account under the agent; the body carries its password, so it is
// encrypted. It is a write, sent once: a lost answer is ErrOutcomeUnknown, and the team list
// tells whether the account exists.
func (a *Agents) OpenDownline(ctx context.Context, s adapters.Scope, d adapters.NewDownline) (adapters.Downline, error) {
	rebates, err := wireRebates(d.Rebates)
	if err != nil {
		return adapters.Downline{}, err
	}
	body := map[string]any{"userName": d.UserName, "password": d.Password, "rebates": rebateBody(rebates)}
	var v wireDownline
	if err := a.enc.Do(ctx, s, Call{Op: "OpenDownline", Method: http.MethodPost, Path: pathDownline, Body: body}, &v); err != nil {
		return adapters.Downline{}, err
	}
	if v.UserName == "" {
		v.UserName, v.Level = d.UserName, 1
	}
	return a.downline(v), nil
}

// PromoteDownline makes a downline an agent.
func (a *Agents) PromoteDownline(ctx context.Context, s adapters.Scope, userName string) error {
	return a.c.Do(ctx, s, Call{
		Op: "PromoteDownline", Method: http.MethodPut, Path: pathPromoteDownline, Body: map[string]string{"userName": userName},
	}, nil)
}

// TransferEnabled says whether the upstream lets this agent transfer to downlines.
func (a *Agents) TransferEnabled(ctx context.Context, s adapters.Scope) (bool, error) {
	var v struct {
		Enabled *bool `json:"transferEnabled"`
	}
	if err := a.get(ctx, s, "TransferEnabled", pathTransferEnabled, nil, &v); err != nil {
		return false, err
	}
	if v.Enabled == nil {
		return false, unusable("answer has no transferEnabled")
	}
	return *v.Enabled, nil
}

// TransferToDownline moves money from the agent's main wallet to a downline's: a money write,
// encrypted, with its idempotency key, never retried.
func (a *Agents) TransferToDownline(ctx context.Context, s adapters.Scope, t adapters.DownlineTransfer) (adapters.DownlineTransferResult, error) {
	amount, err := wireAmount(t.Amount)
	if err != nil {
		return adapters.DownlineTransferResult{}, err
	}
	body := map[string]any{"userName": t.UserName, "amount": amount}
	var v struct {
		TransferID wireID           `json:"transferId"`
		Balance    *decimal.Decimal `json:"balance"`
	}
	if err := a.enc.Do(ctx, s, write("TransferDownline", http.MethodPut, pathTransferDownline, body, t.IdempotencyKey), &v); err != nil {
		return adapters.DownlineTransferResult{}, err
	}
	if v.TransferID == "" || v.Balance == nil {
		return adapters.DownlineTransferResult{}, &outcomeUnknownError{cause: errors.New("transfer answer has no transferId or balance"), answered: true}
	}
	return adapters.DownlineTransferResult{ID: string(v.TransferID), Balance: *v.Balance}, nil
}

// RebateLimits reads the agent's own rates: the most it may give a downline.
func (a *Agents) RebateLimits(ctx context.Context, s adapters.Scope) ([]adapters.RebateLimit, error) {
	var v []wireRebate
	if err := a.get(ctx, s, "GlobalRebateSettings", pathGlobalRebates, nil, &v); err != nil {
		return nil, err
	}
	out := make([]adapters.RebateLimit, 0, len(v))
	for _, r := range v {
		out = append(out, adapters.RebateLimit{Category: r.GameType, Max: r.Rate})
	}
	return out, nil
}

// DownlineRebates reads a downline's rates.
func (a *Agents) DownlineRebates(ctx context.Context, s adapters.Scope, userName string) ([]adapters.Rebate, error) {
	var v []wireRebate
	if err := a.get(ctx, s, "DownlineRebates", pathDownlineRebates, url.Values{"userName": {userName}}, &v); err != nil {
		return nil, err
	}
	out := make([]adapters.Rebate, 0, len(v))
	for _, r := range v {
		out = append(out, adapters.Rebate{Category: r.GameType, Rate: r.Rate})
	}
	return out, nil
}

// SetDownlineRebates changes a downline's rates.
func (a *Agents) SetDownlineRebates(ctx context.Context, s adapters.Scope, userName string, rebates []adapters.Rebate) error {
	list, err := wireRebates(rebates)
	if err != nil {
		return err
	}
	return a.c.Do(ctx, s, Call{
		Op: "UpdateDownlineRebates", Method: http.MethodPost, Path: pathUpdateDownlineRebate,
		Body: map[string]any{"userName": userName, "rebates": rebateBody(list)},
	}, nil)
}
