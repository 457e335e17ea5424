package main

import (
	"fmt"

	"github.com/casinobff/bff/adapters/fakeupstream/internal/wire"
)

// The lottery lobby (a few of the catalogue's lottery games, with their menus and draw
// schedules), the game lobby's news, the live chat's hosts and the security questions, in both
// languages.

// menuItem is one group of a lottery's bets in both languages.
type menuItem struct {
	code string
	name text
}

var (
	menuBigSmall = menuItem{"BIG_SMALL", text{"বড়/ছোট", "Big/Small"}}
	menuOddEven  = menuItem{"ODD_EVEN", text{"বিজোড়/জোড়", "Odd/Even"}}
	menuLo       = menuItem{"LO", text{"লো", "Lo"}}
	menuDe       = menuItem{"DE", text{"দে", "De"}}
)

// lottery is one lottery of the lobby: a catalogue game, its menu and how it draws.
type lottery struct {
	gameID   string
	menus    []menuItem
	interval int // seconds between draws
	offset   int // seconds past midnight of the first draw
	balls    int
	min, max int
	distinct bool
	close    int // seconds before its draw an issue stops taking bets
}

// lotteryList is the lobby's lotteries in menu order: three one-minute games, a five-minute one
// and a daily one, so that a clock moved on by minutes or by a day shows new draws.
var lotteryList = []lottery{
	{
		gameID: "TCG0001", interval: 60, balls: 3, min: 1, max: 6, close: 5,
		menus: []menuItem{{"SUM", text{"যোগফল", "Sum"}}, menuBigSmall, {"TRIPLE", text{"ট্রিপল", "Triple"}}},
	},
	{
		gameID: "TCG0081", interval: 60, balls: 5, min: 0, max: 9, close: 5,
		menus: []menuItem{{"FIVE_STAR", text{"পাঁচ তারা", "Five stars"}}, menuBigSmall, menuOddEven},
	},
	{
		gameID: "TCG0379", interval: 60, balls: 10, min: 1, max: 10, distinct: true, close: 5,
		menus: []menuItem{{"POSITION", text{"অবস্থান", "Position"}}, {"CHAMPION_SUM", text{"চ্যাম্পিয়নের যোগফল", "Champion sum"}}, {"DRAGON_TIGER", text{"ড্রাগন/টাইগার", "Dragon/Tiger"}}},
	},
	{
		gameID: "TCGLOTTOVN0383", interval: 300, balls: 5, min: 0, max: 9, close: 15,
		menus: []menuItem{menuLo, menuDe, {"BA_CANG", text{"৩ কাং", "3 Cang"}}},
	},
	{
		gameID: "TCGLOTTOVN0285", interval: 24 * 60 * 60, offset: 18*60*60 + 15*60, balls: 5, min: 0, max: 9, close: 15 * 60,
		menus: []menuItem{menuLo, menuDe, {"XIEN", text{"জিয়েন", "Xien"}}},
	},
}

// lotteries is the lobby's list in each language, each lottery as its catalogue game names it.
func lotteries(cat *catalog) (map[string][]wire.Lottery, error) {
	out := map[string][]wire.Lottery{}
	for _, lang := range []string{"bn", "en"} {
		list := make([]wire.Lottery, 0, len(lotteryList))
		for _, l := range lotteryList {
			g, ok := cat.game(l.gameID)
			if !ok {
				return nil, fmt.Errorf("lottery %s is not in the catalogue", l.gameID)
			}
			menus := make([]wire.LotteryMenu, 0, len(l.menus))
			for _, m := range l.menus {
				menus = append(menus, wire.LotteryMenu{MenuCode: m.code, MenuName: m.name.in(lang)})
			}
			list = append(list, wire.Lottery{
				GameID: g.GameID, NodeID: g.NodeID, GameName: g.Name(), Vassalage: g.Vassalage, GameType: g.GameType,
				IconURL: g.IconURL, Menus: menus,
			})
		}
		out[lang] = list
	}
	return out, nil
}

// lotterySettings is how each lottery draws.
func lotterySettings() []wire.LotterySetting {
	out := make([]wire.LotterySetting, 0, len(lotteryList))
	for _, l := range lotteryList {
		out = append(out, wire.LotterySetting{
			GameID: l.gameID, Interval: l.interval, Offset: l.offset, Balls: l.balls, Min: l.min, Max: l.max,
			Distinct: l.distinct, CloseBefore: l.close,
		})
	}
	return out
}

// news is one item of the lobby's news in both languages.
type news struct {
	id             string
	title, content text
	published      string
	picture        string
}

