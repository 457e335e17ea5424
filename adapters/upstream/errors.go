package upstream

import (
	"errors"
	"fmt"

	"github.com/casinobff/bff/adapters"
)

// refusals gives the platform's error codes the meanings the BFF's handlers tell apart
// (adapters.ErrUsernameTaken ...): the one place these codes are named.
var refusals = map[string]error{
	"member.exists":           adapters.ErrUsernameTaken,
	"mobile.exists":           adapters.ErrMobileTaken,
	"mobile.invalid":          adapters.ErrMobileInvalid,
	"verification.code.error": adapters.ErrSMSCodeInvalid,
	"affiliate.invalid":       adapters.ErrAffiliateInvalid,
	"recommender.invalid":     adapters.ErrReferrerInvalid,
	"captcha.error":           adapters.ErrCaptchaWrong,
	"param.invalid":           adapters.ErrInvalidInput,
	"member.not.exist":        adapters.ErrMemberUnknown,
	"modify.new.old.same":     adapters.ErrPasswordSame,
	"password.old.error":      adapters.ErrPasswordIncorrect,
	"game.not.found":          adapters.ErrGameUnknown,
	"login.member.only":       adapters.ErrMemberLoginOnly,
	"login.agent.only":        adapters.ErrAgentLoginOnly,
	"member.disabled":         adapters.ErrAccountDisabled,

	// Money (docs/UPSTREAM.md, "Money").
	"balance.insufficient":           adapters.ErrInsufficientFunds,
	"amount.invalid":                 adapters.ErrAmountOutOfRange,
	"payment.password.not.set":       adapters.ErrPaymentPasswordMissing,
	"payment.password.error":         adapters.ErrPaymentPasswordWrong,
	"payment.password.exists":        adapters.ErrPaymentPasswordSet,
	"withdraw.count.exceeded":        adapters.ErrWithdrawalLimitReached,
	"withdraw.turnover.insufficient": adapters.ErrTurnoverIncomplete,
	"bankcard.not.found":             adapters.ErrPayoutAccountMissing,
	"bankcard.exists":                adapters.ErrPayoutAccountDuplicate,
	"bankcard.limit":                 adapters.ErrPayoutAccountLimit,
	"deposit.channel.invalid":        adapters.ErrDepositMethodUnknown,
	"promotion.unavailable":          adapters.ErrPromotionUnavailable,
	"wallet.not.found":               adapters.ErrWalletUnknown,
	"wallet.locked":                  adapters.ErrWalletLocked,
	"request.duplicate":              adapters.ErrIdempotencyKeyConflict,

	// Security questions (docs/UPSTREAM.md, "Security questions").
	"security.question.exists":  adapters.ErrSecurityQuestionsSet,
	"security.question.not.set": adapters.ErrSecurityQuestionsMissing,
	"security.answer.error":     adapters.ErrSecurityAnswersWrong,
	"mobile.mismatch":           adapters.ErrMobileMismatch,
	"reset.sms.disabled":        adapters.ErrSMSResetDisabled,

	// Messages (docs/UPSTREAM.md, "Messages and service").
	"announcement.not.found": adapters.ErrAnnouncementUnknown,
	"message.not.found":      adapters.ErrMessageUnknown,

	// Agents (docs/UPSTREAM.md, "Agents and contracts").
	"agent.only":           adapters.ErrNotAgent,
	"downline.not.found":   adapters.ErrDownlineUnknown,
	"rebate.invalid":       adapters.ErrRebateOutOfRange,
	"transfer.disabled":    adapters.ErrTransferDisabled,
	"promote.not.allowed":  adapters.ErrPromotionNotAllowed,
	"contract.not.pending": adapters.ErrContractNotPending,
	"affiliate.disabled":   adapters.ErrAffiliateUnavailable,
	"affiliate.not.found":  adapters.ErrAffiliateLinkUnknown,
	"affiliate.limit":      adapters.ErrAffiliateLinkLimit,

	// Promotions and rewards (docs/UPSTREAM.md, "Promotions and rewards").
	"promotion.not.found":     adapters.ErrPromotionUnknown,
	"promotion.not.claimable": adapters.ErrNotClaimable,
	"promotion.claimed":       adapters.ErrAlreadyClaimed,
	"rebate.nothing":          adapters.ErrNotClaimable,
	"redenvelope.closed":      adapters.ErrNotClaimable,
	"redenvelope.claimed":     adapters.ErrAlreadyClaimed,

	// Profile, verification and applications (docs/UPSTREAM.md, "Profile, verification and
	// applications").
	"email.invalid":           adapters.ErrEmailInvalid,
	"nickname.invalid":        adapters.ErrNicknameInvalid,
	"payee.name.invalid":      adapters.ErrPayeeNameInvalid,
	"payee.name.exists":       adapters.ErrPayeeNameLocked,
	"image.invalid":           adapters.ErrPictureRefused,
	"kyc.exists":              adapters.ErrVerificationExists,
	"application.unavailable": adapters.ErrApplicationNotOpen,
	"application.exists":      adapters.ErrApplicationExists,
}

