package main

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/casinobff/bff/adapters/fakeupstream/internal/wire"
)

// vendorNames are the vendors' display names, keyed by their vassalage code.
var vendorNames = map[string]string{
	"JL": "JILI", "PG": "PG Soft", "PP": "Pragmatic Play", "SPRIBE": "Spribe", "JDB": "JDB",
	"CQ9": "CQ9", "FC": "Fa Chai", "RT": "Red Tiger", "EVO": "Evolution", "SEXY": "AE Sexy",
	"KM": "Kingmaker", "SPB": "SPB Sportsbook", "IMES": "IM eSports", "IA": "IA eSports",
	"TF": "TF Gaming", "SV3": "SV388", "TCG_LOTTO_VN": "TCG Vietnam Lottery", "TCG": "TCG Lottery",
}

// sorting is the back office's menu: categories in order, each with its vendors in order. The
// back office lists esports (IMES, IA, TF) and cockfight (SV3) inside SPORTS, and JILI's Rummy and
// Ludo under their own tabs although JILI is a slot (RNG) vendor.
var sorting = []struct {
	category string
	vendors  []string
}{
	{"RNG", []string{"JL", "PG", "PP", "SPRIBE", "JDB", "CQ9", "FC", "RT"}},
	{"LIVE", []string{"EVO", "SEXY", "PP"}},
	{"SPORTS", []string{"SPB", "IMES", "IA", "TF", "SV3"}},
	{"PVP", []string{"KM", "JL"}},
	{"FISH", []string{"JL", "JDB", "CQ9", "FC"}},
	{"ELOTT", []string{"TCG_LOTTO_VN"}},
	{"LOTT", []string{"TCG"}},
	{"RUMMY", []string{"JL"}},
	{"LUDO", []string{"JL"}},
}

// fixedGame is a game the product names by id (its fixed games: the lobby and home show them by id).
type fixedGame struct {
	id, node, name string
}

var fixedGames = map[string]fixedGame{
	"RUMMY": {id: "JL0078", node: "173957", name: "Rummy"},
	"LUDO":  {id: "JL0092", node: "174856", name: "Ludo"},
}

// hotOrder is the back office's hot list, most promoted first ("vendor/category/title").
var hotOrder = []string{
	"JL/RNG/Super Ace", "SPRIBE/RNG/Aviator", "EVO/LIVE/Crazy Time", "JL/RNG/Fortune Gems",
	"PG/RNG/Mahjong Ways 2", "JL/RNG/Money Coming", "PP/RNG/Gates of Olympus",
	"SPB/SPORTS/Sportsbook", "JL/RNG/Boxing King", "JL/FISH/Jackpot Fishing",
	"EVO/LIVE/Lightning Roulette", "PG/RNG/Fortune Tiger", "JL/RNG/Crazy777", "KM/PVP/7 Up 7 Down",
	"PP/RNG/Sweet Bonanza", "JL/PVP/Teen Patti", "JL/RNG/Golden Empire", "SEXY/LIVE/Sexy Baccarat Classic",
	"PG/RNG/Lucky Neko", "JL/RNG/Cricket King 18", "JL/FISH/Royal Fishing", "PP/RNG/Starlight Princess",
	"EVO/LIVE/Monopoly Live", "PG/RNG/Wild Bandito", "JL/RNG/Fortune Gems 2", "JDB/RNG/Lucky Lion",
	"CQ9/RNG/Jump High", "KM/PVP/Jhandi Munda", "PG/RNG/Treasures of Aztec", "JL/RNG/Mega Ace",
	"PP/RNG/Sugar Rush", "FC/RNG/Chinese New Year", "JL/RNG/Charge Buffalo", "EVO/LIVE/Andar Bahar",
	"SV3/COCKFIGHT/SV388 Cockfight", "TCG_LOTTO_VN/ELOTT/Mien Bac",
}

// productType is the type of a vendor's games in a menu category: the SPORTS group holds esports
// and cockfight vendors, and the Rummy and Ludo tabs hold JILI, a slot vendor.
func productType(category, vendor string) string {
	switch {
	case category == "SPORTS" && (vendor == "IMES" || vendor == "IA" || vendor == "TF"):
		return "ESPORTS"
	case category == "SPORTS" && vendor == "SV3":
		return "COCKFIGHT"
	case category == "RUMMY" || category == "LUDO":
		return "RNG"
	}
	return category
}

// catalog is the generated game catalogue.
type catalog struct {
	games      []wire.Game
	hot        []wire.Game
	vendorInfo wire.VendorInfo
	byKey      map[string]int // "vendor/type/title" -> index in games
}

