package gameview

import (
	"slices"
	"sort"

	"github.com/casinobff/bff/adapters"
)

// MenuOrder is the category menu's order; categories the upstream sends beyond these follow
// in the upstream's order.
var MenuOrder = []string{
	"HOT", "FAV", "RNG", "LIVE", "SPORTS", "PVP", "ESPORTS", "FISH", "ELOTT", "LOTT",
	"COCKFIGHT", "RUMMY", "LUDO",
}

// vendorless categories are in the menu whatever the vendor info says: the hot list,
// favourites and the two fixed games have no vendor of their own.
var vendorless = map[string]bool{"HOT": true, "FAV": true, "RUMMY": true, "LUDO": true}

// splitFromSports moves esports and cockfight books out of the upstream's SPORTS group into
// their own categories.
var splitFromSports = map[string]string{"IMES": "ESPORTS", "IA": "ESPORTS", "TF": "ESPORTS", "SV3": "COCKFIGHT"}

// extraCategories: the slots menu group also lists fishing games.
var extraCategories = map[string][]string{"RNG": {"FISH"}}

// directLaunch categories are those whose vendor tile opens the vendor's own game, as the spec
// names them: SPORTS and ELOTT. Esports and cockfight vendors, split out of the sports group,
// open their category's list filtered by the vendor, as every other tile does.
var directLaunch = map[string]bool{"SPORTS": true, "ELOTT": true}

// IsMenuCategory says whether code is one of the categories the BFF always knows.
func IsMenuCategory(code string) bool { return slices.Contains(MenuOrder, code) }

// upstreamCategories lists the categories the vendor info knows, sorting first, in order.
func upstreamCategories(info adapters.VendorInfo) []string {
	var out []string
	for _, s := range info.Sorting {
		if s.Category != "" && !slices.Contains(out, s.Category) {
			out = append(out, s.Category)
		}
	}
	// A map has no order; sort the mapping-only categories so answers stay stable.
	var rest []string
	for c := range info.Mapping {
		if c != "" && !slices.Contains(out, c) {
			rest = append(rest, c)
		}
	}
	sort.Strings(rest)
	return append(out, rest...)
}

// vendorsByCategory takes each category's vendor codes from the mapping (the sorting's own
// list when the mapping has none) and their details from the sorting.
func vendorsByCategory(info adapters.VendorInfo) map[string][]Vendor {
	details := map[string]adapters.Vendor{} // by category + code, then by code alone
	sortedCodes := map[string][]string{}
	for _, s := range info.Sorting {
		for _, v := range s.Vendors {
			details[s.Category+"/"+v.Code] = v
			if _, ok := details[v.Code]; !ok {
				details[v.Code] = v
			}
			sortedCodes[s.Category] = append(sortedCodes[s.Category], v.Code)
		}
	}
	out := map[string][]Vendor{}
	for _, cat := range upstreamCategories(info) {
		codes, ok := info.Mapping[cat]
		if !ok {
			codes = sortedCodes[cat]
		}
		for _, code := range codes {
			v, ok := details[cat+"/"+code]
			if !ok {
				v, ok = details[code]
			}
			if !ok {
				v = adapters.Vendor{Code: code, Name: code}
			}
			out[cat] = appendVendor(out[cat], vendorOf(v, cat))
		}
	}
	var sports []Vendor
	for _, v := range out["SPORTS"] {
		if to, ok := splitFromSports[v.Code]; ok {
			// Their games are listed under the new category, which the SPA asks /games for.
			v.Category, v.LaunchesDirectly = to, directLaunch[to]
			out[to] = appendVendor(out[to], v)
			continue
		}
		sports = append(sports, v)
	}
	if _, ok := out["SPORTS"]; ok {
		out["SPORTS"] = sports
	}
	return out
}

func vendorOf(v adapters.Vendor, listedUnder string) Vendor {
	cat := v.Category
	if cat == "" {
		cat = listedUnder
	}
	name := v.Name
	if name == "" {
		name = v.Code
	}
	return Vendor{Code: v.Code, Name: name, Category: cat, Icon: v.IconURL, LaunchesDirectly: directLaunch[cat]}
}

func appendVendor(list []Vendor, v Vendor) []Vendor {
	if v.Code == "" || slices.ContainsFunc(list, func(w Vendor) bool { return w.Code == v.Code }) {
		return list
	}
	return append(list, v)
}

// BuildCategories is the category menu: MenuOrder first (a vendor category only when it has
// vendors), then the upstream's other categories in its order.
func BuildCategories(info adapters.VendorInfo) []Category {
	vendors := vendorsByCategory(info)
	var out []Category
	add := func(code string) {
		vs := vendors[code]
		if vs == nil {
			vs = []Vendor{}
		}
		extra := extraCategories[code]
		if extra == nil {
			extra = []string{}
		}
		out = append(out, Category{Code: code, Vendors: vs, ExtraCategories: extra})
	}
	for _, code := range MenuOrder {
		if vendorless[code] || len(vendors[code]) > 0 {
			add(code)
		}
	}
	for _, code := range upstreamCategories(info) {
		if !IsMenuCategory(code) {
			add(code)
		}
	}
	return out
}

// MenuVendors is every vendor of the menu once, in menu order.
func MenuVendors(cats []Category) []Vendor {
	out := []Vendor{}
	for _, c := range cats {
		for _, v := range c.Vendors {
			out = appendVendor(out, v)
		}
	}
	return out
}

// KnownCategory: the menu's categories plus whatever the upstream's vendor info names.
func KnownCategory(info adapters.VendorInfo, code string) bool {
	return IsMenuCategory(code) || slices.Contains(upstreamCategories(info), code)
}

// KnownVendor says whether the vendor info names code, in its sorting or its mapping.
func KnownVendor(info adapters.VendorInfo, code string) bool {
	for _, s := range info.Sorting {
		if slices.ContainsFunc(s.Vendors, func(v adapters.Vendor) bool { return v.Code == code }) {
			return true
		}
	}
	for _, codes := range info.Mapping {
		if slices.Contains(codes, code) {
			return true
		}
	}
	return false
}
