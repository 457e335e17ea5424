package account_test

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"reflect"
	"testing"
	"time"

	"github.com/casinobff/bff/bff"
	"github.com/casinobff/bff/bff/account"
	"github.com/casinobff/bff/bff/bfftest"
	"github.com/casinobff/bff/bff/httpx"
	"github.com/casinobff/bff/bff/ratelimit"
	"github.com/casinobff/bff/bff/sites"
	"github.com/casinobff/bff/config"
)

// limits lowers the rules named, keeping the others' defaults.
func limits(rules map[string]ratelimit.Rule) bfftest.Option {
	return func(o *bff.Options) { o.RateLimits = rules }
}

// from is a request as the site sends it, from the direct peer peer, with X-Forwarded-For xff
// when it is not empty.
func from(method, target, body, peer, xff string) *http.Request {
	req := bfftest.APIRequest(method, target, body)
	req.RemoteAddr = peer
	if xff != "" {
		req.Header.Set("X-Forwarded-For", xff)
	}
	return req
}

func loginBody(user, password string) string {
	return `{"username":"` + user + `","password":"` + password + `"}`
}

// A script that fails on purpose cannot lock a player out: past the account's failure limit its
// logins need the captcha, and the owner, answering one, gets in; never a 429.
func TestFailedLoginsAskForTheCaptchaNotABlock(t *testing.T) {
	a := bfftest.NewStack(t)
	for i := range 12 {
		rec := bfftest.Serve(a.Server, from(http.MethodPost, "/api/v1/session", loginBody("agent01", "wrong"), "203.0.113.66:1000", ""))
		if rec.Code != http.StatusUnauthorized {
			t.Fatalf("wrong login %d: %d %s", i+1, rec.Code, rec.Body)
		}
	}
	// The owner, from home: the BFF asks for the captcha itself, without asking the upstream.
	const home = "198.51.100.7:4242"
	hits := a.Fake.Hits()["/wps/session/login"]
	rec := bfftest.Serve(a.Server, from(http.MethodPost, "/api/v1/session", loginBody("agent01", "Agent1234"), home, ""))
	bfftest.ExpectProblem(t, rec, http.StatusUnauthorized, httpx.CodeCaptchaRequired)
	if a.Fake.Hits()["/wps/session/login"] != hits {
		t.Error("a login the BFF asked a captcha of reached the upstream")
	}
	cp := bfftest.Decode[account.Captcha](t, bfftest.Serve(a.Server, from(http.MethodGet, "/api/v1/captcha", "", home, "")).Body.Bytes())
	body := `{"username":"agent01","password":"Agent1234","captchaId":"` + cp.CaptchaID + `","captcha":"` + a.Fake.CaptchaAnswer(cp.CaptchaID) + `"}`
	if rec := bfftest.Serve(a.Server, from(http.MethodPost, "/api/v1/session", body, home, "")); rec.Code != http.StatusOK {
		t.Fatalf("the owner's login with the captcha: %d %s", rec.Code, rec.Body)
	}
}

// A successful login is not a failure: the account's limit counts failures alone.
func TestSuccessfulLoginsDoNotCount(t *testing.T) {
	a := bfftest.NewStack(t, limits(map[string]ratelimit.Rule{account.LimitLoginAccount: {Limit: 2, Window: time.Hour}}))
	for i := range 5 {
		if rec := a.Login("demo01", "Demo1234"); rec.Code != http.StatusOK {
			t.Fatalf("login %d: %d %s", i+1, rec.Code, rec.Body)
		}
	}
	bfftest.ExpectProblem(t, a.Login("demo01", "wrong"), http.StatusUnauthorized, httpx.CodeInvalidCredentials)
	bfftest.ExpectProblem(t, a.Login("DEMO01", "wrong"), http.StatusUnauthorized, httpx.CodeInvalidCredentials)
	// Two failures (any case of the name): the next login needs the captcha.
	bfftest.ExpectProblem(t, a.Login("demo01", "Demo1234"), http.StatusUnauthorized, httpx.CodeCaptchaRequired)
	// Other accounts are untouched, and time lets the account in without one.
	if rec := a.Login("free01", "Free1234"); rec.Code != http.StatusOK {
		t.Fatalf("another account: %d %s", rec.Code, rec.Body)
	}
	a.Clock.Advance(time.Hour)
	if rec := a.Login("demo01", "Demo1234"); rec.Code != http.StatusOK {
		t.Fatalf("after the window: %d %s", rec.Code, rec.Body)
	}
}

