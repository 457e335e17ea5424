package wallet

import (
	"regexp"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/shopspring/decimal"

	"github.com/casinobff/bff/bff/amount"
	"github.com/casinobff/bff/bff/httpx"
)

// problems collects field errors in form order; the site focuses the first.
type problems []httpx.FieldError

func (p *problems) add(name string, code httpx.FieldCode, detail string) {
	*p = append(*p, httpx.FieldError{Name: name, Code: code, Detail: detail})
}

// has says whether name already has an error: each field gets one, the first found.
func (p problems) has(name string) bool {
	for _, f := range p {
		if f.Name == name {
			return true
		}
	}
	return false
}

// err is the validation_failed answer, or nil when there is nothing to say.
func (p problems) err() error {
	if len(p) == 0 {
		return nil
	}
	return httpx.Validation(p...)
}

// text checks a required-or-not free text against a length; false when it failed.
func (p *problems) text(name, v string, required bool, maxLen int) bool {
	switch {
	case v == "" && required:
		p.add(name, httpx.FieldRequired, "")
		return false
	case utf8.RuneCountInString(v) > maxLen:
		p.add(name, httpx.FieldTooLong, "at most "+strconv.Itoa(maxLen)+" characters")
		return false
	}
	return true
}

// code checks a required identifier (a method, an account, a provider) against pattern.
func (p *problems) code(name, v string, required bool) bool {
	if !p.text(name, v, required, maxCode) {
		return false
	}
	if v != "" && !codePattern.MatchString(v) {
		p.add(name, httpx.FieldInvalid, "")
		return false
	}
	return true
}

// wallet checks a wallet id.
func (p *problems) wallet(name, v string) {
	if p.text(name, v, true, maxCode) && !walletPattern.MatchString(v) {
		p.add(name, httpx.FieldInvalid, "")
	}
}

// amount reads an amount field within r (see amount.Check).
func (p *problems) amount(name, v string, r amount.Range) decimal.Decimal {
	d, f := amount.Check(name, v, r)
	if f != nil {
		*p = append(*p, *f)
	}
	return d
}

// Bounds of the money forms' fields (bff/openapi.yaml says the same).
const (
	maxCode       = 32 // ids of methods, accounts, providers, promotions, wallets
	maxName       = 64 // an account holder's name, a branch
	maxReference  = 64 // a payment's transaction id
	maxPassword   = 32 // a payment password as the withdrawal form takes it
	minAccountNum = 6
	maxAccountNum = 24
)

var (
	codePattern      = regexp.MustCompile(`^[A-Za-z0-9_.:-]{1,32}$`)
	referencePattern = regexp.MustCompile(`^[A-Za-z0-9_-]{1,64}$`)
	pinPattern       = regexp.MustCompile(`^[0-9]{6}$`)
)

// digits normalises what a player types where only digits mean anything (account numbers,
// payment passwords): Bengali digits become ASCII ones, and spaces and dashes go when strip
// says so. Anything else stays, for the caller's pattern to refuse.
func digits(s string, strip bool) string {
	return strings.Map(func(r rune) rune {
		switch {
		case r >= '০' && r <= '৯':
			return '0' + (r - '০')
		case strip && (r == ' ' || r == '-'):
			return -1
		}
		return r
	}, strings.TrimSpace(s))
}

// accountNumber checks a payout account's number: 6 to 24 digits once spaces and dashes are
// gone. It answers the digits.
func (p *problems) accountNumber(name, v string) string {
	if !p.text(name, v, true, maxAccountNum*2) {
		return ""
	}
	d := digits(v, true)
	for _, r := range d {
		if r < '0' || r > '9' {
			p.add(name, httpx.FieldInvalid, "digits only")
			return ""
		}
	}
	if len(d) < minAccountNum || len(d) > maxAccountNum {
		p.add(name, httpx.FieldInvalid, strconv.Itoa(minAccountNum)+" to "+strconv.Itoa(maxAccountNum)+" digits")
		return ""
	}
	return d
}
