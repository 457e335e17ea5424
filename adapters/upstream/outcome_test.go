package upstream

import (
	"context"
	"errors"
	"io"
	"net"
	"net/http"
	"sync/atomic"
	"testing"
	"time"

	"github.com/casinobff/bff/adapters"
)

// readBodyThen reads the whole request body, counts it as received, then does then.
func readBodyThen(received *atomic.Int64, then http.HandlerFunc) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		if b, err := io.ReadAll(r.Body); err == nil && len(b) > 0 {
			received.Add(1)
		}
		then(w, r)
	}
}

// resetConnection answers nothing and resets the connection (RST, not FIN), like a crashed
// load balancer.
func resetConnection(w http.ResponseWriter, _ *http.Request) {
	conn, _, err := http.NewResponseController(w).Hijack()
	if err != nil {
		return
	}
	if tcp, ok := conn.(*net.TCPConn); ok {
		_ = tcp.SetLinger(0)
	}
	_ = conn.Close()
}

// A money write that left whole and got no definite answer (none at all, a 5xx, an answer that
// is not the protocol's) may have been done: ErrOutcomeUnknown, never ErrUnavailable, and never
// sent a second time.
func TestWriteOutcome(t *testing.T) {
	tests := []struct {
		name     string
		then     http.HandlerFunc // after the body is read
		wantKind string
	}{
		{"hangs after reading the body", hang, "unknown"},
		{"closes the connection after reading", dropConnection, "unknown"},
		{"resets the connection after reading", resetConnection, "unknown"},
		{"answers 503", answer(http.StatusServiceUnavailable, ""), "unknown"},
		{"answers an HTML 502", answer(http.StatusBadGateway, "<html><body>Bad Gateway</body></html>"), "unknown"},
		{"answers 500 with an envelope", answer(http.StatusInternalServerError, `{"success":false}`), "unknown"},
		{"answers HTML with 200", answer(http.StatusOK, "<html>"), "unknown"},
		{"answers a truncated envelope", answer(http.StatusOK, `{"success":true,"val`), "unknown"},
		{"answers 429", answer(http.StatusTooManyRequests, ""), "unavailable"},
		{"refuses", refusal(http.StatusOK, "balance.insufficient"), "refused:balance.insufficient"},
		{"answers", value(`true`), "ok"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var received atomic.Int64
			f := newFake(t, readBodyThen(&received, tt.then))
			c := newTestClient(t, f, func(o *Options) { o.Timeout = 200 * time.Millisecond; o.Breaker.Failures = 100 })
			call := Call{Op: "Transfer", Method: http.MethodPost, Path: "/wps/x", Body: map[string]any{"amount": 100}, IdempotencyKey: "k-1"}
			err := c.Do(t.Context(), visitor, call, nil)
			if kind(err) != tt.wantKind {
				t.Errorf("got %s (%v), want %s", kind(err), err, tt.wantKind)
			}
			if got := f.hits.Load(); got != 1 {
				t.Errorf("the write reached the upstream %d times, want once", got)
			}
			if got := received.Load(); got != 1 {
				t.Errorf("the upstream read %d bodies, want 1", got)
			}
		})
	}
}

// A deadline keeps its cause: a write timed out is ErrOutcomeUnknown and DeadlineExceeded.
func TestWriteOutcomeKeepsItsCause(t *testing.T) {
	var received atomic.Int64
	f := newFake(t, readBodyThen(&received, hang))
	c := newTestClient(t, f, func(o *Options) { o.Timeout = 50 * time.Millisecond })
	err := c.Do(t.Context(), visitor, Call{Op: "Withdraw", Method: http.MethodPut, Path: "/wps/x", Body: struct{}{}}, nil)
	if !errors.Is(err, adapters.ErrOutcomeUnknown) || !errors.Is(err, context.DeadlineExceeded) || errors.Is(err, adapters.ErrUnavailable) {
		t.Fatalf("got %v, want ErrOutcomeUnknown and DeadlineExceeded, not ErrUnavailable", err)
	}
	if n := c.metric(t, "bff_upstream_request_duration_seconds", map[string]string{"operation": "Withdraw", "outcome": "unknown"}); n != 1 {
		t.Errorf("unknown outcomes observed = %v, want 1", n)
	}
}

