package bfftest

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"time"

	"github.com/shopspring/decimal"

	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/config"
)

// Behaviour makes a fake's operation fail, mark its answer stale, panic or wait. A fake's
// answers are fetched for their caller alone (the zero adapters.Source) unless StaleOn says
// otherwise.
type Behaviour struct {
	mu     sync.Mutex
	fail   map[string]error
	stale  map[string]bool
	panics map[string]bool
	holds  map[string]*hold
	langs  []string // languages of the calls, in order
}

func (b *Behaviour) before(s adapters.Scope, op string) error {
	_, err := b.answer(s, op)
	return err
}

// answer does what op is set to do and says where its answer comes from: stale, from a copy of
// the fake's own, when StaleOn says so.
func (b *Behaviour) answer(s adapters.Scope, op string) (adapters.Source, error) {
	b.mu.Lock()
	b.langs = append(b.langs, s.Language)
	hold := b.holds[op]
	if b.panics[op] {
		b.mu.Unlock()
		panic("fake " + op + " exploded")
	}
	source := adapters.Source{Stale: b.stale[op]}
	err := b.fail[op]
	b.mu.Unlock()
	if hold != nil {
		hold.arrived.Do(func() { close(hold.started) })
		<-hold.release
	}
	return source, err
}

// FailOn makes op answer err.
func (b *Behaviour) FailOn(op string, err error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.fail == nil {
		b.fail = map[string]error{}
	}
	b.fail[op] = err
}

// StaleOn makes op's answers stale, as a cache serving past its freshness marks them.
func (b *Behaviour) StaleOn(op string) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.stale == nil {
		b.stale = map[string]bool{}
	}
	b.stale[op] = true
}

// PanicOn makes op panic.
func (b *Behaviour) PanicOn(op string) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.panics == nil {
		b.panics = map[string]bool{}
	}
	b.panics[op] = true
}

// hold keeps calls of one operation waiting.
type hold struct {
	started, release chan struct{}
	arrived          sync.Once
}

// HoldOn makes op's calls wait until release is closed; started is closed when the first one
// arrives.
func (b *Behaviour) HoldOn(op string) (started <-chan struct{}, release chan<- struct{}) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.holds == nil {
		b.holds = map[string]*hold{}
	}
	h := &hold{started: make(chan struct{}), release: make(chan struct{})}
	b.holds[op] = h
	return h.started, h.release
}

// LastLanguage is the language of the latest call.
func (b *Behaviour) LastLanguage() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	if len(b.langs) == 0 {
		return ""
	}
	return b.langs[len(b.langs)-1]
}

// Catalog is the game aggregator in memory; it filters and pages its games the way the
// upstream does and keeps the queries it was asked.
type Catalog struct {
	Behaviour
	Games   []adapters.Game
	Hot     []adapters.Game
	Info    adapters.VendorInfo
	Board   []adapters.Winner
	Matches []adapters.HotMatch
	queries []adapters.GameQuery
}

// ListGames implements adapters.GameCatalog.
func (f *Catalog) ListGames(_ context.Context, s adapters.Scope, q adapters.GameQuery) (adapters.GamePage, error) {
	source, err := f.answer(s, "ListGames")
	if err != nil {
		return adapters.GamePage{}, err
	}
	f.mu.Lock()
	f.queries = append(f.queries, q)
	f.mu.Unlock()
	var hits []adapters.Game
	for _, g := range f.Games {
		if (q.Category == "" || g.Category == q.Category) && (q.Vendor == "" || g.Vendor == q.Vendor) &&
			(q.Classify == "" || g.Classify == q.Classify) &&
			strings.Contains(strings.ToLower(g.Name), strings.ToLower(q.Name)) {
			hits = append(hits, g)
		}
	}
	total := (len(hits) + q.PageSize - 1) / q.PageSize
	from := min((q.Page-1)*q.PageSize, len(hits))
	return adapters.GamePage{Games: hits[from:min(from+q.PageSize, len(hits))], Page: q.Page, TotalPages: total, Source: source}, nil
}

