package httpx

import (
	"time"

	"github.com/casinobff/bff/adapters"
)

// ExclusionFacts are a time-out's or self-exclusion's, as a self_excluded answer and
// GET /protection show them.
type ExclusionFacts struct {
	Kind adapters.ExclusionKind `json:"kind"`
	// Until is when it ends (RFC 3339, UTC); null when it is permanent.
	Until     *string `json:"until"`
	Permanent bool    `json:"permanent"`
}

// ExclusionFactsOf writes e for the site.
func ExclusionFactsOf(e adapters.Exclusion) ExclusionFacts {
	f := ExclusionFacts{Kind: e.Kind, Permanent: e.Permanent()}
	if !e.Permanent() {
		u := e.Until.UTC().Format(time.RFC3339)
		f.Until = &u
	}
	return f
}

// LimitFacts name the limit a limit_exceeded answer refused by, and what its period still
// allows.
type LimitFacts struct {
	Kind      adapters.LimitKind   `json:"kind"`
	Period    adapters.LimitPeriod `json:"period,omitempty"`
	Amount    string               `json:"amount"`
	Remaining string               `json:"remaining"`
}

// Excluded is the answer to anything a time-out or self-exclusion forbids: 403 self_excluded
// with its end.
func Excluded(e adapters.Exclusion) *Error {
	err := NewError(CodeSelfExcluded, "A time-out or self-exclusion is in force; play resumes when it ends.")
	f := ExclusionFactsOf(e)
	err.Exclusion = &f
	return err
}

// LimitExceeded is the answer to a deposit (or a game) past one of the player's limits: 422
// limit_exceeded naming the limit and what remains of it.
func LimitExceeded(l adapters.Limit) *Error {
	err := NewError(CodeLimitExceeded, "This is over one of your limits; the limit and what remains of it are named.")
	err.Limit = &LimitFacts{Kind: l.Kind, Period: l.Period, Amount: l.Amount.StringFixed(2), Remaining: l.Remaining().StringFixed(2)}
	return err
}
