package upstream

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/casinobff/bff/adapters"
)

// fakeUpstream is an upstream whose behaviour a test switches at will; it counts every request
// and keeps the last one's headers.
type fakeUpstream struct {
	srv  *httptest.Server
	hits atomic.Int64

	mu      sync.Mutex
	handler http.HandlerFunc
	last    *http.Request
}

func newFake(t *testing.T, h http.HandlerFunc) *fakeUpstream {
	t.Helper()
	f := &fakeUpstream{handler: h}
	f.srv = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		f.hits.Add(1)
		f.mu.Lock()
		f.last = r.Clone(context.Background())
		h := f.handler
		f.mu.Unlock()
		h(w, r)
	}))
	t.Cleanup(f.srv.Close)
	return f
}

func (f *fakeUpstream) set(h http.HandlerFunc) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.handler = h
}

func (f *fakeUpstream) lastRequest() *http.Request {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.last
}

// answer writes body as is with status.
func answer(status int, body string) http.HandlerFunc {
	return func(w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(status)
		_, _ = w.Write([]byte(body))
	}
}

// value answers a successful envelope around the JSON value.
func value(v string) http.HandlerFunc {
	return answer(http.StatusOK, `{"success":true,"value":`+v+`}`)
}

func refusal(status int, code string) http.HandlerFunc {
	return answer(status, fmt.Sprintf(`{"success":false,"errorCode":%q,"message":"no"}`, code))
}

// hang never answers; it lets go when the client gives up.
func hang(w http.ResponseWriter, r *http.Request) { <-r.Context().Done() }

// dropConnection closes the connection without an answer, like a crashed upstream.
func dropConnection(w http.ResponseWriter, _ *http.Request) {
	conn, _, err := http.NewResponseController(w).Hijack()
	if err == nil {
		_ = conn.Close()
	}
}

// routes answers by path, and 404 with a refusal for anything else.
func routes(m map[string]http.HandlerFunc) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		if h, ok := m[r.URL.Path]; ok {
			h(w, r)
			return
		}
		refusal(http.StatusNotFound, "not.found")(w, r)
	}
}

type testClient struct {
	*Client
	reg *prometheus.Registry
}

// newTestClient builds a Client against f with small waits; edit adjusts the options.
func newTestClient(t *testing.T, f *fakeUpstream, edit func(*Options)) testClient {
	t.Helper()
	reg := prometheus.NewRegistry()
	o := Options{
		Site:     "s1",
		Backend:  "games",
		BaseURL:  f.srv.URL,
		Merchant: "M1",
		Timeout:  2 * time.Second,
		Retry:    Retry{Max: 2, WaitMin: time.Millisecond, WaitMax: 2 * time.Millisecond},
		Breaker:  Breaker{Failures: 3, OpenTimeout: time.Minute},
		Metrics:  NewMetrics(reg),
	}
	if edit != nil {
		edit(&o)
	}
	c, err := New(o)
	if err != nil {
		t.Fatalf("New: %v", err)
	}
	return testClient{Client: c, reg: reg}
}

// metric reads one gauge value or histogram sample count by name and label values.
func (tc testClient) metric(t *testing.T, name string, labels map[string]string) float64 {
	t.Helper()
	mfs, err := tc.reg.Gather()
	if err != nil {
		t.Fatalf("gather: %v", err)
	}
	for _, mf := range mfs {
		if mf.GetName() != name {
			continue
		}
	next:
		for _, m := range mf.GetMetric() {
			for _, lp := range m.GetLabel() {
				if want, ok := labels[lp.GetName()]; ok && want != lp.GetValue() {
					continue next
				}
			}
			if h := m.GetHistogram(); h != nil {
				return float64(h.GetSampleCount())
			}
			return m.GetGauge().GetValue()
		}
	}
	return 0
}

var visitor = adapters.Scope{Language: "en"}

// kind names the class of an error the way the tests expect it.
func kind(err error) string {
	var be *adapters.BusinessError
	switch {
	case err == nil:
		return "ok"
	case errors.Is(err, adapters.ErrUnauthorized):
		return "unauthorized"
	case errors.As(err, &be):
		return "refused:" + be.Code
	case errors.Is(err, adapters.ErrOutcomeUnknown) && errors.Is(err, adapters.ErrUnavailable):
		return "both unknown and unavailable: " + err.Error()
	case errors.Is(err, adapters.ErrOutcomeUnknown):
		return "unknown"
	case errors.Is(err, adapters.ErrUnavailable):
		return "unavailable"
	default:
		return "other: " + err.Error()
	}
}
