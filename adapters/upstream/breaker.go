package upstream

import (
	"context"
	"errors"
	"fmt"

	"github.com/sony/gobreaker/v2"
	"go.uber.org/zap"

	"github.com/casinobff/bff/adapters"
)

// breaker guards one site's backend. The two-step form lets the call report its own error, so the
// breaker sees exactly what the caller sees, including the retries folded into one call.
type breaker = gobreaker.TwoStepCircuitBreaker[struct{}]

// newBreaker builds the breaker of cfg, whose zero values Options.withDefaults has filled.
func newBreaker(site, backend string, cfg Breaker, m *Metrics, log *zap.Logger) *breaker {
	m.breakerState(site, backend, gobreaker.StateClosed)
	return gobreaker.NewTwoStepCircuitBreaker[struct{}](gobreaker.Settings{
		Name:    site + "/" + backend,
		Timeout: cfg.OpenTimeout,
		ReadyToTrip: func(c gobreaker.Counts) bool {
			return c.ConsecutiveFailures >= cfg.Failures
		},
		// A refusal or a missing session is the upstream working as designed.
		IsSuccessful: func(err error) bool { return !isOutage(err) },
		IsExcluded:   func(err error) bool { return errors.Is(err, errCallerGone) },
		OnStateChange: func(name string, from, to gobreaker.State) {
			m.breakerState(site, backend, to)
			log.Warn("upstream circuit breaker changed state",
				zap.String("breaker", name), zap.Stringer("from", from), zap.Stringer("to", to))
		},
	})
}

// guard is the layer of the breaker cb: while it is open a call fails at once, unsent, and
// every call that goes through tells it how it ended. It sits above the deadline, so that the
// context it sees is the caller's own.
func guard(cb *breaker) layer {
	return func(next proxy) proxy {
		return func(ctx context.Context, r *request) error {
			done, err := cb.Allow()
			if err != nil {
				return fmt.Errorf("%w: circuit %s: %w", adapters.ErrUnavailable, cb.Name(), err)
			}
			err = next(ctx, r)
			done(breakerVerdict(ctx, err))
			return err
		}
	}
}

// breakerVerdict is what the breaker is told about a finished call. A player closing the page
// cancels the call; that must not open the circuit for everyone else.
func breakerVerdict(caller context.Context, err error) error {
	if err != nil && errors.Is(caller.Err(), context.Canceled) {
		return errCallerGone
	}
	return err
}
