package protection_test

import (
	"net/http"
	"testing"
	"time"

	"github.com/casinobff/bff/bff/bfftest"
)

// TestGoldens writes and checks testdata/bff/protection: every endpoint and every refusal, over
// one fake upstream whose member state carries over from case to case.
func TestGoldens(t *testing.T) {
	const (
		limits = `{"limits": [{"kind": "deposit", "period": "day", "amount": "1000"}, {"kind": "loss", "period": "week", "amount": "5000"}, {"kind": "session", "minutes": 120}]}`
		raise  = `{"limits": [{"kind": "deposit", "period": "day", "amount": "5000"}, {"kind": "loss", "period": "week", "remove": true}]}`
		bad    = `{"limits": [{"kind": "bet", "period": "day", "amount": "10"}, {"kind": "deposit", "period": "year", "amount": "-1"}, {"kind": "session", "minutes": 0}]}`
	)
	// stale is agent01's session cookie from before its time-out: the BFF must refuse it with the
	// time-out's end, whatever it is sent to.
	var stale *http.Cookie
	staleSession := func(t testing.TB, s *bfftest.Stack) *http.Cookie {
		if stale == nil {
			stale = s.SignIn("agent01")
			rec := s.Call(http.MethodPost, "/api/v1/protection/time-outs", `{"length": "7d", "confirmed": true}`, stale)
			bfftest.WantStatus(t, rec, http.StatusCreated)
		}
		return stale
	}
	withKey := func(key string, c bfftest.GoldenCase) bfftest.GoldenCase { c.Key = key; return c }
	withSession := func(c bfftest.GoldenCase) bfftest.GoldenCase { c.Session = staleSession; return c }

	sessionLimit := bfftest.Golden("session-limit-reached", "/api/v1/protection", 401,
		"demo01's session limit of 120 minutes has passed since its login: the session ends (cookie cleared), session_limit_reached.")
	sessionLimit.Session = func(t testing.TB, s *bfftest.Stack) *http.Cookie {
		c := s.SignIn("demo01")
		s.Clock.Advance(121 * time.Minute)
		return c
	}

	strict := func(c bfftest.GoldenCase) bfftest.GoldenCase {
		c.Headers = map[string]string{"Host": bfftest.StrictHost}
		c.Edits = []bfftest.Option{bfftest.WithStrictSite()}
		c.Before = func(_ testing.TB, s *bfftest.Stack) { s.Fake.SetLocation("", "NP") }
		return c
	}

	bfftest.RunGoldens(t, "protection", []bfftest.GoldenCase{
		bfftest.Golden("protection-login-required", "/api/v1/protection", 401, "A visitor has no protection settings: login_required."),
		bfftest.As("demo01", bfftest.Golden("protection", "/api/v1/protection", 200,
			"demo01 with no limits: the site's default reality check, this session's login and its net result.")),
		bfftest.As("demo01", bfftest.Write(http.MethodPut, "limits", "/api/v1/protection/limits", 200, limits,
			"demo01 sets a daily deposit limit of 1000, a weekly loss limit of 5000 and a session limit of 120 minutes: new limits apply at once.")),
		bfftest.As("demo01", bfftest.Write(http.MethodPut, "limits-raised", "/api/v1/protection/limits", 200, raise,
			"demo01 raises the daily deposit limit to 5000 and removes the loss limit: both wait 24 hours (pending, with the time they apply); the limits in force stay.")),
		bfftest.As("demo01", bfftest.Write(http.MethodPut, "limits-invalid", "/api/v1/protection/limits", 400, bad,
			"An unknown kind, a period the site does not offer, a negative amount and a session limit of 0 minutes: validation_failed naming each.")),
		withKey("deposit-over-limit-1", bfftest.As("demo01", bfftest.Write(http.MethodPost, "deposit-limit-exceeded", "/api/v1/deposits", 422,
			`{"methodId": "PG-301", "amount": "1500"}`,
			"A deposit of 1500 under the daily limit of 1000 (the raise still pending): limit_exceeded naming the limit and the 1000.00 that remains; nothing reaches the back office."))),
		bfftest.As("demo01", bfftest.Write(http.MethodPut, "reality-check", "/api/v1/protection/reality-check", 200, `{"minutes": 30}`,
			"demo01 chooses a reality check every 30 minutes, one of the site's choices.")),
		bfftest.As("demo01", bfftest.Write(http.MethodPut, "reality-check-invalid", "/api/v1/protection/reality-check", 400, `{"minutes": 7}`,
			"An interval the site does not offer: validation_failed.")),
		sessionLimit,
		bfftest.As("demo01", bfftest.Write(http.MethodPost, "time-out-unconfirmed", "/api/v1/protection/time-outs", 400, `{"length": "24h"}`,
			"A time-out without the player's confirmation: validation_failed on confirmed.")),
		bfftest.As("demo01", bfftest.Write(http.MethodPost, "self-exclusion-invalid", "/api/v1/protection/self-exclusions", 400,
			`{"length": "2y", "confirmed": true}`, "A self-exclusion of a length the site does not offer: validation_failed on length.")),
		bfftest.As("demo01", bfftest.Write(http.MethodPost, "time-out", "/api/v1/protection/time-outs", 201,
			`{"length": "24h", "confirmed": true}`, "demo01 takes a 24-hour time-out: in force until its end, and the session ends at once (cookie cleared).")),
		bfftest.Write(http.MethodPost, "login-self-excluded", "/api/v1/session", 403, `{"username": "demo01", "password": "Demo1234"}`,
			"demo01 logs in during its time-out: self_excluded with the end."),
		bfftest.Write(http.MethodPost, "exclusion-extension-refused", "/api/v1/protection/exclusion-extensions", 401,
			`{"username": "demo01", "password": "Wrong9999", "length": "6m", "confirmed": true}`,
			"A longer exclusion asked for with a wrong password: invalid_credentials, nothing changes."),
		bfftest.Write(http.MethodPost, "exclusion-extension", "/api/v1/protection/exclusion-extensions", 201,
			`{"username": "demo01", "password": "Demo1234", "length": "6m", "confirmed": true}`,
			"demo01, on its time-out and without a session, self-excludes for six months with its user name and password: the exclusion in force now."),
		bfftest.As("agent02", bfftest.Write(http.MethodPost, "self-exclusion", "/api/v1/protection/self-exclusions", 201,
			`{"length": "6m", "confirmed": true}`, "agent02 excludes itself for six months; the session ends at once.")),
		withSession(bfftest.Write(http.MethodPost, "launch-self-excluded", "/api/v1/launches", 403, bfftest.LaunchSuperAce,
			"A game launched with a session cookie from before a 7-day time-out: self_excluded with the end, and the cookie cleared.")),
		withKey("deposit-excluded-0001", withSession(bfftest.Write(http.MethodPost, "deposit-self-excluded", "/api/v1/deposits", 403,
			`{"methodId": "PG-301", "amount": "500"}`, "A deposit with the same stale cookie: self_excluded; nothing reaches the back office."))),
		withKey("claim-excluded-0001", withSession(bfftest.Write(http.MethodPost, "claim-self-excluded", "/api/v1/rebates/claims", 403, "",
			"A rebate claim with the same stale cookie: self_excluded."))),
		withSession(bfftest.Golden("protection-self-excluded", "/api/v1/protection", 403,
			"Any call of the stale session answers the time-out: self_excluded.")),
		strict(bfftest.Golden("site-strict", "/api/v1/site", 200,
			"The second site, from a refused country (NP): its status and responsible-gaming content still answer (minimum age 21, its licence, its reality-check choices).")),
		strict(bfftest.Golden("region-restricted", "/api/v1/games?category=RNG", 403,
			"The second site refuses Nepal, where the upstream's location answer puts the client: region_restricted.")),
	})
}
