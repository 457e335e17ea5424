package upstream

import (
	"context"
	"errors"

	"github.com/sony/gobreaker/v2"
	"go.uber.org/zap"
)

const defaultBreakerFailures = 5

// breaker guards one site's backend. The two-step form lets the call report its own error, so the
// breaker sees exactly what the caller sees, including the retries folded into one call.
type breaker = gobreaker.TwoStepCircuitBreaker[struct{}]

func newBreaker(site, backend string, cfg Breaker, m *Metrics, log *zap.Logger) *breaker {
	failures := cfg.Failures
	if failures == 0 {
		failures = defaultBreakerFailures
	}
	m.breakerState(site, backend, gobreaker.StateClosed)
	return gobreaker.NewTwoStepCircuitBreaker[struct{}](gobreaker.Settings{
		Name:    site + "/" + backend,
		Timeout: cfg.OpenTimeout,
		ReadyToTrip: func(c gobreaker.Counts) bool {
			return c.ConsecutiveFailures >= failures
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

// breakerVerdict is what the breaker is told about a finished call. A player closing the page
// cancels the call; that must not open the circuit for everyone else.
func breakerVerdict(caller context.Context, err error) error {
	if err != nil && errors.Is(caller.Err(), context.Canceled) {
		return errCallerGone
	}
	return err
}
