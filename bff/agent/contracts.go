package agent

import (
	"net/http"

	"github.com/labstack/echo/v4"

	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/bff/amount"
	"github.com/casinobff/bff/bff/httpx"
	"github.com/casinobff/bff/bff/kit"
	"github.com/casinobff/bff/bff/session"
)

// The contracts an upline proposes and their answers, under two families of paths that share
// this one implementation: the agent centre's (/agent/contract-requests, /agent/contracts/{kind}:
// agents only, and types 41 and 42 get no prompts though their contracts can be read and
// answered) and every member's (/contract-requests, /contracts/{kind}: any member, an upline
// makes requests of players too, and the types the spec skips, 4, 40, 41 and 42, get nothing:
// no prompt, no pending contract, and the upstream is never asked for them).

// contracts serves one family of contract paths.
type contracts struct {
	backends kit.Backends[Backends]
	who      kit.Who
	// prompted says whether a member of a type gets contract prompts.
	prompted func(typ int) bool
	// quiet: a member who gets no prompts has no contracts either; the upstream is not asked.
	quiet bool
}

// agentContracts are the agent centre's: types 41 and 42 get no prompts.
func agentContracts(b kit.Backends[Backends]) contracts {
	return contracts{backends: b, who: kit.Agents, prompted: func(typ int) bool { return session.RoleOf(typ) != session.RoleSpecial }}
}

// memberContracts are every member's: types 4, 40, 41 and 42 get nothing.
func memberContracts(b kit.Backends[Backends]) contracts {
	return contracts{backends: b, who: kit.Members, prompted: Prompted, quiet: true}
}

// Prompted is the spec's rule: every member type but 4 (trial), 40, 41 and 42 may be prompted
// to answer a contract after login.
func Prompted(typ int) bool {
	role := session.RoleOf(typ)
	return role == session.RoleMember || role == session.RoleAgent
}

func (h contracts) register(g *echo.Group) {
	g.GET("/contract-requests", h.requests)
	g.GET("/contracts/:kind", h.contract)
	g.POST("/contracts/:kind", kit.Write[ContractAnswer]{Who: h.who, Parse: parseContractAnswer, Handle: h.answer}.Handler())
}

// ContractPrompts is the answer of GET /contract-requests: the kinds of contract whose request
// waits for an answer, in the order the site prompts them.
type ContractPrompts struct {
	Prompts []adapters.ContractKind `json:"prompts"`
}

// requests is what the site asks once after a login: a member who gets no prompts gets an empty
// list, and the upstream is not asked.
func (h contracts) requests(c echo.Context) error {
	m, err := h.who.Member(c)
	if err != nil {
		return err
	}
	out := ContractPrompts{Prompts: []adapters.ContractKind{}}
	if !h.prompted(m.Type) {
		return kit.Personal(c, http.StatusOK, out)
	}
	list, err := h.backends.Of(c).Agents.ContractRequests(kit.Ctx(c), m.Scope)
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

// Contract is the answer of GET /contracts/{kind}: the request waiting for an answer, or
// pending false when there is none.
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

func (h contracts) contract(c echo.Context) error {
	m, err := h.who.Member(c)
	if err != nil {
		return err
	}
	kind, err := kindParam(c)
	if err != nil {
		return err
	}
	out := Contract{Kind: kind, Tiers: []ContractTier{}}
	if h.quiet && !h.prompted(m.Type) {
		return kit.Personal(c, http.StatusOK, out)
	}
	list, err := h.backends.Of(c).Agents.ContractRequests(kit.Ctx(c), m.Scope)
	if err != nil {
		return refusals.Answer(err)
	}
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

// ContractAnswer is the body of POST /contracts/{kind}.
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
		p.Invalid("id", "the request's id")
	}
	if r.Accept == nil {
		p.Required("accept", "true or false")
	}
	return p.Err()
}

// answer accepts or refuses the kind's pending request; a member who gets no contracts has none
// pending, and the upstream is not asked.
func (h contracts) answer(c echo.Context, m kit.Member, r ContractAnswer) error {
	if h.quiet && !h.prompted(m.Type) {
		return errContractGone
	}
	b := h.backends.Of(c).Agents
	if err := b.AnswerContract(kit.Ctx(c), m.Scope, adapters.ContractAnswer{Kind: r.kind, ID: r.ID, Accept: *r.Accept}); err != nil {
		return refusals.Answer(err)
	}
	return kit.Personal(c, http.StatusOK, ContractAnswered{Kind: r.kind, Accepted: *r.Accept})
}
