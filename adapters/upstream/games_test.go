package upstream

import (
	"net/http"
	"net/url"
	"reflect"
	"testing"
	"time"

	"github.com/casinobff/bff/adapters"
	"github.com/shopspring/decimal"
)

const wireLudo = `{"gameId":"JL0092","nodeId":174856,"gameType":"RNG","vassalage":"JL","vendor":"Jili",
	"gameName":"ludo","nodeName":"Ludo node","displayName":"Ludo","supportPlay":true,"roomId":7,
	"gameClassifyNew":"TG","iconUrl":"/media/ludo.png","showIcon":"/media/ludo-old.png","isHot":1}`

var domainLudo = adapters.Game{
	ID: "JL0092", NodeID: "174856", Category: "RNG", Vendor: "JL", VendorName: "Jili", Name: "Ludo",
	IconURL: "/media/ludo.png", Classify: "TG", RoomID: "7", SupportsTrial: true, Hot: true,
}

func TestListGames(t *testing.T) {
	tests := []struct {
		name  string
		value string
		query adapters.GameQuery
		want  adapters.GamePage
	}{
		{
			"under games", `{"games":[` + wireLudo + `],"pageNum":2,"totalPages":7}`,
			adapters.GameQuery{Page: 2},
			adapters.GamePage{Games: []adapters.Game{domainLudo}, Page: 2, TotalPages: 7},
		},
		{
			"under content", `{"content":[` + wireLudo + `],"pageNum":1,"totalPages":1}`,
			adapters.GameQuery{},
			adapters.GamePage{Games: []adapters.Game{domainLudo}, Page: 1, TotalPages: 1},
		},
		{
			"under list", `{"list":[` + wireLudo + `],"totalPages":3}`,
			adapters.GameQuery{Page: 3},
			adapters.GamePage{Games: []adapters.Game{domainLudo}, Page: 3, TotalPages: 3},
		},
		{
			"empty page", `{"games":[],"pageNum":1,"totalPages":0}`,
			adapters.GameQuery{},
			adapters.GamePage{Games: []adapters.Game{}, Page: 1},
		},
		{
			"null value", `null`,
			adapters.GameQuery{},
			adapters.GamePage{Games: []adapters.Game{}, Page: 1},
		},
		{
			"name and icon fall back", `{"games":[{"gameId":"X1","gameName":"Rummy","showIcon":"/media/r.png","isHot":0},{"gameId":"X2","nodeName":"Node only"}]}`,
			adapters.GameQuery{},
			adapters.GamePage{Page: 1, Games: []adapters.Game{
				{ID: "X1", Name: "Rummy", IconURL: "/media/r.png"},
				{ID: "X2", Name: "Node only"},
			}},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := newFake(t, routes(map[string]http.HandlerFunc{pathGameList: value(tt.value)}))
			got, err := NewGames(newTestClient(t, f, nil).Client).ListGames(t.Context(), visitor, tt.query)
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(got, tt.want) {
				t.Errorf("got  %+v\nwant %+v", got, tt.want)
			}
		})
	}
}

func TestListGamesQuery(t *testing.T) {
	f := newFake(t, value(`{"games":[]}`))
	g := NewGames(newTestClient(t, f, nil).Client)
	q := adapters.GameQuery{Category: "RNG", Vendor: "JL", Name: "lu do", Classify: "TG", MinBet: 0.5, MinLine: 20, Page: 2, PageSize: 30}
	if _, err := g.ListGames(t.Context(), adapters.Scope{Language: "bn"}, q); err != nil {
		t.Fatal(err)
	}
	want := url.Values{
		"merchant": {"M1"}, "platform": {"html5"}, "clientType": {"2"}, "language": {"bn"},
		"gameType": {"RNG"}, "vassalage": {"JL"}, "gameName": {"lu do"}, "gameClassify": {"TG"},
		"minBet": {"0.5"}, "minLine": {"20"}, "pageNo": {"2"}, "pageSize": {"30"},
	}
	if got := f.lastRequest().URL.Query(); !reflect.DeepEqual(got, want) {
		t.Errorf("query = %v\nwant    %v", got, want)
	}
}

func TestHotGames(t *testing.T) {
	tests := []struct {
		name  string
		value string
	}{
		{"bare array", `[` + wireLudo + `]`},
		{"under list", `{"list":[` + wireLudo + `]}`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := newFake(t, routes(map[string]http.HandlerFunc{pathHotGames: value(tt.value)}))
			got, err := NewGames(newTestClient(t, f, nil).Client).HotGames(t.Context(), visitor, "lu")
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(got, adapters.GameList{Items: []adapters.Game{domainLudo}}) {
				t.Errorf("got %+v", got)
			}
			if q := f.lastRequest().URL.Query(); q.Get("gameName") != "lu" || q.Get("isPlatform") != "2" {
				t.Errorf("query = %v", q)
			}
		})
	}
}

