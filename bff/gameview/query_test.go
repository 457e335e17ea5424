package gameview

import (
	"fmt"
	"net/url"
	"testing"

	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/bff/httpx"
)

// The query a list reads is one of a finite set: every value that would make a new cache key
// is either one of the few the site offers or a validation failure naming its field.
func TestParseGameQueryNormalises(t *testing.T) {
	def := adapters.GameQuery{Page: 1, PageSize: DefaultPageSize}
	with := func(edit func(*adapters.GameQuery)) adapters.GameQuery { q := def; edit(&q); return q }
	tests := []struct {
		name  string
		query string
		want  adapters.GameQuery
		bad   string // the failing field and its code, empty when none
	}{
		{"nothing", "", def, ""},
		{"unknown parameters are ignored", "x=1&utm_source=ad&minbet=3", def, ""},
		{"an offered minimum bet", "minBet=5", with(func(q *adapters.GameQuery) { q.MinBet = 5 }), ""},
		{"its other spellings", "minBet=%200.500", with(func(q *adapters.GameQuery) { q.MinBet = 0.5 }), ""},
		{"minBet 0 is no filter", "minBet=0", def, ""},
		{"a minimum bet not offered", "minBet=0.4871", def, "minBet invalid"},
		{"a huge minimum bet", "minBet=1e300", def, "minBet invalid"},
		{"a negative minimum bet", "minBet=-1", def, "minBet out_of_range"},
		{"minBet not a number", "minBet=Inf", def, "minBet invalid"},
		{"a line count slots have", "minLine=243", with(func(q *adapters.GameQuery) { q.MinLine = 243 }), ""},
		{"minLine 0 is no filter", "minLine=0", def, ""},
		{"a line count not offered", "minLine=7", def, "minLine invalid"},
		{"a negative line count", "minLine=-1", def, "minLine out_of_range"},
		{"the last page allowed", fmt.Sprintf("page=%d", MaxPage), with(func(q *adapters.GameQuery) { q.Page = MaxPage }), ""},
		{"a page past the bound", fmt.Sprintf("page=%d", MaxPage+1), def, "page out_of_range"},
		{"a page past any int", "page=99999999999999999999", def, "page invalid"},
		{"page zero", "page=0", def, "page out_of_range"},
		{
			"vendor and name trimmed, codes in upper case", "vendor=%20PG%20&name=%20ace%20&category=rng&classify=jp",
			with(func(q *adapters.GameQuery) { q.Vendor, q.Name, q.Category, q.Classify = "PG", "ace", "RNG", "JP" }), "",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			v, err := url.ParseQuery(tt.query)
			if err != nil {
				t.Fatal(err)
			}
			q, bad := ParseGameQuery(v, DefaultPageSize)
			got := ""
			for _, f := range bad {
				got += fmt.Sprintf("%s %s", f.Name, f.Code)
			}
			if got != tt.bad || q != tt.want {
				t.Errorf("got %+v, %q; want %+v, %q", q, got, tt.want, tt.bad)
			}
		})
	}
	if _, bad := ParseGameQuery(url.Values{"minBet": {"3"}}, DefaultPageSize); len(bad) != 1 || bad[0].Detail != "one of 0.5, 1, 5, 10" {
		t.Errorf("minBet=3: %+v, want the offered values named", bad)
	}
	if _, bad := ParseGameQuery(url.Values{"page": {"0"}}, DefaultPageSize); len(bad) != 1 || bad[0].Code != httpx.FieldOutOfRange || bad[0].Detail != "from 1 to 10000" {
		t.Errorf("page=0: %+v", bad)
	}
}

func TestQueryKey(t *testing.T) {
	tests := []struct {
		name string
		a, b string
		same bool
	}{
		{"order and unknown parameters do not count", "category=RNG&page=2&x=1", "page=2&category=rng", true},
		{"defaults spelled out or not", "category=RNG&page=1&pageSize=18&minBet=0&minLine=0", "category=RNG", true},
		{"spellings of one number", "minBet=0.50&pageSize=020", "minBet=.5&pageSize=20", true},
		{"a filter is a key of its own", "category=RNG", "category=RNG&minBet=5", false},
		{"a page is a key of its own", "category=RNG&page=2", "category=RNG&page=3", false},
		{"a name is a key of its own", "name=ace", "name=ludo", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			key := func(raw string) string {
				v, err := url.ParseQuery(raw)
				if err != nil {
					t.Fatal(err)
				}
				q, bad := ParseGameQuery(v, DefaultPageSize)
				if len(bad) > 0 {
					t.Fatalf("%s: %v", raw, bad)
				}
				return QueryKey(q, DefaultPageSize).Encode()
			}
			if a, b := key(tt.a), key(tt.b); (a == b) != tt.same {
				t.Errorf("keys %q and %q, want the same: %v", a, b, tt.same)
			}
		})
	}
}
