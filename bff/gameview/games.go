// Package gameview is what the game features share: the game, vendor, menu, winner and match
// types as the site sees them, their mappers from the adapters' types, the category menu's
// rules, the game-list query with its checks, and the fixed-game categories. The public
// catalogue, the player's lists, the launches and the home page build their answers from it.
package gameview

import "github.com/casinobff/bff/adapters"

// Game is a game tile.
type Game struct {
	ID            string `json:"id"`
	NodeID        string `json:"nodeId"`
	Category      string `json:"category"`
	Vendor        string `json:"vendor"`
	VendorName    string `json:"vendorName"`
	Name          string `json:"name"`
	Icon          string `json:"icon"`
	Classify      string `json:"classify,omitempty"`
	Hot           bool   `json:"hot"`
	SupportsTrial bool   `json:"supportsTrial"`
}

// Vendor is a game provider in a menu.
type Vendor struct {
	Code     string `json:"code"`
	Name     string `json:"name"`
	Category string `json:"category"` // the category its games are listed under
	Icon     string `json:"icon"`
	// LaunchesDirectly: tapping the vendor opens its game (sports books, lotteries) instead
	// of a game list filtered by it.
	LaunchesDirectly bool `json:"launchesDirectly"`
}

// Category is one entry of the category menu.
type Category struct {
	Code            string   `json:"code"`
	Vendors         []Vendor `json:"vendors"`
	ExtraCategories []string `json:"extraCategories"` // categories listed inside this one's menu group
}

// GamePage is one page of a game list.
type GamePage struct {
	Items      []Game `json:"items"`
	Page       int    `json:"page"`
	TotalPages int    `json:"totalPages"`
	Stale      bool   `json:"stale"`
}

// Classifies are the game classifies a list can be filtered by: jackpot, scratch, video
// poker, PVP, arcade.
var Classifies = []string{"JP", "SC", "VP", "TG", "AC"}

func KnownClassify(c string) bool {
	for _, k := range Classifies {
		if k == c {
			return true
		}
	}
	return false
}

// GameOf maps a catalogue game to its tile. A classify outside the known set is dropped:
// the contract enumerates them, and the SPA has no filter for others.
func GameOf(g adapters.Game) Game {
	classify := g.Classify
	if !KnownClassify(classify) {
		classify = ""
	}
	return Game{
		ID: g.ID, NodeID: g.NodeID, Category: g.Category, Vendor: g.Vendor, VendorName: g.VendorName,
		Name: g.Name, Icon: g.IconURL, Classify: classify, Hot: g.Hot, SupportsTrial: g.SupportsTrial,
	}
}

// GamesOf maps a list; never nil, so it reads [] in JSON.
func GamesOf(games []adapters.Game) []Game {
	out := make([]Game, 0, len(games))
	for _, g := range games {
		out = append(out, GameOf(g))
	}
	return out
}
