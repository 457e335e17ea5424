package sharedstate_test

import (
	"bytes"
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/testutil"
	"go.uber.org/zap"
	"go.uber.org/zap/zaptest/observer"

	"github.com/casinobff/bff/bff/sharedstate"
)

// A flood of failures is every one on the metric and a line per Interval in the log, with the
// count of those it stood for.
func TestReporterLogsOncePerBurst(t *testing.T) {
	now := time.Date(2026, 11, 24, 0, 0, 0, 0, time.UTC)
	reg := prometheus.NewRegistry()
	core, logs := observer.New(zap.InfoLevel)
	r := sharedstate.NewReporter(reg, zap.New(core), func() time.Time { return now })
	down := errors.New("dial tcp 127.0.0.1:6379: connect: connection refused")
	limits, keys := r.For("ratelimit"), r.For("idempotency")
	for range 1000 {
		limits("allow", down)
	}
	keys("reserve", down)
	limits("peek", context.Canceled) // a player who left is not Redis failing
	if n := logs.Len(); n != 2 {
		t.Fatalf("%d lines for 1001 failures of two stores at once, want 2", n)
	}
	now = now.Add(sharedstate.Interval)
	limits("peek", down)
	lines := logs.All()
	if len(lines) != 3 || lines[2].ContextMap()["failures"] != int64(1000) {
		t.Fatalf("after the interval: %d lines, last %v", len(lines), lines[len(lines)-1].ContextMap())
	}
	want := `
# HELP bff_shared_state_errors_total Commands to the shared state (Redis) that failed, by store (ratelimit, idempotency) and operation.
# TYPE bff_shared_state_errors_total counter
bff_shared_state_errors_total{op="allow",store="ratelimit"} 1000
bff_shared_state_errors_total{op="peek",store="ratelimit"} 1
bff_shared_state_errors_total{op="reserve",store="idempotency"} 1
`
	if err := testutil.GatherAndCompare(reg, strings.NewReader(want), "bff_shared_state_errors_total"); err != nil {
		t.Error(err)
	}
}

func TestOpenRefusesABadURL(t *testing.T) {
	for _, u := range []string{"http://127.0.0.1:6379", "redis://127.0.0.1:6379/x", "://"} {
		if _, err := sharedstate.Open(u); err == nil {
			t.Errorf("Open(%q): no error", u)
		}
	}
	c, err := sharedstate.Open("redis://:secret@127.0.0.1:6379/2")
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = c.Close() }()
	if o := c.Options(); o.DB != 2 || o.Password != "secret" || o.MaxRetries > 0 || o.ReadTimeout != 500*time.Millisecond {
		t.Errorf("options %+v", o)
	}
}

// Every copy derives the same secret from the same cookie key; another purpose, another key.
func TestSecret(t *testing.T) {
	key := []byte("0123456789abcdef0123456789abcdef")
	a, _ := sharedstate.Secret(key, "idempotency")
	b, _ := sharedstate.Secret(key, "idempotency")
	c, _ := sharedstate.Secret(key, "ratelimit")
	if !bytes.Equal(a, b) || bytes.Equal(a, c) || len(a) != 32 {
		t.Errorf("%x %x %x", a, b, c)
	}
}
