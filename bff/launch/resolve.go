package launch

import (
	"context"
	"net/url"
	"slices"

	"go.uber.org/zap"

	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/bff/gameview"
	"github.com/casinobff/bff/bff/httpx"
	"github.com/casinobff/bff/bff/kit"
)

// gameOf is the game a request names, or for a vendor tile the vendor's first game in the
// category: the sports book, the lottery lobby.
func gameOf(ctx context.Context, cat Catalogue, s adapters.Scope, r Request) (adapters.GameRef, error) {
	if r.GameID != "" {
		return adapters.GameRef{GameID: r.GameID, NodeID: r.NodeID, Vendor: r.Vendor, Category: r.Category}, nil
	}
	page, err := cat.ListGames(ctx, s, adapters.GameQuery{Category: r.Category, Vendor: r.Vendor, Page: 1, PageSize: 1})
	if err != nil {
		return adapters.GameRef{}, err
	}
	if len(page.Games) == 0 {
		return adapters.GameRef{}, kit.Unknown("vendor", "no game of this vendor in this category")
	}
	g := page.Games[0]
	return adapters.GameRef{GameID: g.ID, NodeID: g.NodeID, Vendor: g.Vendor, Category: g.Category}, nil
}

// lotteryCategories are the categories whose games start the lottery flow.
var lotteryCategories = []string{"ELOTT", "LOTT"}

func isLottery(category string) bool { return slices.Contains(lotteryCategories, category) }

// elottVendors in the vendor info's ELOTT mapping make the prize mode Elott, the game centre's
// rule; LOTT is the spec's own reading of it.
var elottVendors = []string{"TCG_LOTTO_VN", "LOTT"}

// prizeMode is Elott when the ELOTT mapping names one of elottVendors, else Lott. Without the
// vendor info it is Elott, the spec's default: the launch itself matters more than the mode.
func prizeMode(ctx context.Context, cat Catalogue, s adapters.Scope) adapters.PrizeMode {
	info, err := cat.VendorInfo(ctx, s)
	if err != nil {
		httpx.LoggerFrom(ctx).Warn("prize mode defaulted: vendor info unavailable", zap.Error(err))
		return adapters.PrizeElott
	}
	for _, v := range info.Mapping["ELOTT"] {
		if slices.Contains(elottVendors, v) {
			return adapters.PrizeElott
		}
	}
	return adapters.PrizeLott
}

// vendorRoute is the site's game list of a vendor, under the first menu category that lists it.
func vendorRoute(ctx context.Context, cat Catalogue, s adapters.Scope, vendor string) (string, error) {
	info, err := cat.VendorInfo(ctx, s)
	if err != nil {
		return "", err
	}
	for _, c := range gameview.BuildCategories(info) {
		for _, v := range c.Vendors {
			if v.Code == vendor {
				return "/m/gameList?" + url.Values{"gameType": {v.Category}, "vassalage": {vendor}}.Encode(), nil
			}
		}
	}
	return "", kit.Unknown("vendor", "no such vendor")
}
