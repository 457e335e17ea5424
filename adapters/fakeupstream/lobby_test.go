package fakeupstream

import (
	"net/http"
	"strings"
	"testing"
	"time"
)

type drawn struct{ Numero, OpenNumbers, OpenTime string }

// The draws follow the clock: the issue on sale is drawn a minute on, with the same numbers
// whenever it is asked, and a daily lottery's issue is its day.
func TestDrawsFollowTheClock(t *testing.T) {
	clk := &testClock{now: time.Date(2026, 11, 22, 12, 0, 30, 0, time.UTC)}
	c := newFake(t, Options{Now: clk.Now})
	var next struct{ Numero, CloseTime, DrawTime string }
	c.get("/lgw/draw?gameId=TCG0001", "", &next)
	if next.Numero != "20261122-0722" || next.DrawTime != "2026-11-22 12:01:00" || next.CloseTime != "2026-11-22 12:00:55" {
		t.Errorf("on sale at 12:00:30: %+v", next)
	}
	var last []drawn
	c.get("/lgw/games/opened/numero?gameId=TCG0001&size=3", "", &last)
	if len(last) != 3 || last[0].Numero != "20261122-0721" || last[2].Numero != "20261122-0719" || len(strings.Split(last[0].OpenNumbers, ",")) != 3 {
		t.Fatalf("the last three: %+v", last)
	}
	clk.advance(time.Minute)
	var later []drawn
	c.get("/lgw/games/opened/numero?gameId=TCG0001&size=2", "", &later)
	if later[0].Numero != next.Numero || later[1] != last[0] {
		t.Errorf("a minute on: %+v, after %+v", later, last)
	}
	clk.advance(25 * time.Second) // 12:01:55, past the next issue's close
	c.get("/lgw/draw?gameId=TCG0001", "", &next)
	if next.Numero != "20261122-0724" {
		t.Errorf("bets closed for 0723: on sale %+v", next)
	}
	var daily []drawn
	c.get("/lgw/games/opened/numero?gameId=TCGLOTTOVN0285", "", &daily)
	if len(daily) != 1 || daily[0].Numero != "20261121" || daily[0].OpenTime != "2026-11-21 18:15:00" {
		t.Errorf("Mien Bac before 18:15: %+v", daily)
	}
	var pk10 []drawn
	c.get("/lgw/games/opened/numero?gameId=TCG0379", "", &pk10)
	seen := map[string]bool{}
	for _, n := range strings.Split(pk10[0].OpenNumbers, ",") {
		seen[n] = true
	}
	if len(seen) != 10 {
		t.Errorf("PK10 drew %s: ten positions, each once", pk10[0].OpenNumbers)
	}
	c.refused(c.call(http.MethodGet, "/lgw/draw?gameId=JL0185", "", nil), http.StatusOK, "game.not.found")
	c.refused(c.call(http.MethodGet, "/lgw/games/opened/numero?gameId=TCG0001&size=11", "", nil), http.StatusBadRequest, "param.invalid")
	c.refused(c.call(http.MethodGet, "/wps/relay/CBS_modelList", "", nil), http.StatusBadRequest, "module.invalid")
}

// Questions are chosen once, answered as a person means them, and a reset needs every answer;
// an SMS reset needs the member's own number and stops with the white label's switch.
func TestSecurityQuestionsAndResets(t *testing.T) {
	c := newFake(t, Options{})
	demo := c.loginAs("demo01", "Demo1234")
	c.ok(c.encrypted(http.MethodPut, "/wps/member/paymentPassword", demo, map[string]string{"paymentPassword": "135790", "confirmPaymentPassword": "135790"}), nil)
	choose := map[string]any{"answers": []map[string]any{{"questionId": 2, "answer": "Dhaka"}, {"questionId": 4, "answer": "Mithu  Mia"}}}
	c.refused(c.encrypted(http.MethodPut, "/wps/member/customerSecurityQuestions", demo,
		map[string]any{"answers": []map[string]any{{"questionId": 2, "answer": "Dhaka"}, {"questionId": 2, "answer": "Dhaka"}}}), http.StatusOK, "param.invalid")
	c.refused(c.call(http.MethodPut, "/wps/member/customerSecurityQuestions", demo, choose), http.StatusBadRequest, "encryption.missing")
	c.ok(c.encrypted(http.MethodPut, "/wps/member/customerSecurityQuestions", demo, choose), nil)
	c.refused(c.encrypted(http.MethodPut, "/wps/member/customerSecurityQuestions", demo, choose), http.StatusOK, "security.question.exists")
	var mine []struct {
		QuestionID int
		Question   string
		Answer     string
	}
	c.get("/wps/member/customerSecurityQuestions", demo, &mine)
	if len(mine) != 2 || mine[1].QuestionID != 4 || mine[1].Question == "" || mine[1].Answer != "" {
		t.Errorf("demo01's questions: %+v", mine)
	}
	reset := func(city, pet, pin string) map[string]any {
		return map[string]any{
			"type": "QUESTION", "answers": []map[string]any{{"questionId": 2, "answer": city}, {"questionId": 4, "answer": pet}},
			"newPaymentPassword": pin, "confirmPaymentPassword": pin,
		}
	}
	c.refused(c.encrypted(http.MethodPost, "/wps/member/paymentPassword/reset", demo, reset("Dhaka", "Tom", "864209")), http.StatusOK, "security.answer.error")
	c.refused(c.encrypted(http.MethodPost, "/wps/member/paymentPassword/reset", demo, reset("dhaka", "mithu mia", "135790")), http.StatusOK, "modify.new.old.same")
	c.ok(c.encrypted(http.MethodPost, "/wps/member/paymentPassword/reset", demo, reset(" DHAKA ", "mithu mia", "864209")), nil)

	sms := map[string]any{
		"type": "SMS", "mobileNum": "1712345678", "countryDialingCode": "880", "verificationCode": DemoSMSCode,
		"newPaymentPassword": "975310", "confirmPaymentPassword": "975310",
	}
	c.refused(c.encrypted(http.MethodPost, "/wps/member/paymentPassword/reset", demo, sms), http.StatusOK, "mobile.mismatch")
	c.fake.SetSwitch(switchSMSReset, false)
	c.refused(c.encrypted(http.MethodPost, "/wps/member/paymentPassword/reset", demo, sms), http.StatusOK, "reset.sms.disabled")

	free := c.loginAs("free01", "Free1234")
	c.refused(c.encrypted(http.MethodPut, "/wps/member/customerSecurityQuestions", free, choose), http.StatusOK, "trial.forbidden")
}

// The login form's kind and a disabled account are refused once the credentials are checked.
func TestLoginKindsAndDisabled(t *testing.T) {
	c := newFake(t, Options{})
	login := func(user, password, kind string) reply {
		return c.login(map[string]string{"username": user, "password": password, "type": "username", "loginType": kind})
	}
	c.refused(login("agent01", "Agent1234", "MEMBER"), http.StatusOK, "login.member.only")
	c.refused(login("demo01", "Demo1234", "AGENT"), http.StatusOK, "login.agent.only")
	c.refused(login("disabled01", "Disabled1234", ""), http.StatusOK, "member.disabled")
	c.refused(login("disabled01", "Nope1234", ""), http.StatusOK, "login.fail")
	c.refused(login("demo01", "Demo1234", "BOSS"), http.StatusBadRequest, "param.invalid")
	c.ok(login("agent01", "Agent1234", "AGENT"), nil)
	c.ok(login("demo01", "Demo1234", "MEMBER"), nil)
}
