package messages

import (
	"errors"
	"time"

	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/bff/httpx"
	"github.com/casinobff/bff/bff/ratelimit"
)

// Answers of this feature.
var (
	errAnnouncementUnknown = httpx.NewError(httpx.CodeNotFound, "No such announcement.")
	errMessageUnknown      = httpx.NewError(httpx.CodeNotFound, "No such message.")
	errChatOff             = httpx.NewError(httpx.CodeFeatureDisabled, "This site does not offer live chat.")
	errChatUnavailable     = httpx.NewError(httpx.CodeChatUnavailable,
		"Live chat cannot be opened right now; try again in a moment.")
	errRateLimited = httpx.NewError(httpx.CodeRateLimited,
		"Thank you: that is enough feedback for now; send more a little later.")
)

// refusals maps what an upstream refusal means to the BFF's answer. A refusal not listed is
// upstream_refused, 502.
var refusals = map[error]*httpx.Error{
	adapters.ErrAnnouncementUnknown: errAnnouncementUnknown,
	adapters.ErrMessageUnknown:      errMessageUnknown,
	adapters.ErrInvalidInput:        httpx.Validation(),
}

// translate turns an upstream refusal into the BFF's answer, keeping it as the cause; other
// errors (outages, no session) pass on to the error handler as they are.
func translate(err error) error {
	var be *adapters.BusinessError
	if err == nil || !errors.As(err, &be) {
		return err
	}
	for kind, answer := range refusals {
		if errors.Is(be, kind) {
			return answer.WithCause(err)
		}
	}
	return err
}

// LimitFeedback names the limit on feedback forms, per client address: a form anyone may send
// without logging in is a spammer's, unless bounded.
const LimitFeedback = "feedback-ip"

// DefaultLimits allow a player a few forms an hour.
func DefaultLimits() map[string]ratelimit.Rule {
	return map[string]ratelimit.Rule{LimitFeedback: {Limit: 5, Window: time.Hour}}
}
