package fakeupstream

import (
	"encoding/json"
	"io/fs"
	"maps"
	"net/http"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/casinobff/bff/adapters/fakeupstream/internal/wire"
)

// The security questions and the payment password's recovery (docs/UPSTREAM.md, "Security
// questions"): the questions offered (security-questions.<lang>.json), each member's chosen
// ones with their answers (set once), and a reset of the payment password by those answers or
// by an SMS code sent to the member's own number, where the white label's CHNGPASSVERIF3 lets
// passwords be reset by phone. Answers are compared as a person means them: trimmed, in any
// case, with runs of spaces as one.

// Bounds of a choice of questions.
const (
	minQuestions = 2
	maxQuestions = 3
	maxAnswerLen = 64
)

// switchSMSReset is the white label's switch that lets passwords be reset by phone.
const switchSMSReset = "CHNGPASSVERIF3"

// answered is one question a member chose, and its answer as compared.
type answered struct {
	id     int
	answer string
}

// normalAnswer is an answer as compared.
func normalAnswer(s string) string { return strings.ToLower(strings.Join(strings.Fields(s), " ")) }

// loadSecurityQuestions reads the questions offered in each language.
func (fx *fixtures) loadSecurityQuestions(fsys fs.FS) error {
	var err error
	fx.questions, err = fx.byLanguage(fsys, wire.SecurityQuestionsGlob, func(_ string, raw []byte) error {
		var list []wire.SecurityQuestion
		return json.Unmarshal(raw, &list)
	})
	return err
}

// offered is the questions offered in the call's language.
func (s *Server) offered(r *http.Request) []wire.SecurityQuestion {
	var list []wire.SecurityQuestion
	_ = json.Unmarshal(inLanguage(s.fx.questions, r), &list) // checked at start
	return list
}

// switchOn says whether a white-label switch is on, SetSwitch's turns included.
func (s *Server) switchOn(name string) bool {
	s.switches.mu.Lock()
	on, turned := s.switches.on[name]
	s.switches.mu.Unlock()
	if turned {
		return on
	}
	var wl wire.WhiteLabel
	_ = json.Unmarshal(s.fx.whiteLabel, &wl) // checked at start
	return wl.Switches[name]
}

func (s *Server) securityQuestionRoutes(handle func(method, path string, h http.HandlerFunc)) {
	handle("GET", "/wps/member/securityQuestions", s.securityQuestions)
	handle("GET", "/wps/member/customerSecurityQuestions", s.memberQuestions)
	handle("PUT", "/wps/member/customerSecurityQuestions", s.setQuestions)
	handle("POST", "/wps/member/paymentPassword/reset", s.resetPaymentPassword)
}

// securityQuestions answers the questions offered; a member's call, as the platform's is.
func (s *Server) securityQuestions(w http.ResponseWriter, r *http.Request) {
	if _, _, ok := s.requireSession(w, r); ok {
		answer(w, s.offered(r))
	}
}

// memberQuestions answers the member's questions in the call's language, never the answers.
func (s *Server) memberQuestions(w http.ResponseWriter, r *http.Request) {
	texts := map[int]string{}
	for _, q := range s.offered(r) {
		texts[q.QuestionID] = q.Question
	}
	s.moneyRead(w, r, func(_ *account, p *purse) result {
		out := make([]wire.SecurityQuestion, 0, len(p.questions))
		for _, q := range p.questions {
			out = append(out, wire.SecurityQuestion{QuestionID: q.id, Question: texts[q.id]})
		}
		return success(out)
	})
}

// wireAnswer is one answer of a body.
type wireAnswer struct {
	QuestionID int    `json:"questionId"`
	Answer     string `json:"answer"`
}

