package bff

import (
	"context"
	"net/http"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/bff/catalog"
	"github.com/casinobff/bff/bff/httpx"
	"github.com/casinobff/bff/bff/launch"
	"github.com/casinobff/bff/bff/session"
	"github.com/casinobff/bff/bff/sites"
)

// fakePlayer is the player's backends in memory, for what the fake upstream's fixtures cannot
// show (another vendor mapping, a long list); it keeps the launches it was asked for.
type fakePlayer struct {
	behaviour
	favourites []adapters.Game
	launches   []adapters.LaunchRequest
}

func (f *fakePlayer) IDs(ctx context.Context, s adapters.Scope, limit int) ([]string, error) {
	if err := f.before(ctx, s, "IDs"); err != nil {
		return nil, err
	}
	var ids []string
	for _, g := range f.favourites[:min(limit, len(f.favourites))] {
		ids = append(ids, g.NodeID)
	}
	return ids, nil
}

func (f *fakePlayer) List(ctx context.Context, s adapters.Scope, q adapters.MemberListQuery) (adapters.GamePage, error) {
	if err := f.before(ctx, s, "List"); err != nil {
		return adapters.GamePage{}, err
	}
	from := min((q.Page-1)*q.PageSize, len(f.favourites))
	to := min(from+q.PageSize, len(f.favourites))
	return adapters.GamePage{Games: f.favourites[from:to], Page: q.Page, TotalPages: (len(f.favourites) + q.PageSize - 1) / q.PageSize}, nil
}

func (f *fakePlayer) Add(ctx context.Context, s adapters.Scope, _ adapters.GameRef) error {
	return f.before(ctx, s, "Add")
}

func (f *fakePlayer) Remove(ctx context.Context, s adapters.Scope, _ adapters.GameRef) error {
	return f.before(ctx, s, "Remove")
}

func (f *fakePlayer) Launch(ctx context.Context, s adapters.Scope, r adapters.LaunchRequest) (string, error) {
	if err := f.before(ctx, s, "Launch"); err != nil {
		return "", err
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	f.launches = append(f.launches, r)
	return "https://games.example/" + r.Game.GameID, nil
}

func (f *fakePlayer) TrialLaunch(ctx context.Context, s adapters.Scope, r adapters.LaunchRequest) (string, error) {
	if err := f.before(ctx, s, "TrialLaunch"); err != nil {
		return "", err
	}
	return "https://games.example/trial/" + r.Game.GameID, nil
}

// recentOf is the fake's recent games: the favourites list stands in for them.
type recentOf struct{ *fakePlayer }

func (r recentOf) Add(ctx context.Context, s adapters.Scope, _ adapters.GameRef) error {
	return r.before(ctx, s, "AddRecent")
}

// withPlayer gives the harness's site p and seals sessions with testSealer.
func withPlayer(p *fakePlayer) harnessOption {
	return func(o *Options) {
		st := o.Backends.(sites.Static)
		a := st["demo"]
		a.Player = adapters.Player{Favourites: p, Recent: recentOf{p}, Launcher: p}
		st["demo"] = a
		o.Sessions = testSealer
	}
}

// sessionFor is a session of merchant, as the login would seal it.
func sessionFor(merchant string) session.Session {
	return session.Session{Token: "tok-" + merchant, UserName: "demo01", Merchant: merchant, Expiry: time.Now().Add(time.Hour)}
}

// memberHeader is a harness request's header with a session of the demo site, for a write.
func memberHeader(t *testing.T) http.Header {
	t.Helper()
	sealed, err := testSealer.Seal(sessionFor("DEMO"))
	if err != nil {
		t.Fatal(err)
	}
	return http.Header{
		"Cookie": {session.LocalCookieName + "=" + sealed}, "X-Csrf": {"1"},
		"Origin": {"http://demo.test"}, "Content-Type": {"application/json"},
	}
}

func TestLotteryPrizeMode(t *testing.T) {
	tests := []struct {
		name    string
		mapping []string // the vendor info's ELOTT vendors
		fails   bool     // the vendor info is unavailable
		want    adapters.PrizeMode
	}{
		{"TCG_LOTTO_VN", []string{"TCG", "TCG_LOTTO_VN"}, false, adapters.PrizeElott},
		{"LOTT", []string{"LOTT"}, false, adapters.PrizeElott},
		{"other vendors", []string{"TCG"}, false, adapters.PrizeLott},
		{"no ELOTT vendors", nil, false, adapters.PrizeLott},
		{"vendor info unavailable: the default", nil, true, adapters.PrizeElott},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := &fakePlayer{}
			h := newHarness(t, withPlayer(p))
			h.catalog.info.Mapping["ELOTT"] = tt.mapping
			if tt.fails {
				h.catalog.failOn("VendorInfo", adapters.ErrUnavailable)
			}
			body := `{"gameId":"TCG0001","nodeId":"188356","vendor":"TCG","category":"ELOTT"}`
			rec := h.do(http.MethodPost, "/api/v1/launches", memberHeader(t), strings.NewReader(body))
			wantStatus(t, rec, http.StatusOK)
			got := decode[launch.Launch](t, rec.Body.Bytes())
			if got.Mode != launch.ModeLottery || got.PrizeMode != map[adapters.PrizeMode]string{adapters.PrizeElott: "elott", adapters.PrizeLott: "lott"}[tt.want] {
				t.Errorf("answer %+v, want prize mode %s", got, tt.want)
			}
			if len(p.launches) != 1 || p.launches[0].PrizeMode != tt.want {
				t.Errorf("launched %+v, want prize mode %s upstream", p.launches, tt.want)
			}
		})
	}
}

