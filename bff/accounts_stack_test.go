package bff

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/casinobff/bff/adapters/fakeupstream"
	"github.com/casinobff/bff/bff/httpx"
	"github.com/casinobff/bff/bff/session"
)

// accounts is the real stack over its own fake upstream, for the session, registration and
// password tests, which change the fake's member state.
type accounts struct {
	t    *testing.T
	fake *fakeupstream.Server
	url  string
	clk  *clock
	srv  *Server
}

func newAccounts(t *testing.T, edits ...func(*Options)) *accounts {
	t.Helper()
	fake, url := startFakeUpstream(t)
	clk := &clock{now: time.Date(2026, 11, 22, 12, 0, 0, 0, time.UTC)}
	return &accounts{t: t, fake: fake, url: url, clk: clk, srv: realStack(t, url, clk, edits...)}
}

// call sends a request as the site does (see apiCall).
func (a *accounts) call(method, target, body string, cookies ...*http.Cookie) *httptest.ResponseRecorder {
	a.t.Helper()
	return apiCall(a.srv, method, target, body, cookies...)
}

// login posts a user name and password.
func (a *accounts) login(user, password string) *httptest.ResponseRecorder {
	a.t.Helper()
	return a.call(http.MethodPost, "/api/v1/session", `{"username":"`+user+`","password":"`+password+`"}`)
}

// signIn logs in as demo01 and answers its cookie; each call is a session of its own.
func (a *accounts) signIn() *http.Cookie {
	a.t.Helper()
	return signIn(a.t, a.srv, a.url, "demo01")
}

// token opens a session cookie the way the server does and answers the upstream token in it.
func (a *accounts) token(c *http.Cookie) string {
	a.t.Helper()
	s, err := testSealer.Open(c.Value, a.clk.Now())
	if err != nil {
		a.t.Fatalf("the session cookie does not open: %v", err)
	}
	return s.Token
}

// setCookie is the session cookie an answer sets (a clearing one included), or nil.
func setCookie(rec *httptest.ResponseRecorder) *http.Cookie {
	for _, c := range rec.Result().Cookies() {
		if c.Name == session.LocalCookieName || c.Name == session.SecureCookieName {
			return c
		}
	}
	return nil
}

// expectProblem checks an answer is the problem with status and code, and answers it.
func expectProblem(t *testing.T, rec *httptest.ResponseRecorder, status int, code httpx.Code) httpx.Problem {
	t.Helper()
	if rec.Code != status {
		t.Fatalf("status %d, want %d: %s", rec.Code, status, rec.Body)
	}
	p := problemOf(t, status, rec.Header(), rec.Body.Bytes())
	if p.Code != code {
		t.Fatalf("code %q, want %q: %s", p.Code, code, rec.Body)
	}
	return p
}

// fieldCodes reads a validation_failed answer as field name -> code.
func fieldCodes(t *testing.T, rec *httptest.ResponseRecorder) map[string]string {
	t.Helper()
	p := expectProblem(t, rec, http.StatusBadRequest, httpx.CodeValidationFailed)
	out := map[string]string{}
	for _, f := range p.Fields {
		out[f.Name] = string(f.Code)
	}
	return out
}

// jsonString quotes s for a hand-written JSON body.
func jsonString(s string) string {
	r := strings.NewReplacer(`\`, `\\`, `"`, `\"`)
	return `"` + r.Replace(s) + `"`
}
