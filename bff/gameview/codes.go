package gameview

import (
	"strings"

	"github.com/casinobff/bff/bff/kit"
)

// MaxCodeLength bounds the platform's codes and ids a request names (node ids, game ids,
// vendor codes, match ids).
const MaxCodeLength = 32

// CheckCode checks one such code, which is required: letters, digits, '_', '-' and '.'. A bad
// one is named in p.
func CheckCode(p *kit.Problems, name, v string) {
	switch {
	case v == "":
		p.Required(name, "")
	case len(v) > MaxCodeLength:
		p.TooLong(name, "at most 32 characters")
	case strings.IndexFunc(v, notCodeRune) >= 0:
		p.Invalid(name, "letters, digits, _, - and .")
	}
}

func notCodeRune(r rune) bool {
	return (r < 'a' || r > 'z') && (r < 'A' || r > 'Z') && (r < '0' || r > '9') && r != '_' && r != '-' && r != '.'
}
