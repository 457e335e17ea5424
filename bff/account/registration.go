package account

import (
	"context"
	"net"
	"net/http"
	"regexp"
	"strings"

	"github.com/labstack/echo/v4"
	"golang.org/x/sync/errgroup"

	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/bff/httpx"
	"github.com/casinobff/bff/bff/kit"
	"github.com/casinobff/bff/bff/sites"
)

// Registration settings the spec fixes when the upstream does not say.
const (
	DefaultMinimumAge = 18
	TermsPath         = "/m/help?tag=terms"
)

// Field is one registration form field as the site renders and checks it.
type Field struct {
	Name       string          `json:"name"`
	Enabled    bool            `json:"enabled"`
	Required   bool            `json:"required"`
	Pattern    string          `json:"pattern,omitempty"` // RE2 and ECMAScript alike; test it with new RegExp(pattern)
	MaxLength  int             `json:"maxLength,omitempty"`
	MessageKey httpx.FieldCode `json:"messageKey"` // the field code a pattern failure answers
	Methods    []string        `json:"methods"`    // the registration methods that show it
}

// RegistrationSettings is the answer of GET /registration/settings.
type RegistrationSettings struct {
	Methods            []string `json:"methods"` // in tab order; tabs only when both
	DefaultMethod      string   `json:"defaultMethod"`
	SMSVerification    bool     `json:"smsVerification"`
	MinimumAge         int      `json:"minimumAge"`
	TermsPath          string   `json:"termsPath"`
	DialingCodes       []string `json:"dialingCodes"`
	DefaultDialingCode string   `json:"defaultDialingCode"`
	MobileLength       int      `json:"mobileLength,omitempty"`
	Fields             []Field  `json:"fields"`
}

// messageKeys is the field code each field's pattern failure answers.
var messageKeys = map[string]httpx.FieldCode{
	"username": httpx.FieldAccountFormat, "password": httpx.FieldPasswordFormat, "paymentPassword": httpx.FieldPasswordFormat,
	"email": httpx.FieldEmailFormat, "nickname": httpx.FieldNameFormat, "payeeName": httpx.FieldNameFormat,
	"mobile": httpx.FieldMobileInvalid, "smsCode": httpx.FieldSMSCodeInvalid, "captcha": httpx.FieldCaptchaRequired,
	"invitationCode": httpx.FieldInvitationInvalid,
}

func messageKey(name string) httpx.FieldCode {
	if k, ok := messageKeys[name]; ok {
		return k
	}
	return httpx.FieldFormatInvalid
}

// form is the upstream's settings with each pattern compiled, as both the settings answer and
// the registration check read them.
type form struct {
	adapters.RegistrationSettings
	fields map[string]adapters.RegistrationField
	rules  map[string]*regexp.Regexp
}

func newForm(rs adapters.RegistrationSettings) form {
	f := form{RegistrationSettings: rs, fields: map[string]adapters.RegistrationField{}, rules: map[string]*regexp.Regexp{}}
	for _, fd := range rs.Fields {
		f.fields[fd.Name] = fd
		// A pattern RE2 cannot read checks nothing here; the upstream still checks it.
		if re, err := regexp.Compile(fd.Pattern); err == nil && fd.Pattern != "" {
			f.rules[fd.Name] = re
		}
	}
	return f
}

func (f form) minimumAge() int {
	if f.MinimumAge > 0 {
		return f.MinimumAge
	}
	return DefaultMinimumAge
}

func (f form) methods() []string {
	var m []string
	if f.UsernameMethod {
		m = append(m, string(adapters.RegisterByUsername))
	}
	if f.MobileMethod {
		m = append(m, string(adapters.RegisterByMobile))
	}
	return m
}

// methodsOf is which methods show a field: the user name only its own, the mobile number and
// its code only theirs, everything else both.
func (f form) methodsOf(name string) []string {
	switch name {
	case "username":
		return []string{string(adapters.RegisterByUsername)}
	case "mobile", "smsCode":
		return []string{string(adapters.RegisterByMobile)}
	}
	return f.methods()
}

