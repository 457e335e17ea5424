package logging

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"reflect"
	"regexp"
	"strings"
	"testing"
	"time"

	"go.uber.org/zap"
	"go.uber.org/zap/zapcore"
	"go.uber.org/zap/zaptest/observer"
)

// observed returns a logger whose entries, redacted, land in logs.
func observed() (*zap.Logger, *observer.ObservedLogs) {
	core, logs := observer.New(zapcore.DebugLevel)
	return zap.New(RedactedCore(core)), logs
}

// only returns the single entry logged, as the JSON encoder would see its fields.
func only(t *testing.T, logs *observer.ObservedLogs) (string, map[string]any) {
	t.Helper()
	all := logs.TakeAll()
	if len(all) != 1 {
		t.Fatalf("got %d entries, want 1", len(all))
	}
	return all[0].Message, all[0].ContextMap()
}

type login struct {
	Username string `json:"username"`
	Password string `json:"password"`
	Mobile   string `json:"mobile"`
	Note     string `json:"note"`
}

type member struct{ name, phone string }

func (m member) MarshalLogObject(enc zapcore.ObjectEncoder) error {
	enc.AddString("name", m.name)
	enc.AddString("phone", m.phone)
	return nil
}

func TestRedactsEverySensitiveKey(t *testing.T) {
	for _, key := range []string{
		"token", "accessToken", "password", "psw", "passwd", "secret", "authorization", "cookie",
		"encryption", "captcha", "smscode", "sms_code", "smsCode", "verificationcode",
		"verificationCode", "messageCode", "mobile", "phone", "mobileNum", "email",
	} {
		t.Run(key, func(t *testing.T) {
			log, logs := observed()
			log.Info("x", zap.String(key, "s3cr3t"), zap.Int64(key+"_n", 8801712345678), zap.Strings(key+"s", []string{"a"}))
			_, fields := only(t, logs)
			for k, v := range fields {
				if v != Redacted {
					t.Errorf("%s = %v, want %s", k, v, Redacted)
				}
			}
		})
	}
}

func TestRedactedCore(t *testing.T) {
	tests := []struct {
		name    string
		msg     string
		fields  []zapcore.Field
		wantMsg string
		want    map[string]any
	}{
		{
			name:    "phone number in the message",
			msg:     "register +880 1712345678 failed",
			wantMsg: "register [redacted] failed",
			want:    map[string]any{},
		},
		{
			name: "stable error codes stay",
			msg:  "request failed",
			fields: []zapcore.Field{
				zap.String("code", "upstream_unavailable"), zap.String("status", "503"),
				zap.Int("statusCode", 503), zap.String("errorCode", "login.not.session"),
				zap.String("currencyCode", "BDT"), zap.String("merchantCode", "DEMO"),
			},
			wantMsg: "request failed",
			want: map[string]any{
				"code": "upstream_unavailable", "status": "503", "statusCode": int64(503),
				"errorCode": "login.not.session", "currencyCode": "BDT", "merchantCode": "DEMO",
			},
		},
		{
			name: "values that look like secrets, under any key",
			fields: []zapcore.Field{
				zap.String("user", "01712345678"), zap.String("auth", "Bearer abc.def.ghi"),
				zap.String("upstream_session", "9f86d081884c7d659a2feaa0c55ad015"),
				zap.String("request_id", "9f86d081884c7d659a2feaa0c55ad015"),
				zap.String("path", "/api/v1/games?lang=en"),
			},
			want: map[string]any{
				"user": Redacted, "auth": "Bearer " + Redacted, "upstream_session": Redacted,
				"request_id": "9f86d081884c7d659a2feaa0c55ad015", "path": "/api/v1/games?lang=en",
			},
		},
		{
			name: "headers",
			fields: []zapcore.Field{zap.Any("headers", http.Header{
				"Authorization": {"raw-token"}, "Cookie": {"__Host-bff=sealed"}, "Set-Cookie": {"a=b"},
				"Merchant": {"DEMO"}, "Encryption": {"abc"}, "X-Csrf": {"1"},
			})},
			want: map[string]any{"headers": http.Header{
				"Authorization": {Redacted}, "Cookie": {Redacted}, "Set-Cookie": {Redacted},
				"Merchant": {"DEMO"}, "Encryption": {Redacted}, "X-Csrf": {"1"},
			}},
		},
		{
			name:   "query values",
			fields: []zapcore.Field{zap.Any("query", url.Values{"token": {"t"}, "lang": {"en"}, "mobile": {"017"}})},
			want:   map[string]any{"query": url.Values{"token": {Redacted}, "lang": {"en"}, "mobile": {Redacted}}},
		},
		{
			name: "nested maps",
			fields: []zapcore.Field{zap.Any("body", map[string]any{
				"code": "ok", "value": map[string]any{"token": "t", "list": []any{map[string]any{"email": "a@b.co", "id": 1}}},
			})},
			want: map[string]any{"body": map[string]any{
				"code": "ok", "value": map[string]any{"token": Redacted, "list": []any{map[string]any{"email": Redacted, "id": 1}}},
			}},
		},
		{
			name:   "structs through their JSON form",
			fields: []zapcore.Field{zap.Any("login", &login{Username: "rafi", Password: "p", Mobile: "0171", Note: "call 01712345678"})},
			want: map[string]any{"login": map[string]any{
				"username": "rafi", "password": Redacted, "mobile": Redacted, "note": "call " + Redacted,
			}},
		},
		{
			name:   "object marshalers",
			fields: []zapcore.Field{zap.Object("member", member{"Rafi", "01712345678"})},
			want:   map[string]any{"member": map[string]any{"name": "Rafi", "phone": Redacted}},
		},
		{
			name:   "inline object marshalers",
			fields: []zapcore.Field{zap.Inline(member{"Rafi", "01712345678"})},
			want:   map[string]any{"name": "Rafi", "phone": Redacted},
		},
		{
			name:   "string arrays",
			fields: []zapcore.Field{zap.Strings("hosts", []string{"a.example", "01712345678"})},
			want:   map[string]any{"hosts": []any{"a.example", Redacted}},
		},
		{
			name: "errors and stringers",
			fields: []zapcore.Field{
				zap.Error(fmt.Errorf("Get %q: %w", "https://m.example/wps/member?token=abc", errors.New("timeout"))),
				zap.Stringer("url", &url.URL{Scheme: "https", Host: "m.example", RawQuery: "mobile=01712345678&lang=en"}),
				zap.NamedError("cause", errors.New("upstream_unavailable")),
			},
			want: map[string]any{
				"error": `Get "https://m.example/wps/member?token=[redacted]": timeout`,
				"url":   "https://m.example?mobile=[redacted]&lang=en",
				"cause": "upstream_unavailable",
			},
		},
		{
			name:   "dict",
			fields: []zapcore.Field{zap.Dict("req", zap.String("captcha", "x"), zap.Int("n", 1))},
			want:   map[string]any{"req": map[string]any{"captcha": Redacted, "n": int64(1)}},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			log, logs := observed()
			log.Info(tt.msg, tt.fields...)
			msg, fields := only(t, logs)
			if msg != tt.wantMsg {
				t.Errorf("message %q, want %q", msg, tt.wantMsg)
			}
			if !reflect.DeepEqual(fields, tt.want) {
				t.Errorf("fields\n got %#v\nwant %#v", fields, tt.want)
			}
		})
	}
}

