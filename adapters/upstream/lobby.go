package upstream

import (
	"context"
	"net/url"
	"strconv"
	"strings"

	"golang.org/x/sync/errgroup"

	"github.com/casinobff/bff/adapters"
)

// The lottery lobby and the lobby's news (docs/UPSTREAM.md, "Lottery lobby, news and live-chat
// hosts"): the lotteries with their menus, each lottery's issue on sale and its last draws, and
// the news. No trace shows their payloads; the shapes are chosen in the platform's style.
const (
	pathLotteryMenus  = "/lgw/games/game_menus"
	pathLotteryDraw   = "/lgw/draw"
	pathOpenedNumeros = "/lgw/games/opened/numero"
	pathLobbyNews     = "/wps/relay/GLS2_lobbyNews"
	pathLiveModels    = "/wps/relay/CBS_modelList"
)

// Lotteries reads the lobby's lotteries, each with its menu; one without a game id is left out
// (nothing could launch it).
func (g *Games) Lotteries(ctx context.Context, s adapters.Scope) (adapters.LotteryList, error) {
	var w []struct {
		GameID    wireID `json:"gameId"`
		NodeID    wireID `json:"nodeId"`
		GameName  string `json:"gameName"`
		Vassalage string `json:"vassalage"`
		GameType  string `json:"gameType"`
		IconURL   string `json:"iconUrl"`
		Menus     []struct {
			MenuCode string `json:"menuCode"`
			MenuName string `json:"menuName"`
		} `json:"menus"`
	}
	v := url.Values{"platform": {"html5"}}
	setIf(v, "language", s.Language)
	if err := g.c.Get(ctx, s, "Lotteries", pathLotteryMenus, v, &w); err != nil {
		return adapters.LotteryList{}, err
	}
	out := adapters.LotteryList{Items: make([]adapters.Lottery, 0, len(w))}
	for _, l := range w {
		if l.GameID == "" {
			continue
		}
		lot := adapters.Lottery{
			GameID: string(l.GameID), NodeID: string(l.NodeID), Name: l.GameName, Vendor: l.Vassalage,
			Category: strings.ToUpper(l.GameType), Icon: l.IconURL, Menu: make([]adapters.LotteryMenuItem, 0, len(l.Menus)),
		}
		for _, m := range l.Menus {
			if m.MenuCode != "" {
				lot.Menu = append(lot.Menu, adapters.LotteryMenuItem{Code: m.MenuCode, Name: m.MenuName})
			}
		}
		out.Items = append(out.Items, lot)
	}
	return out, nil
}

// LotteryDraws reads, at once, a lottery's issue on sale and its last adapters.DrawsShown draws.
// An issue on sale without a number reads as none (the lottery takes no bets now).
func (g *Games) LotteryDraws(ctx context.Context, s adapters.Scope, gameID string) (adapters.LotteryDraws, error) {
	var next struct {
		Numero    string `json:"numero"`
		CloseTime string `json:"closeTime"`
		DrawTime  string `json:"drawTime"`
	}
	var opened []struct {
		Numero      string `json:"numero"`
		OpenNumbers string `json:"openNumbers"`
		OpenTime    string `json:"openTime"`
	}
	q := url.Values{"gameId": {gameID}}
	e, ectx := errgroup.WithContext(ctx)
	e.Go(func() error { return g.c.Get(ectx, s, "LotteryDraw", pathLotteryDraw, q, &next) })
	e.Go(func() error {
		v := url.Values{"gameId": {gameID}, "size": {strconv.Itoa(adapters.DrawsShown)}}
		return g.c.Get(ectx, s, "LotteryResults", pathOpenedNumeros, v, &opened)
	})
	if err := e.Wait(); err != nil {
		return adapters.LotteryDraws{}, err
	}
	loc := g.c.Location()
	out := adapters.LotteryDraws{GameID: gameID, Drawn: make([]adapters.LotteryResult, 0, len(opened))}
	if next.Numero != "" {
		out.Next = adapters.LotteryIssue{
			Issue: next.Numero, ClosesAt: wireTime(wallClock, next.CloseTime, loc), DrawsAt: wireTime(wallClock, next.DrawTime, loc),
		}
	}
	for _, o := range opened {
		if o.Numero == "" || o.OpenNumbers == "" {
			continue // not drawn yet, whatever the list says
		}
		numbers := strings.Split(o.OpenNumbers, ",")
		for i, n := range numbers {
			numbers[i] = strings.TrimSpace(n)
		}
		out.Drawn = append(out.Drawn, adapters.LotteryResult{Issue: o.Numero, Numbers: numbers, DrawnAt: wireTime(wallClock, o.OpenTime, loc)})
	}
	return out, nil
}

// LobbyNews reads the lobby's news; an item without a title is left out.
func (g *Games) LobbyNews(ctx context.Context, s adapters.Scope) (adapters.LobbyNews, error) {
	var w []struct {
		NewsID      wireID `json:"newsId"`
		Title       string `json:"title"`
		Content     string `json:"content"`
		PublishTime string `json:"publishTime"`
		ImageURL    string `json:"imageUrl"`
	}
	v := url.Values{}
	setIf(v, "language", s.Language)
	if err := g.c.Get(ctx, s, "LobbyNews", pathLobbyNews, v, &w); err != nil {
		return adapters.LobbyNews{}, err
	}
	out := adapters.LobbyNews{Items: make([]adapters.LobbyNewsItem, 0, len(w))}
	for _, n := range w {
		if n.Title == "" {
			continue
		}
		out.Items = append(out.Items, adapters.LobbyNewsItem{
			ID: string(n.NewsID), Title: n.Title, Content: n.Content, Image: n.ImageURL,
			PublishedAt: wireTime(wallClock, n.PublishTime, g.c.Location()),
		})
	}
	return out, nil
}

// LiveModels reads the live chat's hosts (module CBS3, as every chat call); one without an id
// or a name is left out.
func (ct *Content) LiveModels(ctx context.Context, s adapters.Scope) (adapters.LiveModels, error) {
	var w []struct {
		ModelID   wireID   `json:"modelId"`
		Name      string   `json:"name"`
		Avatar    string   `json:"avatar"`
		Intro     string   `json:"intro"`
		Online    bool     `json:"online"`
		Languages []string `json:"languages"`
	}
	v := url.Values{}
	setIf(v, "language", s.Language)
	call := Call{Op: "LiveModels", Path: pathLiveModels, Query: v, Module: moduleChat}
	if err := ct.c.Do(ctx, s, call, &w); err != nil {
		return adapters.LiveModels{}, err
	}
	out := adapters.LiveModels{Items: make([]adapters.LiveModel, 0, len(w))}
	for _, m := range w {
		if m.ModelID == "" || m.Name == "" {
			continue
		}
		out.Items = append(out.Items, adapters.LiveModel{
			ID: string(m.ModelID), Name: m.Name, Avatar: m.Avatar, Intro: m.Intro, Online: m.Online, Languages: m.Languages,
		})
	}
	return out, nil
}
