package httpx

import (
	"context"

	"github.com/labstack/echo/v4"
	"go.uber.org/zap"
)

type loggerKey struct{}

// WithLogger returns ctx carrying log, so code below the handler (adapters, fan-out
// goroutines) logs with the request's id.
func WithLogger(ctx context.Context, log *zap.Logger) context.Context {
	return context.WithValue(ctx, loggerKey{}, log)
}

// LoggerFrom returns the logger ctx carries, or a no-op logger.
func LoggerFrom(ctx context.Context) *zap.Logger {
	if log, ok := ctx.Value(loggerKey{}).(*zap.Logger); ok {
		return log
	}
	return zap.NewNop()
}

// Logger returns the request's logger, which carries its request id.
func Logger(c echo.Context) *zap.Logger { return LoggerFrom(c.Request().Context()) }

// RequestIDOf returns the request's id as the RequestID middleware set it.
func RequestIDOf(c echo.Context) string {
	return c.Response().Header().Get(echo.HeaderXRequestID)
}
