package upstream

import (
	"context"
	"errors"
	"io"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/config"
)

// The options mirror the configuration's types so that wiring is a conversion; this stops
// compiling if the two drift apart.
var (
	_ = Retry(config.Retry{})
	_ = Breaker(config.Breaker{})
)

func TestBreaker(t *testing.T) {
	tests := []struct {
		name      string
		upstream  http.HandlerFunc
		calls     int
		wantKind  string // of every call
		wantHits  int64
		wantState float64 // bff_upstream_breaker_state afterwards
	}{
		{"opens after 3 outages then fails fast", answer(http.StatusServiceUnavailable, ""), 6, "unavailable", 3, 2},
		{"connection errors count", dropConnection, 5, "unavailable", 3, 2},
		{"business refusals do not count", refusal(http.StatusOK, "modify.new.old.same"), 6, "refused:modify.new.old.same", 6, 0},
		{"missing sessions do not count", answer(http.StatusUnauthorized, ""), 6, "unauthorized", 6, 0},
		{"unusable answers do not count", answer(http.StatusOK, "<html>"), 6, "unavailable", 6, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := newFake(t, tt.upstream)
			c := newTestClient(t, f, func(o *Options) { o.Retry.Max = 0 })
			for i := range tt.calls {
				if err := c.Get(t.Context(), visitor, "ListGames", pathGameList, nil, nil); kind(err) != tt.wantKind {
					t.Fatalf("call %d: got %s (%v), want %s", i, kind(err), err, tt.wantKind)
				}
			}
			if got := f.hits.Load(); got != tt.wantHits {
				t.Errorf("upstream hits = %d, want %d", got, tt.wantHits)
			}
			state := c.metric(t, "bff_upstream_breaker_state", map[string]string{"site": "s1", "backend": "games"})
			if state != tt.wantState {
				t.Errorf("breaker state metric = %v, want %v", state, tt.wantState)
			}
		})
	}
}

func TestBreakerHalfOpensAndCloses(t *testing.T) {
	f := newFake(t, answer(http.StatusBadGateway, ""))
	c := newTestClient(t, f, func(o *Options) {
		o.Retry.Max = 0
		o.Breaker = Breaker{Failures: 2, OpenTimeout: 20 * time.Millisecond}
	})
	for range 3 {
		_ = c.Get(t.Context(), visitor, "ListGames", pathGameList, nil, nil)
	}
	if got := f.hits.Load(); got != 2 {
		t.Fatalf("hits while opening = %d, want 2", got)
	}
	f.set(value(`[]`))
	time.Sleep(30 * time.Millisecond) // past OpenTimeout: the next call is the trial
	if err := c.Get(t.Context(), visitor, "ListGames", pathGameList, nil, nil); err != nil {
		t.Fatalf("trial call: %v", err)
	}
	if state := c.metric(t, "bff_upstream_breaker_state", nil); state != 0 {
		t.Errorf("breaker state after a good trial = %v, want 0 (closed)", state)
	}
}

func TestBreakerIgnoresCallerCancellation(t *testing.T) {
	f := newFake(t, hang)
	c := newTestClient(t, f, func(o *Options) { o.Breaker.Failures = 1 })
	ctx, cancel := context.WithCancel(t.Context())
	go func() {
		for f.hits.Load() == 0 {
			time.Sleep(time.Millisecond)
		}
		cancel()
	}()
	if err := c.Get(ctx, visitor, "ListGames", pathGameList, nil, nil); !errors.Is(err, adapters.ErrUnavailable) {
		t.Fatalf("cancelled call: got %v, want ErrUnavailable", err)
	}
	f.set(value(`[]`))
	if err := c.Get(t.Context(), visitor, "ListGames", pathGameList, nil, nil); err != nil {
		t.Fatalf("a player closing the page opened the breaker: %v", err)
	}
}

