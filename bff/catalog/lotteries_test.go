package catalog_test

import (
	"net/http"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/casinobff/bff/adapters/cached"
	"github.com/casinobff/bff/bff/bfftest"
	"github.com/casinobff/bff/bff/catalog"
)

// The fake upstream's lottery calls (docs/UPSTREAM.md, "Lottery lobby, news and live-chat hosts").
const (
	upLotteryMenus = "/lgw/games/game_menus"
	upLotteryDraw  = "/lgw/draw"
	upOpened       = "/lgw/games/opened/numero"
)

func lotteries(t *testing.T, s *bfftest.Stack) catalog.Lotteries {
	t.Helper()
	rec := s.Call(http.MethodGet, "/api/v1/lotteries", "")
	bfftest.WantStatus(t, rec, http.StatusOK)
	return bfftest.Decode[catalog.Lotteries](t, rec.Body.Bytes())
}

// The draws advance with the back office's clock and show within seconds: a lobby asked again
// within cached.DrawTTL is the same answer without an upstream call (the list with its menus
// too); a minute on, the one-minute lotteries have drawn the issue that was on sale.
func TestDrawsAdvanceWithTheClock(t *testing.T) {
	s := bfftest.NewStack(t)
	first := lotteries(t, s)
	if len(first.Items) != 5 {
		t.Fatalf("%d lotteries, want 5", len(first.Items))
	}
	fast := first.Items[0]
	if fast.Draws == nil || fast.Draws.Next == nil || fast.Draws.Latest == nil || len(fast.Draws.Previous) != 4 || len(fast.Menu) == 0 {
		t.Fatalf("the first lottery: %+v", fast)
	}
	for _, n := range fast.Draws.Latest.Numbers {
		if n < "1" || n > "6" || len(n) != 1 {
			t.Errorf("Fast 3 drew %v: three dice", fast.Draws.Latest.Numbers)
		}
	}
	hits := s.Fake.Hits()
	s.Clock.Advance(cached.DrawTTL - time.Second)
	if again := lotteries(t, s); again.Items[0].Draws.Latest.Issue != fast.Draws.Latest.Issue ||
		s.Fake.Hits()[upLotteryDraw] != hits[upLotteryDraw] || s.Fake.Hits()[upOpened] != hits[upOpened] {
		t.Errorf("within %s the draws were read again", cached.DrawTTL)
	}
	if n := s.Fake.Hits()[upLotteryMenus]; n != 1 {
		t.Errorf("the list was read %d times, want once", n)
	}
	s.Clock.Advance(time.Minute)
	later := lotteries(t, s).Items[0]
	if later.Draws.Latest.Issue != fast.Draws.Next.Issue {
		t.Errorf("a minute on, the latest issue is %s, want the one on sale before (%s)", later.Draws.Latest.Issue, fast.Draws.Next.Issue)
	}
	if later.Draws.Previous[0].Issue != fast.Draws.Latest.Issue || strings.Join(later.Draws.Previous[0].Numbers, ",") != strings.Join(fast.Draws.Latest.Numbers, ",") {
		t.Errorf("the issue drawn before changed: %+v, was %+v", later.Draws.Previous[0], fast.Draws.Latest)
	}
}

// A browser keeps the lotteries no longer than the BFF keeps their draws (the site asks again
// just after a draw), and per language; the news is the catalogue's.
func TestLotteriesAreKeptNoLongerThanTheirDraws(t *testing.T) {
	s := bfftest.NewStack(t)
	for path, want := range map[string]string{
		"/api/v1/lotteries":  "public, max-age=" + strconv.Itoa(int(cached.DrawTTL.Seconds())),
		"/api/v1/lobby-news": "public, max-age=30",
	} {
		rec := s.Call(http.MethodGet, path, "")
		bfftest.WantStatus(t, rec, http.StatusOK)
		if cc, vary := rec.Header().Get("Cache-Control"), rec.Header().Values("Vary"); cc != want || !strings.Contains(strings.Join(vary, ","), "Accept-Language") {
			t.Errorf("%s: Cache-Control %q, Vary %v; want %q, by Accept-Language", path, cc, vary, want)
		}
	}
}

// One lottery's draws failing leaves the others' and every menu: the lobby degrades by lottery.
func TestOneLotteryDegradesAlone(t *testing.T) {
	s := bfftest.NewStack(t)
	s.Scenario(bfftest.Failing(upOpened))
	out := lotteries(t, s)
	for _, l := range out.Items {
		if l.Draws != nil || len(l.Menu) == 0 {
			t.Errorf("%s: draws %+v, menu %v; want no draws, the menu", l.ID, l.Draws, l.Menu)
		}
	}
	s.Scenario(bfftest.Failing(upLotteryMenus))
	s.Clock.Advance(bfftest.CacheTTL + time.Second)
	if stale := lotteries(t, s); !stale.Stale || len(stale.Items) != 5 {
		t.Errorf("the list's upstream down past its freshness: stale %v, %d lotteries", stale.Stale, len(stale.Items))
	}
}

// The lobby's news is sanitised: the merchant's onclick does not reach the site.
func TestLobbyNewsIsSanitised(t *testing.T) {
	s := bfftest.NewStack(t)
	rec := s.Call(http.MethodGet, "/api/v1/lobby-news", "")
	bfftest.WantStatus(t, rec, http.StatusOK)
	news := bfftest.Decode[catalog.LobbyNews](t, rec.Body.Bytes())
	if len(news.Items) != 3 {
		t.Fatalf("%d news, want 3", len(news.Items))
	}
	for _, n := range news.Items {
		if strings.Contains(n.Content, "onclick") || strings.Contains(n.Content, "track(") {
			t.Errorf("%s keeps its handler: %s", n.ID, n.Content)
		}
	}
}
