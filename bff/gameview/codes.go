package gameview

import (
	"strings"

	"github.com/casinobff/bff/bff/httpx"
)

// MaxCodeLength bounds the platform's codes and ids a request names (node ids, game ids,
// vendor codes, match ids).
const MaxCodeLength = 32

// CheckCode checks one such code, which is required: letters, digits, '_', '-' and '.'.
func CheckCode(name, v string) (httpx.FieldError, bool) {
	switch {
	case v == "":
		return httpx.FieldError{Name: name, Code: httpx.FieldRequired}, false
	case len(v) > MaxCodeLength:
		return httpx.FieldError{Name: name, Code: httpx.FieldTooLong, Detail: "at most 32 characters"}, false
	case strings.IndexFunc(v, notCodeRune) >= 0:
		return httpx.FieldError{Name: name, Code: httpx.FieldInvalid, Detail: "letters, digits, _, - and ."}, false
	}
	return httpx.FieldError{}, true
}

func notCodeRune(r rune) bool {
	return (r < 'a' || r > 'z') && (r < 'A' || r > 'Z') && (r < '0' || r > '9') && r != '_' && r != '-' && r != '.'
}
