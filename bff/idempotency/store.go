// Package idempotency makes each money write happen at most once per Idempotency-Key: the
// site sends a key with every form submission, and a repeated key (a double tap, a resend
// after a lost answer) gets the first attempt's answer, status and body byte for byte,
// without the upstream being asked again. Two requests with one key at once: the second waits
// for the first's answer. The same key with another body is 409 idempotency_conflict.
//
// What is kept, and why: a key is spent once it has reached the upstream, whatever came
// back. The upstream is sent the key too and, per its protocol, remembers it as well, so a
// key that reached it cannot be used for something else anyway.
//
//   - Kept for TTL (24 h): a success; a refusal the upstream answered (insufficient funds, a
//     wrong payment password, an amount outside its limits); and outcome_unknown, a write sent
//     whose answer never came. Keeping outcome_unknown means the same key never reaches the
//     upstream twice: the write may have been done, the BFF cannot tell, and a second send
//     would, with a back office that forgot the key or never kept one, pay twice. The player
//     is sent to the record instead (docs/ARCHITECTURE.md, "Money"), and a new submission after that is
//     a new key, made knowingly. A handler that panicked may have sent its write too: its key
//     keeps outcome_unknown.
//   - Not kept: whatever is answered before the write leaves the BFF (no session, a free
//     account, a bad key or body, the BFF's own validation, a backend that was down or a
//     breaker that was open, so that nothing was sent). The player may fix the form and send
//     it again with the same key.
//
// The Store is behind an interface so that several copies of the BFF can share it: Redis (SET
// NX PX for Reserve and a compare-the-token script for Complete and Release), when redis.url
// is set; Memory serves one process. A store that cannot answer refuses the write (503
// upstream_unavailable), never lets it through unguarded.
package idempotency

import (
	"context"
	"errors"
	"time"
)

// Answer is a finished attempt's answer as the player got it.
type Answer struct {
	Status      int
	ContentType string
	Body        []byte
}

// Record is what a key holds when a caller cannot have it: the fingerprint of the request
// that took it, and that request's answer, or nil while it is still being made.
type Record struct {
	Fingerprint string
	Answer      *Answer
}

// Lease is a claim on a key: its holder makes the one attempt, then must Complete or Release
// it. A lease that ends unreleased (its holder died) frees the key; Lease durations are
// therefore longer than any write can take.
type Lease struct {
	Key   string
	Token string // tells this holder from a later one
}

// Store keeps the keys. Keys arrive hashed and bounded (64 hex characters); fingerprints are
// keyed hashes of the request, never the request, which may hold a payment password.
type Store interface {
	// Reserve claims key for the request fingerprinted fingerprint, for at most lease. When
	// the key is free, the Record is nil and the Lease is the caller's. Otherwise the Record
	// says what holds it: another request still in progress (Answer nil), or a finished one.
	Reserve(ctx context.Context, key, fingerprint string, lease time.Duration) (Lease, *Record, error)
	// Complete keeps the answer of a lease's attempt for the store's time to live, and ends
	// the lease; ErrLeaseLost when the lease had already ended.
	Complete(ctx context.Context, l Lease, a Answer) error
	// Release ends a lease without an answer: the key is free again.
	Release(ctx context.Context, l Lease) error
}

// Errors of a Store.
var (
	ErrLeaseLost = errors.New("idempotency: the lease ended before its answer was kept")
	ErrFull      = errors.New("idempotency: no room for another request in progress")
)
