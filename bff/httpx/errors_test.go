package httpx

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"testing"

	"github.com/labstack/echo/v4"

	"github.com/casinobff/bff/adapters"
)

func TestClassify(t *testing.T) {
	validation := Validation(FieldError{Name: "page", Code: FieldOutOfRange})
	tests := []struct {
		name   string
		err    error
		status int
		code   Code
	}{
		{"own error as is", validation, 400, CodeValidationFailed},
		{"own error wrapped", fmt.Errorf("games: %w", validation), 400, CodeValidationFailed},
		{"upstream unavailable", fmt.Errorf("list: %w", adapters.ErrUnavailable), 503, CodeUpstreamUnavailable},
		{"upstream deadline", context.DeadlineExceeded, 503, CodeUpstreamUnavailable},
		{"upstream unauthorized", adapters.ErrUnauthorized, 401, CodeLoginRequired},
		{"business refusal", fmt.Errorf("x: %w", &adapters.BusinessError{Code: "a.b"}), 502, CodeUpstreamRefused},
		{"echo not found", echo.ErrNotFound, 404, CodeNotFound},
		{"echo method not allowed", echo.ErrMethodNotAllowed, 405, CodeMethodNotAllowed},
		{"echo body too large", echo.ErrStatusRequestEntityTooLarge, 413, CodeBodyTooLarge},
		{"body over the limit inside a bind error", echo.NewHTTPError(400, "bad").SetInternal(&http.MaxBytesError{Limit: 1}), 413, CodeBodyTooLarge},
		{"echo bad request", echo.NewHTTPError(400, "Syntax error: offset=3"), 400, CodeBadRequest},
		{"echo too many requests", echo.ErrTooManyRequests, 429, CodeRateLimited},
		{"write without an answer", fmt.Errorf("transfer: %w", adapters.ErrOutcomeUnknown), 502, CodeOutcomeUnknown},
		{"write without an answer, past its deadline", fmt.Errorf("%w: %w: %w", adapters.ErrUnavailable, adapters.ErrOutcomeUnknown, context.DeadlineExceeded), 502, CodeOutcomeUnknown},
		{"anything else", errors.New("nil map"), 500, CodeInternal},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e := Classify(tt.err)
			if e.Status != tt.status || e.Code != tt.code {
				t.Fatalf("got %d %q, want %d %q", e.Status, e.Code, tt.status, tt.code)
			}
			if e.Detail == "" || problems[e.Code].title == "" {
				t.Fatalf("code %q has no detail or title", e.Code)
			}
		})
	}
}

func TestClassifyNeverShowsTheCause(t *testing.T) {
	p := ProblemOf(Classify(&adapters.BusinessError{Code: "secret.code", Message: "secret message"}))
	if p.Detail != errRefused.Detail {
		t.Fatalf("detail %q", p.Detail)
	}
}

func TestAcceptsEncoding(t *testing.T) {
	tests := []struct {
		header, coding string
		want           bool
	}{
		{"", "gzip", false},
		{"gzip", "gzip", true},
		{"br, gzip;q=0.5", "gzip", true},
		{"gzip;q=0", "gzip", false},
		{"GZIP", "gzip", true},
		{"*", "gzip", true},
		{"identity", "gzip", false},
		{"deflate, br", "gzip", false},
		{"gzip, deflate, br, zstd", "br", true},
		{"gzip, br;q=0", "br", false},
		{"gzip", "br", false},
	}
	for _, tt := range tests {
		t.Run(tt.coding+" in "+tt.header, func(t *testing.T) {
			if got := AcceptsEncoding(tt.header, tt.coding); got != tt.want {
				t.Fatalf("AcceptsEncoding(%q, %q) = %v", tt.header, tt.coding, got)
			}
		})
	}
}

func TestSafeQuery(t *testing.T) {
	q := map[string][]string{"category": {"RNG"}, "token": {"abc"}, "code": {"123456"}}
	if got, want := safeQuery(q), "category=RNG&code=redacted&token=redacted"; got != want {
		t.Fatalf("got %q, want %q", got, want)
	}
}
