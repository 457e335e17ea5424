package recorder

import (
	"crypto/sha256"
	"encoding/hex"
	"strings"
)

// redacted stands where a secret or a personal datum was.
const redacted = "[redacted]"

// personalKeys are the fields of the platform's answers that carry secrets or personal data.
// The list is the protocol's own names, not the logger's broad patterns: catalogue data has
// fields such as "key" and "cardId" that are neither.
var personalKeys = map[string]bool{
	"token": true, "password": true, "psw": true, "paymentpassword": true,
	"mobile": true, "mobileno": true, "mobilenum": true, "phone": true, "email": true,
	"realname": true, "payeename": true, "idnumber": true, "qqnum": true, "wechat": true,
	"whatsapp": true, "zalo": true, "line": true, "facebook": true, "birthday": true,
}

// redact walks a decoded answer and blanks every text whose key names a secret or personal
// datum. Only strings are touched; a social link object ("FACEBOOK": {"url"}) is a map, not a
// player's account.
func redact(v any) any {
	switch t := v.(type) {
	case map[string]any:
		for k, val := range t {
			if s, ok := val.(string); ok && s != "" && personalKeys[strings.ToLower(k)] {
				t[k] = redacted
				continue
			}
			t[k] = redact(val)
		}
	case []any:
		for i := range t {
			t[i] = redact(t[i])
		}
	}
	return v
}

// pseudonymiseWinners replaces the winners' customer names by stable pseudonyms: the board is
// public on the site only masked, and a fixture must not carry real players' names.
func pseudonymiseWinners(v any) any {
	list, _ := v.([]any)
	for _, e := range list {
		entry, _ := e.(map[string]any)
		vo, _ := entry["vo"].(map[string]any)
		if name, ok := vo["customerName"].(string); ok {
			vo["customerName"] = pseudonym(name)
		}
	}
	return v
}

func pseudonym(name string) string {
	sum := sha256.Sum256([]byte(name))
	return "player_" + hex.EncodeToString(sum[:4])
}

// withoutClientIP drops the address the upstream saw the recorder at.
func withoutClientIP(v any) any {
	if m, ok := v.(map[string]any); ok {
		if loc, ok := m["location"].(map[string]any); ok {
			loc["ip"] = "203.0.113.1" // documentation range
		}
	}
	return v
}
