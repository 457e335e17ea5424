package messages

import (
	"net/http"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/labstack/echo/v4"

	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/bff/kit"
)

// The feedback form's bounds (the spec bounds it "between two numbers that are not shown"): a
// sentence at least, a screen at most.
const (
	FeedbackMin        = 10
	FeedbackMax        = 500
	FeedbackContactMax = 100
)

// FeedbackRequest is the body of POST /feedback.
type FeedbackRequest struct {
	Content string `json:"content"`
	Contact string `json:"contact"` // how to answer; optional
}

// parseFeedback trims the fields and checks their lengths.
func parseFeedback(_ echo.Context, r *FeedbackRequest) error {
	r.Content, r.Contact = strings.TrimSpace(r.Content), strings.TrimSpace(r.Contact)
	bounds := strconv.Itoa(FeedbackMin) + " to " + strconv.Itoa(FeedbackMax) + " characters"
	var p kit.Problems
	switch n := utf8.RuneCountInString(r.Content); {
	case n == 0:
		p.Required("content", bounds)
	case n < FeedbackMin:
		p.OutOfRange("content", bounds)
	case n > FeedbackMax:
		p.TooLong("content", bounds)
	}
	p.Text("contact", r.Contact, false, FeedbackContactMax)
	return p.Err()
}

// feedback sends the help centre's feedback form, a member's or a visitor's, at most a few an
// hour from one address.
func (h *handler) feedback(c echo.Context, m kit.Member, req FeedbackRequest) error {
	b := h.backends.Of(c).Messages
	if err := h.limits.Allow(c, "", LimitFeedback); err != nil {
		return err
	}
	if err := b.SendFeedback(kit.Ctx(c), m.Scope, adapters.Feedback{Content: req.Content, Contact: req.Contact}); err != nil {
		return refusals.Answer(err)
	}
	return kit.Personal(c, http.StatusAccepted, FeedbackAccepted{Accepted: true})
}
