package main

import (
	"bytes"
	"context"
	"encoding/base64"
	"encoding/json"
	"net"
	"net/http"
	"net/http/httptest"
	"regexp"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/casinobff/bff/adapters/fakeupstream"
)

// checkUpstream is the fake upstream as bff check meets it: every call it receives is noted
// (method, path, the session's token), and a path in override is answered with a body of its
// own instead of the fake's.
type checkUpstream struct {
	fake     *fakeupstream.Server
	url      string
	override map[string]string

	mu    sync.Mutex
	calls []seenCall
}

type seenCall struct{ method, path, token string }

func startCheckUpstream(t *testing.T, sc fakeupstream.Scenario, override map[string]string) *checkUpstream {
	t.Helper()
	fake, err := fakeupstream.New(fakeupstream.Options{Scenario: sc})
	if err != nil {
		t.Fatal(err)
	}
	u := &checkUpstream{fake: fake, override: override}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		u.mu.Lock()
		u.calls = append(u.calls, seenCall{r.Method, r.URL.Path, r.Header.Get("Authorization")})
		u.mu.Unlock()
		if body, ok := u.override[r.URL.Path]; ok {
			w.Header().Set("Content-Type", "application/json")
			_, _ = w.Write([]byte(body))
			return
		}
		fake.ServeHTTP(w, r)
	}))
	t.Cleanup(srv.Close)
	u.url = srv.URL
	return u
}

func (u *checkUpstream) seen() []seenCall {
	u.mu.Lock()
	defer u.mu.Unlock()
	return slices.Clone(u.calls)
}

// runCheck runs bff check with args and the environment env (no configuration file), and
// answers what it printed on each stream.
func runCheck(t *testing.T, args []string, env map[string]string) (stdout, stderr string, err error) {
	t.Helper()
	var out, errOut bytes.Buffer
	err = run(context.Background(), append([]string{"check", "--config="}, args...), func(k string) string { return env[k] }, &out, &errOut)
	return out.String(), errOut.String(), err
}

// checkJSON runs bff check --json and decodes its report.
func checkJSON(t *testing.T, args []string, env map[string]string) (checkReport, string, error) {
	t.Helper()
	stdout, stderr, err := runCheck(t, append([]string{"--json"}, args...), env)
	var rep checkReport
	if jerr := json.Unmarshal([]byte(stdout), &rep); jerr != nil {
		t.Fatalf("--json printed no report (%v): %q, stderr %q, err %v", jerr, stdout, stderr, err)
	}
	return rep, stdout + stderr, err
}

var (
	publicCalls = []string{
		"SystemStatus", "WhiteLabel", "VendorInfo", "ListGames", "HotGames", "Winners", "HotMatches",
		"Announcements", "RegistrationSettings", "HelpCentre", "CustomerService", "PromotionCategories", "Login",
	}
	memberCalls = []string{"MemberInfo", "Balance", "Wallets", "DepositOptions", "WithdrawalOptions", "Protection", "Logout"}
	memberSkip  = map[string]string{
		"MemberInfo": resultSkip, "Balance": resultSkip, "Wallets": resultSkip, "DepositOptions": resultSkip,
		"WithdrawalOptions": resultSkip, "Protection": resultSkip, "Logout": resultSkip,
	}
)

