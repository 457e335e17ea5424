package upstream

import (
	"context"
	"time"
)

// deadline is the layer that gives a call timeout in all, retries included: below it the call
// runs under the deadline, above it (the breaker) under the caller's own context. A caller
// whose context ends as soon or sooner (the catalogue cache gives each of its fetches the same
// timeout) already bounds the call as a deadline of its own would: the call runs under the
// caller's context, and the request encode built under it is sent without a copy.
func deadline(timeout time.Duration) layer {
	return func(next proxy) proxy {
		return func(ctx context.Context, r *request) error {
			if dl, ok := ctx.Deadline(); ok && time.Until(dl) <= timeout {
				return next(ctx, r)
			}
			ctx, cancel := context.WithTimeout(ctx, timeout)
			defer cancel()
			return next(ctx, r)
		}
	}
}
