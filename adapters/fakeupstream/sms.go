package fakeupstream

import (
	"net/http"
)

// smsExpiredMinutes is how long a code the fake "sends" lives: the site counts down 60 s.
const smsExpiredMinutes = 1

// smsCaptchaSwitch is the white-label switch under which a code is sent only with the answer
// of one of the fake's captchas (SetSwitch turns it on; the recorded white label has it off).
const smsCaptchaSwitch = "SMSCAPTCHA3"

// sendSMS pretends to text DemoSMSCode to a number, for any number, so that the answer says
// nothing about whether an account has it. Codes come from the VERIFICATION3 module; a client
// that names another is refused, as the platform's gateway would. Under smsCaptchaSwitch a
// request without the right answer of an open captcha is refused captcha.error, as a login's.
func (s *Server) sendSMS(w http.ResponseWriter, r *http.Request) {
	if r.Header.Get("ModuleId") != "VERIFICATION3" {
		refuse(w, http.StatusBadRequest, "module.invalid", "SMS codes are sent by module VERIFICATION3")
		return
	}
	var body struct {
		MobileNum          string `json:"mobileNum"`
		CountryDialingCode string `json:"countryDialingCode"`
		CaptchaID          string `json:"captchaId"`
		Captcha            string `json:"captcha"`
	}
	if !readJSON(w, r, &body) {
		return
	}
	if s.switchOn(smsCaptchaSwitch) && !s.captchas.check(body.CaptchaID, body.Captcha) {
		refuse(w, http.StatusOK, "captcha.error", "Enter the captcha shown")
		return
	}
	if n := len(mobileDigits(body.MobileNum, body.CountryDialingCode)); !digitsOnly(body.MobileNum) || n < 8 || n > 15 {
		refuse(w, http.StatusOK, "mobile.invalid", "Please enter a valid mobile number")
		return
	}
	answer(w, map[string]int{"expiredMinutes": smsExpiredMinutes})
}

func digitsOnly(s string) bool {
	for _, c := range s {
		if c < '0' || c > '9' {
			return false
		}
	}
	return s != ""
}
