package account_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/casinobff/bff/adapters/fakeupstream"
	"github.com/casinobff/bff/bff/bfftest"
)

// Neither the upstream token, nor the sealed cookie, nor a password appears in any answer body
// or any log line, through a whole visit: login, member, balance, badges, renew, a password
// change, a failing upstream call, logout.
func TestNoSecretsInAnswersOrLogs(t *testing.T) {
	var logs bfftest.Logs
	a := bfftest.NewStack(t, bfftest.LogInto(t, &logs))
	var bodies []string
	call := func(method, target, body string, cookies ...*http.Cookie) {
		t.Helper()
		rec := a.Call(method, target, body, cookies...)
		if rec.Code >= 500 && target != "/api/v1/wallet" {
			t.Fatalf("%s %s: %d %s", method, target, rec.Code, rec.Body)
		}
		bodies = append(bodies, rec.Body.String())
	}

	rec := a.Login("demo01", "Demo1234")
	bodies = append(bodies, rec.Body.String())
	cookie := bfftest.SetCookie(rec)
	if cookie == nil {
		t.Fatalf("login: %d %s", rec.Code, rec.Body)
	}
	token := a.Token(cookie)
	call(http.MethodGet, "/api/v1/session", "", cookie)
	call(http.MethodGet, "/api/v1/me", "", cookie)
	call(http.MethodGet, "/api/v1/wallet", "", cookie)
	call(http.MethodGet, "/api/v1/me/unread-counts", "", cookie)
	call(http.MethodPost, "/api/v1/session/renew", "", cookie)
	call(http.MethodPut, "/api/v1/me/password", `{"oldPassword":"Demo1234","newPassword":"Hidden5678","confirmPassword":"Hidden5678"}`, cookie)
	call(http.MethodPost, "/api/v1/session", `{"username":"demo01","password":"WrongSecret9"}`)
	if err := a.Fake.SetScenario(fakeupstream.Scenario{Name: fakeupstream.Failing, Paths: []string{"/wps/wallets/gcs"}}); err != nil {
		t.Fatal(err)
	}
	call(http.MethodGet, "/api/v1/wallet", "", cookie)
	call(http.MethodDelete, "/api/v1/session", "", cookie)

	text := logs.String()
	if !strings.Contains(text, `"route":"/api/v1/me"`) || !strings.Contains(text, "request failed") {
		t.Fatalf("the log did not capture the visit:\n%s", text)
	}
	secrets := map[string]string{
		"token": token, "cookie": cookie.Value, "password": "Demo1234", "new password": "Hidden5678", "wrong password": "WrongSecret9",
	}
	for name, secret := range secrets {
		if strings.Contains(text, secret) {
			t.Errorf("the %s is in the log", name)
		}
		for _, b := range bodies {
			if strings.Contains(b, secret) {
				t.Errorf("the %s is in an answer: %s", name, b)
			}
		}
	}
}
