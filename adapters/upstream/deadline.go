package upstream

import (
	"context"
	"time"
)

// deadline is the layer that gives a call timeout in all, retries included: below it the call
// runs under the deadline, above it (the breaker) under the caller's own context.
func deadline(timeout time.Duration) layer {
	return func(next proxy) proxy {
		return func(ctx context.Context, r *request) error {
			ctx, cancel := context.WithTimeout(ctx, timeout)
			defer cancel()
			return next(ctx, r)
		}
	}
}
