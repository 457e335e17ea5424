package account

import (
	"net/http"

	"github.com/labstack/echo/v4"

	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/bff/httpx"
	"github.com/casinobff/bff/bff/kit"
	"github.com/casinobff/bff/bff/sites"
)

// SMSRequest is the body of POST /sms-codes.
type SMSRequest struct {
	Purpose     string `json:"purpose"` // login, register or reset
	Mobile      string `json:"mobile"`
	DialingCode string `json:"dialingCode"`

	purpose adapters.SMSPurpose // as parsed
	number  string              // the number's digits, as parsed
}

// SMSAnswer says how long the site counts down before it offers to send again.
type SMSAnswer struct {
	CountdownSeconds int `json:"countdownSeconds"`
}

var smsPurposes = map[string]adapters.SMSPurpose{
	"login": adapters.SMSForLogin, "register": adapters.SMSForRegister, "reset": adapters.SMSForReset,
}

// parseSMS checks the purpose and the number.
func parseSMS(_ echo.Context, r *SMSRequest) error {
	var p kit.Problems
	purpose, ok := smsPurposes[r.Purpose]
	if !ok {
		p.Add("purpose", httpx.FieldInvalid, "login, register or reset")
	}
	r.purpose, r.number = purpose, mobileField(&p, r.Mobile, r.DialingCode, 0)
	return p.Err()
}

// sendSMS sends a code. The answer is the same for any valid number, account or not; the
// limits stop it from texting one number over and over or from being a free SMS gateway.
func (h *handler) sendSMS(c echo.Context, m sites.Member, req SMSRequest) error {
	acc := h.accounts.Of(c)
	if err := h.limits.Allow(c, req.DialingCode+req.number, LimitSMSIP, LimitSMSNumber, LimitSMSNumberHourly); err != nil {
		return err
	}
	sent, err := acc.SendSMSCode(kit.Ctx(c), m.Scope, adapters.SMSRequest{
		Purpose: req.purpose, Mobile: req.number, DialingCode: req.DialingCode,
	})
	if err != nil {
		return refusals[opSendSMS].Answer(err)
	}
	return kit.Personal(c, http.StatusOK, SMSAnswer{CountdownSeconds: int(sent.ValidFor.Seconds())})
}
