package agent

import (
	"regexp"
	"strconv"
	"time"

	"github.com/labstack/echo/v4"
	"github.com/shopspring/decimal"

	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/bff/amount"
	"github.com/casinobff/bff/bff/httpx"
	"github.com/casinobff/bff/bff/sites"
)

// problems collects field errors in form order; the site focuses the first.
type problems []httpx.FieldError

func (p *problems) add(name string, code httpx.FieldCode, detail string) {
	*p = append(*p, httpx.FieldError{Name: name, Code: code, Detail: detail})
}

// err is the validation_failed answer, or nil when there is nothing to say.
func (p problems) err() error {
	if len(p) == 0 {
		return nil
	}
	return httpx.Validation(p...)
}

// Bounds of the agent's queries and forms (bff/openapi.yaml says the same).
const (
	maxRangeDays    = 90
	defaultPageSize = 20
	maxPageSize     = 50
	dateLayout      = "2006-01-02"
	minPassword     = 6
	maxPassword     = 20
)

var (
	// userNamePattern is a downline's user name: what the registration form allows a new
	// account, letters and digits.
	userNamePattern = regexp.MustCompile(`^[A-Za-z0-9]{4,16}$`)
	// searchPattern is a part of a user name to look for.
	searchPattern   = regexp.MustCompile(`^[A-Za-z0-9]{1,16}$`)
	categoryPattern = regexp.MustCompile(`^[A-Z0-9_]{1,32}$`)
	linkIDPattern   = regexp.MustCompile(`^[A-Za-z0-9_-]{1,32}$`)
	letter          = regexp.MustCompile(`[A-Za-z]`)
	digit           = regexp.MustCompile(`[0-9]`)
)

// today is the start of the current day in the sites' zone.
func (h *handler) today() time.Time {
	now := h.now().In(sites.Zone)
	return time.Date(now.Year(), now.Month(), now.Day(), 0, 0, 0, 0, sites.Zone)
}

// dayRange reads from and to: days in the sites' zone, today when absent, to not before from,
// at most 90 days in all.
func (h *handler) dayRange(c echo.Context, p *problems) adapters.DayRange {
	today := h.today()
	day := func(name string) (time.Time, bool) {
		v := c.QueryParam(name)
		if v == "" {
			return today, true
		}
		t, err := time.ParseInLocation(dateLayout, v, sites.Zone)
		if err != nil {
			p.add(name, httpx.FieldInvalid, "YYYY-MM-DD")
			return t, false
		}
		return t, true
	}
	from, okFrom := day("from")
	to, okTo := day("to")
	if okFrom && okTo {
		switch {
		case to.Before(from):
			p.add("to", httpx.FieldOutOfRange, "on or after from")
		case to.After(from.AddDate(0, 0, maxRangeDays-1)):
			p.add("to", httpx.FieldOutOfRange, "at most "+strconv.Itoa(maxRangeDays)+" days from from")
		}
	}
	return adapters.DayRange{From: from, To: to}
}

// paging reads page (from 1) and pageSize (1 to 50, 20 when absent).
func paging(c echo.Context, p *problems) (page, size int) {
	num := func(name string, def, hi int) int {
		v := c.QueryParam(name)
		if v == "" {
			return def
		}
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 || n > hi {
			p.add(name, httpx.FieldOutOfRange, "1 to "+strconv.Itoa(hi))
			return def
		}
		return n
	}
	return num("page", 1, 1<<20), num("pageSize", defaultPageSize, maxPageSize)
}

// userNameFilter reads the optional userName query parameter: a part of a name to look for.
func userNameFilter(c echo.Context, p *problems) string {
	v := c.QueryParam("userName")
	if v != "" && !searchPattern.MatchString(v) {
		p.add("userName", httpx.FieldInvalid, "letters and digits, at most 16")
	}
	return v
}

// categoryFilter reads the optional category query parameter.
func categoryFilter(c echo.Context, p *problems) string {
	v := c.QueryParam("category")
	if v != "" && !categoryPattern.MatchString(v) {
		p.add("category", httpx.FieldInvalid, "a game category (RNG, LIVE ...)")
	}
	return v
}

// userNameParam reads a downline's user name from the path.
func userNameParam(c echo.Context) (string, error) {
	v := c.Param("userName")
	if !userNamePattern.MatchString(v) {
		return "", httpx.Validation(httpx.FieldError{Name: "userName", Code: httpx.FieldInvalid, Detail: "4 to 16 letters and digits"})
	}
	return v, nil
}

// RebateInput is one rate of a rebate form.
type RebateInput struct {
	Category string `json:"category"`
	Rate     string `json:"rate"`
}

// rebates checks a form's rates against the agent's own, one error per bad row
// (rebates[i].rate); a category the agent has no rate in is refused. Categories the form leaves
// out are 0.
func (p *problems) rebates(in []RebateInput, limits []adapters.RebateLimit) []adapters.Rebate {
	own := map[string]decimal.Decimal{}
	for _, l := range limits {
		own[l.Category] = l.Max
	}
	seen := map[string]bool{}
	out := make([]adapters.Rebate, 0, len(in))
	for i, r := range in {
		name := "rebates[" + strconv.Itoa(i) + "]"
		max, ok := own[r.Category]
		if !ok || seen[r.Category] {
			p.add(name+".category", httpx.FieldUnknown, "a category of the agent's own rates, once")
			continue
		}
		seen[r.Category] = true
		rate, err := decimal.NewFromString(r.Rate)
		switch {
		case err != nil || len(r.Rate) > 8 || !rate.Equal(rate.Round(2)):
			p.add(name+".rate", httpx.FieldInvalid, "a rate with at most two decimals")
			continue
		case rate.IsNegative() || rate.GreaterThan(max):
			p.add(name+".rate", httpx.FieldOutOfRange, "0.00 to "+amount.Format(max))
			continue
		}
		out = append(out, adapters.Rebate{Category: r.Category, Rate: rate})
	}
	return out
}

// timeOf writes a moment in the site's zone (RFC 3339 with its offset); empty for none.
func timeOf(t time.Time) string {
	if t.IsZero() {
		return ""
	}
	return t.In(sites.Zone).Format(time.RFC3339)
}

// dayOf writes a day.
func dayOf(t time.Time) string {
	if t.IsZero() {
		return ""
	}
	return t.Format(dateLayout)
}

// Range is a report's days as answered.
type Range struct {
	From string `json:"from"`
	To   string `json:"to"`
}

func rangeOf(r adapters.DayRange) Range { return Range{From: dayOf(r.From), To: dayOf(r.To)} }
