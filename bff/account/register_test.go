package account_test

import (
	"net/http"
	"reflect"
	"strings"
	"testing"

	"github.com/casinobff/bff/bff/account"
	"github.com/casinobff/bff/bff/bfftest"
)

// registration is a valid username registration; tests change one field at a time.
func registration(edit func(map[string]any)) string {
	body := map[string]any{
		"method": "username", "username": "player007", "password": "Secret123", "confirmPassword": "Secret123",
		"acceptTerms": true,
	}
	if edit != nil {
		edit(body)
	}
	var b strings.Builder
	b.WriteString("{")
	first := true
	for k, v := range body {
		if !first {
			b.WriteString(",")
		}
		first = false
		b.WriteString(bfftest.JSONString(k) + ":")
		switch v := v.(type) {
		case string:
			b.WriteString(bfftest.JSONString(v))
		case bool:
			b.WriteString(map[bool]string{true: "true", false: "false"}[v])
		}
	}
	return b.String() + "}"
}

// Each rule of the registration form answers its field with the site's message key.
func TestRegistrationValidation(t *testing.T) {
	a := bfftest.NewStack(t)
	set := func(kv ...any) func(map[string]any) {
		return func(m map[string]any) {
			for i := 0; i+1 < len(kv); i += 2 {
				m[kv[i].(string)] = kv[i+1]
			}
		}
	}
	tests := []struct {
		name string
		edit func(map[string]any)
		want map[string]string
	}{
		{"username missing", set("username", "  "), map[string]string{"username": "required"}},
		{"username pattern", set("username", "9lives"), map[string]string{"username": "account_format"}},
		{"username too long", set("username", "a234567890123456789"), map[string]string{"username": "too_long"}},
		{"username taken (any case)", set("username", "DEMO01"), map[string]string{"username": "username_taken"}},
		{"password pattern", set("password", "abc", "confirmPassword", "abc"), map[string]string{"password": "password_format"}},
		{"confirmation missing", set("confirmPassword", ""), map[string]string{"confirmPassword": "required"}},
		{"confirmation differs", set("confirmPassword", "Secret124"), map[string]string{"confirmPassword": "confirm_mismatch"}},
		{"terms not ticked", set("acceptTerms", false), map[string]string{"acceptTerms": "terms_required"}},
		{"email pattern", set("email", "me@example"), map[string]string{"email": "email_format"}},
		{"email trimmed", set("email", "  me@example.com ", "username", "trimmed01"), nil},
		{"payee name", set("payeeName", "R2-D2"), map[string]string{"payeeName": "name_format"}},
		{"whatsapp", set("whatsapp", "+8801700"), map[string]string{"whatsapp": "format_invalid"}},
		{"disabled field ignored", set("qq", "not a number", "username", "ignored01"), nil},
		{"invitation pattern", set("invitationCode", "A!"), map[string]string{"invitationCode": "invitation_invalid"}},
		{"invitation unknown upstream", set("invitationCode", "WRONG2026"), map[string]string{"invitationCode": "invitation_invalid"}},
		{"captcha without its id", set("captcha", "1234"), map[string]string{"captchaId": "invalid"}},
		{"unknown method", set("method", "facebook"), map[string]string{"method": "invalid"}},
		{"unknown register method", set("registerMethod", "DESKTOP"), map[string]string{"registerMethod": "invalid"}},
		{"each register method", set("registerMethod", "WEBCLIP", "username", "webclip01"), nil},
		{"referral code pattern", set("referralCode", "R 1!"), map[string]string{"referralCode": "referrer_invalid"}},
		{"referral code unknown upstream", set("referralCode", "R999"), map[string]string{"referralCode": "referrer_invalid"}},
		{"mobile too short", set("method", "mobile", "mobile", "0171234567", "smsCode", "123456"), map[string]string{"mobile": "mobile_invalid"}},
		{"mobile letters", set("method", "mobile", "mobile", "01712abc678", "smsCode", "123456"), map[string]string{"mobile": "mobile_invalid"}},
		{"sms code missing", set("method", "mobile", "mobile", "01812345678"), map[string]string{"smsCode": "required"}},
		{"sms code pattern", set("method", "mobile", "mobile", "01812345678", "smsCode", "12ab"), map[string]string{"smsCode": "sms_code_invalid"}},
		{"sms code wrong upstream", set("method", "mobile", "mobile", "01812345678", "smsCode", "654321"), map[string]string{"smsCode": "sms_code_invalid"}},
		{"mobile taken upstream", set("method", "mobile", "mobile", "01712345678", "smsCode", "123456"), map[string]string{"mobile": "mobile_taken"}},
		{
			"several at once", set("username", "x", "password", "short", "acceptTerms", false),
			map[string]string{"username": "account_format", "password": "password_format", "confirmPassword": "confirm_mismatch", "acceptTerms": "terms_required"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rec := a.Call(http.MethodPost, "/api/v1/registrations", registration(tt.edit))
			if tt.want == nil {
				if rec.Code != http.StatusCreated {
					t.Fatalf("status %d: %s", rec.Code, rec.Body)
				}
				return
			}
			if got := bfftest.FieldCodes(t, rec); !reflect.DeepEqual(got, tt.want) {
				t.Errorf("fields %v, want %v", got, tt.want)
			}
		})
	}
}

