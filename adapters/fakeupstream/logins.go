package fakeupstream

import (
	"fmt"
	"net/http"
	"strings"
)

// captchaAfter is how many failed logins in a row of one name or number make the next ones
// need a captcha.
const captchaAfter = 3

// key names what a login attempt is for: a user name (any case) or a mobile number. Failures
// count per key whether or not an account has it, so the captcha says nothing about existence.
func (req loginRequest) key() string {
	if req.Type == "sms" {
		return "sms:" + mobileDigits(req.Username, req.CountryDialingCode)
	}
	return "name:" + strings.ToLower(strings.TrimSpace(req.Username))
}

// needsCaptcha says whether req must carry a captcha's answer.
func (m *members) needsCaptcha(req loginRequest) bool {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.failures[req.key()] >= captchaAfter {
		return true
	}
	name := strings.TrimSpace(req.Username)
	for _, a := range m.accounts {
		if a.captcha && req.Type != "sms" && strings.EqualFold(a.name, name) {
			return true
		}
	}
	return false
}

// failed counts a failed login and says whether the next one needs a captcha.
func (m *members) failed(req loginRequest) bool {
	m.mu.Lock()
	m.failures[req.key()]++
	m.mu.Unlock()
	return m.needsCaptcha(req)
}

// errRefusedLogin is a login with the right credentials that the back office refuses all the
// same: a disabled account, or an account of the wrong kind for the form it came from.
type errRefusedLogin struct{ code, message string }

func (e errRefusedLogin) Error() string { return e.code }

// Login types: the member's and the agent's login forms.
const (
	loginMember = "MEMBER"
	loginAgent  = "AGENT"
)

// refusedTo says why a, whose credentials req carries, may not log in: disabled, or not of the
// form's kind (agents are the types other than 0, 4 and 40). Nil: it may. The credentials are
// checked first, so none of this tells anyone who does not know the password that an account
// exists.
func (req loginRequest) refusedTo(a *account) error {
	switch {
	case a.disabled:
		return errRefusedLogin{"member.disabled", "Sorry, the user does not exist or is disabled"}
	case req.LoginType == loginMember && isAgentType(a.typ):
		return errRefusedLogin{"login.member.only", "Non-member account unable to login"}
	case req.LoginType == loginAgent && !isAgentType(a.typ):
		return errRefusedLogin{"login.agent.only", "Non-agents cannot log in"}
	}
	return nil
}

// validLoginType says whether the body's loginType is one the back office knows (or none).
func validLoginType(t string) bool { return t == "" || t == loginMember || t == loginAgent }

// SetDisabled disables a member (every session of it ends at once, and its logins are refused
// member.disabled) or enables it again.
func (s *Server) SetDisabled(user string, disabled bool) error {
	m := s.members
	m.mu.Lock()
	defer m.mu.Unlock()
	a := m.byName(user)
	if a == nil {
		return fmt.Errorf("no member %s: %w", user, errUnknownMember)
	}
	a.disabled = disabled
	if disabled {
		for token, b := range m.sessions {
			if b == a {
				delete(m.sessions, token)
				delete(m.logins, token)
			}
		}
	}
	return nil
}

// memberControl is the back office's side of its members: POST /__members/disabled
// {"user", "disabled"} (SetDisabled).
func (s *Server) memberControl(c *http.ServeMux) {
	c.HandleFunc("POST /__members/disabled", func(w http.ResponseWriter, r *http.Request) {
		var in struct {
			User     string
			Disabled bool
		}
		if readControl(w, r, &in) {
			controlAnswer(w, s.SetDisabled(in.User, in.Disabled))
		}
	})
}
