package account

import (
	"net/http"
	"net/url"
	"regexp"
	"slices"
	"strings"

	"github.com/labstack/echo/v4"
	"go.uber.org/zap"

	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/bff/httpx"
	"github.com/casinobff/bff/bff/kit"
)

// RegistrationRequest is the body of POST /registrations. Optional fields the site's form
// does not enable are ignored.
type RegistrationRequest struct {
	Method          string `json:"method"` // "username" or "mobile"
	Username        string `json:"username"`
	Mobile          string `json:"mobile"`
	DialingCode     string `json:"dialingCode"`
	SMSCode         string `json:"smsCode"`
	Password        string `json:"password"`
	ConfirmPassword string `json:"confirmPassword"`
	Email           string `json:"email"`
	Nickname        string `json:"nickname"`
	PayeeName       string `json:"payeeName"`
	PaymentPassword string `json:"paymentPassword"`
	IDNumber        string `json:"idNumber"`
	QQ              string `json:"qq"`
	Facebook        string `json:"facebook"`
	WeChat          string `json:"wechat"`
	Line            string `json:"line"`
	WhatsApp        string `json:"whatsapp"`
	Zalo            string `json:"zalo"`
	InvitationCode  string `json:"invitationCode"`
	ReferralCode    string `json:"referralCode"` // an invite-friends link's ref: the inviting member
	CaptchaID       string `json:"captchaId"`
	Captcha         string `json:"captcha"`
	AcceptTerms     bool   `json:"acceptTerms"`    // the terms and age box
	RegisterMethod  string `json:"registerMethod"` // how the site runs: APP, H5 (default), PWA or WEBCLIP
	// On a site whose SMS codes Firebase sends (firebase.go), a mobile registration brings the
	// number's phone sign-in instead of smsCode: firebaseChannel sms and its ID token.
	FirebaseChannel string `json:"firebaseChannel"`
	FirebaseIDToken string `json:"firebaseIdToken"`
}

// viaFirebase says whether a registration brings a Firebase phone sign-in.
func (r RegistrationRequest) viaFirebase() bool {
	return r.FirebaseChannel != "" || r.FirebaseIDToken != ""
}

// referralPattern is what a referral code may look like; anything else is refused before the
// upstream hears of it.
var referralPattern = regexp.MustCompile(`^[A-Za-z0-9_-]{1,32}$`)

// channel reads the registerMethod field: H5, a browser, when the site says nothing.
func channel(p *kit.Problems, v string) adapters.RegisterChannel {
	if v == "" {
		return adapters.ChannelH5
	}
	c := adapters.RegisterChannel(v)
	if !slices.Contains(adapters.RegisterChannels, c) {
		p.Invalid("registerMethod", "APP, H5, PWA or WEBCLIP")
	}
	return c
}

// profile is the optional fields by name, trimmed, in the form's order.
func (r RegistrationRequest) profile() [][2]string {
	return [][2]string{
		{"email", strings.TrimSpace(r.Email)},
		{"nickname", strings.TrimSpace(r.Nickname)},
		{"payeeName", strings.TrimSpace(r.PayeeName)},
		{"paymentPassword", r.PaymentPassword},
		{"idNumber", strings.TrimSpace(r.IDNumber)},
		{"qq", strings.TrimSpace(r.QQ)},
		{"facebook", strings.TrimSpace(r.Facebook)},
		{"wechat", strings.TrimSpace(r.WeChat)},
		{"line", strings.TrimSpace(r.Line)},
		{"whatsapp", strings.TrimSpace(r.WhatsApp)},
		{"zalo", strings.TrimSpace(r.Zalo)},
	}
}

// check validates r against the form with the site's own rules (pattern, required, maximum
// length, the confirmation, the mobile number's length after its leading 0) and answers the
// registration to send.
func (f form) check(r RegistrationRequest, p *kit.Problems) adapters.Registration {
	reg := adapters.Registration{
		Method: adapters.RegistrationMethod(r.Method), Password: r.Password, Profile: map[string]string{},
		AffiliateCode: strings.TrimSpace(r.InvitationCode), CaptchaID: r.CaptchaID, Captcha: r.Captcha,
	}
	switch {
	case r.Method == string(adapters.RegisterByUsername) && f.UsernameMethod:
		reg.Username = strings.TrimSpace(r.Username)
		f.value(p, "username", reg.Username, true)
	case r.Method == string(adapters.RegisterByMobile) && f.MobileMethod:
		reg.DialingCode = r.DialingCode
		if reg.DialingCode == "" {
			reg.DialingCode = f.DefaultDialingCode
		}
		reg.Mobile = mobileField(p, r.Mobile, reg.DialingCode, f.MobileLength)
		pattern(p, "mobile", reg.Mobile, f.rules["mobile"], httpx.FieldMobileInvalid)
		if f.SMSVerification && !r.viaFirebase() {
			reg.SMSCode = r.SMSCode
			smsCode(p, r.SMSCode)
		}
	default:
		p.Invalid("method", strings.Join(f.methods(), " or "))
	}
	f.value(p, "password", r.Password, true)
	confirmation(p, r.Password, r.ConfirmPassword)
	for _, kv := range r.profile() {
		if fd, on := f.fields[kv[0]]; on && fd.Enabled {
			f.value(p, kv[0], kv[1], false)
			if kv[1] != "" {
				reg.Profile[kv[0]] = kv[1]
			}
		}
	}
	if fd := f.fields["invitationCode"]; fd.Enabled {
		f.value(p, "invitationCode", reg.AffiliateCode, false)
	} else {
		reg.AffiliateCode = ""
	}
	if fd := f.fields["captcha"]; fd.Enabled && fd.Required && r.CaptchaID == "" {
		p.Add("captcha", httpx.FieldCaptchaRequired, "")
	} else {
		captchaAnswer(p, r.CaptchaID, r.Captcha)
	}
	if reg.ReferralCode = strings.TrimSpace(r.ReferralCode); reg.ReferralCode != "" && !referralPattern.MatchString(reg.ReferralCode) {
		p.Add("referralCode", httpx.FieldReferrerInvalid, "")
	}
	if !r.AcceptTerms {
		p.Add("acceptTerms", httpx.FieldTermsRequired, "")
	}
	reg.Channel = channel(p, r.RegisterMethod)
	return reg
}

