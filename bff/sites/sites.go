// Package sites resolves the white-label site of a request from its Host header and
// negotiates the request's language; handlers read both from the echo context.
package sites

import (
	"fmt"
	"net"
	"net/url"
	"strings"
	"time"

	"github.com/labstack/echo/v4"

	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/bff/httpx"
	"github.com/casinobff/bff/config"
)

// Backends are one site's adapters: main builds a set per configured site (the upstream
// clients under their resilience decorators) and hands them to the server by site id, which
// gives each feature the part it declares (bff/kit.Backends). Every one is required.
type Backends struct {
	Catalog adapters.GameCatalog
	Content adapters.Content
	// ContentBaseURL is where /media/* is proxied: the content backend's base URL, which in
	// fixture mode is the fake upstream's address rather than the configured one.
	ContentBaseURL *url.URL
	// Player is the favourites, recent games and launches: personal, never cached.
	Player adapters.Player
	// Accounts and Wallet are the member and wallet backends: personal, never cached.
	Accounts adapters.Accounts
	Wallet   adapters.Money
	// Agents is the agent centre's backend (the team, its reports, contracts, transfers to
	// downlines): personal, never cached.
	Agents adapters.Agents
	// Messages is the player's side of announcements, the inbox, live chat and feedback:
	// personal, never cached.
	Messages adapters.Messages
	// Profiles is "my account", identity verification and promotion applications: personal,
	// never cached.
	Profiles adapters.Profiles
	// Promotions is the reward side: the promotions' categories (public, cached) and the
	// player's statuses, rewards, rebates, VIP rank, invitation and red envelopes (personal,
	// never cached).
	Promotions adapters.Promotions
	// Protection is the player's limits, exclusions and reality checks (member backend):
	// personal, never cached. Locator tells a client address's country (content backend) for a
	// site that refuses countries by the upstream's answer.
	Protection adapters.Protection
	Locator    adapters.Locator
}

// missing names the adapters b lacks.
func (b Backends) missing() []string {
	var out []string
	for _, a := range []struct {
		name  string
		unset bool
	}{
		{"catalog", b.Catalog == nil},
		{"content", b.Content == nil},
		{"content base URL", b.ContentBaseURL == nil},
		{"player", b.Player.Favourites == nil || b.Player.Recent == nil || b.Player.Launcher == nil},
		{"accounts", b.Accounts == nil},
		{"wallet", b.Wallet == nil},
		{"agents", b.Agents == nil},
		{"messages", b.Messages == nil},
		{"profiles", b.Profiles == nil},
		{"promotions", b.Promotions == nil},
		{"protection", b.Protection == nil},
		{"locator", b.Locator == nil},
	} {
		if a.unset {
			out = append(out, a.name)
		}
	}
	return out
}

// Site is a configured site as a handler sees it: its configuration and what is derived from
// it. Its adapters are not here: each feature is given its own at start.
type Site struct {
	config.Site
	// Links are where the site may send a player (launch addresses, banner links, the live chat).
	Links Links
	// Policy is the content security policy of the site's pages: frames from its game hosts.
	Policy string
	// Location is the site's zone (config's zone), loaded once.
	Location *time.Location
}

// Supports says whether the site offers language lang.
func (s *Site) Supports(lang string) bool {
	for _, l := range s.Languages {
		if l == lang {
			return true
		}
	}
	return false
}

// Resolver maps hosts to sites.
type Resolver struct {
	byHost map[string]*Site
	all    []*Site // in the configuration's order
	def    *Site   // nil: unknown hosts are refused
	// languages are the values Resolve gives a request for every language a site may answer
	// in, made once rather than per request.
	languages map[string]languageValues
}

// languageValues are a language as the Content-Language header carries it (a full slice that
// every answer shares, as httpx.SecurityHeaders' values) and as the context holds it.
type languageValues struct {
	header []string
	value  any
}

func valuesOf(lang string) languageValues { return languageValues{header: []string{lang}, value: lang} }

// NewResolver maps the configured sites' hosts; every site needs every one of its backends (by
// site id), and defaultSite, when set, must name a site.
func NewResolver(cfg []config.Site, defaultSite string, backends map[string]Backends) (*Resolver, error) {
	r := &Resolver{byHost: map[string]*Site{}, languages: map[string]languageValues{fallbackLanguage: valuesOf(fallbackLanguage)}}
	for _, c := range cfg {
		c = c.WithDefaults()
		for _, lang := range append([]string{c.DefaultLanguage}, c.Languages...) {
			if lang != "" {
				r.languages[lang] = valuesOf(lang)
			}
		}
		s := &Site{Site: c, Links: NewLinks(c.LaunchHosts, c.Backends)}
		firebase := c.Firebase.Sources()
		s.Policy = httpx.DocumentPolicy(httpx.PolicySources{
			Script:  firebase.Script,
			Connect: firebase.Connect,
			Frame:   append(s.Links.FrameSources(), firebase.Frame...),
		})
		loc, err := time.LoadLocation(c.Zone)
		if err != nil {
			return nil, fmt.Errorf("site %q: zone: %w", c.ID, err)
		}
		s.Location = loc
		if missing := backends[c.ID].missing(); len(missing) > 0 {
			return nil, fmt.Errorf("site %q has no %s backend", c.ID, strings.Join(missing, ", "))
		}
		r.all = append(r.all, s)
		for _, h := range c.Hosts {
			r.byHost[normalHost(h)] = s
		}
		if c.ID == defaultSite {
			r.def = s
		}
	}
	if defaultSite != "" && r.def == nil {
		return nil, fmt.Errorf("default site %q is not configured", defaultSite)
	}
	return r, nil
}

