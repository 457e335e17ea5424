package account

import (
	"errors"
	"net/http"

	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/bff/httpx"
)

// Answers of this feature that are not a field's.
var (
	// errInvalidCredentials is every refused login, whether or not the account exists, so that
	// a login never tells anyone which names are taken.
	errInvalidCredentials = httpx.NewError(http.StatusUnauthorized, httpx.CodeInvalidCredentials,
		"The account or password is incorrect.")
	errCaptchaRequired = httpx.NewError(http.StatusUnauthorized, httpx.CodeCaptchaRequired,
		"Answer the captcha (GET /api/v1/captcha) and log in again.")
	errFreeReject = httpx.NewError(http.StatusForbidden, httpx.CodeFreeReject,
		"Please log in to an actual account to use this function.")
)

// operation names the upstream calls whose refusals mean something to the player.
type operation int

const (
	opLogin operation = iota
	opRegister
	opSendSMS
	opForgotByEmail
	opResetByPhone
	opChangePassword
)

// anyCode is the refusal table's entry for every code the operation does not name.
const anyCode = "*"

// outcome is what an upstream refusal becomes: an answer, a field error, or nothing at all.
type outcome struct {
	err       *httpx.Error
	field     string
	key       httpx.FieldCode
	swallowed bool // the refusal must not be told: answer as if it succeeded
}

func field(name string, key httpx.FieldCode) outcome { return outcome{field: name, key: key} }

// refusals maps the upstream's refusal codes to the BFF's answers: the one place they meet.
// A code not listed for its operation (and no anyCode entry) is upstream_refused, 502.
var refusals = map[operation]map[string]outcome{
	opLogin: {
		// login.fail, verification.code.error, member.not.exist, a disabled account ... all one.
		anyCode: {err: errInvalidCredentials},
	},
	opRegister: {
		"member.exists":           field("username", KeyUsernameTaken),
		"mobile.exists":           field("mobile", KeyMobileTaken),
		"verification.code.error": field("smsCode", KeySMSCodeInvalid),
		"affiliate.invalid":       field("invitationCode", KeyInvitationInvalid),
		"captcha.error":           field("captcha", KeyCaptchaRequired),
		"param.invalid":           {err: httpx.Validation()},
	},
	opSendSMS: {
		"mobile.invalid": field("mobile", KeyMobileInvalid),
	},
	opForgotByEmail: {
		// The platform says whether the name and address belong together; the BFF never does.
		anyCode: {swallowed: true},
	},
	opResetByPhone: {
		"modify.new.old.same":     field("newPassword", KeyPasswordSame),
		"verification.code.error": field("smsCode", KeySMSCodeInvalid),
		// A number with no account reads as a wrong code, not as "no such account".
		"member.not.exist": field("smsCode", KeySMSCodeInvalid),
		"param.invalid":    field("newPassword", KeyPasswordFormat),
	},
	opChangePassword: {
		"modify.new.old.same": field("newPassword", KeyPasswordSame),
		"password.old.error":  field("oldPassword", KeyPasswordIncorrect),
		"param.invalid":       field("newPassword", KeyPasswordFormat),
	},
}

// translate turns an upstream refusal of op into the BFF's answer; other errors (outages, no
// session) pass on to the error handler as they are. nil means the refusal is swallowed.
func translate(op operation, err error) error {
	var be *adapters.BusinessError
	if err == nil || !errors.As(err, &be) {
		return err
	}
	table := refusals[op]
	o, ok := table[be.Code]
	if !ok {
		if o, ok = table[anyCode]; !ok {
			return err
		}
	}
	switch {
	case o.swallowed:
		return nil
	case o.err != nil:
		return o.err.WithCause(err)
	}
	return httpx.Validation(httpx.FieldError{Name: o.field, Code: o.key}).WithCause(err)
}
