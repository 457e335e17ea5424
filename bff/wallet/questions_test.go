package wallet_test

import (
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/casinobff/bff/bff"
	"github.com/casinobff/bff/bff/bfftest"
	"github.com/casinobff/bff/bff/ratelimit"
	"github.com/casinobff/bff/bff/wallet"
)

// The fake upstream's security-question calls (docs/UPSTREAM.md, "Security questions").
const (
	upQuestions       = "/wps/member/securityQuestions"
	upMemberQuestions = "/wps/member/customerSecurityQuestions"
	upReset           = "/wps/member/paymentPassword/reset"
)

// Answers that appear in no answer and no log line below.
const (
	answerCity = "Sylhet Sadar"
	answerPet  = "Tuntuni"
)

var choose = `{"answers":[{"questionId":"2","answer":"` + answerCity + `"},{"questionId":"5","answer":"` + answerPet + `"}]}`

func resetBy(city, pet, pin string) string {
	return `{"method":"questions","answers":[{"questionId":"2","answer":"` + city + `"},{"questionId":"5","answer":"` + pet + `"}],` +
		`"newPassword":"` + pin + `","confirmPassword":"` + pin + `"}`
}

// A member chooses questions once, then resets a forgotten payment password by their answers:
// the answers go upstream encrypted, come back in no answer and no log line, and the new payment
// password is the one a withdrawal then needs.
func TestResetByQuestionsNeverAnswersBack(t *testing.T) {
	var logs bfftest.Logs
	m := newMoney(t, bfftest.LogInto(t, &logs))
	m.ready()
	var bodies []string
	do := func(method, target, body string) *http.Response {
		t.Helper()
		rec := m.do(method, target, body)
		bodies = append(bodies, rec.Body.String())
		return rec.Result()
	}
	if security := bfftest.Decode[wallet.Security](t, m.do(http.MethodGet, "/api/v1/me/security", "").Body.Bytes()); security.HasSecurityQuestions {
		t.Fatal("demo01 starts with security questions")
	}
	if r := do(http.MethodPut, "/api/v1/me/security-questions", choose); r.StatusCode != http.StatusOK {
		t.Fatalf("choosing: %d", r.StatusCode)
	}
	do(http.MethodPost, "/api/v1/payment-password-resets", resetBy("Dhaka", answerPet, "864209"))
	if r := do(http.MethodPost, "/api/v1/payment-password-resets", resetBy(" sylhet  SADAR ", strings.ToLower(answerPet), "864209")); r.StatusCode != http.StatusOK {
		t.Fatalf("the reset with the right answers: %d", r.StatusCode)
	}
	mine := bfftest.Decode[wallet.MemberSecurityQuestions](t, m.do(http.MethodGet, "/api/v1/me/security-questions", "").Body.Bytes())
	if !mine.Set || len(mine.Items) != 2 || mine.Items[0].ID != "2" || mine.Items[1].ID != "5" {
		t.Errorf("demo01's questions: %+v", mine)
	}
	bodies = append(bodies, m.do(http.MethodGet, "/api/v1/me/security-questions", "").Body.String(), m.do(http.MethodGet, "/api/v1/me/security", "").Body.String())
	if !bfftest.Decode[wallet.Security](t, []byte(bodies[len(bodies)-1])).HasSecurityQuestions {
		t.Error("the security centre does not say the questions are set")
	}

	// The answers left the BFF encrypted only: the fake saw the Encryption header's body.
	for _, path := range []string{"PUT " + upMemberQuestions, "POST " + upReset} {
		for _, r := range m.sent(path)[0] {
			if !strings.Contains(string(r.Body), answerPet) && !strings.Contains(string(r.Body), strings.ToLower(answerPet)) {
				t.Errorf("%s: the back office did not get the answers: %s", path, r.Body)
			}
		}
	}
	text := logs.String()
	for _, secret := range []string{answerCity, answerPet, strings.ToLower(answerPet), "864209"} {
		if strings.Contains(text, secret) {
			t.Errorf("%q is in the log", secret)
		}
		for _, b := range bodies {
			if strings.Contains(b, secret) {
				t.Errorf("%q is in an answer: %s", secret, b)
			}
		}
	}
	// The new payment password is the one a withdrawal takes now.
	rec := m.do(http.MethodPost, "/api/v1/withdrawals", `{"accountId":"`+demoAccount+`","amount":"500","paymentPassword":"135790"}`)
	if codes, _ := fields(t, rec); codes["paymentPassword"] != "password_incorrect" {
		t.Errorf("the old payment password after the reset: %v", codes)
	}
	bfftest.WantStatus(t, m.do(http.MethodPost, "/api/v1/withdrawals", `{"accountId":"`+demoAccount+`","amount":"500","paymentPassword":"864209"}`), http.StatusCreated)
}

