package account_test

import (
	"encoding/json"
	"math"
	"net/http"
	"testing"
	"time"

	"github.com/casinobff/bff/adapters/fakeupstream"
	"github.com/casinobff/bff/bff"
	"github.com/casinobff/bff/bff/account"
	"github.com/casinobff/bff/bff/bfftest"
	"github.com/casinobff/bff/bff/httpx"
	"github.com/casinobff/bff/bff/ratelimit"
)

// fuzzStack is the real stack over a fake upstream with the rate limits out of the way, so
// that fuzzed bodies reach the upstream when they pass the BFF's rules. Its site has a Firebase
// project with Firebase's SMS codes, whose tokens the fake accepts: every method is open.
func fuzzStack(f *testing.F) *bff.Server {
	f.Helper()
	fake, url := bfftest.StartFakeUpstream(f)
	fake.TrustFirebase("DEMO", fakeupstream.FirebaseTrust{Project: firebaseProject, Unsigned: true})
	unlimited := map[string]ratelimit.Rule{}
	for name := range account.DefaultLimits() {
		unlimited[name] = ratelimit.Rule{Limit: math.MaxInt32, Window: time.Hour}
	}
	clk := bfftest.NewClock(time.Date(2026, 11, 22, 12, 0, 0, 0, time.UTC))
	return bfftest.RealServer(f, url, clk, withFirebase(true), func(o *bff.Options) { o.RateLimits = unlimited })
}

// fuzzToken is an emulator's ID token of provider, valid now (the fake's clock is the real one).
func fuzzToken(provider string, claims map[string]any) string {
	return fakeupstream.EmulatorIDToken(firebaseProject, provider, "uid-fuzz", time.Now(), claims)
}

// checkNoServerError holds an answer to the contract's promise for any body: a success, or a
// 4xx problem+json; never a 5xx.
func checkNoServerError(t *testing.T, srv *bff.Server, target string, body []byte) {
	t.Helper()
	rec := bfftest.APICall(srv, http.MethodPost, target, string(body))
	switch {
	case rec.Code >= 500:
		t.Fatalf("%s answered %d for %q: %s", target, rec.Code, body, rec.Body)
	case rec.Code >= 400:
		if ct := rec.Header().Get("Content-Type"); ct != httpx.MIMEProblem {
			t.Fatalf("%d with Content-Type %q for %q", rec.Code, ct, body)
		}
		var p httpx.Problem
		if err := json.Unmarshal(rec.Body.Bytes(), &p); err != nil || p.Status != rec.Code || p.Code == "" {
			t.Fatalf("not a problem document for %q: %s", body, rec.Body)
		}
	default:
		if !json.Valid(rec.Body.Bytes()) {
			t.Fatalf("%d answer is not JSON for %q: %s", rec.Code, body, rec.Body)
		}
	}
}

func FuzzLoginBody(f *testing.F) {
	for _, seed := range []string{
		`{"username":"demo01","password":"Demo1234"}`,
		`{"username":"demo01","password":"wrong","rememberMe":true}`,
		`{"method":"mobile","mobile":"+880 1712345678","dialingCode":"880","smsCode":"123456"}`,
		`{"method":"mobile","mobile":"0171-234-5678","smsCode":"12"}`,
		`{"username":"captcha01","password":"Captcha1234","captchaId":"cap00000001","captcha":"1234"}`,
		`{"method":"sms"}`, `{"username":5}`, `[]`, `null`, `{`, ``, `{"username":"\u0000"}`,
		`{"username":"a"}{"b":1}`, `{"password":"` + string(make([]byte, 100)) + `"}`,
		firebaseBody("google", fuzzToken("google.com", nil)),
		firebaseBody("facebook", fuzzToken("google.com", nil)),
		firebaseBody("sms", fuzzToken("phone", map[string]any{"phone_number": "+8801712345678"}), "firebaseMobileNo", "01712345678", "countryDialingCode", "880"),
		firebaseBody("sms", "a.b.", "firebaseMobileNo", "+"), `{"method":"firebase","firebaseIdToken":"eyJ.eyJ.","firebaseChannel":7}`,
	} {
		f.Add([]byte(seed))
	}
	srv := fuzzStack(f)
	f.Fuzz(func(t *testing.T, body []byte) {
		checkNoServerError(t, srv, "/api/v1/session", body)
	})
}

func FuzzRegistrationBody(f *testing.F) {
	for _, seed := range []string{
		`{"method":"username","username":"fuzzer01","password":"Secret123","confirmPassword":"Secret123","acceptTerms":true}`,
		`{"method":"username","username":"demo01","password":"Secret123","confirmPassword":"Secret123","acceptTerms":true,"invitationCode":"AFF2026"}`,
		`{"method":"mobile","mobile":"01912345678","dialingCode":"880","smsCode":"123456","password":"Secret123","confirmPassword":"Secret123","acceptTerms":true}`,
		`{"method":"mobile","mobile":"+8801912345678","dialingCode":"880","smsCode":"000000","password":"Secret123","confirmPassword":"Secret123","acceptTerms":true}`,
		`{"method":"username","username":"x","email":"a@b.cd","payeeName":"A B","whatsapp":"12345678","qq":"1","captchaId":"c","captcha":"1"}`,
		`{"method":"mobile","dialingCode":"88000"}`, `{"acceptTerms":"yes"}`, `{}`, `[1]`, `"x"`, `{"method":null}`,
		registration(func(m map[string]any) {
			delete(m, "username")
			m["method"], m["mobile"], m["dialingCode"], m["firebaseChannel"] = "mobile", "01912345678", "880", "sms"
			m["firebaseIdToken"] = fuzzToken("phone", map[string]any{"phone_number": "+8801912345678"})
		}),
		`{"method":"mobile","mobile":"01912345678","firebaseChannel":"google","firebaseIdToken":"x.y.z","password":"Secret123","confirmPassword":"Secret123","acceptTerms":true}`,
	} {
		f.Add([]byte(seed))
	}
	srv := fuzzStack(f)
	f.Fuzz(func(t *testing.T, body []byte) {
		checkNoServerError(t, srv, "/api/v1/registrations", body)
	})
}
