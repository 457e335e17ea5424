package upstream

import (
	"context"
	"crypto/tls"
	"errors"
	"math/rand/v2"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/hashicorp/go-retryablehttp"
	"go.uber.org/zap"
)

// retryReads is the layer that puts reads on the retrying engine. Writes, and the GETs that
// act (Call.NotIdempotent), are left to the exchange's own engine, which sends once: a
// retried transfer or withdrawal pays twice.
func retryReads(retrying sender) layer {
	return func(next proxy) proxy {
		return func(ctx context.Context, r *request) error {
			if !r.write {
				r.send = retrying
			}
			return next(ctx, r)
		}
	}
}

// retryPolicy replaces retryablehttp's default for the reads retryReads hands the retrying
// engine. A read refused with 429 is sent again after the Retry-After it names, when that
// fits its deadline; otherwise it is answered unavailable at once.
type retryPolicy struct{ waitMin time.Duration }

func (p retryPolicy) check(ctx context.Context, resp *http.Response, err error) (bool, error) {
	if ctx.Err() != nil {
		return false, ctx.Err()
	}
	// Not enough time left for even the shortest wait: answer with what we have now rather
	// than sleep into the deadline.
	if dl, ok := ctx.Deadline(); ok && time.Until(dl) < p.waitMin {
		return false, nil
	}
	if err != nil {
		var cert *tls.CertificateVerificationError
		return !errors.As(err, &cert), nil
	}
	if resp.StatusCode == http.StatusTooManyRequests {
		// The upstream says when to come back: only then, and only if that is before the
		// deadline; else the caller hears at once that it is unavailable.
		wait, said := retryAfter(resp, time.Now())
		if !said {
			wait = p.waitMin
		}
		dl, ok := ctx.Deadline()
		return !ok || time.Until(dl) > wait, nil
	}
	return resp.StatusCode >= 500 && resp.StatusCode != http.StatusNotImplemented, nil
}

// maxRetryAfter bounds a Retry-After the client believes: anything longer is past every
// deadline anyway.
const maxRetryAfter = time.Hour

// retryAfter reads a 429's Retry-After: seconds, or an HTTP date. said is false without a
// readable one.
func retryAfter(resp *http.Response, now time.Time) (wait time.Duration, said bool) {
	if resp == nil || resp.StatusCode != http.StatusTooManyRequests {
		return 0, false
	}
	v := strings.TrimSpace(resp.Header.Get("Retry-After"))
	if v == "" {
		return 0, false
	}
	if secs, err := strconv.ParseUint(v, 10, 32); err == nil {
		return min(time.Duration(secs)*time.Second, maxRetryAfter), true
	}
	if at, err := http.ParseTime(v); err == nil {
		return min(max(at.Sub(now), 0), maxRetryAfter), true
	}
	return 0, false
}

// jitteredBackoff waits what a 429's Retry-After asks, or else a random time between waitMin
// and an exponentially growing ceiling capped at waitMax, so that many BFF copies retrying one
// upstream do not arrive in step.
func jitteredBackoff(waitMin, waitMax time.Duration, attempt int, resp *http.Response) time.Duration {
	if wait, said := retryAfter(resp, time.Now()); said {
		return wait
	}
	ceiling := waitMax
	if attempt < 16 {
		if c := waitMin << attempt; c > 0 && c < waitMax {
			ceiling = c
		}
	}
	if ceiling <= waitMin {
		return waitMin
	}
	return waitMin + rand.N(ceiling-waitMin)
}

// sendOnce is the single engine's policy: never again, whatever the answer.
func sendOnce(ctx context.Context, _ *http.Response, _ error) (bool, error) { return false, ctx.Err() }

// newEngines builds the two go-retryablehttp clients over hc: retrying, for reads, by cfg
// (whose zero values Options.withDefaults has filled); and single, which sends once. Writes
// still go through go-retryablehttp, on single, so that what comes back is shaped as a read's
// (the last response passed through, idle connections closed after a failure).
func newEngines(hc *http.Client, cfg Retry, log *zap.Logger) (retrying, single *retryablehttp.Client) {
	// Without a logger go-retryablehttp logs nothing; with one it formats every call's address
	// and arguments before the level is looked at, so it gets one only when debug is on.
	var logger any
	if log.Core().Enabled(zap.DebugLevel) {
		logger = retryLogger{log.Sugar()}
	}
	retrying = &retryablehttp.Client{
		HTTPClient:   hc,
		Logger:       logger,
		RetryWaitMin: cfg.WaitMin,
		RetryWaitMax: cfg.WaitMax,
		RetryMax:     cfg.Max,
		CheckRetry:   retryPolicy{waitMin: cfg.WaitMin}.check,
		Backoff:      jitteredBackoff,
		// Hand back the last response as it is, so a 503 after the last retry is classified by
		// the same code as a 503 on the first try.
		ErrorHandler: retryablehttp.PassthroughErrorHandler,
	}
	single = &retryablehttp.Client{
		HTTPClient:   hc,
		Logger:       retrying.Logger,
		CheckRetry:   sendOnce,
		ErrorHandler: retryablehttp.PassthroughErrorHandler,
	}
	return retrying, single
}

// retryLogger sends retryablehttp's chatter to zap at debug level: a failed call is returned to
// the caller, and the edge logs it once.
type retryLogger struct{ s *zap.SugaredLogger }

func (l retryLogger) Error(msg string, kv ...any) { l.s.Debugw(msg, kv...) }
func (l retryLogger) Info(msg string, kv ...any)  { l.s.Debugw(msg, kv...) }
func (l retryLogger) Debug(msg string, kv ...any) { l.s.Debugw(msg, kv...) }
func (l retryLogger) Warn(msg string, kv ...any)  { l.s.Debugw(msg, kv...) }
