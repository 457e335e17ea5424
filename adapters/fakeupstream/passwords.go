package fakeupstream

import (
	"errors"
	"mime"
	"net/http"
	"strings"
)

var (
	errNoMember     = errors.New("no such member")
	errSamePassword = errors.New("new password equals the old one")
	errOldPassword  = errors.New("old password wrong")
)

// forgotByEmail takes the platform's form post. The answer tells whether the user name and
// e-mail belong together, as the platform does; the BFF must not pass that on.
func (s *Server) forgotByEmail(w http.ResponseWriter, r *http.Request) {
	if ct, _, _ := mime.ParseMediaType(r.Header.Get("Content-Type")); ct != "application/x-www-form-urlencoded" {
		refuse(w, http.StatusBadRequest, "param.invalid", "this call takes a form, not "+ct)
		return
	}
	r.Body = http.MaxBytesReader(w, r.Body, maxBody)
	if err := r.ParseForm(); err != nil {
		refuse(w, http.StatusBadRequest, "param.invalid", err.Error())
		return
	}
	name, email := strings.TrimSpace(r.PostForm.Get("username")), strings.TrimSpace(r.PostForm.Get("email"))
	if name == "" || email == "" {
		refuse(w, http.StatusBadRequest, "param.invalid", "username and email are required")
		return
	}
	if !s.members.emailMatches(name, email) {
		refuse(w, http.StatusOK, "member.not.exist", "Sorry, the user does not exist or is disabled")
		return
	}
	answer(w, true)
}

// setPasswordByPhone sets a password with an SMS code and ends every session of the account.
func (s *Server) setPasswordByPhone(w http.ResponseWriter, r *http.Request) {
	var body struct {
		MobileNum          string `json:"mobileNum"`
		CountryDialingCode string `json:"countryDialingCode"`
		VerificationCode   string `json:"verificationCode"`
		NewPassword        string `json:"newPassword"`
	}
	if !s.readEncrypted(w, r, &body) {
		return
	}
	if !s.fx.register.rules["password"].re.MatchString(body.NewPassword) {
		refuse(w, http.StatusOK, "param.invalid", "newPassword is not valid")
		return
	}
	if body.VerificationCode != DemoSMSCode {
		refuse(w, http.StatusOK, "verification.code.error", "Verification code error")
		return
	}
	name, err := s.members.setPassword(mobileDigits(body.MobileNum, body.CountryDialingCode), body.NewPassword)
	switch {
	case errors.Is(err, errSamePassword):
		refuse(w, http.StatusOK, "modify.new.old.same", "The new password cannot be the same as the old one")
	case err != nil:
		refuse(w, http.StatusOK, "member.not.exist", "Sorry, the user does not exist or is disabled")
	default:
		answer(w, map[string]string{"userName": name})
	}
}

// changePassword changes the session's password and ends the account's other sessions.
func (s *Server) changePassword(w http.ResponseWriter, r *http.Request) {
	token, _, ok := s.requireSession(w, r)
	var body struct {
		OldPassword        string `json:"oldPassword"`
		NewPassword        string `json:"newPassword"`
		ConfirmNewPassword string `json:"confirmNewPassword"`
	}
	if !ok || !s.readEncrypted(w, r, &body) {
		return
	}
	if body.NewPassword != body.ConfirmNewPassword || !s.fx.register.rules["password"].re.MatchString(body.NewPassword) {
		refuse(w, http.StatusOK, "param.invalid", "newPassword is not valid or not confirmed")
		return
	}
	switch err := s.members.changePassword(token, body.OldPassword, body.NewPassword); {
	case errors.Is(err, errSamePassword):
		refuse(w, http.StatusOK, "modify.new.old.same", "The new password cannot be the same as the old one")
	case errors.Is(err, errOldPassword):
		refuse(w, http.StatusOK, "password.old.error", "The old password is incorrect")
	case err != nil:
		refuse(w, http.StatusUnauthorized, "login.not.session", "no session: log in again")
	default:
		answer(w, true)
	}
}

func (m *members) emailMatches(name, email string) bool {
	m.mu.Lock()
	defer m.mu.Unlock()
	for _, a := range m.accounts {
		if strings.EqualFold(a.name, name) {
			return a.email != "" && strings.EqualFold(a.email, email)
		}
	}
	return false
}

// setPassword sets the password of the account of a mobile number, ends all its sessions and
// answers its name.
func (m *members) setPassword(mobile, password string) (string, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	for _, a := range m.accounts {
		if a.mobile == "" || a.mobile != mobile {
			continue
		}
		if a.password == password {
			return "", errSamePassword
		}
		a.password = password
		m.endSessions(a, "")
		return a.name, nil
	}
	return "", errNoMember
}

func (m *members) changePassword(token, old, password string) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	a, ok := m.sessions[token]
	switch {
	case !ok:
		return errNoMember
	case a.password != old:
		return errOldPassword
	case old == password:
		return errSamePassword
	}
	a.password = password
	m.endSessions(a, token)
	return nil
}

// endSessions closes every session of a but keep; the caller holds m.mu.
func (m *members) endSessions(a *account, keep string) {
	for token, b := range m.sessions {
		if b == a && token != keep {
			delete(m.sessions, token)
		}
	}
}
