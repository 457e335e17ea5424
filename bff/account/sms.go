package account

import (
	"net/http"

	"github.com/labstack/echo/v4"

	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/bff/httpx"
	"github.com/casinobff/bff/bff/sites"
)

// SMSRequest is the body of POST /sms-codes.
type SMSRequest struct {
	Purpose     string `json:"purpose"` // login, register or reset
	Mobile      string `json:"mobile"`
	DialingCode string `json:"dialingCode"`
}

// SMSAnswer says how long the site counts down before it offers to send again.
type SMSAnswer struct {
	CountdownSeconds int `json:"countdownSeconds"`
}

var smsPurposes = map[string]adapters.SMSPurpose{
	"login": adapters.SMSForLogin, "register": adapters.SMSForRegister, "reset": adapters.SMSForReset,
}

// sendSMS sends a code. The answer is the same for any valid number, account or not; the
// limits stop it from texting one number over and over or from being a free SMS gateway.
func (h *handler) sendSMS(c echo.Context) error {
	var req SMSRequest
	if err := httpx.DecodeJSON(c, &req); err != nil {
		return err
	}
	var p problems
	purpose, ok := smsPurposes[req.Purpose]
	if !ok {
		p.add("purpose", KeyInvalid, "login, register or reset")
	}
	number := p.mobileField(req.Mobile, req.DialingCode, 0)
	if err := p.err(); err != nil {
		return err
	}
	acc := h.accounts.Of(c)
	subject := req.DialingCode + number
	if err := h.limit(c, subject, LimitSMSIP, LimitSMSNumber, LimitSMSNumberHourly); err != nil {
		return err
	}
	sent, err := acc.SendSMSCode(c.Request().Context(), sites.Scope(c), adapters.SMSRequest{
		Purpose: purpose, Mobile: number, DialingCode: req.DialingCode,
	})
	if err != nil {
		return translate(opSendSMS, err)
	}
	return personal(c, http.StatusOK, SMSAnswer{CountdownSeconds: int(sent.ValidFor.Seconds())})
}
