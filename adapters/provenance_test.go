package adapters

import (
	"context"
	"slices"
	"testing"
)

func TestProvenanceOfAFanOut(t *testing.T) {
	page := WithProvenance(t.Context())
	a, b := WithProvenance(page), WithProvenance(page)
	MarkCached(a, 7, false)
	MarkCached(b, 3, true)
	if IsStale(a) || !IsStale(b) || !IsStale(page) {
		t.Errorf("stale: section a %v, section b %v, page %v; want only b and the page", IsStale(a), IsStale(b), IsStale(page))
	}
	got, ok := CachedEntries(page)
	if want := []uint64{3<<1 | 1, 7 << 1}; !ok || !slices.Equal(got, want) {
		t.Errorf("page entries %v (%v), want %v: both sections', sorted, b's marked stale", got, ok, want)
	}
	if got, ok := CachedEntries(a); !ok || !slices.Equal(got, []uint64{7 << 1}) {
		t.Errorf("section a entries %v (%v), want its own only", got, ok)
	}
}

func TestProvenanceThatNamesNoEntry(t *testing.T) {
	tests := []struct {
		name string
		mark func(ctx context.Context)
	}{
		{"nothing answered", func(context.Context) {}},
		{"one part fetched alone", func(ctx context.Context) { MarkCached(ctx, 1, false); MarkUncached(ctx) }},
		{"one part stale from its own copy", func(ctx context.Context) { MarkCached(ctx, 1, false); MarkStale(ctx) }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			page := WithProvenance(t.Context())
			tt.mark(WithProvenance(page))
			if entries, ok := CachedEntries(page); ok {
				t.Errorf("entries %v: the answer is not wholly from cache entries", entries)
			}
		})
	}
	if _, ok := CachedEntries(t.Context()); ok {
		t.Error("a context without provenance names entries")
	}
}
