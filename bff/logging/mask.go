package logging

import (
	"bytes"
	"regexp"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"unicode"
	"unicode/utf8"
)

// Redacted replaces whatever is hidden.
const Redacted = "[redacted]"

// sensitiveParts are substrings of a key, lower-cased with separators removed, that mark its
// value as secret or personal whatever its type: "X-Auth-Token", "sms_code", "mobileNum".
var sensitiveParts = []string{
	"token", "password", "passwd", "psw", "pwd", "secret", "credential", "authorization",
	"cookie", "encryption", "signature", "apikey", "privatekey", "accesskey", "sessionid",
	"captcha", "smscode", "verificationcode",
	"mobile", "phone", "msisdn", "email",
	"realname", "birthday", "idcard", "cardnumber", "cardno", "bankaccount", "accountnumber",
	// Money: payout and sender accounts and whose they are (paymentPassword, currentPassword
	// and the like are "password" above).
	"accountno", "accountnum", "senderaccount", "accountname", "payeename", "holdername",
	"iban", "cvv",
}

// codeQualifiers are the words that, just before "code", make it a one-time or verification
// code (smsCode, messageCode, authCode, img_code) rather than one of our stable error codes
// or a status, currency, language, merchant, game or vendor code, which stay readable.
var codeQualifiers = map[string]bool{
	"sms": true, "verification": true, "verify": true, "message": true, "msg": true,
	"auth": true, "security": true, "confirm": true, "confirmation": true, "activation": true,
	"reset": true, "pin": true, "valid": true, "validate": true, "validation": true,
	"check": true, "image": true, "img": true, "email": true, "phone": true, "mobile": true,
}

// SensitiveKey reports whether a field, header, query parameter or JSON member named key
// holds a secret or personal data, whatever its value looks like. Case and separators do not
// matter. "code" and "status" alone are not sensitive: they carry our stable error codes.
func SensitiveKey(key string) bool { return verdictOf(key).sensitive }

// idKey reports whether key names an identifier (request_id, traceId): its value is kept
// even when it looks like a token, so that requests stay traceable.
func idKey(key string) bool { return verdictOf(key).id }

// keyVerdict is what SensitiveKey and idKey say of a key.
type keyVerdict struct{ sensitive, id bool }

// Verdicts are kept by key: splitting a key into words is most of what redacting a log line
// costs, and the keys are few (the code's field names, the headers and parameters it logs).
// Keys from data (the members of a logged JSON value) could be many, so at most maxVerdicts are
// kept; past that a key is judged afresh each time.
var (
	verdicts     sync.Map // key -> keyVerdict
	verdictCount atomic.Int32
)

const maxVerdicts = 4096

func verdictOf(key string) keyVerdict {
	if v, ok := verdicts.Load(key); ok {
		return v.(keyVerdict)
	}
	ws := words(key)
	v := keyVerdict{sensitive: sensitiveWords(ws), id: len(ws) > 0 && (ws[len(ws)-1] == "id" || ws[len(ws)-1] == "ids" || ws[len(ws)-1] == "uuid")}
	if verdictCount.Load() < maxVerdicts {
		if _, known := verdicts.LoadOrStore(strings.Clone(key), v); !known {
			verdictCount.Add(1)
		}
	}
	return v
}

func sensitiveWords(ws []string) bool {
	if len(ws) == 0 {
		return false
	}
	joined := strings.Join(ws, "")
	for _, part := range sensitiveParts {
		if strings.Contains(joined, part) {
			return true
		}
	}
	for i, w := range ws {
		// Whole words only: "otp" is inside "hotPlayers", "pin" inside "shipping". A security
		// question's answer (answer, answers, securityAnswer) is a password too; "answered" is not.
		if w == "otp" || w == "pin" || w == "answer" || w == "answers" ||
			((w == "code" || w == "codes") && i > 0 && codeQualifiers[ws[i-1]]) {
			return true
		}
	}
	return false
}

// words splits a key into lower-case words at separators and camelCase boundaries:
// "X-Auth-Token" is x auth token, "HTTPStatusCode" is http status code.
func words(key string) []string {
	var ws []string
	var cur []rune
	flush := func() {
		if len(cur) > 0 {
			ws = append(ws, strings.ToLower(string(cur)))
			cur = cur[:0]
		}
	}
	rs := []rune(key)
	for i, r := range rs {
		if !unicode.IsLetter(r) && !unicode.IsDigit(r) {
			flush()
			continue
		}
		if unicode.IsUpper(r) && len(cur) > 0 {
			prev := rs[i-1]
			nextLower := i+1 < len(rs) && unicode.IsLower(rs[i+1])
			if unicode.IsLower(prev) || unicode.IsDigit(prev) || (unicode.IsUpper(prev) && nextLower) {
				flush()
			}
		}
		cur = append(cur, r)
	}
	flush()
	return ws
}

var (
	// "Bearer abc", "Basic dXNlcjpwYXNz".
	authScheme = regexp.MustCompile(`(?i)\b(bearer|basic)\s+[A-Za-z0-9\-._~+/]+=*`)

	// key=value, key: value, "key": "value", key="value" and key=value in query strings;
	// the value is masked when the key is sensitive. A quoted value may hold spaces.
	keyValue = regexp.MustCompile(`([A-Za-z][A-Za-z0-9_.\-]*)(?:("?\s*[:=]\s*")([^"]*)|("?\s*[:=]\s*)([^\s"&,;?}\]]+))`)

	// Tokens and personal data wherever they appear. A UUID comes first so that it is kept
	// whole: its last group would otherwise pass for a phone number.
	valuePatterns = regexp.MustCompile(strings.Join([]string{
		`(?P<uuid>\b[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}\b)`,
		`\beyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*`, // JWT
		`[A-Za-z0-9._%+\-]+@[A-Za-z0-9.\-]+\.[A-Za-z]{2,}`,    // e-mail
		`\+\d{1,4}[ \-]?\(?\d{2,5}\)?(?:[ \-]?\d{2,}){1,4}`,   // +880 1712-345678
		`\b0\d{4}[ \-]\d{6}\b`, // 01712-345678
		`\b[0-9a-fA-F]{24,}\b`, // hex tokens
		`\b\d{10,}\b`,          // 01712345678 and other long digit runs
	}, "|"))
	uuidGroup = valuePatterns.SubexpIndex("uuid")
)

