package kit

import (
	"github.com/labstack/echo/v4"

	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/bff/httpx"
	"github.com/casinobff/bff/bff/session"
	"github.com/casinobff/bff/bff/sites"
)

// Member is the logged-in player of a request: the session, and the scope of upstream calls
// made on their behalf.
type Member struct {
	session.Session
	Scope adapters.Scope
}

// MemberOf is the one way to the member of a request: its session when it was issued for the
// merchant of the site sites.Resolve chose, else httpx.ErrLoginRequired.
func MemberOf(c echo.Context) (Member, error) {
	s, ok := session.From(c)
	site := sites.From(c)
	if !ok || site == nil || s.Merchant != site.Merchant {
		return Member{}, httpx.ErrLoginRequired
	}
	return Member{Session: s, Scope: adapters.Scope{Language: sites.Language(c), Token: s.Token}}, nil
}

// Scope is the upstream scope of a request: its language and, when the request has a
// member's session, its upstream token.
func Scope(c echo.Context) adapters.Scope {
	if m, err := MemberOf(c); err == nil {
		return m.Scope
	}
	return adapters.Scope{Language: sites.Language(c)}
}

// Who is who may make a request, by the member type the session was sealed with (never by
// anything the request says), and the answer for a member of another type.
type Who struct {
	may      func(typ int) bool
	refusal  error
	visitors bool // a request without a session may act too
}

// Who may act, by member type (bff/session's roles):
var (
	// Members is every logged-in player.
	Members = Who{may: func(int) bool { return true }}
	// RealMembers is every player but a free trial account (type 4), which gets free_reject.
	RealMembers = Who{may: func(typ int) bool { return !session.IsTrial(typ) }, refusal: httpx.ErrFreeReject}
	// Depositors is the types that may deposit (0, 1 and 2); the others get free_reject.
	Depositors = Who{may: session.CanDeposit, refusal: httpx.ErrFreeReject}
	// Agents is the agent types (all but 0, 4 and 40); the others get agent_only.
	Agents = Who{may: session.IsAgent, refusal: ErrAgentOnly}
	// Anyone is a visitor too (a login, a registration, a feedback form): the member is the
	// request's when it has a session, else a visitor with the site's scope alone (no token).
	Anyone = Who{may: func(int) bool { return true }, visitors: true}
)

// ErrAgentOnly answers a member who is not an agent on an agent's route.
var ErrAgentOnly = httpx.NewError(httpx.CodeAgentOnly, "Only agents may use the agent centre.")

// Member is c's member when w may act: login_required without a session of the site's
// merchant (a visitor, for Anyone), else w's refusal for a member of another type.
func (w Who) Member(c echo.Context) (Member, error) {
	m, err := MemberOf(c)
	if err != nil {
		if w.visitors {
			return Member{Scope: Scope(c)}, nil
		}
		return m, err
	}
	if !w.may(m.Type) {
		return m, w.refusal
	}
	return m, nil
}
