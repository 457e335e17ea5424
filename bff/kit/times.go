package kit

import (
	"time"

	"github.com/labstack/echo/v4"
)

// Clock is now, or time.Now when nil: a feature's clock, which its Options may set (a test's).
func Clock(now func() time.Time) func() time.Time {
	if now == nil {
		return time.Now
	}
	return now
}

// Time writes a moment as c's site answers it: in its zone, RFC 3339 with the offset; empty
// for none.
func Time(c echo.Context, t time.Time) string {
	if t.IsZero() {
		return ""
	}
	return t.In(Zone(c)).Format(time.RFC3339)
}

// Day writes a day (DayLayout) as it was read, a day's start in the site's zone; empty for
// none.
func Day(t time.Time) string {
	if t.IsZero() {
		return ""
	}
	return t.Format(DayLayout)
}
