package fakeupstream

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"net/http"
	"net/url"
	"reflect"
	"regexp"
	"strings"
	"unicode/utf8"

	"github.com/casinobff/bff/adapters/fakeupstream/internal/wire"
	"github.com/casinobff/bff/testdata"
)

// AffiliateCode is the one invitation code the fake knows.
const AffiliateCode = "AFF2026"

// registerForm is the registration form of the fixtures with each field's rule compiled.
type registerForm struct {
	raw      json.RawMessage
	settings wire.RegisterSettings
	rules    map[string]fieldRule // by the upstream's field name
}

type fieldRule struct {
	wire.RegisterField
	re *regexp.Regexp
}

// loadRegisterSettings reads the registration form. A recording made before the BFF asked for
// it has none: the fake then uses the embedded one, which the generator writes.
func (fx *fixtures) loadRegisterSettings(fsys fs.FS) error {
	var f registerForm
	err := fx.read(fsys, wire.FileRegisterSettings, &f.raw, &f.settings)
	if errors.Is(err, fs.ErrNotExist) {
		sub, serr := fs.Sub(testdata.Upstream, "upstream")
		if serr != nil {
			return serr
		}
		err = fx.read(sub, wire.FileRegisterSettings, &f.raw, &f.settings)
	}
	if err != nil {
		return err
	}
	f.rules = map[string]fieldRule{}
	for _, field := range f.settings.Fields {
		re, err := regexp.Compile(field.Regex)
		if err != nil {
			return fmt.Errorf("fixture %s: field %s: %w", wire.FileRegisterSettings, field.Field, err)
		}
		f.rules[field.Field] = fieldRule{RegisterField: field, re: re}
	}
	for _, need := range []string{"username", "password"} {
		if _, ok := f.rules[need]; !ok {
			return fmt.Errorf("fixture %s: field %s is missing", wire.FileRegisterSettings, need)
		}
	}
	fx.register = f
	return nil
}

// check answers the first field of body that breaks the form (name and why), "" when none.
// Fields the method does not use are not checked; a disabled field is ignored.
func (f registerForm) check(body wire.Registration, skip ...string) string {
	for _, field := range f.settings.Fields {
		rule := f.rules[field.Field]
		v := body.Field(field.Field)
		switch {
		case !field.Enable || contains(skip, field.Field):
		case v == "" && field.Required:
			return field.Field + " is required"
		case v == "":
		case field.MaxLength > 0 && utf8.RuneCountInString(v) > field.MaxLength:
			return field.Field + " is too long"
		case !rule.re.MatchString(v):
			return field.Field + " is not valid"
		}
	}
	return ""
}

func contains(xs []string, x string) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

func (s *Server) registerSettings(w http.ResponseWriter, _ *http.Request) {
	answer(w, s.fx.register.raw)
}

// register makes an account keyed by user name.
func (s *Server) register(w http.ResponseWriter, r *http.Request) {
	body, ok := s.readRegistration(w, r)
	if !ok || !s.checkRegistration(w, body, "mobileNum", "verificationCode") {
		return
	}
	a, err := s.members.register(&account{name: body.Username, password: body.Password, email: body.Email, nickname: body.Nickname, payee: body.PayeeName})
	if err != nil {
		refuse(w, http.StatusOK, "member.exists", "Sorry, the username already exists")
		return
	}
	answer(w, map[string]string{"userName": a})
}

// registerMobile makes an account keyed by mobile number, after its SMS code.
func (s *Server) registerMobile(w http.ResponseWriter, r *http.Request) {
	body, ok := s.readRegistration(w, r)
	if !ok {
		return
	}
	// A number Firebase verified comes with its phone sign-in's ID token instead of a code.
	firebase := body.FirebaseChannel != "" || body.FirebaseIDToken != ""
	skip := []string{"username"}
	if firebase {
		skip = append(skip, "verificationCode")
	}
	if !s.checkRegistration(w, body, skip...) {
		return
	}
	verified := !s.fx.register.settings.SMSVerification || body.VerificationCode == DemoSMSCode
	if firebase {
		_, err := s.firebaseProof(r, body.FirebaseChannel, body.FirebaseIDToken, body.MobileNum, body.CountryDialingCode)
		verified = err == nil && body.FirebaseChannel == "sms" && body.VerificationCode == ""
	}
	if !verified {
		refuse(w, http.StatusOK, "verification.code.error", "Verification code error")
		return
	}
	mobile := mobileDigits(body.MobileNum, body.CountryDialingCode)
	a, err := s.members.register(&account{name: mobile, mobile: mobile, password: body.Password, email: body.Email, nickname: body.Nickname, payee: body.PayeeName})
	if err != nil {
		refuse(w, http.StatusOK, "mobile.exists", "This mobile number is already registered")
		return
	}
	answer(w, map[string]string{"userName": a})
}