// MaskText masks, in free text such as a message, a URL or a body: the credentials after
// Bearer or Basic, the value after a sensitive key (password=..., "smsCode":"...", mobile: ...),
// JWTs, hex tokens of 24 characters or more, e-mail addresses, phone numbers and any run of
// ten or more digits. UUIDs are kept. Each pass runs only on text it could change: most of what
// is logged (a method, a route, a path, a short message) has nothing any of them looks for.
func MaskText(s string) string {
	if mayHoldCredentials(s) {
		s = maskCredentials(s)
	}
	if strings.ContainsAny(s, ":=") && mayNameSensitiveKey(s) { // keyValue's separators
		s = maskKeyValues(s)
	}
	if mayHoldValues(s) {
		s = maskValues(s)
	}
	return s
}

func maskCredentials(s string) string { return authScheme.ReplaceAllString(s, "$1 "+Redacted) }

func maskKeyValues(s string) string {
	return keyValue.ReplaceAllStringFunc(s, func(m string) string {
		sub := keyValue.FindStringSubmatch(m)
		sep, value := sub[2], sub[3]
		if sep == "" {
			sep, value = sub[4], sub[5]
		}
		if value == "" || value == Redacted || !SensitiveKey(sub[1]) {
			return m
		}
		return sub[1] + sep + Redacted
	})
}

// mayHoldCredentials says whether authScheme could match s: it holds bearer or basic in any
// case. Text beyond ASCII always could (case folding reaches letters such as the long s).
func mayHoldCredentials(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return true
		}
	}
	return containsFold(s, "bearer") || containsFold(s, "basic")
}

// containsFold says whether s, in ASCII, holds word (lower case) in any case.
func containsFold(s, word string) bool {
	for i := 0; i+len(word) <= len(s); i++ {
		if s[i]|0x20 == word[0] && strings.EqualFold(s[i:i+len(word)], word) {
			return true
		}
	}
	return false
}

// keyParts are what a sensitive key's words, joined, hold: a part of sensitiveParts, or a
// whole word sensitiveWords looks for ("codes" holds "code", "answers" "answer").
var keyParts = func() [][]byte {
	parts := make([][]byte, 0, len(sensitiveParts)+4)
	for _, p := range append(slices.Clone(sensitiveParts), "otp", "pin", "answer", "code") {
		parts = append(parts, []byte(p))
	}
	return parts
}()

// maxKeyScan is the longest text mayNameSensitiveKey judges on the stack; a longer one goes to
// the regular expression.
const maxKeyScan = 512

// mayNameSensitiveKey says whether keyValue could find a sensitive key in s. A key is ASCII
// letters, digits and separators, and its words joined are the key lower-cased without its
// separators: so they stand in s lower-cased with all but letters and digits taken out. Where
// no key part stands there, no key in s is sensitive and keyValue would change nothing. An
// access line's query ("category=RNG&page=2") is judged here without the regular expression,
// which cost more than the rest of a cached request.
func mayNameSensitiveKey(s string) bool {
	if len(s) > maxKeyScan {
		return true
	}
	var buf [maxKeyScan]byte
	n := 0
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c >= 'A' && c <= 'Z':
			buf[n] = c + ('a' - 'A')
			n++
		case c >= 'a' && c <= 'z', c >= '0' && c <= '9':
			buf[n] = c
			n++
		}
	}
	for _, part := range keyParts {
		if bytes.Contains(buf[:n], part) {
			return true
		}
	}
	return false
}

// mayHoldValues says whether valuePatterns could mask something in s: an e-mail needs an @, a
// JWT starts eyJ, a phone number or a long number nine digits or more (a + number with fewer
// is kept), a hex token a run of 24 hex digits. Its classes are ASCII, case and all.
func mayHoldValues(s string) bool {
	digits, hexRun := 0, 0
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c >= '0' && c <= '9':
			digits++
			hexRun++
		case c >= 'a' && c <= 'f', c >= 'A' && c <= 'F':
			hexRun++
		case c == '@':
			return true
		default:
			hexRun = 0
		}
		if digits >= 9 || hexRun >= 24 {
			return true
		}
	}
	return strings.Contains(s, "eyJ")
}

// maskValues masks what valuePatterns finds, keeping UUIDs.
func maskValues(s string) string {
	idx := valuePatterns.FindAllStringSubmatchIndex(s, -1)
	if len(idx) == 0 {
		return s
	}
	var b strings.Builder
	last := 0
	for _, m := range idx {
		match := s[m[0]:m[1]]
		if m[2*uuidGroup] >= 0 || (match[0] == '+' && digits(match) < 9) {
			continue
		}
		b.WriteString(s[last:m[0]])
		b.WriteString(Redacted)
		last = m[1]
	}
	if last == 0 {
		return s
	}
	b.WriteString(s[last:])
	return b.String()
}

func digits(s string) int {
	n := 0
	for _, r := range s {
		if r >= '0' && r <= '9' {
			n++
		}
	}
	return n
}
