package upstream

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptrace"
	"syscall"
	"testing"

	"github.com/casinobff/bff/adapters"
)

// encoded is call as encode hands it down.
func encoded(t *testing.T, call Call) *request {
	t.Helper()
	r := newRequest(visitor, call, nil)
	if err := encode("http://upstream.test", "M1")(func(context.Context, *request) error { return nil })(t.Context(), r); err != nil {
		t.Fatal(err)
	}
	return r
}

// transport plays net/http under writeOnce: it reports the request written (or failing to be,
// with wrote), then answers err.
func transport(wrote *error, err error) proxy {
	return func(ctx context.Context, _ *request) error {
		if trace := httptrace.ContextClientTrace(ctx); trace != nil && wrote != nil {
			trace.WroteRequest(httptrace.WroteRequestInfo{Err: *wrote})
		}
		return err
	}
}

func TestWriteOnceLeavesReadsAlone(t *testing.T) {
	r := encoded(t, Call{Op: "ListGames", Path: pathGameList})
	var traced bool
	err := writeOnce(func(ctx context.Context, _ *request) error {
		traced = httptrace.ContextClientTrace(ctx) != nil
		return unanswered(syscall.ECONNRESET)
	})(t.Context(), r)
	if traced || r.http.GetBody == nil || kind(err) != "unavailable" {
		t.Errorf("a read: traced %v, rewindable %v, %s; want untouched and unavailable", traced, r.http.GetBody != nil, kind(err))
	}
}

func TestWriteOnceNeverRewinds(t *testing.T) {
	for _, call := range []Call{
		{Op: "Transfer", Method: http.MethodPost, Body: map[string]int{"amount": 1}, IdempotencyKey: "k"},
		{Op: "TrialUser", Method: http.MethodGet, NotIdempotent: true},
	} {
		r := encoded(t, call)
		if err := writeOnce(transport(nil, nil))(t.Context(), r); err != nil {
			t.Fatal(err)
		}
		if r.http.GetBody != nil || r.http.Body == nil {
			t.Errorf("%s: GetBody set %v, Body %v; want no way to rewind and a body net/http cannot replay",
				call.Op, r.http.GetBody != nil, r.http.Body)
		}
	}
}

func TestWriteOnceJudgesByWhetherItLeft(t *testing.T) {
	written := error(nil)
	failed := error(syscall.EPIPE)
	tests := []struct {
		name  string
		wrote *error // nil: the transport never got as far as writing
		err   error
		money string // a money write's verdict (one with an Idempotency-Key)
		other string // another write's (a login, a launch)
	}{
		{"sent, no answer", &written, unanswered(syscall.ECONNRESET), "unknown", "unknown"},
		{"sent, answered 502", &written, outage(errors.New("status 502")), "unknown", "unavailable"},
		{"sent, answered a value that does not decode", &written, &valueError{cause: errors.New("bad")}, "unknown", "unknown"},
		{"sent, answered unusably", &written, unusable("status %d, answer is not an envelope", 200), "unknown", "unavailable"},
		{"sent, told to slow down", &written, &unusableError{cause: errors.New("status 429"), refused: true}, "unavailable", "unavailable"},
		{"sent, refused", &written, &adapters.BusinessError{Code: "balance.insufficient"}, "refused:balance.insufficient", "refused:balance.insufficient"},
		{"sent, answered", &written, nil, "ok", "ok"},
		{"failed while writing", &failed, unanswered(syscall.EPIPE), "unavailable", "unavailable"},
		{"never written", nil, unanswered(syscall.ECONNREFUSED), "unavailable", "unavailable"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			for key, want := range map[string]string{"k-1": tt.money, "": tt.other} {
				r := encoded(t, Call{Op: "Transfer", Method: http.MethodPost, Body: struct{}{}, IdempotencyKey: key})
				if got := writeOnce(transport(tt.wrote, tt.err))(t.Context(), r); kind(got) != want {
					t.Errorf("key %q: got %s (%v), want %s", key, kind(got), got, want)
				}
			}
		})
	}
}

// An unknown outcome is an outage to the breaker when no answer came, and not when the
// upstream answered success unreadably.
func TestWriteOutcomeAndTheBreaker(t *testing.T) {
	if err := writeOutcome(unanswered(context.DeadlineExceeded), true); !isOutage(err) || !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("no answer: %v, outage %v", err, isOutage(err))
	}
	if err := writeOutcome(outage(errors.New("status 502")), true); !isOutage(err) || !errors.Is(err, adapters.ErrOutcomeUnknown) {
		t.Errorf("a 502 to a money write: %v, outage %v", err, isOutage(err))
	}
	if err := writeOutcome(&valueError{cause: errors.New("bad")}, true); isOutage(err) || !errors.Is(err, adapters.ErrOutcomeUnknown) {
		t.Errorf("an unreadable success: %v, outage %v", err, isOutage(err))
	}
}
