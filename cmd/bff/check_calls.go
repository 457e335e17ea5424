package main

import (
	"context"
	"fmt"
	"math"
	"net/http"
	"strings"
	"sync"
	"time"

	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/adapters/upstream"
	"github.com/casinobff/bff/bff/gameview"
	"github.com/casinobff/bff/config"
)

// wire is one upstream call a probe makes, by the adapter's operation name (the metrics' label)
// and the protocol's method and path (docs/UPSTREAM.md), as the report prints them. The adapters
// keep their paths to themselves; check_test.go proves that each path named here is one the
// adapter's call reaches the back office at, so that the two cannot drift apart unseen.
type wire struct{ op, method, path string }

func readWire(op, path string) wire { return wire{op, http.MethodGet, path} }

func (w wire) String() string { return w.method + " " + w.path }

// probe is one row of the report: a call of the BFF's, through the adapter the BFF uses.
type probe struct {
	call  string // the adapter's method, the BFF's name for the call
	wires []wire
	// need: the site cannot serve without it; a failure fails the check. Otherwise it only
	// costs the site a section (winners, banners ...) and is a warning.
	need bool
	// phase orders the probes: those of one phase run at once, after the phase before (the
	// game list reads the vendor info's first category; the member's reads need the login).
	phase int
	// session: made with the test login's session; skipped when there is none.
	session bool
	run     func(ctx context.Context, p *siteProbe) (outcome, error)
}

// outcome is what came back: a short account of it, and when it came but the site cannot serve
// on it (maintenance) or shows nothing (no games), a result other than ok.
type outcome struct {
	detail string
	result string // "": ok
}

func answered(format string, args ...any) (outcome, error) {
	return outcome{detail: fmt.Sprintf(format, args...)}, nil
}

// Phases of the probes.
const (
	phasePublic  = iota // every public read but those below
	phaseDerived        // reads that take something from an answer of the first phase
	phaseLogin
	phaseMember
	phaseLogout
)

// siteProbe is one site's adapters, built as bff serve builds them but without the catalogue
// cache, so that every call goes out; and what one phase hands the next.
type siteProbe struct {
	scope      adapters.Scope
	user, pass string

	games      *upstream.Games
	content    *upstream.Content
	accounts   *upstream.Accounts
	money      *upstream.Money
	promotions *upstream.Promotions
	protection *upstream.Protection
	locator    *upstream.Locator

	category string // the vendor info's first category, for the game list
	ip       string // this machine's address as the status call saw it
	token    string // the test login's session; never printed
}

// newSiteProbe builds the upstream clients of s. Their breaker never opens: a check reports
// what became of each call, not that an earlier one opened the circuit. Reads are retried as
// the BFF retries them.
func newSiteProbe(cfg config.Config, s config.Site, o checkOptions) (*siteProbe, error) {
	client := func(backend, base string) (*upstream.Client, error) {
		return upstream.New(upstream.Options{
			Site: s.ID, Backend: backend, BaseURL: base, Merchant: s.Merchant,
			Timeout: o.timeout, Retry: upstream.Retry(cfg.Retry),
			Breaker:          upstream.Breaker{Failures: math.MaxUint32, OpenTimeout: cfg.Breaker.OpenTimeout},
			MaxResponseBytes: cfg.Upstream.MaxResponseBytes, MaxIdlePerHost: cfg.Upstream.MaxIdlePerHost,
		})
	}
	clients := map[string]*upstream.Client{}
	for backend, base := range map[string]string{
		"games": s.Backends.Games, "member": s.Backends.Member, "wallet": s.Backends.Wallet, "content": s.Backends.Content,
	} {
		c, err := client(backend, base)
		if err != nil {
			return nil, fmt.Errorf("site %s: %w", s.ID, err)
		}
		clients[backend] = c
	}
	language := o.language
	if language == "" {
		language = s.DefaultLanguage
	}
	games, member, content := clients["games"], clients["member"], clients["content"]
	return &siteProbe{
		scope: adapters.Scope{Language: language}, user: o.user, pass: o.password,
		games: upstream.NewGames(games), content: upstream.NewContent(content),
		accounts: upstream.NewAccounts(member), money: upstream.NewMoney(clients["wallet"]),
		promotions: upstream.NewPromotions(content, member), protection: upstream.NewProtection(member),
		locator: upstream.NewLocator(content),
	}, nil
}

