package upstream

import (
	"bytes"
	"context"
	"net/url"
	"strconv"
	"time"

	json "github.com/goccy/go-json"
	"github.com/shopspring/decimal"

	"github.com/casinobff/bff/adapters"
)

// The game aggregator's calls, named here and nowhere else.
const (
	pathGameList   = "/wps/relay/GCSGAME_gameList"
	pathHotGames   = "/wps/relay/GCSGAME_hotGamesV2"
	pathVendorInfo = "/wps/relay/GCSGAME_getVassGameType"
	pathWinners    = "/wps/relay/GCSGAME_getRankList"
	pathHotMatches = "/lgw/games/popular"

	defaultWinnerLimit = 100
)

// Games is adapters.GameCatalog over the platform protocol.
type Games struct{ c *Client }

var _ adapters.GameCatalog = (*Games)(nil)

// NewGames reads the catalogue through c, a Client for the site's games backend.
func NewGames(c *Client) *Games { return &Games{c: c} }

// ListGames reads one page of the game list.
func (g *Games) ListGames(ctx context.Context, s adapters.Scope, q adapters.GameQuery) (adapters.GamePage, error) {
	page := max(q.Page, 1)
	v := url.Values{
		"merchant":   {g.c.Merchant()},
		"platform":   {"html5"},
		"pageNo":     {strconv.Itoa(page)},
		"clientType": {"2"},
	}
	setIf(v, "gameName", q.Name)
	setIf(v, "gameType", q.Category)
	setIf(v, "vassalage", q.Vendor)
	setIf(v, "gameClassify", q.Classify)
	setIf(v, "language", s.Language)
	if q.PageSize > 0 {
		v.Set("pageSize", strconv.Itoa(q.PageSize))
	}
	if q.MinBet > 0 {
		v.Set("minBet", strconv.FormatFloat(q.MinBet, 'f', -1, 64))
	}
	if q.MinLine > 0 {
		v.Set("minLine", strconv.Itoa(q.MinLine))
	}
	var w wireGameList
	if err := g.c.Get(ctx, s, "ListGames", pathGameList, v, &w); err != nil {
		return adapters.GamePage{}, err
	}
	if w.PageNum > 0 {
		page = w.PageNum
	}
	return adapters.GamePage{Games: mapGames(w.Games), Page: page, TotalPages: w.TotalPages}, nil
}

// HotGames reads the hot games, optionally filtered by name.
func (g *Games) HotGames(ctx context.Context, s adapters.Scope, name string) (adapters.GameList, error) {
	v := url.Values{"isPlatform": {"2"}, "platform": {"html5"}}
	setIf(v, "language", s.Language)
	setIf(v, "gameName", name)
	var w wireGameList
	if err := g.c.Get(ctx, s, "HotGames", pathHotGames, v, &w); err != nil {
		return adapters.GameList{}, err
	}
	return adapters.GameList{Items: mapGames(w.Games)}, nil
}

// VendorInfo reads the vendors by category, in the merchant's order.
func (g *Games) VendorInfo(ctx context.Context, s adapters.Scope) (adapters.VendorInfo, error) {
	v := url.Values{"typeId": {"0"}, "merchant": {g.c.Merchant()}}
	var w wireVendorInfo
	if err := g.c.Get(ctx, s, "VendorInfo", pathVendorInfo, v, &w); err != nil {
		return adapters.VendorInfo{}, err
	}
	info := adapters.VendorInfo{
		Sorting: make([]adapters.CategoryVendors, 0, len(w.Sorting)),
		Mapping: w.Mapping,
	}
	if info.Mapping == nil {
		info.Mapping = map[string][]string{}
	}
	for _, cat := range w.Sorting {
		vendors := make([]adapters.Vendor, 0, len(cat.VendorNames))
		for _, wv := range cat.VendorNames {
			vendors = append(vendors, wv.domain(cat.GameCategory))
		}
		info.Sorting = append(info.Sorting, adapters.CategoryVendors{Category: cat.GameCategory, Vendors: vendors})
	}
	return info, nil
}

