package account

import (
	"errors"
	"fmt"
	"testing"

	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/bff/httpx"
)

func TestMobileNormalisation(t *testing.T) {
	tests := []struct {
		number, dialing, want string
		ok                    bool
	}{
		{"01712345678", "880", "1712345678", true},
		{"1712345678", "880", "1712345678", true},
		{"+880 1712-345678", "880", "1712345678", true},
		{"(017) 1234 5678", "", "1712345678", true},
		{"+44 1712345678", "880", "", false},
		{"+8801712345678", "", "", false},
		{"0171234567a", "880", "", false},
		{"12345", "880", "12345", false},
		{"0000000000000000000000", "880", "", false},
	}
	for _, tt := range tests {
		got, ok := mobile(tt.number, tt.dialing)
		if ok != tt.ok || (ok && got != tt.want) {
			t.Errorf("mobile(%q, %q) = %q, %v; want %q, %v", tt.number, tt.dialing, got, ok, tt.want, tt.ok)
		}
	}
}

func TestDefaultMethod(t *testing.T) {
	tests := []struct {
		username, mobile bool
		want             string
		methods          int
	}{
		{true, true, "username", 2},
		{true, false, "username", 1},
		{false, true, "mobile", 1},
	}
	for _, tt := range tests {
		rs := newForm(adapters.RegistrationSettings{UsernameMethod: tt.username, MobileMethod: tt.mobile}).answer()
		if rs.DefaultMethod != tt.want || len(rs.Methods) != tt.methods || rs.MinimumAge != DefaultMinimumAge {
			t.Errorf("username %v mobile %v: %+v", tt.username, tt.mobile, rs)
		}
	}
}

func TestTranslateRefusals(t *testing.T) {
	refused := func(kind error) error {
		return fmt.Errorf("upstream member X: %w", &adapters.BusinessError{Kind: kind, Code: "code", Status: 200})
	}
	tests := []struct {
		name  string
		op    operation
		err   error
		code  httpx.Code
		field string
		key   httpx.FieldCode
	}{
		{"any login refusal", opLogin, refused(nil), httpx.CodeInvalidCredentials, "", ""},
		{"taken name", opRegister, refused(adapters.ErrUsernameTaken), httpx.CodeValidationFailed, "username", httpx.FieldUsernameTaken},
		{"same password", opResetByPhone, refused(adapters.ErrPasswordSame), httpx.CodeValidationFailed, "newPassword", httpx.FieldPasswordSame},
		{"unknown number", opResetByPhone, refused(adapters.ErrMemberUnknown), httpx.CodeValidationFailed, "smsCode", httpx.FieldSMSCodeInvalid},
		{"old password", opChangePassword, refused(adapters.ErrPasswordIncorrect), httpx.CodeValidationFailed, "oldPassword", httpx.FieldPasswordIncorrect},
		{"unlisted refusal", opChangePassword, refused(adapters.ErrGameUnknown), httpx.CodeUpstreamRefused, "", ""},
		{"an outage passes on", opLogin, fmt.Errorf("x: %w", adapters.ErrUnavailable), httpx.CodeUpstreamUnavailable, "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e := httpx.Classify(refusals[tt.op].Answer(tt.err))
			if e.Code != tt.code {
				t.Fatalf("code %s, want %s", e.Code, tt.code)
			}
			if tt.field != "" && (len(e.Fields) != 1 || e.Fields[0].Name != tt.field || e.Fields[0].Code != tt.key) {
				t.Errorf("fields %+v", e.Fields)
			}
			if !errors.Is(e, tt.err) && tt.code != httpx.CodeUpstreamRefused {
				t.Error("the cause is lost")
			}
		})
	}
	if err := refusals[opForgotByEmail].Answer(refused(adapters.ErrMemberUnknown)); err != nil {
		t.Errorf("a forgotten-password refusal must be swallowed, got %v", err)
	}
}
