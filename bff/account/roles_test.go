package account_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/casinobff/bff/bff/bfftest"
	"github.com/casinobff/bff/bff/httpx"
)

const upLogin = "/wps/session/login"

// The login form's kind goes upstream as the platform's loginType, and the back office refuses
// the wrong kind of account; without one nothing is sent and anyone logs in, as before.
func TestLoginFormsRefuseTheOtherKind(t *testing.T) {
	s := bfftest.NewStack(t)
	for _, tt := range []struct {
		body   string
		code   httpx.Code
		sent   string
		status int
	}{
		{`{"username":"agent01","password":"Agent1234","as":"member"}`, "member_login_refused", `"loginType":"MEMBER"`, http.StatusForbidden},
		{`{"username":"demo01","password":"Demo1234","as":"agent"}`, "agent_login_refused", `"loginType":"AGENT"`, http.StatusForbidden},
		{`{"username":"free01","password":"Free1234","as":"agent"}`, "agent_login_refused", `"loginType":"AGENT"`, http.StatusForbidden},
		{`{"username":"demo01","password":"Demo1234","as":"member"}`, "", `"loginType":"MEMBER"`, http.StatusOK},
		{`{"username":"lead41","password":"Team1234","as":"agent"}`, "", `"loginType":"AGENT"`, http.StatusOK},
		{`{"username":"agent01","password":"Agent1234"}`, "", "", http.StatusOK},
	} {
		s.Fake.ResetHits()
		rec := s.Call(http.MethodPost, "/api/v1/session", tt.body)
		if tt.code != "" {
			bfftest.ExpectProblem(t, rec, tt.status, tt.code)
			if c := bfftest.SetCookie(rec); c != nil && c.Value != "" {
				t.Errorf("%s: a refused login set a session cookie", tt.body)
			}
		} else {
			bfftest.WantStatus(t, rec, tt.status)
		}
		sent := s.Fake.Requests(upLogin)
		if len(sent) != 1 {
			t.Fatalf("%s: %d logins sent", tt.body, len(sent))
		}
		if body := string(sent[0].Body); (tt.sent == "") == strings.Contains(body, "loginType") || !strings.Contains(body, tt.sent) {
			t.Errorf("%s: the back office got %s", tt.body, body)
		}
	}
}

// A disabled account is refused as such only with its right password: a wrong one is
// invalid_credentials, as for any name, so the refusal tells no one without the password that
// the account exists. Disabling an account ends its sessions.
func TestDisabledAccounts(t *testing.T) {
	s := bfftest.NewStack(t)
	bfftest.ExpectProblem(t, s.Login("disabled01", "Wrong1234"), http.StatusUnauthorized, "invalid_credentials")
	bfftest.ExpectProblem(t, s.Login("disabled01", "Disabled1234"), http.StatusForbidden, "account_disabled")

	cookie := s.SignIn("demo01")
	bfftest.WantStatus(t, s.Call(http.MethodGet, "/api/v1/me", "", cookie), http.StatusOK)
	if err := s.Fake.SetDisabled("demo01", true); err != nil {
		t.Fatal(err)
	}
	if rec := s.Call(http.MethodGet, "/api/v1/me", "", cookie); rec.Code != http.StatusUnauthorized {
		t.Errorf("a disabled account's session: %d %s", rec.Code, rec.Body)
	}
	bfftest.ExpectProblem(t, s.Login("demo01", "Demo1234"), http.StatusForbidden, "account_disabled")
	if err := s.Fake.SetDisabled("demo01", false); err != nil {
		t.Fatal(err)
	}
	bfftest.WantStatus(t, s.Login("demo01", "Demo1234"), http.StatusOK)
}

// Refusals of right credentials are no guesses: however many, the account's logins never come
// to need a captcha for them.
func TestRightCredentialsRefusedDoNotEscalate(t *testing.T) {
	s := bfftest.NewStack(t)
	for range 12 { // past the account's failed-login limit (10)
		bfftest.ExpectProblem(t, s.Call(http.MethodPost, "/api/v1/session", `{"username":"agent01","password":"Agent1234","as":"member"}`),
			http.StatusForbidden, "member_login_refused")
	}
	bfftest.WantStatus(t, s.Login("agent01", "Agent1234"), http.StatusOK)
}
