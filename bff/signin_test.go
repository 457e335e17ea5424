package bff

import (
	"context"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/casinobff/bff/bff/session"
)

// testSealer seals the session cookies of every test server (realStack passes it), so that a
// test can open a session cookie and see the token the BFF keeps from the browser.
var testSealer = func() *session.Sealer {
	s, err := session.NewSealer([]byte("bff-tests-seal-sessions-32-bytes"))
	if err != nil {
		panic(err)
	}
	return s
}()

// demoPasswords are the fake upstream's demo accounts (docs/UPSTREAM.md).
var demoPasswords = map[string]string{
	"demo01": "Demo1234", "agent01": "Agent1234", "free01": "Free1234", "captcha01": "Captcha1234",
}

// testOrigin is the origin the test requests come from: the host realStack's site answers.
const testOrigin = "http://localhost:8080"

// signIn logs in as a demo account through POST /api/v1/session, as the site does, and answers
// the session cookie to send.
func signIn(t testing.TB, srv *Server, fakeURL, user string) *http.Cookie {
	t.Helper()
	_ = fakeURL // the server calls it; kept so that callers need not change
	password, ok := demoPasswords[user]
	if !ok {
		t.Fatalf("signIn: %q is not a demo account", user)
	}
	rec := apiCall(srv, http.MethodPost, "/api/v1/session", `{"username":"`+user+`","password":"`+password+`"}`)
	if rec.Code != http.StatusOK {
		t.Fatalf("signIn(%s): %d %s", user, rec.Code, rec.Body)
	}
	for _, c := range rec.Result().Cookies() {
		if c.Name == session.LocalCookieName && c.Value != "" {
			return &http.Cookie{Name: c.Name, Value: c.Value}
		}
	}
	t.Fatalf("signIn(%s): no session cookie in %v", user, rec.Header()["Set-Cookie"])
	return nil
}

// apiCall sends one request the way the site does (apiRequest), with cookies added.
func apiCall(srv *Server, method, target, body string, cookies ...*http.Cookie) *httptest.ResponseRecorder {
	req := apiRequest(method, target, body)
	for _, c := range cookies {
		if c != nil {
			req.AddCookie(c)
		}
	}
	return serve(srv, req)
}

// apiRequest is a request as the site sends it: to the demo site's host, a JSON body, and for
// a write the CSRF header from the site's own origin.
func apiRequest(method, target, body string) *http.Request {
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
		req.Header.Set("Origin", testOrigin)
	}
	return req
}

func serve(srv *Server, req *http.Request) *httptest.ResponseRecorder {
	rec := httptest.NewRecorder()
	srv.Handler().ServeHTTP(rec, req)
	return rec
}
