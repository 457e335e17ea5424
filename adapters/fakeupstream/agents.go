package fakeupstream

import (
	"fmt"
	"net/http"
	"regexp"
	"strings"
	"time"

	"github.com/shopspring/decimal"

	"github.com/casinobff/bff/adapters/fakeupstream/internal/wire"
)

// The agent backend of docs/UPSTREAM.md ("Agents and contracts"): the team's counters, the
// contract requests and their answers, the downlines, accounts opened for new ones, promotion,
// the rebates, and transfers to downlines in the ledger every member's money is in. The reports
// and affiliate links are in agent_reports.go, the teams themselves in team.go.

// Module ids the agent calls need.
const moduleAgentInfo = "AGEINFO3"

// contractAnswers are each contract's answer call: its module and the requests' field it
// answers.
var contractAnswers = map[string]struct{ module, field string }{
	"/wps/relay/MCS2_processDailySalContract":   {"DAILYSALCONT3", fieldDailySalary},
	"/wps/relay/MCS2_processDividendReq":        {"SIGNCONDIV3", fieldDividend},
	"/wps/relay/MCS2_processContractHourSalary": {"HOURSAL3", fieldHourlySalary},
}

func (s *Server) agentRoutes(handle func(method, path string, h http.HandlerFunc)) {
	handle("GET", "/wps/relay/ODSFE2_getTeamKPI", s.teamKPI)
	handle("GET", "/wps/relay/MCSFE_getContractRequest", s.contractRequests)
	for path := range contractAnswers {
		handle("POST", path, s.answerContract)
	}
	handle("GET", "/wps/agent/downlines", s.downlines)
	handle("GET", "/wps/agent/downline", s.downline)
	handle("POST", "/wps/agent/downline", s.openDownline)
	handle("PUT", "/wps/agent/promoteDownlineToAgent", s.promoteDownline)
	handle("GET", "/wps/agent/transferEnabled", s.transferEnabled)
	handle("PUT", "/wps/agent/transferDownline", s.transferDownline)
	handle("GET", "/wps/agent/globalRebateSettings", s.globalRebates)
	handle("GET", "/wps/agent/downlineRebates", s.downlineRebates)
	handle("POST", "/wps/agent/updateDownlineRebates", s.updateDownlineRebates)
	s.agentReportRoutes(handle)
}

// withAgent runs f on the session's agent under the lock; a member who is not an agent is
// refused agent.only. False when the session is gone.
func (m *members) withAgent(token string, f func(a *account) result) (result, bool) {
	m.mu.Lock()
	defer m.mu.Unlock()
	a, ok := m.sessions[token]
	if !ok {
		return result{}, false
	}
	if !isAgentType(a.typ) {
		return refusal("agent.only", "this account is not an agent"), true
	}
	if a.team == nil {
		a.team = &team{registered: m.now(), rebates: topRebates()}
	}
	return f(a), true
}

// agentCall answers a call of the session's agent.
func (s *Server) agentCall(w http.ResponseWriter, r *http.Request, f func(a *account) result) {
	token, _, ok := s.requireSession(w, r)
	if !ok {
		return
	}
	res, ok := s.members.withAgent(token, f)
	if !ok {
		refuse(w, http.StatusUnauthorized, "login.not.session", "no session: log in again")
		return
	}
	res.write(w)
}

// online says whether a team member is online: seeded so, or with an open session.
func (m *members) online(a *account) bool {
	if a.team != nil && a.team.online {
		return true
	}
	for _, b := range m.sessions {
		if b == a {
			return true
		}
	}
	return false
}

func (s *Server) teamKPI(w http.ResponseWriter, r *http.Request) {
	if !requireModule(w, r, moduleAgentInfo) {
		return
	}
	days, err := s.dayRange(r.URL.Query())
	if err != nil {
		refuse(w, http.StatusBadRequest, "param.invalid", err.Error())
		return
	}
	s.agentCall(w, r, func(a *account) result {
		var login, bet, reg, online int
		for _, row := range s.members.descendants(a.name) {
			t, p := row.a.team, row.a.purse
			if slicesAny(t.logins, days.contains) || days.contains(t.lastLogin) {
				login++
			}
			for _, b := range p.bets {
				if days.contains(b.at) {
					bet++
					break
				}
			}
			if days.contains(t.registered) {
				reg++
			}
			if s.members.online(row.a) {
				online++
			}
		}
		return success(map[string]int{
			"teamLoginMemberCount": login, "teamBetMemberCount": bet, "teamRegisterMemberCount": reg, "teamOnlineCount": online,
		})
	})
}

func slicesAny(ts []time.Time, f func(time.Time) bool) bool {
	for _, t := range ts {
		if f(t) {
			return true
		}
	}
	return false
}

