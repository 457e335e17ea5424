package upstream

import (
	"crypto/rand"
	"crypto/rsa"
	"encoding/base64"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/adapters/bodycrypt"
	"github.com/casinobff/bff/adapters/fakeupstream"
)

// testKeys are two RSA keys, made once: a rotation needs an old and a new one.
var testKeys = sync.OnceValue(func() [2]*rsa.PrivateKey {
	var keys [2]*rsa.PrivateKey
	for i := range keys {
		k, err := rsa.GenerateKey(rand.Reader, 2048)
		if err != nil {
			panic(err)
		}
		keys[i] = k
	}
	return keys
})

// fakeMember is the real fake upstream, for calls whose encryption must pass its checks.
func fakeMember(t *testing.T) (*Accounts, *fakeupstream.Server) {
	t.Helper()
	fake, err := fakeupstream.New(fakeupstream.Options{Key: testKeys()[0]})
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(fake)
	t.Cleanup(srv.Close)
	c, err := New(Options{Site: "demo", Backend: "member", BaseURL: srv.URL, Merchant: "DEMO"})
	if err != nil {
		t.Fatal(err)
	}
	return NewAccounts(c), fake
}

// The fake refuses any body that is not encrypted its way; these calls all pass.
func TestEncryptedCallsAgainstTheFake(t *testing.T) {
	acc, fake := fakeMember(t)
	ctx := t.Context()
	g, err := acc.Login(ctx, visitor, adapters.Credentials{Method: adapters.LoginByUsername, Username: "demo01", Password: "Demo1234"})
	if err != nil || g.Token == "" || g.UserName != "demo01" || g.Type != 0 {
		t.Fatalf("login: %+v %v", g, err)
	}
	sms, err := acc.Login(ctx, visitor, adapters.Credentials{Method: adapters.LoginBySMS, Username: "1712345678", Password: "123456", DialingCode: "880"})
	if err != nil || sms.UserName != "8801712345678" {
		t.Fatalf("sms login: %+v %v", sms, err)
	}
	name, err := acc.Register(ctx, visitor, adapters.Registration{
		Method: adapters.RegisterByUsername, Username: "fresh001", Password: "Secret123",
		Profile: map[string]string{"email": "f@example.com", "nickname": "", "payeeName": "Farid Ahmed"}, AffiliateCode: "AFF2026",
		ReferralCode: "R10086521", Domain: "localhost", RegisterURL: "http://localhost:8080/m/register?code=AFF2026&ref=R10086521",
		Channel: adapters.ChannelPWA,
	})
	if err != nil || name != "fresh001" {
		t.Fatalf("register: %q %v", name, err)
	}
	name, err = acc.Register(ctx, visitor, adapters.Registration{
		Method: adapters.RegisterByMobile, Mobile: "1812345678", DialingCode: "880", SMSCode: "123456", Password: "Secret123",
		Profile: map[string]string{"qq": "12345"}, Domain: "localhost", RegisterURL: "http://localhost:8080/m/register",
	})
	if err != nil || name != "8801812345678" {
		t.Fatalf("register by mobile: %q %v", name, err)
	}
	name, err = acc.SetPasswordByPhone(ctx, visitor, adapters.PhonePasswordReset{Mobile: "1712345678", DialingCode: "880", SMSCode: "123456", NewPassword: "Phone1234"})
	if err != nil || name != "8801712345678" {
		t.Fatalf("set by phone: %q %v", name, err)
	}
	member := adapters.Scope{Language: "en", Token: g.Token}
	err = acc.ChangePassword(ctx, member, adapters.PasswordChange{Old: "Demo1234", New: "Demo1234"})
	if kind(err) != "refused:modify.new.old.same" {
		t.Errorf("same password: %v", err)
	}
	if err := acc.ChangePassword(ctx, member, adapters.PasswordChange{Old: "Demo1234", New: "Later1234"}); err != nil {
		t.Errorf("change: %v", err)
	}
	if n := fake.Hits()["/wps/session/key/rsa"]; n != 1 {
		t.Errorf("the key was fetched %d times, want once", n)
	}
}

func TestLoginCaptchaFlag(t *testing.T) {
	acc, fake := fakeMember(t)
	wrong := adapters.Credentials{Method: adapters.LoginByUsername, Username: "agent01", Password: "nope"}
	for i := 1; i <= 3; i++ {
		_, err := acc.Login(t.Context(), visitor, wrong)
		var be *adapters.BusinessError
		if !errors.As(err, &be) || be.Code != "login.fail" {
			t.Fatalf("attempt %d: %v", i, err)
		}
		if got, want := errors.Is(err, adapters.ErrCaptchaRequired), i == 3; got != want {
			t.Fatalf("attempt %d: captcha required %v, want %v", i, got, want)
		}
	}
	cp, err := acc.Captcha(t.Context(), visitor)
	if err != nil || cp.MediaType != "image/png" || len(cp.Image) == 0 {
		t.Fatalf("captcha: %+v %v", cp, err)
	}
	g, err := acc.Login(t.Context(), visitor, adapters.Credentials{
		Method: adapters.LoginByUsername, Username: "agent01", Password: "Agent1234",
		CaptchaID: cp.ID, Captcha: fake.CaptchaAnswer(cp.ID),
	})
	if err != nil || g.Type != 1 {
		t.Fatalf("login with the captcha: %+v %v", g, err)
	}
}

