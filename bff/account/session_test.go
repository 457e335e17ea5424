package account_test

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/casinobff/bff/bff"
	"github.com/casinobff/bff/bff/account"
	"github.com/casinobff/bff/bff/bfftest"
	"github.com/casinobff/bff/bff/httpx"
	"github.com/casinobff/bff/bff/session"
)

// Both methods log in through the platform's body encryption against the fake upstream, which
// refuses anything not encrypted; the RSA key is fetched once for both.
func TestLoginByBothMethods(t *testing.T) {
	a := bfftest.NewStack(t)
	tests := []struct {
		name, body, user string
		typ              int
	}{
		{"username", `{"username":" demo01 ","password":"Demo1234"}`, "demo01", 0},
		{"mobile with leading 0", `{"method":"mobile","mobile":"017 1234-5678","dialingCode":"880","smsCode":"123456"}`, "8801712345678", 0},
		{"mobile international", `{"method":"mobile","mobile":"+880 1712345678","dialingCode":"880","smsCode":"123456"}`, "8801712345678", 0},
		{"agent", `{"username":"agent01","password":"Agent1234"}`, "agent01", 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rec := a.Call(http.MethodPost, "/api/v1/session", tt.body)
			if rec.Code != http.StatusOK {
				t.Fatalf("status %d: %s", rec.Code, rec.Body)
			}
			got := bfftest.Decode[account.Session](t, rec.Body.Bytes())
			if !got.Authenticated || got.UserName != tt.user || got.Type == nil || *got.Type != tt.typ {
				t.Errorf("session %+v", got)
			}
			c := bfftest.SetCookie(rec)
			if c == nil {
				t.Fatal("no session cookie")
			}
			token := a.Token(c)
			if token == "" || strings.Contains(rec.Body.String(), token) {
				t.Errorf("the token is missing from the cookie or present in the body: %s", rec.Body)
			}
			if cc := rec.Header().Get("Cache-Control"); cc != "no-store" {
				t.Errorf("Cache-Control %q", cc)
			}
			me := a.Call(http.MethodGet, "/api/v1/me", "", c)
			if me.Code != http.StatusOK || !strings.Contains(me.Body.String(), `"account":"`+tt.user+`"`) {
				t.Errorf("/me with the new cookie: %d %s", me.Code, me.Body)
			}
		})
	}
	if n := a.Fake.Hits()["/wps/session/key/rsa"]; n != 1 {
		t.Errorf("the RSA key was fetched %d times, want once", n)
	}
}

// trustPeer trusts httptest's peer address (192.0.2.1) as a proxy: its X-Forwarded-Proto counts.
func trustPeer(o *bff.Options) { o.TrustedProxies = []string{"192.0.2.0/24"} }

func TestSessionCookieFlags(t *testing.T) {
	a := bfftest.NewStack(t, trustPeer)
	tests := []struct {
		name     string
		https    bool   // the request says it came over https (X-Forwarded-Proto)
		peer     string // its direct peer; empty: the trusted proxy
		remember bool
		cookie   string
		maxAge   int
	}{
		{"plain local http", false, "", false, session.LocalCookieName, 0},
		{"https", true, "", false, session.SecureCookieName, 0},
		{"remember me", true, "", true, session.SecureCookieName, int(session.RememberLifetime.Seconds())},
		{"https said by a peer that is not a trusted proxy", true, "198.51.100.7:4242", false, session.LocalCookieName, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			body := `{"username":"demo01","password":"Demo1234","rememberMe":` + map[bool]string{true: "true", false: "false"}[tt.remember] + `}`
			req := bfftest.APIRequest(http.MethodPost, "/api/v1/session", body)
			if tt.https {
				req.Header.Set("X-Forwarded-Proto", "https")
				req.Header.Set("Origin", "https://localhost:8080")
			}
			if tt.peer != "" {
				req.RemoteAddr = tt.peer
				req.Header.Set("Sec-Fetch-Site", "same-origin")
			}
			rec := bfftest.Serve(a.Server, req)
			c := bfftest.SetCookie(rec)
			if rec.Code != http.StatusOK || c == nil {
				t.Fatalf("status %d, cookie %v: %s", rec.Code, c, rec.Body)
			}
			secure := c.Name == session.SecureCookieName
			if c.Name != tt.cookie || !c.HttpOnly || c.SameSite != http.SameSiteLaxMode || c.Path != "/" || c.Domain != "" || c.Secure != secure {
				t.Errorf("cookie %+v", c)
			}
			if hsts := rec.Header().Get("Strict-Transport-Security"); (hsts != "") != secure {
				t.Errorf("Strict-Transport-Security %q over https %v", hsts, secure)
			}
			if c.MaxAge != tt.maxAge {
				t.Errorf("Max-Age %d, want %d", c.MaxAge, tt.maxAge)
			}
			s := bfftest.Decode[account.Session](t, rec.Body.Bytes())
			want := a.Clock.Now().Add(session.DefaultLifetime)
			if tt.remember {
				want = a.Clock.Now().Add(session.RememberLifetime)
			}
			if s.ExpiresAt == nil || !s.ExpiresAt.Equal(want) || s.RememberMe != tt.remember {
				t.Errorf("expiresAt %v rememberMe %v, want %v", s.ExpiresAt, s.RememberMe, want)
			}
		})
	}
}

