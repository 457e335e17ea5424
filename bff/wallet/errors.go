package wallet

import (
	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/bff/httpx"
	"github.com/casinobff/bff/bff/kit"
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
	outOfRange  = kit.OutOfRange("amount", "outside the limits")
)

// refusals maps what an upstream refusal means (adapters.ErrInsufficientFunds ...) to the BFF's
// answers, per operation. A refusal not listed for its operation is upstream_refused, 502.
var refusals = map[operation]kit.Refusals{
	opTransferIn: {
		adapters.ErrInsufficientFunds:      errInsufficientFunds,
		adapters.ErrAmountOutOfRange:       outOfRange,
		adapters.ErrWalletUnknown:          kit.Unknown("to", "no such wallet"),
		adapters.ErrWalletLocked:           errWalletLocked,
		adapters.ErrIdempotencyKeyConflict: keyConflict,
		adapters.ErrInvalidInput:           badInput,
	},
	opTransferOut: {
		adapters.ErrInsufficientFunds:      errInsufficientFunds,
		adapters.ErrAmountOutOfRange:       outOfRange,
		adapters.ErrWalletUnknown:          kit.Unknown("from", "no such wallet"),
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
		adapters.ErrDepositMethodUnknown:   kit.Unknown("methodId", "no such deposit method"),
		adapters.ErrAmountOutOfRange:       kit.OutOfRange("amount", "outside the method's limits"),
		adapters.ErrPromotionUnavailable:   kit.Invalid("promotionId", "not available with this deposit"),
		adapters.ErrIdempotencyKeyConflict: keyConflict,
		adapters.ErrInvalidInput:           badInput,
	},
	opWithdraw: {
		adapters.ErrInsufficientFunds:      errInsufficientFunds,
		adapters.ErrAmountOutOfRange:       kit.OutOfRange("amount", "outside the withdrawal limits"),
		adapters.ErrPaymentPasswordMissing: errPasswordRequired,
		adapters.ErrPaymentPasswordWrong:   kit.Field("paymentPassword", httpx.FieldPasswordIncorrect, ""),
		adapters.ErrWithdrawalLimitReached: errLimitReached,
		adapters.ErrTurnoverIncomplete:     errTurnover,
		adapters.ErrPayoutAccountMissing:   kit.Unknown("accountId", "no such payout account"),
		adapters.ErrWalletLocked:           errWalletLocked,
		adapters.ErrIdempotencyKeyConflict: keyConflict,
		adapters.ErrInvalidInput:           badInput,
	},
	opBindPayout: {
		adapters.ErrPaymentPasswordMissing: errPasswordRequired,
		adapters.ErrPaymentPasswordWrong:   kit.Field("paymentPassword", httpx.FieldPasswordIncorrect, ""),
		adapters.ErrPayoutAccountDuplicate: kit.Field("accountNumber", httpx.FieldAccountBound, ""),
		adapters.ErrPayoutAccountLimit:     errAccountsFull,
		adapters.ErrIdempotencyKeyConflict: keyConflict,
		adapters.ErrInvalidInput:           badInput,
	},
	opPaymentPassword: {
		adapters.ErrPaymentPasswordSet:     errPasswordSet,
		adapters.ErrPaymentPasswordWrong:   kit.Field("currentPassword", httpx.FieldPasswordIncorrect, ""),
		adapters.ErrPaymentPasswordMissing: errPasswordRequired,
		adapters.ErrInvalidInput:           kit.Field("newPassword", httpx.FieldPasswordFormat, "six digits"),
	},
	opSecurityQuestions: {
		adapters.ErrSecurityQuestionsSet: errQuestionsSet,
		adapters.ErrInvalidInput:         kit.Invalid("answers", "two or three of the questions offered"),
	},
	opPaymentPasswordReset: {
		adapters.ErrSecurityQuestionsMissing: errQuestionsRequired,
		adapters.ErrSecurityAnswersWrong:     kit.Field("answers", httpx.FieldAnswersIncorrect, ""),
		adapters.ErrSMSCodeInvalid:           kit.Field("smsCode", httpx.FieldSMSCodeInvalid, ""),
		adapters.ErrMobileMismatch:           kit.Field("mobile", httpx.FieldMobileMismatch, ""),
		adapters.ErrSMSResetDisabled:         errSMSResetOff,
		adapters.ErrPaymentPasswordMissing:   errPasswordRequired,
		adapters.ErrPasswordSame:             kit.Field("newPassword", httpx.FieldPasswordSame, ""),
		adapters.ErrInvalidInput:             kit.Field("newPassword", httpx.FieldPasswordFormat, "six digits"),
	},
}
