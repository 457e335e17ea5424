// Package amount reads amounts as players type them and writes them as the BFF answers them:
// exact decimals, never a float. Every money form (deposits, withdrawals, transfers, agent
// transfers) reads its amount through Parse or Check, and every answer writes one through
// Format, so that "১,৫০০.৫" and "1500.50" are the same amount everywhere.
package amount

import (
	"errors"
	"strings"
	"unicode"

	"github.com/shopspring/decimal"

	"github.com/casinobff/bff/bff/httpx"
)

// MaxInput is the longest amount a player may type, separators and all (AmountInput in
// bff/openapi.yaml).
const MaxInput = 20

// maxIntegerDigits bounds the whole part: no site's wallet holds a thousand trillion.
const maxIntegerDigits = 15

// Why an input is not an amount.
var (
	ErrInvalid     = errors.New("not an amount")
	ErrTooPrecise  = errors.New("more than two decimals")
	ErrNotPositive = errors.New("not above zero")
)

// Parse reads an amount as the player typed it: ASCII or Bengali digits (০-৯), an optional
// decimal point with one or two decimals, commas and spaces anywhere ignored. It must be above
// zero. No sign, no exponent, no other digits.
func Parse(s string) (decimal.Decimal, error) {
	if len(s) > MaxInput*3 { // Bengali digits are three bytes each
		return decimal.Decimal{}, ErrInvalid
	}
	var b strings.Builder
	n, whole, decimals, dot := 0, 0, 0, false
	for _, r := range s {
		n++
		switch {
		case r == ',' || unicode.IsSpace(r):
			continue
		case r == '.':
			if dot {
				return decimal.Decimal{}, ErrInvalid
			}
			dot = true
		case r >= '0' && r <= '9':
		case r >= '০' && r <= '৯':
			r = '0' + (r - '০')
		default:
			return decimal.Decimal{}, ErrInvalid
		}
		if r != '.' {
			if dot {
				decimals++
			} else {
				whole++
			}
		}
		b.WriteRune(r)
	}
	switch {
	case n > MaxInput || whole == 0 || (dot && decimals == 0) || whole > maxIntegerDigits:
		return decimal.Decimal{}, ErrInvalid
	case decimals > 2:
		return decimal.Decimal{}, ErrTooPrecise
	}
	d, err := decimal.NewFromString(b.String())
	if err != nil {
		return decimal.Decimal{}, ErrInvalid
	}
	if !d.IsPositive() {
		return decimal.Decimal{}, ErrNotPositive
	}
	return d, nil
}

// Format writes d as the BFF answers amounts: a decimal string with exactly two decimals
// ("1500.00", "-20.50").
func Format(d decimal.Decimal) string {
	return d.StringFixed(2)
}

// Range is the limits a form's amount must fall within, both inclusive; a zero Max is no upper
// limit.
type Range struct {
	Min, Max decimal.Decimal
}

// Contains says whether d is within r.
func (r Range) Contains(d decimal.Decimal) bool {
	return !d.LessThan(r.Min) && (r.Max.IsZero() || !d.GreaterThan(r.Max))
}

// String says the range as the detail of an out_of_range error: "500.00 to 50000.00", or
// "at least 500.00" without an upper limit.
func (r Range) String() string {
	if r.Max.IsZero() {
		return "at least " + Format(r.Min)
	}
	return Format(r.Min) + " to " + Format(r.Max)
}

// Check reads the form field name as Parse does and checks it against r: the amount, or the
// field's error (required, invalid with what is wrong, out_of_range naming the range).
func Check(name, s string, r Range) (decimal.Decimal, *httpx.FieldError) {
	if strings.TrimSpace(s) == "" {
		return decimal.Decimal{}, &httpx.FieldError{Name: name, Code: httpx.FieldRequired}
	}
	d, err := Parse(s)
	switch {
	case errors.Is(err, ErrTooPrecise):
		return d, &httpx.FieldError{Name: name, Code: httpx.FieldInvalid, Detail: "at most two decimals"}
	case errors.Is(err, ErrNotPositive):
		if r.Min.IsPositive() {
			return d, &httpx.FieldError{Name: name, Code: httpx.FieldOutOfRange, Detail: r.String()}
		}
		return d, &httpx.FieldError{Name: name, Code: httpx.FieldOutOfRange, Detail: "more than 0.00"}
	case err != nil:
		return d, &httpx.FieldError{Name: name, Code: httpx.FieldInvalid, Detail: "digits with at most two decimals"}
	case !r.Contains(d):
		return d, &httpx.FieldError{Name: name, Code: httpx.FieldOutOfRange, Detail: r.String()}
	}
	return d, nil
}