// registerURL is the registration page's address on the site the player registered on, with the
// codes its link carried: the affiliate's (code) and the inviting member's (ref).
func registerURL(c echo.Context, r adapters.Registration) string {
	q := url.Values{}
	if r.AffiliateCode != "" {
		q.Set("code", r.AffiliateCode)
	}
	if r.ReferralCode != "" {
		q.Set("ref", r.ReferralCode)
	}
	return kit.SiteURL(c, "/m/register", q)
}

// value checks one field by the form's switches and rule. always marks the fields every
// registration has (user name, password) whatever the form says of them.
func (f form) value(p *kit.Problems, name, v string, always bool) {
	fd := f.fields[name]
	required := always || fd.Required
	maxLen := maxText
	if fd.MaxLength > 0 {
		maxLen = fd.MaxLength
	}
	if p.Text(name, v, required, maxLen) {
		pattern(p, name, v, f.rules[name], messageKey(name))
	}
}

// register validates on the BFF as the site does, asks the upstream what only it knows, creates
// the account and logs it in: 201 with the session, or with a visitor when the login after it
// did not go through (the site then sends the player to the login screen).
func (h *handler) register(c echo.Context, m kit.Member, req RegistrationRequest) error {
	// Every attempt asks the upstream for the form, and a good one whether the name is taken:
	// each counts as a look-up.
	acc, err := h.lookup(c)
	if err != nil {
		return err
	}
	ctx, scope := kit.Ctx(c), m.Scope
	rs, err := acc.RegistrationSettings(ctx, scope)
	if err != nil {
		return err
	}
	var p kit.Problems
	reg := newForm(rs).check(req, &p)
	if reg.Method == adapters.RegisterByMobile && req.viaFirebase() {
		reg.Firebase = registrationFirebase(c, &p, req)
	}
	reg.Domain, reg.RegisterURL = hostOf(c), registerURL(c, reg)
	// What only the upstream knows (the name taken, the invitation code) is asked only of a
	// registration that passes every local rule: a form refused anyway must not tell whether
	// a name exists.
	if err := p.Err(); err != nil {
		return err
	}
	subject := reg.Username
	if reg.Method == adapters.RegisterByMobile {
		subject = "mobile:" + reg.DialingCode + reg.Mobile
	}
	// Only attempts good enough to reach the upstream count as registrations; typos do not.
	if err := h.limits.Allow(c, subject, LimitRegisterIP, LimitRegisterAccount); err != nil {
		return err
	}
	if err := upstreamChecks(ctx, acc, scope, reg, &p); err != nil {
		return err
	}
	if err := p.Err(); err != nil {
		return err
	}
	name, err := acc.Register(ctx, scope, reg)
	if err != nil {
		return refusals[opRegister].Answer(err)
	}
	if name == "" {
		name = reg.Username
		if reg.Method == adapters.RegisterByMobile {
			name = reg.DialingCode + reg.Mobile
		}
	}
	return h.loginAfter(c, acc, name, reg.Password, http.StatusCreated, false)
}

// loginAfter logs a player in with the password they just chose (after registering or setting
// it by phone) and answers the session; when that fails the account still exists, so the answer
// is a visitor with the same status rather than an error.
func (h *handler) loginAfter(c echo.Context, acc Backend, name, password string, status int, remember bool) error {
	grant, err := acc.Login(kit.Ctx(c), kit.Scope(c), adapters.Credentials{
		Method: adapters.LoginByUsername, Username: name, Password: password,
	})
	if err != nil {
		httpx.Logger(c).Info("login after a new password did not go through", zap.Error(err))
		return kit.Personal(c, status, visitor)
	}
	s, err := h.open(c, grant, remember)
	if err != nil {
		return err
	}
	return kit.Personal(c, status, answerOf(s))
}
