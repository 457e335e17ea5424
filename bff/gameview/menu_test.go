package gameview

import (
	"fmt"
	"net/url"
	"testing"

	"github.com/casinobff/bff/adapters"
)

func TestBuildCategories(t *testing.T) {
	v := func(code, cat string) adapters.Vendor {
		return adapters.Vendor{Code: code, Name: code + " name", Category: cat}
	}
	tests := []struct {
		name string
		info adapters.VendorInfo
		want string // code:vendors per category
	}{
		{"empty vendor info keeps the vendorless categories", adapters.VendorInfo{}, "[HOT:[] FAV:[] RUMMY:[] LUDO:[]]"},
		{
			"sorting alone gives the vendors",
			adapters.VendorInfo{Sorting: []adapters.CategoryVendors{{Category: "LIVE", Vendors: []adapters.Vendor{v("EVO", "LIVE"), v("EVO", "LIVE")}}}},
			"[HOT:[] FAV:[] LIVE:[EVO] RUMMY:[] LUDO:[]]",
		},
		{
			"split vendors join an upstream esports group without duplicates",
			adapters.VendorInfo{
				Sorting: []adapters.CategoryVendors{
					{Category: "ESPORTS", Vendors: []adapters.Vendor{v("TF", "ESPORTS")}},
					{Category: "SPORTS", Vendors: []adapters.Vendor{v("TF", "SPORTS"), v("IA", "SPORTS"), v("SV3", "SPORTS")}},
				},
			},
			"[HOT:[] FAV:[] ESPORTS:[TF IA] COCKFIGHT:[SV3] RUMMY:[] LUDO:[]]",
		},
		{
			"others in upstream order, mapping-only ones sorted after",
			adapters.VendorInfo{
				Sorting: []adapters.CategoryVendors{{Category: "ZETA", Vendors: []adapters.Vendor{v("Z1", "ZETA")}}, {Category: "ALPHA"}},
				Mapping: map[string][]string{"OMEGA": {"O1"}, "BETA": {"B1"}},
			},
			"[HOT:[] FAV:[] RUMMY:[] LUDO:[] ZETA:[Z1] ALPHA:[] BETA:[B1] OMEGA:[O1]]",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got []string
			for _, c := range BuildCategories(tt.info) {
				var codes []string
				for _, v := range c.Vendors {
					codes = append(codes, v.Code)
				}
				got = append(got, fmt.Sprintf("%s:%v", c.Code, codes))
			}
			if s := fmt.Sprint(got); s != tt.want {
				t.Fatalf("got  %s\nwant %s", s, tt.want)
			}
		})
	}
}

func TestParseGameQueryDefaults(t *testing.T) {
	q, bad := ParseGameQuery(url.Values{"category": {" rng "}, "minBet": {"0.50"}}, DefaultPageSize)
	want := adapters.GameQuery{Category: "RNG", MinBet: 0.5, Page: 1, PageSize: DefaultPageSize}
	if len(bad) != 0 || q != want {
		t.Fatalf("got %+v %v, want %+v", q, bad, want)
	}
}
