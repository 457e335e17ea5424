package account

import (
	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/bff/httpx"
	"github.com/casinobff/bff/bff/kit"
)

// Answers of this feature that are not a field's.
var (
	// errInvalidCredentials is every refused login, whether or not the account exists, so that
	// a login never tells anyone which names are taken.
	errInvalidCredentials = httpx.NewError(httpx.CodeInvalidCredentials,
		"The account or password is incorrect.")
	errCaptchaRequired = httpx.NewError(httpx.CodeCaptchaRequired,
		"Answer the captcha (GET /api/v1/captcha) and log in again.")
	// The refusals of right credentials: they say nothing to anyone without the password.
	errMemberLogin = httpx.NewError(httpx.CodeMemberLoginRefused,
		"Non-member account unable to login: agents log in at the agents' login.")
	errAgentLogin  = httpx.NewError(httpx.CodeAgentLoginRefused, "Non-agents cannot log in here.")
	errAccountGone = httpx.NewError(httpx.CodeAccountDisabled, "Sorry, the user does not exist or is disabled.")
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

// refusals maps what an upstream refusal means (adapters.ErrUsernameTaken ...) to the BFF's
// answers, per operation. A refusal not listed for its operation (and no kit.AnyRefusal entry)
// is upstream_refused, 502.
var refusals = map[operation]kit.Refusals{
	opLogin: {
		adapters.ErrMemberLoginOnly: errMemberLogin,
		adapters.ErrAgentLoginOnly:  errAgentLogin,
		adapters.ErrAccountDisabled: errAccountGone,
		// A wrong password, a wrong code, no such member ... all one.
		kit.AnyRefusal: errInvalidCredentials,
	},
	opRegister: {
		adapters.ErrUsernameTaken:    kit.Field("username", httpx.FieldUsernameTaken, ""),
		adapters.ErrMobileTaken:      kit.Field("mobile", httpx.FieldMobileTaken, ""),
		adapters.ErrSMSCodeInvalid:   kit.Field("smsCode", httpx.FieldSMSCodeInvalid, ""),
		adapters.ErrAffiliateInvalid: kit.Field("invitationCode", httpx.FieldInvitationInvalid, ""),
		adapters.ErrReferrerInvalid:  kit.Field("referralCode", httpx.FieldReferrerInvalid, ""),
		adapters.ErrCaptchaWrong:     kit.Field("captcha", httpx.FieldCaptchaRequired, ""),
		adapters.ErrInvalidInput:     httpx.Validation(),
	},
	opSendSMS: {
		adapters.ErrMobileInvalid: kit.Field("mobile", httpx.FieldMobileInvalid, ""),
		// no answer, or a wrong one, where the site asks for a captcha before a code
		adapters.ErrCaptchaWrong: kit.Field("captcha", httpx.FieldCaptchaRequired, ""),
	},
	opForgotByEmail: {
		// The platform says whether the name and address belong together; the BFF never does.
		kit.AnyRefusal: kit.Swallowed,
	},
	opResetByPhone: {
		adapters.ErrPasswordSame:   kit.Field("newPassword", httpx.FieldPasswordSame, ""),
		adapters.ErrSMSCodeInvalid: kit.Field("smsCode", httpx.FieldSMSCodeInvalid, ""),
		// A number with no account reads as a wrong code, not as "no such account".
		adapters.ErrMemberUnknown: kit.Field("smsCode", httpx.FieldSMSCodeInvalid, ""),
		adapters.ErrInvalidInput:  kit.Field("newPassword", httpx.FieldPasswordFormat, ""),
	},
	opChangePassword: {
		adapters.ErrPasswordSame:      kit.Field("newPassword", httpx.FieldPasswordSame, ""),
		adapters.ErrPasswordIncorrect: kit.Field("oldPassword", httpx.FieldPasswordIncorrect, ""),
		adapters.ErrInvalidInput:      kit.Field("newPassword", httpx.FieldPasswordFormat, ""),
	},
}
