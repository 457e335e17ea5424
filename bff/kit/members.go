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
	may     func(typ int) bool
	refusal error
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
)

// ErrAgentOnly answers a member who is not an agent on an agent's route.
var ErrAgentOnly = httpx.NewError(httpx.CodeAgentOnly, "Only agents may use the agent centre.")

// Member is c's member when w may act: login_required without a session of the site's
// merchant, else w's refusal for a member of another type.
func (w Who) Member(c echo.Context) (sites.Member, error) {
	m, err := sites.MemberOf(c)
	if err != nil {
		return m, err
	}
	if !w.may(m.Type) {
		return m, w.refusal
	}
	return m, nil
}
