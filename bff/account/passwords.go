package account

import (
	"net/http"
	"regexp"
	"strings"

	"github.com/labstack/echo/v4"

	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/bff/httpx"
	"github.com/casinobff/bff/bff/sites"
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

// forgotByEmail asks the upstream to mail a reset. 202 whether or not the account exists.
func (h *handler) forgotByEmail(c echo.Context) error {
	var req ForgotRequest
	if err := httpx.DecodeJSON(c, &req); err != nil {
		return err
	}
	name, email := strings.TrimSpace(req.Username), strings.TrimSpace(req.Email)
	var p problems
	p.loginName("username", name)
	if p.text("email", email, true, maxEmail) {
		p.pattern("email", email, emailPattern, KeyEmailFormat)
	}
	if err := p.err(); err != nil {
		return err
	}
	acc := h.accounts.Of(c)
	if err := h.limit(c, "name:"+name, LimitResetIP, LimitResetAccount); err != nil {
		return err
	}
	err := acc.ForgotPasswordByEmail(c.Request().Context(), sites.Scope(c), name, email)
	if err := translate(opForgotByEmail, err); err != nil {
		return err
	}
	return personal(c, http.StatusAccepted, Accepted{Accepted: true})
}

// PhoneResetRequest is the body of POST /password-resets/phone.
type PhoneResetRequest struct {
	Mobile      string `json:"mobile"`
	DialingCode string `json:"dialingCode"`
	SMSCode     string `json:"smsCode"`
	NewPassword string `json:"newPassword"`
	RememberMe  bool   `json:"rememberMe"`
}

// passwordRule is the form's password pattern: the spec's shared 'password' rule.
func (h *handler) passwordRule(c echo.Context, acc Backend) (*regexp.Regexp, error) {
	rs, err := acc.RegistrationSettings(c.Request().Context(), sites.Scope(c))
	if err != nil {
		return nil, err
	}
	return newForm(rs).rules["password"], nil
}

// resetByPhone sets a new password with an SMS code, then logs the player in with it.
func (h *handler) resetByPhone(c echo.Context) error {
	var req PhoneResetRequest
	if err := httpx.DecodeJSON(c, &req); err != nil {
		return err
	}
	acc := h.accounts.Of(c)
	rule, err := h.passwordRule(c, acc)
	if err != nil {
		return err
	}
	var p problems
	number := p.mobileField(req.Mobile, req.DialingCode, 0)
	p.smsCode(req.SMSCode)
	if p.text("newPassword", req.NewPassword, true, maxPassword) {
		p.pattern("newPassword", req.NewPassword, rule, KeyPasswordFormat)
	}
	if err := p.err(); err != nil {
		return err
	}
	if err := h.limit(c, "mobile:"+req.DialingCode+number, LimitResetIP, LimitResetAccount); err != nil {
		return err
	}
	name, err := acc.SetPasswordByPhone(c.Request().Context(), sites.Scope(c), adapters.PhonePasswordReset{
		Mobile: number, DialingCode: req.DialingCode, SMSCode: req.SMSCode, NewPassword: req.NewPassword,
	})
	if err != nil {
		return translate(opResetByPhone, err)
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
func (h *handler) changePassword(c echo.Context) error {
	s, err := sites.MemberOf(c)
	if err != nil {
		return err
	}
	var req PasswordChangeRequest
	if err := httpx.DecodeJSON(c, &req); err != nil {
		return err
	}
	acc := h.accounts.Of(c)
	rule, err := h.passwordRule(c, acc)
	if err != nil {
		return err
	}
	var p problems
	p.text("oldPassword", req.OldPassword, true, maxPassword)
	if p.text("newPassword", req.NewPassword, true, maxPassword) &&
		p.pattern("newPassword", req.NewPassword, rule, KeyPasswordFormat) &&
		req.NewPassword == req.OldPassword {
		p.add("newPassword", KeyPasswordSame, "")
	}
	switch {
	case req.ConfirmPassword == "":
		p.add("confirmPassword", KeyRequired, "")
	case req.ConfirmPassword != req.NewPassword:
		p.add("confirmPassword", KeyConfirmMismatch, "")
	}
	if err := p.err(); err != nil {
		return err
	}
	if err := h.limit(c, "name:"+s.UserName, LimitPasswordAccount); err != nil {
		return err
	}
	err = acc.ChangePassword(c.Request().Context(), sites.Scope(c), adapters.PasswordChange{Old: req.OldPassword, New: req.NewPassword})
	if err != nil {
		return translate(opChangePassword, err)
	}
	return personal(c, http.StatusOK, Changed{Changed: true})
}
