package adapters

import (
	"context"
	"slices"
	"sync"
)

// provenanceKey carries a *provenance through a context so that cache layers can tell the
// handler where the parts of its answer came from.
type provenanceKey struct{}

type provenance struct {
	mu       sync.Mutex
	stale    bool     // some part was served past its TTL
	uncached bool     // some part was fetched for this answer alone
	entries  []uint64 // the stamps of the cache entries the parts came from
}

// WithProvenance returns a context in which cache layers record where the answers given under
// it came from; read the record with IsStale and CachedEntries on the same context. Each
// section of a fan-out gets its own.
func WithProvenance(ctx context.Context) context.Context {
	return context.WithValue(ctx, provenanceKey{}, &provenance{})
}

func record(ctx context.Context, note func(p *provenance)) {
	if p, ok := ctx.Value(provenanceKey{}).(*provenance); ok {
		p.mu.Lock()
		note(p)
		p.mu.Unlock()
	}
}

// MarkStale records that an answer given under ctx is stale. A no-op without WithProvenance.
func MarkStale(ctx context.Context) { record(ctx, func(p *provenance) { p.stale = true }) }

// MarkCached records that an answer given under ctx is the cache entry stamped entry. A stamp
// names one stored answer for the life of the process: a refreshed answer gets a new one.
func MarkCached(ctx context.Context, entry uint64) {
	record(ctx, func(p *provenance) { p.entries = append(p.entries, entry) })
}

// MarkUncached records that an answer given under ctx was fetched for it alone.
func MarkUncached(ctx context.Context) { record(ctx, func(p *provenance) { p.uncached = true }) }

// IsStale says whether any answer given under ctx was marked stale.
func IsStale(ctx context.Context) bool {
	p, ok := ctx.Value(provenanceKey{}).(*provenance)
	if !ok {
		return false
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.stale
}

// CachedEntries returns, sorted, the stamps of the cache entries the answers given under ctx
// came from. ok is false unless every answer came from a cache entry: when one was fetched
// for the caller alone, or no cache layer answered at all.
func CachedEntries(ctx context.Context) (entries []uint64, ok bool) {
	p, found := ctx.Value(provenanceKey{}).(*provenance)
	if !found {
		return nil, false
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.uncached || len(p.entries) == 0 {
		return nil, false
	}
	entries = slices.Clone(p.entries)
	slices.Sort(entries)
	return entries, true
}
