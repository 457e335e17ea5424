package upstream

import (
	"context"
	"errors"
	"fmt"
	"mime"
	"mime/multipart"
	"net/http"
	"net/url"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"go.uber.org/zap"

	"github.com/casinobff/bff/adapters"
)

// answering is a bottom proxy that answers err and counts its calls.
func answering(err error, calls *int) proxy {
	return func(context.Context, *request) error {
		*calls++
		return err
	}
}

func TestStackRunsLayersOutermostFirst(t *testing.T) {
	var trace []string
	named := func(name string) layer {
		return func(next proxy) proxy {
			return func(ctx context.Context, r *request) error {
				trace = append(trace, name)
				err := next(ctx, r)
				trace = append(trace, "/"+name)
				return err
			}
		}
	}
	bottom := func(context.Context, *request) error { trace = append(trace, "bottom"); return nil }
	if err := stack(bottom, named("a"), named("b"))(t.Context(), &request{}); err != nil {
		t.Fatal(err)
	}
	if want := []string{"a", "b", "bottom", "/b", "/a"}; !slices.Equal(trace, want) {
		t.Errorf("ran %v, want %v", trace, want)
	}
}

func TestNewRequestTellsWritesFromReads(t *testing.T) {
	tests := []struct {
		call  Call
		write bool
	}{
		{Call{}, false},
		{Call{Method: http.MethodHead}, false},
		{Call{Method: http.MethodGet, NotIdempotent: true}, true},
		{Call{Method: http.MethodPost}, true},
		{Call{Method: http.MethodPut}, true},
		{Call{Method: http.MethodDelete}, true},
	}
	for _, tt := range tests {
		r := newRequest(visitor, tt.call, nil)
		if r.write != tt.write || r.call.Method == "" {
			t.Errorf("%+v: write %v, method %q; want write %v and a method", tt.call, r.write, r.call.Method, tt.write)
		}
	}
}

func TestObserveLabelsTheOutcome(t *testing.T) {
	tests := []struct {
		err  error
		want string
	}{
		{nil, "ok"},
		{&adapters.BusinessError{Code: "x"}, "refused"},
		{fmt.Errorf("%w: status 401", adapters.ErrUnauthorized), "unauthorized"},
		{outage(errors.New("status 502")), "unavailable"},
		{&outcomeUnknownError{cause: context.DeadlineExceeded}, "unknown"},
	}
	for _, tt := range tests {
		t.Run(tt.want, func(t *testing.T) {
			reg := prometheus.NewRegistry()
			var calls int
			p := observe(NewMetrics(reg), "wallet")(answering(tt.err, &calls))
			if err := p(t.Context(), newRequest(visitor, Call{Op: "Transfer"}, nil)); !errors.Is(err, tt.err) {
				t.Fatalf("got %v, want %v as it is", err, tt.err)
			}
			labels := map[string]string{"backend": "wallet", "operation": "Transfer", "outcome": tt.want}
			if n := (testClient{reg: reg}).metric(t, "bff_upstream_request_duration_seconds", labels); n != 1 {
				t.Errorf("%v observations labelled %v, want 1", n, labels)
			}
		})
	}
	t.Run("without metrics", func(t *testing.T) {
		var calls int
		if err := observe(nil, "wallet")(answering(nil, &calls))(t.Context(), &request{}); err != nil || calls != 1 {
			t.Fatalf("%v after %d calls", err, calls)
		}
	})
}

func TestEncode(t *testing.T) {
	tests := []struct {
		name        string
		scope       adapters.Scope
		call        Call
		wantURL     string
		wantBody    string // "" for none; multipart bodies are checked apart
		contentType string
	}{
		{
			name:    "read with a query",
			scope:   visitor,
			call:    Call{Method: http.MethodGet, Path: "/wps/x", Query: url.Values{"b": {"2"}, "a": {"1"}}},
			wantURL: "http://upstream.test/wps/x?a=1&b=2",
		},
		{
			name:        "JSON body",
			scope:       adapters.Scope{Language: "bn", Token: "tok"},
			call:        Call{Method: http.MethodPost, Path: "/wps/x", Body: map[string]int{"amount": 1}, Form: url.Values{"ignored": {"1"}}},
			wantURL:     "http://upstream.test/wps/x",
			wantBody:    `{"amount":1}`,
			contentType: "application/json",
		},
		{
			name:        "form",
			scope:       visitor,
			call:        Call{Method: http.MethodPost, Path: "/wps/x", Form: url.Values{"a": {"1 2"}}},
			wantURL:     "http://upstream.test/wps/x",
			wantBody:    "a=1+2",
			contentType: "application/x-www-form-urlencoded",
		},
		{
			name:  "multipart",
			scope: visitor,
			call: Call{
				Method: http.MethodPost, Path: "/wps/x", Form: url.Values{"kind": {"id"}},
				Files: []File{{Field: "front", Name: "front.png", MediaType: "image/png", Data: []byte("png")}},
			},
			wantURL:     "http://upstream.test/wps/x",
			contentType: "multipart/form-data",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var calls int
			r := newRequest(tt.scope, tt.call, nil)
			if err := encode("http://upstream.test", "M1")(answering(nil, &calls))(t.Context(), r); err != nil || calls != 1 {
				t.Fatalf("%v after %d calls below", err, calls)
			}
			if got := r.http.URL.String(); got != tt.wantURL || r.http.Method != tt.call.Method {
				t.Errorf("%s %s, want %s %s", r.http.Method, got, tt.call.Method, tt.wantURL)
			}
			body, err := r.http.BodyBytes()
			if err != nil {
				t.Fatal(err)
			}
			mediaType, params, _ := mime.ParseMediaType(r.http.Header.Get("Content-Type"))
			if mediaType != tt.contentType {
				t.Errorf("Content-Type %q, want %q", r.http.Header.Get("Content-Type"), tt.contentType)
			}
			if mediaType == "multipart/form-data" {
				form, err := multipart.NewReader(strings.NewReader(string(body)), params["boundary"]).ReadForm(1 << 10)
				if err != nil || form.Value["kind"][0] != "id" || form.File["front"][0].Filename != "front.png" {
					t.Errorf("multipart body %q: %v", body, err)
				}
			} else if string(body) != tt.wantBody {
				t.Errorf("body %q, want %q", body, tt.wantBody)
			}
			h := r.http.Header
			if h.Get("Merchant") != "M1" || h.Get("Device") != "MOBILE" || h.Get("ModuleId") != "COMM3" ||
				h.Get("Language") != tt.scope.Language || h.Get("Authorization") != tt.scope.Token {
				t.Errorf("headers %v", h)
			}
		})
	}
	t.Run("a body that does not encode goes no further", func(t *testing.T) {
		var calls int
		r := newRequest(visitor, Call{Method: http.MethodPost, Body: make(chan int)}, nil)
		err := encode("http://upstream.test", "M1")(answering(nil, &calls))(t.Context(), r)
		if err == nil || !strings.Contains(err.Error(), "encode request body") || calls != 0 {
			t.Errorf("%v after %d calls below", err, calls)
		}
	})
}

