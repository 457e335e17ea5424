package upstream

import (
	"context"
	"net/http"
	"strconv"

	"github.com/casinobff/bff/adapters"
)

// The security questions and the payment password's recovery (docs/UPSTREAM.md, "Security
// questions"): the questions offered, the member's own, choosing them (once) and a reset of the
// payment password by their answers or by an SMS code. The answers and the code go encrypted,
// as the platform's own clients send them; nothing the upstream answers carries an answer.
const (
	pathSecurityQuestions       = "/wps/member/securityQuestions"
	pathMemberSecurityQuestions = "/wps/member/customerSecurityQuestions"
	pathPaymentPasswordReset    = "/wps/member/paymentPassword/reset"
)

// The reset's ways as the platform names them.
const (
	wireResetByQuestions = "QUESTION"
	wireResetBySMS       = "SMS"
)

// wireQuestion is one question of either list.
type wireQuestion struct {
	QuestionID wireID `json:"questionId"`
	Question   string `json:"question"`
}

// wireAnswer answers one question; question ids that are all digits go as numbers.
type wireAnswer struct {
	QuestionID any    `json:"questionId"`
	Answer     string `json:"answer"`
}

func (m *Money) questions(ctx context.Context, s adapters.Scope, op, path string) ([]adapters.SecurityQuestion, error) {
	var v []wireQuestion
	if err := m.get(ctx, s, op, path, nil, &v); err != nil {
		return nil, err
	}
	out := make([]adapters.SecurityQuestion, 0, len(v))
	for _, q := range v {
		if q.QuestionID == "" || q.Question == "" {
			continue // nothing a player could answer
		}
		out = append(out, adapters.SecurityQuestion{ID: string(q.QuestionID), Text: q.Question})
	}
	return out, nil
}

// SecurityQuestions reads the questions offered, in the scope's language (its Language header).
func (m *Money) SecurityQuestions(ctx context.Context, s adapters.Scope) ([]adapters.SecurityQuestion, error) {
	return m.questions(ctx, s, "SecurityQuestions", pathSecurityQuestions)
}

// MemberSecurityQuestions reads the member's questions, without answers: none when unset.
func (m *Money) MemberSecurityQuestions(ctx context.Context, s adapters.Scope) ([]adapters.SecurityQuestion, error) {
	return m.questions(ctx, s, "MemberSecurityQuestions", pathMemberSecurityQuestions)
}

func wireAnswers(answers []adapters.SecurityAnswer) []wireAnswer {
	out := make([]wireAnswer, 0, len(answers))
	for _, a := range answers {
		var id any = a.QuestionID
		if n, err := strconv.ParseInt(a.QuestionID, 10, 64); err == nil && strconv.FormatInt(n, 10) == a.QuestionID {
			id = n
		}
		out = append(out, wireAnswer{QuestionID: id, Answer: a.Answer})
	}
	return out
}

// SetSecurityQuestions chooses the questions and answers them, encrypted. Sent once: a lost
// answer is not sent again, and the member's questions tell whether it was taken.
func (m *Money) SetSecurityQuestions(ctx context.Context, s adapters.Scope, answers []adapters.SecurityAnswer) error {
	body := map[string]any{"answers": wireAnswers(answers)}
	return m.enc.Do(ctx, s, Call{Op: "SetSecurityQuestions", Method: http.MethodPut, Path: pathMemberSecurityQuestions, Body: body}, nil)
}

// ResetPaymentPassword sets a new payment password by the answers or an SMS code, encrypted.
func (m *Money) ResetPaymentPassword(ctx context.Context, s adapters.Scope, r adapters.PaymentPasswordReset) error {
	body := map[string]any{"newPaymentPassword": r.New, "confirmPaymentPassword": r.New}
	if r.BySMS() {
		body["type"] = wireResetBySMS
		body["mobileNum"], body["countryDialingCode"], body["verificationCode"] = r.Mobile, r.DialingCode, r.SMSCode
	} else {
		body["type"] = wireResetByQuestions
		body["answers"] = wireAnswers(r.Answers)
	}
	return m.enc.Do(ctx, s, Call{Op: "ResetPaymentPassword", Method: http.MethodPost, Path: pathPaymentPasswordReset, Body: body}, nil)
}
