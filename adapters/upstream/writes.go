package upstream

import (
	"context"
	"errors"
	"io"
	"net/http/httptrace"
	"strings"
	"sync/atomic"

	"github.com/hashicorp/go-retryablehttp"
)

// writeOnce is the layer of writes, which reads pass untouched. A write leaves at most once:
// net/http is given no way to rewind it. And whether the upstream may have acted on a write
// that got no usable answer depends on whether the whole request left: the transport says so
// once it has written the last byte, and writeOutcome judges the error by it.
func writeOnce(next proxy) proxy {
	return func(ctx context.Context, r *request) error {
		if !r.write {
			return next(ctx, r)
		}
		forbidRewind(r.http)
		var sent atomic.Bool
		ctx = httptrace.WithClientTrace(ctx, &httptrace.ClientTrace{
			WroteRequest: func(info httptrace.WroteRequestInfo) {
				if info.Err == nil {
					sent.Store(true)
				}
			},
		})
		err := next(ctx, r)
		if sent.Load() {
			err = writeOutcome(err)
		}
		return err
	}
}

// forbidRewind leaves net/http no way to send req twice. It replays a request whose reused
// connection broke before the answer when it can rewind the body and the request looks
// idempotent, which an Idempotency-Key header or a GET's method makes it. A GET without a
// body can always be "rewound", so a GET that acts gets an empty one, which net/http sends as
// no body at all.
func forbidRewind(req *retryablehttp.Request) {
	req.GetBody = nil
	if req.Body == nil {
		req.Body = io.NopCloser(strings.NewReader(""))
	}
}

// writeOutcome is how the error of a write that was sent reaches the caller: the one place
// that decides it. It becomes ErrOutcomeUnknown when no answer came (a deadline, a connection
// closed or reset, a body cut short: an outageError with noAnswer) or when the upstream said
// it succeeded in a value that does not decode (valueError). Any other answer says what
// happened, and stays as it is: a 5xx, whatever its body (an outageError, ErrUnavailable); an
// answer that is not the protocol's, such as an HTML page or a complete but malformed
// envelope (unusableError, ErrUnavailable); a refusal; a missing session. An outcome unknown
// keeps the breaker's verdict on its cause: an outage unless answered is set.
func writeOutcome(err error) error {
	var o *outageError
	var v *valueError
	switch {
	case errors.As(err, &o) && o.noAnswer:
		return &outcomeUnknownError{cause: o.cause}
	case errors.As(err, &v):
		return &outcomeUnknownError{cause: v.cause, answered: true}
	}
	return err
}
