package bfftest

import (
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/casinobff/bff/adapters/fakeupstream"
	"github.com/casinobff/bff/adapters/upstream"
	"github.com/casinobff/bff/bff"
	"github.com/casinobff/bff/bff/sites"
	"github.com/casinobff/bff/config"
)

// The goldens' cases as the money features' lists build them: state made before a case, a
// scenario for it, a write sent once before it, and a write whose answer comes too late.

// Then has the case's server run f before its request, after whatever it runs already.
func Then(c GoldenCase, f func(t testing.TB, s *Stack)) GoldenCase {
	if earlier := c.Before; earlier != nil {
		c.Before = func(t testing.TB, s *Stack) { earlier(t, s); f(t, s) }
		return c
	}
	c.Before = f
	return c
}

// Under runs the case under the fake upstream's scenario name for paths (every path when none
// is named).
func Under(c GoldenCase, name string, paths ...string) GoldenCase {
	c.Scenario = fakeupstream.Scenario{Name: name, Paths: paths}
	return c
}

// SendWithKey sends a money write as the site does, with its key.
func SendWithKey(s *Stack, method, path, body, key string, cookie *http.Cookie) *httptest.ResponseRecorder {
	req := APIRequest(method, path, body)
	req.Header.Set("Idempotency-Key", key)
	req.AddCookie(cookie)
	return Serve(s.Server, req)
}

// SentBefore sends the case's write once before the case, signed in as user, with the case's
// key and body (the same body: a double tap; another: a key used again): the case then asks
// again.
func SentBefore(c GoldenCase, user, body string) GoldenCase {
	return Then(c, func(_ testing.TB, s *Stack) { SendWithKey(s, c.Method, c.Path, body, c.Key, s.SignIn(user)) })
}

// LateWrites makes golden cases of a write the client gives up on. Such a write still lands in
// the fake's ledger once its latency is over (the fake sleeps before it reads the body, so it
// does not see the client go): the case after it waits for that, so that every golden after
// sees the same ledger.
type LateWrites struct {
	User    string                     // whose ledger the write lands in
	Timeout time.Duration              // the client's deadline in the late case
	Client  func(time.Duration) Option // the server whose write client has that deadline
	entries int                        // the ledger's length before the late write
}

func (l *LateWrites) ledger(t testing.TB, s *Stack) int {
	led, err := s.Fake.Ledger(l.User)
	if err != nil {
		t.Fatal(err)
	}
	return len(led.Entries)
}

// Late is the case whose write to path answers after twice the client's deadline.
func (l *LateWrites) Late(c GoldenCase, path string) GoldenCase {
	c.Scenario = fakeupstream.Scenario{Name: fakeupstream.Slow, Latency: 2 * l.Timeout, Paths: []string{path}}
	c.Edits = []Option{l.Client(l.Timeout)}
	return Then(c, func(t testing.TB, s *Stack) { l.entries = l.ledger(t, s) })
}

// Landed is a case after Late's: it first waits for the late write to land.
func (l *LateWrites) Landed(c GoldenCase) GoldenCase {
	return Then(c, func(t testing.TB, s *Stack) {
		for deadline := time.Now().Add(5 * time.Second); l.ledger(t, s) == l.entries; time.Sleep(10 * time.Millisecond) {
			if time.Now().After(deadline) {
				t.Fatal("the late write never landed")
			}
		}
	})
}

// WithWalletTimeout gives RealServer's wallet backend (over its fake upstream, whose address
// is the site's ContentBaseURL) a client whose calls have d to answer instead of five seconds,
// so that a test can have a write's answer come too late in a fraction of a second.
func WithWalletTimeout(d time.Duration) Option {
	return withClientTimeout("wallet", d, func(b *sites.Backends, c *upstream.Client) { b.Wallet = upstream.NewMoney(c) })
}

// WithAgentsTimeout is WithWalletTimeout for the agent backend, whose calls go to the member
// backend.
func WithAgentsTimeout(d time.Duration) Option {
	return withClientTimeout("member", d, func(b *sites.Backends, c *upstream.Client) { b.Agents = upstream.NewAgents(c) })
}

// withClientTimeout has set put a client of backend, whose calls have d to answer, in the demo
// site's backends.
func withClientTimeout(backend string, d time.Duration, set func(*sites.Backends, *upstream.Client)) Option {
	return func(o *bff.Options) {
		site := config.DemoSite()
		b := o.Backends[site.ID]
		c, err := upstream.New(upstream.Options{
			Site: site.ID, Backend: backend, BaseURL: b.ContentBaseURL.String(), Merchant: site.Merchant, Timeout: d,
		})
		if err != nil {
			panic("bfftest: the " + backend + " client: " + err.Error())
		}
		set(&b, c)
		o.Backends[site.ID] = b
	}
}
