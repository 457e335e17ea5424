package idempotency

import (
	"container/list"
	"context"
	"crypto/rand"
	"encoding/hex"
	"sync"
	"time"
)

// Bounds of the in-memory store unless its options say otherwise: a day of answers (about a
// kilobyte each) for a busy site, in a few tens of megabytes at most.
const (
	DefaultTTL        = 24 * time.Hour
	DefaultMaxEntries = 100_000
	DefaultMaxBytes   = 32 << 20
)

// entryOverhead is what one entry costs beyond its strings and body: the map slot, the list
// element, the structs.
const entryOverhead = 256

// MemoryOptions bound a Memory store. Zero values take the defaults above.
type MemoryOptions struct {
	TTL        time.Duration // how long an answer is kept
	MaxEntries int           // answers and requests in progress together
	MaxBytes   int64         // their keys, fingerprints and answers together
	Now        func() time.Time
}

// Memory is the Store of one process: a map bounded in entries and bytes. Answers leave it
// oldest first, when their time to live ends or when room is needed; as every answer lives
// equally long, the oldest is also the first to expire, so one list in completion order
// serves both. Requests in progress are never pushed out (that would let a repeat through);
// they are as many as the requests being served, and when they alone fill the store a new
// one is refused with ErrFull.
type Memory struct {
	mu       sync.Mutex
	ttl      time.Duration
	maxN     int
	maxBytes int64
	now      func() time.Time
	entries  map[string]*entry
	done     list.List // of *entry with an answer, oldest first
	bytes    int64
}

type entry struct {
	key, fingerprint string
	token            string    // the lease's, while in progress
	leaseEnd         time.Time // while in progress
	answer           *Answer
	expires          time.Time // once answered
	elem             *list.Element
	size             int64
}

// NewMemory builds a Memory store.
func NewMemory(o MemoryOptions) *Memory {
	m := &Memory{ttl: o.TTL, maxN: o.MaxEntries, maxBytes: o.MaxBytes, now: o.Now, entries: map[string]*entry{}}
	if m.ttl <= 0 {
		m.ttl = DefaultTTL
	}
	if m.maxN <= 0 {
		m.maxN = DefaultMaxEntries
	}
	if m.maxBytes <= 0 {
		m.maxBytes = DefaultMaxBytes
	}
	if m.now == nil {
		m.now = time.Now
	}
	return m
}

// Reserve implements Store.
func (m *Memory) Reserve(_ context.Context, key, fingerprint string, lease time.Duration) (Lease, *Record, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	now := m.now()
	m.expire(now)
	if e, ok := m.entries[key]; ok {
		if e.answer != nil || now.Before(e.leaseEnd) {
			return Lease{}, &Record{Fingerprint: e.fingerprint, Answer: e.answer}, nil
		}
		m.remove(e) // a lease that ended unreleased: its holder is gone
	}
	e := &entry{key: key, fingerprint: fingerprint, token: newToken(), leaseEnd: now.Add(lease)}
	e.size = int64(len(key)+len(fingerprint)+len(e.token)) + entryOverhead
	if !m.makeRoom(e.size) {
		return Lease{}, nil, ErrFull
	}
	m.entries[key] = e
	m.bytes += e.size
	return Lease{Key: key, Token: e.token}, nil, nil
}

// Complete implements Store. An answer too large for the whole store is not kept: the key is
// released instead, which no money answer (a kilobyte or two) comes near.
func (m *Memory) Complete(_ context.Context, l Lease, a Answer) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	e, ok := m.entries[l.Key]
	if !ok || e.answer != nil || e.token != l.Token {
		return ErrLeaseLost
	}
	a.Body = append([]byte(nil), a.Body...)
	size := int64(len(e.key)+len(e.fingerprint)+len(a.ContentType)+len(a.Body)) + entryOverhead
	m.bytes += size - e.size
	e.size = size
	e.answer, e.token = &a, ""
	e.expires = m.now().Add(m.ttl)
	e.elem = m.done.PushBack(e)
	if m.bytes > m.maxBytes {
		m.makeRoom(0)
	}
	return nil
}

// Release implements Store.
func (m *Memory) Release(_ context.Context, l Lease) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	e, ok := m.entries[l.Key]
	if !ok || e.answer != nil || e.token != l.Token {
		return ErrLeaseLost
	}
	m.remove(e)
	return nil
}

// Len is the number of keys held, answered or in progress.
func (m *Memory) Len() int {
	m.mu.Lock()
	defer m.mu.Unlock()
	return len(m.entries)
}

// Bytes is what the held keys cost, as the store counts it against MaxBytes.
func (m *Memory) Bytes() int64 {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.bytes
}

// expire drops the answers whose time has come: the oldest first, so it stops at the first
// one still fresh.
func (m *Memory) expire(now time.Time) {
	for f := m.done.Front(); f != nil; f = m.done.Front() {
		e := f.Value.(*entry)
		if now.Before(e.expires) {
			return
		}
		m.remove(e)
	}
}

// makeRoom drops the oldest answers until size more bytes and one more entry fit (size 0:
// until the store is within its bounds). False when only requests in progress are left.
func (m *Memory) makeRoom(size int64) bool {
	extra := 0
	if size > 0 {
		extra = 1
	}
	for len(m.entries)+extra > m.maxN || m.bytes+size > m.maxBytes {
		f := m.done.Front()
		if f == nil {
			return false
		}
		m.remove(f.Value.(*entry))
	}
	return true
}

func (m *Memory) remove(e *entry) {
	if e.elem != nil {
		m.done.Remove(e.elem)
		e.elem = nil
	}
	delete(m.entries, e.key)
	m.bytes -= e.size
}

func newToken() string {
	var b [16]byte
	_, _ = rand.Read(b[:]) // crypto/rand.Read never fails on supported platforms
	return hex.EncodeToString(b[:])
}
