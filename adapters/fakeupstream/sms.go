package fakeupstream

import (
	"net/http"
)

// smsExpiredMinutes is how long a code the fake "sends" lives: the site counts down 60 s.
const smsExpiredMinutes = 1

// sendSMS pretends to text DemoSMSCode to a number, for any number, so that the answer says
// nothing about whether an account has it. Codes come from the VERIFICATION3 module; a client
// that names another is refused, as the platform's gateway would.
func (s *Server) sendSMS(w http.ResponseWriter, r *http.Request) {
	if r.Header.Get("ModuleId") != "VERIFICATION3" {
		refuse(w, http.StatusBadRequest, "module.invalid", "SMS codes are sent by module VERIFICATION3")
		return
	}
	var body struct {
		MobileNum          string `json:"mobileNum"`
		CountryDialingCode string `json:"countryDialingCode"`
	}
	if !readJSON(w, r, &body) {
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
