package fakeupstream

import (
	"fmt"
	"net/http"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/shopspring/decimal"

	"github.com/casinobff/bff/adapters/fakeupstream/internal/wire"
)

const gameList = "/wps/relay/GCSGAME_gameList?merchant=DEMO&platform=html5&language=bn&clientType=2"

func TestListGamesPaging(t *testing.T) {
	c := newFake(t, Options{})
	total := len(c.fake.fx.games)
	if total < 600 {
		t.Fatalf("%d games, want at least 600", total)
	}
	seen := map[string]bool{}
	pages := (total + 49) / 50
	for page := 1; page <= pages; page++ {
		var p wire.GamePage
		c.get(fmt.Sprintf("%s&pageNo=%d&pageSize=50", gameList, page), "", &p)
		if p.PageNum != page || p.TotalPages != pages {
			t.Fatalf("page %d: pageNum %d totalPages %d, want %d of %d", page, p.PageNum, p.TotalPages, page, pages)
		}
		for _, g := range p.Games {
			if seen[g.NodeID] {
				t.Fatalf("node %s on two pages", g.NodeID)
			}
			seen[g.NodeID] = true
		}
	}
	if len(seen) != total {
		t.Fatalf("pages hold %d games, want %d", len(seen), total)
	}

	var past wire.GamePage
	c.get(fmt.Sprintf("%s&pageNo=%d&pageSize=50", gameList, pages+1), "", &past)
	if len(past.Games) != 0 || past.PageNum != pages+1 {
		t.Errorf("past the end: %d games, pageNum %d", len(past.Games), past.PageNum)
	}
	var first wire.GamePage
	c.get(gameList, "", &first)
	if len(first.Games) != defaultGamePageSize || first.PageNum != 1 {
		t.Errorf("defaults: %d games on page %d, want %d on 1", len(first.Games), first.PageNum, defaultGamePageSize)
	}
}

func TestListGamesFilters(t *testing.T) {
	c := newFake(t, Options{})
	tests := []struct {
		query string
		want  func(wire.Game) bool
	}{
		{"gameType=LIVE", func(g wire.Game) bool { return g.GameType == "LIVE" }},
		{"gameType=FISH", func(g wire.Game) bool { return g.GameType == "FISH" }},
		{"vassalage=PG", func(g wire.Game) bool { return g.Vassalage == "PG" }},
		{"gameType=LIVE&vassalage=PP", func(g wire.Game) bool { return g.GameType == "LIVE" && g.Vassalage == "PP" }},
		{"gameName=FORTUNE", func(g wire.Game) bool { return strings.Contains(strings.ToLower(g.Name()), "fortune") }},
		{"gameName=super%20ace", func(g wire.Game) bool { return strings.Contains(strings.ToLower(g.Name()), "super ace") }},
		{"gameClassify=JP", func(g wire.Game) bool { return g.GameClassifyNew == "JP" }},
		{"gameClassify=AC&vassalage=SPRIBE", func(g wire.Game) bool { return g.GameClassifyNew == "AC" && g.Vassalage == "SPRIBE" }},
		{"minBet=50", func(g wire.Game) bool { return g.MinBet >= 50 }},
		{"minLine=243", func(g wire.Game) bool { return g.MinLine >= 243 }},
		{"gameType=RNG&minBet=1&minLine=20", func(g wire.Game) bool { return g.GameType == "RNG" && g.MinBet >= 1 && g.MinLine >= 20 }},
	}
	for _, tt := range tests {
		t.Run(tt.query, func(t *testing.T) {
			c := c.with(t)
			want := 0
			for _, g := range c.fake.fx.games {
				if tt.want(g.Game) {
					want++
				}
			}
			if want == 0 || want == len(c.fake.fx.games) {
				t.Fatalf("fixtures give %d matches: the filter proves nothing", want)
			}
			var p wire.GamePage
			c.get(gameList+"&pageSize=1000&"+tt.query, "", &p)
			if len(p.Games) != want {
				t.Errorf("%d games, want %d", len(p.Games), want)
			}
			for _, g := range p.Games {
				if !tt.want(g) {
					t.Errorf("game %s %q does not match", g.GameID, g.Name())
				}
			}
		})
	}
}

func TestListGamesNoMatch(t *testing.T) {
	c := newFake(t, Options{})
	var p wire.GamePage
	c.get(gameList+"&gameName=no-such-game", "", &p)
	if len(p.Games) != 0 || p.TotalPages != 0 || p.PageNum != 1 {
		t.Errorf("no match: %d games, page %d of %d", len(p.Games), p.PageNum, p.TotalPages)
	}
}

func TestListGamesRefusesBadParameters(t *testing.T) {
	c := newFake(t, Options{})
	for _, q := range []string{"pageNo=0", "pageNo=x", "pageSize=0", "pageSize=5000", "minBet=cheap", "minLine=-1"} {
		t.Run(q, func(t *testing.T) {
			c := c.with(t)
			c.refused(c.call(http.MethodGet, gameList+"&"+q, "", nil), http.StatusBadRequest, "param.invalid")
		})
	}
}

// The product's fixed games: one tile each in the RUMMY and LUDO tabs, from JILI.
func TestFixedGames(t *testing.T) {
	c := newFake(t, Options{})
	for _, tt := range []struct{ gameType, id, node string }{
		{"RUMMY", "JL0078", "173957"},
		{"LUDO", "JL0092", "174856"},
	} {
		var p wire.GamePage
		c.get(gameList+"&gameType="+tt.gameType, "", &p)
		if len(p.Games) != 1 || p.Games[0].GameID != tt.id || p.Games[0].NodeID != tt.node || p.Games[0].Vassalage != "JL" {
			t.Errorf("%s: %+v, want only %s node %s of JL", tt.gameType, p.Games, tt.id, tt.node)
		}
	}
}

