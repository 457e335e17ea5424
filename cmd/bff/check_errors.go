package main

import (
	"context"
	"crypto/tls"
	"errors"
	"fmt"
	"net"
	"reflect"
	"regexp"
	"strconv"
	"strings"
	"syscall"
	"time"

	json "github.com/goccy/go-json"

	"github.com/casinobff/bff/adapters"
)

// upstreamPrefix starts the error of every upstream call: "upstream <backend> <operation>: ".
var upstreamPrefix = regexp.MustCompile(`upstream (?:games|member|wallet|content) ([A-Za-z]+): `)

// describe says, in a line a merchant can act on, what became of a call: which field of the
// answer does not decode and how, the refusal's code, or why no answer came. A row of several
// upstream calls names the one that failed. No token or password is in an adapter's error.
func describe(err error, wires []wire, timeout time.Duration) string {
	what := cause(err, timeout)
	if len(wires) > 1 {
		// The innermost operation is the one that failed: the login's names the RSA key's.
		if all := upstreamPrefix.FindAllStringSubmatch(err.Error(), -1); all != nil {
			failed := all[len(all)-1][1]
			for _, w := range wires {
				if w.op == failed {
					return w.String() + ": " + what
				}
			}
		}
	}
	return what
}

func cause(err error, timeout time.Duration) string {
	var (
		mismatch *json.UnmarshalTypeError
		refusal  *adapters.BusinessError
		dns      *net.DNSError
		op       *net.OpError
		cert     *tls.CertificateVerificationError
		record   tls.RecordHeaderError
	)
	switch {
	case errors.As(err, &mismatch):
		return fieldMismatch(mismatch)
	case errors.As(err, &refusal) && errors.Is(err, adapters.ErrCaptchaRequired):
		return fmt.Sprintf("refused: %s, and the next login needs a captcha: give a test login the back office asks no captcha of", refusal.Code)
	case errors.As(err, &refusal):
		msg := fmt.Sprintf("refused: %s (HTTP %d)", refusal.Code, refusal.Status)
		if m := oneLine(refusal.Message, 80); m != "" {
			msg += ": " + m
		}
		return msg
	case errors.Is(err, adapters.ErrUnauthorized):
		return "no session: the back office answered 401 or login.not.session"
	case errors.Is(err, syscall.ECONNREFUSED) && errors.As(err, &op) && op.Addr != nil:
		return "connection refused: nothing listens at " + op.Addr.String()
	case errors.Is(err, syscall.ECONNREFUSED):
		return "connection refused: nothing listens there"
	case errors.As(err, &dns):
		return "host not found: " + dns.Name
	case errors.As(err, &cert):
		return "TLS: the back office's certificate is not trusted: " + oneLine(cert.Err.Error(), 160)
	case errors.As(err, &record):
		return "TLS: the backend does not speak https at that address (an http URL?)"
	case errors.Is(err, context.DeadlineExceeded):
		return fmt.Sprintf("no answer within %s (--timeout)", timeout)
	}
	return plain(err)
}

// plain is err's text without the layers' prefixes: what the adapter says went wrong.
func plain(err error) string {
	s := err.Error()
	if loc := upstreamPrefix.FindAllStringIndex(s, -1); loc != nil {
		s = s[loc[len(loc)-1][1]:]
	}
	s = strings.TrimPrefix(s, adapters.ErrUnavailable.Error()+": ")
	return oneLine(s, 200)
}

// fieldMismatch names the answer's field as the site's developers see it in the answer,
// value.games[0].gameId, and what it holds against what the BFF reads.
func fieldMismatch(e *json.UnmarshalTypeError) string {
	path := "value"
	for seg := range strings.SplitSeq(e.Field, ".") {
		switch _, err := strconv.Atoi(seg); {
		case seg == "":
		case err == nil:
			path += "[" + seg + "]"
		default:
			path += "." + seg
		}
	}
	got := e.Value
	if got == "bool" {
		got = "boolean"
	}
	return fmt.Sprintf("%s: expected %s, got %s", path, jsonKind(e.Type), got)
}

// jsonKind is what a JSON answer must hold to decode into t.
func jsonKind(t reflect.Type) string {
	if t == nil {
		return "a value"
	}
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	switch t.Kind() {
	case reflect.String:
		return "string"
	case reflect.Bool:
		return "boolean"
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64,
		reflect.Float32, reflect.Float64:
		return "number"
	case reflect.Slice, reflect.Array:
		return "array"
	case reflect.Struct, reflect.Map:
		return "object"
	}
	return t.Kind().String()
}

// oneLine keeps a message to one line of at most n runes.
func oneLine(s string, n int) string {
	s = strings.Join(strings.Fields(s), " ")
	if r := []rune(s); len(r) > n {
		return string(r[:n-1]) + "…"
	}
	return s
}
