package bfftest

import (
	"net/http"
	"net/http/httptest"
	"net/url"
	"sync"
	"testing"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"go.uber.org/zap"

	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/adapters/cached"
	"github.com/casinobff/bff/adapters/fakeupstream"
	"github.com/casinobff/bff/adapters/fakeupstream/fakeuptest"
	"github.com/casinobff/bff/adapters/upstream"
	"github.com/casinobff/bff/bff"
	"github.com/casinobff/bff/bff/session"
	"github.com/casinobff/bff/bff/sites"
	"github.com/casinobff/bff/config"
	"github.com/casinobff/bff/config/defaults"
)

// CacheTTL is the catalogue cache's freshness in the real stack: the configuration's.
const CacheTTL = defaults.CacheTTL

// Clock is the time of the cache, the sessions and the rate limits, moved by the test.
type Clock struct {
	mu  sync.Mutex
	now time.Time
}

// NewClock is a clock at t.
func NewClock(t time.Time) *Clock { return &Clock{now: t} }

// Now implements the clock.
func (c *Clock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.now
}

// Advance moves the clock on by d.
func (c *Clock) Advance(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.now = c.now.Add(d)
}

// GoldenTime is when the goldens, and every Stack, start: noon UTC of 2026-11-22 (18:00 in
// Dhaka, the records' zone).
var GoldenTime = time.Date(2026, 11, 22, 12, 0, 0, 0, time.UTC)

// StartFakeUpstream starts the fake upstream on a loopback port for the test's lifetime, its
// back office on the real clock.
func StartFakeUpstream(t testing.TB) (*fakeupstream.Server, string) {
	t.Helper()
	return StartFakeUpstreamAt(t, nil)
}

// StartFakeUpstreamAt is StartFakeUpstream with the back office's clock at now (the times of
// its ledger, deposits and withdrawals, and its demo history, which ends at its start). It
// keeps every call's request (Server.Requests), for tests that check what the BFF sent.
func StartFakeUpstreamAt(t testing.TB, now func() time.Time) (*fakeupstream.Server, string) {
	t.Helper()
	return fakeuptest.Start(t, fakeupstream.Options{Now: now, KeepRequests: true})
}

// RealServer is the server over the real upstream client and cache, calling fakeURL, with the
// cache, sessions and rate limits on clk; edits change its options before it is built.
func RealServer(t testing.TB, fakeURL string, clk *Clock, edits ...Option) *bff.Server {
	t.Helper()
	reg := prometheus.NewRegistry()
	site := config.DemoSite()
	// As cmd/bff does in fixture mode: every backend is the fake, whose loopback address the
	// site may then send players to (its launch addresses).
	site.Backends = config.Backends{Games: fakeURL, Member: fakeURL, Wallet: fakeURL, Content: fakeURL}
	o := bff.Options{
		Logger: zap.NewNop(), Sites: []config.Site{site}, Registry: reg,
		Backends: map[string]sites.Backends{site.ID: RealBackends(t, fakeURL, clk.Now, reg)},
		Sessions: Sealer,
		Now:      clk.Now,
	}
	for _, edit := range edits {
		edit(&o)
	}
	srv, err := bff.New(o)
	if err != nil {
		t.Fatal(err)
	}
	return srv
}

// RealBackends are the demo site's adapters over the fake upstream at fakeURL, as cmd/bff builds
// them: the upstream clients, the catalogue's under the cache on now, their metrics on reg.
func RealBackends(t testing.TB, fakeURL string, now func() time.Time, reg prometheus.Registerer) sites.Backends {
	t.Helper()
	um, cm := upstream.NewMetrics(reg), cached.NewMetrics(reg)
	site := config.DemoSite()
	client := func(backend string) *upstream.Client {
		c, err := upstream.New(upstream.Options{
			Site: site.ID, Backend: backend, BaseURL: fakeURL, Merchant: site.Merchant, Metrics: um,
		})
		if err != nil {
			t.Fatal(err)
		}
		return c
	}
	opts := cached.Options{Site: site.ID, Now: now, Metrics: cm} // the configuration's defaults
	base, err := url.Parse(fakeURL)
	if err != nil {
		t.Fatal(err)
	}
	return sites.Backends{
		Catalog:        cached.NewGames(upstream.NewGames(client("games")), opts),
		Content:        cached.NewContent(upstream.NewContent(client("content")), opts),
		ContentBaseURL: base,
		Player:         PlayerOver(t, fakeURL, um),
		Accounts:       upstream.NewAccounts(client("member")),
		Wallet:         upstream.NewMoney(client("wallet")),
		Agents:         upstream.NewAgents(client("member")),
		Messages:       upstream.NewMessages(client("content"), client("member")),
		Profiles:       upstream.NewProfiles(client("member")),
		Promotions:     cached.NewPromotions(upstream.NewPromotions(client("content"), client("member")), opts),
		Protection:     upstream.NewProtection(client("member")),
		Locator:        upstream.NewLocator(client("content")),
	}
}

