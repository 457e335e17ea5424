package account_test

import (
	"net/http"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/casinobff/bff/adapters/fakeupstream"
	"github.com/casinobff/bff/bff"
	"github.com/casinobff/bff/bff/account"
	"github.com/casinobff/bff/bff/bfftest"
	"github.com/casinobff/bff/bff/httpx"
	"github.com/casinobff/bff/bff/ratelimit"
	"github.com/casinobff/bff/config"
)

const firebaseProject = "demo-casino"

// withFirebase gives the demo site a Firebase project (on the emulator), with Firebase's SMS
// codes when sms.
func withFirebase(sms bool) bfftest.Option {
	return func(o *bff.Options) {
		o.Sites[0].Firebase = config.Firebase{
			APIKey: "demo-api-key", AuthDomain: firebaseProject + ".firebaseapp.com", ProjectID: firebaseProject,
			AppID: "1:000000000000:web:0000000000000000", SMS: sms, EmulatorHost: "127.0.0.1:9099",
		}
	}
}

// firebaseStack is the stack of a site with a Firebase project, whose back office accepts the
// emulator's tokens of it.
func firebaseStack(t *testing.T, sms bool, edits ...bfftest.Option) *bfftest.Stack {
	t.Helper()
	a := bfftest.NewStack(t, append([]bfftest.Option{withFirebase(sms)}, edits...)...)
	a.Fake.TrustFirebase("DEMO", fakeupstream.FirebaseTrust{Project: firebaseProject, Unsigned: true})
	return a
}

// idToken is an emulator's token of provider for subject, issued now on the stack's clock.
func idToken(a *bfftest.Stack, provider, subject string, claims map[string]any) string {
	return fakeupstream.EmulatorIDToken(firebaseProject, provider, subject, a.Clock.Now(), claims)
}

func firebaseBody(channel, token string, kv ...string) string {
	parts := []string{`"method":"firebase"`, `"firebaseChannel":` + bfftest.JSONString(channel), `"firebaseIdToken":` + bfftest.JSONString(token)}
	for i := 0; i+1 < len(kv); i += 2 {
		parts = append(parts, bfftest.JSONString(kv[i])+":"+bfftest.JSONString(kv[i+1]))
	}
	return "{" + strings.Join(parts, ",") + "}"
}

// A Google sign-in's first login registers a member and logs it in with the sealed cookie, as
// every login; the next logs the same member in. Neither the ID token nor the upstream's token
// is answered or logged.
func TestFirebaseSignIn(t *testing.T) {
	var logs bfftest.Logs
	a := firebaseStack(t, false, bfftest.LogInto(t, &logs))
	google := idToken(a, "google.com", "uid-ana", map[string]any{"name": "Ana Rahman", "email": "ana@example.com"})
	rec := a.Call(http.MethodPost, "/api/v1/session", firebaseBody("google", google))
	bfftest.WantStatus(t, rec, http.StatusOK)
	first := bfftest.Decode[account.Session](t, rec.Body.Bytes())
	cookie := bfftest.SetCookie(rec)
	if !first.Authenticated || first.Role != "member" || !strings.HasPrefix(first.UserName, "g") || cookie == nil {
		t.Fatalf("first sign-in: %s", rec.Body)
	}
	me := a.Call(http.MethodGet, "/api/v1/me", "", cookie)
	if me.Code != http.StatusOK || !strings.Contains(me.Body.String(), `"account":"`+first.UserName+`"`) {
		t.Errorf("/me of the new member: %d %s", me.Code, me.Body)
	}
	bodies := []string{rec.Body.String(), me.Body.String()}
	secrets := []string{google, a.Token(cookie), cookie.Value}

	again := a.Call(http.MethodPost, "/api/v1/session", firebaseBody("google", idToken(a, "google.com", "uid-ana", nil)))
	if got := bfftest.Decode[account.Session](t, again.Body.Bytes()); again.Code != http.StatusOK || got.UserName != first.UserName {
		t.Errorf("the identity's second sign-in: %d %s", again.Code, again.Body)
	}
	facebook := a.Call(http.MethodPost, "/api/v1/session", firebaseBody("facebook", idToken(a, "facebook.com", "uid-bo", nil)))
	if got := bfftest.Decode[account.Session](t, facebook.Body.Bytes()); facebook.Code != http.StatusOK || !strings.HasPrefix(got.UserName, "fb") {
		t.Errorf("a new Facebook identity: %d %s", facebook.Code, facebook.Body)
	}
	refused := a.Call(http.MethodPost, "/api/v1/session", firebaseBody("google", idToken(a, "facebook.com", "uid-bo", nil)))
	bfftest.ExpectProblem(t, refused, http.StatusUnauthorized, httpx.CodeInvalidCredentials)
	bodies = append(bodies, again.Body.String(), facebook.Body.String(), refused.Body.String())

	text := logs.String()
	if !strings.Contains(text, `"route":"/api/v1/session"`) {
		t.Fatalf("the log did not capture the sign-ins:\n%s", text)
	}
	for _, secret := range secrets {
		if strings.Contains(text, secret) {
			t.Errorf("a secret is in the log: %.40s...", secret)
		}
		for _, b := range bodies {
			if strings.Contains(b, secret) {
				t.Errorf("a secret is in an answer: %s", b)
			}
		}
	}
}

