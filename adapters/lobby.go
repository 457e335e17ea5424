package adapters

import (
	"context"
	"time"
)

// The game lobby's public reads beyond the game lists: the lotteries with their menus and
// draws, and the lobby's news (the games backend), and the live chat's hosts (the content
// backend). Each answer carries its Source, as the catalogue's do.

// LotteryMenuItem is one group of bets of a lottery's menu.
type LotteryMenuItem struct {
	Code string
	Name string
}

// Lottery is one lottery of the lobby: the catalogue game it launches as, and its menu.
type Lottery struct {
	GameID   string
	NodeID   string
	Name     string
	Vendor   string // vassalage
	Category string // gameType: ELOTT or LOTT
	Icon     string
	Menu     []LotteryMenuItem
}

// LotteryList is the lobby's lotteries in menu order.
type LotteryList struct {
	Items []Lottery
	Source
}

// LotteryIssue is the issue of a lottery taking bets now.
type LotteryIssue struct {
	Issue    string
	ClosesAt time.Time // bets stop
	DrawsAt  time.Time
}

// LotteryResult is one issue drawn and its opened numbers, as the lottery writes them.
type LotteryResult struct {
	Issue   string
	Numbers []string
	DrawnAt time.Time
}

// LotteryDraws are one lottery's draws: the issue on sale and the last ones drawn, newest
// first.
type LotteryDraws struct {
	GameID string
	Next   LotteryIssue // zero when the lottery takes no bets now
	Drawn  []LotteryResult
	Source
}

// LobbyNewsItem is one item of the lobby's news. Content is the merchant's HTML, unsanitised.
type LobbyNewsItem struct {
	ID          string
	Title       string
	Content     string
	Image       string
	PublishedAt time.Time
}

// LobbyNews is the lobby's news, newest first.
type LobbyNews struct {
	Items []LobbyNewsItem
	Source
}

// LiveModel is one host of the live chat.
type LiveModel struct {
	ID        string
	Name      string
	Avatar    string
	Intro     string
	Online    bool
	Languages []string
}

// LiveModels are the live chat's hosts, in the chat service's order.
type LiveModels struct {
	Items []LiveModel
	Source
}

// DrawsShown is how many drawn issues of each lottery the BFF asks for.
const DrawsShown = 5

// Lobby is the games backend's lottery lobby and news.
type Lobby interface {
	// Lotteries reads the lobby's lotteries with their menus, in s's language.
	Lotteries(ctx context.Context, s Scope) (LotteryList, error)
	// LotteryDraws reads a lottery's issue on sale and its last DrawsShown draws.
	LotteryDraws(ctx context.Context, s Scope, gameID string) (LotteryDraws, error)
	// LobbyNews reads the lobby's news in s's language.
	LobbyNews(ctx context.Context, s Scope) (LobbyNews, error)
}

// LiveChatHosts is the content backend's list of the live chat's hosts.
type LiveChatHosts interface {
	LiveModels(ctx context.Context, s Scope) (LiveModels, error)
}

func (l LotteryList) WithSource(s Source) LotteryList   { l.Source = s; return l }
func (d LotteryDraws) WithSource(s Source) LotteryDraws { d.Source = s; return d }
func (n LobbyNews) WithSource(s Source) LobbyNews       { n.Source = s; return n }
func (m LiveModels) WithSource(s Source) LiveModels     { m.Source = s; return m }
