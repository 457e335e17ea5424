package fakeupstream

import (
	"crypto/rand"
	"encoding/json"
	"net/http"
	"strings"
	"testing"

	"github.com/casinobff/bff/adapters/bodycrypt"
)

// encrypted sends body sealed the platform's way, as the real client does, with the headers
// hdr names (pairs of name and value).
func (c *testClient) encrypted(method, path, token string, body any, hdr ...string) reply {
	c.t.Helper()
	var key struct{ Modulus, Exponent string }
	c.get("/wps/session/key/rsa", "", &key)
	pub, err := bodycrypt.ParsePublicKey(key.Modulus, key.Exponent)
	if err != nil {
		c.t.Fatal(err)
	}
	secret, err := bodycrypt.NewKey(rand.Reader)
	if err != nil {
		c.t.Fatal(err)
	}
	plain, _ := json.Marshal(body)
	sealed, header, err := bodycrypt.Encrypt(pub, secret, plain)
	if err != nil {
		c.t.Fatal(err)
	}
	return c.call(method, path, token, sealed, append([]string{bodycrypt.Header, header}, hdr...)...)
}

// registration is a registration body in the platform's names, with what every one carries.
func registration(kv ...any) map[string]any {
	body := map[string]any{
		"password": "Secret123", "confirmPassword": "Secret123", "type": 0, "registerMethod": "H5",
		"domain": "localhost", "registerUrl": "http://localhost:8080/m/register",
	}
	for i := 0; i+1 < len(kv); i += 2 {
		if kv[i+1] == nil {
			delete(body, kv[i].(string))
			continue
		}
		body[kv[i].(string)] = kv[i+1]
	}
	return body
}

func TestRegister(t *testing.T) {
	c := newFake(t, Options{})
	user := registration("username", "newbie01", "email", "n@example.com", "payeeName", "Nadia Islam", "recommenderId", "R10086521")
	var v struct{ UserName string }
	c.ok(c.encrypted(http.MethodPut, "/wps/member/register", "", user), &v)
	if v.UserName != "newbie01" {
		t.Errorf("user name %q", v.UserName)
	}
	c.ok(c.login(map[string]string{"username": "NEWBIE01", "password": "Secret123"}), nil)
	mobile := registration("mobileNum", "1812345678", "countryDialingCode", "880", "verificationCode", DemoSMSCode, "registerMethod", "PWA")
	c.ok(c.encrypted(http.MethodPut, "/wps/member/register/mobile", "", mobile), &v)
	if v.UserName != "8801812345678" {
		t.Errorf("mobile user name %q", v.UserName)
	}
	tests := []struct {
		name   string
		path   string
		edit   []any
		status int
		code   string
	}{
		{"name taken", "/wps/member/register", []any{"username", "Demo01"}, 200, "member.exists"},
		{"number taken", "/wps/member/register/mobile", []any{"mobileNum", "1712345678"}, 200, "mobile.exists"},
		{"wrong code", "/wps/member/register/mobile", []any{"mobileNum", "1912345678", "verificationCode", "000000"}, 200, "verification.code.error"},
		{"bad name", "/wps/member/register", []any{"username", "1x"}, 200, "param.invalid"},
		{"confirmation differs", "/wps/member/register", []any{"username", "other01", "confirmPassword", "x"}, 200, "param.invalid"},
		{"unknown affiliate", "/wps/member/register", []any{"username", "other01", "affiliateCode", "NOPE"}, 200, "affiliate.invalid"},
		{"unknown recommender", "/wps/member/register", []any{"username", "other01", "recommenderId", "R1"}, 200, "recommender.invalid"},
		// The names of another protocol are refused, whichever field they stand for.
		{"account for username", "/wps/member/register", []any{"username", nil, "account", "other01"}, 400, "param.invalid"},
		{"nickName", "/wps/member/register", []any{"username", "other01", "nickName", "Nadia"}, 400, "param.invalid"},
		{"realName", "/wps/member/register", []any{"username", "other01", "realName", "Nadia Islam"}, 400, "param.invalid"},
		{"withdrawPassword", "/wps/member/register", []any{"username", "other01", "withdrawPassword", "123456"}, 400, "param.invalid"},
		{"qq", "/wps/member/register/mobile", []any{"mobileNum", "1912345678", "qq", "12345"}, 400, "param.invalid"},
		// What every registration says of itself.
		{"no type", "/wps/member/register", []any{"username", "other01", "type", nil}, 200, "param.invalid"},
		{"an agent's type", "/wps/member/register", []any{"username", "other01", "type", 1}, 200, "param.invalid"},
		{"type as text", "/wps/member/register", []any{"username", "other01", "type", "0"}, 400, "param.invalid"},
		{"no register method", "/wps/member/register", []any{"username", "other01", "registerMethod", nil}, 200, "param.invalid"},
		{"unknown register method", "/wps/member/register", []any{"username", "other01", "registerMethod", "DESKTOP"}, 200, "param.invalid"},
		{"no domain", "/wps/member/register", []any{"username", "other01", "domain", nil}, 200, "param.invalid"},
		{"page on another domain", "/wps/member/register", []any{"username", "other01", "registerUrl", "https://elsewhere.example/m/register"}, 200, "param.invalid"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := c.with(t)
			base := user
			if strings.HasSuffix(tt.path, "mobile") {
				base = mobile
			}
			body := map[string]any{}
			for k, v := range base {
				body[k] = v
			}
			for i := 0; i+1 < len(tt.edit); i += 2 {
				if tt.edit[i+1] == nil {
					delete(body, tt.edit[i].(string))
				} else {
					body[tt.edit[i].(string)] = tt.edit[i+1]
				}
			}
			c.refused(c.encrypted(http.MethodPut, tt.path, "", body), tt.status, tt.code)
		})
	}
	c.refused(c.call(http.MethodPut, "/wps/member/register", "", user), http.StatusBadRequest, "encryption.missing")
	var exists struct{ Exists bool }
	c.get("/wps/check/username?username=NEWBIE01", "", &exists)
	if !exists.Exists {
		t.Error("a registered name is free")
	}
	var aff struct{ Success bool }
	c.get("/wps/agent/affiliate?code="+AffiliateCode+"&domain=localhost", "", &aff)
	if !aff.Success {
		t.Error("the known affiliate code is refused")
	}
}

