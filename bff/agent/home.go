package agent

import (
	"net/http"

	"github.com/labstack/echo/v4"
	"golang.org/x/sync/errgroup"

	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/bff/amount"
	"github.com/casinobff/bff/bff/httpx"
	"github.com/casinobff/bff/bff/kit"
	"github.com/casinobff/bff/bff/session"
	"github.com/casinobff/bff/bff/sites"
)

// MenuItem names an entry of the agent home's navigation grid.
type MenuItem string

// menu is the grid in the spec's order, each entry with the white-label switch that shows it.
var menu = []struct {
	item   MenuItem
	toggle string
}{
	{"teamOverview", "TEAMOVERVIEW3"},
	{"transactionRecord", "TRANSREC3"},
	{"teamManagement", "TEAMMANAGE3"},
	{"redEnvelopeRain", "REDRAIN3"},
	{"teamProfitLoss", "TEAMPNL3"},
	{"teamBetting", "TEAMBETREP3"},
	{"gameRebateSettings", "GAMEREBSET3"},
	{"agentRebateIncome", "AGENTREBINC3"},
	{"securityCentre", "SECPRIV"},
	{"mail", "MAILCEN"},
	{"onlineService", "CBS3"},
}

// SwitchDividend is the white-label switch of the footer's dividend entry.
const SwitchDividend = "AGENTDIV3"

// Counters are the agent home's four team counters.
type Counters struct {
	LoggedIn   int `json:"loggedIn"`
	Betting    int `json:"betting"`
	Registered int `json:"registered"`
	Online     int `json:"online"`
}

// Home is the answer of GET /agent/home. Each section whose upstream call fails is left out
// (balance, counters) or empty (menu), and the rest still answers: the greeting is the site's,
// by the phone's hour.
type Home struct {
	UserName        string     `json:"userName"`
	Balance         *string    `json:"balance,omitempty"`
	Currency        string     `json:"currency"`
	Range           Range      `json:"range"`
	Counters        *Counters  `json:"counters,omitempty"`
	Menu            []MenuItem `json:"menu"`
	Dividend        bool       `json:"dividend"`
	TransferEnabled bool       `json:"transferEnabled"`
}

// home reads the balance, the counters over the range, the switches and the transfer switch at
// once.
func (h *handler) home(c echo.Context) error {
	m, b, r, err := h.openDays(c)
	if err != nil {
		return err
	}
	site := h.backends.Of(c)
	out := Home{UserName: m.UserName, Currency: kit.Currency(c), Range: rangeOf(r), Menu: []MenuItem{}}
	var (
		balance  adapters.Balance
		counters adapters.TeamCounters
		label    adapters.WhiteLabel
	)
	var okBalance, okCounters, okLabel bool
	g, gctx := errgroup.WithContext(kit.Ctx(c))
	g.Go(func() error {
		var err error
		balance, err = site.Wallet.Balance(gctx, m.Scope)
		okBalance = err == nil
		return nil
	})
	g.Go(func() error {
		var err error
		counters, err = b.TeamCounters(gctx, m.Scope, r)
		okCounters = err == nil
		return nil
	})
	g.Go(func() error {
		var err error
		label, err = site.Labels.WhiteLabel(gctx, sites.Scope(c))
		okLabel = err == nil
		return nil
	})
	g.Go(func() error {
		var err error
		out.TransferEnabled, err = b.TransferEnabled(gctx, m.Scope)
		if err != nil {
			out.TransferEnabled = false
		}
		return nil
	})
	_ = g.Wait() // every section degrades alone
	if okBalance {
		v := amount.Format(balance.Total)
		out.Balance = &v
	}
	if okCounters {
		out.Counters = &Counters{LoggedIn: counters.LoggedIn, Betting: counters.Betting, Registered: counters.Registered, Online: counters.Online}
	}
	if okLabel {
		for _, e := range menu {
			if label.Switches[e.toggle] {
				out.Menu = append(out.Menu, e.item)
			}
		}
		out.Dividend = label.Switches[SwitchDividend]
	}
	return kit.Personal(c, http.StatusOK, out)
}

// ContractPrompts is the answer of GET /agent/contract-requests: the kinds of contract whose
// request waits for an answer, in the order the site prompts them.
type ContractPrompts struct {
	Prompts []adapters.ContractKind `json:"prompts"`
}