// The address's limit is hard: every attempt counts, right or wrong, and past it the answer is
// 429 before the upstream sees anything.
func TestLoginAddressLimitIsHard(t *testing.T) {
	a := bfftest.NewStack(t, limits(map[string]ratelimit.Rule{account.LimitLoginIP: {Limit: 3, Window: 10 * time.Minute}}))
	for i, user := range []string{"demo01", "agent01", "free01"} {
		if rec := a.Login(user, bfftest.DemoPasswords[user]); rec.Code != http.StatusOK {
			t.Fatalf("login %d: %d %s", i+1, rec.Code, rec.Body)
		}
	}
	hits := a.Fake.Hits()["/wps/session/login"]
	rec := a.Login("demo01", "Demo1234")
	bfftest.ExpectProblem(t, rec, http.StatusTooManyRequests, httpx.CodeRateLimited)
	if ra := rec.Header().Get("Retry-After"); ra != "200" {
		t.Errorf("Retry-After %q, want 200 (three in 10 minutes: one more after a third of them)", ra)
	}
	if a.Fake.Hits()["/wps/session/login"] != hits {
		t.Error("a refused attempt reached the upstream")
	}
}

// Behind a trusted proxy every player shares the proxy's address: the limits key on the
// address X-Forwarded-For gives, so one script does not lock the others out; from anyone else
// the header is the client's own word and is ignored.
func TestLimitsBehindATrustedProxy(t *testing.T) {
	a := bfftest.NewStack(t,
		limits(map[string]ratelimit.Rule{account.LimitLoginIP: {Limit: 3, Window: 10 * time.Minute}}),
		func(o *bff.Options) { o.TrustedProxies = []string{"10.0.0.0/8", "2001:db8:ffff::/48"} },
	)
	n := 0
	login := func(peer, xff string) *httptest.ResponseRecorder {
		t.Helper()
		n++ // a name of its own each time: only the address's limit is tested here
		return bfftest.Serve(a.Server, from(http.MethodPost, "/api/v1/session", loginBody(fmt.Sprintf("nobody%d", n), "wrong"), peer, xff))
	}
	const ingress = "10.1.2.3:50000"
	for range 3 {
		bfftest.ExpectProblem(t, login(ingress, "203.0.113.1"), http.StatusUnauthorized, httpx.CodeInvalidCredentials)
	}
	bfftest.ExpectProblem(t, login(ingress, "203.0.113.1"), http.StatusTooManyRequests, httpx.CodeRateLimited)
	// The script names another address in front of its own: the proxy appends the real one.
	bfftest.ExpectProblem(t, login(ingress, "192.0.2.200, 203.0.113.1"), http.StatusTooManyRequests, httpx.CodeRateLimited)
	// Another player behind the same proxy.
	bfftest.ExpectProblem(t, login(ingress, "203.0.113.2"), http.StatusUnauthorized, httpx.CodeInvalidCredentials)
	// Two proxies deep, both trusted: the client is the first address that is not a proxy.
	bfftest.ExpectProblem(t, login(ingress, "203.0.113.1, 10.9.9.9"), http.StatusTooManyRequests, httpx.CodeRateLimited)

	// Not a trusted proxy (a private address is not one unless listed): its header is ignored.
	for _, peer := range []string{"198.51.100.9:1", "192.168.1.1:1"} {
		for i := range 3 {
			bfftest.ExpectProblem(t, login(peer, "203.0.113.1"+string(rune('0'+i))), http.StatusUnauthorized, httpx.CodeInvalidCredentials)
		}
		bfftest.ExpectProblem(t, login(peer, "203.0.113.50"), http.StatusTooManyRequests, httpx.CodeRateLimited)
	}

	// IPv6 clients are one key per /64: a new address in the same network is the same client.
	for range 3 {
		bfftest.ExpectProblem(t, login(ingress, "2001:db8:1:2::1"), http.StatusUnauthorized, httpx.CodeInvalidCredentials)
	}
	bfftest.ExpectProblem(t, login(ingress, "2001:db8:1:2:ffff::9"), http.StatusTooManyRequests, httpx.CodeRateLimited)
	bfftest.ExpectProblem(t, login(ingress, "2001:db8:1:3::1"), http.StatusUnauthorized, httpx.CodeInvalidCredentials)
	// A trusted IPv6 proxy in front.
	bfftest.ExpectProblem(t, login("[2001:db8:ffff::1]:443", "2001:db8:1:2::7"), http.StatusTooManyRequests, httpx.CodeRateLimited)
}

