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
			err = writeOutcome(err, r.call.IdempotencyKey != "")
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
// that decides it. A write that got no answer at all (a deadline, a connection closed or reset,
// a body cut short), or whose success does not decode, may have been done: ErrOutcomeUnknown.
//
// A money write (one that carries an Idempotency-Key) is judged stricter: once the whole
// request has left, only a definite answer says what happened (the protocol's refusal, a
// missing session, a 429: the upstream did not take it). Anything else may have come after the
// back office acted and is ErrOutcomeUnknown too: a 5xx whatever its body (an HTML 502 from a
// load balancer in front of a back office that did the write), an answer that is not the
// protocol's (an HTML page, a truncated or malformed envelope). The key then keeps
// outcome_unknown and the player checks the record before paying again. Other writes (a login,
// a launch) keep such answers as outages, which the player may simply try again.
//
// An outcome unknown keeps the breaker's verdict on its cause: an outage, unless the upstream
// answered.
func writeOutcome(err error, money bool) error {
	var (
		o *outageError
		u *unusableError
		v *valueError
	)
	switch {
	case errors.As(err, &o) && (o.noAnswer || money):
		return &outcomeUnknownError{cause: o.cause}
	case money && errors.As(err, &u) && !u.refused:
		return &outcomeUnknownError{cause: u.cause, answered: true}
	case errors.As(err, &v):
		return &outcomeUnknownError{cause: v.cause, answered: true}
	}
	return err
}