// StrictHost is the host of StrictSite.
const StrictHost = "strict.test"

// StrictSite is the tests' second site: minimum age 21, Nepal refused by the upstream's location
// answer, a licence of its own, reality checks every 1 or 5 minutes, daily limits only.
func StrictSite() config.Site {
	s := config.DemoSite()
	s.ID, s.Hosts, s.Merchant, s.Name = "strict", []string{StrictHost}, "STRICT", "Strict Casino"
	s.MinAge = config.AdultMinAge
	s.Licence = config.Licence{Issuer: "Malta Gaming Authority", Number: "MGA/B2C/000/2026", VerifyURL: "https://licence.example/verify/MGA-B2C-000-2026"}
	s.ResponsibleGaming.RealityCheck = config.RealityCheck{Choices: []int{1, 5}, Default: 1}
	s.ResponsibleGaming.LimitPeriods = []string{config.PeriodDay}
	s.Regions = config.Regions{Refused: []string{"NP"}, CountrySource: config.CountryFromUpstream}
	return s
}

// WithStrictSite adds StrictSite to RealServer, over the demo site's backends (the fake upstream
// does not tell merchants apart).
func WithStrictSite() Option {
	return func(o *bff.Options) {
		strict := StrictSite()
		o.Sites = append(o.Sites, strict)
		o.Backends[strict.ID] = o.Backends[config.DemoSite().ID]
	}
}

// PlayerOver is the demo site's player backends over the fake upstream at fakeURL: the member
// and games clients as cmd/bff builds them, with reads retried, so that a test can tell that a
// write is not.
func PlayerOver(t testing.TB, fakeURL string, um *upstream.Metrics) adapters.Player {
	t.Helper()
	site := config.DemoSite()
	client := func(backend string) *upstream.Client {
		c, err := upstream.New(upstream.Options{
			Site: site.ID, Backend: backend, BaseURL: fakeURL, Merchant: site.Merchant,
			Metrics: um, Retry: upstream.Retry{Max: 2, WaitMin: time.Millisecond, WaitMax: 5 * time.Millisecond},
		})
		if err != nil {
			t.Fatal(err)
		}
		return c
	}
	// Straight to the clients, as in cmd/bff: the player's calls never pass the catalogue cache.
	return upstream.NewPlayer(client("member"), client("games"))
}

// Stack is the real server over a fake upstream of its own, so that member state and hit
// counts belong to one test.
type Stack struct {
	t      testing.TB
	Fake   *fakeupstream.Server
	URL    string
	Clock  *Clock
	Server *bff.Server
}

// NewStack starts a fake upstream and the real server over it, both on one clock at
// GoldenTime.
func NewStack(t testing.TB, edits ...Option) *Stack {
	t.Helper()
	clk := NewClock(GoldenTime)
	fake, url := StartFakeUpstreamAt(t, clk.Now)
	return &Stack{t: t, Fake: fake, URL: url, Clock: clk, Server: RealServer(t, url, clk, edits...)}
}

// Call sends a request as the site does (see APIRequest), with cookies added.
func (s *Stack) Call(method, target, body string, cookies ...*http.Cookie) *httptest.ResponseRecorder {
	s.t.Helper()
	return APICall(s.Server, method, target, body, cookies...)
}

// SignIn logs in as a demo account and answers its cookie; each call is a session of its own.
func (s *Stack) SignIn(user string) *http.Cookie {
	s.t.Helper()
	return SignIn(s.t, s.Server, user)
}

// Login posts a user name and password.
func (s *Stack) Login(user, password string) *httptest.ResponseRecorder {
	s.t.Helper()
	return s.Call(http.MethodPost, "/api/v1/session", `{"username":"`+user+`","password":"`+password+`"}`)
}

// Scenario switches the fake upstream's scenario.
func (s *Stack) Scenario(sc fakeupstream.Scenario) {
	s.t.Helper()
	if err := s.Fake.SetScenario(sc); err != nil {
		s.t.Fatal(err)
	}
}

// Token opens a session cookie the way the server does and answers the upstream token in it.
func (s *Stack) Token(c *http.Cookie) string {
	s.t.Helper()
	sess, err := Sealer.Open(c.Value, s.Clock.Now())
	if err != nil {
		s.t.Fatalf("the session cookie does not open: %v", err)
	}
	return sess.Token
}

// Failing is the fake upstream's scenario in which the calls to paths fail (every call when
// none is named).
func Failing(paths ...string) fakeupstream.Scenario {
	return fakeupstream.Scenario{Name: fakeupstream.Failing, Paths: paths}
}

// Sealer seals the session cookies of every test server, so that a test can open a session
// cookie and see the token the BFF keeps from the browser.
var Sealer = func() *session.Sealer {
	s, err := session.NewSealer([]byte("bff-tests-seal-sessions-32-bytes"))
	if err != nil {
		panic(err)
	}
	return s
}()