type contractValue struct {
	RequestID   string         `json:"requestId"`
	UplineName  string         `json:"uplineName"`
	RequestTime string         `json:"requestTime"`
	Period      string         `json:"period"`
	Tiers       []contractTier `json:"tiers"`
}

// contractCall answers a contract call of the session's member, agent or not: an upline makes
// requests of players too.
func (s *Server) contractCall(w http.ResponseWriter, r *http.Request, f func(a *account) result) {
	token, _, ok := s.requireSession(w, r)
	if !ok {
		return
	}
	var res result
	if !s.members.update(token, func(a *account) {
		if a.contracts == nil {
			a.contracts, a.accepted = map[string]*contract{}, map[string]bool{}
		}
		res = f(a)
	}) {
		refuse(w, http.StatusUnauthorized, "login.not.session", "no session: log in again")
		return
	}
	res.write(w)
}

// contractRequests answers each kind's pending request, null when none.
func (s *Server) contractRequests(w http.ResponseWriter, r *http.Request) {
	s.contractCall(w, r, func(a *account) result {
		out := map[string]*contractValue{fieldDailySalary: nil, fieldDividend: nil, fieldHourlySalary: nil}
		for field, c := range a.contracts {
			out[field] = &contractValue{RequestID: c.id, UplineName: c.upline, RequestTime: s.wallTime(c.at), Period: c.period, Tiers: c.tiers}
		}
		return success(out)
	})
}

// answerContract accepts or refuses the pending request of the call's kind.
func (s *Server) answerContract(w http.ResponseWriter, r *http.Request) {
	call := contractAnswers[r.URL.Path]
	if !requireModule(w, r, call.module) {
		return
	}
	var req struct {
		RequestID string `json:"requestId"`
		Status    string `json:"status"`
	}
	if !readJSON(w, r, &req) {
		return
	}
	if req.Status != "ACCEPT" && req.Status != "REJECT" {
		refuse(w, http.StatusBadRequest, "param.invalid", "status is ACCEPT or REJECT")
		return
	}
	s.contractCall(w, r, func(a *account) result {
		c := a.contracts[call.field]
		if c == nil || c.id != req.RequestID {
			return refusal("contract.not.pending", "no request %s pending", req.RequestID)
		}
		delete(a.contracts, call.field)
		a.accepted[call.field] = req.Status == "ACCEPT"
		return success(true)
	})
}

// downlineValue is a member of the team as the agent calls answer it.
type downlineValue struct {
	UserName      string     `json:"userName"`
	MemberID      string     `json:"memberId"`
	Type          int        `json:"type"`
	Level         int        `json:"level"`
	UplineName    string     `json:"uplineName"`
	Balance       wire.Money `json:"balance"`
	RegisterTime  string     `json:"registerTime"`
	LastLoginTime string     `json:"lastLoginTime"`
	Online        bool       `json:"online"`
	DownlineCount int        `json:"downlineCount"`
}

// downlineOf writes a team member; the caller holds the lock.
func (s *Server) downlineOf(row teamRow) downlineValue {
	a := row.a
	direct := 0
	for _, b := range s.members.accounts {
		if b.team != nil && strings.EqualFold(b.team.upline, a.name) {
			direct++
		}
	}
	if a.purse == nil {
		a.purse = s.members.newTeamPurse()
	}
	return downlineValue{
		UserName: a.name, MemberID: a.id, Type: a.typ, Level: row.level, UplineName: a.team.upline,
		Balance: money(a.purse.total()), RegisterTime: s.wallTime(a.team.registered), LastLoginTime: s.wallTime(a.team.lastLoginAt()),
		Online: s.members.online(a), DownlineCount: direct,
	}
}

// newTeamPurse is an empty purse numbered by the teams' ids; the caller holds m.mu.
func (m *members) newTeamPurse() *purse { return newPurse(&m.teamIDs, m.wallets) }

// findDownline is a member of the agent's team by name; the caller holds the lock.
func (m *members) findDownline(agent, name string) (teamRow, bool) {
	for _, row := range m.descendants(agent) {
		if strings.EqualFold(row.a.name, name) {
			return row, true
		}
	}
	return teamRow{}, false
}

// downlines answers a page of the whole team, newest first, filtered by a part of the name.
func (s *Server) downlines(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	page, size, err := paging(q, "pageNo", defaultRecordPageSize)
	if err != nil {
		refuse(w, http.StatusBadRequest, "param.invalid", err.Error())
		return
	}
	name := strings.ToLower(strings.TrimSpace(q.Get("userName")))
	s.agentCall(w, r, func(a *account) result {
		rows := s.members.descendants(a.name)
		list := make([]downlineValue, 0, len(rows))
		for i := len(rows) - 1; i >= 0; i-- {
			if name == "" || strings.Contains(strings.ToLower(rows[i].a.name), name) {
				list = append(list, s.downlineOf(rows[i]))
			}
		}
		items, total := pageOf(list, page, size)
		return success(map[string]any{"content": items, "pageNum": page, "totalPages": total, "totalCount": len(list)})
	})
}