// outageError is an ErrUnavailable that says the upstream itself is failing (5xx, timeout,
// connection error). Only these count against the circuit breaker: an answer we could not use
// (too large, not JSON, 429) is unavailable to the caller too, but the upstream did answer, and
// opening the circuit would not make its next answer any better.
type outageError struct {
	cause error
	// noAnswer: no answer came at all (a deadline, a broken connection), as opposed to a 5xx.
	noAnswer bool
}

func (e *outageError) Error() string { return adapters.ErrUnavailable.Error() + ": " + e.cause.Error() }

func (e *outageError) Unwrap() []error { return []error{adapters.ErrUnavailable, e.cause} }

func outage(cause error) error { return &outageError{cause: cause} }

// unanswered is an outage in which no answer came.
func unanswered(cause error) error { return &outageError{cause: cause, noAnswer: true} }

// outcomeUnknownError is a write that left whole and got no answer, or an answer saying it was
// done that cannot be read: the upstream may have done it. Unanswered, it is an outage to the
// breaker; either way it is not ErrUnavailable to the caller, which must not read it as "not
// done" and try again.
type outcomeUnknownError struct {
	cause    error
	answered bool // the upstream answered success, unreadably: not an outage
}

func (e *outcomeUnknownError) Error() string {
	return adapters.ErrOutcomeUnknown.Error() + ": " + e.cause.Error()
}

func (e *outcomeUnknownError) Unwrap() []error { return []error{adapters.ErrOutcomeUnknown, e.cause} }

func isOutage(err error) bool {
	if err == nil {
		return false // before the targets below, which errors.As makes escape: no allocation
	}
	var o *outageError
	var u *outcomeUnknownError
	return errors.As(err, &o) || (errors.As(err, &u) && !u.answered)
}

// valueError is a successful answer whose value does not decode: unavailable to a read, an
// unknown outcome to a write.
type valueError struct{ cause error }

func (e *valueError) Error() string {
	return adapters.ErrUnavailable.Error() + ": value does not decode: " + e.cause.Error()
}

func (e *valueError) Unwrap() []error { return []error{adapters.ErrUnavailable, e.cause} }

// unusableError is an answer that arrived but cannot be used (a 429, a redirect, too large, not
// the protocol's envelope): unavailable, not an outage. Its own type lets writeOutcome tell it
// apart, for a write that was sent, from an answer that never came.
type unusableError struct {
	cause error
	// refused: the upstream said it did not take the request (429, slow down), which is as
	// definite as a refusal.
	refused bool
}

func (e *unusableError) Error() string {
	return adapters.ErrUnavailable.Error() + ": " + e.cause.Error()
}

func (e *unusableError) Unwrap() []error { return []error{adapters.ErrUnavailable, e.cause} }

func unusable(format string, args ...any) error {
	return &unusableError{cause: fmt.Errorf(format, args...)}
}

// errCallerGone marks, for the breaker only, a call abandoned by its caller: neither the
// upstream's success nor its failure.
var errCallerGone = errors.New("caller cancelled")

func outcomeOf(err error) string {
	switch {
	case err == nil:
		return outcomeOK
	case errors.Is(err, adapters.ErrUnauthorized):
		return outcomeUnauthorized
	case errors.Is(err, adapters.ErrOutcomeUnknown):
		return outcomeUnknown
	}
	var be *adapters.BusinessError // declared here, past the success, which then allocates nothing
	if errors.As(err, &be) {
		return outcomeRefused
	}
	return outcomeUnavailable
}