func TestHotGames(t *testing.T) {
	c := newFake(t, Options{})
	var hot []wire.Game
	c.get("/wps/relay/GCSGAME_hotGamesV2?isPlatform=2&language=bn&platform=html5", "", &hot)
	if len(hot) < 20 {
		t.Fatalf("%d hot games", len(hot))
	}
	types := map[string]bool{}
	for _, g := range hot {
		types[g.GameType] = true
		if g.IsHot != 1 {
			t.Errorf("hot game %s has isHot %d", g.GameID, g.IsHot)
		}
	}
	if !types["RNG"] || !types["LIVE"] || !types["FISH"] {
		t.Errorf("hot list spans only %v", types)
	}
	var found []wire.Game
	c.get("/wps/relay/GCSGAME_hotGamesV2?isPlatform=2&platform=html5&gameName=SUPER%20ACE", "", &found)
	if len(found) != 1 || found[0].Name() != "Super Ace" {
		t.Errorf("hot games named super ace: %+v", found)
	}
}

func TestVendorInfo(t *testing.T) {
	c := newFake(t, Options{})
	var info wire.VendorInfo
	c.get("/wps/relay/GCSGAME_getVassGameType?typeId=0&merchant=DEMO", "", &info)
	vendors := map[string]bool{}
	categories := map[string]bool{}
	for _, s := range info.Sorting {
		categories[s.GameCategory] = true
		for _, v := range s.VendorNames {
			vendors[v.Vassalage] = true
			if v.DisplayName == "" || v.AccountTypeName == "" || !strings.HasPrefix(v.MobileLargeIcon, "/media/vendors/") {
				t.Errorf("vendor entry %+v is incomplete", v)
			}
		}
	}
	if len(vendors) < 12 {
		t.Errorf("%d vendors, want at least 12", len(vendors))
	}
	for cat := range info.Mapping {
		if !categories[cat] {
			t.Errorf("mapping %s has no sorting entry", cat)
		}
	}
	for _, code := range []string{"SPB", "IMES", "IA", "TF", "SV3"} {
		if !slices.Contains(info.Mapping["SPORTS"], code) {
			t.Errorf("SPORTS mapping %v lacks %s", info.Mapping["SPORTS"], code)
		}
	}
	for _, cat := range []string{"RUMMY", "LUDO"} {
		if !slices.Equal(info.Mapping[cat], []string{"JL"}) {
			t.Errorf("%s mapping = %v, want [JL]", cat, info.Mapping[cat])
		}
	}
}

func TestWinners(t *testing.T) {
	c := newFake(t, Options{})
	var board []wire.Winner
	c.get("/wps/relay/GCSGAME_getRankList?gameCategory=ALL&language=bn&limitNum=100", "", &board)
	if len(board) != 100 {
		t.Fatalf("%d winners, want 100", len(board))
	}
	sorted := true
	from := time.Date(2026, time.November, 15, 0, 0, 0, 0, time.UTC)
	to := time.Date(2026, time.November, 21, 0, 0, 0, 0, time.UTC)
	for i, w := range board {
		at, err := time.Parse(time.DateTime, w.VO.GameTime)
		if err != nil || at.Before(from) || !at.Before(to) {
			t.Errorf("winner %d gameTime %q not in the days before 2026-11-20", i, w.VO.GameTime)
		}
		if w.VO.CustomerName == "" || strings.Contains(w.VO.CustomerName, "*") || decimal.RequireFromString(w.VO.WinAmount.String()).Sign() <= 0 {
			t.Errorf("winner %d: %+v", i, w.VO)
		}
		if i > 0 && decimal.RequireFromString(board[i-1].VO.WinAmount.String()).LessThan(decimal.RequireFromString(w.VO.WinAmount.String())) {
			sorted = false
		}
	}
	if sorted {
		t.Error("winners come sorted; the recording is unsorted so that the BFF's sort is tested")
	}
	var few []wire.Winner
	c.get("/wps/relay/GCSGAME_getRankList?gameCategory=ALL&limitNum=5", "", &few)
	if len(few) != 5 {
		t.Errorf("limitNum=5 gave %d", len(few))
	}
}

func TestHotMatches(t *testing.T) {
	c := newFake(t, Options{})
	var hm wire.HotMatches
	c.get("/lgw/games/popular?language=bn", "", &hm)
	if len(hm.MatchList) < 6 {
		t.Fatalf("%d matches", len(hm.MatchList))
	}
	leagues := map[string]bool{}
	for _, m := range hm.MatchList {
		leagues[m.League] = true
		if _, err := time.Parse(time.RFC3339, m.MatchTime); err != nil {
			t.Errorf("matchTime %q: %v", m.MatchTime, err)
		}
		if !strings.HasPrefix(m.HomeTeamImageURL, "/media/teams/") || !strings.HasPrefix(m.AwayTeamImageURL, "/media/teams/") {
			t.Errorf("team images %s, %s", m.HomeTeamImageURL, m.AwayTeamImageURL)
		}
		if m.MoneyLine.HomeTeamOdds <= 1 || m.MoneyLine.AwayTeamOdds <= 1 || m.MatchID == "" || m.Vendor != "SPB" {
			t.Errorf("match %+v", m)
		}
	}
	if !leagues["Bangladesh Premier League"] || !leagues["Premier League"] {
		t.Errorf("leagues %v: want cricket and football", leagues)
	}
}