// setQuestions chooses two or three of the questions offered and answers them, once; the body
// is encrypted.
func (s *Server) setQuestions(w http.ResponseWriter, r *http.Request) {
	var req struct {
		Answers []wireAnswer `json:"answers"`
	}
	token, plain, ok := s.sealedWrite(w, r, &req)
	if !ok {
		return
	}
	known := map[int]bool{}
	for _, q := range s.offered(r) {
		known[q.QuestionID] = true
	}
	s.moneyWrite(w, r, token, plain, keyIfGiven, func(a *account, p *purse) result {
		switch {
		case a.typ == 4:
			return refusal("trial.forbidden", "Please login an actual account to use this function")
		case len(p.questions) > 0:
			return refusal("security.question.exists", "security questions are set; the back office changes them")
		case len(req.Answers) < minQuestions || len(req.Answers) > maxQuestions:
			return refusal("param.invalid", "choose %d to %d questions", minQuestions, maxQuestions)
		}
		chosen := make([]answered, 0, len(req.Answers))
		for _, ans := range req.Answers {
			a := normalAnswer(ans.Answer)
			if !known[ans.QuestionID] || slices.ContainsFunc(chosen, func(c answered) bool { return c.id == ans.QuestionID }) ||
				a == "" || utf8.RuneCountInString(a) > maxAnswerLen {
				return refusal("param.invalid", "question %d: an offered question once, with an answer of 1 to %d characters", ans.QuestionID, maxAnswerLen)
			}
			chosen = append(chosen, answered{id: ans.QuestionID, answer: a})
		}
		p.questions = chosen
		return success(true)
	})
}

// resetRequest is the decrypted body of a reset.
type resetRequest struct {
	Type               string       `json:"type"` // QUESTION or SMS
	Answers            []wireAnswer `json:"answers"`
	MobileNum          string       `json:"mobileNum"`
	CountryDialingCode string       `json:"countryDialingCode"`
	VerificationCode   string       `json:"verificationCode"`
	New                string       `json:"newPaymentPassword"`
	Confirm            string       `json:"confirmPaymentPassword"`
}

// resetPaymentPassword sets a new payment password by every chosen question's answer, or by an
// SMS code sent to the member's own number; the body is encrypted.
func (s *Server) resetPaymentPassword(w http.ResponseWriter, r *http.Request) {
	var req resetRequest
	token, plain, ok := s.sealedWrite(w, r, &req)
	if !ok {
		return
	}
	if req.Type != "QUESTION" && req.Type != "SMS" {
		refuse(w, http.StatusBadRequest, "param.invalid", "type is QUESTION or SMS")
		return
	}
	bySMS := req.Type == "SMS"
	smsOn := s.switchOn(switchSMSReset)
	s.moneyWrite(w, r, token, plain, keyIfGiven, func(a *account, p *purse) result {
		switch {
		case bySMS && !smsOn:
			return refusal("reset.sms.disabled", "payment passwords are not reset by SMS here")
		case bySMS && (a.mobile == "" || a.mobile != mobileDigits(req.MobileNum, req.CountryDialingCode)):
			return refusal("mobile.mismatch", "that is not this account's mobile number")
		case bySMS && req.VerificationCode != DemoSMSCode:
			return refusal("verification.code.error", "Verification code error")
		case !bySMS && len(p.questions) == 0:
			return refusal("security.question.not.set", "no security questions are set")
		case !bySMS && !answersMatch(p.questions, req.Answers):
			return refusal("security.answer.error", "the answers are wrong")
		case p.paymentPassword == "":
			return refusal("payment.password.not.set", "no payment password to reset")
		case req.New == p.paymentPassword:
			return refusal("modify.new.old.same", "the new payment password is the old one")
		}
		if res, bad := checkNewPaymentPassword(req.New, req.Confirm); bad {
			return res
		}
		p.paymentPassword = req.New
		return success(true)
	})
}

// answersMatch says whether given answers every chosen question, each rightly, and nothing else.
func answersMatch(chosen []answered, given []wireAnswer) bool {
	want := map[int]string{}
	for _, c := range chosen {
		want[c.id] = c.answer
	}
	got := map[int]string{}
	for _, g := range given {
		got[g.QuestionID] = normalAnswer(g.Answer)
	}
	return len(given) == len(chosen) && maps.Equal(want, got)
}

// sealedWrite reads an encrypted write of the session's member into req: its token and plain
// body, or false once the refusal (no session, no encryption, not the expected JSON) is answered.
func (s *Server) sealedWrite(w http.ResponseWriter, r *http.Request, req any) (token string, plain []byte, ok bool) {
	if token, _, ok = s.requireSession(w, r); !ok {
		return "", nil, false
	}
	if plain, ok = s.openEncrypted(w, r); !ok || !decodeBody(w, plain, req) {
		return "", nil, false
	}
	return token, plain, true
}
