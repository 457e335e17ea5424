package httpx

import (
	"net/http"
	"net/url"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/labstack/echo/v4"
	"github.com/prometheus/client_golang/prometheus"
	"go.uber.org/zap"
)

// Metrics is the HTTP layer's instrumentation.
type Metrics struct {
	duration *prometheus.HistogramVec

	// observers keeps the histogram of each label set once looked up: a lookup by label
	// values hashes them and formats the status on every request.
	mu        sync.RWMutex
	observers map[observerKey]prometheus.Observer
}

type observerKey struct {
	route, method string
	status        int
}

func (m *Metrics) observer(route, method string, status int) prometheus.Observer {
	key := observerKey{route, method, status}
	m.mu.RLock()
	o, ok := m.observers[key]
	m.mu.RUnlock()
	if ok {
		return o
	}
	o = m.duration.WithLabelValues(route, method, strconv.Itoa(status))
	m.mu.Lock()
	m.observers[key] = o
	m.mu.Unlock()
	return o
}

// NewMetrics registers the HTTP metrics on reg.
func NewMetrics(reg prometheus.Registerer) (*Metrics, error) {
	m := &Metrics{duration: prometheus.NewHistogramVec(prometheus.HistogramOpts{
		Name:    "bff_http_request_duration_seconds",
		Help:    "Time to answer a request, by route template, method and status.",
		Buckets: prometheus.DefBuckets,
	}, []string{"route", "method", "status"}), observers: map[observerKey]prometheus.Observer{}}
	if err := reg.Register(m.duration); err != nil {
		return nil, err
	}
	return m, nil
}

// UnmatchedRoute is the route label of a request no route matched: raw paths would let any
// scanner grow the metric without bound.
const UnmatchedRoute = "unmatched"

// Observe logs one access line and records the duration of every request. isRoute says
// whether a path template is a registered route; echo reports a partial match's node path
// for a 404.
func Observe(m *Metrics, isRoute func(template string) bool) echo.MiddlewareFunc {
	return func(next echo.HandlerFunc) echo.HandlerFunc {
		return func(c echo.Context) error {
			start := time.Now()
			if err := next(c); err != nil {
				c.Error(err)
			}
			elapsed := time.Since(start)
			req, res := c.Request(), c.Response()
			route := c.Path()
			if !isRoute(route) || isNotFound(c.Handler()) {
				route = UnmatchedRoute
			}
			m.observer(route, methodLabel(req.Method), res.Status).Observe(elapsed.Seconds())

			level := zap.InfoLevel
			if quietRoutes[route] {
				level = zap.DebugLevel
			}
			if ce := checkLog(c, level, "request"); ce != nil {
				ce.Write(
					zap.String("method", req.Method),
					zap.String("route", route),
					zap.String("path", req.URL.Path),
					zap.String("query", safeQuery(c.QueryParams())), // parsed once, for the handler
					zap.Int("status", res.Status),
					zap.Duration("duration", elapsed),
					zap.Int64("bytes", res.Size),
				)
			}
			return nil
		}
	}
}

// notFoundHandler identifies echo's fallback: for a path no route matches, echo still
// reports the template of the nearest node, which is not the route that answered.
var notFoundHandler = reflect.ValueOf(echo.NotFoundHandler).Pointer()

func isNotFound(h echo.HandlerFunc) bool {
	return h == nil || reflect.ValueOf(h).Pointer() == notFoundHandler
}

// quietRoutes are polled by machines; their access lines would drown the rest.
var quietRoutes = map[string]bool{"/healthz": true, "/readyz": true, "/metrics": true}

func methodLabel(m string) string {
	switch m {
	case http.MethodGet, http.MethodHead, http.MethodPost, http.MethodPut, http.MethodPatch,
		http.MethodDelete, http.MethodOptions:
		return m
	}
	return "other"
}

// loggedParams are the query parameters whose values may appear in logs; any other value
// (a token, a code, a phone number someone put in a URL) is replaced.
var loggedParams = map[string]bool{
	"category": true, "vendor": true, "name": true, "classify": true, "minBet": true,
	"page": true, "pageSize": true, "lang": true,
}

func safeQuery(q url.Values) string {
	if len(q) == 0 {
		return ""
	}
	// url.Values.Encode of the query with the other values replaced, without building it
	keys := make([]string, 0, len(q))
	for k := range q {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	var b strings.Builder
	for _, k := range keys {
		key := url.QueryEscape(k)
		for _, v := range q[k] {
			if b.Len() > 0 {
				b.WriteByte('&')
			}
			b.WriteString(key)
			b.WriteByte('=')
			if loggedParams[k] {
				b.WriteString(url.QueryEscape(v))
			} else {
				b.WriteString("redacted")
			}
		}
	}
	return b.String()
}