// A refused login reads the same whether or not the account exists.
func TestLoginRefusalsDoNotTellAccountsApart(t *testing.T) {
	a := bfftest.NewStack(t)
	wrong := a.Login("demo01", "not-the-password")
	missing := a.Login("nobody99", "not-the-password")
	bfftest.ExpectProblem(t, wrong, http.StatusUnauthorized, httpx.CodeInvalidCredentials)
	if wrong.Body.String() != missing.Body.String() || wrong.Code != missing.Code {
		t.Errorf("an existing account and a missing one answer differently:\n%s\n%s", wrong.Body, missing.Body)
	}
	sms := a.Call(http.MethodPost, "/api/v1/session", `{"method":"mobile","mobile":"1812345678","dialingCode":"880","smsCode":"123456"}`)
	bfftest.ExpectProblem(t, sms, http.StatusUnauthorized, httpx.CodeInvalidCredentials)
}

// After three failures the upstream's refusal carries the captcha flag: captcha_required, then
// a login needs a captcha's answer, and a right one lets the player in.
func TestCaptchaAfterFailedLogins(t *testing.T) {
	a := bfftest.NewStack(t)
	for i := 1; i <= 2; i++ {
		bfftest.ExpectProblem(t, a.Login("agent01", "wrong"), http.StatusUnauthorized, httpx.CodeInvalidCredentials)
	}
	bfftest.ExpectProblem(t, a.Login("agent01", "wrong"), http.StatusUnauthorized, httpx.CodeCaptchaRequired)
	bfftest.ExpectProblem(t, a.Login("agent01", "Agent1234"), http.StatusUnauthorized, httpx.CodeCaptchaRequired)

	cp := a.Call(http.MethodGet, "/api/v1/captcha", "")
	got := bfftest.Decode[account.Captcha](t, cp.Body.Bytes())
	if cp.Code != http.StatusOK || got.CaptchaID == "" || !strings.HasPrefix(got.Image, "data:image/png;base64,") {
		t.Fatalf("captcha %d %.120s", cp.Code, cp.Body)
	}
	withCaptcha := func(id, answer string) string {
		return `{"username":"agent01","password":"Agent1234","captchaId":"` + id + `","captcha":"` + answer + `"}`
	}
	wrong := "0000"
	if a.Fake.CaptchaAnswer(got.CaptchaID) == wrong {
		wrong = "1111"
	}
	rec := a.Call(http.MethodPost, "/api/v1/session", withCaptcha(got.CaptchaID, wrong))
	bfftest.ExpectProblem(t, rec, http.StatusUnauthorized, httpx.CodeCaptchaRequired)

	// A captcha is answered once: the wrong answer used that one up.
	fresh := bfftest.Decode[account.Captcha](t, a.Call(http.MethodGet, "/api/v1/captcha", "").Body.Bytes())
	rec = a.Call(http.MethodPost, "/api/v1/session", withCaptcha(fresh.CaptchaID, a.Fake.CaptchaAnswer(fresh.CaptchaID)))
	if rec.Code != http.StatusOK || bfftest.SetCookie(rec) == nil {
		t.Fatalf("login with the captcha's answer: %d %s", rec.Code, rec.Body)
	}
	// Success resets the count.
	bfftest.ExpectProblem(t, a.Login("agent01", "wrong"), http.StatusUnauthorized, httpx.CodeInvalidCredentials)
}