func TestCaptchaLogins(t *testing.T) {
	c := newFake(t, Options{})
	good := map[string]string{"username": "captcha01", "password": "Captcha1234"}
	rep := c.login(good)
	c.refused(rep, http.StatusOK, "captcha.error")
	if string(rep.Value) != `{"captcha":true}` {
		t.Errorf("value %s", rep.Value)
	}
	var cp struct{ CaptchaID, Image string }
	c.get("/wps/captcha", "", &cp, "ModuleId", "CAPTCHA3")
	good["captchaId"], good["captcha"] = cp.CaptchaID, c.fake.CaptchaAnswer(cp.CaptchaID)
	c.ok(c.login(good), nil)
	// Each captcha is good for one login.
	c.refused(c.login(good), http.StatusOK, "captcha.error")
	// Three failures of any name make the next login need one, whether or not the name exists.
	for i := range 3 {
		rep := c.login(map[string]string{"username": "ghost", "password": "x"})
		c.refused(rep, http.StatusOK, "login.fail")
		if want := i == 2; strings.Contains(string(rep.Value), "true") != want {
			t.Errorf("failure %d: value %s", i+1, rep.Value)
		}
	}
}

func TestSMSAndPasswords(t *testing.T) {
	c := newFake(t, Options{})
	sms := map[string]string{"mobileNum": "1712345678", "countryDialingCode": "880"}
	c.refused(c.call(http.MethodPost, "/wps/verification/sms/noLogin", "", sms), http.StatusBadRequest, "module.invalid")
	var sent struct{ ExpiredMinutes int }
	c.ok(c.call(http.MethodPost, "/wps/verification/sms/register", "", sms, "ModuleId", "VERIFICATION3"), &sent)
	if sent.ExpiredMinutes != 1 {
		t.Errorf("expiredMinutes %d", sent.ExpiredMinutes)
	}

	form := func(body string) reply {
		return c.call(http.MethodPost, "/wps/member/password/email", "", []byte(body), "Content-Type", "application/x-www-form-urlencoded")
	}
	c.ok(form("username=demo01&email=DEMO01%40example.com"), nil)
	c.refused(form("username=demo01&email=other%40example.com"), http.StatusOK, "member.not.exist")
	c.refused(c.call(http.MethodPost, "/wps/member/password/email", "", map[string]string{"username": "demo01"}), http.StatusBadRequest, "param.invalid")

	first, second := c.token(), c.token()
	change := map[string]string{"oldPassword": "Demo1234", "newPassword": "Demo1234", "confirmNewPassword": "Demo1234"}
	c.refused(c.encrypted(http.MethodPost, "/wps/member/password", first, change), http.StatusOK, "modify.new.old.same")
	change["oldPassword"] = "wrong"
	change["newPassword"], change["confirmNewPassword"] = "Next1234", "Next1234"
	c.refused(c.encrypted(http.MethodPost, "/wps/member/password", first, change), http.StatusOK, "password.old.error")
	change["oldPassword"] = "Demo1234"
	c.ok(c.encrypted(http.MethodPost, "/wps/member/password", first, change), nil)
	c.get("/wps/member/info", first, nil)
	c.refused(c.call(http.MethodGet, "/wps/member/info", second, nil), http.StatusUnauthorized, "login.not.session")

	reset := map[string]string{"mobileNum": "01712345678", "countryDialingCode": "880", "verificationCode": DemoSMSCode, "newPassword": "Phone1234"}
	var v struct{ UserName string }
	c.ok(c.encrypted(http.MethodPost, "/wps/member/password/mobile", "", reset), &v)
	c.refused(c.encrypted(http.MethodPost, "/wps/member/password/mobile", "", reset), http.StatusOK, "modify.new.old.same")
	reset["mobileNum"] = "1999999999"
	c.refused(c.encrypted(http.MethodPost, "/wps/member/password/mobile", "", reset), http.StatusOK, "member.not.exist")
	c.ok(c.login(map[string]string{"username": v.UserName, "password": "Phone1234"}), nil)
}

func TestTrialAndRenew(t *testing.T) {
	c := newFake(t, Options{})
	var trial struct {
		Token, UserName string
		CustomerType    int
	}
	c.get("/wps/member/trialuser", "", &trial)
	if trial.Token == "" || trial.CustomerType != 4 || !strings.HasPrefix(trial.UserName, "trial") {
		t.Fatalf("trial %+v", trial)
	}
	c.ok(c.call(http.MethodPost, "/wps/member/renew", trial.Token, map[string]any{}), nil)
	c.refused(c.call(http.MethodPost, "/wps/member/renew", "nope", map[string]any{}), http.StatusUnauthorized, "login.not.session")
	var settings struct{ Fields []struct{ Field string } }
	c.get("/wps/system/setting/register", "", &settings)
	if len(settings.Fields) == 0 || settings.Fields[0].Field != "username" {
		t.Errorf("register settings %+v", settings)
	}
}