func TestGuard(t *testing.T) {
	newGuard := func(failures uint32) layer {
		return guard(newBreaker("s1", "games", Breaker{Failures: failures, OpenTimeout: time.Minute}, nil, zap.NewNop()))
	}
	t.Run("outages open it, then it fails fast", func(t *testing.T) {
		var calls int
		p := newGuard(2)(answering(outage(errors.New("status 503")), &calls))
		for range 3 {
			_ = p(t.Context(), &request{})
		}
		err := p(t.Context(), &request{})
		if calls != 2 || !errors.Is(err, adapters.ErrUnavailable) || !strings.Contains(err.Error(), "circuit s1/games") {
			t.Errorf("%d calls went through; the last: %v", calls, err)
		}
	})
	t.Run("refusals, missing sessions and unusable answers do not count", func(t *testing.T) {
		for _, err := range []error{&adapters.BusinessError{Code: "x"}, adapters.ErrUnauthorized, unusable("status 429")} {
			var calls int
			p := newGuard(1)(answering(err, &calls))
			for range 3 {
				_ = p(t.Context(), &request{})
			}
			if calls != 3 {
				t.Errorf("%v: %d calls of 3 went through", err, calls)
			}
		}
	})
	t.Run("the caller's cancellation does not count, a deadline does", func(t *testing.T) {
		var calls int
		p := newGuard(1)(answering(unanswered(context.Canceled), &calls))
		cancelled, cancel := context.WithCancel(t.Context())
		cancel()
		_ = p(cancelled, &request{})
		_ = p(cancelled, &request{})
		if calls != 2 {
			t.Fatalf("%d calls of 2 went through after cancellations", calls)
		}
		expired, stop := context.WithDeadline(t.Context(), time.Now())
		defer stop()
		_ = p(expired, &request{})
		if err := p(t.Context(), &request{}); calls != 3 || !errors.Is(err, adapters.ErrUnavailable) {
			t.Errorf("after a timed-out call: %d calls, %v; want the breaker open", calls, err)
		}
	})
}

func TestDeadlineLayer(t *testing.T) {
	var below context.Context
	p := deadline(time.Minute)(func(ctx context.Context, _ *request) error {
		below = ctx
		return nil
	})
	start := time.Now()
	if err := p(t.Context(), &request{}); err != nil {
		t.Fatal(err)
	}
	dl, ok := below.Deadline()
	if !ok || dl.Before(start.Add(time.Minute)) || dl.After(time.Now().Add(time.Minute)) {
		t.Errorf("deadline %v (set %v), want a minute from the call", dl, ok)
	}
	if below.Err() == nil {
		t.Error("the call's context outlives the call")
	}
	if t.Context().Err() != nil {
		t.Error("the caller's context was cancelled")
	}
}

// A caller whose own deadline comes first (the catalogue cache's fetches) already bounds the
// call: the layer passes its context on rather than one more with the later deadline, and one
// with a later deadline still gets the layer's.
func TestDeadlineLayerKeepsASoonerDeadline(t *testing.T) {
	var below context.Context
	p := deadline(time.Minute)(func(ctx context.Context, _ *request) error {
		below = ctx
		return nil
	})
	sooner, stop := context.WithTimeout(t.Context(), 30*time.Second)
	defer stop()
	if err := p(sooner, &request{}); err != nil {
		t.Fatal(err)
	}
	if below != sooner {
		t.Error("the call did not run under the caller's sooner deadline")
	}
	later, stopLater := context.WithTimeout(t.Context(), time.Hour)
	defer stopLater()
	start := time.Now()
	if err := p(later, &request{}); err != nil {
		t.Fatal(err)
	}
	if dl, ok := below.Deadline(); !ok || dl.Before(start.Add(time.Minute)) || dl.After(time.Now().Add(time.Minute)) {
		t.Errorf("under a later deadline: %v (set %v), want a minute from the call", dl, ok)
	}
}
