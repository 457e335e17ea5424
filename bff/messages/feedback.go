package messages

import (
	"math"
	"net/http"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/labstack/echo/v4"

	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/bff/httpx"
	"github.com/casinobff/bff/bff/ratelimit"
	"github.com/casinobff/bff/bff/sites"
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

// feedback sends the help centre's feedback form, a member's or a visitor's, at most a few an
// hour from one address.
func (h *handler) feedback(c echo.Context) error {
	var req FeedbackRequest
	if err := decode(c, &req); err != nil {
		return err
	}
	req.Content, req.Contact = strings.TrimSpace(req.Content), strings.TrimSpace(req.Contact)
	bounds := strconv.Itoa(FeedbackMin) + " to " + strconv.Itoa(FeedbackMax) + " characters"
	var fields []httpx.FieldError
	switch n := utf8.RuneCountInString(req.Content); {
	case n == 0:
		fields = append(fields, httpx.FieldError{Name: "content", Code: httpx.FieldRequired, Detail: bounds})
	case n < FeedbackMin:
		fields = append(fields, httpx.FieldError{Name: "content", Code: httpx.FieldOutOfRange, Detail: bounds})
	case n > FeedbackMax:
		fields = append(fields, httpx.FieldError{Name: "content", Code: httpx.FieldTooLong, Detail: bounds})
	}
	if utf8.RuneCountInString(req.Contact) > FeedbackContactMax {
		fields = append(fields, httpx.FieldError{Name: "contact", Code: httpx.FieldTooLong, Detail: "at most " + strconv.Itoa(FeedbackContactMax) + " characters"})
	}
	if len(fields) > 0 {
		return httpx.Validation(fields...)
	}
	b := h.backends.Of(c).Messages
	key := ratelimit.Key{Rule: LimitFeedback, Value: ratelimit.AddressKey(c.RealIP())}
	ok, wait, err := h.limits.Allow(ctx(c), sites.From(c).ID, key)
	if err == nil && !ok {
		c.Response().Header().Set("Retry-After", strconv.Itoa(int(math.Ceil(wait.Seconds()))))
		return errRateLimited
	}
	if err := b.SendFeedback(ctx(c), sites.Scope(c), adapters.Feedback{Content: req.Content, Contact: req.Contact}); err != nil {
		return translate(err)
	}
	return personal(c, http.StatusAccepted, FeedbackAccepted{Accepted: true})
}
