package protection

import (
	"net/http"
	"slices"
	"strings"
	"time"

	"github.com/labstack/echo/v4"

	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/bff/content"
	"github.com/casinobff/bff/bff/httpx"
	"github.com/casinobff/bff/bff/kit"
	"github.com/casinobff/bff/bff/ratelimit"
)

// A player on a time-out has no session and cannot log in, yet may want a longer time-out or a
// self-exclusion at once: self-exclusion is open at any time. POST /protection/exclusion-extensions
// takes their user name and password to lengthen the exclusion in force, never to shorten it,
// without opening a session.

// Limit names of the extension: per client address and per account, as a login's, since it
// takes a password.
const (
	LimitExtensionIP      = "exclusion-extension-ip"
	LimitExtensionAccount = "exclusion-extension-account"
)

// DefaultLimits allow a player a few tries and a script nothing worth its while.
func DefaultLimits() map[string]ratelimit.Rule {
	return map[string]ratelimit.Rule{
		LimitExtensionIP:      {Limit: 30, Window: 10 * time.Minute},
		LimitExtensionAccount: {Limit: 10, Window: 10 * time.Minute},
	}
}

// ExtensionRequest is the body of POST /protection/exclusion-extensions.
type ExtensionRequest struct {
	Username  string `json:"username"`
	Password  string `json:"password"`
	Length    string `json:"length"`
	Confirmed bool   `json:"confirmed"`

	kind adapters.ExclusionKind
}

var (
	errBadCredentials = httpx.NewError(httpx.CodeInvalidCredentials, "The user name or password is not right.")
	extensionRefusals = kit.Refusals{
		adapters.ErrInvalidInput: httpx.Validation(),
		kit.AnyRefusal:           errBadCredentials,
	}
)

// parseExtension checks the form: the credentials, one of the lengths of a time-out or a
// self-exclusion, confirmed.
func parseExtension(_ echo.Context, r *ExtensionRequest) error {
	r.Username = strings.TrimSpace(r.Username)
	var p kit.Problems
	p.Text("username", r.Username, true, 64)
	p.Text("password", r.Password, true, 64)
	switch {
	case slices.Contains(content.TimeOutLengths, r.Length):
		r.kind = adapters.ExclusionTimeOut
	case slices.Contains(content.SelfExclusionLengths, r.Length):
		r.kind = adapters.ExclusionSelf
	default:
		lengths := append(slices.Clone(content.TimeOutLengths), content.SelfExclusionLengths...)
		p.Invalid("length", "one of "+strings.Join(lengths, ", "))
	}
	if !r.Confirmed {
		p.Required("confirmed", "the player's confirmation")
	}
	return p.Err()
}

func (h *handler) extend(c echo.Context, m kit.Member, r ExtensionRequest) error {
	if err := h.limits.Allow(c, r.Username, LimitExtensionIP, LimitExtensionAccount); err != nil {
		return err
	}
	want := adapters.ExclusionRequest{Kind: r.kind, Length: adapters.ExclusionLength(r.Length)}
	e, err := h.Backends.Of(c).Protection.ExtendExclusion(kit.Ctx(c), m.Scope, r.Username, r.Password, want)
	if err != nil {
		return extensionRefusals.Answer(err)
	}
	// The answer is the exclusion in force now: the one asked for, or a longer one already there.
	return kit.Personal(c, http.StatusCreated, Exclusion{Length: r.Length, Exclusion: httpx.ExclusionFactsOf(e)})
}
