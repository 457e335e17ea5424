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
	parent *provenance // the enclosing answer's, which hears every mark too

	mu       sync.Mutex
	stale    bool     // some part was served past its TTL
	uncached bool     // some part was fetched for this answer alone
	entries  []uint64 // the cache entries the parts came from: stamp<<1, low bit set when stale
}

// WithProvenance returns a context in which cache layers record where the answers given under
// it came from; read the record with IsStale and CachedEntries on the same context. Each
// section of a fan-out gets its own; a record made inside one is part of the enclosing
// record too, so the whole answer's provenance is read on the outer context.
func WithProvenance(ctx context.Context) context.Context {
	p := &provenance{}
	p.parent, _ = ctx.Value(provenanceKey{}).(*provenance)
	return context.WithValue(ctx, provenanceKey{}, p)
}

func record(ctx context.Context, note func(p *provenance)) {
	p, _ := ctx.Value(provenanceKey{}).(*provenance)
	for ; p != nil; p = p.parent {
		p.mu.Lock()
		note(p)
		p.mu.Unlock()
	}
}

// MarkCached records that an answer given under ctx is the cache entry stamped entry, served
// stale or not. A stamp names one stored answer for the life of the process: a refreshed
// answer gets a new one. A no-op without WithProvenance.
func MarkCached(ctx context.Context, entry uint64, stale bool) {
	mark := entry << 1
	if stale {
		mark |= 1
	}
	record(ctx, func(p *provenance) {
		p.entries = append(p.entries, mark)
		p.stale = p.stale || stale
	})
}

// MarkStale records that an answer given under ctx is stale and is no cache entry: a source
// that keeps its own copy says so.
func MarkStale(ctx context.Context) {
	record(ctx, func(p *provenance) { p.stale, p.uncached = true, true })
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

// CachedEntries returns, sorted, the marks of the cache entries the answers given under ctx
// came from, each with whether it was served stale: two contexts with equal marks were
// answered with the same data. ok is false unless every answer came from a cache entry: when
// one was fetched for the caller alone, or no cache layer answered at all.
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
