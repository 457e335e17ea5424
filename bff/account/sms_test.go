package account_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/casinobff/bff/bff/account"
	"github.com/casinobff/bff/bff/bfftest"
	"github.com/casinobff/bff/bff/httpx"
)

// Where the white label's SMSCAPTCHA3 is on, the back office sends a code only with the answer
// of one of its captchas: the BFF passes the challenge's answer on, checks its form, and answers
// a missing or wrong one as the captcha field's, before any text is sent.
func TestSMSCodesWithTheCaptcha(t *testing.T) {
	a := bfftest.NewStack(t)
	a.Fake.SetSwitch("SMSCAPTCHA3", true)
	send := func(mobile, captchaID, answer string) *http.Response {
		body := `{"purpose":"register","mobile":"` + mobile + `","dialingCode":"880","captchaId":"` + captchaID + `","captcha":"` + answer + `"}`
		return a.Call(http.MethodPost, "/api/v1/sms-codes", body).Result()
	}
	captcha := func() account.Captcha {
		return bfftest.Decode[account.Captcha](t, a.Call(http.MethodGet, "/api/v1/captcha", "").Body.Bytes())
	}

	// none at all: refused by the back office, as the captcha's field
	got := bfftest.FieldCodes(t, a.Call(http.MethodPost, "/api/v1/sms-codes", `{"purpose":"login","mobile":"01712345671","dialingCode":"880"}`))
	if len(got) != 1 || got["captcha"] != "captcha_required" {
		t.Errorf("no captcha: fields %v", got)
	}
	// a wrong answer: the same, and the captcha is spent
	cp := captcha()
	wrong := "0000"
	if a.Fake.CaptchaAnswer(cp.CaptchaID) == wrong {
		wrong = "1111"
	}
	if res := send("01712345672", cp.CaptchaID, wrong); res.StatusCode != http.StatusBadRequest {
		t.Errorf("a wrong answer: %d", res.StatusCode)
	}
	if res := send("01712345672", cp.CaptchaID, a.Fake.CaptchaAnswer(cp.CaptchaID)); res.StatusCode != http.StatusBadRequest {
		t.Errorf("a spent captcha's answer: %d", res.StatusCode)
	}
	// an answer without its id never reaches the back office
	a.Fake.ResetHits()
	got = bfftest.FieldCodes(t, a.Call(http.MethodPost, "/api/v1/sms-codes", `{"purpose":"register","mobile":"01712345673","captcha":"1234"}`))
	if got["captchaId"] != "invalid" {
		t.Errorf("an answer without its id: fields %v", got)
	}
	if n := a.Fake.Hits()["/wps/verification/sms/register"]; n != 0 {
		t.Errorf("%d malformed challenges reached the back office", n)
	}
	// the right answer, for the number refused twice just now (a refused answer costs the
	// number's limits nothing): the code is sent, the challenge carried in the upstream body
	cp = captcha()
	right := a.Fake.CaptchaAnswer(cp.CaptchaID)
	if res := send("01712345672", cp.CaptchaID, right); res.StatusCode != http.StatusOK {
		t.Fatalf("the right answer: %d", res.StatusCode)
	}
	sent := a.Fake.Requests("/wps/verification/sms/register")
	if len(sent) != 1 || !strings.Contains(string(sent[0].Body), `"captchaId":"`+cp.CaptchaID+`"`) || !strings.Contains(string(sent[0].Body), `"captcha":"`+right+`"`) {
		t.Errorf("the back office got %d requests: %v", len(sent), sent)
	}

	// the text sent counts: the number waits its minute
	cp = captcha()
	rec := a.Call(http.MethodPost, "/api/v1/sms-codes", `{"purpose":"register","mobile":"01712345672","dialingCode":"880","captchaId":"`+cp.CaptchaID+`","captcha":"`+a.Fake.CaptchaAnswer(cp.CaptchaID)+`"}`)
	bfftest.ExpectProblem(t, rec, http.StatusTooManyRequests, httpx.CodeRateLimited)
	if ra := rec.Header().Get("Retry-After"); ra != "60" {
		t.Errorf("Retry-After %q", ra)
	}

	// switched off, no captcha is asked, and none is sent upstream
	a.Fake.SetSwitch("SMSCAPTCHA3", false)
	a.Fake.ResetHits()
	if rec := a.Call(http.MethodPost, "/api/v1/sms-codes", `{"purpose":"register","mobile":"01712345675"}`); rec.Code != http.StatusOK {
		t.Fatalf("switched off: %d %s", rec.Code, rec.Body)
	}
	if sent := a.Fake.Requests("/wps/verification/sms/register"); len(sent) != 1 || strings.Contains(string(sent[0].Body), "captcha") {
		t.Errorf("switched off, the back office got %v", sent)
	}
}
