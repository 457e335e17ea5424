package account_test

import (
	"net/http"
	"reflect"
	"strings"
	"testing"

	"github.com/casinobff/bff/bff/account"
	"github.com/casinobff/bff/bff/bfftest"
	"github.com/casinobff/bff/bff/httpx"
)

func TestForgotPasswordByEmail(t *testing.T) {
	a := bfftest.NewStack(t)
	known := a.Call(http.MethodPost, "/api/v1/password-resets/email", `{"username":" demo01","email":" DEMO01@example.com "}`)
	unknown := a.Call(http.MethodPost, "/api/v1/password-resets/email", `{"username":"nobody99","email":"nobody99@example.com"}`)
	if known.Code != http.StatusAccepted || known.Body.String() != unknown.Body.String() || known.Code != unknown.Code {
		t.Fatalf("known %d %s, unknown %d %s: the answer must be 202 and the same", known.Code, known.Body, unknown.Code, unknown.Body)
	}
	if a.Fake.Hits()["/wps/member/password/email"] != 2 {
		t.Error("both requests should reach the upstream")
	}
	got := bfftest.FieldCodes(t, a.Call(http.MethodPost, "/api/v1/password-resets/email", `{"username":"","email":"a@b"}`))
	if !reflect.DeepEqual(got, map[string]string{"username": "required", "email": "email_format"}) {
		t.Errorf("fields %v", got)
	}
}

// Setting a password by phone logs the player in with it; the upstream's modify.new.old.same
// is password_same on the new password, a wrong code sms_code_invalid on the code.
func TestSetPasswordByPhone(t *testing.T) {
	a := bfftest.NewStack(t)
	old := a.Call(http.MethodPost, "/api/v1/session", `{"method":"mobile","mobile":"1712345678","dialingCode":"880","smsCode":"123456"}`)
	oldCookie := bfftest.SetCookie(old)
	reset := func(code, password string) string {
		return `{"mobile":"01712345678","dialingCode":"880","smsCode":"` + code + `","newPassword":"` + password + `","rememberMe":true}`
	}
	rec := a.Call(http.MethodPost, "/api/v1/password-resets/phone", reset("123456", "Fresh1234"))
	s := bfftest.Decode[account.Session](t, rec.Body.Bytes())
	if rec.Code != http.StatusOK || !s.Authenticated || s.UserName != "8801712345678" || !s.RememberMe || bfftest.SetCookie(rec) == nil {
		t.Fatalf("reset: %d %s", rec.Code, rec.Body)
	}
	// A reset ends the account's other sessions.
	bfftest.ExpectProblem(t, a.Call(http.MethodGet, "/api/v1/me", "", oldCookie), http.StatusUnauthorized, httpx.CodeSessionExpired)
	if rec := a.Login("8801712345678", "Fresh1234"); rec.Code != http.StatusOK {
		t.Errorf("login with the new password: %d %s", rec.Code, rec.Body)
	}
	tests := []struct {
		name, body string
		want       map[string]string
	}{
		{"same password upstream", reset("123456", "Fresh1234"), map[string]string{"newPassword": "password_same"}},
		{"wrong code", reset("654321", "Other1234"), map[string]string{"smsCode": "sms_code_invalid"}},
		{
			"number without account: reads as a wrong code", `{"mobile":"1999999999","dialingCode":"880","smsCode":"123456","newPassword":"Other1234"}`,
			map[string]string{"smsCode": "sms_code_invalid"},
		},
		{"password pattern", reset("123456", "no"), map[string]string{"newPassword": "password_format"}},
		{"everything missing", `{}`, map[string]string{"mobile": "required", "smsCode": "required", "newPassword": "required"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := bfftest.FieldCodes(t, a.Call(http.MethodPost, "/api/v1/password-resets/phone", tt.body)); !reflect.DeepEqual(got, tt.want) {
				t.Errorf("fields %v, want %v", got, tt.want)
			}
		})
	}
}

// Changing the password ends the account's other sessions, not this one.
func TestChangePassword(t *testing.T) {
	a := bfftest.NewStack(t)
	other, this := a.SignIn("demo01"), a.SignIn("demo01")
	change := func(old, new, confirm string) string {
		return `{"oldPassword":"` + old + `","newPassword":"` + new + `","confirmPassword":"` + confirm + `"}`
	}
	tests := []struct {
		name, body string
		want       map[string]string
	}{
		{"same as old", change("Demo1234", "Demo1234", "Demo1234"), map[string]string{"newPassword": "password_same"}},
		{"confirmation differs", change("Demo1234", "Next1234", "Next1235"), map[string]string{"confirmPassword": "confirm_mismatch"}},
		{"confirmation missing", change("Demo1234", "Next1234", ""), map[string]string{"confirmPassword": "required"}},
		{"new password pattern", change("Demo1234", "x y", "x y"), map[string]string{"newPassword": "password_format"}},
		{"old password wrong upstream", change("Wrong1234", "Next1234", "Next1234"), map[string]string{"oldPassword": "password_incorrect"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := bfftest.FieldCodes(t, a.Call(http.MethodPut, "/api/v1/me/password", tt.body, this)); !reflect.DeepEqual(got, tt.want) {
				t.Errorf("fields %v, want %v", got, tt.want)
			}
		})
	}
	bfftest.ExpectProblem(t, a.Call(http.MethodPut, "/api/v1/me/password", change("Demo1234", "Next1234", "Next1234")), http.StatusUnauthorized, httpx.CodeLoginRequired)

	rec := a.Call(http.MethodPut, "/api/v1/me/password", change("Demo1234", "Next1234", "Next1234"), this)
	if rec.Code != http.StatusOK || strings.TrimSpace(rec.Body.String()) != `{"changed":true}` {
		t.Fatalf("change: %d %s", rec.Code, rec.Body)
	}
	if rec := a.Call(http.MethodGet, "/api/v1/me", "", this); rec.Code != http.StatusOK {
		t.Errorf("this session after the change: %d %s", rec.Code, rec.Body)
	}
	bfftest.ExpectProblem(t, a.Call(http.MethodGet, "/api/v1/me", "", other), http.StatusUnauthorized, httpx.CodeSessionExpired)
	bfftest.ExpectProblem(t, a.Login("demo01", "Demo1234"), http.StatusUnauthorized, httpx.CodeInvalidCredentials)
	if rec := a.Login("demo01", "Next1234"); rec.Code != http.StatusOK {
		t.Errorf("login with the new password: %d %s", rec.Code, rec.Body)
	}
}
