package main

import "github.com/casinobff/bff/adapters/fakeupstream/internal/wire"

// Patterns of the registration form. Each reads the same in RE2 (Go) and ECMAScript (the site),
// so the BFF and the site check a value alike: no look-arounds, no \u escapes.
const (
	patternAccount  = `^[a-zA-Z][a-zA-Z0-9]{5,15}$`
	patternPassword = `^[A-Za-z0-9!@#$%^&*()_+=.-]{6,20}$`
	// The spec's e-mail rule: a word, optional dotted parts, @, a word and one to three parts of
	// two or three characters.
	patternEmail = `^\w+([.-]\w+)*@\w+(\.\w{2,3}){1,3}$`
	patternName  = `^[A-Za-z][A-Za-z .]{1,49}$`
)

// registerSettings is the merchant's registration form, each field by the name the registration
// body gives it. The two methods and the SMS code
// follow the white-label switches (USERNAMEREG3, MOBILENUMREG3, REGMOBVERF3); e-mail, payee
// name, WhatsApp and the invitation code are offered and optional; the rest are switched off.
func registerSettings() wire.RegisterSettings {
	sw := whiteLabel().Switches
	field := func(name string, enable, required bool, regex string, maxLength int) wire.RegisterField {
		return wire.RegisterField{Field: name, Enable: enable, Required: required, Regex: regex, MaxLength: maxLength}
	}
	return wire.RegisterSettings{
		UsernameRegistration:      sw["USERNAMEREG3"],
		MobileRegistration:        sw["MOBILENUMREG3"],
		SMSVerification:           sw["REGMOBVERF3"],
		MinAge:                    18,
		CountryDialingCodes:       []string{"880"},
		DefaultCountryDialingCode: "880",
		MobileNumLength:           10,
		Fields: []wire.RegisterField{
			field("username", true, true, patternAccount, 16),
			field("password", true, true, patternPassword, 20),
			field("mobileNum", sw["MOBILENUMREG3"], true, `^[1-9][0-9]{9}$`, 10),
			field("verificationCode", sw["REGMOBVERF3"], true, `^[0-9]{4,10}$`, 10),
			field("email", true, false, patternEmail, 254),
			field("nickname", false, false, `^[A-Za-z0-9_ ]{2,20}$`, 20),
			field("payeeName", true, false, patternName, 50),
			field("paymentPassword", false, false, `^[0-9]{6}$`, 6),
			field("idNumber", false, false, `^[A-Za-z0-9]{6,20}$`, 20),
			field("qqNum", false, false, `^[1-9][0-9]{4,11}$`, 12),
			field("facebook", false, false, `^[A-Za-z0-9.]{5,50}$`, 50),
			field("wechat", false, false, `^[A-Za-z][A-Za-z0-9_-]{5,19}$`, 20),
			field("line", false, false, `^[A-Za-z0-9._-]{4,20}$`, 20),
			field("whatsapp", true, false, `^[0-9]{8,15}$`, 15),
			field("zalo", false, false, `^[0-9]{9,12}$`, 12),
			field("affiliateCode", true, false, `^[A-Za-z0-9]{4,16}$`, 16),
			field("captcha", false, false, `^[0-9]{1,16}$`, 6),
		},
	}
}
