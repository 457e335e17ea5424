package agent

import (
	"regexp"
	"strconv"

	"github.com/labstack/echo/v4"
	"github.com/shopspring/decimal"

	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/bff/amount"
	"github.com/casinobff/bff/bff/kit"
)

// Bounds of a new downline's password (bff/openapi.yaml says the same).
const (
	minPassword = 6
	maxPassword = 20
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

// userNameFilter reads the optional userName query parameter: a part of a name to look for.
func userNameFilter(c echo.Context, p *kit.Problems) string {
	v := c.QueryParam("userName")
	if v != "" && !searchPattern.MatchString(v) {
		p.Invalid("userName", "letters and digits, at most 16")
	}
	return v
}

// categoryFilter reads the optional category query parameter.
func categoryFilter(c echo.Context, p *kit.Problems) string {
	v := c.QueryParam("category")
	if v != "" && !categoryPattern.MatchString(v) {
		p.Invalid("category", "a game category (RNG, LIVE ...)")
	}
	return v
}

// userNameParam reads a downline's user name from the path.
func userNameParam(c echo.Context) (string, error) {
	v := c.Param("userName")
	if !userNamePattern.MatchString(v) {
		return "", kit.Invalid("userName", "4 to 16 letters and digits")
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
func rebates(p *kit.Problems, in []RebateInput, limits []adapters.RebateLimit) []adapters.Rebate {
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
			p.Unknown(name+".category", "a category of the agent's own rates, once")
			continue
		}
		seen[r.Category] = true
		rate, err := decimal.NewFromString(r.Rate)
		switch {
		case err != nil || len(r.Rate) > 8 || !rate.Equal(rate.Round(2)):
			p.Invalid(name+".rate", "a rate with at most two decimals")
			continue
		case rate.IsNegative() || rate.GreaterThan(max):
			p.OutOfRange(name+".rate", "0.00 to "+amount.Format(max))
			continue
		}
		out = append(out, adapters.Rebate{Category: r.Category, Rate: rate})
	}
	return out
}

// Range is a report's days as answered.
type Range struct {
	From string `json:"from"`
	To   string `json:"to"`
}

func rangeOf(r adapters.DayRange) Range { return Range{From: kit.Day(r.From), To: kit.Day(r.To)} }
