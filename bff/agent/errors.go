package agent

import (
	"errors"

	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/bff/httpx"
)

// KeyUsernameTaken is the field code of a downline's name already in use, as the registration
// form's (bff/account): the site's message key.
const KeyUsernameTaken httpx.FieldCode = "username_taken"

// Answers of this feature that are not a field's.
var (
	errDownlineUnknown = httpx.NewError(httpx.CodeNotFound, "No such member in your team.")
	errContractGone    = httpx.NewError(httpx.CodeNotFound, "No such contract request is waiting for an answer.")
	errLinkUnknown     = httpx.NewError(httpx.CodeNotFound, "No such affiliate link.")
	errTransferOff     = httpx.NewError(httpx.CodeFeatureDisabled, "Transfers to downlines are not enabled for this account.")
	errAffiliatesOff   = httpx.NewError(httpx.CodeFeatureDisabled, "This site does not offer affiliate links.")
	errNotPromotable   = httpx.NewError(httpx.CodePromotionNotAllowed,
		"Only a direct downline who is a player may be made an agent.")
	errLinksFull         = httpx.NewError(httpx.CodeAffiliateLinksFull, "No more affiliate links may be made; delete one first.")
	errInsufficientFunds = httpx.NewError(httpx.CodeInsufficientFunds, "The main wallet does not hold that much.")
	errKeyConflict       = httpx.NewError(httpx.CodeIdempotencyConflict,
		"This Idempotency-Key was used for another request; send a new key with each form.")
)

// refusals maps what an upstream refusal means to the BFF's answer. A refusal not listed is
// upstream_refused, 502.
var refusals = map[error]*httpx.Error{
	adapters.ErrNotAgent:               errAgentOnly,
	adapters.ErrDownlineUnknown:        errDownlineUnknown,
	adapters.ErrTransferDisabled:       errTransferOff,
	adapters.ErrPromotionNotAllowed:    errNotPromotable,
	adapters.ErrContractNotPending:     errContractGone,
	adapters.ErrAffiliateUnavailable:   errAffiliatesOff,
	adapters.ErrAffiliateLinkUnknown:   errLinkUnknown,
	adapters.ErrAffiliateLinkLimit:     errLinksFull,
	adapters.ErrInsufficientFunds:      errInsufficientFunds,
	adapters.ErrIdempotencyKeyConflict: errKeyConflict,
	adapters.ErrAmountOutOfRange:       httpx.Validation(httpx.FieldError{Name: "amount", Code: httpx.FieldOutOfRange}),
	adapters.ErrRebateOutOfRange:       httpx.Validation(httpx.FieldError{Name: "rebates", Code: httpx.FieldOutOfRange}),
	adapters.ErrUsernameTaken:          httpx.Validation(httpx.FieldError{Name: "userName", Code: KeyUsernameTaken}),
	adapters.ErrInvalidInput:           httpx.Validation(),
}

// translate turns an upstream refusal into the BFF's answer, keeping it as the cause (package
// idempotency keeps an answer whose cause is the upstream's); other errors (outages, no
// session, outcome_unknown) pass on to the error handler as they are.
func translate(err error) error {
	var be *adapters.BusinessError
	if err == nil || !errors.As(err, &be) {
		return err
	}
	for kind, answer := range refusals {
		if errors.Is(be, kind) {
			return answer.WithCause(err)
		}
	}
	return err
}
