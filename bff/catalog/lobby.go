package catalog

import (
	"context"
	"strconv"
	"sync"

	"github.com/labstack/echo/v4"

	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/adapters/cached"
	"github.com/casinobff/bff/bff/httpx"
	"github.com/casinobff/bff/bff/kit"
	"github.com/casinobff/bff/bff/richtext"
	"github.com/casinobff/bff/bff/sites"
)

// The lottery lobby (GET /api/v1/lotteries) and the game lobby's news (GET /api/v1/lobby-news):
// public, per language, through the catalogue cache like the rest of the catalogue. A lottery's
// draws come from a layer of the cache that keeps them a few seconds only (adapters/cached), so
// a new issue shows within seconds of its draw; each lottery's draws are read at once and
// degrade alone: a lottery whose draws cannot be read is listed with draws null.

// registerLobby adds the lobby's routes.
func (h handlers) registerLobby(g *echo.Group) {
	g.GET("/lotteries", h.lotteries)
	g.GET("/lobby-news", h.lobbyNews)
}

// LotteryMenuItem is one group of a lottery's bets.
type LotteryMenuItem struct {
	Code string `json:"code"`
	Name string `json:"name"`
}

// LotteryIssue is the issue taking bets now.
type LotteryIssue struct {
	Issue    string `json:"issue"`
	ClosesAt string `json:"closesAt"`
	DrawsAt  string `json:"drawsAt"`
}

// LotteryResult is an issue drawn and its opened numbers, as the lottery writes them.
type LotteryResult struct {
	Issue   string   `json:"issue"`
	Numbers []string `json:"numbers"`
	DrawnAt string   `json:"drawnAt"`
}

// LotteryDraws are a lottery's draws: the issue on sale (null when it takes no bets now), the
// latest issue drawn (null before its first draw) and the ones before it, newest first.
type LotteryDraws struct {
	Next     *LotteryIssue   `json:"next"`
	Latest   *LotteryResult  `json:"latest"`
	Previous []LotteryResult `json:"previous"`
}

// Lottery is one lottery of the lobby: the game POST /launches opens (id, nodeId, vendor,
// category), its menu and its draws (null when they cannot be read now).
type Lottery struct {
	ID       string            `json:"id"`
	NodeID   string            `json:"nodeId"`
	Category string            `json:"category"`
	Vendor   string            `json:"vendor"`
	Name     string            `json:"name"`
	Icon     string            `json:"icon"`
	Menu     []LotteryMenuItem `json:"menu"`
	Draws    *LotteryDraws     `json:"draws"`
}

// Lotteries is the answer of GET /lotteries.
type Lotteries struct {
	Items []Lottery `json:"items"`
	Stale bool      `json:"stale"`
}

// drawRead is one lottery's draws as read.
type drawRead struct {
	draws adapters.LotteryDraws
	err   error
}

// drawsCacheControl lets a browser or a shared cache keep the lotteries no longer than the BFF
// keeps a lottery's draws: the site asks again just after a draw, and the catalogue's 30 seconds
// would answer it from the browser's cache with the draw before.
var drawsCacheControl = "public, max-age=" + strconv.Itoa(int(cached.DrawTTL.Seconds()))

// lotteries answers the lobby's lotteries with their draws, read at once.
func (h handlers) lotteries(c echo.Context) error {
	cat, scope := h.Catalogues.Of(c), kit.Scope(c)
	list, err := cat.Lotteries(kit.Ctx(c), scope)
	if err != nil {
		return err
	}
	reads := make([]drawRead, len(list.Items))
	var wg sync.WaitGroup
	for i, l := range list.Items {
		wg.Go(func() {
			d, err := cat.LotteryDraws(kit.Ctx(c), scope, l.GameID)
			reads[i] = drawRead{draws: d, err: err}
		})
	}
	wg.Wait()
	// The answer is built from the list and every draw that answered: a lottery whose draws
	// failed adds no entry, so its encoding is never the one of a complete answer.
	from := make(adapters.Sources, 0, 1+len(reads))
	from = append(from, list.Source)
	for _, r := range reads {
		if r.err == nil {
			from = append(from, r.draws.Source)
		}
	}
	httpx.CatalogueCache(c)
	c.Response().Header().Set(echo.HeaderCacheControl, drawsCacheControl)
	return h.Rendered.JSON(c, from, sites.Variant(c), "", func() any {
		out := Lotteries{Items: make([]Lottery, 0, len(list.Items)), Stale: from.Stale()}
		for i, l := range list.Items {
			out.Items = append(out.Items, lotteryOf(c, l, reads[i]))
		}
		return out
	})
}

func lotteryOf(c echo.Context, l adapters.Lottery, r drawRead) Lottery {
	out := Lottery{
		ID: l.GameID, NodeID: l.NodeID, Category: l.Category, Vendor: l.Vendor, Name: l.Name, Icon: l.Icon,
		Menu: make([]LotteryMenuItem, 0, len(l.Menu)),
	}
	for _, m := range l.Menu {
		out.Menu = append(out.Menu, LotteryMenuItem{Code: m.Code, Name: m.Name})
	}
	if r.err != nil {
		return out
	}
	d := &LotteryDraws{Previous: []LotteryResult{}}
	if n := r.draws.Next; n.Issue != "" {
		d.Next = &LotteryIssue{Issue: n.Issue, ClosesAt: kit.Time(c, n.ClosesAt), DrawsAt: kit.Time(c, n.DrawsAt)}
	}
	for i, res := range r.draws.Drawn {
		v := LotteryResult{Issue: res.Issue, Numbers: res.Numbers, DrawnAt: kit.Time(c, res.DrawnAt)}
		if i == 0 {
			d.Latest = &v
			continue
		}
		d.Previous = append(d.Previous, v)
	}
	out.Draws = d
	return out
}

// NewsItem is one item of the lobby's news.
type NewsItem struct {
	ID          string `json:"id"`
	Title       string `json:"title"`
	Content     string `json:"content"` // the merchant's HTML, sanitised (package richtext)
	Image       string `json:"image,omitempty"`
	PublishedAt string `json:"publishedAt,omitempty"`
}

// LobbyNews is the answer of GET /lobby-news.
type LobbyNews struct {
	Items []NewsItem `json:"items"`
	Stale bool       `json:"stale"`
}

// lobbyNews answers the lobby's news, newest first, their HTML sanitised.
func (h handlers) lobbyNews(c echo.Context) error {
	news, err := h.Catalogues.Of(c).LobbyNews(kit.Ctx(c), kit.Scope(c))
	if err != nil {
		return err
	}
	return h.public(c, adapters.Sources{news.Source}, "", func() any {
		out := LobbyNews{Items: make([]NewsItem, 0, len(news.Items)), Stale: news.Stale}
		for _, n := range news.Items {
			item := NewsItem{ID: n.ID, Title: richtext.Text(n.Title), Content: richtext.HTML(n.Content), PublishedAt: kit.Time(c, n.PublishedAt)}
			if richtext.SafeSource(n.Image) {
				item.Image = n.Image
			}
			out.Items = append(out.Items, item)
		}
		return out
	})
}

// lobbyReads is the lobby's part of the catalogue, as this feature calls it.
type lobbyReads interface {
	Lotteries(ctx context.Context, s adapters.Scope) (adapters.LotteryList, error)
	LotteryDraws(ctx context.Context, s adapters.Scope, gameID string) (adapters.LotteryDraws, error)
	LobbyNews(ctx context.Context, s adapters.Scope) (adapters.LobbyNews, error)
}