// The check against the fake upstream: each row's result (ok unless the case says otherwise),
// what its detail says, and the exit. Whatever happens it writes nothing but the login and the
// logout, prints no token or password, and leaves no session open.
func TestCheckAgainstTheFakeUpstream(t *testing.T) {
	const badGameList = `{"success": true, "value": {"games": [{"gameId": "1", "isHot": "yes"}], "pageNum": 1, "totalPages": 1}}`
	cases := []struct {
		name     string
		scenario fakeupstream.Scenario
		override map[string]string
		password string // demo01's test login with this password; empty: none
		args     []string
		results  map[string]string
		details  map[string]string
		fails    bool
	}{
		{name: "normal", results: map[string]string{"Login": resultSkip}, details: map[string]string{
			"SystemStatus": "normal", "ListGames": "18 games of category RNG", "Login": "no test login given",
		}},
		{name: "normal with a test login", password: "Demo1234", details: map[string]string{
			"Login": "logged in as demo01", "Logout": "session ended", "DepositOptions": "deposit methods",
		}},
		{
			name: "a wrong password", password: "Wrong1234", fails: true,
			results: merge(map[string]string{"Login": resultFail}, memberSkip),
			details: map[string]string{"Login": "POST /wps/session/login: refused: login.fail (HTTP 200)", "Balance": "no session"},
		},
		{
			name: "maintenance", scenario: fakeupstream.Scenario{Name: fakeupstream.Maintenance}, password: "Demo1234", fails: true,
			results: map[string]string{"SystemStatus": resultFail},
			details: map[string]string{"SystemStatus": "MAINTENANCE: the back office says it is under maintenance"},
		},
		{
			name: "region restricted", scenario: fakeupstream.Scenario{Name: fakeupstream.RegionRestricted}, fails: true,
			results: map[string]string{"SystemStatus": resultFail, "Login": resultSkip},
			details: map[string]string{"SystemStatus": "REGION RESTRICTED: the back office refuses this machine's address"},
		},
		{
			name: "malformed", scenario: fakeupstream.Scenario{Name: fakeupstream.Malformed}, password: "Demo1234", fails: true,
			results: merge(map[string]string{
				"SystemStatus": resultFail, "WhiteLabel": resultFail, "VendorInfo": resultFail, "ListGames": resultFail,
				"RegistrationSettings": resultFail, "Login": resultFail,
				"HotGames": resultWarn, "Winners": resultWarn, "HotMatches": resultWarn, "Announcements": resultWarn,
				"HelpCentre": resultWarn, "CustomerService": resultWarn, "PromotionCategories": resultWarn,
			}, memberSkip),
			details: map[string]string{
				"SystemStatus": "status 200, answer is not an envelope: invalid character '<'",
				"Winners":      "status 200, answer is not an envelope",
				"Login":        "GET /wps/session/key/rsa: status 200, answer is not an envelope",
			},
		},
		{
			name: "a field of another type", override: map[string]string{"/wps/relay/GCSGAME_gameList": badGameList}, fails: true,
			results: map[string]string{"ListGames": resultFail, "Login": resultSkip},
			details: map[string]string{"ListGames": "value.games[0].isHot: expected number, got string"},
		},
		{
			name:     "a section's call fails",
			scenario: fakeupstream.Scenario{Name: fakeupstream.Failing, Paths: []string{"/wps/relay/GCSGAME_getRankList", "/wps/system/helpCenter"}},
			password: "Demo1234",
			results:  map[string]string{"Winners": resultWarn, "HelpCentre": resultWarn},
			details:  map[string]string{"Winners": "status 503", "HelpCentre": "status 503"},
		},
		{
			name:     "the balance refused",
			scenario: fakeupstream.Scenario{Name: fakeupstream.Refusing, Code: "system.busy", Paths: []string{"/wps/wallets/gcs"}},
			password: "Demo1234", fails: true,
			results: map[string]string{"Balance": resultFail},
			details: map[string]string{"Balance": "refused: system.busy (HTTP 200)"},
		},
		{
			name:     "a section too slow for --timeout",
			scenario: fakeupstream.Scenario{Name: fakeupstream.Slow, Latency: 5 * time.Second, Paths: []string{"/lgw/games/popular"}},
			args:     []string{"--timeout", "1s"},
			results:  map[string]string{"HotMatches": resultWarn, "Login": resultSkip},
			details:  map[string]string{"HotMatches": "no answer within 1s (--timeout)"},
		},
		{
			name:     "a payout call of the withdrawal options fails",
			scenario: fakeupstream.Scenario{Name: fakeupstream.Failing, Paths: []string{"/wps/member/bankCard"}},
			password: "Demo1234",
			results:  map[string]string{"WithdrawalOptions": resultWarn},
			details:  map[string]string{"WithdrawalOptions": "GET /wps/member/bankCard: status 503"},
		},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			u := startCheckUpstream(t, tc.scenario, tc.override)
			env := map[string]string{}
			if tc.password != "" {
				env = map[string]string{envCheckUser: "demo01", envCheckPassword: tc.password}
			}
			rep, printed, err := checkJSON(t, append([]string{"--upstream", u.url, "--merchant", "DEMO"}, tc.args...), env)
			if (err != nil) != tc.fails || rep.OK == tc.fails {
				t.Fatalf("exit error %v, report ok %v; want failure %v", err, rep.OK, tc.fails)
			}
			if len(rep.Sites) != 1 {
				t.Fatalf("%d sites reported, want 1", len(rep.Sites))
			}
			calls := rep.Sites[0].Calls
			want := publicCalls
			if tc.password != "" {
				want = append(slices.Clone(publicCalls), memberCalls...)
			}
			var names []string
			for _, c := range calls {
				names = append(names, c.Call)
				result := tc.results[c.Call]
				if result == "" {
					result = resultOK
				}
				if c.Result != result {
					t.Errorf("%s: %s (%s), want %s", c.Call, c.Result, c.Detail, result)
				}
				if d := tc.details[c.Call]; !strings.Contains(c.Detail, d) {
					t.Errorf("%s: detail %q, want it to say %q", c.Call, c.Detail, d)
				}
				if c.Result == resultOK {
					checkPathsCalled(t, u, c)
				}
			}
			if !slices.Equal(names, want) {
				t.Errorf("calls %v, want %v", names, want)
			}
			checkWritesAndSecrets(t, u, printed, tc.password)
		})
	}
}

