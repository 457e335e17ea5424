package adapters

import (
	"cmp"
	"slices"
)

// Source says where an answer came from, so that a handler can mark its answer stale and keep
// its encoding while the data it was built from holds (package bff/httpx's Rendered). It
// travels in the answer itself: a cache decorator sets it on the copy it returns. The zero
// Source is an answer fetched for its caller alone.
type Source struct {
	// Entry is the stamp of the cache entry the answer is: a number naming one stored answer
	// for the life of the process (a refreshed answer is a new entry with a new stamp); 0 when
	// the answer is no cache entry.
	Entry uint64
	// Stale says the answer is older than its freshness allows: a cache entry served while its
	// refresh failed or took too long, or (Entry 0) a source's own old copy.
	Stale bool
}

// compare orders sources by entry, a fresh one before its stale self.
func (s Source) compare(t Source) int {
	if c := cmp.Compare(s.Entry, t.Entry); c != 0 {
		return c
	}
	switch {
	case s.Stale == t.Stale:
		return 0
	case t.Stale:
		return -1
	}
	return 1
}

// Sources are where the parts of an answer built from several reads came from, one per read,
// in any order.
type Sources []Source

// Stale says whether any part is stale: then the whole answer is.
func (ss Sources) Stale() bool {
	return slices.ContainsFunc(ss, func(s Source) bool { return s.Stale })
}

// Entries appends the parts' sources to dst, sorted, and says whether every part is a cache
// entry: two answers whose entries are equal were built from the same data, each part as fresh
// or stale as the other's. ok is false when a part was fetched for this answer alone, and when
// there are no parts at all (nothing names the data). dst lets a caller keep the result on its
// stack.
func (ss Sources) Entries(dst []Source) (entries []Source, ok bool) {
	if len(ss) == 0 {
		return dst, false
	}
	for _, s := range ss {
		if s.Entry == 0 {
			return dst, false
		}
	}
	start := len(dst)
	dst = append(dst, ss...)
	slices.SortFunc(dst[start:], Source.compare)
	return dst, true
}

// The answers a cache decorator passes on, each set to where it came from by WithSource: the
// constraint that keeps the decorator's load generic.

func (p GamePage) WithSource(s Source) GamePage                       { p.Source = s; return p }
func (l GameList) WithSource(s Source) GameList                       { l.Source = s; return l }
func (v VendorInfo) WithSource(s Source) VendorInfo                   { v.Source = s; return v }
func (w WinnerBoard) WithSource(s Source) WinnerBoard                 { w.Source = s; return w }
func (m MatchList) WithSource(s Source) MatchList                     { m.Source = s; return m }
func (l AnnouncementLists) WithSource(s Source) AnnouncementLists     { l.Source = s; return l }
func (st SystemStatus) WithSource(s Source) SystemStatus              { st.Source = s; return st }
func (w WhiteLabel) WithSource(s Source) WhiteLabel                   { w.Source = s; return w }
func (h HelpTopics) WithSource(s Source) HelpTopics                   { h.Source = s; return h }
func (c ServiceContacts) WithSource(s Source) ServiceContacts         { c.Source = s; return c }
func (c PromotionCategories) WithSource(s Source) PromotionCategories { c.Source = s; return c }
