package messages

import (
	"time"

	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/bff/httpx"
	"github.com/casinobff/bff/bff/kit"
	"github.com/casinobff/bff/bff/ratelimit"
)

// Answers of this feature.
var (
	errAnnouncementUnknown = httpx.NewError(httpx.CodeNotFound, "No such announcement.")
	errMessageUnknown      = httpx.NewError(httpx.CodeNotFound, "No such message.")
	errChatOff             = httpx.NewError(httpx.CodeFeatureDisabled, "This site does not offer live chat.")
	errChatUnavailable     = httpx.NewError(httpx.CodeChatUnavailable,
		"Live chat cannot be opened right now; try again in a moment.")
)

// refusals maps what an upstream refusal means to the BFF's answer. A refusal not listed is
// upstream_refused, 502.
var refusals = kit.Refusals{
	adapters.ErrAnnouncementUnknown: errAnnouncementUnknown,
	adapters.ErrMessageUnknown:      errMessageUnknown,
	adapters.ErrInvalidInput:        httpx.Validation(),
}

// LimitFeedback names the limit on feedback forms, per client address: a form anyone may send
// without logging in is a spammer's, unless bounded.
const LimitFeedback = "feedback-ip"

// DefaultLimits allow a player a few forms an hour.
func DefaultLimits() map[string]ratelimit.Rule {
	return map[string]ratelimit.Rule{LimitFeedback: {Limit: 5, Window: time.Hour}}
}