// member is the scope of the test login's session.
func (p *siteProbe) member() adapters.Scope {
	return adapters.Scope{Language: p.scope.Language, Token: p.token}
}

// checkSite makes every probe of s, phase by phase, and reports each.
func checkSite(ctx context.Context, cfg config.Config, s config.Site, o checkOptions) (siteReport, error) {
	p, err := newSiteProbe(cfg, s, o)
	if err != nil {
		return siteReport{}, err
	}
	b := s.Backends
	rep := siteReport{
		Site: s.ID, Merchant: s.Merchant, Language: p.scope.Language,
		Backends: wireBackends{Games: b.Games, Member: b.Member, Wallet: b.Wallet, Content: b.Content},
	}
	probes := append(publicProbes(s), loginProbe)
	if o.user != "" {
		probes = append(probes, memberProbes...)
	}
	calls := make([]callReport, len(probes))
	for phase := phasePublic; phase <= phaseLogout; phase++ {
		var wg sync.WaitGroup
		for i, pr := range probes {
			if pr.phase == phase {
				wg.Go(func() { calls[i] = p.make(ctx, pr, o.timeout) })
			}
		}
		wg.Wait()
	}
	for _, c := range calls {
		switch c.Result {
		case resultFail:
			rep.Failed++
		case resultWarn:
			rep.Warnings++
		}
	}
	rep.Calls = calls
	return rep, nil
}

// make runs one probe and reports it. The logout runs even when ctx has ended (an interrupted
// check still ends its session), within its own deadline.
func (p *siteProbe) make(ctx context.Context, pr probe, timeout time.Duration) callReport {
	c := callReport{Call: pr.call, Needed: pr.need}
	for _, w := range pr.wires {
		c.Upstream = append(c.Upstream, w.String())
	}
	if pr.session && p.token == "" {
		c.Result, c.Detail = resultSkip, "not made: no session (the login failed)"
		return c
	}
	if pr.phase == phaseLogout {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(context.WithoutCancel(ctx), timeout)
		defer cancel()
	}
	start := time.Now()
	a, err := pr.run(ctx, p)
	c.latency = time.Since(start)
	c.LatencyMS = float64(c.latency.Microseconds()) / 1000
	switch {
	case err != nil:
		c.Result, c.Detail = resultWarn, describe(err, pr.wires, timeout)
		if pr.need {
			c.Result = resultFail
		}
	case a.result != "":
		c.Result, c.Detail = a.result, a.detail
	default:
		c.Result, c.Detail = resultOK, a.detail
	}
	if c.Result == resultSkip {
		c.latency, c.LatencyMS = 0, 0
	}
	return c
}

// homeAnnouncements is the query of the home page's notices and banners (bff/home).
var homeAnnouncements = adapters.AnnouncementQuery{Types: []string{"B", "PL", "PU", "PR", "H"}, Group: "m_home"}