// Winners reads the winner board, at most limit entries (100 when limit is not positive).
func (g *Games) Winners(ctx context.Context, s adapters.Scope, limit int) (adapters.WinnerBoard, error) {
	if limit <= 0 {
		limit = defaultWinnerLimit
	}
	v := url.Values{"gameCategory": {"ALL"}, "limitNum": {strconv.Itoa(limit)}}
	setIf(v, "language", s.Language)
	var w []wireWinner
	if err := g.c.Get(ctx, s, "Winners", pathWinners, v, &w); err != nil {
		return adapters.WinnerBoard{}, err
	}
	out := make([]adapters.Winner, 0, len(w))
	for _, ww := range w {
		out = append(out, adapters.Winner{
			Game: adapters.Game{
				ID:       string(ww.GameID),
				NodeID:   string(ww.NodeID),
				Category: ww.GameType,
				Vendor:   ww.Vassalage,
				Name:     ww.Vo.GameName,
				IconURL:  ww.Vo.IconURL,
			},
			GameName: ww.Vo.GameName,
			IconURL:  ww.Vo.IconURL,
			Time:     wireTime(wallClock, ww.Vo.GameTime, g.c.Location()),
			Customer: ww.Vo.CustomerName,
			Amount:   ww.Vo.WinAmount,
		})
	}
	return adapters.WinnerBoard{Items: out}, nil
}

// HotMatches reads the featured sports matches.
func (g *Games) HotMatches(ctx context.Context, s adapters.Scope) (adapters.MatchList, error) {
	v := url.Values{}
	setIf(v, "language", s.Language)
	var w wireHotMatches
	if err := g.c.Get(ctx, s, "HotMatches", pathHotMatches, v, &w); err != nil {
		return adapters.MatchList{}, err
	}
	out := make([]adapters.HotMatch, 0, len(w.MatchList))
	for _, m := range w.MatchList {
		out = append(out, adapters.HotMatch{
			League:    m.League,
			HomeTeam:  m.HomeTeam,
			AwayTeam:  m.AwayTeam,
			HomeImage: m.HomeTeamImageURL,
			AwayImage: m.AwayTeamImageURL,
			StartsAt:  wireTime(time.RFC3339, m.MatchTime, g.c.Location()),
			HomeOdds:  m.MoneyLine.HomeTeamOdds,
			AwayOdds:  m.MoneyLine.AwayTeamOdds,
			Vendor:    m.Vendor,
			GameID:    string(m.GameID),
			NodeID:    string(m.NodeID),
			MatchID:   string(m.MatchID),
			LeagueID:  string(m.LeagueID),
		})
	}
	return adapters.MatchList{Items: out}, nil
}

func setIf(v url.Values, key, value string) {
	if value != "" {
		v.Set(key, value)
	}
}

type wireGame struct {
	GameID          wireID `json:"gameId"`
	NodeID          wireID `json:"nodeId"`
	GameType        string `json:"gameType"`
	Vassalage       string `json:"vassalage"`
	Vendor          string `json:"vendor"`
	GameName        string `json:"gameName"`
	NodeName        string `json:"nodeName"`
	DisplayName     string `json:"displayName"`
	SupportPlay     bool   `json:"supportPlay"`
	RoomID          wireID `json:"roomId"`
	GameClassifyNew string `json:"gameClassifyNew"`
	IconURL         string `json:"iconUrl"`
	ShowIcon        string `json:"showIcon"`
	IsHot           int    `json:"isHot"`
}

func (w wireGame) domain() adapters.Game {
	return adapters.Game{
		ID:            string(w.GameID),
		NodeID:        string(w.NodeID),
		Category:      w.GameType,
		Vendor:        firstOf(w.Vassalage, w.Vendor),
		VendorName:    w.Vendor,
		Name:          firstOf(w.DisplayName, w.GameName, w.NodeName),
		IconURL:       firstOf(w.IconURL, w.ShowIcon),
		Classify:      w.GameClassifyNew,
		RoomID:        string(w.RoomID),
		SupportsTrial: w.SupportPlay,
		Hot:           w.IsHot == 1,
	}
}