// Every POST, PUT, PATCH and DELETE under /api needs X-CSRF: 1 from this origin.
func TestCSRF(t *testing.T) {
	a := bfftest.NewStack(t, trustPeer)
	tests := []struct {
		name   string
		method string
		target string
		header map[string]string // "" deletes
		status int
	}{
		{"site's own write", http.MethodPost, "/api/v1/session/trial", nil, http.StatusCreated},
		{"no X-CSRF", http.MethodPost, "/api/v1/session/trial", map[string]string{"X-CSRF": ""}, http.StatusForbidden},
		{"X-CSRF not 1", http.MethodPost, "/api/v1/session/trial", map[string]string{"X-CSRF": "true"}, http.StatusForbidden},
		{"another origin", http.MethodPost, "/api/v1/session/trial", map[string]string{"Origin": "https://evil.example"}, http.StatusForbidden},
		{"same host, another port", http.MethodPost, "/api/v1/session/trial", map[string]string{"Origin": "http://localhost:9999"}, http.StatusForbidden},
		{"null origin", http.MethodPost, "/api/v1/session/trial", map[string]string{"Origin": "null"}, http.StatusForbidden},
		{"no origin, no fetch metadata", http.MethodPost, "/api/v1/session/trial", map[string]string{"Origin": ""}, http.StatusForbidden},
		{"fetch metadata same-origin", http.MethodPost, "/api/v1/session/trial", map[string]string{"Origin": "", "Sec-Fetch-Site": "same-origin"}, http.StatusCreated},
		{"fetch metadata cross-site", http.MethodPost, "/api/v1/session/trial", map[string]string{"Sec-Fetch-Site": "cross-site"}, http.StatusForbidden},
		{"fetch metadata same-site", http.MethodPost, "/api/v1/session/trial", map[string]string{"Sec-Fetch-Site": "same-site"}, http.StatusForbidden},
		{"http origin to https", http.MethodPost, "/api/v1/session/trial", map[string]string{"X-Forwarded-Proto": "https"}, http.StatusForbidden},
		{"https origin over https", http.MethodPost, "/api/v1/session/trial", map[string]string{"X-Forwarded-Proto": "https", "Origin": "https://localhost:8080"}, http.StatusCreated},
		{"delete", http.MethodDelete, "/api/v1/session", map[string]string{"X-CSRF": ""}, http.StatusForbidden},
		{"put", http.MethodPut, "/api/v1/me/password", map[string]string{"X-CSRF": ""}, http.StatusForbidden},
		{"patch", http.MethodPatch, "/api/v1/session", map[string]string{"X-CSRF": ""}, http.StatusMethodNotAllowed},
		{"a read needs nothing", http.MethodGet, "/api/v1/session", map[string]string{"X-CSRF": "", "Origin": "https://evil.example"}, http.StatusOK},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			req := bfftest.APIRequest(tt.method, tt.target, "")
			for k, v := range tt.header {
				if v == "" {
					req.Header.Del(k)
				} else {
					req.Header.Set(k, v)
				}
			}
			rec := bfftest.Serve(a.Server, req)
			if rec.Code != tt.status {
				t.Fatalf("status %d, want %d: %s", rec.Code, tt.status, rec.Body)
			}
			if tt.status == http.StatusForbidden {
				bfftest.ExpectProblem(t, rec, http.StatusForbidden, httpx.CodeCSRFRejected)
				if bfftest.SetCookie(rec) != nil {
					t.Error("a refused write set a cookie")
				}
			}
		})
	}
	if n := a.Fake.Hits()["/wps/member/trialuser"]; n != 3 {
		t.Errorf("the upstream made %d trial accounts, want 3 (the refused writes never reached it)", n)
	}
}