// buildCatalog makes every game and the vendor info.
func buildCatalog(r *rng) (*catalog, error) {
	c := &catalog{byKey: map[string]int{}, vendorInfo: wire.VendorInfo{Mapping: map[string][]string{}}}
	ids := newIDs(r)
	cardID := 1001
	for _, s := range sorting {
		entry := wire.CategoryVendors{GameCategory: s.category}
		for _, v := range s.vendors {
			kind := productType(s.category, v)
			entry.VendorNames = append(entry.VendorNames, wire.Vendor{
				Vassalage:       v,
				DisplayName:     vendorNames[v],
				GameCategory:    s.category,
				CardID:          strconv.Itoa(cardID),
				Key:             s.category + "_" + v,
				MobileLargeIcon: "/media/vendors/" + v + ".svg",
				GameType:        kind,
				AccountTypeName: vendorNames[v] + " " + accountLabel[kind],
			})
			cardID++
			c.vendorInfo.Mapping[s.category] = append(c.vendorInfo.Mapping[s.category], v)
			if f, ok := fixedGames[s.category]; ok {
				c.add(r, s.category, v, title{name: f.name}, f.id, f.node)
				continue
			}
			list := titlesOf(v, kind)
			if len(list) == 0 {
				return nil, fmt.Errorf("no titles for %s/%s", v, kind)
			}
			for _, t := range list {
				c.add(r, kind, v, t, ids.game(v), ids.node())
			}
		}
		c.vendorInfo.Sorting = append(c.vendorInfo.Sorting, entry)
	}
	for _, key := range hotOrder {
		i, ok := c.byKey[key]
		if !ok {
			return nil, fmt.Errorf("hot game %q is not in the catalogue", key)
		}
		c.games[i].IsHot = 1
		c.hot = append(c.hot, c.games[i])
	}
	return c, nil
}

// accountLabel names a vendor's wallet in menus by the type of its games.
var accountLabel = map[string]string{
	"RNG": "Slots", "LIVE": "Live Casino", "SPORTS": "Sports", "ESPORTS": "eSports",
	"COCKFIGHT": "Cockfight", "PVP": "Cards", "FISH": "Fishing", "ELOTT": "Lottery", "LOTT": "Lottery",
}

// add appends one game of type kind.
func (c *catalog) add(r *rng, kind, vendor string, t title, id, node string) {
	g := wire.Game{
		GameID:          id,
		NodeID:          node,
		GameType:        kind,
		Vassalage:       vendor,
		Vendor:          vendorNames[vendor],
		GameName:        t.name,
		NodeName:        t.name,
		DisplayName:     t.name,
		SupportPlay:     supportsTrial[kind],
		GameClassifyNew: classify(r, kind, t),
		IconURL:         "/media/games/" + id + ".jpg",
		ShowIcon:        "/media/games/" + id + ".jpg",
	}
	if kind == "LIVE" {
		g.RoomID = fmt.Sprintf("%s-%03d", vendor, 100+r.intn(900))
	}
	g.MinBet, g.MinLine = stakes(r, kind, g.GameClassifyNew)
	c.byKey[vendor+"/"+kind+"/"+t.name] = len(c.games)
	c.games = append(c.games, g)
}

// supportsTrial: slots, fishing, cards and the sportsbook have a trial mode; live tables,
// esports, cockfight and lotteries take real money only.
var supportsTrial = map[string]bool{
	"RNG": true, "FISH": true, "PVP": true, "SPORTS": true, "RUMMY": true, "LUDO": true,
}

// classify keeps a title's marker; card games are PVP (TG); a slot now and then is a jackpot.
func classify(r *rng, kind string, t title) string {
	switch {
	case t.classify != "":
		return t.classify
	case kind == "PVP":
		return "TG"
	case kind == "RNG" && r.intn(10) == 0:
		return "JP"
	}
	return ""
}

// stakes draws a game's minimum bet (in taka) and minimum lines the way such games are set up.
func stakes(r *rng, kind, classify string) (minBet float64, minLine int) {
	switch {
	case classify == "AC":
		return pick(r, []float64{0.1, 0.5, 1}), 1
	case kind == "RNG":
		return pick(r, []float64{0.2, 0.5, 1, 1, 2, 5}), pick(r, []int{1, 5, 9, 10, 20, 20, 25, 30, 40, 50, 243, 1024})
	case kind == "FISH":
		return pick(r, []float64{0.1, 0.5, 1}), 1
	case kind == "LIVE":
		return pick(r, []float64{10, 20, 20, 50, 100, 200}), 1
	case kind == "PVP":
		return pick(r, []float64{1, 2, 5, 10, 20}), 1
	case kind == "COCKFIGHT":
		return pick(r, []float64{20, 50}), 1
	case kind == "ELOTT" || kind == "LOTT":
		return pick(r, []float64{1, 2}), 1
	}
	return 10, 1 // sports, esports
}

// ids hands out unique game and node ids.
type ids struct {
	r        *rng
	perVend  map[string]map[int]bool
	nodes    map[string]bool
	reserved map[string]bool
}

func newIDs(r *rng) *ids {
	x := &ids{r: r, perVend: map[string]map[int]bool{}, nodes: map[string]bool{}, reserved: map[string]bool{}}
	for _, f := range fixedGames {
		x.reserved[f.id] = true
		x.nodes[f.node] = true
	}
	return x
}

// game is the vendor's code without underscores and a number unique for the vendor.
func (x *ids) game(vendor string) string {
	used := x.perVend[vendor]
	if used == nil {
		used = map[int]bool{}
		x.perVend[vendor] = used
	}
	for {
		n := 1 + x.r.intn(400)
		id := fmt.Sprintf("%s%04d", strings.ReplaceAll(vendor, "_", ""), n)
		if !used[n] && !x.reserved[id] {
			used[n] = true
			return id
		}
	}
}

// node is a six-digit node id unique in the catalogue.
func (x *ids) node() string {
	for {
		n := strconv.Itoa(110000 + x.r.intn(80000))
		if !x.nodes[n] {
			x.nodes[n] = true
			return n
		}
	}
}