// lobbyNewsItems are the lobby's news, newest first; the last one's HTML is careless, as a back
// office's can be (the BFF's sanitiser keeps its text and drops the handler).
var lobbyNewsItems = []news{
	{
		id: "N2003", published: "2026-11-20 09:30:00", picture: "/media/banners/news-lottery.jpg",
		title:   text{"নতুন: পাঁচ মিনিটের সুপার লটারি", "New: the five-minute super lottery"},
		content: text{"<p>প্রতি পাঁচ মিনিটে ড্র। <strong>লো</strong>, <strong>দে</strong> ও <strong>৩ কাং</strong> এ বাজি ধরুন।</p>", "<p>A draw every five minutes. Bet on <strong>Lo</strong>, <strong>De</strong> and <strong>3 Cang</strong>.</p>"},
	},
	{
		id: "N2002", published: "2026-11-18 18:00:00",
		title:   text{"মিয়েন বাক: সন্ধ্যা ৬টা ১৫ মিনিটে প্রতিদিনের ড্র", "Mien Bac: the daily draw at 18:15"},
		content: text{"<p>বাজি বন্ধ হয় ড্রয়ের ১৫ মিনিট আগে।</p>", "<p>Bets close fifteen minutes before the draw.</p>"},
	},
	{
		id: "N2001", published: "2026-11-15 12:00:00",
		title:   text{"স্লটে সাপ্তাহিক টুর্নামেন্ট", "Weekly slots tournament"},
		content: text{`<p onclick="track('news')">শীর্ষ ১০০ খেলোয়াড় ভাগ করে নেবেন ৳১,০০,০০০।</p>`, `<p onclick="track('news')">The top 100 players share ৳1,00,000.</p>`},
	},
}

// lobbyNews is the lobby's news in each language.
func lobbyNews() map[string][]wire.LobbyNews {
	out := map[string][]wire.LobbyNews{}
	for _, lang := range []string{"bn", "en"} {
		list := make([]wire.LobbyNews, 0, len(lobbyNewsItems))
		for _, n := range lobbyNewsItems {
			list = append(list, wire.LobbyNews{ID: n.id, Title: n.title.in(lang), Content: n.content.in(lang), PublishTime: n.published, ImageURL: n.picture})
		}
		out[lang] = list
	}
	return out
}

// host is one of the live chat's hosts.
type host struct {
	id, name  string
	intro     text
	online    bool
	languages []string
}

var liveHosts = []host{
	{id: "M101", name: "Nila", online: true, languages: []string{"bn", "en"}, intro: text{"জমা ও উত্তোলনের প্রশ্নে সাহায্য করি।", "I help with deposits and withdrawals."}},
	{id: "M102", name: "Tanvir", online: true, languages: []string{"bn"}, intro: text{"খেলা ও বোনাসের নিয়ম জানতে চান?", "Questions about games and bonuses?"}},
	{id: "M103", name: "Priya", online: false, languages: []string{"bn", "en"}, intro: text{"ভিআইপি সদস্যদের জন্য।", "For VIP members."}},
}

// liveModels is the live chat's hosts in each language, online first as the service lists them.
func liveModels() map[string][]wire.LiveModel {
	out := map[string][]wire.LiveModel{}
	for _, lang := range []string{"bn", "en"} {
		list := make([]wire.LiveModel, 0, len(liveHosts))
		for _, h := range liveHosts {
			list = append(list, wire.LiveModel{
				ModelID: h.id, Name: h.name, Avatar: "/media/models/" + h.id + ".svg", Intro: h.intro.in(lang),
				Online: h.online, Languages: h.languages,
			})
		}
		out[lang] = list
	}
	return out
}

// questions are the security questions a member may choose from.
var questions = []text{
	{"আপনার প্রথম স্কুলের নাম কী ছিল?", "What was the name of your first school?"},
	{"আপনি কোন শহরে জন্মেছিলেন?", "In which city were you born?"},
	{"আপনার মায়ের বিয়ের আগের পদবি কী?", "What is your mother's maiden name?"},
	{"আপনার প্রথম পোষা প্রাণীর নাম কী ছিল?", "What was the name of your first pet?"},
	{"আপনার প্রিয় খাবার কী?", "What is your favourite food?"},
	{"ছোটবেলার সবচেয়ে কাছের বন্ধুর নাম কী?", "Who was your best friend as a child?"},
}

// securityQuestions is the questions in each language, numbered from 1.
func securityQuestions() map[string][]wire.SecurityQuestion {
	out := map[string][]wire.SecurityQuestion{}
	for _, lang := range []string{"bn", "en"} {
		list := make([]wire.SecurityQuestion, 0, len(questions))
		for i, q := range questions {
			list = append(list, wire.SecurityQuestion{QuestionID: i + 1, Question: q.in(lang)})
		}
		out[lang] = list
	}
	return out
}

// game is the catalogue's game of that id.
func (c *catalog) game(id string) (wire.Game, bool) {
	for _, g := range c.games {
		if g.GameID == id {
			return g, true
		}
	}
	return wire.Game{}, false
}