func TestSMSCodes(t *testing.T) {
	a := bfftest.NewStack(t)
	send := func(body string) *httptest.ResponseRecorder {
		return a.Call(http.MethodPost, "/api/v1/sms-codes", body)
	}
	r := send(`{"purpose":"login","mobile":"01712345678","dialingCode":"880"}`)
	if r.Code != http.StatusOK || strings.TrimSpace(r.Body.String()) != `{"countdownSeconds":60}` {
		t.Fatalf("send: %d %s", r.Code, r.Body)
	}
	// One a minute per number, in any spelling of it.
	rec := a.Call(http.MethodPost, "/api/v1/sms-codes", `{"purpose":"reset","mobile":"1712345678","dialingCode":"880"}`)
	bfftest.ExpectProblem(t, rec, http.StatusTooManyRequests, httpx.CodeRateLimited)
	if ra := rec.Header().Get("Retry-After"); ra != "60" {
		t.Errorf("Retry-After %q", ra)
	}
	a.Clock.Advance(time.Minute)
	if r := send(`{"purpose":"register","mobile":"1712345678","dialingCode":"880"}`); r.Code != http.StatusOK {
		t.Fatalf("after a minute: %d %s", r.Code, r.Body)
	}
	if n := a.Fake.Hits()["/wps/verification/sms/register"] + a.Fake.Hits()["/wps/verification/sms/noLogin"]; n != 2 {
		t.Errorf("%d texts sent, want 2", n)
	}
	got := bfftest.FieldCodes(t, a.Call(http.MethodPost, "/api/v1/sms-codes", `{"purpose":"spam","mobile":"12"}`))
	if got["purpose"] != "invalid" || got["mobile"] != "mobile_invalid" {
		t.Errorf("fields %v", got)
	}
}

// Logging out ends the upstream session and clears the cookie; the old cookie is then dead.
func TestLogout(t *testing.T) {
	a := bfftest.NewStack(t)
	c := a.SignIn("demo01")
	rec := a.Call(http.MethodDelete, "/api/v1/session", "", c)
	if rec.Code != http.StatusOK || !strings.Contains(rec.Body.String(), `"role":"visitor"`) {
		t.Fatalf("logout: %d %s", rec.Code, rec.Body)
	}
	if cleared := bfftest.SetCookie(rec); cleared == nil || cleared.MaxAge >= 0 || cleared.Value != "" {
		t.Errorf("the cookie is not cleared: %+v", cleared)
	}
	if a.Fake.Hits()["/wps/session/logout"] != 1 {
		t.Error("the upstream was not told")
	}
	// A copy of the old cookie finds the upstream session gone.
	bfftest.ExpectProblem(t, a.Call(http.MethodGet, "/api/v1/me", "", c), http.StatusUnauthorized, httpx.CodeSessionExpired)
	// Logging out without a session is harmless.
	if rec := a.Call(http.MethodDelete, "/api/v1/session", ""); rec.Code != http.StatusOK {
		t.Errorf("visitor logout: %d", rec.Code)
	}
}

// A session the upstream no longer knows (logged in elsewhere, ended) is session_expired on
// any call that asks the upstream, and the cookie goes.
func TestExpiredUpstreamSession(t *testing.T) {
	a := bfftest.NewStack(t)
	sealed, err := bfftest.Sealer.Seal(session.Session{
		Token: "0123456789abcdef0123456789abcdef", UserName: "demo01", Merchant: "DEMO", Expiry: a.Clock.Now().Add(time.Hour),
	})
	if err != nil {
		t.Fatal(err)
	}
	dead := &http.Cookie{Name: session.LocalCookieName, Value: sealed}
	for _, call := range []struct{ method, target string }{
		{http.MethodGet, "/api/v1/me"},
		{http.MethodGet, "/api/v1/wallet"},
		{http.MethodGet, "/api/v1/me/unread-counts"},
		{http.MethodPost, "/api/v1/session/renew"},
	} {
		t.Run(call.target, func(t *testing.T) {
			rec := a.Call(call.method, call.target, "", dead)
			bfftest.ExpectProblem(t, rec, http.StatusUnauthorized, httpx.CodeSessionExpired)
			if c := bfftest.SetCookie(rec); c == nil || c.MaxAge >= 0 {
				t.Errorf("the cookie is not cleared: %+v", c)
			}
		})
	}
	// Without a cookie the same calls are login_required.
	bfftest.ExpectProblem(t, a.Call(http.MethodGet, "/api/v1/me", ""), http.StatusUnauthorized, httpx.CodeLoginRequired)
}

