package upstream

import (
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/casinobff/bff/adapters"
)

// A lottery's draws read as the adapter promises whatever the back office leaves out: no issue
// on sale without its number, no result without its numbers, numbers trimmed, times in the
// client's zone; the two calls go at once, and either failing fails the read.
func TestLotteryDrawsAnswers(t *testing.T) {
	f := newFake(t, func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case pathLotteryDraw:
			value(`{"gameId":"TCG0001","numero":"","closeTime":"","drawTime":""}`)(w, r)
		case pathOpenedNumeros:
			if r.URL.Query().Get("size") != "5" || r.URL.Query().Get("gameId") != "TCG0001" {
				refusal(http.StatusBadRequest, "param.invalid")(w, r)
				return
			}
			value(`[{"numero":"20261122-0721","openNumbers":" 1, 2 ,6","openTime":"2026-11-22 12:00:00"},{"numero":"20261122-0720","openNumbers":""}]`)(w, r)
		default:
			refusal(http.StatusNotFound, "path.not.found")(w, r)
		}
	})
	got, err := NewGames(newTestClient(t, f, nil).Client).LotteryDraws(t.Context(), visitor, "TCG0001")
	if err != nil {
		t.Fatal(err)
	}
	if got.Next != (adapters.LotteryIssue{}) || len(got.Drawn) != 1 || strings.Join(got.Drawn[0].Numbers, ",") != "1,2,6" ||
		!got.Drawn[0].DrawnAt.Equal(time.Date(2026, 11, 22, 12, 0, 0, 0, time.UTC)) {
		t.Errorf("draws: %+v", got)
	}
	f.set(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == pathLotteryDraw {
			answer(http.StatusServiceUnavailable, "down")(w, r)
			return
		}
		value(`[]`)(w, r)
	})
	if _, err := NewGames(newTestClient(t, f, nil).Client).LotteryDraws(t.Context(), visitor, "TCG0001"); kind(err) != "unavailable" {
		t.Errorf("the issue on sale failing: %v", err)
	}
}

// Security answers go as the platform takes them: a question id of digits as a number, any
// other as text; a reset names its way.
func TestSecurityAnswersOnTheWire(t *testing.T) {
	answers := wireAnswers([]adapters.SecurityAnswer{{QuestionID: "2", Answer: "Dhaka"}, {QuestionID: "Q7", Answer: "x"}, {QuestionID: "007", Answer: "y"}})
	if answers[0].QuestionID != int64(2) || answers[1].QuestionID != "Q7" || answers[2].QuestionID != "007" {
		t.Errorf("question ids: %#v", answers)
	}
	if !(adapters.PaymentPasswordReset{Mobile: "1712345678", SMSCode: "123456"}).BySMS() ||
		(adapters.PaymentPasswordReset{Answers: []adapters.SecurityAnswer{{QuestionID: "1", Answer: "a"}}}).BySMS() {
		t.Error("a reset's way")
	}
}