func TestRetries(t *testing.T) {
	const maxRetries = 2
	tests := []struct {
		name     string
		method   string
		upstream http.HandlerFunc
		wantHits int64
		wantKind string
	}{
		{"GET retried on 503", http.MethodGet, answer(http.StatusServiceUnavailable, ""), 1 + maxRetries, "unavailable"},
		{"GET retried on 429", http.MethodGet, answer(http.StatusTooManyRequests, ""), 1 + maxRetries, "unavailable"},
		{"GET retried on a dropped connection", http.MethodGet, dropConnection, 1 + maxRetries, "unavailable"},
		{"GET not retried on a refusal", http.MethodGet, refusal(http.StatusBadRequest, "bad"), 1, "refused:bad"},
		{"GET not retried on 501", http.MethodGet, answer(http.StatusNotImplemented, ""), 1, "unavailable"},
		{"POST never retried on 503", http.MethodPost, answer(http.StatusServiceUnavailable, ""), 1, "unavailable"},
		{"POST never retried on a dropped connection", http.MethodPost, dropConnection, 1, "unknown"},
		{"PUT never retried", http.MethodPut, answer(http.StatusServiceUnavailable, ""), 1, "unavailable"},
		{"DELETE never retried", http.MethodDelete, answer(http.StatusBadGateway, ""), 1, "unavailable"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := newFake(t, tt.upstream)
			c := newTestClient(t, f, func(o *Options) { o.Retry.Max = maxRetries; o.Breaker.Failures = 100 })
			var body any
			if tt.method != http.MethodGet {
				body = map[string]any{"amount": 100}
			}
			err := c.Do(t.Context(), visitor, Call{Op: "Transfer", Method: tt.method, Path: "/wps/x", Body: body}, nil)
			if kind(err) != tt.wantKind {
				t.Errorf("got %s (%v), want %s", kind(err), err, tt.wantKind)
			}
			if got := f.hits.Load(); got != tt.wantHits {
				t.Errorf("upstream hits = %d, want %d", got, tt.wantHits)
			}
		})
	}
}

func TestRetryRecovers(t *testing.T) {
	f := newFake(t, nil)
	f.set(func(w http.ResponseWriter, r *http.Request) {
		if f.hits.Load() == 1 {
			answer(http.StatusServiceUnavailable, "")(w, r)
			return
		}
		value(`[{"gameId":"JL0092"}]`)(w, r)
	})
	c := newTestClient(t, f, nil)
	games, err := NewGames(c.Client).HotGames(t.Context(), visitor, "")
	if err != nil || len(games.Items) != 1 || f.hits.Load() != 2 {
		t.Fatalf("got %v, %v after %d hits; want one game after 2", games, err, f.hits.Load())
	}
}

func TestDeadline(t *testing.T) {
	tests := []struct {
		name  string
		retry int
	}{
		{"single try", 0},
		{"retries stay inside the deadline", 5},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := newFake(t, hang)
			c := newTestClient(t, f, func(o *Options) { o.Timeout = 50 * time.Millisecond; o.Retry.Max = tt.retry })
			err := c.Get(t.Context(), visitor, "ListGames", pathGameList, nil, nil)
			if !errors.Is(err, adapters.ErrUnavailable) || !errors.Is(err, context.DeadlineExceeded) {
				t.Fatalf("got %v, want ErrUnavailable and DeadlineExceeded", err)
			}
			if got := f.hits.Load(); got != 1 {
				t.Errorf("hits = %d, want 1: a timed-out try leaves no time to retry", got)
			}
		})
	}
}

func TestUnusableAnswers(t *testing.T) {
	big := `{"success":true,"value":"` + strings.Repeat("x", 2000) + `"}`
	tests := []struct {
		name     string
		upstream http.HandlerFunc
		out      any
		wantKind string
	}{
		{"oversized", answer(http.StatusOK, big), new(string), "unavailable"},
		{"oversized, length undeclared", func(w http.ResponseWriter, _ *http.Request) {
			w.WriteHeader(http.StatusOK)
			_ = http.NewResponseController(w).Flush() // headers out first: the body goes chunked
			_, _ = io.WriteString(w, big)
		}, new(string), "unavailable"},
		{"exactly at the cap", answer(http.StatusOK, big[:1024-len(`"}`)]+`"}`), new(string), "ok"},
		{"not JSON", answer(http.StatusOK, "<html>busy</html>"), nil, "unavailable"},
		{"empty body", answer(http.StatusOK, ""), nil, "unavailable"},
		{"truncated", answer(http.StatusOK, `{"success":true,"value":[`), nil, "unavailable"},
		{"no success flag", answer(http.StatusOK, `{"value":1}`), nil, "unavailable"},
		{"success of the wrong type", answer(http.StatusOK, `{"success":"yes","value":1}`), nil, "unavailable"},
		{"value of the wrong type", value(`{"games":"none"}`), new(wireGameList), "unavailable"},
		{"identifier of the wrong type", value(`[{"gameId":{"a":1}}]`), new(wireGameList), "unavailable"},
		{"flag of the wrong type", value(`[{"supportPlay":"yes"}]`), new(wireGameList), "unavailable"},
		{"HTML error page on 404", answer(http.StatusNotFound, "<h1>404</h1>"), nil, "unavailable"},
		{"redirect is not followed", answer(http.StatusFound, ""), nil, "unavailable"},
		{"success on a 4xx", answer(http.StatusBadRequest, `{"success":true}`), nil, "unavailable"},
		{"extra fields are fine", value(`{"games":[{"gameId":"a","brandNew":{"x":[1]}}],"extra":true}`), new(wireGameList), "ok"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := newFake(t, tt.upstream)
			c := newTestClient(t, f, func(o *Options) { o.MaxResponseBytes = 1024 })
			err := c.Get(t.Context(), visitor, "ListGames", pathGameList, nil, tt.out)
			if kind(err) != tt.wantKind {
				t.Errorf("got %s (%v), want %s", kind(err), err, tt.wantKind)
			}
		})
	}
}