// withSecondSite adds site "lucky7" (host lucky7.test, merchant LUCKY7) over the demo site's
// backends.
func withSecondSite(o *bff.Options) {
	lucky := config.DemoSite()
	lucky.ID, lucky.Hosts, lucky.Merchant, lucky.Name = "lucky7", []string{"lucky7.test"}, "LUCKY7", "Lucky Seven"
	o.Sites = append(o.Sites, lucky)
	backends := map[string]sites.Backends{}
	for id, b := range o.Backends {
		backends[id] = b
	}
	backends["lucky7"] = o.Backends[o.Sites[0].ID]
	o.Backends = backends
}

// onSite is req sent to another site's host, from its origin.
func onSite(req *http.Request, host string) *http.Request {
	req.Host = host
	if req.Header.Get("Origin") != "" {
		req.Header.Set("Origin", "http://"+host)
	}
	return req
}

// The limits of one site never touch another's, for addresses and accounts alike.
func TestLimitsStayWithinTheirSite(t *testing.T) {
	a := bfftest.NewStack(t, withSecondSite, limits(map[string]ratelimit.Rule{
		account.LimitLoginIP:      {Limit: 3, Window: 10 * time.Minute},
		account.LimitLoginAccount: {Limit: 2, Window: 10 * time.Minute},
	}))
	const peer = "203.0.113.9:1"
	login := func(host, user, password string) *httptest.ResponseRecorder {
		t.Helper()
		return bfftest.Serve(a.Server, onSite(from(http.MethodPost, "/api/v1/session", loginBody(user, password), peer, ""), host))
	}
	bfftest.ExpectProblem(t, login("localhost", "agent01", "wrong"), http.StatusUnauthorized, httpx.CodeInvalidCredentials)
	bfftest.ExpectProblem(t, login("localhost", "agent01", "wrong"), http.StatusUnauthorized, httpx.CodeInvalidCredentials)
	bfftest.ExpectProblem(t, login("localhost", "agent01", "Agent1234"), http.StatusUnauthorized, httpx.CodeCaptchaRequired)
	bfftest.ExpectProblem(t, login("localhost", "agent01", "Agent1234"), http.StatusTooManyRequests, httpx.CodeRateLimited)
	// The same address and the same name at the other merchant's site: nothing counted there.
	if rec := login("lucky7.test", "agent01", "Agent1234"); rec.Code != http.StatusOK {
		t.Fatalf("at the other site: %d %s", rec.Code, rec.Body)
	}
}

// A registration the form refuses anyway never asks the upstream whether its name is taken, so
// it tells nothing of which accounts exist; every attempt counts as a look-up all the same.
func TestRefusedRegistrationsTellNoNames(t *testing.T) {
	a := bfftest.NewStack(t, limits(map[string]ratelimit.Rule{account.LimitLookupIP: {Limit: 5, Window: 10 * time.Minute}}))
	body := registration(func(m map[string]any) { m["username"] = "demo01"; m["acceptTerms"] = false })
	for i := range 5 {
		got := bfftest.FieldCodes(t, a.Call(http.MethodPost, "/api/v1/registrations", body))
		if !reflect.DeepEqual(got, map[string]string{"acceptTerms": "terms_required"}) {
			t.Fatalf("attempt %d: fields %v, want terms_required alone", i+1, got)
		}
	}
	if n := a.Fake.Hits()["/wps/check/username"]; n != 0 {
		t.Errorf("the upstream was asked %d times whether the name is taken", n)
	}
	bfftest.ExpectProblem(t, a.Call(http.MethodPost, "/api/v1/registrations", body), http.StatusTooManyRequests, httpx.CodeRateLimited)
	// The standalone check counts against the same limit.
	bfftest.ExpectProblem(t, a.Call(http.MethodGet, "/api/v1/usernames/demo01", ""), http.StatusTooManyRequests, httpx.CodeRateLimited)
}

// A registration that passes every rule asks the upstream and is told the name is taken.
func TestValidRegistrationChecksTheName(t *testing.T) {
	a := bfftest.NewStack(t)
	got := bfftest.FieldCodes(t, a.Call(http.MethodPost, "/api/v1/registrations", registration(func(m map[string]any) { m["username"] = "demo01" })))
	if !reflect.DeepEqual(got, map[string]string{"username": "username_taken"}) {
		t.Fatalf("fields %v", got)
	}
	if n := a.Fake.Hits()["/wps/check/username"]; n != 1 {
		t.Errorf("the name was checked %d times, want once", n)
	}
}
