// Package system serves the endpoints machines poll: liveness (/healthz), readiness
// (/readyz) and Prometheus metrics (/metrics). They answer for any host, since probes and
// scrapers address a pod by its IP.
package system

import (
	"context"
	"net/http"
	"time"

	"github.com/labstack/echo/v4"
	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/promhttp"

	"github.com/casinobff/bff/bff/httpx"
)

// ReadyFunc says whether the BFF can serve traffic; nil means ready. It must return within
// the context's deadline.
type ReadyFunc func(ctx context.Context) error

// readyTimeout bounds one readiness check; a probe waiting longer counts as a failure anyway.
const readyTimeout = 2 * time.Second

// Status is the body of a passing check.
type Status struct {
	Status string `json:"status"`
}

var (
	errNotReady = httpx.NewError(httpx.CodeNotReady, "Not ready to serve traffic.")
	errDraining = httpx.NewError(httpx.CodeNotReady, "Shutting down.")
)

// Probes adds /healthz and /readyz. draining reports a shutdown in progress, during which
// readiness fails so that load balancers stop sending new requests. Readiness says this process
// can serve, never that the upstream answers: an upstream outage must leave the stale
// catalogue and the status pages up, and the breakers and /metrics tell of it.
func Probes(e *echo.Echo, ready ReadyFunc, draining func() bool) {
	e.GET("/healthz", func(c echo.Context) error {
		httpx.NoStore(c)
		return c.JSON(http.StatusOK, Status{Status: "ok"})
	})
	e.GET("/readyz", func(c echo.Context) error {
		if draining() {
			return errDraining
		}
		if ready != nil {
			ctx, cancel := context.WithTimeout(c.Request().Context(), readyTimeout)
			defer cancel()
			if err := ready(ctx); err != nil {
				return errNotReady.WithCause(err)
			}
		}
		httpx.NoStore(c)
		return c.JSON(http.StatusOK, Status{Status: "ok"})
	})
}

// Metrics adds /metrics: what reg holds, in Prometheus's format.
func Metrics(e *echo.Echo, reg *prometheus.Registry) {
	e.GET("/metrics", echo.WrapHandler(promhttp.HandlerFor(reg, promhttp.HandlerOpts{Registry: reg})))
}
