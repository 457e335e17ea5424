package bfftest

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/casinobff/bff/bff"
	"github.com/casinobff/bff/bff/httpx"
	"github.com/casinobff/bff/bff/session"
)

// DemoPasswords are the fake upstream's demo accounts (docs/UPSTREAM.md).
var DemoPasswords = map[string]string{
	"demo01": "Demo1234", "agent01": "Agent1234", "free01": "Free1234", "captcha01": "Captcha1234", "player02": "Player1234",
	// The agents' teams (adapters/fakeupstream/team.go).
	"agent02": "Team1234", "special40": "Team1234", "lead41": "Team1234", "lead42": "Team1234",
}

// Origin is the origin the stack's requests come from: the host the demo site answers.
const Origin = "http://localhost:8080"

// SignIn logs in as a demo account through POST /api/v1/session, as the site does, and answers
// the session cookie to send.
func SignIn(t testing.TB, srv *bff.Server, user string) *http.Cookie {
	t.Helper()
	password, ok := DemoPasswords[user]
	if !ok {
		t.Fatalf("SignIn: %q is not a demo account", user)
	}
	rec := APICall(srv, http.MethodPost, "/api/v1/session", `{"username":"`+user+`","password":"`+password+`"}`)
	if rec.Code != http.StatusOK {
		t.Fatalf("SignIn(%s): %d %s", user, rec.Code, rec.Body)
	}
	if c := SetCookie(rec); c != nil && c.Value != "" {
		return &http.Cookie{Name: c.Name, Value: c.Value}
	}
	t.Fatalf("SignIn(%s): no session cookie in %v", user, rec.Header()["Set-Cookie"])
	return nil
}

// APICall sends one request the way the site does (APIRequest), with cookies added.
func APICall(srv *bff.Server, method, target, body string, cookies ...*http.Cookie) *httptest.ResponseRecorder {
	req := APIRequest(method, target, body)
	for _, c := range cookies {
		if c != nil {
			req.AddCookie(c)
		}
	}
	return Serve(srv, req)
}

// APIRequest is a request as the site sends it: to the demo site's host, a JSON body, and for
// a write the CSRF header from the site's own origin.
func APIRequest(method, target, body string) *http.Request {
	var req *http.Request
	if body == "" {
		req = httptest.NewRequestWithContext(context.Background(), method, target, nil)
	} else {
		req = httptest.NewRequestWithContext(context.Background(), method, target, strings.NewReader(body))
		req.Header.Set("Content-Type", "application/json")
	}
	req.Host = "localhost:8080"
	if method != http.MethodGet {
		req.Header.Set("X-CSRF", "1")
		req.Header.Set("Origin", Origin)
	}
	return req
}

// Serve answers req.
func Serve(srv *bff.Server, req *http.Request) *httptest.ResponseRecorder {
	rec := httptest.NewRecorder()
	srv.Handler().ServeHTTP(rec, req)
	return rec
}

// SetCookie is the session cookie an answer sets (a clearing one included), or nil.
func SetCookie(rec *httptest.ResponseRecorder) *http.Cookie {
	for _, c := range rec.Result().Cookies() {
		if c.Name == session.LocalCookieName || c.Name == session.SecureCookieName {
			return c
		}
	}
	return nil
}

// ProblemOf decodes a problem answer, failing the test when the answer is not one.
func ProblemOf(t testing.TB, status int, header http.Header, body []byte) httpx.Problem {
	t.Helper()
	if ct := header.Get("Content-Type"); ct != httpx.MIMEProblem {
		t.Fatalf("Content-Type = %q, want %q; body %s", ct, httpx.MIMEProblem, body)
	}
	var p httpx.Problem
	if err := json.Unmarshal(body, &p); err != nil {
		t.Fatalf("problem body %s: %v", body, err)
	}
	if p.Status != status || p.Type != "about:blank" || p.Title == "" || p.Detail == "" {
		t.Fatalf("problem %+v does not describe status %d", p, status)
	}
	return p
}

// Decode reads a JSON body, failing the test when it does not decode.
func Decode[T any](t testing.TB, body []byte) T {
	t.Helper()
	var v T
	if err := json.Unmarshal(body, &v); err != nil {
		t.Fatalf("body %s: %v", body, err)
	}
	return v
}

// WantStatus fails the test unless the answer has status.
func WantStatus(t testing.TB, rec *httptest.ResponseRecorder, status int) {
	t.Helper()
	if rec.Code != status {
		t.Fatalf("status %d, want %d: %s", rec.Code, status, rec.Body)
	}
}

// ExpectProblem checks an answer is the problem with status and code, and answers it.
func ExpectProblem(t testing.TB, rec *httptest.ResponseRecorder, status int, code httpx.Code) httpx.Problem {
	t.Helper()
	WantStatus(t, rec, status)
	p := ProblemOf(t, status, rec.Header(), rec.Body.Bytes())
	if p.Code != code {
		t.Fatalf("code %q, want %q: %s", p.Code, code, rec.Body)
	}
	return p
}

// FieldCodes reads a validation_failed answer as field name -> code.
func FieldCodes(t testing.TB, rec *httptest.ResponseRecorder) map[string]string {
	t.Helper()
	p := ExpectProblem(t, rec, http.StatusBadRequest, httpx.CodeValidationFailed)
	out := map[string]string{}
	for _, f := range p.Fields {
		out[f.Name] = string(f.Code)
	}
	return out
}

// JSONString quotes s for a hand-written JSON body.
func JSONString(s string) string {
	r := strings.NewReplacer(`\`, `\\`, `"`, `\"`)
	return `"` + r.Replace(s) + `"`
}

// ConditionalGet asks for target as the site does, holding ifNoneMatch when it is not empty.
func ConditionalGet(srv *bff.Server, target, ifNoneMatch string) *httptest.ResponseRecorder {
	req := APIRequest(http.MethodGet, target, "")
	if ifNoneMatch != "" {
		req.Header.Set("If-None-Match", ifNoneMatch)
	}
	return Serve(srv, req)
}
