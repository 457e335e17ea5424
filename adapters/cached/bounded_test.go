package cached

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/casinobff/bff/adapters"
)

func TestBoundedKeepsWithinItsLimits(t *testing.T) {
	tests := []struct {
		name        string
		lim         Limits
		valueBytes  int
		wantEntries int // at most
	}{
		{"by entries", Limits{Entries: 100, Bytes: 1 << 30}, 10, 100},
		{"by bytes", Limits{Entries: 100_000, Bytes: 1 << 20}, 10 << 10, (1 << 20) / (10 << 10)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b := NewBounded[string](tt.lim, 0, nil)
			for i := range 5000 {
				b.Set(fmt.Sprint("key", i), "v", tt.valueBytes)
			}
			st := b.Stats()
			if st.Entries == 0 || st.Entries > tt.wantEntries || st.Bytes > tt.lim.Bytes {
				t.Errorf("holds %d entries, %d bytes; want at most %d entries and %d bytes", st.Entries, st.Bytes, tt.wantEntries, tt.lim.Bytes)
			}
			if st.Bytes < int64(st.Entries*tt.valueBytes) {
				t.Errorf("%d bytes for %d entries of %d bytes: the count lost some", st.Bytes, st.Entries, tt.valueBytes)
			}
		})
	}
}

func TestBoundedCountsReplacedAndExpiredBytes(t *testing.T) {
	clk := &clock{now: time.Date(2026, 11, 20, 12, 0, 0, 0, time.UTC)}
	b := NewBounded[string](Limits{}, time.Minute, clk.Now)
	b.Set("a", "v", 1000)
	b.Set("a", "v", 2000) // a replacement weighs its new value only
	if st := b.Stats(); st.Entries != 1 || st.Bytes != int64(2000+len("a")+nodeBytes) {
		t.Fatalf("after a replacement: %+v", st)
	}
	clk.advance(time.Minute)
	if _, ok := b.Get("a"); ok {
		t.Error("an entry past its maximum age is still served")
	}
	if st := b.Stats(); st.Entries != 0 || st.Bytes != 0 {
		t.Errorf("after expiry: %+v, want nothing", st)
	}
}

func TestSizeOf(t *testing.T) {
	game := adapters.Game{
		ID: "JL0092", NodeID: "174856", Category: "RNG", Vendor: "JL", VendorName: "JILI",
		Name: "Ludo", IconURL: "/media/games/JL0092.svg",
	}
	page := adapters.GamePage{Games: make([]adapters.Game, 18), Page: 1, TotalPages: 2}
	for i := range page.Games {
		page.Games[i] = game
	}
	one := SizeOf(game)
	tests := []struct {
		name     string
		v        any
		min, max int
	}{
		{"a game: its fields and its strings", game, 150 + 40, 400},
		{"a page: its games", page, 18 * one, 18*one + 100},
		{"a string", strings.Repeat("x", 1000), 1000, 1100},
		{"a map", map[string]bool{"a": true, "bb": true}, 40, 200},
		{"a time holds no location of its own", adapters.Winner{Time: time.Now()}, 100, 600},
		{"nil", nil, 0, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := SizeOf(tt.v); got < tt.min || got > tt.max {
				t.Errorf("SizeOf = %d, want %d to %d", got, tt.min, tt.max)
			}
		})
	}
}