func TestErrorMapping(t *testing.T) {
	tests := []struct {
		name     string
		upstream http.HandlerFunc
		wantKind string
		wantCode int // BusinessError.Status
	}{
		{"401", answer(http.StatusUnauthorized, `{"success":false,"errorCode":"x"}`), "unauthorized", 0},
		{"login.not.session on 200", refusal(http.StatusOK, "login.not.session"), "unauthorized", 0},
		{"refusal on 200", refusal(http.StatusOK, "modify.new.old.same"), "refused:modify.new.old.same", 200},
		{"refusal on 400", refusal(http.StatusBadRequest, "user.exists"), "refused:user.exists", 400},
		{"500", answer(http.StatusInternalServerError, `{"success":false}`), "unavailable", 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := newFake(t, tt.upstream)
			c := newTestClient(t, f, func(o *Options) { o.Retry.Max = 0 })
			err := c.Do(t.Context(), visitor, Call{Op: "Login", Method: http.MethodPost, Path: "/wps/session/login", Body: struct{}{}}, nil)
			if kind(err) != tt.wantKind {
				t.Fatalf("got %s (%v), want %s", kind(err), err, tt.wantKind)
			}
			var be *adapters.BusinessError
			if errors.As(err, &be) && (be.Status != tt.wantCode || be.Message != "no") {
				t.Errorf("business error = %+v, want status %d and the upstream message", be, tt.wantCode)
			}
		})
	}
}

func TestHeaders(t *testing.T) {
	tests := []struct {
		name  string
		scope adapters.Scope
		call  Call
		want  map[string]string // "" means absent
	}{
		{
			name:  "visitor read",
			scope: adapters.Scope{Language: "bn"},
			call:  Call{Op: "ListGames", Path: pathGameList},
			want: map[string]string{
				"Merchant": "M1", "Language": "bn", "Device": "MOBILE", "ModuleId": "COMM3",
				"X-Gateway-Version": "3", "Authorization": "", "Cookie": "", "Content-Type": "",
			},
		},
		{
			name:  "player write with its module",
			scope: adapters.Scope{Language: "en", Token: "tok-123"},
			call:  Call{Op: "Transfer", Method: http.MethodPost, Path: "/wps/x", Body: map[string]int{"a": 1}, Module: "CBS3"},
			want: map[string]string{
				"Merchant": "M1", "Language": "en", "Device": "MOBILE", "ModuleId": "CBS3",
				"X-Gateway-Version": "3", "Authorization": "tok-123", "Cookie": "", "Content-Type": "application/json",
			},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := newFake(t, value(`true`))
			c := newTestClient(t, f, nil)
			if err := c.Do(t.Context(), tt.scope, tt.call, nil); err != nil {
				t.Fatal(err)
			}
			got := f.lastRequest().Header
			for k, want := range tt.want {
				if v := got.Get(k); v != want {
					t.Errorf("header %s = %q, want %q", k, v, want)
				}
			}
			if _, ok := got["Authorization"]; ok && tt.scope.Token == "" {
				t.Error("Authorization sent without a token")
			}
		})
	}
}

func TestDurationMetric(t *testing.T) {
	f := newFake(t, value(`[]`))
	c := newTestClient(t, f, nil)
	_ = c.Get(t.Context(), visitor, "HotGames", pathHotGames, nil, nil)
	f.set(refusal(http.StatusOK, "x"))
	_ = c.Get(t.Context(), visitor, "HotGames", pathHotGames, nil, nil)
	for _, outcome := range []string{"ok", "refused"} {
		n := c.metric(t, "bff_upstream_request_duration_seconds",
			map[string]string{"backend": "games", "operation": "HotGames", "outcome": outcome})
		if n != 1 {
			t.Errorf("%s observations = %v, want 1", outcome, n)
		}
	}
}

func TestNewRejectsBadOptions(t *testing.T) {
	tests := []struct {
		name string
		o    Options
	}{
		{"no base URL", Options{Merchant: "M1"}},
		{"not http", Options{BaseURL: "ftp://x", Merchant: "M1"}},
		{"no merchant", Options{BaseURL: "http://127.0.0.1:1"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if _, err := New(tt.o); err == nil {
				t.Error("New accepted it")
			}
		})
	}
}
