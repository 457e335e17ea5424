package fakeupstream

import (
	"encoding/base64"
	"net/http"
	"strings"
	"testing"
	"time"
)

const testProject = "demo-casino"

// emulatorTrust is the fixture mode's trust: the demo merchant's project, on the emulator.
var emulatorTrust = map[string]FirebaseTrust{"DEMO": {Project: testProject, Unsigned: true}}

// firebaseLogin is a login body of type firebase.
func firebaseLogin(channel, token string, kv ...string) map[string]string {
	body := map[string]string{"type": "firebase", "firebaseChannel": channel, "firebaseIdToken": token}
	for i := 0; i+1 < len(kv); i += 2 {
		body[kv[i]] = kv[i+1]
	}
	return body
}

type grant struct {
	Token          string
	UserName       string
	Type           int
	FirstTimeLogin bool
}

// A Google identity's first sign-in registers a member and links it; the next signs the same
// member in. Another identity, or the same subject at Facebook, is another member.
func TestFirebaseSignInLinksIdentities(t *testing.T) {
	c := newFake(t, Options{Firebase: emulatorTrust})
	now := time.Now()
	google := EmulatorIDToken(testProject, "google.com", "uid-ana", now, map[string]any{"name": "Ana Rahman", "email": "ana@example.com"})
	var first, again, other, facebook grant
	c.ok(c.login(firebaseLogin("google", google)), &first)
	if !first.FirstTimeLogin || first.Type != 0 || !strings.HasPrefix(first.UserName, "g") || first.Token == "" {
		t.Fatalf("first sign-in %+v", first)
	}
	var info memberInfo
	c.get("/wps/member/info", first.Token, &info)
	if info.Account != first.UserName || info.Nickname != "Ana Rahman" || info.Email != "ana@example.com" {
		t.Errorf("the new member %+v", info)
	}
	c.ok(c.login(firebaseLogin("google", EmulatorIDToken(testProject, "google.com", "uid-ana", now, nil))), &again)
	if again.UserName != first.UserName || again.FirstTimeLogin || again.Token == first.Token {
		t.Errorf("second sign-in %+v after %+v", again, first)
	}
	c.ok(c.login(firebaseLogin("google", EmulatorIDToken(testProject, "google.com", "uid-bo", now, nil))), &other)
	c.ok(c.login(firebaseLogin("facebook", EmulatorIDToken(testProject, "facebook.com", "uid-ana", now, nil))), &facebook)
	if other.UserName == first.UserName || facebook.UserName == first.UserName || !strings.HasPrefix(facebook.UserName, "fb") {
		t.Errorf("other identities are other members: %q %q %q", first.UserName, other.UserName, facebook.UserName)
	}
}

// Only the merchant's project's unexpired tokens of the channel's provider, and unsigned ones
// only when trusted so.
func TestFirebaseTokensRefused(t *testing.T) {
	now := time.Now()
	good := func(provider string) string { return EmulatorIDToken(testProject, provider, "uid-1", now, nil) }
	signed := func() string {
		parts := strings.Split(good("google.com"), ".")
		return base64.RawURLEncoding.EncodeToString([]byte(`{"alg":"RS256","kid":"k1"}`)) + "." + parts[1] + ".c2lnbmF0dXJl"
	}
	tests := []struct {
		name    string
		trust   map[string]FirebaseTrust
		channel string
		token   string
	}{
		{"no project for the merchant", nil, "google", good("google.com")},
		{"another merchant's project", map[string]FirebaseTrust{"OTHER": {Project: testProject, Unsigned: true}}, "google", good("google.com")},
		{"unsigned tokens not trusted", map[string]FirebaseTrust{"DEMO": {Project: testProject}}, "google", good("google.com")},
		{"a signature the fake cannot check", emulatorTrust, "google", signed()},
		{"another project", emulatorTrust, "google", EmulatorIDToken("demo-other", "google.com", "uid-1", now, nil)},
		{"audience of another project", emulatorTrust, "google", EmulatorIDToken(testProject, "google.com", "uid-1", now, map[string]any{"aud": "demo-other"})},
		{"expired", emulatorTrust, "google", EmulatorIDToken(testProject, "google.com", "uid-1", now.Add(-2*time.Hour), nil)},
		{"issued in the future", emulatorTrust, "google", EmulatorIDToken(testProject, "google.com", "uid-1", now.Add(time.Hour), map[string]any{"exp": now.Add(3 * time.Hour).Unix()})},
		{"no subject", emulatorTrust, "google", EmulatorIDToken(testProject, "google.com", "", now, nil)},
		{"a Facebook token on the Google channel", emulatorTrust, "google", good("facebook.com")},
		{"an unknown channel", emulatorTrust, "twitter", good("twitter.com")},
		{"not a token", emulatorTrust, "google", "not-a-token"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := newFake(t, Options{Firebase: tt.trust})
			c.refused(c.login(firebaseLogin(tt.channel, tt.token)), http.StatusOK, "firebase.token.invalid")
		})
	}
}

// The SMS channel signs in the member of the number Firebase checked, never another's.
func TestFirebaseSMSLogin(t *testing.T) {
	c := newFake(t, Options{Firebase: emulatorTrust})
	now := time.Now()
	phone := func(number string) string {
		return EmulatorIDToken(testProject, "phone", "uid-"+number, now, map[string]any{"phone_number": number})
	}
	var g grant
	c.ok(c.login(firebaseLogin("sms", phone("+8801712345678"), "firebaseMobileNo", "1712345678", "countryDialingCode", "880")), &g)
	if g.UserName != "8801712345678" || g.FirstTimeLogin {
		t.Errorf("the demo mobile member: %+v", g)
	}
	c.refused(c.login(firebaseLogin("sms", phone("+8801812345678"), "firebaseMobileNo", "1712345678", "countryDialingCode", "880")), http.StatusOK, "firebase.token.invalid")
	c.refused(c.login(firebaseLogin("sms", phone("+8801912345678"), "firebaseMobileNo", "1912345678", "countryDialingCode", "880")), http.StatusOK, "login.fail")
}

// A mobile registration may bring the number's phone sign-in instead of the code; a token of
// another number, or of Google, is a wrong code.
func TestFirebaseSMSRegistration(t *testing.T) {
	c := newFake(t, Options{Firebase: emulatorTrust})
	now := time.Now()
	phone := EmulatorIDToken(testProject, "phone", "uid-p", now, map[string]any{"phone_number": "+8801812345678"})
	mobile := func(token string, kv ...any) map[string]any {
		return registration(append([]any{"mobileNum", "1812345678", "countryDialingCode", "880", "firebaseChannel", "sms", "firebaseIdToken", token}, kv...)...)
	}
	c.refused(c.encrypted(http.MethodPut, "/wps/member/register/mobile", "", mobile(phone, "mobileNum", "1912345678")), http.StatusOK, "verification.code.error")
	c.refused(c.encrypted(http.MethodPut, "/wps/member/register/mobile", "", mobile(EmulatorIDToken(testProject, "google.com", "uid-g", now, nil))), http.StatusOK, "verification.code.error")
	c.refused(c.encrypted(http.MethodPut, "/wps/member/register/mobile", "", mobile(phone, "firebaseChannel", "google")), http.StatusOK, "verification.code.error")
	var v struct{ UserName string }
	c.ok(c.encrypted(http.MethodPut, "/wps/member/register/mobile", "", mobile(phone)), &v)
	if v.UserName != "8801812345678" {
		t.Errorf("user name %q", v.UserName)
	}
	c.ok(c.login(map[string]string{"username": "8801812345678", "password": "Secret123"}), nil)
}
