package account

import (
	"net/http"
	"regexp"
	"strings"

	"github.com/labstack/echo/v4"

	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/bff/httpx"
	"github.com/casinobff/bff/bff/kit"
)

// ForgotRequest is the body of POST /password-resets/email.
type ForgotRequest struct {
	Username string `json:"username"`
	Email    string `json:"email"`
}

// Accepted is the answer of a request whose outcome the BFF will not tell (a reset mail goes
// out only when the name and address belong together).
type Accepted struct {
	Accepted bool `json:"accepted"`
}

// parseForgot trims the name and the address and checks them.
func parseForgot(_ echo.Context, r *ForgotRequest) error {
	r.Username, r.Email = strings.TrimSpace(r.Username), strings.TrimSpace(r.Email)
	var p kit.Problems
	loginName(&p, "username", r.Username)
	if p.Text("email", r.Email, true, maxEmail) {
		pattern(&p, "email", r.Email, emailPattern, httpx.FieldEmailFormat)
	}
	return p.Err()
}

// forgotByEmail asks the upstream to mail a reset. 202 whether or not the account exists.
func (h *handler) forgotByEmail(c echo.Context, m kit.Member, req ForgotRequest) error {
	acc := h.accounts.Of(c)
	if err := h.limits.Allow(c, "name:"+req.Username, LimitResetIP, LimitResetAccount); err != nil {
		return err
	}
	err := acc.ForgotPasswordByEmail(kit.Ctx(c), m.Scope, req.Username, req.Email)
	if err := refusals[opForgotByEmail].Answer(err); err != nil {
		return err
	}
	return kit.Personal(c, http.StatusAccepted, Accepted{Accepted: true})
}

// PhoneResetRequest is the body of POST /password-resets/phone.
type PhoneResetRequest struct {
	Mobile      string `json:"mobile"`
	DialingCode string `json:"dialingCode"`
	SMSCode     string `json:"smsCode"`
	NewPassword string `json:"newPassword"`
	RememberMe  bool   `json:"rememberMe"`
}

// passwordRule is the site's member backend and its form's password pattern: the spec's
// shared 'password' rule. The form is the upstream's, so it is read before the body's fields
// are checked against it.
func (h *handler) passwordRule(c echo.Context, s adapters.Scope) (Backend, *regexp.Regexp, error) {
	acc := h.accounts.Of(c)
	rs, err := acc.RegistrationSettings(kit.Ctx(c), s)
	if err != nil {
		return acc, nil, err
	}
	return acc, newForm(rs).rules["password"], nil
}

// resetByPhone sets a new password with an SMS code, then logs the player in with it.
func (h *handler) resetByPhone(c echo.Context, m kit.Member, req PhoneResetRequest) error {
	acc, rule, err := h.passwordRule(c, m.Scope)
	if err != nil {
		return err
	}
	var p kit.Problems
	number := mobileField(&p, req.Mobile, req.DialingCode, 0)
	smsCode(&p, req.SMSCode)
	if p.Text("newPassword", req.NewPassword, true, maxPassword) {
		pattern(&p, "newPassword", req.NewPassword, rule, httpx.FieldPasswordFormat)
	}
	if err := p.Err(); err != nil {
		return err
	}
	if err := h.limits.Allow(c, "mobile:"+req.DialingCode+number, LimitResetIP, LimitResetAccount); err != nil {
		return err
	}
	name, err := acc.SetPasswordByPhone(kit.Ctx(c), m.Scope, adapters.PhonePasswordReset{
		Mobile: number, DialingCode: req.DialingCode, SMSCode: req.SMSCode, NewPassword: req.NewPassword,
	})
	if err != nil {
		return refusals[opResetByPhone].Answer(err)
	}
	if name == "" {
		name = req.DialingCode + number // the platform's accounts by mobile are named by it
	}
	return h.loginAfter(c, acc, name, req.NewPassword, http.StatusOK, req.RememberMe)
}

// PasswordChangeRequest is the body of PUT /me/password.
type PasswordChangeRequest struct {
	OldPassword     string `json:"oldPassword"`
	NewPassword     string `json:"newPassword"`
	ConfirmPassword string `json:"confirmPassword"`
}

// Changed is the answer of a password change.
type Changed struct {
	Changed bool `json:"changed"`
}

// changePassword changes the logged-in player's password; the upstream ends their other
// sessions, this one goes on.
func (h *handler) changePassword(c echo.Context, m kit.Member, req PasswordChangeRequest) error {
	acc, rule, err := h.passwordRule(c, m.Scope)
	if err != nil {
		return err
	}
	var p kit.Problems
	p.Text("oldPassword", req.OldPassword, true, maxPassword)
	if p.Text("newPassword", req.NewPassword, true, maxPassword) &&
		pattern(&p, "newPassword", req.NewPassword, rule, httpx.FieldPasswordFormat) &&
		req.NewPassword == req.OldPassword {
		p.Add("newPassword", httpx.FieldPasswordSame, "")
	}
	confirmation(&p, req.NewPassword, req.ConfirmPassword)
	if err := p.Err(); err != nil {
		return err
	}
	if err := h.limits.Allow(c, "name:"+m.UserName, LimitPasswordAccount); err != nil {
		return err
	}
	err = acc.ChangePassword(kit.Ctx(c), m.Scope, adapters.PasswordChange{Old: req.OldPassword, New: req.NewPassword})
	if err != nil {
		return refusals[opChangePassword].Answer(err)
	}
	return kit.Personal(c, http.StatusOK, Changed{Changed: true})
}

// confirmation checks a password's confirmation against it.
func confirmation(p *kit.Problems, password, confirm string) {
	switch {
	case confirm == "":
		p.Required("confirmPassword", "")
	case confirm != password:
		p.Add("confirmPassword", httpx.FieldConfirmMismatch, "")
	}
}