func (s *Server) downline(w http.ResponseWriter, r *http.Request) {
	name := r.URL.Query().Get("userName")
	s.agentCall(w, r, func(a *account) result {
		row, ok := s.members.findDownline(a.name, name)
		if !ok {
			return refusal("downline.not.found", "%q is not in the team", name)
		}
		return success(s.downlineOf(row))
	})
}

type rebateValue struct {
	GameType string     `json:"gameType"`
	Rate     wire.Money `json:"rate"`
}

// rebatesOf lists rates in the categories' order.
func rebatesOf(rates map[string]decimal.Decimal) []rebateValue {
	out := make([]rebateValue, 0, len(rates))
	for _, c := range rebateCategories {
		if rate, ok := rates[c.category]; ok {
			out = append(out, rebateValue{GameType: c.category, Rate: money(rate)})
		}
	}
	return out
}

// checkRebates reads rates for a downline of agent: known categories, 0 to the agent's own,
// two decimals at most. The answer has every category; one not named is 0.
func checkRebates(agent *account, list []struct {
	GameType string      `json:"gameType"`
	Rate     *wire.Money `json:"rate"`
},
) (map[string]decimal.Decimal, string) {
	out := map[string]decimal.Decimal{}
	for c := range agent.team.rebates {
		out[c] = decimal.Zero
	}
	for _, r := range list {
		own, ok := agent.team.rebates[r.GameType]
		switch {
		case !ok:
			return nil, "no rebate category " + r.GameType
		case r.Rate == nil || r.Rate.IsNegative() || !r.Rate.Equal(r.Rate.Round(2)):
			return nil, "a rate is 0 or more with at most two decimals"
		case r.Rate.GreaterThan(own):
			return nil, fmt.Sprintf("%s: at most %s", r.GameType, own.StringFixed(2))
		}
		out[r.GameType] = r.Rate.Decimal
	}
	return out, ""
}

var downlineNamePattern = regexp.MustCompile(`^[A-Za-z0-9]{4,16}$`)

// openDownline opens an account under the agent; the body is encrypted (it has a password).
// The account is a member like any: it logs in with that password.
func (s *Server) openDownline(w http.ResponseWriter, r *http.Request) {
	var req struct {
		UserName string `json:"userName"`
		Password string `json:"password"`
		Rebates  []struct {
			GameType string      `json:"gameType"`
			Rate     *wire.Money `json:"rate"`
		} `json:"rebates"`
	}
	if !s.readEncrypted(w, r, &req) {
		return
	}
	if !downlineNamePattern.MatchString(req.UserName) || len(req.Password) < 6 || len(req.Password) > 20 {
		refuse(w, http.StatusOK, "param.invalid", "a user name of 4 to 16 letters and digits, a password of 6 to 20")
		return
	}
	s.agentCall(w, r, func(a *account) result {
		rates, problem := checkRebates(a, req.Rebates)
		switch {
		case problem != "":
			return refusal("rebate.invalid", "%s", problem)
		case s.members.byName(req.UserName) != nil:
			return refusal("member.exists", "Sorry, the username already exists")
		}
		now := s.clock()
		d := &account{
			id: s.members.newID(), name: req.UserName, password: req.Password,
			purse: s.members.newTeamPurse(), team: &team{upline: a.name, registered: now, rebates: rates},
		}
		s.members.accounts = append(s.members.accounts, d)
		row, _ := s.members.findDownline(a.name, d.name)
		return success(s.downlineOf(row))
	})
}

// promoteDownline makes a direct downline who is a player an agent.
func (s *Server) promoteDownline(w http.ResponseWriter, r *http.Request) {
	var req struct {
		UserName string `json:"userName"`
	}
	if !readJSON(w, r, &req) {
		return
	}
	s.agentCall(w, r, func(a *account) result {
		row, ok := s.members.findDownline(a.name, req.UserName)
		switch {
		case !ok:
			return refusal("downline.not.found", "%q is not in the team", req.UserName)
		case row.level != 1 || row.a.typ != 0:
			return refusal("promote.not.allowed", "only a direct downline who is a player may be promoted")
		}
		row.a.typ = 1
		return success(true)
	})
}

func (s *Server) transferEnabled(w http.ResponseWriter, r *http.Request) {
	s.agentCall(w, r, func(a *account) result {
		return success(map[string]bool{"transferEnabled": !a.team.transfersOff})
	})
}

