package account

import (
	"regexp"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/casinobff/bff/bff/httpx"
	"github.com/casinobff/bff/bff/kit"
)

// Bounds of the login-side rules (loginUsername, loginPassword, loginMobileNum and
// verificationCode of the spec, whose details it does not show).
const (
	maxUsername    = 32
	maxPassword    = 64
	maxEmail       = 254
	maxText        = 254 // any other text field
	minMobile      = 6
	maxMobile      = 15
	maxMobileInput = 20 // what the site lets a player type, spaces and all
	maxCaptcha     = 16
)

var (
	smsCodePattern  = regexp.MustCompile(`^[0-9]{4,10}$`)
	captchaPattern  = regexp.MustCompile(`^[0-9]{1,16}$`)
	dialingPattern  = regexp.MustCompile(`^[0-9]{1,4}$`)
	usernameCharset = regexp.MustCompile(`^[A-Za-z0-9_.]+$`)
	// emailPattern is the spec's: a word, optional dotted parts, @, a word and one to three
	// parts of two or three characters.
	emailPattern = regexp.MustCompile(`^\w+([.-]\w+)*@\w+(\.\w{2,3}){1,3}$`)
)

// pattern checks a non-empty value against re (none: anything goes), with key as the message
// when it fails.
func pattern(p *kit.Problems, name, v string, re *regexp.Regexp, key httpx.FieldCode) bool {
	if v != "" && re != nil && !re.MatchString(v) {
		p.Add(name, key, "")
		return false
	}
	return true
}

// mobile normalises a mobile number as the site does: spaces, dashes and brackets go, a
// leading + with the dialling code goes, and so does a leading 0. It answers the digits and
// whether they look like a number at all; length beyond that is the caller's rule.
func mobile(number, dialing string) (string, bool) {
	if utf8.RuneCountInString(number) > maxMobileInput {
		return "", false
	}
	d := strings.Map(func(r rune) rune {
		switch r {
		case ' ', '-', '(', ')':
			return -1
		}
		return r
	}, number)
	if rest, ok := strings.CutPrefix(d, "+"); ok {
		if dialing == "" || !strings.HasPrefix(rest, dialing) {
			return "", false
		}
		d = strings.TrimPrefix(rest, dialing)
	}
	d = strings.TrimLeft(d, "0")
	for _, r := range d {
		if r < '0' || r > '9' {
			return "", false
		}
	}
	return d, len(d) >= minMobile && len(d) <= maxMobile
}

// mobileField checks the mobile and dialling code fields and answers the number's digits.
// length is the exact number of digits the site wants (0: any plausible number).
func mobileField(p *kit.Problems, number, dialing string, length int) string {
	return mobileNamed(p, "mobile", "dialingCode", number, dialing, length)
}

// mobileNamed is mobileField for fields of other names (a Firebase login's firebaseMobileNo and
// countryDialingCode).
func mobileNamed(p *kit.Problems, name, dialingName, number, dialing string, length int) string {
	if !p.Text(name, number, true, maxMobileInput) {
		return ""
	}
	if dialing != "" && !dialingPattern.MatchString(dialing) {
		p.Invalid(dialingName, "")
		return ""
	}
	d, ok := mobile(number, dialing)
	if !ok || (length > 0 && len(d) != length) {
		detail := ""
		if length > 0 {
			detail = strconv.Itoa(length) + " digits"
		}
		p.Add(name, httpx.FieldMobileInvalid, detail)
		return ""
	}
	return d
}

// smsCode checks an SMS code field.
func smsCode(p *kit.Problems, v string) {
	if p.Text("smsCode", v, true, 10) {
		pattern(p, "smsCode", v, smsCodePattern, httpx.FieldSMSCodeInvalid)
	}
}

// captchaAnswer checks a captcha answer, which needs the id of the captcha it answers.
func captchaAnswer(p *kit.Problems, id, answer string) {
	switch {
	case id == "" && answer == "":
	case id == "" || len(id) > 64:
		p.Invalid("captchaId", "")
	case answer == "" || len(answer) > maxCaptcha || !captchaPattern.MatchString(answer):
		p.Add("captcha", httpx.FieldCaptchaRequired, "")
	}
}

// loginName checks a user name as the login-side rule does: present, bounded, plain.
func loginName(p *kit.Problems, name, v string) {
	if p.Text(name, v, true, maxUsername) {
		pattern(p, name, v, usernameCharset, httpx.FieldAccountFormat)
	}
}