// A name search over a long favourites list finds matches past the first upstream page.
func TestFavouritesSearchReadsEveryFavourite(t *testing.T) {
	p := &fakePlayer{}
	for i := 1; i <= 40; i++ {
		p.favourites = append(p.favourites, rngGame(i))
	}
	h := newHarness(t, withPlayer(p))
	rec := h.do(http.MethodGet, "/api/v1/favourites/games?name=slot%203", memberHeader(t), nil)
	wantStatus(t, rec, http.StatusOK)
	page := decode[catalog.GamePage](t, rec.Body.Bytes())
	var names []string
	for _, g := range page.Items {
		names = append(names, g.Name)
	}
	if want := []string{"Slot 30", "Slot 31", "Slot 32", "Slot 33", "Slot 34", "Slot 35", "Slot 36", "Slot 37", "Slot 38", "Slot 39"}; !slices.Equal(names, want) || page.TotalPages != 1 {
		t.Errorf("got %v of %d pages, want %v on one page", names, page.TotalPages, want)
	}
	rec = h.do(http.MethodGet, "/api/v1/favourites/games?page=3", memberHeader(t), nil)
	if page := decode[catalog.GamePage](t, rec.Body.Bytes()); len(page.Items) != 10 || page.TotalPages != 3 {
		t.Errorf("page 3 of 15: %d items of %d pages", len(page.Items), page.TotalPages)
	}
}

// A site configured without a member backend answers unavailable, not a crash.
func TestPlayerBackendMissing(t *testing.T) {
	h := newHarness(t, func(o *Options) { o.Sessions = testSealer })
	for _, target := range []string{"/api/v1/favourites", "/api/v1/recent", "/api/v1/games?mode=fav"} {
		wantProblem(t, h.do(http.MethodGet, target, memberHeader(t), nil), http.StatusServiceUnavailable, httpx.CodeUpstreamUnavailable)
	}
	wantProblem(t, h.do(http.MethodPost, "/api/v1/launches", memberHeader(t), strings.NewReader(launchSuperAce)),
		http.StatusServiceUnavailable, httpx.CodeUpstreamUnavailable)
}