func TestVendorInfo(t *testing.T) {
	f := newFake(t, routes(map[string]http.HandlerFunc{pathVendorInfo: value(`{
		"sorting":[{"gameCategory":"RNG","vendorNames":[{"vassalage":"JL","displayName":"Jili","cardId":12,
			"key":"jl","mobileLargeIcon":"/media/jl.png","gameType":"RNG","accountTypeName":"JILI"},
			{"vassalage":"PG"}]}],
		"mapping":{"RNG":["JL","PG"]}}`)}))
	got, err := NewGames(newTestClient(t, f, nil).Client).VendorInfo(t.Context(), visitor)
	if err != nil {
		t.Fatal(err)
	}
	want := adapters.VendorInfo{
		Sorting: []adapters.CategoryVendors{{Category: "RNG", Vendors: []adapters.Vendor{
			{Code: "JL", Name: "Jili", Category: "RNG", IconURL: "/media/jl.png", CardID: "12", Key: "jl", AccountType: "JILI"},
			{Code: "PG", Name: "PG", Category: "RNG"},
		}}},
		Mapping: map[string][]string{"RNG": {"JL", "PG"}},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got  %+v\nwant %+v", got, want)
	}
	if q := f.lastRequest().URL.Query(); q.Get("merchant") != "M1" || q.Get("typeId") != "0" {
		t.Errorf("query = %v", q)
	}
}

func TestWinners(t *testing.T) {
	dhaka := time.FixedZone("BDT", 6*3600)
	f := newFake(t, routes(map[string]http.HandlerFunc{pathWinners: value(`[
		{"vo":{"iconUrl":"/media/ludo.png","gameName":"Ludo","gameTime":"2026-11-20 13:45:10","customerName":"ab***9","winAmount":1234.5},
		 "gameId":"JL0092","nodeId":"174856","vassalage":"JL","gameType":"RNG"},
		{"vo":{"gameName":"Rummy","gameTime":"yesterday","winAmount":10}}]`)}))
	c := newTestClient(t, f, func(o *Options) { o.Location = dhaka })
	got, err := NewGames(c.Client).Winners(t.Context(), visitor, 0)
	if err != nil {
		t.Fatal(err)
	}
	want := adapters.WinnerBoard{Items: []adapters.Winner{
		{
			Game:     adapters.Game{ID: "JL0092", NodeID: "174856", Category: "RNG", Vendor: "JL", Name: "Ludo", IconURL: "/media/ludo.png"},
			GameName: "Ludo", IconURL: "/media/ludo.png", Customer: "ab***9", Amount: decimal.RequireFromString("1234.5"),
			Time: time.Date(2026, 11, 20, 13, 45, 10, 0, dhaka),
		},
		{Game: adapters.Game{Name: "Rummy"}, GameName: "Rummy", Amount: decimal.NewFromInt(10)}, // unreadable time: zero, kept
	}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got  %+v\nwant %+v", got, want)
	}
	if q := f.lastRequest().URL.Query(); q.Get("limitNum") != "100" || q.Get("gameCategory") != "ALL" {
		t.Errorf("query = %v", q)
	}
}

func TestWinnersWrongAmountType(t *testing.T) {
	f := newFake(t, value(`[{"vo":{"winAmount":"lots"}}]`))
	_, err := NewGames(newTestClient(t, f, nil).Client).Winners(t.Context(), visitor, 10)
	if kind(err) != "unavailable" {
		t.Errorf("got %s (%v), want unavailable", kind(err), err)
	}
}

func TestHotMatches(t *testing.T) {
	f := newFake(t, routes(map[string]http.HandlerFunc{pathHotMatches: value(`{"gameName":"Sports","gameClassifyNew":"","matchList":[
		{"league":"BPL","homeTeam":"Dhaka","awayTeam":"Sylhet","homeTeamImageUrl":"/media/d.png","awayTeamImageUrl":"/media/s.png",
		 "matchTime":"2026-11-22T18:30:00+06:00","moneyLine":{"homeTeamOdds":1.85,"awayTeamOdds":2.1},
		 "vendor":"SB","gameId":"SB01","nodeId":9,"matchId":"m1","leagueId":44}]}`)}))
	got, err := NewGames(newTestClient(t, f, nil).Client).HotMatches(t.Context(), visitor)
	if err != nil {
		t.Fatal(err)
	}
	if len(got.Items) != 1 {
		t.Fatalf("got %d matches", len(got.Items))
	}
	m := got.Items[0]
	wantStart := time.Date(2026, 11, 22, 12, 30, 0, 0, time.UTC)
	if !m.StartsAt.Equal(wantStart) {
		t.Errorf("StartsAt = %v, want %v", m.StartsAt, wantStart)
	}
	m.StartsAt = time.Time{}
	want := adapters.HotMatch{
		League: "BPL", HomeTeam: "Dhaka", AwayTeam: "Sylhet", HomeImage: "/media/d.png", AwayImage: "/media/s.png",
		HomeOdds: 1.85, AwayOdds: 2.1, Vendor: "SB", GameID: "SB01", NodeID: "9", MatchID: "m1", LeagueID: "44",
	}
	if m != want {
		t.Errorf("got  %+v\nwant %+v", m, want)
	}
}
