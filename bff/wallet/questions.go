package wallet

import (
	"net/http"
	"regexp"
	"strings"
	"unicode/utf8"

	"github.com/labstack/echo/v4"

	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/bff/httpx"
	"github.com/casinobff/bff/bff/kit"
)

// The security questions and the payment password's recovery. A member chooses two or three
// of the questions the platform offers and answers them, once (a second choice is 409
// security_questions_set: the back office alone changes them); a forgotten payment password is
// then reset by those answers, or by an SMS code sent to the member's own number where the
// site's CHNGPASSVERIF3 switch (the spec's phone reset of passwords) is on. The code comes from
// POST /sms-codes with purpose reset: the platform sends it as it sends a login password's
// reset code. Every reset counts against the payment password's limit (LimitPaymentPassword),
// so that answers and codes are guessed no faster than the password itself. Answers go
// upstream encrypted only; they are never logged (bff/logging redacts "answer" and "answers")
// and never answered, not even in a problem's detail.

// SwitchSMSReset is the white-label switch that lets passwords be reset by phone.
const SwitchSMSReset = "CHNGPASSVERIF3"

// Bounds of the security questions' forms (bff/openapi.yaml says the same).
const (
	minQuestions = 2
	maxQuestions = 3
	maxAnswer    = 64
	minMobile    = 6
	maxMobile    = 15
)

var (
	smsCodePattern = regexp.MustCompile(`^[0-9]{4,10}$`)
	dialingPattern = regexp.MustCompile(`^[0-9]{1,4}$`)
)

// SecurityQuestion is one question, in the request's language.
type SecurityQuestion struct {
	ID   string `json:"id"`
	Text string `json:"text"`
}

// SecurityQuestions is the answer of GET /security-questions: the questions one may choose.
type SecurityQuestions struct {
	Items []SecurityQuestion `json:"items"`
}

// MemberSecurityQuestions is the answer of GET /me/security-questions: the member's questions,
// which a reset by questions must answer, never their answers.
type MemberSecurityQuestions struct {
	Set   bool               `json:"set"`
	Items []SecurityQuestion `json:"items"`
}

func questionsOf(qs []adapters.SecurityQuestion) []SecurityQuestion {
	out := make([]SecurityQuestion, 0, len(qs))
	for _, q := range qs {
		out = append(out, SecurityQuestion{ID: q.ID, Text: q.Text})
	}
	return out
}

// offeredQuestions answers the questions the platform offers, in the request's language.
func (h *handler) offeredQuestions(c echo.Context) error {
	m, b, err := h.open(c, kit.RealMembers)
	if err != nil {
		return err
	}
	qs, err := b.SecurityQuestions(kit.Ctx(c), m.Scope)
	if err != nil {
		return err
	}
	return kit.Personal(c, http.StatusOK, SecurityQuestions{Items: questionsOf(qs)})
}

// memberQuestions answers the member's questions.
func (h *handler) memberQuestions(c echo.Context) error {
	m, b, err := h.open(c, kit.RealMembers)
	if err != nil {
		return err
	}
	qs, err := b.MemberSecurityQuestions(kit.Ctx(c), m.Scope)
	if err != nil {
		return err
	}
	return kit.Personal(c, http.StatusOK, MemberSecurityQuestions{Set: len(qs) > 0, Items: questionsOf(qs)})
}

// SecurityAnswer answers one question.
type SecurityAnswer struct {
	QuestionID string `json:"questionId"`
	Answer     string `json:"answer"`
}

// SecurityQuestionsRequest is the body of PUT /me/security-questions.
type SecurityQuestionsRequest struct {
	Answers []SecurityAnswer `json:"answers"`

	answers []adapters.SecurityAnswer // as parsed
}

// parseAnswers checks a list of answers: between least and most, each of a question named once,
// each answer 1 to maxAnswer characters once trimmed. The problems name the field and the
// rule, never an answer.
func parseAnswers(p *kit.Problems, given []SecurityAnswer, least int) []adapters.SecurityAnswer {
	if len(given) < least || len(given) > maxQuestions {
		p.Invalid("answers", answersRule(least))
		return nil
	}
	out := make([]adapters.SecurityAnswer, 0, len(given))
	seen := map[string]bool{}
	for _, a := range given {
		id, text := strings.TrimSpace(a.QuestionID), strings.TrimSpace(a.Answer)
		switch {
		case !codePattern.MatchString(id) || seen[id]:
			p.Invalid("answers", "each question once, by its id")
			return nil
		case text == "":
			p.Required("answers", "every question needs an answer")
			return nil
		case utf8.RuneCountInString(text) > maxAnswer:
			p.TooLong("answers", "at most 64 characters an answer")
			return nil
		}
		seen[id] = true
		out = append(out, adapters.SecurityAnswer{QuestionID: id, Answer: text})
	}
	return out
}