// Queries are the game-list queries asked so far.
func (f *Catalog) Queries() []adapters.GameQuery {
	f.mu.Lock()
	defer f.mu.Unlock()
	return append([]adapters.GameQuery(nil), f.queries...)
}

// HotGames implements adapters.GameCatalog.
func (f *Catalog) HotGames(_ context.Context, s adapters.Scope, _ string) (adapters.GameList, error) {
	source, err := f.answer(s, "HotGames")
	return adapters.GameList{Items: f.Hot, Source: source}, err
}

// VendorInfo implements adapters.GameCatalog.
func (f *Catalog) VendorInfo(_ context.Context, s adapters.Scope) (adapters.VendorInfo, error) {
	source, err := f.answer(s, "VendorInfo")
	return f.Info.WithSource(source), err
}

// Winners implements adapters.GameCatalog.
func (f *Catalog) Winners(_ context.Context, s adapters.Scope, _ int) (adapters.WinnerBoard, error) {
	source, err := f.answer(s, "Winners")
	return adapters.WinnerBoard{Items: f.Board, Source: source}, err
}

// HotMatches implements adapters.GameCatalog.
func (f *Catalog) HotMatches(_ context.Context, s adapters.Scope) (adapters.MatchList, error) {
	source, err := f.answer(s, "HotMatches")
	return adapters.MatchList{Items: f.Matches, Source: source}, err
}

// Content is the content and system backend in memory.
type Content struct {
	Behaviour
	Lists    adapters.AnnouncementLists
	Status   adapters.SystemStatus
	Label    adapters.WhiteLabel
	Help     []adapters.HelpTopic
	Contacts []adapters.ServiceContact
}

// Announcements implements adapters.Content.
func (f *Content) Announcements(_ context.Context, s adapters.Scope, _ adapters.AnnouncementQuery) (adapters.AnnouncementLists, error) {
	source, err := f.answer(s, "Announcements")
	if err != nil {
		return adapters.AnnouncementLists{}, err
	}
	return f.Lists.WithSource(source), nil
}

// SystemStatus implements adapters.Content.
func (f *Content) SystemStatus(_ context.Context, s adapters.Scope) (adapters.SystemStatus, error) {
	source, err := f.answer(s, "SystemStatus")
	return f.Status.WithSource(source), err
}

// WhiteLabel implements adapters.Content.
func (f *Content) WhiteLabel(_ context.Context, s adapters.Scope) (adapters.WhiteLabel, error) {
	source, err := f.answer(s, "WhiteLabel")
	return f.Label.WithSource(source), err
}

// HelpCentre implements adapters.Content.
func (f *Content) HelpCentre(_ context.Context, s adapters.Scope) (adapters.HelpTopics, error) {
	source, err := f.answer(s, "HelpCentre")
	return adapters.HelpTopics{Items: f.Help, Source: source}, err
}

// CustomerService implements adapters.Content.
func (f *Content) CustomerService(_ context.Context, s adapters.Scope) (adapters.ServiceContacts, error) {
	source, err := f.answer(s, "CustomerService")
	return adapters.ServiceContacts{Items: f.Contacts, Source: source}, err
}

// Player is the player's backends in memory. The fake upstream shows what it was for (another
// vendor mapping, a long list: bff/launch and bff/playerlists test those over it); it stays
// for the tests of bff/messages, which still give it to NewHarness. Its favourites stand in for
// the recent games too; it keeps the launches it was asked for.
type Player struct {
	Behaviour
	Favourites []adapters.Game
	launches   []adapters.LaunchRequest
}

// IDs implements adapters.Favourites.
func (f *Player) IDs(_ context.Context, s adapters.Scope, limit int) ([]string, error) {
	if err := f.before(s, "IDs"); err != nil {
		return nil, err
	}
	var ids []string
	for _, g := range f.Favourites[:min(limit, len(f.Favourites))] {
		ids = append(ids, g.NodeID)
	}
	return ids, nil
}

// List implements adapters.Favourites and adapters.RecentGames.
func (f *Player) List(_ context.Context, s adapters.Scope, q adapters.MemberListQuery) (adapters.GamePage, error) {
	if err := f.before(s, "List"); err != nil {
		return adapters.GamePage{}, err
	}
	from := min((q.Page-1)*q.PageSize, len(f.Favourites))
	to := min(from+q.PageSize, len(f.Favourites))
	return adapters.GamePage{Games: f.Favourites[from:to], Page: q.Page, TotalPages: (len(f.Favourites) + q.PageSize - 1) / q.PageSize}, nil
}