// The SMS channel logs in the member of the number Firebase checked, on a site that chose
// Firebase's codes.
func TestFirebaseSMSLogin(t *testing.T) {
	a := firebaseStack(t, true)
	token := idToken(a, "phone", "uid-sadia", map[string]any{"phone_number": "+8801712345678"})
	rec := a.Call(http.MethodPost, "/api/v1/session", firebaseBody("sms", token, "firebaseMobileNo", "017 1234-5678", "countryDialingCode", "880"))
	if got := bfftest.Decode[account.Session](t, rec.Body.Bytes()); rec.Code != http.StatusOK || got.UserName != "8801712345678" {
		t.Fatalf("%d %s", rec.Code, rec.Body)
	}
	other := a.Call(http.MethodPost, "/api/v1/session", firebaseBody("sms", token, "firebaseMobileNo", "01812345678", "countryDialingCode", "880"))
	bfftest.ExpectProblem(t, other, http.StatusUnauthorized, httpx.CodeInvalidCredentials)
}

// What the BFF can tell of a Firebase login is refused before the upstream hears of it.
func TestFirebaseLoginValidation(t *testing.T) {
	const jwt = "eyJhbGciOiJub25lIn0.eyJzdWIiOiJ1aWQtMSJ9."
	tests := []struct {
		name  string
		stack func(*testing.T) *bfftest.Stack
		body  string
		want  map[string]string
	}{
		{
			"a site without a project", func(t *testing.T) *bfftest.Stack { return bfftest.NewStack(t) },
			firebaseBody("google", jwt),
			map[string]string{"method": "invalid"},
		},
		{"no token", nil, firebaseBody("google", ""), map[string]string{"firebaseIdToken": "required"}},
		{"not a JWT", nil, firebaseBody("google", "not-a-token"), map[string]string{"firebaseIdToken": "invalid"}},
		{"a JWT without a subject", nil, firebaseBody("google", "eyJhbGciOiJub25lIn0.e30."), map[string]string{"firebaseIdToken": "invalid"}},
		{"a token too long", nil, firebaseBody("google", jwt+strings.Repeat("a", 4096)), map[string]string{"firebaseIdToken": "too_long"}},
		{"an unknown channel", nil, firebaseBody("twitter", jwt), map[string]string{"firebaseChannel": "invalid"}},
		{
			"SMS where the site sends its own codes", nil,
			firebaseBody("sms", jwt, "firebaseMobileNo", "01712345678", "countryDialingCode", "880"),
			map[string]string{"firebaseChannel": "invalid"},
		},
		{
			"SMS without the number", func(t *testing.T) *bfftest.Stack { return firebaseStack(t, true) },
			firebaseBody("sms", jwt),
			map[string]string{"firebaseMobileNo": "required", "countryDialingCode": "required"},
		},
		{
			"SMS of a number that is none", func(t *testing.T) *bfftest.Stack { return firebaseStack(t, true) },
			firebaseBody("sms", jwt, "firebaseMobileNo", "12ab", "countryDialingCode", "88000"),
			map[string]string{"countryDialingCode": "invalid"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			stack := tt.stack
			if stack == nil {
				stack = func(t *testing.T) *bfftest.Stack { return firebaseStack(t, false) }
			}
			a := stack(t)
			rec := a.Call(http.MethodPost, "/api/v1/session", tt.body)
			if got := bfftest.FieldCodes(t, rec); !reflect.DeepEqual(got, tt.want) {
				t.Errorf("fields %v, want %v", got, tt.want)
			}
			if n := a.Fake.Hits()["/wps/session/login"]; n != 0 {
				t.Errorf("the upstream heard of it %d times", n)
			}
		})
	}
}

