package wallet

import (
	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/bff/account"
	"github.com/casinobff/bff/bff/httpx"
	"github.com/casinobff/bff/bff/kit"
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
	errQuestionsSet = httpx.NewError(httpx.CodeSecurityQuestionsSet,
		"Security questions are chosen once; customer service changes them.")
	errQuestionsRequired = httpx.NewError(httpx.CodeSecurityQuestionsRequired,
		"Choose security questions first, or reset the payment password by SMS.")
	errSMSResetOff = httpx.NewError(httpx.CodeFeatureDisabled,
		"This site does not reset payment passwords by SMS.")
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
	opSecurityQuestions
	opPaymentPasswordReset
)

// Entries every write shares.
var (
	badInput    = httpx.Validation()
	keyConflict = kit.ErrKeyConflict
	outOfRange  = kit.Field("amount", httpx.FieldOutOfRange, "outside the limits")
)

// refusals maps what an upstream refusal means (adapters.ErrInsufficientFunds ...) to the BFF's
// answers, per operation. A refusal not listed for its operation is upstream_refused, 502.
var refusals = map[operation]kit.Refusals{
	opTransferIn: {
		adapters.ErrInsufficientFunds:      errInsufficientFunds,
		adapters.ErrAmountOutOfRange:       outOfRange,
		adapters.ErrWalletUnknown:          kit.Field("to", httpx.FieldUnknown, "no such wallet"),
		adapters.ErrWalletLocked:           errWalletLocked,
		adapters.ErrIdempotencyKeyConflict: keyConflict,
		adapters.ErrInvalidInput:           badInput,
	},
	opTransferOut: {
		adapters.ErrInsufficientFunds:      errInsufficientFunds,
		adapters.ErrAmountOutOfRange:       outOfRange,
		adapters.ErrWalletUnknown:          kit.Field("from", httpx.FieldUnknown, "no such wallet"),
		adapters.ErrWalletLocked:           errWalletLocked,
		adapters.ErrIdempotencyKeyConflict: keyConflict,
		adapters.ErrInvalidInput:           badInput,
	},
	opRecall: {
		adapters.ErrInsufficientFunds:      errInsufficientFunds,
		adapters.ErrWalletLocked:           errWalletLocked,
		adapters.ErrIdempotencyKeyConflict: keyConflict,
	},
	opDeposit: {
		adapters.ErrDepositMethodUnknown:   kit.Field("methodId", httpx.FieldUnknown, "no such deposit method"),
		adapters.ErrAmountOutOfRange:       kit.Field("amount", httpx.FieldOutOfRange, "outside the method's limits"),
		adapters.ErrPromotionUnavailable:   kit.Field("promotionId", httpx.FieldInvalid, "not available with this deposit"),
		adapters.ErrIdempotencyKeyConflict: keyConflict,
		adapters.ErrInvalidInput:           badInput,
	},
	opWithdraw: {
		adapters.ErrInsufficientFunds:      errInsufficientFunds,
		adapters.ErrAmountOutOfRange:       kit.Field("amount", httpx.FieldOutOfRange, "outside the withdrawal limits"),
		adapters.ErrPaymentPasswordMissing: errPasswordRequired,
		adapters.ErrPaymentPasswordWrong:   kit.Field("paymentPassword", KeyPasswordIncorrect, ""),
		adapters.ErrWithdrawalLimitReached: errLimitReached,
		adapters.ErrTurnoverIncomplete:     errTurnover,
		adapters.ErrPayoutAccountMissing:   kit.Field("accountId", httpx.FieldUnknown, "no such payout account"),
		adapters.ErrWalletLocked:           errWalletLocked,
		adapters.ErrIdempotencyKeyConflict: keyConflict,
		adapters.ErrInvalidInput:           badInput,
	},
	opBindPayout: {
		adapters.ErrPaymentPasswordMissing: errPasswordRequired,
		adapters.ErrPaymentPasswordWrong:   kit.Field("paymentPassword", KeyPasswordIncorrect, ""),
		adapters.ErrPayoutAccountDuplicate: kit.Field("accountNumber", KeyAccountBound, ""),
		adapters.ErrPayoutAccountLimit:     errAccountsFull,
		adapters.ErrIdempotencyKeyConflict: keyConflict,
		adapters.ErrInvalidInput:           badInput,
	},
	opPaymentPassword: {
		adapters.ErrPaymentPasswordSet:     errPasswordSet,
		adapters.ErrPaymentPasswordWrong:   kit.Field("currentPassword", KeyPasswordIncorrect, ""),
		adapters.ErrPaymentPasswordMissing: errPasswordRequired,
		adapters.ErrInvalidInput:           kit.Field("newPassword", KeyPasswordFormat, "six digits"),
	},
	opSecurityQuestions: {
		adapters.ErrSecurityQuestionsSet: errQuestionsSet,
		adapters.ErrInvalidInput:         kit.Field("answers", httpx.FieldInvalid, "two or three of the questions offered"),
	},
	opPaymentPasswordReset: {
		adapters.ErrSecurityQuestionsMissing: errQuestionsRequired,
		adapters.ErrSecurityAnswersWrong:     kit.Field("answers", KeyAnswersIncorrect, ""),
		adapters.ErrSMSCodeInvalid:           kit.Field("smsCode", account.KeySMSCodeInvalid, ""),
		adapters.ErrMobileMismatch:           kit.Field("mobile", KeyMobileMismatch, ""),
		adapters.ErrSMSResetDisabled:         errSMSResetOff,
		adapters.ErrPaymentPasswordMissing:   errPasswordRequired,
		adapters.ErrPasswordSame:             kit.Field("newPassword", KeyPasswordSame, ""),
		adapters.ErrInvalidInput:             kit.Field("newPassword", KeyPasswordFormat, "six digits"),
	},
}
