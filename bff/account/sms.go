package account

import (
	"net/http"

	"github.com/labstack/echo/v4"

	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/bff/kit"
)

// SMSRequest is the body of POST /sms-codes: the number, and where the site's switch
// SMSCAPTCHA3 is on, the answer of a captcha (GET /captcha), which the upstream checks.
type SMSRequest struct {
	Purpose     string `json:"purpose"` // login, register or reset
	Mobile      string `json:"mobile"`
	DialingCode string `json:"dialingCode"`
	CaptchaID   string `json:"captchaId"`
	Captcha     string `json:"captcha"`

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

// parseSMS checks the purpose, the number and a captcha's answer if one came: an id and its
// digits together. Whether one must come is the upstream's to say (captcha.error), as for a
// login: the BFF cannot check an answer.
func parseSMS(_ echo.Context, r *SMSRequest) error {
	var p kit.Problems
	purpose, ok := smsPurposes[r.Purpose]
	if !ok {
		p.Invalid("purpose", "login, register or reset")
	}
	r.purpose, r.number = purpose, mobileField(&p, r.Mobile, r.DialingCode, 0)
	captchaAnswer(&p, r.CaptchaID, r.Captcha)
	return p.Err()
}

// sendSMS sends a code. The answer is the same for any valid number, account or not; the
// limits stop it from texting one number over and over or from being a free SMS gateway.
func (h *handler) sendSMS(c echo.Context, m kit.Member, req SMSRequest) error {
	acc := h.accounts.Of(c)
	number := req.DialingCode + req.number
	if err := h.limits.Allow(c, number, LimitSMSIP); err != nil {
		return err
	}
	// The number's limits count the texts sent, so that a refused captcha answer costs the
	// number nothing and the player may answer a fresh captcha at once. Two requests at the
	// same instant may both pass; the address's limit bounds that.
	for _, rule := range []string{LimitSMSNumber, LimitSMSNumberHourly} {
		if over, err := h.limits.Over(c, number, rule); err != nil || over {
			if err != nil {
				return err
			}
			return h.limits.Allow(c, number, rule) // 429 with its Retry-After
		}
	}
	sent, err := acc.SendSMSCode(kit.Ctx(c), m.Scope, adapters.SMSRequest{
		Purpose: req.purpose, Mobile: req.number, DialingCode: req.DialingCode,
		CaptchaID: req.CaptchaID, Captcha: req.Captcha,
	})
	if err != nil {
		return refusals[opSendSMS].Answer(err)
	}
	h.limits.Count(c, number, LimitSMSNumber)
	h.limits.Count(c, number, LimitSMSNumberHourly)
	return kit.Personal(c, http.StatusOK, SMSAnswer{CountdownSeconds: int(sent.ValidFor.Seconds())})
}
