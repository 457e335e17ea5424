package kit

import (
	"regexp"
	"strconv"
	"unicode/utf8"

	"github.com/shopspring/decimal"

	"github.com/casinobff/bff/bff/amount"
	"github.com/casinobff/bff/bff/httpx"
)

// Problems collects a request's field errors in form order: the site focuses the first.
type Problems []httpx.FieldError

// Add names field name as wrong.
func (p *Problems) Add(name string, code httpx.FieldCode, detail string) {
	*p = append(*p, httpx.FieldError{Name: name, Code: code, Detail: detail})
}

// Required names field name as missing; detail, when given, says what would do.
func (p *Problems) Required(name, detail string) { p.Add(name, httpx.FieldRequired, detail) }

// Invalid names field name as not of its form; detail says the form.
func (p *Problems) Invalid(name, detail string) { p.Add(name, httpx.FieldInvalid, detail) }

// OutOfRange names field name as outside its bounds; detail says them.
func (p *Problems) OutOfRange(name, detail string) { p.Add(name, httpx.FieldOutOfRange, detail) }

// TooLong names field name as longer than allowed; detail says how long it may be.
func (p *Problems) TooLong(name, detail string) { p.Add(name, httpx.FieldTooLong, detail) }

// Unknown names field name as naming nothing there is (a category, an account, a promotion).
func (p *Problems) Unknown(name, detail string) { p.Add(name, httpx.FieldUnknown, detail) }

// Has says whether name already has an error: a form gives each field one, the first found.
func (p Problems) Has(name string) bool {
	for _, f := range p {
		if f.Name == name {
			return true
		}
	}
	return false
}

// Err is the validation_failed answer, or nil when there is nothing to say.
func (p Problems) Err() error {
	if len(p) == 0 {
		return nil
	}
	return httpx.Validation(p...)
}

// Text checks a free text, required or not, against a length in characters; false when it
// failed.
func (p *Problems) Text(name, v string, required bool, maxLen int) bool {
	switch {
	case v == "" && required:
		p.Required(name, "")
		return false
	case utf8.RuneCountInString(v) > maxLen:
		p.TooLong(name, "at most "+strconv.Itoa(maxLen)+" characters")
		return false
	}
	return true
}

// Match checks a text, required or not, of at most maxLen characters against pattern; false
// when it failed.
func (p *Problems) Match(name, v string, required bool, maxLen int, pattern *regexp.Regexp) bool {
	if !p.Text(name, v, required, maxLen) {
		return false
	}
	if v != "" && !pattern.MatchString(v) {
		p.Invalid(name, "")
		return false
	}
	return true
}

// Amount reads an amount field within r (see amount.Check).
func (p *Problems) Amount(name, v string, r amount.Range) decimal.Decimal {
	d, f := amount.Check(name, v, r)
	if f != nil {
		*p = append(*p, *f)
	}
	return d
}

// AmountField is a money write's amount, embedded in its body (a deposit, a withdrawal, a
// transfer): the amount field the site sends and, once Read has checked it, its value.
type AmountField struct {
	Amount string `json:"amount"`
	sum    decimal.Decimal
}

// Read checks the amount field within r, naming it in p when wrong, and keeps its value.
func (f *AmountField) Read(p *Problems, r amount.Range) { f.sum = p.Amount("amount", f.Amount, r) }

// Sum is the amount Read found: zero before it, or when the field was wrong.
func (f AmountField) Sum() decimal.Decimal { return f.sum }

// InRange names field name out_of_range when d, an amount read already, is outside r.
func (p *Problems) InRange(name string, d decimal.Decimal, r amount.Range) {
	if !r.Contains(d) {
		p.OutOfRange(name, r.String())
	}
}
