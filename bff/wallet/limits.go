package wallet

import (
	"time"

	"github.com/casinobff/bff/bff/ratelimit"
)

// LimitPaymentPassword names the limit on what sends a payment password upstream (a
// withdrawal, a payout account, setting or changing it), per member: six digits are a million
// guesses, and the back office's own lockout, if it has one, is not the BFF's to count on.
// A repeat answered from its Idempotency-Key is not an attempt.
const LimitPaymentPassword = "payment-password-account"

// DefaultLimits allow a day's withdrawals, accounts and a change or two in an hour, and a
// script nothing worth its while.
func DefaultLimits() map[string]ratelimit.Rule {
	return map[string]ratelimit.Rule{LimitPaymentPassword: {Limit: 10, Window: time.Hour}}
}
