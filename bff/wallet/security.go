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
}

// Security is the answer of GET /me/security: the security centre's facts, masked.
type Security struct {
	HasPaymentPassword bool   `json:"hasPaymentPassword"`
	PayoutAccounts     int    `json:"payoutAccounts"`
	Email              string `json:"email,omitempty"`
	Mobile             string `json:"mobile,omitempty"`
	PayeeName          string `json:"payeeName,omitempty"`
	Nickname           string `json:"nickname,omitempty"`
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

// setPaymentPassword sets or changes the payment password: six digits (Bengali digits read as
// digits). Neither password is logged or answered.
func (h *handler) setPaymentPassword(c echo.Context) error {
	m, b, err := h.open(c, kit.RealMembers)
	if err != nil {
		return err
	}
	var req PaymentPasswordRequest
	if err := httpx.DecodeJSON(c, &req); err != nil {
		return err
	}
	current, next, confirm := digits(req.CurrentPassword, false), digits(req.NewPassword, false), digits(req.ConfirmPassword, false)
	var p kit.Problems
	p.Text("currentPassword", current, false, maxPassword)
	if p.Text("newPassword", next, true, maxPassword) {
		switch {
		case !pinPattern.MatchString(next):
			p.Add("newPassword", KeyPasswordFormat, "six digits")
		case next == current:
			p.Add("newPassword", KeyPasswordSame, "")
		}
	}
	switch {
	case confirm == "":
		p.Add("confirmPassword", "required", "")
	case confirm != next:
		p.Add("confirmPassword", KeyConfirmMismatch, "")
	}
	if err := p.Err(); err != nil {
		return err
	}
	if err := h.passwordAttempt(c, m); err != nil {
		return err
	}
	err = b.SetPaymentPassword(kit.Ctx(c), m.Scope, adapters.PaymentPasswordChange{Current: current, New: next})
	if err != nil {
		return refusals[opPaymentPassword].Answer(err)
	}
	return kit.Personal(c, http.StatusOK, Changed{Changed: true})
}