// checkPathsCalled: every upstream call a row that answered names reached the back office, so
// that the table's paths are the adapters' own.
func checkPathsCalled(t *testing.T, u *checkUpstream, c callReport) {
	t.Helper()
	for _, want := range c.Upstream {
		if !slices.ContainsFunc(u.seen(), func(s seenCall) bool { return s.method+" "+s.path == want }) {
			t.Errorf("%s answered, but the back office saw no %s", c.Call, want)
		}
	}
}

// checkWritesAndSecrets: the login and the logout are the only writes; no token or password is
// printed; every session the check opened is closed.
func checkWritesAndSecrets(t *testing.T, u *checkUpstream, printed, password string) {
	t.Helper()
	tokens := map[string]bool{}
	for _, s := range u.seen() {
		if s.token != "" {
			tokens[s.token] = true
		}
		if s.method != http.MethodGet && s.method+" "+s.path != "POST /wps/session/login" && s.method+" "+s.path != "DELETE /wps/session/logout" {
			t.Errorf("the check wrote %s %s", s.method, s.path)
		}
	}
	if password != "" && strings.Contains(printed, password) {
		t.Error("the password was printed")
	}
	for token := range tokens {
		if strings.Contains(printed, token) {
			t.Error("a session token was printed")
		}
		req, err := http.NewRequestWithContext(context.Background(), http.MethodGet, u.url+"/wps/member/info", nil)
		if err != nil {
			t.Fatal(err)
		}
		req.Header.Set("Merchant", "DEMO")
		req.Header.Set("Authorization", token)
		res, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		_ = res.Body.Close()
		if res.StatusCode != http.StatusUnauthorized {
			t.Errorf("the check's session still answers %d after the check", res.StatusCode)
		}
	}
}

func merge(ms ...map[string]string) map[string]string {
	out := map[string]string{}
	for _, m := range ms {
		for k, v := range m {
			out[k] = v
		}
	}
	return out
}

