package upstream

import (
	"context"
	"crypto/tls"
	"errors"
	"net/http"
	"syscall"
	"testing"
	"time"

	"github.com/hashicorp/go-retryablehttp"
	"go.uber.org/zap"
)

func TestRetryReadsRoutesReadsOnly(t *testing.T) {
	retrying := &retryablehttp.Client{}
	for _, tt := range []struct {
		call Call
		want sender
	}{
		{Call{Op: "ListGames"}, retrying},
		{Call{Op: "Head", Method: http.MethodHead}, retrying},
		{Call{Op: "TrialUser", NotIdempotent: true}, nil},
		{Call{Op: "Transfer", Method: http.MethodPost}, nil},
	} {
		var got sender
		r := newRequest(visitor, tt.call, nil)
		_ = retryReads(retrying)(func(_ context.Context, r *request) error { got = r.send; return nil })(t.Context(), r)
		if got != tt.want {
			t.Errorf("%s went on %v, want %v (nil: the exchange's single engine)", tt.call.Op, got, tt.want)
		}
	}
}

func TestEngines(t *testing.T) {
	cfg := Options{Retry: Retry{Max: 3, WaitMin: 10 * time.Millisecond, WaitMax: 20 * time.Millisecond}}.withDefaults().Retry
	retrying, single := newEngines(http.DefaultClient, cfg, zap.NewNop())
	if retrying.RetryMax != 3 || retrying.RetryWaitMin != cfg.WaitMin || retrying.RetryWaitMax != cfg.WaitMax {
		t.Errorf("retrying engine: %d retries, waits %v to %v", retrying.RetryMax, retrying.RetryWaitMin, retrying.RetryWaitMax)
	}
	for _, tt := range []struct {
		resp *http.Response
		err  error
	}{
		{&http.Response{StatusCode: http.StatusServiceUnavailable}, nil},
		{nil, syscall.ECONNRESET},
	} {
		if again, _ := single.CheckRetry(t.Context(), tt.resp, tt.err); again || single.RetryMax != 0 {
			t.Errorf("the single engine would send again after %v, %v", tt.resp, tt.err)
		}
	}
}

func TestRetryPolicy(t *testing.T) {
	const waitMin = 10 * time.Millisecond
	status := func(code int, retryAfter string) *http.Response {
		r := &http.Response{StatusCode: code, Header: http.Header{}}
		if retryAfter != "" {
			r.Header.Set("Retry-After", retryAfter)
		}
		return r
	}
	tests := []struct {
		name string
		left time.Duration // until the deadline; 0: the caller is gone
		resp *http.Response
		err  error
		want bool
	}{
		{"503", time.Second, status(503, ""), nil, true},
		{"502", time.Second, status(502, ""), nil, true},
		{"501 is an answer", time.Second, status(501, ""), nil, false},
		{"200", time.Second, status(200, ""), nil, false},
		{"404", time.Second, status(404, ""), nil, false},
		{"connection error", time.Second, nil, syscall.ECONNRESET, true},
		{"certificate error", time.Second, nil, &tls.CertificateVerificationError{}, false},
		{"429 told nothing", time.Second, status(429, ""), nil, true},
		{"429 back within the deadline", 5 * time.Second, status(429, "1"), nil, true},
		{"429 back past the deadline", time.Second, status(429, "5"), nil, false},
		{"no time for a wait", waitMin / 2, status(503, ""), nil, false},
		{"deadline passed", 0, status(503, ""), nil, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ctx, cancel := context.WithTimeout(t.Context(), tt.left)
			defer cancel()
			again, err := retryPolicy{waitMin: waitMin}.check(ctx, tt.resp, tt.err)
			if again != tt.want {
				t.Errorf("retry %v, want %v", again, tt.want)
			}
			if tt.left == 0 && !errors.Is(err, context.DeadlineExceeded) || tt.left > 0 && err != nil {
				t.Errorf("error %v; want the context's own once it is done, else none", err)
			}
		})
	}
}
