package catalog

import (
	"net/url"
	"testing"

	"github.com/casinobff/bff/adapters"
)

func TestParseMode(t *testing.T) {
	tests := []struct {
		name, mode, category string
		want, wantCategory   string
		bad                  string // the field named bad, if any
	}{
		{"default", "", "RNG", ModeAll, "RNG", ""},
		{"filter", "filter", "RNG", ModeFilter, "RNG", ""},
		{"any case", "HoT", "", ModeHot, "", ""},
		{"category HOT", "", "HOT", ModeHot, "", ""},
		{"category FAV", "all", "FAV", ModeFav, "", ""},
		{"category RECENT", "filter", "RECENT", ModeRecent, "", ""},
		{"mode and its own category", "fav", "FAV", ModeFav, "", ""},
		{"a mode with a category filter", "recent", "LUDO", ModeRecent, "LUDO", ""},
		{"a category of another mode", "fav", "HOT", ModeFav, "HOT", "category"},
		{"unknown mode", "popular", "RNG", ModeAll, "RNG", "mode"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			q := adapters.GameQuery{Category: tt.category}
			got, bad := parseMode(url.Values{"mode": {tt.mode}}, &q)
			if got != tt.want || q.Category != tt.wantCategory {
				t.Errorf("mode %q category %q, want %q %q", got, q.Category, tt.want, tt.wantCategory)
			}
			switch {
			case tt.bad == "" && len(bad) > 0:
				t.Errorf("unexpected %+v", bad)
			case tt.bad != "" && (len(bad) != 1 || bad[0].Name != tt.bad):
				t.Errorf("bad %+v, want %s", bad, tt.bad)
			}
		})
	}
}
