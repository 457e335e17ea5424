package upstream

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"time"

	"github.com/casinobff/bff/adapters"
)

// exchange is the bottom of the stack: it sends the request encode made, under the context the
// layers above made, on the engine retryReads chose (single when none), and classifies what
// comes back: the status, a body read up to maxBytes, the envelope around the value, which is
// decoded into the request's out with times in loc.
type exchange struct {
	single   sender
	maxBytes int64
	loc      *time.Location
}

func (e exchange) do(ctx context.Context, r *request) error {
	send := r.send
	if send == nil {
		send = e.single
	}
	// Built under the caller's context, the request is sent under the one the layers made: a
	// copy of it, in the same wrapper (this call's own), where WithContext would copy both.
	if r.http.Context() != ctx {
		r.http.Request = r.http.Request.WithContext(ctx)
	}
	resp, err := send.Do(r.http)
	if err != nil {
		if resp != nil {
			drain(resp)
		}
		return transportError(ctx, err)
	}
	defer func() { _ = resp.Body.Close() }()

	switch code := resp.StatusCode; {
	case code == http.StatusUnauthorized:
		drain(resp)
		return fmt.Errorf("%w: status %d", adapters.ErrUnauthorized, code)
	case code >= 500:
		drain(resp)
		return outage(fmt.Errorf("status %d", code))
	case code == http.StatusTooManyRequests:
		drain(resp)
		return &unusableError{cause: fmt.Errorf("status %d", code), refused: true}
	case code < 200, code >= 300 && code < 400:
		drain(resp)
		return unusable("status %d", code)
	}
	data, err := readCapped(resp.Body, resp.ContentLength, e.maxBytes)
	if errors.Is(err, errTooLarge) {
		return unusable("answer larger than %d bytes", e.maxBytes)
	}
	if err != nil {
		return transportError(ctx, err)
	}
	return protectionRefusal(decodeEnvelope(resp.StatusCode, data, r.out), e.loc)
}

// transportError tells a deadline from a broken connection; both are outages in which no
// answer came.
func transportError(ctx context.Context, err error) error {
	if ctxErr := ctx.Err(); ctxErr != nil {
		return unanswered(fmt.Errorf("no answer in time: %w", ctxErr))
	}
	return unanswered(err)
}
