package protection_test

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/shopspring/decimal"

	"github.com/casinobff/bff/adapters/fakeupstream"
	"github.com/casinobff/bff/bff"
	"github.com/casinobff/bff/bff/bfftest"
	"github.com/casinobff/bff/bff/httpx"
	"github.com/casinobff/bff/config"
)

// The refusals hold on the BFF with the site bypassed: each request here is what a script could
// send, over the real stack and the fake upstream.

const depositPath = "/wps/transaction/deposit/pg"

func deposit(s *bfftest.Stack, cookie *http.Cookie, key, sum string) *httptest.ResponseRecorder {
	req := bfftest.APIRequest(http.MethodPost, "/api/v1/deposits", `{"methodId": "PG-301", "amount": "`+sum+`"}`)
	req.Header.Set("Idempotency-Key", key)
	req.AddCookie(cookie)
	return bfftest.Serve(s.Server, req)
}

// cleared says whether the answer's last word on the session cookie removes it.
func cleared(rec *httptest.ResponseRecorder) bool {
	cookies := rec.Result().Cookies()
	return len(cookies) > 0 && cookies[len(cookies)-1].MaxAge < 0
}

func setLimits(t *testing.T, s *bfftest.Stack, cookie *http.Cookie, body string) {
	t.Helper()
	bfftest.WantStatus(t, s.Call(http.MethodPut, "/api/v1/protection/limits", body, cookie), http.StatusOK)
}

func TestDepositOverALimit(t *testing.T) {
	s := bfftest.NewStack(t)
	demo := s.SignIn("demo01")
	setLimits(t, s, demo, `{"limits": [{"kind": "deposit", "period": "day", "amount": "1000"}]}`)

	p := bfftest.ExpectProblem(t, deposit(s, demo, "deposit-key-0001", "1500"), http.StatusUnprocessableEntity, httpx.CodeLimitExceeded)
	if p.Limit == nil || p.Limit.Kind != "deposit" || p.Limit.Period != "day" || p.Limit.Amount != "1000.00" || p.Limit.Remaining != "1000.00" {
		t.Fatalf("the limit named: %+v", p.Limit)
	}
	if n := s.Fake.Hits()[depositPath]; n != 0 {
		t.Fatalf("the refused deposit reached the back office %d times", n)
	}
	bfftest.WantStatus(t, deposit(s, demo, "deposit-key-0002", "600"), http.StatusCreated)
	p = bfftest.ExpectProblem(t, deposit(s, demo, "deposit-key-0003", "500"), http.StatusUnprocessableEntity, httpx.CodeLimitExceeded)
	if p.Limit.Remaining != "400.00" {
		t.Fatalf("after 600 of 1000: remaining %s", p.Limit.Remaining)
	}
}

// A deposit that used up the limit, asked again with its key (a client that lost the answer),
// gets its first answer, not limit_exceeded: the limits are counted after the Keeper.
func TestARepeatedDepositKeyIsAnsweredBeforeTheLimit(t *testing.T) {
	s := bfftest.NewStack(t)
	demo := s.SignIn("demo01")
	setLimits(t, s, demo, `{"limits": [{"kind": "deposit", "period": "day", "amount": "1000"}]}`)

	first := deposit(s, demo, "deposit-key-0001", "1000")
	bfftest.WantStatus(t, first, http.StatusCreated)
	again := deposit(s, demo, "deposit-key-0001", "1000")
	bfftest.WantStatus(t, again, http.StatusCreated)
	if again.Body.String() != first.Body.String() {
		t.Fatalf("the repeat answered %s, want the first answer %s", again.Body, first.Body)
	}
	if n := s.Fake.Hits()[depositPath]; n != 1 {
		t.Fatalf("the deposit reached the back office %d times, want 1", n)
	}
	bfftest.ExpectProblem(t, deposit(s, demo, "deposit-key-0002", "1"), http.StatusUnprocessableEntity, httpx.CodeLimitExceeded)
}

