package account

import (
	"encoding/base64"
	"errors"
	"net/http"
	"strings"
	"time"

	"github.com/labstack/echo/v4"
	"go.uber.org/zap"

	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/bff/httpx"
	"github.com/casinobff/bff/bff/kit"
	"github.com/casinobff/bff/bff/session"
	"github.com/casinobff/bff/bff/sites"
)

// Session is the answer of every session call: who is logged in, never their token.
type Session struct {
	Authenticated bool         `json:"authenticated"`
	Role          session.Role `json:"role"`
	UserName      string       `json:"userName,omitempty"`
	Type          *int         `json:"type,omitempty"`
	CanDeposit    bool         `json:"canDeposit"`
	IsAgent       bool         `json:"isAgent"`
	RememberMe    bool         `json:"rememberMe,omitempty"`
	ExpiresAt     *time.Time   `json:"expiresAt,omitempty"`
	// LoginAt is when the player logged in, from the sealed session: the header's session
	// clock and the reality checks count from it, across reloads and tabs.
	LoginAt *time.Time `json:"loginAt,omitempty"`
}

var visitor = Session{Role: session.RoleVisitor}

func answerOf(s session.Session) Session {
	typ, expires := s.Type, s.Expiry.UTC()
	return Session{
		Authenticated: true, Role: session.RoleOf(typ), UserName: s.UserName, Type: &typ,
		CanDeposit: session.CanDeposit(typ), IsAgent: session.IsAgent(typ),
		RememberMe: s.Remember, ExpiresAt: &expires, LoginAt: loginOf(s),
	}
}

func loginOf(s session.Session) *time.Time {
	if s.Login.IsZero() {
		return nil
	}
	l := s.Login.UTC()
	return &l
}

// getSession answers from the cookie alone: cheap enough to ask on every start.
func (h *handler) getSession(c echo.Context) error {
	m, err := kit.MemberOf(c)
	if err != nil {
		return kit.Personal(c, http.StatusOK, visitor)
	}
	return kit.Personal(c, http.StatusOK, answerOf(m.Session))
}

// LoginRequest is the body of POST /session: a user name and password, a mobile number and an
// SMS code, or a Firebase sign-in's ID token (firebase.go), and the captcha when the last answer
// was captcha_required.
type LoginRequest struct {
	Method      string `json:"method"` // "username" (default), "mobile" or "firebase"
	Username    string `json:"username"`
	Password    string `json:"password"`
	Mobile      string `json:"mobile"`
	DialingCode string `json:"dialingCode"`
	SMSCode     string `json:"smsCode"`
	CaptchaID   string `json:"captchaId"`
	Captcha     string `json:"captcha"`
	RememberMe  bool   `json:"rememberMe"`
	// As is the login form's kind: "member" refuses agents (member_login_refused), "agent"
	// refuses the others (agent_login_refused); absent, anyone may log in.
	As string `json:"as"`
	// A Firebase sign-in: google, facebook or sms; the ID token (a secret, never logged or
	// answered); for sms, the number Firebase checked and its dialling code.
	FirebaseChannel    string `json:"firebaseChannel"`
	FirebaseIDToken    string `json:"firebaseIdToken"`
	FirebaseMobileNo   string `json:"firebaseMobileNo"`
	CountryDialingCode string `json:"countryDialingCode"`

	credentials adapters.Credentials // what the upstream gets, once parsed
	subject     string               // the name the rate limits count attempts against
}

// parseLogin checks the body and fills what the upstream gets and the name the rate limits
// count attempts against.
func parseLogin(c echo.Context, r *LoginRequest) error {
	var p kit.Problems
	r.credentials = adapters.Credentials{CaptchaID: r.CaptchaID, Captcha: r.Captcha}
	cr := &r.credentials
	switch r.Method {
	case "", "username":
		name := strings.TrimSpace(r.Username)
		loginName(&p, "username", name)
		p.Text("password", r.Password, true, maxPassword)
		cr.Method, cr.Username, cr.Password = adapters.LoginByUsername, name, r.Password
		r.subject = "name:" + name
	case "mobile":
		d := mobileField(&p, r.Mobile, r.DialingCode, 0)
		smsCode(&p, r.SMSCode)
		cr.Method, cr.Username, cr.Password, cr.DialingCode = adapters.LoginBySMS, d, r.SMSCode, r.DialingCode
		r.subject = "mobile:" + r.DialingCode + d
	case "firebase":
		parseFirebaseLogin(c, &p, r)
	default:
		p.Invalid("method", "username, mobile or firebase")
	}
	captchaAnswer(&p, r.CaptchaID, r.Captcha)
	switch role := adapters.LoginRole(r.As); role {
	case adapters.LoginAnyone, adapters.LoginMember, adapters.LoginAgent:
		cr.Role = role
	default:
		p.Invalid("as", "member or agent")
	}
	return p.Err()
}

