package kit

import (
	"github.com/labstack/echo/v4"

	"github.com/casinobff/bff/bff/httpx"
	"github.com/casinobff/bff/bff/session"
	"github.com/casinobff/bff/bff/sites"
)

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
func (w Who) Member(c echo.Context) (sites.Member, error) {
	m, err := sites.MemberOf(c)
	if err != nil {
		if w.visitors {
			return sites.Member{Scope: sites.Scope(c)}, nil
		}
		return m, err
	}
	if !w.may(m.Type) {
		return m, w.refusal
	}
	return m, nil
}
