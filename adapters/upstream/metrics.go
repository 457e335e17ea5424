package upstream

import (
	"context"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/promauto"
	"github.com/sony/gobreaker/v2"
)

// Outcomes of one upstream call, as the duration histogram labels them.
const (
	outcomeOK           = "ok"
	outcomeRefused      = "refused"
	outcomeUnauthorized = "unauthorized"
	outcomeUnavailable  = "unavailable"
	outcomeUnknown      = "unknown" // a write sent and not answered
)

// Metrics are the upstream client's collectors. Build one per process and share it between the
// clients of every site and backend: the labels tell them apart.
type Metrics struct {
	duration *prometheus.HistogramVec
	breaker  *prometheus.GaugeVec
}

// NewMetrics registers the upstream collectors on reg. A nil reg leaves them unregistered, which
// suits tests that do not read them.
func NewMetrics(reg prometheus.Registerer) *Metrics {
	f := promauto.With(reg)
	return &Metrics{
		duration: f.NewHistogramVec(prometheus.HistogramOpts{
			Name:    "bff_upstream_request_duration_seconds",
			Help:    "Duration of upstream calls, retries included, by backend, operation and outcome (ok, refused, unauthorized, unavailable, unknown: a write sent and not answered).",
			Buckets: []float64{.005, .01, .025, .05, .1, .25, .5, 1, 2.5, 5, 10},
		}, []string{"backend", "operation", "outcome"}),
		breaker: f.NewGaugeVec(prometheus.GaugeOpts{
			Name: "bff_upstream_breaker_state",
			Help: "Circuit breaker state per site and backend: 0 closed, 1 half-open, 2 open.",
		}, []string{"site", "backend"}),
	}
}

// observe is the outermost layer: the duration of each call, everything below included, by
// backend, operation and outcome.
func observe(m *Metrics, backend string) layer {
	return func(next proxy) proxy {
		return func(ctx context.Context, r *request) error {
			start := time.Now()
			err := next(ctx, r)
			m.observe(backend, r.call.Op, outcomeOf(err), time.Since(start))
			return err
		}
	}
}

// The nil checks let a Client run without metrics (tools, some tests) without a second code path.

func (m *Metrics) observe(backend, op, outcome string, d time.Duration) {
	if m == nil {
		return
	}
	m.duration.WithLabelValues(backend, op, outcome).Observe(d.Seconds())
}

func (m *Metrics) breakerState(site, backend string, s gobreaker.State) {
	if m == nil {
		return
	}
	// gobreaker's State values are 0 closed, 1 half-open, 2 open: the gauge's documented scale.
	m.breaker.WithLabelValues(site, backend).Set(float64(s))
}