func mapGames(ws []wireGame) []adapters.Game {
	out := make([]adapters.Game, 0, len(ws))
	for _, w := range ws {
		out = append(out, w.domain())
	}
	return out
}

func firstOf(vs ...string) string {
	for _, v := range vs {
		if v != "" {
			return v
		}
	}
	return ""
}

// wireGameList is a list of games as any of the game calls sends it: a bare array, or a page
// object carrying the list under "games", "content" or "list".
type wireGameList struct {
	Games      []wireGame
	PageNum    int
	TotalPages int
}

func (l *wireGameList) UnmarshalJSON(b []byte) error {
	if b = bytes.TrimSpace(b); len(b) > 0 && b[0] == '[' {
		return json.Unmarshal(b, &l.Games)
	}
	var page struct {
		Games      []wireGame `json:"games"`
		Content    []wireGame `json:"content"`
		List       []wireGame `json:"list"`
		PageNum    int        `json:"pageNum"`
		TotalPages int        `json:"totalPages"`
	}
	if err := json.Unmarshal(b, &page); err != nil {
		return err
	}
	switch {
	case page.Games != nil:
		l.Games = page.Games
	case page.Content != nil:
		l.Games = page.Content
	default:
		l.Games = page.List
	}
	l.PageNum, l.TotalPages = page.PageNum, page.TotalPages
	return nil
}

type wireVendor struct {
	Vassalage       string `json:"vassalage"`
	DisplayName     string `json:"displayName"`
	GameCategory    string `json:"gameCategory"`
	CardID          wireID `json:"cardId"`
	Key             string `json:"key"`
	MobileLargeIcon string `json:"mobileLargeIcon"`
	GameType        string `json:"gameType"`
	AccountTypeName string `json:"accountTypeName"`
}

func (w wireVendor) domain(category string) adapters.Vendor {
	return adapters.Vendor{
		Code:        w.Vassalage,
		Name:        firstOf(w.DisplayName, w.Vassalage),
		Category:    firstOf(w.GameCategory, w.GameType, category),
		IconURL:     w.MobileLargeIcon,
		CardID:      string(w.CardID),
		Key:         w.Key,
		AccountType: w.AccountTypeName,
	}
}

type wireVendorInfo struct {
	Sorting []struct {
		GameCategory string       `json:"gameCategory"`
		VendorNames  []wireVendor `json:"vendorNames"`
	} `json:"sorting"`
	Mapping map[string][]string `json:"mapping"`
}

type wireWinner struct {
	Vo struct {
		IconURL      string          `json:"iconUrl"`
		GameName     string          `json:"gameName"`
		GameTime     string          `json:"gameTime"`
		CustomerName string          `json:"customerName"`
		WinAmount    decimal.Decimal `json:"winAmount"` // a JSON number, read exactly
	} `json:"vo"`
	GameID    wireID `json:"gameId"`
	NodeID    wireID `json:"nodeId"`
	Vassalage string `json:"vassalage"`
	GameType  string `json:"gameType"`
}

type wireHotMatches struct {
	GameName        string         `json:"gameName"`
	GameClassifyNew string         `json:"gameClassifyNew"`
	MatchList       []wireHotMatch `json:"matchList"`
}

type wireHotMatch struct {
	League           string `json:"league"`
	HomeTeam         string `json:"homeTeam"`
	AwayTeam         string `json:"awayTeam"`
	HomeTeamImageURL string `json:"homeTeamImageUrl"`
	AwayTeamImageURL string `json:"awayTeamImageUrl"`
	MatchTime        string `json:"matchTime"`
	MoneyLine        struct {
		HomeTeamOdds float64 `json:"homeTeamOdds"`
		AwayTeamOdds float64 `json:"awayTeamOdds"`
	} `json:"moneyLine"`
	Vendor   string `json:"vendor"`
	GameID   wireID `json:"gameId"`
	NodeID   wireID `json:"nodeId"`
	MatchID  wireID `json:"matchId"`
	LeagueID wireID `json:"leagueId"`
}