func TestRegistrationCreatesAndLogsIn(t *testing.T) {
	a := bfftest.NewStack(t)
	tests := []struct {
		name, body, user string
	}{
		{"by user name", registration(func(m map[string]any) { m["username"] = "Newbie01"; m["invitationCode"] = "AFF2026" }), "Newbie01"},
		// an invite-friends link (demo01's) in an installed web app, with a payee name
		{"invited by a member", registration(func(m map[string]any) {
			m["username"], m["referralCode"], m["registerMethod"], m["payeeName"] = "Invited01", "R10086521", "PWA", "Nadia Islam"
		}), "Invited01"},
		{"by mobile number", registration(func(m map[string]any) {
			m["method"], m["mobile"], m["dialingCode"], m["smsCode"], m["registerMethod"] = "mobile", "01812345678", "880", "123456", "APP"
		}), "8801812345678"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rec := a.Call(http.MethodPost, "/api/v1/registrations", tt.body)
			s := bfftest.Decode[account.Session](t, rec.Body.Bytes())
			if rec.Code != http.StatusCreated || !s.Authenticated || s.UserName != tt.user || bfftest.SetCookie(rec) == nil {
				t.Fatalf("register: %d %s", rec.Code, rec.Body)
			}
			// The account logs in with its password from now on.
			if rec := a.Login(tt.user, "Secret123"); rec.Code != http.StatusOK {
				t.Errorf("login with the new account: %d %s", rec.Code, rec.Body)
			}
			// And its name is taken.
			if rec := a.Call(http.MethodGet, "/api/v1/usernames/"+tt.user, ""); !strings.Contains(rec.Body.String(), `"available":false`) {
				t.Errorf("username check: %s", rec.Body)
			}
		})
	}
}

func TestRegistrationSettings(t *testing.T) {
	a := bfftest.NewStack(t)
	rec := a.Call(http.MethodGet, "/api/v1/registration/settings", "")
	rs := bfftest.Decode[account.RegistrationSettings](t, rec.Body.Bytes())
	if rec.Code != http.StatusOK || !reflect.DeepEqual(rs.Methods, []string{"username", "mobile"}) || rs.MinimumAge != 18 || rs.MobileLength != 10 {
		t.Fatalf("settings: %d %+v", rec.Code, rs)
	}
	keys := map[string]string{}
	for _, f := range rs.Fields {
		keys[f.Name] = string(f.MessageKey)
	}
	want := map[string]string{
		"username": "account_format", "password": "password_format", "confirmPassword": "confirm_mismatch",
		"email": "email_format", "payeeName": "name_format", "mobile": "mobile_invalid", "smsCode": "sms_code_invalid",
		"invitationCode": "invitation_invalid", "captcha": "captcha_required", "qq": "format_invalid",
	}
	for name, key := range want {
		if keys[name] != key {
			t.Errorf("%s: message key %q, want %q", name, keys[name], key)
		}
	}
	if cc := rec.Header().Get("Cache-Control"); cc != "no-store" {
		t.Errorf("Cache-Control %q", cc)
	}
}

func TestUsernameAndInvitationChecks(t *testing.T) {
	a := bfftest.NewStack(t)
	tests := []struct {
		target string
		status int
		body   string
	}{
		{"/api/v1/usernames/demo01", 200, `{"username":"demo01","available":false}`},
		{"/api/v1/usernames/nobody77", 200, `{"username":"nobody77","available":true}`},
		{"/api/v1/usernames/" + strings.Repeat("a", 40), 400, ""},
		{"/api/v1/usernames/bad%20name", 400, ""},
		{"/api/v1/invitation-codes/AFF2026", 200, `{"code":"AFF2026","valid":true}`},
		{"/api/v1/invitation-codes/NOPE2026", 200, `{"code":"NOPE2026","valid":false}`},
		{"/api/v1/invitation-codes/no!", 400, ""},
	}
	for _, tt := range tests {
		t.Run(tt.target, func(t *testing.T) {
			rec := a.Call(http.MethodGet, tt.target, "")
			if rec.Code != tt.status || (tt.body != "" && strings.TrimSpace(rec.Body.String()) != tt.body) {
				t.Fatalf("%d %s", rec.Code, rec.Body)
			}
		})
	}
}
