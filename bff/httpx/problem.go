package httpx

import (
	"context"
	"errors"
	"net/http"

	"github.com/labstack/echo/v4"
	"go.uber.org/zap"
)

// MIMEProblem is the media type of every error answer (RFC 9457).
const MIMEProblem = "application/problem+json"

// Problem is the body of every error answer. Type stays about:blank: the code, not a URL, is
// what clients switch on.
type Problem struct {
	Type   string       `json:"type"`
	Title  string       `json:"title"`
	Status int          `json:"status"`
	Code   Code         `json:"code"`
	Detail string       `json:"detail"`
	Fields []FieldError `json:"fields,omitempty"`
	// Exclusion is the time-out or self-exclusion of a self_excluded answer.
	Exclusion *ExclusionFacts `json:"exclusion,omitempty"`
	// Limit is the limit of a limit_exceeded answer.
	Limit *LimitFacts `json:"limit,omitempty"`
}

// ProblemOf is the answer for e.
func ProblemOf(e *Error) Problem {
	title := problems[e.Code].title
	if title == "" {
		title = http.StatusText(e.Status)
	}
	return Problem{Type: "about:blank", Title: title, Status: e.Status, Code: e.Code, Detail: e.Detail, Fields: e.Fields, Exclusion: e.Exclusion, Limit: e.Limit}
}

// ErrorHandler is echo's one HTTPErrorHandler: every error becomes problem+json, and a
// server-side failure is logged here once (handlers and middleware return errors, never log them).
func ErrorHandler(err error, c echo.Context) {
	e := Classify(err)
	logFailure(c, e, err)
	if c.Response().Committed {
		return
	}
	if werr := WriteProblem(c, e); werr != nil {
		Logger(c).Debug("writing the error answer failed", zap.Error(werr))
	}
}

// WriteProblem answers e as problem+json.
func WriteProblem(c echo.Context, e *Error) error {
	h := c.Response().Header()
	// An error is never cached, and must not inherit a catalogue answer's caching.
	h.Set(echo.HeaderCacheControl, "no-store")
	h.Del("Content-Language")
	if c.Request().Method == http.MethodHead {
		return c.NoContent(e.Status)
	}
	h.Set(echo.HeaderContentType, MIMEProblem)
	c.Response().WriteHeader(e.Status)
	return encodeJSON(c.Response(), ProblemOf(e), "")
}

func logFailure(c echo.Context, e *Error, err error) {
	if e.Status < 500 {
		return
	}
	log := Logger(c)
	// A browser that went away cancels the request's context: nobody to answer, nothing broken.
	if errors.Is(err, context.Canceled) && c.Request().Context().Err() != nil {
		log.Debug("request abandoned by the client", zap.Error(err))
		return
	}
	fields := []zap.Field{zap.String("code", string(e.Code)), zap.Int("status", e.Status), zap.Error(err)}
	var p *panicError
	if errors.As(err, &p) {
		fields = append(fields, zap.ByteString("stack", p.stack))
	}
	if e.Code == CodeInternal {
		log.Error("request failed", fields...)
		return
	}
	log.Warn("request failed", fields...)
}