// readRegistration decrypts a registration body and decodes it strictly in the platform's names
// (wire.Registration): a name it does not know is refused, as a back office refuses a client of
// another protocol. false means a refusal has been answered.
func (s *Server) readRegistration(w http.ResponseWriter, r *http.Request) (wire.Registration, bool) {
	var body wire.Registration
	plain, ok := s.openEncrypted(w, r)
	if !ok {
		return body, false
	}
	// encoding/json matches names in any case (nickName would fill nickname): the names are
	// checked exactly first.
	var names map[string]json.RawMessage
	if err := json.Unmarshal(plain, &names); err != nil {
		refuse(w, http.StatusBadRequest, "param.invalid", "the registration body is not a JSON object")
		return body, false
	}
	for name := range names {
		if !registrationNames[name] {
			refuse(w, http.StatusBadRequest, "param.invalid", fmt.Sprintf("the registration body is not the platform's: unknown field %q", name))
			return body, false
		}
	}
	if err := json.Unmarshal(plain, &body); err != nil {
		refuse(w, http.StatusBadRequest, "param.invalid", "the registration body is not the platform's: "+err.Error())
		return body, false
	}
	return body, true
}

// registrationNames are the JSON names of wire.Registration, exactly.
var registrationNames = func() map[string]bool {
	names := map[string]bool{}
	t := reflect.TypeFor[wire.Registration]()
	for i := range t.NumField() {
		name, _, _ := strings.Cut(t.Field(i).Tag.Get("json"), ",")
		names[name] = true
	}
	return names
}()

// checkRegistration refuses a body the form does not allow, as a back office checks what a
// careless client sends; false means a refusal has been answered.
func (s *Server) checkRegistration(w http.ResponseWriter, body wire.Registration, skip ...string) bool {
	if why := registrationMeta(body); why != "" {
		refuse(w, http.StatusOK, "param.invalid", why)
		return false
	}
	switch {
	case body.Password != body.ConfirmPassword:
		refuse(w, http.StatusOK, "param.invalid", "confirmPassword differs from password")
	case body.AffiliateCode != "" && body.AffiliateCode != AffiliateCode:
		refuse(w, http.StatusOK, "affiliate.invalid", "Invalid invitation code")
	case body.RecommenderID != "" && !s.members.referrer(body.RecommenderID):
		refuse(w, http.StatusOK, "recommender.invalid", "Referrer link error")
	default:
		if why := s.fx.register.check(body, skip...); why != "" {
			refuse(w, http.StatusOK, "param.invalid", why)
			return false
		}
		return true
	}
	return false
}

// registrationMeta checks what every registration says of itself: type 0 (a member), how the
// site runs, and the domain and page it was made on (the page on that domain). "" when all hold.
func registrationMeta(body wire.Registration) string {
	switch {
	case body.Type == nil || *body.Type != 0:
		return "type must be 0"
	case !contains(wire.RegisterMethods, body.RegisterMethod):
		return "registerMethod must be one of " + strings.Join(wire.RegisterMethods, ", ")
	case body.Domain == "":
		return "domain is required"
	}
	u, err := url.Parse(body.RegisterURL)
	if err != nil || (u.Scheme != "https" && u.Scheme != "http") || !strings.EqualFold(u.Hostname(), body.Domain) {
		return "registerUrl must be an address on the domain"
	}
	return ""
}

func (s *Server) usernameCheck(w http.ResponseWriter, r *http.Request) {
	name := strings.TrimSpace(r.URL.Query().Get("username"))
	if name == "" {
		refuse(w, http.StatusBadRequest, "param.invalid", "username is required")
		return
	}
	answer(w, map[string]bool{"exists": s.members.exists(name)})
}

func (s *Server) affiliateCheck(w http.ResponseWriter, r *http.Request) {
	code := r.URL.Query().Get("code")
	if code == "" {
		refuse(w, http.StatusBadRequest, "param.invalid", "code is required")
		return
	}
	answer(w, map[string]bool{"success": code == AffiliateCode})
}

var errTaken = errors.New("name or number taken")

// register adds a new member (type 0) unless its name or mobile number is taken, and answers
// its name.
func (m *members) register(a *account) (string, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	for _, b := range m.accounts {
		if strings.EqualFold(b.name, a.name) || (a.mobile != "" && b.mobile == a.mobile) {
			return "", errTaken
		}
	}
	a.id = m.newID()
	a.purse = m.newPurse()
	m.accounts = append(m.accounts, a)
	return a.name, nil
}

// exists says whether an account has this name, in any case.
func (m *members) exists(name string) bool {
	m.mu.Lock()
	defer m.mu.Unlock()
	for _, a := range m.accounts {
		if strings.EqualFold(a.name, name) {
			return true
		}
	}
	return false
}

// referrer says whether code is a member's referral code (the invite-friends link's ref).
func (m *members) referrer(code string) bool {
	m.mu.Lock()
	defer m.mu.Unlock()
	for _, a := range m.accounts {
		if referralCode(a) == code {
			return true
		}
	}
	return false
}