func answersRule(least int) string {
	if least == minQuestions {
		return "two or three questions"
	}
	return "one to three questions"
}

func parseQuestions(_ echo.Context, r *SecurityQuestionsRequest) error {
	var p kit.Problems
	r.answers = parseAnswers(&p, r.Answers, minQuestions)
	return p.Err()
}

// setQuestions chooses and answers the questions, once.
func (h *handler) setQuestions(c echo.Context, m kit.Member, r SecurityQuestionsRequest) error {
	if err := h.backends.Of(c).Money.SetSecurityQuestions(kit.Ctx(c), m.Scope, r.answers); err != nil {
		return refusals[opSecurityQuestions].Answer(err)
	}
	return kit.Personal(c, http.StatusOK, Changed{Changed: true})
}

// Ways of a reset.
const (
	ResetByQuestions = "questions"
	ResetBySMS       = "sms"
)

// PaymentPasswordResetRequest is the body of POST /payment-password-resets: the answers to the
// member's questions, or the member's mobile number and the SMS code sent to it; and the new
// payment password.
type PaymentPasswordResetRequest struct {
	Method          string           `json:"method"`
	Answers         []SecurityAnswer `json:"answers"`
	Mobile          string           `json:"mobile"`
	DialingCode     string           `json:"dialingCode"`
	SMSCode         string           `json:"smsCode"`
	NewPassword     string           `json:"newPassword"`
	ConfirmPassword string           `json:"confirmPassword"`

	reset adapters.PaymentPasswordReset // as parsed
}

// parseReset checks the reset's form: the way's fields, then the new password, confirmed.
func parseReset(_ echo.Context, r *PaymentPasswordResetRequest) error {
	var p kit.Problems
	switch r.Method {
	case ResetByQuestions:
		r.reset.Answers = parseAnswers(&p, r.Answers, 1)
	case ResetBySMS:
		r.reset.Mobile, r.reset.DialingCode = mobileNumber(&p, r.Mobile, r.DialingCode), r.DialingCode
		r.reset.SMSCode = digits(r.SMSCode, false)
		if p.Text("smsCode", r.reset.SMSCode, true, 10) && !smsCodePattern.MatchString(r.reset.SMSCode) {
			p.Add("smsCode", httpx.FieldSMSCodeInvalid, "")
		}
	default:
		p.Invalid("method", "questions or sms")
	}
	r.NewPassword, r.ConfirmPassword = digits(r.NewPassword, false), digits(r.ConfirmPassword, false)
	newPIN(&p, r.NewPassword, r.ConfirmPassword, "") // the current one is the back office's to compare
	r.reset.New = r.NewPassword
	return p.Err()
}

// mobileNumber checks the reset's mobile number and dialling code and answers the number as the
// platform takes it: digits (Bengali ones read as digits) without the dialling code or a
// leading 0.
func mobileNumber(p *kit.Problems, number, dialing string) string {
	if !p.Text("mobile", number, true, 20) {
		return ""
	}
	if dialing != "" && !dialingPattern.MatchString(dialing) {
		p.Invalid("dialingCode", "")
		return ""
	}
	d := digits(number, true)
	if rest, ok := strings.CutPrefix(d, "+"); ok {
		if dialing == "" || !strings.HasPrefix(rest, dialing) {
			p.Add("mobile", httpx.FieldMobileInvalid, "")
			return ""
		}
		d = strings.TrimPrefix(rest, dialing)
	}
	d = strings.TrimLeft(d, "0")
	if len(d) < minMobile || len(d) > maxMobile || strings.ContainsFunc(d, func(r rune) bool { return r < '0' || r > '9' }) {
		p.Add("mobile", httpx.FieldMobileInvalid, "")
		return ""
	}
	return d
}

// resetPaymentPassword sets a new payment password by the answers or an SMS code. A reset by
// SMS on a site whose switch is off is feature_disabled before anything counts.
func (h *handler) resetPaymentPassword(c echo.Context, m kit.Member, r PaymentPasswordResetRequest) error {
	b := h.backends.Of(c)
	if r.reset.BySMS() {
		if err := kit.SwitchedOn(c, b.Labels, SwitchSMSReset); err != nil {
			return err
		}
	}
	if err := h.limits.Allow(c, m.UserName, LimitPaymentPassword); err != nil {
		return err
	}
	if err := b.Money.ResetPaymentPassword(kit.Ctx(c), m.Scope, r.reset); err != nil {
		return refusals[opPaymentPasswordReset].Answer(err)
	}
	return kit.Personal(c, http.StatusOK, Changed{Changed: true})
}