func TestARaisedLimitIsStillPending(t *testing.T) {
	s := bfftest.NewStack(t)
	demo := s.SignIn("demo01")
	setLimits(t, s, demo, `{"limits": [{"kind": "deposit", "period": "day", "amount": "1000"}]}`)
	setLimits(t, s, demo, `{"limits": [{"kind": "deposit", "period": "day", "amount": "5000"}]}`)

	p := bfftest.ExpectProblem(t, deposit(s, demo, "deposit-key-0001", "1500"), http.StatusUnprocessableEntity, httpx.CodeLimitExceeded)
	if p.Limit.Amount != "1000.00" {
		t.Fatalf("the limit in force while the raise is pending: %+v", p.Limit)
	}
	// 24 hours on, on both clocks, the raise applies.
	s.Fake.Advance(24*time.Hour + time.Minute)
	s.Clock.Advance(24*time.Hour + time.Minute)
	demo = s.SignIn("demo01")
	bfftest.WantStatus(t, deposit(s, demo, "deposit-key-0002", "1500"), http.StatusCreated)
}

func TestATimeOutRefusesLoginLaunchAndDeposit(t *testing.T) {
	s := bfftest.NewStack(t)
	demo, stale := s.SignIn("demo01"), s.SignIn("demo01")

	rec := s.Call(http.MethodPost, "/api/v1/protection/time-outs", `{"length": "24h", "confirmed": true}`, demo)
	bfftest.WantStatus(t, rec, http.StatusCreated)
	if !cleared(rec) {
		t.Fatalf("the time-out does not end the session: %v", rec.Header()["Set-Cookie"])
	}
	until := bfftest.GoldenTime.Add(24 * time.Hour).Format(time.RFC3339)
	excluded := func(what string, rec *httptest.ResponseRecorder) {
		t.Helper()
		p := bfftest.ExpectProblem(t, rec, http.StatusForbidden, httpx.CodeSelfExcluded)
		if p.Exclusion == nil || p.Exclusion.Until == nil || *p.Exclusion.Until != until {
			t.Fatalf("%s: exclusion %+v", what, p.Exclusion)
		}
	}
	excluded("login", s.Login("demo01", "Demo1234"))
	hits := s.Fake.Hits()["/wps/game/launchGame"]
	excluded("launch with a cookie from before", s.Call(http.MethodPost, "/api/v1/launches", bfftest.LaunchSuperAce, stale))
	excluded("deposit with a cookie from before", deposit(s, stale, "deposit-key-0001", "500"))
	if s.Fake.Hits()["/wps/game/launchGame"] != hits || s.Fake.Hits()[depositPath] != 0 {
		t.Fatal("a refused write reached the back office")
	}

	s.Fake.Advance(24*time.Hour + time.Second)
	bfftest.WantStatus(t, s.Login("demo01", "Demo1234"), http.StatusOK)
}

func TestASessionLimitEndsTheSession(t *testing.T) {
	s := bfftest.NewStack(t)
	demo := s.SignIn("demo01")
	setLimits(t, s, demo, `{"limits": [{"kind": "session", "minutes": 30}]}`)
	bfftest.WantStatus(t, s.Call(http.MethodGet, "/api/v1/wallet", "", demo), http.StatusOK)
	s.Clock.Advance(31 * time.Minute)
	rec := s.Call(http.MethodGet, "/api/v1/wallet", "", demo)
	bfftest.ExpectProblem(t, rec, http.StatusUnauthorized, httpx.CodeSessionLimitReached)
	if !cleared(rec) {
		t.Fatal("the cookie is not cleared")
	}
}

