package wallet

import (
	"regexp"
	"strconv"
	"strings"

	"github.com/casinobff/bff/bff/kit"
)

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
func accountNumber(p *kit.Problems, name, v string) string {
	if !p.Text(name, v, true, maxAccountNum*2) {
		return ""
	}
	d := digits(v, true)
	for _, r := range d {
		if r < '0' || r > '9' {
			p.Invalid(name, "digits only")
			return ""
		}
	}
	if len(d) < minAccountNum || len(d) > maxAccountNum {
		p.Invalid(name, strconv.Itoa(minAccountNum)+" to "+strconv.Itoa(maxAccountNum)+" digits")
		return ""
	}
	return d
}