func (f form) answer() RegistrationSettings {
	def := string(adapters.RegisterByUsername)
	if f.MobileMethod && !f.UsernameMethod {
		def = string(adapters.RegisterByMobile)
	}
	rs := RegistrationSettings{
		Methods: f.methods(), DefaultMethod: def, SMSVerification: f.SMSVerification,
		MinimumAge: f.minimumAge(), TermsPath: TermsPath, DialingCodes: f.DialingCodes,
		DefaultDialingCode: f.DefaultDialingCode, MobileLength: f.MobileLength, Fields: []Field{},
	}
	if rs.Methods == nil {
		rs.Methods = []string{}
	}
	if rs.DialingCodes == nil {
		rs.DialingCodes = []string{}
	}
	for _, fd := range f.Fields {
		rs.Fields = append(rs.Fields, Field{
			Name: fd.Name, Enabled: fd.Enabled, Required: fd.Required, Pattern: fd.Pattern,
			MaxLength: fd.MaxLength, MessageKey: messageKey(fd.Name), Methods: f.methodsOf(fd.Name),
		})
		if fd.Name == "password" {
			// The confirmation follows the password and is checked against it, not a pattern.
			rs.Fields = append(rs.Fields, Field{
				Name: "confirmPassword", Enabled: fd.Enabled, Required: fd.Enabled,
				MessageKey: httpx.FieldConfirmMismatch, Methods: f.methods(),
			})
		}
	}
	return rs
}

func (h *handler) registrationSettings(c echo.Context) error {
	acc := h.accounts.Of(c)
	rs, err := acc.RegistrationSettings(kit.Ctx(c), kit.Scope(c))
	if err != nil {
		return err
	}
	// The site's configured age when it is stricter than the back office's: the checkbox, the
	// age gate and the footer say one age.
	rs.MinimumAge = max(rs.MinimumAge, sites.From(c).MinAge)
	return kit.Personal(c, http.StatusOK, newForm(rs).answer())
}

// UsernameAnswer is the answer of GET /usernames/{name}.
type UsernameAnswer struct {
	Username  string `json:"username"`
	Available bool   `json:"available"`
}

// username says whether a name is free. It tells anyone whether an account exists, which
// registration cannot avoid; the lookup limit keeps it from being a cheap directory.
func (h *handler) username(c echo.Context) error {
	name := strings.TrimSpace(c.Param("name"))
	var p kit.Problems
	loginName(&p, "username", name)
	if err := p.Err(); err != nil {
		return err
	}
	acc, err := h.lookup(c)
	if err != nil {
		return err
	}
	free, err := acc.UsernameAvailable(kit.Ctx(c), kit.Scope(c), name)
	if err != nil {
		return err
	}
	return kit.Personal(c, http.StatusOK, UsernameAnswer{Username: name, Available: free})
}

// InvitationAnswer is the answer of GET /invitation-codes/{code}.
type InvitationAnswer struct {
	Code  string `json:"code"`
	Valid bool   `json:"valid"`
}

var invitationPattern = regexp.MustCompile(`^[A-Za-z0-9]{1,32}$`)

// invitationCode checks an affiliate code, e.g. one the registration link carried.
func (h *handler) invitationCode(c echo.Context) error {
	code := strings.TrimSpace(c.Param("code"))
	var p kit.Problems
	if p.Text("code", code, true, 32) {
		pattern(&p, "code", code, invitationPattern, httpx.FieldInvitationInvalid)
	}
	if err := p.Err(); err != nil {
		return err
	}
	acc, err := h.lookup(c)
	if err != nil {
		return err
	}
	ok, err := acc.AffiliateValid(kit.Ctx(c), kit.Scope(c), code, hostOf(c))
	if err != nil {
		return err
	}
	return kit.Personal(c, http.StatusOK, InvitationAnswer{Code: code, Valid: ok})
}

// hostOf is the site's host name as the player reached it: the affiliate's domain.
func hostOf(c echo.Context) string {
	host := c.Request().Host
	if h, _, err := net.SplitHostPort(host); err == nil {
		host = h
	}
	return strings.ToLower(host)
}

// upstreamChecks asks the upstream what only it knows of a registration that passed every
// local rule: whether the user name is free and the invitation code valid. Both at once.
func upstreamChecks(ctx context.Context, acc Backend, scope adapters.Scope, r adapters.Registration, p *kit.Problems) error {
	var taken, badCode bool
	g, ctx := errgroup.WithContext(ctx)
	if r.Method == adapters.RegisterByUsername {
		g.Go(func() error {
			free, err := acc.UsernameAvailable(ctx, scope, r.Username)
			taken = err == nil && !free
			return err
		})
	}
	if r.AffiliateCode != "" {
		g.Go(func() error {
			ok, err := acc.AffiliateValid(ctx, scope, r.AffiliateCode, r.Domain)
			badCode = err == nil && !ok
			return err
		})
	}
	if err := g.Wait(); err != nil {
		return err
	}
	if taken {
		p.Add("username", httpx.FieldUsernameTaken, "")
	}
	if badCode {
		p.Add("invitationCode", httpx.FieldInvitationInvalid, "")
	}
	return nil
}