// keyServer publishes keys[published] and decrypts with keys[current]; it counts each call.
type keyServer struct {
	published, current atomic.Int32
	keyFetches, logins atomic.Int32
}

func (k *keyServer) handler() http.HandlerFunc {
	keys := testKeys()
	return routes(map[string]http.HandlerFunc{
		pathRSAKey: func(w http.ResponseWriter, r *http.Request) {
			k.keyFetches.Add(1)
			mod, exp := bodycrypt.FormatPublicKey(&keys[k.published.Load()].PublicKey)
			value(`{"modulus":"`+mod+`","exponent":"`+exp+`"}`)(w, r)
		},
		pathLogin: func(w http.ResponseWriter, r *http.Request) {
			k.logins.Add(1)
			body, _ := io.ReadAll(r.Body)
			// an unpadded RSA key decrypts under the wrong key too, now and then to a padding that
			// checks out: the body's JSON is what tells, as for a real back office
			plain, err := bodycrypt.Decrypt(keys[k.current.Load()], r.Header.Get(bodycrypt.Header), body)
			if err != nil || !json.Valid(plain) {
				refusal(http.StatusBadRequest, codeEncryptionInvalid)(w, r)
				return
			}
			value(`{"token":"t1","userName":"demo01"}`)(w, r)
		},
	})
}

// A rotated key: the upstream refuses the old one, the client fetches the key again and sends
// once more, and keeps the new key for the calls after.
func TestRSAKeyRefetchedOnce(t *testing.T) {
	ks := &keyServer{}
	f := newFake(t, ks.handler())
	acc := NewAccounts(newTestClient(t, f, nil).Client)
	cr := adapters.Credentials{Method: adapters.LoginByUsername, Username: "demo01", Password: "x"}
	if _, err := acc.Login(t.Context(), visitor, cr); err != nil {
		t.Fatal(err)
	}
	ks.published.Store(1)
	ks.current.Store(1)
	g, err := acc.Login(t.Context(), visitor, cr)
	if err != nil || g.Type != 4 {
		t.Fatalf("after the rotation: %+v %v (a missing type is 4)", g, err)
	}
	if ks.keyFetches.Load() != 2 || ks.logins.Load() != 3 {
		t.Errorf("%d key fetches, %d logins; want 2 and 3", ks.keyFetches.Load(), ks.logins.Load())
	}
	// An upstream that keeps refusing is not asked forever: one resend, then its refusal.
	ks.current.Store(0)
	_, err = acc.Login(t.Context(), visitor, cr)
	if kind(err) != "refused:"+codeEncryptionInvalid || ks.logins.Load() != 5 || ks.keyFetches.Load() != 3 {
		t.Errorf("%v after %d logins and %d key fetches", err, ks.logins.Load(), ks.keyFetches.Load())
	}
}

// A write is sent once, even to an upstream that fails in a way a read would be retried for.
func TestWritesAreNeverRetried(t *testing.T) {
	var hits atomic.Int32
	keys := testKeys()
	mod, exp := bodycrypt.FormatPublicKey(&keys[0].PublicKey)
	f := newFake(t, routes(map[string]http.HandlerFunc{
		pathRSAKey: value(`{"modulus":"` + mod + `","exponent":"` + exp + `"}`),
		pathLogin:  func(w http.ResponseWriter, r *http.Request) { hits.Add(1); answer(503, "")(w, r) },
		pathSMSRegister: func(w http.ResponseWriter, r *http.Request) {
			hits.Add(1)
			answer(503, "")(w, r)
		},
	}))
	acc := NewAccounts(newTestClient(t, f, nil).Client)
	_, err := acc.Login(t.Context(), visitor, adapters.Credentials{Method: adapters.LoginByUsername, Username: "a", Password: "b"})
	if kind(err) != "unavailable" {
		t.Fatalf("login: %v", err)
	}
	_, err = acc.SendSMSCode(t.Context(), visitor, adapters.SMSRequest{Purpose: adapters.SMSForRegister, Mobile: "1712345678", DialingCode: "880"})
	if kind(err) != "unavailable" || hits.Load() != 2 {
		t.Fatalf("sms: %v; %d attempts in all, want 2", err, hits.Load())
	}
}