// All are the configured sites, in the configuration's order.
func (r *Resolver) All() []*Site { return r.all }

// ByHost resolves a Host header value (port allowed); unknown hosts get the default site.
func (r *Resolver) ByHost(hostport string) (*Site, bool) {
	if s, ok := r.byHost[normalHost(stripPort(hostport))]; ok {
		return s, true
	}
	return r.def, r.def != nil
}

// DocumentPolicy is the content security policy of the pages of the site a Host header value
// selects; a host that selects none gets frames from nowhere.
func (r *Resolver) DocumentPolicy(hostport string) string {
	if s, ok := r.ByHost(hostport); ok {
		return s.Policy
	}
	return noSitePolicy
}

var noSitePolicy = httpx.DocumentPolicy(httpx.PolicySources{})

func stripPort(hostport string) string {
	if !strings.Contains(hostport, ":") {
		return hostport // a name or an IPv4 address alone, as most Host headers are
	}
	if h, _, err := net.SplitHostPort(hostport); err == nil {
		return h
	}
	// No port; a bare IPv6 literal keeps its brackets in a Host header.
	return strings.TrimSuffix(strings.TrimPrefix(hostport, "["), "]")
}

func normalHost(h string) string { return strings.TrimSuffix(strings.ToLower(h), ".") }

const (
	siteKey = "bff.site"
	langKey = "bff.lang"
)

var errUnknownSite = httpx.NewError(httpx.CodeUnknownSite, "This host serves no site.")

// Resolve is the middleware that puts the request's site and language on the context of
// every request whose path starts with one of prefixes. It goes on the server rather than on
// a route group: echo gives a group with middleware its own not-found route, which would
// answer 404 where 405 is right.
func Resolve(r *Resolver, prefixes ...string) echo.MiddlewareFunc {
	return func(next echo.HandlerFunc) echo.HandlerFunc {
		return func(c echo.Context) error {
			if !hasAnyPrefix(c.Request().URL.Path, prefixes) {
				return next(c)
			}
			s, ok := r.ByHost(c.Request().Host)
			if !ok {
				return errUnknownSite
			}
			lang := Negotiate(s, c.QueryParam("lang"), c.Request().Header.Get("Accept-Language"))
			values, ok := r.languages[lang]
			if !ok {
				values = valuesOf(lang)
			}
			c.Set(siteKey, s)
			c.Set(langKey, values.value)
			c.Response().Header()["Content-Language"] = values.header
			return next(c)
		}
	}
}

func hasAnyPrefix(p string, prefixes []string) bool {
	for _, pre := range prefixes {
		if strings.HasPrefix(p, pre) {
			return true
		}
	}
	return false
}

// Negotiate picks a request's language: the lang query, else the first Accept-Language tag,
// each only when the site supports it, else the site's default. A region suffix (bn-BD) and
// case do not matter.
func Negotiate(s *Site, query, acceptLanguage string) string {
	if l := primary(query); s.Supports(l) {
		return l
	}
	first, _, _ := strings.Cut(acceptLanguage, ",")
	first, _, _ = strings.Cut(first, ";")
	if l := primary(first); s.Supports(l) {
		return l
	}
	if s.DefaultLanguage != "" {
		return s.DefaultLanguage
	}
	if len(s.Languages) > 0 {
		return s.Languages[0]
	}
	return fallbackLanguage
}

// fallbackLanguage is the language of a site that configures none.
const fallbackLanguage = "bn"

func primary(tag string) string {
	tag = strings.ToLower(strings.TrimSpace(tag))
	p, _, _ := strings.Cut(tag, "-")
	p, _, _ = strings.Cut(p, "_")
	return p
}

// From returns the site Resolve put on c.
func From(c echo.Context) *Site {
	s, _ := c.Get(siteKey).(*Site)
	return s
}

// Language returns the language Resolve negotiated for c.
func Language(c echo.Context) string {
	l, _ := c.Get(langKey).(string)
	return l
}

// Variant names what, beside the path and the query, a public answer of c depends on: the
// site and the negotiated language.
func Variant(c echo.Context) string {
	v := Language(c)
	if s := From(c); s != nil {
		v = s.ID + "/" + v
	}
	return v
}
