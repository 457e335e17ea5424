package kit

import (
	"strconv"
	"time"

	"github.com/labstack/echo/v4"

	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/bff/sites"
)

// Bounds of a paged list and of a range of days (bff/openapi.yaml says the same).
const (
	DefaultPageSize = 20
	MaxPageSize     = 50
	MaxPage         = 10000
	MaxRangeDays    = 90
	// DayLayout is how a day is written in queries and answers.
	DayLayout = "2006-01-02"
)

// Number reads an optional whole query parameter from 1 to hi; def when absent.
func Number(c echo.Context, p *Problems, name string, def, hi int) int {
	v := c.QueryParam(name)
	if v == "" {
		return def
	}
	n, err := strconv.Atoi(v)
	switch {
	case err != nil:
		p.Invalid(name, "a whole number")
	case n < 1 || n > hi:
		p.OutOfRange(name, "from 1 to "+strconv.Itoa(hi))
	default:
		return n
	}
	return def
}

// Paging reads page (from 1) and pageSize (1 to MaxPageSize, DefaultPageSize when absent).
func Paging(c echo.Context, p *Problems) (page, size int) {
	return Number(c, p, "page", 1, MaxPage), Number(c, p, "pageSize", DefaultPageSize, MaxPageSize)
}

// Zone is the zone of c's site: its days and the times it answers.
func Zone(c echo.Context) *time.Location { return sites.From(c).Location }

// Today is the start of the day now is in, in c's site's zone.
func Today(c echo.Context, now time.Time) time.Time {
	z := Zone(c)
	now = now.In(z)
	return time.Date(now.Year(), now.Month(), now.Day(), 0, 0, 0, 0, z)
}

// DayRange reads from and to: days in c's site's zone, today when absent, to not before from,
// at most MaxRangeDays days in all. The times are the days' starts.
func DayRange(c echo.Context, p *Problems, now time.Time) adapters.DayRange {
	today := Today(c, now)
	day := func(name string) (time.Time, bool) {
		v := c.QueryParam(name)
		if v == "" {
			return today, true
		}
		t, err := time.ParseInLocation(DayLayout, v, Zone(c))
		if err != nil {
			p.Invalid(name, "YYYY-MM-DD")
			return t, false
		}
		return t, true
	}
	from, okFrom := day("from")
	to, okTo := day("to")
	if okFrom && okTo {
		switch {
		case to.Before(from):
			p.OutOfRange("to", "on or after from")
		case to.After(from.AddDate(0, 0, MaxRangeDays-1)):
			p.OutOfRange("to", "at most "+strconv.Itoa(MaxRangeDays)+" days from from")
		}
	}
	return adapters.DayRange{From: from, To: to}
}
