package wallet

import (
	"context"
	"net/http"

	"github.com/labstack/echo/v4"

	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/bff/httpx"
	"github.com/casinobff/bff/bff/kit"
)

// securityBackend is the wallet backend's security centre as this feature calls it.
type securityBackend interface {
	SetPaymentPassword(ctx context.Context, s adapters.Scope, c adapters.PaymentPasswordChange) error
	Security(ctx context.Context, s adapters.Scope) (adapters.SecurityFacts, error)
	adapters.SecurityQuestions // questions.go
}

// Security is the answer of GET /me/security: the security centre's facts, masked.
type Security struct {
	HasPaymentPassword bool   `json:"hasPaymentPassword"`
	PayoutAccounts     int    `json:"payoutAccounts"`
	Email              string `json:"email,omitempty"`
	Mobile             string `json:"mobile,omitempty"`
	PayeeName          string `json:"payeeName,omitempty"`
	Nickname           string `json:"nickname,omitempty"`
	// HasSecurityQuestions says whether the member chose security questions, by which a
	// forgotten payment password is reset.
	HasSecurityQuestions bool `json:"hasSecurityQuestions"`
}

func (h *handler) security(c echo.Context) error {
	m, b, err := h.open(c, kit.Members)
	if err != nil {
		return err
	}
	f, err := b.Security(kit.Ctx(c), m.Scope)
	if err != nil {
		return err
	}
	return kit.Personal(c, http.StatusOK, Security{
		HasPaymentPassword: f.HasPaymentPassword, PayoutAccounts: f.PayoutAccounts,
		Email: f.Email, Mobile: f.Mobile, PayeeName: f.PayeeName, Nickname: f.Nickname,
		HasSecurityQuestions: f.HasSecurityQuestions,
	})
}

// PaymentPasswordRequest is the body of PUT /me/payment-password: without CurrentPassword it
// sets the first one, with it it changes it.
type PaymentPasswordRequest struct {
	CurrentPassword string `json:"currentPassword"`
	NewPassword     string `json:"newPassword"`
	ConfirmPassword string `json:"confirmPassword"`
}

// Changed is the answer of a payment password set or changed.
type Changed struct {
	Changed bool `json:"changed"`
}

// parsePaymentPassword checks the form: six digits (Bengali digits read as digits), not the
// current ones, confirmed.
func parsePaymentPassword(_ echo.Context, r *PaymentPasswordRequest) error {
	r.CurrentPassword, r.NewPassword = digits(r.CurrentPassword, false), digits(r.NewPassword, false)
	r.ConfirmPassword = digits(r.ConfirmPassword, false)
	var p kit.Problems
	p.Text("currentPassword", r.CurrentPassword, false, maxPassword)
	newPIN(&p, r.NewPassword, r.ConfirmPassword, r.CurrentPassword)
	return p.Err()
}

// newPIN checks a new payment password (newPassword) and its confirmation (confirmPassword):
// six digits, not current (when it is known), confirmed.
func newPIN(p *kit.Problems, pin, confirm, current string) {
	if p.Text("newPassword", pin, true, maxPassword) {
		switch {
		case !pinPattern.MatchString(pin):
			p.Add("newPassword", httpx.FieldPasswordFormat, "six digits")
		case pin == current:
			p.Add("newPassword", httpx.FieldPasswordSame, "")
		}
	}
	switch {
	case confirm == "":
		p.Required("confirmPassword", "")
	case confirm != pin:
		p.Add("confirmPassword", httpx.FieldConfirmMismatch, "")
	}
}

// setPaymentPassword sets or changes the payment password. Neither password is logged or
// answered.
func (h *handler) setPaymentPassword(c echo.Context, m kit.Member, r PaymentPasswordRequest) error {
	if err := h.limits.Allow(c, m.UserName, LimitPaymentPassword); err != nil {
		return err
	}
	change := adapters.PaymentPasswordChange{Current: r.CurrentPassword, New: r.NewPassword}
	if err := h.backends.Of(c).Money.SetPaymentPassword(kit.Ctx(c), m.Scope, change); err != nil {
		return refusals[opPaymentPassword].Answer(err)
	}
	return kit.Personal(c, http.StatusOK, Changed{Changed: true})
}
