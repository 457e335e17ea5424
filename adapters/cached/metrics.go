package cached

import (
	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/promauto"
)

// Results of a cached read, as the counter labels them.
const (
	resultHit   = "hit"
	resultMiss  = "miss"
	resultStale = "stale"
	resultBusy  = "busy" // a miss refused: every upstream call of the site and backend in use
)

// Metrics are the cache's collectors, shared by the decorators of every site.
type Metrics struct {
	requests *prometheus.CounterVec
}

// NewMetrics registers the cache collectors on reg; a nil reg leaves them unregistered.
func NewMetrics(reg prometheus.Registerer) *Metrics {
	return &Metrics{
		requests: promauto.With(reg).NewCounterVec(prometheus.CounterOpts{
			Name: "bff_cache_requests_total",
			Help: "Cached catalogue reads by site, operation and result (hit, miss, stale, busy).",
		}, []string{"site", "operation", "result"}),
	}
}

func (m *Metrics) count(site, op, result string) {
	if m == nil {
		return
	}
	m.requests.WithLabelValues(site, op, result).Inc()
}
