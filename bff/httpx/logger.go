package httpx

import (
	"context"
	"sync"

	"github.com/labstack/echo/v4"
	"go.uber.org/zap"
	"go.uber.org/zap/zapcore"
)

type loggerKey struct{}

// requestLog is a request's logger, built on first use: zap's With encodes its fields at
// once, and most requests log nothing at the configured level. It is also the request's
// context from RequestID on, the one below with the logger on it (one allocation rather than
// a context.WithValue and this), and holds the X-Request-Id header's value.
type requestLog struct {
	context.Context
	base     *zap.Logger
	id       string
	idHeader [1]string // a full slice of it is the header's value: an Add reallocates
	once     sync.Once
	log      *zap.Logger
}

// Value answers the logger's key with the logger, and every other key as the context below.
func (r *requestLog) Value(key any) any {
	if key == (loggerKey{}) {
		return r
	}
	return r.Context.Value(key)
}

func (r *requestLog) logger() *zap.Logger {
	r.once.Do(func() { r.log = r.base.With(zap.String("request_id", r.id)) })
	return r.log
}

// check is Logger.Check on the request's logger, without building it when level is off.
func (r *requestLog) check(level zapcore.Level, msg string) *zapcore.CheckedEntry {
	if !r.base.Core().Enabled(level) {
		return nil
	}
	return r.logger().Check(level, msg)
}

// withRequestLog returns ctx carrying the logger of request id, so code below the handler
// (adapters, fan-out goroutines) logs with the request's id.
func withRequestLog(ctx context.Context, base *zap.Logger, id string) *requestLog {
	r := &requestLog{Context: ctx, base: base, id: id}
	r.idHeader[0] = id
	return r
}

// LoggerFrom returns the logger ctx carries, or a no-op logger.
func LoggerFrom(ctx context.Context) *zap.Logger {
	if r, ok := ctx.Value(loggerKey{}).(*requestLog); ok {
		return r.logger()
	}
	return zap.NewNop()
}

// Logger returns the request's logger, which carries its request id.
func Logger(c echo.Context) *zap.Logger { return LoggerFrom(c.Request().Context()) }

// checkLog is Logger(c).Check, which builds no logger when level is off.
func checkLog(c echo.Context, level zapcore.Level, msg string) *zapcore.CheckedEntry {
	if r, ok := c.Request().Context().Value(loggerKey{}).(*requestLog); ok {
		return r.check(level, msg)
	}
	return nil
}