// Nothing listens at the back office's address: every call says so, the needed ones fail, the
// login fails and the member's calls are not made.
func TestCheckWithNothingListening(t *testing.T) {
	ln, err := (&net.ListenConfig{}).Listen(context.Background(), "tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	_ = ln.Close()
	rep, _, err := checkJSON(t, []string{"--upstream", "http://" + addr, "--merchant", "DEMO", "--user", "demo01", "--password", "Demo1234"}, nil)
	if err == nil || rep.OK {
		t.Fatal("the check passed with nothing listening")
	}
	for _, c := range rep.Sites[0].Calls {
		want := resultWarn
		switch {
		case slices.Contains(memberCalls, c.Call):
			want = resultSkip
		case c.Needed:
			want = resultFail
		}
		if c.Result != want {
			t.Errorf("%s: %s, want %s", c.Call, c.Result, want)
		}
		if want != resultSkip && !strings.Contains(c.Detail, "connection refused: nothing listens at "+addr) {
			t.Errorf("%s: detail %q, want the refused connection", c.Call, c.Detail)
		}
	}
}

// With no configuration the check checks the demo site on the embedded fixture upstream, and
// prints its table.
func TestCheckTheDemoInFixtureMode(t *testing.T) {
	stdout, stderr, err := runCheck(t, nil, map[string]string{envCheckUser: "demo01", envCheckPassword: "Demo1234"})
	if err != nil {
		t.Fatalf("%v\n%s%s", err, stdout, stderr)
	}
	for _, want := range []string{
		"site demo (merchant DEMO, language bn): fixture upstream at http://127.0.0.1:",
		"SITE  CALL",
		"demo  SystemStatus",
		"demo  Login",
		"                            POST /wps/session/login\n",
		"demo  Logout                DELETE /wps/session/logout",
		"demo: 20 calls, 0 failed, 0 warnings",
		"check passed: 1 site(s) ready",
	} {
		if !strings.Contains(stdout, want) {
			t.Errorf("the table lacks %q:\n%s", want, stdout)
		}
	}
	if strings.Contains(stdout, "Demo1234") {
		t.Error("the password was printed")
	}
}

// The configured sites in http mode, one picked by --site; a site that refuses countries by
// the back office's word has its location call checked too; a maintenance fails the check and
// names the site.
func TestCheckConfiguredSites(t *testing.T) {
	up := startCheckUpstream(t, fakeupstream.Scenario{}, nil)
	down := startCheckUpstream(t, fakeupstream.Scenario{Name: fakeupstream.Maintenance}, nil)
	site := func(id, url, more string) string {
		return `{"id":"` + id + `","hosts":["` + id + `.localhost"],"merchant":"DEMO","name":"` + id + `","languages":["en"],
			"currency":{"code":"BDT","symbol":"৳"},"theme":{"primary":"#000","accent":"#fff"},` + more + `
			"backends":{"games":"` + url + `","member":"` + url + `","wallet":"` + url + `","content":"` + url + `"}}`
	}
	env := map[string]string{
		"BFF_UPSTREAM_MODE": "http",
		"BFF_COOKIE_KEY":    base64.StdEncoding.EncodeToString([]byte("check-test-key-of-thirty-two-by!")),
		"BFF_SITES":         "[" + site("one", up.url, `"regions":{"refused":["NP"]},`) + "," + site("two", down.url, "") + "]",
	}
	rep, _, err := checkJSON(t, []string{"--site", "one"}, env)
	if err != nil || len(rep.Sites) != 1 || rep.Sites[0].Site != "one" || rep.Sites[0].Language != "en" {
		t.Fatalf("--site one: %v, %+v", err, rep.Sites)
	}
	location := rep.Sites[0].Calls[12]
	if location.Call != "Location" || location.Result != resultOK || !strings.Contains(location.Detail, "is in BD") {
		t.Errorf("the 13th call: %+v, want the location of this machine's address", location)
	}
	stdout, _, err := runCheck(t, nil, env)
	if err == nil || !strings.Contains(err.Error(), "check failed: site two: SystemStatus") {
		t.Errorf("both sites: %v, want site two's status to fail", err)
	}
	if !strings.Contains(stdout, "one: 14 calls, 0 failed") || !regexp.MustCompile(`\ntwo +SystemStatus +GET /wps/system/status +FAIL +\d`).MatchString(stdout) {
		t.Errorf("both sites' tables expected:\n%s", stdout)
	}
}

// What is wrong before any call: the configuration (every problem at once) and the flags.
func TestCheckRefusesBeforeCalling(t *testing.T) {
	cases := []struct {
		name string
		args []string
		env  map[string]string
		want []string
	}{
		{
			name: "an invalid configuration", env: map[string]string{"BFF_UPSTREAM_MODE": "http", "BFF_SITES": `[{"id":"x","merchant":"X"}]`},
			want: []string{"configuration:", "cookie.key", "sites[0].backends.games"},
		},
		{name: "a user without a password", args: []string{"--user", "demo01"}, want: []string{"needs both --user and --password"}},
		{name: "an upstream without a merchant", args: []string{"--upstream", "http://127.0.0.1:1"}, want: []string{"--upstream and --merchant go together"}},
		{
			name: "plain http off this machine", args: []string{"--upstream", "http://backoffice.example.com", "--merchant", "M"},
			want: []string{"must be https"},
		},
		{name: "an unknown site", args: []string{"--site", "nope"}, want: []string{`--site "nope" names no configured site`}},
		{name: "a language the site has no words for", args: []string{"--language", "fr"}, want: []string{`--language "fr"`}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			stdout, _, err := runCheck(t, tc.args, tc.env)
			if err == nil {
				t.Fatalf("no error; printed %q", stdout)
			}
			for _, w := range tc.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("error %q does not say %q", err, w)
				}
			}
			if stdout != "" {
				t.Errorf("printed %q before refusing", stdout)
			}
		})
	}
}