// A session-time limit set on one device ends every session of the player once it passes, on
// each one's next call: the other device's, and the cookie of the first from before the change,
// which had been read with no limit. Reads, money writes and renewals alike.
func TestASessionLimitEndsEverySession(t *testing.T) {
	for _, call := range []struct{ method, path, body string }{
		{http.MethodGet, "/api/v1/wallets", ""},
		{http.MethodPost, "/api/v1/wallet-transfers", `{"from": "MAIN", "to": "JL", "amount": "1"}`},
		{http.MethodPost, "/api/v1/session/renew", ""},
	} {
		t.Run(call.method+" "+call.path, func(t *testing.T) {
			s := bfftest.NewStack(t)
			first, second := s.SignIn("demo01"), s.SignIn("demo01")
			for _, c := range []*http.Cookie{first, second} {
				bfftest.WantStatus(t, s.Call(http.MethodGet, "/api/v1/wallets", "", c), http.StatusOK)
			}
			setLimits(t, s, first, `{"limits": [{"kind": "session", "minutes": 1}]}`)
			s.Clock.Advance(time.Minute + time.Second)
			for name, c := range map[string]*http.Cookie{"the other device": second, "the first's cookie from before": first} {
				req := bfftest.APIRequest(call.method, call.path, call.body)
				req.Header.Set("Idempotency-Key", "limit-key-"+strings.ReplaceAll(name, " ", "-"))
				req.AddCookie(c)
				rec := bfftest.Serve(s.Server, req)
				bfftest.ExpectProblem(t, rec, http.StatusUnauthorized, httpx.CodeSessionLimitReached)
				if !cleared(rec) {
					t.Errorf("%s: the cookie is not cleared", name)
				}
			}
		})
	}
}

func strictGet(s *bfftest.Stack, path, remote string, header map[string]string) *httptest.ResponseRecorder {
	req := bfftest.APIRequest(http.MethodGet, path, "")
	req.Host = bfftest.StrictHost
	if remote != "" {
		req.RemoteAddr = remote
	}
	for k, v := range header {
		req.Header.Set(k, v)
	}
	return bfftest.Serve(s.Server, req)
}

func TestARefusedCountry(t *testing.T) {
	s := bfftest.NewStack(t, bfftest.WithStrictSite())
	bfftest.WantStatus(t, strictGet(s, "/api/v1/games?category=RNG", "", nil), http.StatusOK)

	s.Fake.SetLocation("", "NP")
	bfftest.ExpectProblem(t, strictGet(s, "/api/v1/games?category=RNG", "198.51.100.7:1234", nil), http.StatusForbidden, httpx.CodeRegionRestricted)
	bfftest.ExpectProblem(t, strictGet(s, "/api/v1/session", "198.51.100.7:1234", nil), http.StatusForbidden, httpx.CodeRegionRestricted)
	site := strictGet(s, "/api/v1/site", "198.51.100.7:1234", nil)
	bfftest.WantStatus(t, site, http.StatusOK)
	if got := bfftest.Decode[struct{ MinAge int }](t, site.Body.Bytes()); got.MinAge != 21 {
		t.Fatalf("the second site's minimum age %d", got.MinAge)
	}
	bfftest.WantStatus(t, strictGet(s, "/api/v1/help", "198.51.100.7:1234", nil), http.StatusOK)
	bfftest.WantStatus(t, strictGet(s, "/api/v1/customer-service", "198.51.100.7:1234", nil), http.StatusOK)
	// The demo site refuses nobody.
	bfftest.WantStatus(t, s.Call(http.MethodGet, "/api/v1/games?category=RNG", ""), http.StatusOK)
}

func TestACountryFromATrustedProxysHeader(t *testing.T) {
	s := bfftest.NewStack(t, bfftest.WithStrictSite(), func(o *bff.Options) {
		o.TrustedProxies = []string{"192.0.2.0/24"}
		for i := range o.Sites {
			if o.Sites[i].ID == "strict" {
				o.Sites[i].Regions = config.Regions{Refused: []string{"NP"}, CountrySource: config.CountryFromHeader, CountryHeader: "CF-IPCountry"}
			}
		}
	})
	nepal := map[string]string{"CF-IPCountry": "NP"}
	bfftest.ExpectProblem(t, strictGet(s, "/api/v1/games?category=RNG", "192.0.2.10:443", nepal), http.StatusForbidden, httpx.CodeRegionRestricted)
	// From anyone but the proxy the header is the client's own word.
	bfftest.WantStatus(t, strictGet(s, "/api/v1/games?category=RNG", "198.51.100.7:1234", nepal), http.StatusOK)
	bfftest.WantStatus(t, strictGet(s, "/api/v1/games?category=RNG", "192.0.2.10:443", map[string]string{"CF-IPCountry": "BD"}), http.StatusOK)
}

