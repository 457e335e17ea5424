package kit

import (
	"time"

	"github.com/casinobff/bff/bff/httpx"
	"github.com/casinobff/bff/bff/idempotency"
)

// Keeper is a feature's keeper of its money writes' keys: keeper, the server's one (shared by
// every feature, so that their writes share its store), or when nil one that keeps the keys in
// this process's memory on the clock now. Never nil: a Write whose Keys is nil asks for no key.
func Keeper(keeper *idempotency.Keeper, now func() time.Time) *idempotency.Keeper {
	if keeper != nil {
		return keeper
	}
	return idempotency.New(idempotency.Options{Store: idempotency.NewMemory(idempotency.MemoryOptions{Now: now})})
}

// ErrKeyConflict answers the upstream's refusal of an Idempotency-Key it saw with another
// request (adapters.ErrIdempotencyKeyConflict), in a feature's Refusals.
var ErrKeyConflict = httpx.NewError(httpx.CodeIdempotencyConflict,
	"This Idempotency-Key was used for another request; send a new key with each form.")
