package bfftest

import (
	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"testing"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"go.uber.org/zap"
	"go.uber.org/zap/zaptest/observer"

	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/bff"
	"github.com/casinobff/bff/bff/session"
	"github.com/casinobff/bff/bff/sites"
	"github.com/casinobff/bff/config"
)

// Harness is the BFF with in-memory fakes of its catalogue and content, its other adapters over
// a fake upstream of its own, and its logs observed: for what the fake upstream cannot show (a
// panic inside an adapter, an error of no kind, several made-up answers at once) and for the
// tests that check the in-memory catalogue's own data. An outage of one call, a refusal, a
// stale answer or a call held open are the fake upstream's scenarios: test them over a Stack.
type Harness struct {
	t        *testing.T
	Server   *bff.Server
	token    string // demo01's session on the fake upstream
	Catalog  *Catalog
	Content  *Content
	Logs     *observer.ObservedLogs
	Registry *prometheus.Registry
}

// Option changes the server's options before it is built.
type Option func(*bff.Options)

// NewHarness builds the server for DemoSite over NewCatalog and NewContent, and a fake upstream
// for the rest.
func NewHarness(t *testing.T, opts ...Option) *Harness {
	t.Helper()
	core, logs := observer.New(zap.DebugLevel)
	h := &Harness{t: t, Catalog: NewCatalog(), Content: NewContent(), Logs: logs, Registry: prometheus.NewRegistry()}
	_, fakeURL := StartFakeUpstream(t)
	backends := RealBackends(t, fakeURL, time.Now, prometheus.NewRegistry())
	grant, err := backends.Accounts.Login(t.Context(), adapters.Scope{Language: "en"},
		adapters.Credentials{Method: adapters.LoginByUsername, Username: "demo01", Password: "Demo1234"})
	if err != nil {
		t.Fatal(err)
	}
	h.token = grant.Token
	backends.Catalog, backends.Content = h.Catalog, h.Content
	backends.ContentBaseURL, _ = url.Parse("http://127.0.0.1:1/content")
	o := bff.Options{
		Logger: zap.New(core), Sites: []config.Site{DemoSite}, Registry: h.Registry,
		Backends: map[string]sites.Backends{"demo": backends}, Sessions: Sealer,
	}
	for _, opt := range opts {
		opt(&o)
	}
	srv, err := bff.New(o)
	if err != nil {
		t.Fatal(err)
	}
	h.Server = srv
	return h
}

// WithBackends edits the demo site's backends.
func WithBackends(edit func(*sites.Backends)) Option {
	return func(o *bff.Options) {
		b := o.Backends["demo"]
		edit(&b)
		o.Backends["demo"] = b
	}
}

// WithPlayer gives the demo site p as its player backends and seals sessions with Sealer, so
// that MemberHeader's cookie opens.
func WithPlayer(p *Player) Option {
	return func(o *bff.Options) {
		WithBackends(func(b *sites.Backends) { b.Player = p.Backends() })(o)
		o.Sessions = Sealer
	}
}

// Do sends a request to host demo.test unless the headers say otherwise.
func (h *Harness) Do(method, target string, header http.Header, body io.Reader) *httptest.ResponseRecorder {
	h.t.Helper()
	req := httptest.NewRequestWithContext(context.Background(), method, target, body)
	req.Host = "demo.test"
	for k, vs := range header {
		if k == "Host" {
			req.Host = vs[0]
			continue
		}
		req.Header[k] = vs
	}
	return Serve(h.Server, req)
}

// Get sends a GET to host demo.test.
func (h *Harness) Get(target string) *httptest.ResponseRecorder {
	return h.Do(http.MethodGet, target, nil, nil)
}

// SessionFor is a session of merchant, as the login would seal it, with token.
func SessionFor(merchant, token string) session.Session {
	return session.Session{Token: token, UserName: "demo01", Merchant: merchant, Expiry: time.Now().Add(time.Hour)}
}

// MemberHeader is a request's header for a write by demo01, logged in on the harness's fake
// upstream.
func (h *Harness) MemberHeader() http.Header { return h.MemberHeaderOf(0) }

// MemberHeaderOf is MemberHeader with the session sealed for member type typ
// (session.TrialType: a free account).
func (h *Harness) MemberHeaderOf(typ int) http.Header {
	h.t.Helper()
	s := SessionFor("DEMO", h.token)
	s.Type = typ
	sealed, err := Sealer.Seal(s)
	if err != nil {
		h.t.Fatal(err)
	}
	return http.Header{
		"Cookie": {session.LocalCookieName + "=" + sealed}, "X-Csrf": {"1"},
		"Origin": {"http://demo.test"}, "Content-Type": {"application/json"},
	}
}

// Token is demo01's session token on the harness's fake upstream.
func (h *Harness) Token() string { return h.token }