// Questions are chosen once: a second choice is security_questions_set, and the first answers
// stand.
func TestQuestionsAreChosenOnce(t *testing.T) {
	m := newMoney(t)
	m.ready()
	bfftest.WantStatus(t, m.do(http.MethodPut, "/api/v1/me/security-questions", choose), http.StatusOK)
	again := `{"answers":[{"questionId":"1","answer":"Motijheel School"},{"questionId":"3","answer":"Khan"}]}`
	bfftest.ExpectProblem(t, m.do(http.MethodPut, "/api/v1/me/security-questions", again), http.StatusConflict, "security_questions_set")
	bfftest.WantStatus(t, m.do(http.MethodPost, "/api/v1/payment-password-resets", resetBy(answerCity, answerPet, "246801")), http.StatusOK)
}

// Wrong answers are limited as wrong payment passwords are, per member: past the limit the reset
// is 429 with Retry-After and the upstream hears nothing more; another member is not held back,
// and the payment password's other uses share the count.
func TestWrongAnswersAreLimited(t *testing.T) {
	limits := func(o *bff.Options) {
		o.RateLimits = map[string]ratelimit.Rule{wallet.LimitPaymentPassword: {Limit: 4, Window: time.Hour}}
	}
	m := newMoney(t, limits)
	m.ready()
	bfftest.WantStatus(t, m.do(http.MethodPut, "/api/v1/me/security-questions", choose), http.StatusOK)
	// ready set the payment password and bound an account with it: two attempts of the four.
	for range 2 {
		if codes, _ := fields(t, m.do(http.MethodPost, "/api/v1/payment-password-resets", resetBy("Dhaka", "Mithu", "864209"))); codes["answers"] != "answers_incorrect" {
			t.Fatalf("a wrong answer: %v", codes)
		}
	}
	m.fake().ResetHits()
	rec := m.do(http.MethodPost, "/api/v1/payment-password-resets", resetBy(answerCity, answerPet, "864209"))
	bfftest.ExpectProblem(t, rec, http.StatusTooManyRequests, "rate_limited")
	if rec.Header().Get("Retry-After") == "" {
		t.Error("no Retry-After")
	}
	if n := m.hits(upReset); n != 0 {
		t.Errorf("%d resets reached the upstream past the limit", n)
	}
	bfftest.ExpectProblem(t, m.do(http.MethodPut, "/api/v1/me/payment-password", `{"currentPassword":"135790","newPassword":"246801","confirmPassword":"246801"}`),
		http.StatusTooManyRequests, "rate_limited")
	// agent01's attempts are its own.
	m.as("agent01")
	bfftest.ExpectProblem(t, m.do(http.MethodPost, "/api/v1/payment-password-resets", resetBy("Dhaka", "Mithu", "864209")), http.StatusConflict, "security_questions_required")
}

// An SMS reset is offered where the CHNGPASSVERIF3 switch is on: off, it is feature_disabled
// before it counts or reaches the upstream; on, the number must be the member's own.
func TestResetBySMS(t *testing.T) {
	m := newMoney(t)
	m.ready()
	sms := `{"method":"sms","mobile":"+880 1712-345678","dialingCode":"880","smsCode":"123456","newPassword":"864209","confirmPassword":"864209"}`
	if codes, _ := fields(t, m.do(http.MethodPost, "/api/v1/payment-password-resets", sms)); codes["mobile"] != "mobile_mismatch" {
		t.Errorf("demo01 has no mobile number: %v", codes)
	}
	m.fake().SetSwitch(wallet.SwitchSMSReset, false)
	m.s.Clock.Advance(bfftest.CacheTTL + time.Second) // the switches are cached
	m.fake().ResetHits()
	bfftest.ExpectProblem(t, m.do(http.MethodPost, "/api/v1/payment-password-resets", sms), http.StatusForbidden, "feature_disabled")
	if n := m.hits(upReset); n != 0 {
		t.Errorf("%d resets reached the upstream with the switch off", n)
	}
	// By questions still works with the switch off.
	bfftest.WantStatus(t, m.do(http.MethodPut, "/api/v1/me/security-questions", choose), http.StatusOK)
	bfftest.WantStatus(t, m.do(http.MethodPost, "/api/v1/payment-password-resets", resetBy(answerCity, answerPet, "864209")), http.StatusOK)
	if sent := m.sent("POST " + upReset)[0]; len(sent) != 1 || !strings.Contains(string(sent[0].Body), `"type":"QUESTION"`) {
		t.Errorf("the reset by questions sent: %+v", sent)
	}
}

// A free (type 4) account has no payment password to recover: free_reject before the upstream
// hears of it.
func TestFreeAccountHasNoQuestions(t *testing.T) {
	m := newMoney(t)
	m.as("free01")
	for _, call := range []struct{ method, target, body string }{
		{http.MethodGet, "/api/v1/security-questions", ""},
		{http.MethodGet, "/api/v1/me/security-questions", ""},
		{http.MethodPut, "/api/v1/me/security-questions", choose},
		{http.MethodPost, "/api/v1/payment-password-resets", resetBy(answerCity, answerPet, "864209")},
	} {
		bfftest.ExpectProblem(t, m.do(call.method, call.target, call.body), http.StatusForbidden, "free_reject")
	}
	if n := m.hits(upQuestions, upMemberQuestions, upReset); n != 0 {
		t.Errorf("%d calls reached the upstream for a free account", n)
	}
}