func TestAccountReads(t *testing.T) {
	png := base64.StdEncoding.EncodeToString([]byte("\x89PNG\r\n\x1a\n0000"))
	f := newFake(t, routes(map[string]http.HandlerFunc{
		pathMemberInfo: value(`{"id":10086521,"account":"demo01","nickname":"Rahim"}`),
		pathTrialUser:  value(`{"token":"tt","userName":"trial1","customerType":4}`),
		pathCaptcha:    value(`{"captchaId":"c1","image":"data:image/png;base64,` + png + `"}`),
		pathSMSNoLogin: value(`{}`),
		pathRegisterSettings: value(`{"usernameRegistration":true,"minAge":21,"fields":[
			{"field":"username","enable":true,"required":true,"regex":"^a$","maxLength":5},
			{"field":"payeeName","enable":true},{"field":"unheardOf","enable":true},{"field":"realName","enable":true}]}`),
	}))
	acc := NewAccounts(newTestClient(t, f, func(o *Options) { o.Retry.Max = 0 }).Client)
	ctx := t.Context()
	m, err := acc.MemberInfo(ctx, visitor)
	if err != nil || m != (adapters.Member{ID: "10086521", Account: "demo01", Nickname: "Rahim", Type: 4}) {
		t.Errorf("member without a type: %+v %v", m, err)
	}
	g, err := acc.TrialUser(ctx, visitor)
	if err != nil || g.Type != 4 || g.Token != "tt" {
		t.Errorf("trial: %+v %v", g, err)
	}
	cp, err := acc.Captcha(ctx, visitor)
	if err != nil || cp.ID != "c1" || cp.MediaType != "image/png" {
		t.Errorf("captcha: %+v %v", cp, err)
	}
	sent, err := acc.SendSMSCode(ctx, visitor, adapters.SMSRequest{Purpose: adapters.SMSForLogin, Mobile: "1"})
	if err != nil || sent.ValidFor != defaultSMSValidity {
		t.Errorf("sms without an expiry: %+v %v", sent, err)
	}
	if r := f.lastRequest(); r.Header.Get("ModuleId") != moduleVerification {
		t.Errorf("sms module %q", r.Header.Get("ModuleId"))
	}
	rs, err := acc.RegistrationSettings(ctx, visitor)
	if err != nil || rs.MinimumAge != 21 || len(rs.Fields) != 2 || rs.Fields[0].Name != "username" || rs.Fields[1].Name != "payeeName" {
		t.Errorf("settings: %+v %v", rs, err)
	}
}

func TestForgotPasswordIsAForm(t *testing.T) {
	f := newFake(t, func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		if r.Header.Get("Content-Type") != "application/x-www-form-urlencoded" || string(body) != "email=a%40b.cd&username=demo01" {
			refusal(http.StatusBadRequest, "param.invalid")(w, r)
			return
		}
		value(`true`)(w, r)
	})
	acc := NewAccounts(newTestClient(t, f, nil).Client)
	if err := acc.ForgotPasswordByEmail(t.Context(), visitor, "demo01", "a@b.cd"); err != nil {
		t.Fatal(err)
	}
}

func TestDecodeImage(t *testing.T) {
	b64 := func(s string) string { return base64.StdEncoding.EncodeToString([]byte(s)) }
	tests := []struct {
		name, in, mediaType string
	}{
		{"bare png", b64("\x89PNG\r\n\x1a\nxxxx"), "image/png"},
		{"data url", "data:image/gif;base64," + b64("GIF89a...."), "image/gif"},
		{"svg", b64(`<svg xmlns="http://www.w3.org/2000/svg"></svg>`), "image/svg+xml"},
		{"html is refused", b64("<html><script>alert(1)</script></html>"), ""},
		{"not base64", "%%%", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, mt, err := decodeImage(tt.in)
			if mt != tt.mediaType || (err == nil) != (tt.mediaType != "") {
				t.Errorf("media type %q err %v, want %q", mt, err, tt.mediaType)
			}
		})
	}
}

// The refusal's value reaches the caller only through refusalValue.
func TestRefusalValue(t *testing.T) {
	err := decodeEnvelope(200, []byte(`{"success":false,"errorCode":"login.fail","value":{"captcha":true}}`), nil)
	var flag struct{ Captcha bool }
	var be *adapters.BusinessError
	if !refusalValue(err, &flag) || !flag.Captcha || !errors.As(err, &be) || be.Code != "login.fail" {
		t.Errorf("%v %+v", err, flag)
	}
	plain := decodeEnvelope(200, []byte(`{"success":false,"errorCode":"x"}`), nil)
	if refusalValue(plain, &flag) {
		t.Error("a refusal without a value has one")
	}
}