// publicProbes are the reads every visitor's pages make, in the table's order; the player's
// country only for a site that refuses countries by the back office's location answer.
func publicProbes(s config.Site) []probe {
	out := []probe{
		{call: "SystemStatus", wires: []wire{readWire("SystemStatus", "/wps/system/status")}, need: true, run: probeStatus},
		{call: "WhiteLabel", wires: []wire{readWire("WhiteLabel", "/wps/system/whitelabel")}, need: true, run: probeWhiteLabel},
		{call: "VendorInfo", wires: []wire{readWire("VendorInfo", "/wps/relay/GCSGAME_getVassGameType")}, need: true, run: probeVendors},
		{call: "ListGames", wires: []wire{readWire("ListGames", "/wps/relay/GCSGAME_gameList")}, need: true, phase: phaseDerived, run: probeGameList},
		{call: "HotGames", wires: []wire{readWire("HotGames", "/wps/relay/GCSGAME_hotGamesV2")}, run: func(ctx context.Context, p *siteProbe) (outcome, error) {
			games, err := p.games.HotGames(ctx, p.scope, "")
			return counted(err, len(games.Items), "hot game", "the home page shows no hot games")
		}},
		{call: "Winners", wires: []wire{readWire("Winners", "/wps/relay/GCSGAME_getRankList")}, run: func(ctx context.Context, p *siteProbe) (outcome, error) {
			ws, err := p.games.Winners(ctx, p.scope, gameview.WinnersShown)
			return counted(err, len(ws.Items), "winner", "the winner board is empty")
		}},
		{call: "HotMatches", wires: []wire{readWire("HotMatches", "/lgw/games/popular")}, run: func(ctx context.Context, p *siteProbe) (outcome, error) {
			ms, err := p.games.HotMatches(ctx, p.scope)
			return counted(err, len(ms.Items), "hot match", "the home page shows no matches")
		}},
		{call: "Announcements", wires: []wire{readWire("Announcements", "/wps/relay/MCSFE_getListAnnouncements")}, run: probeAnnouncements},
		{call: "RegistrationSettings", wires: []wire{readWire("RegistrationSettings", "/wps/system/setting/register")}, need: true, run: probeRegistration},
		{call: "HelpCentre", wires: []wire{readWire("HelpCentre", "/wps/system/helpCenter")}, run: func(ctx context.Context, p *siteProbe) (outcome, error) {
			topics, err := p.content.HelpCentre(ctx, p.scope)
			return counted(err, len(topics.Items), "topic", "the help centre is empty")
		}},
		{call: "CustomerService", wires: []wire{readWire("CustomerService", "/wps/relay/WPSCORE_getCustomerServiceScript")}, run: func(ctx context.Context, p *siteProbe) (outcome, error) {
			contacts, err := p.content.CustomerService(ctx, p.scope)
			return counted(err, len(contacts.Items), "contact", "customer service lists no contact")
		}},
		{call: "PromotionCategories", wires: []wire{readWire("PromotionCategories", "/wps/relay/PROMOFE_getPromotionAnnouncementCategory")}, run: func(ctx context.Context, p *siteProbe) (outcome, error) {
			cats, err := p.promotions.Categories(ctx, p.scope)
			return counted(err, len(cats.Items), "category", "the promotions page has no tabs")
		}},
	}
	if len(s.Regions.Refused) > 0 && s.Regions.CountrySource == config.CountryFromUpstream {
		out = append(out, probe{call: "Location", wires: []wire{readWire("Location", "/wps/system/location")}, phase: phaseDerived, run: probeLocation})
	}
	return out
}

// counted reports a list's length, what its entries are; an empty one is a warning, since the
// site then shows nothing (empty says what).
func counted(err error, n int, what, empty string) (outcome, error) {
	if err != nil {
		return outcome{}, err
	}
	if n == 0 {
		return outcome{detail: "answered, but nothing: " + empty, result: resultWarn}, nil
	}
	return answered("%s", count(n, what))
}

// probeStatus fails on maintenance and on region restriction although the call answered: the
// BFF shows every player the maintenance page, or the region-restricted one, while the back
// office says so.
func probeStatus(ctx context.Context, p *siteProbe) (outcome, error) {
	st, err := p.content.SystemStatus(ctx, p.scope)
	if err != nil {
		return outcome{}, err
	}
	p.ip = st.IP
	switch {
	case st.Maintenance:
		return outcome{result: resultFail, detail: "MAINTENANCE: the back office says it is under maintenance; every player sees the maintenance page"}, nil
	case st.RegionRestricted:
		return outcome{result: resultFail, detail: fmt.Sprintf("REGION RESTRICTED: the back office refuses this machine's address (%s); run the check from where the BFF runs", orUnknown(st.IP))}, nil
	}
	return answered("normal (the back office sees this machine as %s)", orUnknown(st.IP))
}

