package cached

import (
	"sync"

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
	held     *heldCollector
}

// NewMetrics registers the cache collectors on reg; a nil reg leaves them unregistered.
func NewMetrics(reg prometheus.Registerer) *Metrics {
	m := &Metrics{
		requests: promauto.With(reg).NewCounterVec(prometheus.CounterOpts{
			Name: "bff_cache_requests_total",
			Help: "Cached catalogue reads by site, operation and result (hit, miss, stale, busy).",
		}, []string{"site", "operation", "result"}),
		held: &heldCollector{
			entries: prometheus.NewDesc("bff_cache_entries", "Entries a cache holds, stale ones included, by site and cache.", []string{"site", "cache"}, nil),
			bytes:   prometheus.NewDesc("bff_cache_bytes", "Estimated bytes a cache holds, by site and cache.", []string{"site", "cache"}, nil),
		},
	}
	if reg != nil {
		reg.MustRegister(m.held)
	}
	return m
}

func (m *Metrics) count(site, op, result string) {
	if m == nil {
		return
	}
	m.requests.WithLabelValues(site, op, result).Inc()
}

// watch reports what stats says a cache holds as bff_cache_entries and bff_cache_bytes, labelled
// site and cache (the decorators watch themselves as games and content).
func (m *Metrics) watch(site, cache string, stats func() Stats) {
	if m == nil {
		return
	}
	m.held.mu.Lock()
	defer m.held.mu.Unlock()
	m.held.caches = append(m.held.caches, watched{site, cache, stats})
}

type watched struct {
	site, cache string
	stats       func() Stats
}

// heldCollector reads the caches' sizes when scraped.
type heldCollector struct {
	entries, bytes *prometheus.Desc

	mu     sync.Mutex
	caches []watched
}

func (c *heldCollector) Describe(ch chan<- *prometheus.Desc) {
	ch <- c.entries
	ch <- c.bytes
}

func (c *heldCollector) Collect(ch chan<- prometheus.Metric) {
	c.mu.Lock()
	caches := append([]watched(nil), c.caches...)
	c.mu.Unlock()
	for _, w := range caches {
		st := w.stats()
		ch <- prometheus.MustNewConstMetric(c.entries, prometheus.GaugeValue, float64(st.Entries), w.site, w.cache)
		ch <- prometheus.MustNewConstMetric(c.bytes, prometheus.GaugeValue, float64(st.Bytes), w.site, w.cache)
	}
}