func TestWithFieldsAreRedacted(t *testing.T) {
	log, logs := observed()
	log = log.With(zap.String("token", "t"), zap.String("request_id", "r1"))
	log.With(zap.String("mobile", "0171")).Info("hello", zap.String("psw", "p"))
	log.WithLazy(zap.String("cookie", "c")).Info("lazy")
	entries := logs.TakeAll()
	if len(entries) != 2 {
		t.Fatalf("got %d entries", len(entries))
	}
	want := []map[string]any{
		{"token": Redacted, "request_id": "r1", "mobile": Redacted, "psw": Redacted},
		{"token": Redacted, "request_id": "r1", "cookie": Redacted},
	}
	for i, e := range entries {
		if got := e.ContextMap(); !reflect.DeepEqual(got, want[i]) {
			t.Errorf("entry %d: got %v, want %v", i, got, want[i])
		}
	}
}

func TestInnerCoreStillDecides(t *testing.T) {
	warn, warnLogs := observer.New(zapcore.WarnLevel)
	debug, debugLogs := observer.New(zapcore.DebugLevel)
	log := zap.New(RedactedCore(zapcore.NewTee(warn, debug)))
	log.Info("info by +8801712345678")
	log.Warn("warn", zap.String("password", "p"))
	if n := warnLogs.Len(); n != 1 {
		t.Errorf("warn core got %d entries, want 1", n)
	}
	for _, e := range append(warnLogs.All(), debugLogs.All()...) {
		if strings.Contains(e.Message, "1712345678") || e.ContextMap()["password"] == "p" {
			t.Errorf("not redacted: %+v", e)
		}
	}
	if n := debugLogs.Len(); n != 2 {
		t.Errorf("debug core got %d entries, want 2", n)
	}
}

func TestNew(t *testing.T) {
	var buf bytes.Buffer
	log, err := New("json", "info", &buf)
	if err != nil {
		t.Fatal(err)
	}
	log.Debug("hidden")
	log.Info("login by 01712345678", zap.String("password", "hunter2"), zap.Any("h", http.Header{"Cookie": {"c"}}))
	var line map[string]any
	if err := json.Unmarshal(buf.Bytes(), &line); err != nil {
		t.Fatalf("not one JSON line: %q: %v", buf.String(), err)
	}
	if line["level"] != "info" || line["msg"] != "login by [redacted]" || line["password"] != Redacted || line["caller"] == nil {
		t.Errorf("got %v", line)
	}
	if ts, _ := line["ts"].(string); !regexp.MustCompile(`^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}`).MatchString(ts) {
		t.Errorf("ts %q is not ISO 8601", ts)
	}
	if strings.Contains(buf.String(), "hunter2") || strings.Contains(buf.String(), `"c"`) {
		t.Errorf("secret written: %s", buf.String())
	}

	buf.Reset()
	log, err = New("console", "debug", &buf)
	if err != nil {
		t.Fatal(err)
	}
	log.Debug("dbg", zap.Duration("took", time.Second), zap.String("token", "t"))
	if out := buf.String(); !strings.Contains(out, "\x1b[35mDEBUG\x1b[0m") || !strings.Contains(out, `"token": "[redacted]"`) {
		t.Errorf("console output %q", out)
	}
}

func TestNewRefuses(t *testing.T) {
	tests := []struct {
		name, format, level string
	}{
		{"unknown format", "text", "info"},
		{"unknown level", "json", "loud"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if _, err := New(tt.format, tt.level, &bytes.Buffer{}); err == nil {
				t.Error("got no error")
			}
		})
	}
	if _, err := New("json", "info", nil); err == nil {
		t.Error("nil writer: got no error")
	}
}
