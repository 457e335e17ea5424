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
		adapters.ErrUsernameTaken:    kit.Field("username", KeyUsernameTaken, ""),
		adapters.ErrMobileTaken:      kit.Field("mobile", KeyMobileTaken, ""),
		adapters.ErrSMSCodeInvalid:   kit.Field("smsCode", KeySMSCodeInvalid, ""),
		adapters.ErrAffiliateInvalid: kit.Field("invitationCode", KeyInvitationInvalid, ""),
		adapters.ErrReferrerInvalid:  kit.Field("referralCode", KeyReferrerInvalid, ""),
		adapters.ErrCaptchaWrong:     kit.Field("captcha", KeyCaptchaRequired, ""),
		adapters.ErrInvalidInput:     httpx.Validation(),
	},
	opSendSMS: {
		adapters.ErrMobileInvalid: kit.Field("mobile", KeyMobileInvalid, ""),
		// no answer, or a wrong one, where the site asks for a captcha before a code
		adapters.ErrCaptchaWrong: kit.Field("captcha", KeyCaptchaRequired, ""),
	},
	opForgotByEmail: {
		// The platform says whether the name and address belong together; the BFF never does.
		kit.AnyRefusal: kit.Swallowed,
	},
	opResetByPhone: {
		adapters.ErrPasswordSame:   kit.Field("newPassword", KeyPasswordSame, ""),
		adapters.ErrSMSCodeInvalid: kit.Field("smsCode", KeySMSCodeInvalid, ""),
		// A number with no account reads as a wrong code, not as "no such account".
		adapters.ErrMemberUnknown: kit.Field("smsCode", KeySMSCodeInvalid, ""),
		adapters.ErrInvalidInput:  kit.Field("newPassword", KeyPasswordFormat, ""),
	},
	opChangePassword: {
		adapters.ErrPasswordSame:      kit.Field("newPassword", KeyPasswordSame, ""),
		adapters.ErrPasswordIncorrect: kit.Field("oldPassword", KeyPasswordIncorrect, ""),
		adapters.ErrInvalidInput:      kit.Field("newPassword", KeyPasswordFormat, ""),
	},
}