// A Firebase login is a login: an identity's failed sign-ins count against it, and past the
// limit its logins need the captcha, from any address; the address limit stays hard.
func TestFirebaseLoginLimits(t *testing.T) {
	a := firebaseStack(t, false, limits(map[string]ratelimit.Rule{
		account.LimitLoginAccount: {Limit: 2, Window: 10 * time.Minute},
		account.LimitLoginIP:      {Limit: 5, Window: 10 * time.Minute},
	}))
	forged := fakeupstream.EmulatorIDToken("demo-other", "google.com", "uid-ana", a.Clock.Now(), nil)
	for range 2 {
		bfftest.ExpectProblem(t, a.Call(http.MethodPost, "/api/v1/session", firebaseBody("google", forged)), http.StatusUnauthorized, httpx.CodeInvalidCredentials)
	}
	real := idToken(a, "google.com", "uid-ana", nil)
	rec := bfftest.Serve(a.Server, from(http.MethodPost, "/api/v1/session", firebaseBody("google", real), "198.51.100.7:4242", ""))
	bfftest.ExpectProblem(t, rec, http.StatusUnauthorized, httpx.CodeCaptchaRequired)
	if rec := a.Call(http.MethodPost, "/api/v1/session", firebaseBody("google", idToken(a, "google.com", "uid-bo", nil))); rec.Code != http.StatusOK {
		t.Errorf("another identity is not held up: %d %s", rec.Code, rec.Body)
	}
	for range 2 {
		a.Call(http.MethodPost, "/api/v1/session", firebaseBody("google", forged))
	}
	bfftest.ExpectProblem(t, a.Call(http.MethodPost, "/api/v1/session", firebaseBody("google", real)), http.StatusTooManyRequests, httpx.CodeRateLimited)
}

// A mobile registration on a site whose SMS codes Firebase sends brings the phone sign-in's
// token instead of the code, and is logged in at once; a site with its own codes refuses it.
func TestFirebaseSMSRegistration(t *testing.T) {
	a := firebaseStack(t, true)
	body := func(token string, kv ...string) string {
		return registration(func(m map[string]any) {
			m["method"], m["mobile"], m["dialingCode"] = "mobile", "01812345678", "880"
			m["firebaseChannel"], m["firebaseIdToken"] = "sms", token
			delete(m, "username")
			for i := 0; i+1 < len(kv); i += 2 {
				m[kv[i]] = kv[i+1]
			}
		})
	}
	phone := func(number string) string {
		return idToken(a, "phone", "uid-"+number, map[string]any{"phone_number": number})
	}
	tests := []struct {
		name string
		body string
		want map[string]string
	}{
		{"another number's token", body(phone("+8801912345678")), map[string]string{"smsCode": "sms_code_invalid"}},
		{"a channel other than sms", body(phone("+8801812345678"), "firebaseChannel", "google"), map[string]string{"firebaseChannel": "invalid"}},
		{"no token", body(""), map[string]string{"firebaseIdToken": "required"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := bfftest.FieldCodes(t, a.Call(http.MethodPost, "/api/v1/registrations", tt.body)); !reflect.DeepEqual(got, tt.want) {
				t.Errorf("fields %v, want %v", got, tt.want)
			}
		})
	}
	rec := a.Call(http.MethodPost, "/api/v1/registrations", body(phone("+8801812345678")))
	bfftest.WantStatus(t, rec, http.StatusCreated)
	if got := bfftest.Decode[account.Session](t, rec.Body.Bytes()); !got.Authenticated || got.UserName != "8801812345678" {
		t.Errorf("registered: %s", rec.Body)
	}

	own := firebaseStack(t, false)
	rec = own.Call(http.MethodPost, "/api/v1/registrations", body(phone("+8801812345678")))
	if got := bfftest.FieldCodes(t, rec); !reflect.DeepEqual(got, map[string]string{"firebaseChannel": "invalid"}) {
		t.Errorf("a site with its own codes: %v", got)
	}
}
