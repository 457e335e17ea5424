package adapters

import (
	"slices"
	"testing"
)

func TestSourcesOfAFanOut(t *testing.T) {
	a, b := Source{Entry: 7}, Source{Entry: 3, Stale: true}
	page := Sources{a, b}
	if (Sources{a}).Stale() || !(Sources{b}).Stale() || !page.Stale() {
		t.Errorf("stale: section a %v, section b %v, page %v; want only b and the page", Sources{a}.Stale(), Sources{b}.Stale(), page.Stale())
	}
	got, ok := page.Entries(nil)
	if want := []Source{b, a}; !ok || !slices.Equal(got, want) {
		t.Errorf("page entries %v (%v), want %v: both sections', sorted, b's marked stale", got, ok, want)
	}
	if got, ok := (Sources{a}).Entries(nil); !ok || !slices.Equal(got, []Source{a}) {
		t.Errorf("section a entries %v (%v), want its own only", got, ok)
	}
	fresh, stale := Source{Entry: 5}, Source{Entry: 5, Stale: true}
	if got, _ := (Sources{stale, fresh}).Entries(nil); !slices.Equal(got, []Source{fresh, stale}) {
		t.Errorf("entries %v: want one entry fresh before its stale self", got)
	}
	buf := []Source{{Entry: 1}}
	if got, _ := (Sources{a, b}).Entries(buf[:1]); !slices.Equal(got, []Source{{Entry: 1}, b, a}) {
		t.Errorf("entries %v: want them after what dst held, sorted apart from it", got)
	}
}

func TestSourcesThatNameNoEntry(t *testing.T) {
	tests := []struct {
		name  string
		parts Sources
	}{
		{"nothing answered", nil},
		{"one part fetched alone", Sources{{Entry: 1}, {}}},
		{"one part stale from its own copy", Sources{{Entry: 1}, {Stale: true}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if entries, ok := tt.parts.Entries(nil); ok {
				t.Errorf("entries %v: the answer is not wholly from cache entries", entries)
			}
		})
	}
	if !(Sources{{Entry: 1}, {Stale: true}}).Stale() {
		t.Error("a part stale from its own copy does not make the answer stale")
	}
}