func orUnknown(s string) string {
	if s == "" {
		return "an unknown address"
	}
	return s
}

func probeWhiteLabel(ctx context.Context, p *siteProbe) (outcome, error) {
	wl, err := p.content.WhiteLabel(ctx, p.scope)
	if err != nil {
		return outcome{}, err
	}
	on := 0
	for _, v := range wl.Switches {
		if v {
			on++
		}
	}
	return answered("%s (%d on), %s", count(len(wl.Switches), "switch"), on, count(len(wl.Social), "social link"))
}

func probeVendors(ctx context.Context, p *siteProbe) (outcome, error) {
	info, err := p.games.VendorInfo(ctx, p.scope)
	if err != nil {
		return outcome{}, err
	}
	vendors := 0
	for _, c := range info.Sorting {
		vendors += len(c.Vendors)
		if p.category == "" && c.Category != "" {
			p.category = c.Category
		}
	}
	if len(info.Sorting) == 0 {
		return outcome{detail: "answered, but no category: the site's game menus are empty", result: resultWarn}, nil
	}
	return answered("%s, %s", count(len(info.Sorting), "category"), count(vendors, "vendor"))
}

// probeGameList reads the first page of the vendor info's first category, as a lobby opens
// it; every category when the vendor info gave none.
func probeGameList(ctx context.Context, p *siteProbe) (outcome, error) {
	q := adapters.GameQuery{Category: p.category, Page: 1, PageSize: gameview.DefaultPageSize}
	page, err := p.games.ListGames(ctx, p.scope, q)
	if err != nil {
		return outcome{}, err
	}
	of := "every category"
	if q.Category != "" {
		of = "category " + q.Category
	}
	if len(page.Games) == 0 {
		return outcome{detail: "answered, but no games in " + of + ": its lobby is empty", result: resultWarn}, nil
	}
	return answered("%s of %s, page %d of %d", count(len(page.Games), "game"), of, page.Page, page.TotalPages)
}

func probeAnnouncements(ctx context.Context, p *siteProbe) (outcome, error) {
	l, err := p.content.Announcements(ctx, p.scope, homeAnnouncements)
	if err != nil {
		return outcome{}, err
	}
	return answered("%s, %s, %s, %s", count(len(l.Banners), "banner"), count(len(l.Notices), "notice"), count(len(l.Popups), "popup"), count(len(l.Promotions), "promotion"))
}

func probeRegistration(ctx context.Context, p *siteProbe) (outcome, error) {
	rs, err := p.accounts.RegistrationSettings(ctx, p.scope)
	if err != nil {
		return outcome{}, err
	}
	var ways []string
	if rs.UsernameMethod {
		ways = append(ways, "user name")
	}
	if rs.MobileMethod {
		ways = append(ways, "mobile number")
	}
	if len(ways) == 0 {
		return outcome{detail: "answered, but neither registration by user name nor by mobile number is on: nobody can register", result: resultWarn}, nil
	}
	return answered("registration by %s, %s", strings.Join(ways, " and "), count(len(rs.Fields), "field"))
}

// probeLocation asks the country of this machine's address as the status call saw it (a
// documentation address when it named none), as the BFF asks it of each player's.
func probeLocation(ctx context.Context, p *siteProbe) (outcome, error) {
	ip := p.ip
	if ip == "" {
		ip = "203.0.113.9"
	}
	country, err := p.locator.Country(ctx, ip)
	if err != nil {
		return outcome{}, err
	}
	if country == "" {
		return outcome{detail: "answered, but no country for " + ip + ": the BFF lets such a player in", result: resultWarn}, nil
	}
	return answered("%s is in %s", ip, country)
}
