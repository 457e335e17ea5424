package account

import (
	"errors"

	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/bff/httpx"
)

// Answers of this feature that are not a field's.
var (
	// errInvalidCredentials is every refused login, whether or not the account exists, so that
	// a login never tells anyone which names are taken.
	errInvalidCredentials = httpx.NewError(httpx.CodeInvalidCredentials,
		"The account or password is incorrect.")
	errCaptchaRequired = httpx.NewError(httpx.CodeCaptchaRequired,
		"Answer the captcha (GET /api/v1/captcha) and log in again.")
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

// errAnyRefusal is the refusal table's entry for every refusal the operation does not name.
var errAnyRefusal = errors.New("any other refusal")

// outcome is what an upstream refusal becomes: an answer, a field error, or nothing at all.
type outcome struct {
	err       *httpx.Error
	field     string
	key       httpx.FieldCode
	swallowed bool // the refusal must not be told: answer as if it succeeded
}

func field(name string, key httpx.FieldCode) outcome { return outcome{field: name, key: key} }

// refusals maps what an upstream refusal means (adapters.ErrUsernameTaken ...) to the BFF's
// answers, per operation. A refusal not listed for its operation (and no errAnyRefusal entry) is
// upstream_refused, 502.
var refusals = map[operation]map[error]outcome{
	opLogin: {
		// A wrong password, a wrong code, no such member, a disabled account ... all one.
		errAnyRefusal: {err: errInvalidCredentials},
	},
	opRegister: {
		adapters.ErrUsernameTaken:    field("username", KeyUsernameTaken),
		adapters.ErrMobileTaken:      field("mobile", KeyMobileTaken),
		adapters.ErrSMSCodeInvalid:   field("smsCode", KeySMSCodeInvalid),
		adapters.ErrAffiliateInvalid: field("invitationCode", KeyInvitationInvalid),
		adapters.ErrReferrerInvalid:  field("referralCode", KeyReferrerInvalid),
		adapters.ErrCaptchaWrong:     field("captcha", KeyCaptchaRequired),
		adapters.ErrInvalidInput:     {err: httpx.Validation()},
	},
	opSendSMS: {
		adapters.ErrMobileInvalid: field("mobile", KeyMobileInvalid),
	},
	opForgotByEmail: {
		// The platform says whether the name and address belong together; the BFF never does.
		errAnyRefusal: {swallowed: true},
	},
	opResetByPhone: {
		adapters.ErrPasswordSame:   field("newPassword", KeyPasswordSame),
		adapters.ErrSMSCodeInvalid: field("smsCode", KeySMSCodeInvalid),
		// A number with no account reads as a wrong code, not as "no such account".
		adapters.ErrMemberUnknown: field("smsCode", KeySMSCodeInvalid),
		adapters.ErrInvalidInput:  field("newPassword", KeyPasswordFormat),
	},
	opChangePassword: {
		adapters.ErrPasswordSame:      field("newPassword", KeyPasswordSame),
		adapters.ErrPasswordIncorrect: field("oldPassword", KeyPasswordIncorrect),
		adapters.ErrInvalidInput:      field("newPassword", KeyPasswordFormat),
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
	o, ok := table[be.Kind]
	if !ok {
		if o, ok = table[errAnyRefusal]; !ok {
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
