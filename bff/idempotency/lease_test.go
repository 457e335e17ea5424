package idempotency_test

import (
	"testing"

	"github.com/casinobff/bff/bff/idempotency"
	"github.com/casinobff/bff/config/defaults"
)

// A lease must outlast the longest write, or a slow write's key could be taken by its repeat
// while the first is still being made.
func TestLeaseOutlastsAWrite(t *testing.T) {
	if longest := defaults.TimeoutsUpstream + defaults.TimeoutsWrite; idempotency.DefaultLease <= longest {
		t.Errorf("DefaultLease %v, not longer than a write can take (%v)", idempotency.DefaultLease, longest)
	}
}