// Net/http replays a request on a reused keep-alive connection that broke before the answer
// when the request looks idempotent, and an Idempotency-Key header makes it look so. The
// client's writes never go twice, on a reused connection either.
func TestWriteOnAReusedConnectionIsNotReplayed(t *testing.T) {
	var writes atomic.Int64
	f := newFake(t, func(w http.ResponseWriter, r *http.Request) {
		if r.Method == http.MethodGet {
			value(`[]`)(w, r)
			return
		}
		writes.Add(1)
		_, _ = io.ReadAll(r.Body)
		dropConnection(w, r)
	})
	c := newTestClient(t, f, func(o *Options) { o.Breaker.Failures = 100 })
	for range 3 {
		// The read leaves a connection idle in the pool; the write takes it.
		if err := c.Get(t.Context(), visitor, "HotGames", pathHotGames, nil, nil); err != nil {
			t.Fatal(err)
		}
		call := Call{Op: "Deposit", Method: http.MethodPost, Path: "/wps/x", Body: map[string]any{"amount": 1}, IdempotencyKey: "same-key"}
		if err := c.Do(t.Context(), visitor, call, nil); kind(err) != "unknown" {
			t.Fatalf("got %s (%v), want unknown", kind(err), err)
		}
	}
	if got := writes.Load(); got != 3 {
		t.Errorf("3 writes reached the upstream %d times", got)
	}
}

// A write that never left is ErrUnavailable: nobody can have done it.
func TestWriteNotSent(t *testing.T) {
	t.Run("connection refused", func(t *testing.T) {
		ln, err := (&net.ListenConfig{}).Listen(t.Context(), "tcp", "127.0.0.1:0")
		if err != nil {
			t.Fatal(err)
		}
		addr := ln.Addr().String()
		_ = ln.Close() // nothing listens there now
		c, err := New(Options{Site: "s1", Backend: "wallet", BaseURL: "http://" + addr, Merchant: "M1", Timeout: time.Second})
		if err != nil {
			t.Fatal(err)
		}
		err = c.Do(t.Context(), visitor, Call{Op: "Transfer", Method: http.MethodPost, Path: "/wps/x", Body: struct{}{}}, nil)
		if kind(err) != "unavailable" {
			t.Errorf("got %s (%v), want unavailable", kind(err), err)
		}
	})
	t.Run("breaker open", func(t *testing.T) {
		var received atomic.Int64
		f := newFake(t, readBodyThen(&received, dropConnection))
		c := newTestClient(t, f, func(o *Options) { o.Breaker.Failures = 2 })
		write := Call{Op: "Transfer", Method: http.MethodPost, Path: "/wps/x", Body: struct{}{}}
		// Unknown outcomes are outages: two of them open the breaker.
		for i := range 2 {
			if err := c.Do(t.Context(), visitor, write, nil); kind(err) != "unknown" {
				t.Fatalf("write %d: got %s (%v), want unknown", i, kind(err), err)
			}
		}
		if err := c.Do(t.Context(), visitor, write, nil); kind(err) != "unavailable" {
			t.Errorf("with the breaker open: got %s (%v), want unavailable", kind(err), err)
		}
		if got := f.hits.Load(); got != 2 {
			t.Errorf("the upstream saw %d writes, want 2 (none while open)", got)
		}
	})
}

// Reads keep their retries: a read on a dropped connection is retried and then unavailable,
// never an unknown outcome.
func TestReadsAreNeverOutcomeUnknown(t *testing.T) {
	f := newFake(t, dropConnection)
	c := newTestClient(t, f, func(o *Options) { o.Retry.Max = 1; o.Breaker.Failures = 100 })
	if err := c.Get(t.Context(), visitor, "Wallets", "/wps/wallets", nil, nil); kind(err) != "unavailable" {
		t.Errorf("got %s (%v), want unavailable", kind(err), err)
	}
	if got := f.hits.Load(); got != 2 {
		t.Errorf("hits = %d, want 2 (one retry)", got)
	}
}

// The idempotency key reaches the upstream as a header, and only when there is one.
func TestIdempotencyKeyHeader(t *testing.T) {
	f := newFake(t, value(`true`))
	c := newTestClient(t, f, nil)
	for _, key := range []string{"key-123", ""} {
		if err := c.Do(t.Context(), visitor, Call{Op: "Transfer", Method: http.MethodPost, Path: "/wps/x", Body: struct{}{}, IdempotencyKey: key}, nil); err != nil {
			t.Fatal(err)
		}
		got, ok := f.lastRequest().Header["Idempotency-Key"]
		if (key == "" && ok) || (key != "" && (len(got) != 1 || got[0] != key)) {
			t.Errorf("key %q: header %v", key, got)
		}
	}
}