func TestTheSecondSiteAsksItsOwnAge(t *testing.T) {
	s := bfftest.NewStack(t, bfftest.WithStrictSite())
	for _, path := range []string{"/api/v1/site", "/api/v1/registration/settings"} {
		rec := strictGet(s, path, "", nil)
		bfftest.WantStatus(t, rec, http.StatusOK)
		got := bfftest.Decode[struct{ MinAge, MinimumAge int }](t, rec.Body.Bytes())
		if max(got.MinAge, got.MinimumAge) != 21 {
			t.Errorf("%s: minimum age %+v, want 21", path, got)
		}
	}
	rec := s.Call(http.MethodGet, "/api/v1/registration/settings", "")
	if got := bfftest.Decode[struct{ MinimumAge int }](t, rec.Body.Bytes()); got.MinimumAge != 18 {
		t.Errorf("the demo site's registration asks %d", got.MinimumAge)
	}
}

func TestAGameAfterTheLossLimit(t *testing.T) {
	s := bfftest.NewStack(t)
	demo := s.SignIn("demo01")
	setLimits(t, s, demo, `{"limits": [{"kind": "loss", "period": "day", "amount": "100"}]}`)
	if err := s.Fake.SettleBet(fakeupstream.Bet{User: "demo01", Vendor: "JL", Stake: decimal.RequireFromString("500"), Payout: decimal.Zero}); err != nil {
		t.Fatal(err)
	}
	p := bfftest.ExpectProblem(t, s.Call(http.MethodPost, "/api/v1/launches", bfftest.LaunchSuperAce, demo), http.StatusUnprocessableEntity, httpx.CodeLimitExceeded)
	if p.Limit == nil || p.Limit.Kind != "loss" || p.Limit.Remaining != "0.00" {
		t.Fatalf("the loss limit named: %+v", p.Limit)
	}
}

// A player on a time-out cannot log in, but can lengthen the exclusion with their credentials,
// without a session: never shorten it, and never with a wrong password.
func TestAnExclusionLengthenedWithoutASession(t *testing.T) {
	s := bfftest.NewStack(t)
	demo := s.SignIn("demo01")
	bfftest.WantStatus(t, s.Call(http.MethodPost, "/api/v1/protection/time-outs", `{"length": "24h", "confirmed": true}`, demo), http.StatusCreated)
	extend := func(password, length string) *httptest.ResponseRecorder {
		return s.Call(http.MethodPost, "/api/v1/protection/exclusion-extensions",
			`{"username": "demo01", "password": "`+password+`", "length": "`+length+`", "confirmed": true}`)
	}
	until := func(rec *httptest.ResponseRecorder) string {
		t.Helper()
		var got struct {
			Exclusion httpx.ExclusionFacts `json:"exclusion"`
		}
		bfftest.WantStatus(t, rec, http.StatusCreated)
		if err := json.Unmarshal(rec.Body.Bytes(), &got); err != nil || got.Exclusion.Until == nil {
			t.Fatalf("%s: %v", rec.Body, err)
		}
		return *got.Exclusion.Until
	}
	bfftest.ExpectProblem(t, extend("Wrong9999", "6m"), http.StatusUnauthorized, httpx.CodeInvalidCredentials)

	sixMonths := bfftest.GoldenTime.AddDate(0, 6, 0).UTC().Format(time.RFC3339)
	if got := until(extend("Demo1234", "6m")); got != sixMonths {
		t.Fatalf("a six-month self-exclusion ends %s, want %s", got, sixMonths)
	}
	if got := until(extend("Demo1234", "7d")); got != sixMonths {
		t.Errorf("a shorter time-out asked for: the exclusion ends %s, want the longer %s kept", got, sixMonths)
	}
	p := bfftest.ExpectProblem(t, s.Login("demo01", "Demo1234"), http.StatusForbidden, httpx.CodeSelfExcluded)
	if p.Exclusion == nil || p.Exclusion.Until == nil || *p.Exclusion.Until != sixMonths {
		t.Errorf("the login is refused with %+v, want the six months", p.Exclusion)
	}
	bfftest.ExpectProblem(t, s.Call(http.MethodPost, "/api/v1/protection/exclusion-extensions",
		`{"username": "demo01", "password": "Demo1234", "length": "2h", "confirmed": false}`), http.StatusBadRequest, httpx.CodeValidationFailed)
}
