package upstream

import (
	"context"
	"errors"
	"io"
	"net/http"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/hashicorp/go-retryablehttp"

	"github.com/casinobff/bff/adapters"
)

// senderFunc answers the exchange as a canned engine would.
type senderFunc func(*retryablehttp.Request) (*http.Response, error)

func (f senderFunc) Do(req *retryablehttp.Request) (*http.Response, error) { return f(req) }

// answered is a sender answering status and body; the body "<cut>" breaks off after a few bytes.
func answered(status int, body string) senderFunc {
	return func(*retryablehttp.Request) (*http.Response, error) {
		var r io.Reader = strings.NewReader(body)
		if body == "<cut>" {
			r = io.MultiReader(strings.NewReader(`{"success":true,`), errReader{io.ErrUnexpectedEOF})
		}
		return &http.Response{StatusCode: status, Body: io.NopCloser(r), ContentLength: -1, Header: http.Header{}}, nil
	}
}

type errReader struct{ err error }

func (r errReader) Read([]byte) (int, error) { return 0, r.err }

func TestExchangeClassifies(t *testing.T) {
	tests := []struct {
		name   string
		send   senderFunc
		want   string
		outage bool // counts against the breaker
		noAns  bool // no answer came: a sent write's outcome is unknown
	}{
		{"a value", answered(200, `{"success":true,"value":"v"}`), "ok", false, false},
		{"a refusal", answered(200, `{"success":false,"errorCode":"x"}`), "refused:x", false, false},
		{"401", answered(401, ""), "unauthorized", false, false},
		{"no session", answered(200, `{"success":false,"errorCode":"login.not.session"}`), "unauthorized", false, false},
		{"HTML 502", answered(502, "<html>Bad Gateway</html>"), "unavailable", true, false},
		{"429", answered(429, ""), "unavailable", false, false},
		{"302", answered(302, ""), "unavailable", false, false},
		{"HTML 200", answered(200, "<html>"), "unavailable", false, false},
		{"too large", answered(200, `{"success":true,"value":"`+strings.Repeat("x", 80)+`"}`), "unavailable", false, false},
		{"body cut short", answered(200, "<cut>"), "unavailable", true, true},
		{"connection reset", func(*retryablehttp.Request) (*http.Response, error) { return nil, syscall.ECONNRESET }, "unavailable", true, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var out string
			r := encoded(t, Call{Op: "ListGames"})
			r.out = &out
			err := exchange{single: tt.send, maxBytes: 64, loc: time.UTC}.do(t.Context(), r)
			var o *outageError
			if kind(err) != tt.want || isOutage(err) != tt.outage || (errors.As(err, &o) && o.noAnswer) != tt.noAns {
				t.Errorf("got %s (%v), outage %v; want %s, outage %v, no answer %v", kind(err), err, isOutage(err), tt.want, tt.outage, tt.noAns)
			}
			if tt.want == "ok" && out != "v" {
				t.Errorf("decoded %q", out)
			}
		})
	}
}

func TestExchangeSendsOnTheChosenEngine(t *testing.T) {
	var used string
	engine := func(name string) senderFunc {
		return func(req *retryablehttp.Request) (*http.Response, error) {
			used = name
			return answered(200, `{"success":true}`)(req)
		}
	}
	e := exchange{single: engine("single"), maxBytes: 1 << 10, loc: time.UTC}
	r := encoded(t, Call{Op: "ListGames"})
	if err := e.do(t.Context(), r); err != nil || used != "single" {
		t.Fatalf("%v on %q, want the single engine by default", err, used)
	}
	r.send = engine("retrying")
	if err := e.do(t.Context(), r); err != nil || used != "retrying" {
		t.Fatalf("%v on %q, want the engine retryReads chose", err, used)
	}
}

// The request goes out under the context of the layers above, and a call that ends with it
// says it had no answer in time.
func TestExchangeRunsUnderTheLayersContext(t *testing.T) {
	ctx, cancel := context.WithTimeout(t.Context(), time.Millisecond)
	defer cancel()
	e := exchange{single: senderFunc(func(req *retryablehttp.Request) (*http.Response, error) {
		<-req.Context().Done()
		return nil, req.Context().Err()
	}), maxBytes: 1 << 10, loc: time.UTC}
	err := e.do(ctx, encoded(t, Call{Op: "ListGames"}))
	if !errors.Is(err, adapters.ErrUnavailable) || !errors.Is(err, context.DeadlineExceeded) || !strings.Contains(err.Error(), "no answer in time") {
		t.Errorf("got %v", err)
	}
}