// Add implements adapters.Favourites.
func (f *Player) Add(_ context.Context, s adapters.Scope, _ adapters.GameRef) error {
	return f.before(s, "Add")
}

// Remove implements adapters.Favourites.
func (f *Player) Remove(_ context.Context, s adapters.Scope, _ adapters.GameRef) error {
	return f.before(s, "Remove")
}

// Launch implements adapters.Launcher.
func (f *Player) Launch(_ context.Context, s adapters.Scope, r adapters.LaunchRequest) (string, error) {
	if err := f.before(s, "Launch"); err != nil {
		return "", err
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	f.launches = append(f.launches, r)
	return "https://games.example/" + r.Game.GameID, nil
}

// TrialLaunch implements adapters.Launcher.
func (f *Player) TrialLaunch(_ context.Context, s adapters.Scope, r adapters.LaunchRequest) (string, error) {
	if err := f.before(s, "TrialLaunch"); err != nil {
		return "", err
	}
	return "https://games.example/trial/" + r.Game.GameID, nil
}

// Launches are the real launches asked so far.
func (f *Player) Launches() []adapters.LaunchRequest {
	f.mu.Lock()
	defer f.mu.Unlock()
	return append([]adapters.LaunchRequest(nil), f.launches...)
}

// Backends are p as the player's three backends.
func (f *Player) Backends() adapters.Player {
	return adapters.Player{Favourites: f, Recent: playerRecent{f}, Launcher: f}
}

// playerRecent is the fake's recent games: the favourites list stands in for them.
type playerRecent struct{ *Player }

func (r playerRecent) Add(_ context.Context, s adapters.Scope, _ adapters.GameRef) error {
	return r.before(s, "AddRecent")
}

// DemoSite is the site the harness resolves by host demo.test.
var DemoSite = config.Site{
	ID: "demo", Hosts: []string{"demo.test", "localhost"}, Merchant: "DEMO", Name: "Demo Casino",
	Languages: []string{"bn", "en"}, DefaultLanguage: "bn",
	Currency: config.Currency{Code: "BDT", Symbol: "৳"},
	Theme:    config.Theme{Primary: "#0f766e", Accent: "#f59e0b"},
	// The fake player's launch addresses.
	LaunchHosts: []string{"games.example"},
}

// rngGame is the i-th of the fake catalogue's PG slots.
func rngGame(i int) adapters.Game {
	return adapters.Game{
		ID: fmt.Sprintf("PG%04d", i), NodeID: fmt.Sprint(200000 + i), Category: "RNG", Vendor: "PG",
		VendorName: "PG Soft", Name: fmt.Sprintf("Slot %02d", i), IconURL: fmt.Sprintf("/media/games/PG%04d.svg", i),
		Classify: "JP", SupportsTrial: true,
	}
}

// NewCatalog is a small catalogue: four games of three categories and twenty PG slots, the
// vendor info of five menu categories and two the menu does not know, two winners, one match.
func NewCatalog() *Catalog {
	games := []adapters.Game{
		{ID: "JL0092", NodeID: "174856", Category: "RNG", Vendor: "JL", VendorName: "JILI", Name: "Ludo Quick", IconURL: "/media/games/JL0092.svg", Classify: "AC", Hot: true, SupportsTrial: true},
		{ID: "JL0078", NodeID: "173957", Category: "RNG", Vendor: "JL", VendorName: "JILI", Name: "Rummy", IconURL: "/media/games/JL0078.svg", Classify: "TG"},
		{ID: "EVO001", NodeID: "300001", Category: "LIVE", Vendor: "EVO", VendorName: "Evolution", Name: "Lightning Roulette", IconURL: "/media/games/EVO001.svg"},
		{ID: "JL0100", NodeID: "174900", Category: "FISH", Vendor: "JL", VendorName: "JILI", Name: "Royal Fishing", IconURL: "/media/games/JL0100.svg", Classify: "XX"},
	}
	for i := 1; i <= 20; i++ {
		games = append(games, rngGame(i))
	}
	v := func(code, name, cat string) adapters.Vendor {
		return adapters.Vendor{Code: code, Name: name, Category: cat, IconURL: "/media/vendors/" + code + ".svg"}
	}
	return &Catalog{
		Games: games,
		Hot:   []adapters.Game{games[0], games[2]},
		Info: adapters.VendorInfo{
			Sorting: []adapters.CategoryVendors{
				{Category: "RNG", Vendors: []adapters.Vendor{v("JL", "JILI", "RNG"), v("PG", "PG Soft", "RNG")}},
				{Category: "LIVE", Vendors: []adapters.Vendor{v("EVO", "Evolution", "LIVE")}},
				{Category: "SPORTS", Vendors: []adapters.Vendor{v("SPB", "Saba Sports", "SPORTS"), v("IMES", "IM eSports", "SPORTS"), v("SV3", "SV388", "SPORTS")}},
				{Category: "FISH", Vendors: []adapters.Vendor{v("JL", "JILI", "FISH")}},
				{Category: "ELOTT", Vendors: []adapters.Vendor{v("TCG", "TCG Lotto", "ELOTT")}},
				{Category: "KENO", Vendors: []adapters.Vendor{v("KN", "Keno House", "KENO")}},
			},
			Mapping: map[string][]string{
				"RNG": {"PG", "JL"}, "LIVE": {"EVO"}, "SPORTS": {"SPB", "IMES", "SV3"}, "FISH": {"JL"},
				"ELOTT": {"TCG"}, "KENO": {"KN"}, "BINGO": {"BG"},
			},
		},
		Board: []adapters.Winner{
			{Game: adapters.Game{ID: "PG0001", NodeID: "200001", Category: "RNG", Vendor: "PG"}, GameName: "Slot 01", IconURL: "/media/games/PG0001.svg", Time: time.Date(2026, 11, 20, 13, 45, 10, 0, time.UTC), Customer: "rahman", Amount: decimal.RequireFromString("1200.5")},
			{Game: adapters.Game{ID: "EVO001", NodeID: "300001", Category: "LIVE", Vendor: "EVO"}, GameName: "Lightning Roulette", Time: time.Date(2026, 11, 21, 9, 0, 0, 0, time.UTC), Customer: "ab", Amount: decimal.NewFromInt(98000)},
		},
		Matches: []adapters.HotMatch{{
			League: "Premier League", HomeTeam: "Reds", AwayTeam: "Blues", HomeImage: "/media/teams/reds.svg",
			AwayImage: "/media/teams/blues.svg", StartsAt: time.Date(2026, 11, 22, 18, 30, 0, 0, time.FixedZone("", 6*3600)),
			HomeOdds: 1.85, AwayOdds: 2.1, Vendor: "SPB", GameID: "SPB001", NodeID: "400001", MatchID: "m1", LeagueID: "l1",
		}},
	}
}

// NewContent is a content backend with one notice, one home banner, download and social links.
func NewContent() *Content {
	return &Content{
		Lists: adapters.AnnouncementLists{
			Notices: []adapters.Announcement{{ID: "n1", Title: "Welcome", Content: "<p>Hello</p>", Start: time.Date(2026, 11, 1, 0, 0, 0, 0, time.UTC), NoExpiry: true}},
			Banners: []adapters.Announcement{{ID: "b1", Group: "m_home", ImageURL: "/media/banners/m_home-1.svg", Link: "/m/activity"}},
		},
		Status: adapters.SystemStatus{Resources: []adapters.Resource{
			{Type: "Android", URL: "/media/app/app.apk"}, {Type: "IOS", URL: ""}, {Type: "TELEGRAM", URL: "https://t.me/x"},
		}},
		Label: adapters.WhiteLabel{
			Switches: map[string]bool{"CBS3": true, "MANPLAYREB3": false},
			Social:   map[string]string{"FACEBOOK": "https://facebook.com/demo", "X": "", "TELEGRAM": "https://t.me/demo"},
		},
	}
}