// login logs in upstream and seals the token into the cookie.
func (h *handler) login(c echo.Context, m kit.Member, req LoginRequest) error {
	acc := h.accounts.Of(c)
	if err := h.limits.Allow(c, req.subject, LimitLoginIP); err != nil {
		return err
	}
	if err := h.escalate(c, req); err != nil {
		return err
	}
	grant, err := acc.Login(kit.Ctx(c), m.Scope, req.credentials)
	var refused *adapters.BusinessError
	if errors.As(err, &refused) && !credentialsRight(err) {
		// A failure counts against the account; a store failure here is logged by the limits
		// and changes nothing for this answer.
		h.limits.Count(c, req.subject, LimitLoginAccount)
	}
	switch {
	case errors.Is(err, adapters.ErrCaptchaRequired):
		return errCaptchaRequired.WithCause(err)
	case err != nil:
		return refusals[opLogin].Answer(err)
	}
	s, err := h.open(c, grant, req.RememberMe)
	if err != nil {
		return err
	}
	return kit.Personal(c, http.StatusOK, answerOf(s))
}

// credentialsRight says whether a refused login's credentials were right: the back office
// refuses the account (disabled) or the form (a member at the agents' login, or the reverse)
// only once it has checked them, so such a refusal is no guess to count.
func credentialsRight(err error) bool {
	return errors.Is(err, adapters.ErrAccountDisabled) || errors.Is(err, adapters.ErrMemberLoginOnly) ||
		errors.Is(err, adapters.ErrAgentLoginOnly)
}

// escalate asks for the captcha once an account's failed logins are past their limit: the
// player who owns it still gets in, by answering one, and a script guessing passwords must
// answer one per guess. The BFF cannot check an answer (it stays upstream, and the platform
// has no call that makes a login need one), so it requires a captcha id and answer to be sent
// and leaves their check to the upstream, which asks for a captcha of its own after a few
// failures in a row (docs/SESSIONS.md, "Captcha").
func (h *handler) escalate(c echo.Context, req LoginRequest) error {
	over, err := h.limits.Over(c, req.subject, LimitLoginAccount)
	switch {
	case err != nil:
		return err
	case over && (req.credentials.CaptchaID == "" || req.credentials.Captcha == ""):
		return errCaptchaRequired
	}
	return nil
}

// open seals a new session into the cookie: a browser-session cookie, or a persistent one for
// remember-me. Only the token and the session facts go in; never a password.
func (h *handler) open(c echo.Context, g adapters.SessionGrant, remember bool) (session.Session, error) {
	now := h.now()
	s := session.Session{
		Token: g.Token, UserName: g.UserName, Type: g.Type, Merchant: sites.From(c).Merchant,
		Remember: remember, Login: now.Truncate(time.Second),
	}.Renewed(now)
	if err := h.cookies.Set(c, s); err != nil {
		return session.Session{}, err
	}
	return s, nil
}

// logout ends the session upstream and clears the cookie. The cookie goes even when the
// upstream cannot be told: the player asked to be logged out of this browser.
func (h *handler) logout(c echo.Context) error {
	if m, err := kit.MemberOf(c); err == nil {
		if acc := h.accounts.Of(c); acc != nil {
			err := acc.Logout(kit.Ctx(c), m.Scope)
			if err != nil && !errors.Is(err, adapters.ErrUnauthorized) {
				httpx.Logger(c).Warn("upstream logout failed; the cookie is cleared anyway", zap.Error(err))
			}
		}
	}
	h.cookies.Clear(c)
	return kit.Personal(c, http.StatusOK, visitor)
}

// trial makes a free (type 4) account upstream and logs it in.
func (h *handler) trial(c echo.Context) error {
	acc := h.accounts.Of(c)
	if err := h.limits.Allow(c, "", LimitRegisterIP); err != nil {
		return err
	}
	grant, err := acc.TrialUser(kit.Ctx(c), kit.Scope(c))
	if err != nil {
		return err
	}
	s, err := h.open(c, grant, false)
	if err != nil {
		return err
	}
	return kit.Personal(c, http.StatusCreated, answerOf(s))
}

// renew tells the upstream the session is in use (the site sends it when its header mounts)
// and slides the cookie's expiry, never past session.MaxLifetime from the login. A session the
// upstream has ended becomes session_expired.
func (h *handler) renew(c echo.Context) error {
	m, err := kit.Members.Member(c)
	if err != nil {
		return err
	}
	acc := h.accounts.Of(c)
	if err := acc.Renew(kit.Ctx(c), m.Scope); err != nil {
		return err
	}
	s := m.Renewed(h.now())
	if err := h.cookies.Set(c, s); err != nil {
		return err
	}
	return kit.Personal(c, http.StatusOK, answerOf(s))
}

// Captcha is the answer of GET /captcha: the picture as a data URL and the id to send back
// with its answer.
type Captcha struct {
	CaptchaID string `json:"captchaId"`
	Image     string `json:"image"`
}

func (h *handler) captcha(c echo.Context) error {
	acc, err := h.lookup(c)
	if err != nil {
		return err
	}
	cp, err := acc.Captcha(kit.Ctx(c), kit.Scope(c))
	if err != nil {
		return err
	}
	return kit.Personal(c, http.StatusOK, Captcha{
		CaptchaID: cp.ID,
		Image:     "data:" + cp.MediaType + ";base64," + base64.StdEncoding.EncodeToString(cp.Image),
	})
}
