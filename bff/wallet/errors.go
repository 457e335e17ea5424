package wallet

import (
	"errors"

	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/bff/httpx"
)

// Field codes of validation_failed on the money forms beyond httpx's own: the site's message
// keys.
const (
	KeyPasswordFormat    httpx.FieldCode = "password_format"    // the payment password is not six digits
	KeyPasswordIncorrect httpx.FieldCode = "password_incorrect" // the payment password (or current one) is wrong
	KeyPasswordSame      httpx.FieldCode = "password_same"      // the new payment password is the current one
	KeyConfirmMismatch   httpx.FieldCode = "confirm_mismatch"
	KeyAccountBound      httpx.FieldCode = "account_bound" // this payout account is bound already
)

// Answers of this feature that are not a field's.
var (
	errInsufficientFunds = httpx.NewError(httpx.CodeInsufficientFunds,
		"The wallet does not hold that much.")
	errPasswordRequired = httpx.NewError(httpx.CodePaymentPasswordRequired,
		"Set a payment password in the security centre first.")
	errPasswordSet = httpx.NewError(httpx.CodePaymentPasswordSet,
		"A payment password is set already; give the current one to change it.")
	errLimitReached = httpx.NewError(httpx.CodeWithdrawalLimitReached,
		"Today's withdrawals are used up; try again tomorrow.")
	errTurnover = httpx.NewError(httpx.CodeTurnoverIncomplete,
		"Bets still need to be made before a withdrawal.")
	errWalletLocked = httpx.NewError(httpx.CodeWalletLocked,
		"A game is open on this wallet; close it and try again.")
	errAccountsFull = httpx.NewError(httpx.CodePayoutAccountsFull,
		"No more payout accounts may be bound.")
	errKeyConflict = httpx.NewError(httpx.CodeIdempotencyConflict,
		"This Idempotency-Key was used for another request; send a new key with each form.")
	errFeatureDisabled = httpx.NewError(httpx.CodeFeatureDisabled,
		"This site does not offer this.")
)

// operation names the upstream writes whose refusals mean something to the player.
type operation int

const (
	opTransferIn  operation = iota // main wallet to a game wallet: the game wallet is "to"
	opTransferOut                  // a game wallet to the main one: the game wallet is "from"
	opRecall
	opDeposit
	opWithdraw
	opBindPayout
	opPaymentPassword
)

// outcome is what an upstream refusal becomes: an answer, or a field's error.
type outcome struct {
	err    *httpx.Error
	field  string
	key    httpx.FieldCode
	detail string
}

func field(name string, key httpx.FieldCode, detail string) outcome {
	return outcome{field: name, key: key, detail: detail}
}

func answer(err *httpx.Error) outcome { return outcome{err: err} }

// Entries every write shares.
var (
	badInput    = answer(httpx.Validation())
	keyConflict = answer(errKeyConflict)
	outOfRange  = field("amount", httpx.FieldOutOfRange, "outside the limits")
)

// refusals maps what an upstream refusal means (adapters.ErrInsufficientFunds ...) to the BFF's
// answers, per operation. A refusal not listed for its operation is upstream_refused, 502.
var refusals = map[operation]map[error]outcome{
	opTransferIn: {
		adapters.ErrInsufficientFunds:      answer(errInsufficientFunds),
		adapters.ErrAmountOutOfRange:       outOfRange,
		adapters.ErrWalletUnknown:          field("to", httpx.FieldUnknown, "no such wallet"),
		adapters.ErrWalletLocked:           answer(errWalletLocked),
		adapters.ErrIdempotencyKeyConflict: keyConflict,
		adapters.ErrInvalidInput:           badInput,
	},
	opTransferOut: {
		adapters.ErrInsufficientFunds:      answer(errInsufficientFunds),
		adapters.ErrAmountOutOfRange:       outOfRange,
		adapters.ErrWalletUnknown:          field("from", httpx.FieldUnknown, "no such wallet"),
		adapters.ErrWalletLocked:           answer(errWalletLocked),
		adapters.ErrIdempotencyKeyConflict: keyConflict,
		adapters.ErrInvalidInput:           badInput,
	},
	opRecall: {
		adapters.ErrInsufficientFunds:      answer(errInsufficientFunds),
		adapters.ErrWalletLocked:           answer(errWalletLocked),
		adapters.ErrIdempotencyKeyConflict: keyConflict,
	},
	opDeposit: {
		adapters.ErrDepositMethodUnknown:   field("methodId", httpx.FieldUnknown, "no such deposit method"),
		adapters.ErrAmountOutOfRange:       field("amount", httpx.FieldOutOfRange, "outside the method's limits"),
		adapters.ErrPromotionUnavailable:   field("promotionId", httpx.FieldInvalid, "not available with this deposit"),
		adapters.ErrIdempotencyKeyConflict: keyConflict,
		adapters.ErrInvalidInput:           badInput,
	},
	opWithdraw: {
		adapters.ErrInsufficientFunds:      answer(errInsufficientFunds),
		adapters.ErrAmountOutOfRange:       field("amount", httpx.FieldOutOfRange, "outside the withdrawal limits"),
		adapters.ErrPaymentPasswordMissing: answer(errPasswordRequired),
		adapters.ErrPaymentPasswordWrong:   field("paymentPassword", KeyPasswordIncorrect, ""),
		adapters.ErrWithdrawalLimitReached: answer(errLimitReached),
		adapters.ErrTurnoverIncomplete:     answer(errTurnover),
		adapters.ErrPayoutAccountMissing:   field("accountId", httpx.FieldUnknown, "no such payout account"),
		adapters.ErrWalletLocked:           answer(errWalletLocked),
		adapters.ErrIdempotencyKeyConflict: keyConflict,
		adapters.ErrInvalidInput:           badInput,
	},
	opBindPayout: {
		adapters.ErrPaymentPasswordMissing: answer(errPasswordRequired),
		adapters.ErrPaymentPasswordWrong:   field("paymentPassword", KeyPasswordIncorrect, ""),
		adapters.ErrPayoutAccountDuplicate: field("accountNumber", KeyAccountBound, ""),
		adapters.ErrPayoutAccountLimit:     answer(errAccountsFull),
		adapters.ErrIdempotencyKeyConflict: keyConflict,
		adapters.ErrInvalidInput:           badInput,
	},
	opPaymentPassword: {
		adapters.ErrPaymentPasswordSet:     answer(errPasswordSet),
		adapters.ErrPaymentPasswordWrong:   field("currentPassword", KeyPasswordIncorrect, ""),
		adapters.ErrPaymentPasswordMissing: answer(errPasswordRequired),
		adapters.ErrInvalidInput:           field("newPassword", KeyPasswordFormat, "six digits"),
	},
}

// translate turns an upstream refusal of op into the BFF's answer, keeping it as the cause
// (package idempotency keeps an answer whose cause is the upstream's); other errors (outages,
// no session, outcome_unknown) pass on to the error handler as they are.
func translate(op operation, err error) error {
	var be *adapters.BusinessError
	if err == nil || !errors.As(err, &be) {
		return err
	}
	for kind, o := range refusals[op] {
		if !errors.Is(be, kind) {
			continue
		}
		if o.err != nil {
			return o.err.WithCause(err)
		}
		return httpx.Validation(httpx.FieldError{Name: o.field, Code: o.key, Detail: o.detail}).WithCause(err)
	}
	return err
}
