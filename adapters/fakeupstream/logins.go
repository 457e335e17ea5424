package fakeupstream

import "strings"

// captchaAfter is how many failed logins in a row of one name or number make the next ones
// need a captcha.
const captchaAfter = 3

// key names what a login attempt is for: a user name (any case) or a mobile number. Failures
// count per key whether or not an account has it, so the captcha says nothing about existence.
func (req loginRequest) key() string {
	if req.Type == "sms" {
		return "sms:" + mobileDigits(req.Username, req.CountryDialingCode)
	}
	return "name:" + strings.ToLower(strings.TrimSpace(req.Username))
}

// needsCaptcha says whether req must carry a captcha's answer.
func (m *members) needsCaptcha(req loginRequest) bool {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.failures[req.key()] >= captchaAfter {
		return true
	}
	name := strings.TrimSpace(req.Username)
	for _, a := range m.accounts {
		if a.captcha && req.Type != "sms" && strings.EqualFold(a.name, name) {
			return true
		}
	}
	return false
}

// failed counts a failed login and says whether the next one needs a captcha.
func (m *members) failed(req loginRequest) bool {
	m.mu.Lock()
	m.failures[req.key()]++
	m.mu.Unlock()
	return m.needsCaptcha(req)
}