// contractRequests is what the site asks once after a login: types 41 and 42 get no prompts,
// and the upstream is not asked.
func (h *handler) contractRequests(c echo.Context) error {
	m, b, err := h.open(c)
	if err != nil {
		return err
	}
	out := ContractPrompts{Prompts: []adapters.ContractKind{}}
	if session.RoleOf(m.Type) == session.RoleSpecial { // types 41 and 42
		return kit.Personal(c, http.StatusOK, out)
	}
	list, err := b.ContractRequests(kit.Ctx(c), m.Scope)
	if err != nil {
		return refusals.Answer(err)
	}
	for _, r := range list {
		out.Prompts = append(out.Prompts, r.Kind)
	}
	return kit.Personal(c, http.StatusOK, out)
}

// ContractTier is one step of a contract's terms.
type ContractTier struct {
	TeamBet       string `json:"teamBet"`
	ActiveMembers int    `json:"activeMembers"`
	// Reward is an amount for a salary, a percentage of the team's loss for a dividend.
	Reward string `json:"reward"`
}

// Contract is the answer of GET /agent/contracts/{kind}: the request waiting for an answer,
// or pending false when there is none.
type Contract struct {
	Kind        adapters.ContractKind `json:"kind"`
	Pending     bool                  `json:"pending"`
	ID          string                `json:"id,omitempty"`
	From        string                `json:"from,omitempty"`
	RequestedAt string                `json:"requestedAt,omitempty"`
	Period      string                `json:"period,omitempty"`
	Tiers       []ContractTier        `json:"tiers"`
}

var errKindUnknown = httpx.NewError(httpx.CodeNotFound, "No such kind of contract.")

// kindParam reads a contract's kind from the path.
func kindParam(c echo.Context) (adapters.ContractKind, error) {
	k := adapters.ContractKind(c.Param("kind"))
	for _, known := range adapters.ContractKinds {
		if k == known {
			return k, nil
		}
	}
	return "", errKindUnknown
}

func (h *handler) contract(c echo.Context) error {
	m, b, err := h.open(c)
	if err != nil {
		return err
	}
	kind, err := kindParam(c)
	if err != nil {
		return err
	}
	list, err := b.ContractRequests(kit.Ctx(c), m.Scope)
	if err != nil {
		return refusals.Answer(err)
	}
	out := Contract{Kind: kind, Tiers: []ContractTier{}}
	for _, r := range list {
		if r.Kind != kind {
			continue
		}
		out.Pending, out.ID, out.From, out.RequestedAt, out.Period = true, r.ID, r.From, kit.Time(c, r.RequestedAt), r.Period
		for _, t := range r.Tiers {
			out.Tiers = append(out.Tiers, ContractTier{TeamBet: amount.Format(t.TeamBet), ActiveMembers: t.ActiveMembers, Reward: amount.Format(t.Reward)})
		}
	}
	return kit.Personal(c, http.StatusOK, out)
}

// ContractAnswer is the body of POST /agent/contracts/{kind}.
type ContractAnswer struct {
	ID     string `json:"id"`
	Accept *bool  `json:"accept"`

	kind adapters.ContractKind // the path's
}

// ContractAnswered is its answer.
type ContractAnswered struct {
	Kind     adapters.ContractKind `json:"kind"`
	Accepted bool                  `json:"accepted"`
}

// parseContractAnswer checks an answer to a contract: a kind of contract in the path
// (not_found otherwise), then the request's id and the answer.
func parseContractAnswer(c echo.Context, r *ContractAnswer) error {
	var err error
	if r.kind, err = kindParam(c); err != nil {
		return err
	}
	var p kit.Problems
	if !linkIDPattern.MatchString(r.ID) {
		p.Add("id", httpx.FieldInvalid, "the request's id")
	}
	if r.Accept == nil {
		p.Add("accept", httpx.FieldRequired, "true or false")
	}
	return p.Err()
}

func (h *handler) answerContract(c echo.Context, m sites.Member, r ContractAnswer) error {
	b := h.backends.Of(c).Agents
	if err := b.AnswerContract(kit.Ctx(c), m.Scope, adapters.ContractAnswer{Kind: r.kind, ID: r.ID, Accept: *r.Accept}); err != nil {
		return refusals.Answer(err)
	}
	return kit.Personal(c, http.StatusOK, ContractAnswered{Kind: r.kind, Accepted: *r.Accept})
}