// transferDownline moves money from the agent's main wallet to a downline's: a money write
// (Idempotency-Key required), its body encrypted. Two entries, one in each member's ledger,
// under one reference.
func (s *Server) transferDownline(w http.ResponseWriter, r *http.Request) {
	token, _, ok := s.requireSession(w, r)
	if !ok {
		return
	}
	plain, ok := s.openEncrypted(w, r)
	var req struct {
		UserName string      `json:"userName"`
		Amount   *wire.Money `json:"amount"`
	}
	if !ok || !decodeBody(w, plain, &req) {
		return
	}
	s.moneyWrite(w, r, token, plain, needsKey, func(a *account, p *purse) result {
		if !isAgentType(a.typ) {
			return refusal("agent.only", "this account is not an agent")
		}
		amount, valid := amountOf(req.Amount)
		row, found := s.members.findDownline(a.name, req.UserName)
		switch {
		case a.team != nil && a.team.transfersOff:
			return refusal("transfer.disabled", "transfers to downlines are off for this agent")
		case !found:
			return refusal("downline.not.found", "%q is not in the team", req.UserName)
		case !valid:
			return refusal("amount.invalid", "the amount must be positive with at most two decimals")
		case p.balance[mainWallet].LessThan(amount):
			return refusal("balance.insufficient", "the main wallet holds %s", p.balance[mainWallet].StringFixed(2))
		}
		if row.a.purse == nil {
			row.a.purse = s.members.newTeamPurse()
		}
		now, ref := s.clock(), p.ids.id("TD")
		if _, err := p.post(now, txTransferOut, mainWallet, amount.Neg(), ref); err != nil {
			return refusal("balance.insufficient", "%s", err)
		}
		if _, err := row.a.purse.post(now, txTransferIn, mainWallet, amount, ref); err != nil {
			return refusal("balance.insufficient", "%s", err) // cannot happen: money in
		}
		return success(map[string]any{"transferId": ref, "balance": money(p.total())})
	})
}

func (s *Server) globalRebates(w http.ResponseWriter, r *http.Request) {
	s.agentCall(w, r, func(a *account) result { return success(rebatesOf(a.team.rebates)) })
}

func (s *Server) downlineRebates(w http.ResponseWriter, r *http.Request) {
	name := r.URL.Query().Get("userName")
	s.agentCall(w, r, func(a *account) result {
		row, ok := s.members.findDownline(a.name, name)
		if !ok {
			return refusal("downline.not.found", "%q is not in the team", name)
		}
		return success(rebatesOf(row.a.team.rebates))
	})
}

// updateDownlineRebates sets a direct downline's rates within the agent's own.
func (s *Server) updateDownlineRebates(w http.ResponseWriter, r *http.Request) {
	var req struct {
		UserName string `json:"userName"`
		Rebates  []struct {
			GameType string      `json:"gameType"`
			Rate     *wire.Money `json:"rate"`
		} `json:"rebates"`
	}
	if !readJSON(w, r, &req) {
		return
	}
	s.agentCall(w, r, func(a *account) result {
		row, ok := s.members.findDownline(a.name, req.UserName)
		if !ok {
			return refusal("downline.not.found", "%q is not in the team", req.UserName)
		}
		rates, problem := checkRebates(a, req.Rebates)
		if problem != "" {
			return refusal("rebate.invalid", "%s", problem)
		}
		row.a.team.rebates = rates
		return success(true)
	})
}

// agentControl registers the back office's side of the agents: the transfer switch and whether
// affiliate links are offered.
func (s *Server) agentControl(c *http.ServeMux) {
	c.HandleFunc("POST /__agent/transfer-enabled", func(w http.ResponseWriter, r *http.Request) {
		var in struct {
			User    string
			Enabled bool
		}
		if readControl(w, r, &in) {
			controlAnswer(w, s.SetTransferEnabled(in.User, in.Enabled))
		}
	})
	c.HandleFunc("POST /__agent/affiliates", func(w http.ResponseWriter, r *http.Request) {
		var in struct{ Offered bool }
		if readControl(w, r, &in) {
			s.SetAffiliatesOffered(in.Offered)
			controlAnswer(w, nil)
		}
	})
}

// SetTransferEnabled switches an agent's transfers to downlines on or off.
func (s *Server) SetTransferEnabled(user string, enabled bool) error {
	return s.members.withMember(user, func(a *account, _ *purse) error {
		if !isAgentType(a.typ) || a.team == nil {
			return fmt.Errorf("%s is not an agent: %w", user, errBadControl)
		}
		a.team.transfersOff = !enabled
		return nil
	})
}

// SetAffiliatesOffered says whether this back office offers affiliate links (on by default).
func (s *Server) SetAffiliatesOffered(offered bool) { s.affiliatesOff.Store(!offered) }
