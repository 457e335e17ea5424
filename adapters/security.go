package adapters

import (
	"context"
	"errors"
)

// The wallet backend's security questions and the payment password's recovery: the questions
// the platform offers, the member's own (chosen once, with their answers), and a new payment
// password set by those answers or by an SMS code sent to the member's own mobile number.
// Answers and codes go upstream encrypted only, and never come back.

// The refusals of these calls a handler tells apart (see BusinessError.Kind).
var (
	ErrSecurityQuestionsSet     = errors.New("security questions already set")
	ErrSecurityQuestionsMissing = errors.New("no security questions set")
	ErrSecurityAnswersWrong     = errors.New("security answers wrong")
	// ErrMobileMismatch: the number an SMS reset names is not the member's own.
	ErrMobileMismatch = errors.New("mobile number is not the member's")
	// ErrSMSResetDisabled: the back office does not reset payment passwords by SMS.
	ErrSMSResetDisabled = errors.New("payment password reset by SMS disabled")
)

// SecurityQuestion is a question the platform offers (or one a member chose), in the language
// it was asked in.
type SecurityQuestion struct {
	ID   string
	Text string
}

// SecurityAnswer answers one question. Answer goes upstream encrypted only.
type SecurityAnswer struct {
	QuestionID string
	Answer     string
}

// PaymentPasswordReset sets a new payment password without the current one: by Answers to
// every question the member chose, or (Answers empty) by SMSCode, sent to Mobile (digits,
// without the dialling code), which must be the member's own number. Everything but the
// method goes upstream encrypted only.
type PaymentPasswordReset struct {
	Answers     []SecurityAnswer
	Mobile      string
	DialingCode string
	SMSCode     string
	New         string
}

// BySMS says whether the reset is by an SMS code rather than by the answers.
func (r PaymentPasswordReset) BySMS() bool { return len(r.Answers) == 0 }

// SecurityQuestions is the wallet backend's side of the security questions.
type SecurityQuestions interface {
	// SecurityQuestions reads the questions a member may choose from, in s's language.
	SecurityQuestions(ctx context.Context, s Scope) ([]SecurityQuestion, error)
	// MemberSecurityQuestions reads the questions the member chose, without their answers;
	// none when the member has not chosen any.
	MemberSecurityQuestions(ctx context.Context, s Scope) ([]SecurityQuestion, error)
	// SetSecurityQuestions chooses questions and answers them, once: a second time is
	// ErrSecurityQuestionsSet.
	SetSecurityQuestions(ctx context.Context, s Scope, answers []SecurityAnswer) error
	// ResetPaymentPassword sets a new payment password by the answers or an SMS code.
	ResetPaymentPassword(ctx context.Context, s Scope, r PaymentPasswordReset) error
}