func TestTrialAccount(t *testing.T) {
	a := bfftest.NewStack(t)
	rec := a.Call(http.MethodPost, "/api/v1/session/trial", "")
	s := bfftest.Decode[account.Session](t, rec.Body.Bytes())
	if rec.Code != http.StatusCreated || s.Role != session.RoleTrial || s.CanDeposit || s.IsAgent {
		t.Fatalf("trial: %d %s", rec.Code, rec.Body)
	}
	c := bfftest.SetCookie(rec)
	if rec := a.Call(http.MethodGet, "/api/v1/me/unread-counts", "", c); rec.Code != http.StatusOK || !strings.Contains(rec.Body.String(), `"inbox":null`) {
		t.Errorf("trial counts: %d %s", rec.Code, rec.Body)
	}
	if rec := a.Call(http.MethodGet, "/api/v1/wallet", "", c); rec.Code != http.StatusOK || !strings.Contains(rec.Body.String(), `"balance":"2000.00"`) {
		t.Errorf("trial wallet: %d %s", rec.Code, rec.Body)
	}
}

// The session's cookie is the BFF's alone: an upstream call never carries a browser cookie
// (the fake refuses one with cookie.forbidden), whatever cookies the browser sends.
func TestBrowserCookiesStayAtTheBFF(t *testing.T) {
	a := bfftest.NewStack(t)
	c := a.SignIn("demo01")
	rec := a.Call(http.MethodGet, "/api/v1/wallet", "", c, &http.Cookie{Name: "_ga", Value: "GA1.2.3"})
	if rec.Code != http.StatusOK || !strings.Contains(rec.Body.String(), `"balance":"12345.67"`) {
		t.Fatalf("wallet: %d %s", rec.Code, rec.Body)
	}
}

// A remembered session does not slide for ever: renewing keeps it to 30 days from the login,
// and past that the cookie is session_expired and cleared.
func TestRememberedSessionEndsThirtyDaysAfterLogin(t *testing.T) {
	a := bfftest.NewStack(t)
	login := a.Clock.Now()
	rec := a.Call(http.MethodPost, "/api/v1/session", `{"username":"demo01","password":"Demo1234","rememberMe":true}`)
	c := bfftest.SetCookie(rec)
	if rec.Code != http.StatusOK || c == nil {
		t.Fatalf("login: %d %s", rec.Code, rec.Body)
	}
	c = &http.Cookie{Name: c.Name, Value: c.Value}
	a.Clock.Advance(20 * 24 * time.Hour)
	rec = a.Call(http.MethodPost, "/api/v1/session/renew", "", c)
	s := bfftest.Decode[account.Session](t, rec.Body.Bytes())
	if rec.Code != http.StatusOK || s.ExpiresAt == nil || !s.ExpiresAt.Equal(login.Add(session.MaxLifetime)) {
		t.Fatalf("renew after 20 days: %d %s, want the expiry 30 days from the login", rec.Code, rec.Body)
	}
	if renewed := bfftest.SetCookie(rec); renewed == nil || renewed.MaxAge != int((10*24*time.Hour).Seconds()) {
		t.Errorf("renewed cookie %+v, want Max-Age of the 10 days left", renewed)
	}
	a.Clock.Advance(10*24*time.Hour + time.Second)
	for _, call := range []struct{ method, target string }{
		{http.MethodPost, "/api/v1/session/renew"},
		{http.MethodGet, "/api/v1/me"},
	} {
		rec := a.Call(call.method, call.target, "", c)
		bfftest.ExpectProblem(t, rec, http.StatusUnauthorized, httpx.CodeSessionExpired)
		if cleared := bfftest.SetCookie(rec); cleared == nil || cleared.MaxAge >= 0 {
			t.Errorf("%s: the cookie is not cleared: %+v", call.target, cleared)
		}
	}
	if rec := a.Call(http.MethodGet, "/api/v1/session", "", c); !strings.Contains(rec.Body.String(), `"role":"visitor"`) {
		t.Errorf("session past its end: %s", rec.Body)
	}
}
