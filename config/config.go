// Package config holds the BFF's typed configuration, loaded by viper in the order
// defaults < config/bff.yaml < BFF_* environment < flags, and validated at start.
package config

import (
	"strings"
	"time"
	"unicode/utf8"
)

// Config is everything the BFF reads at start.
type Config struct {
	Listen      string   `mapstructure:"listen"` // e.g. 127.0.0.1:8080
	Upstream    Upstream `mapstructure:"upstream"`
	Sites       []Site   `mapstructure:"sites"`
	DefaultSite string   `mapstructure:"default_site"` // site id for unknown hosts; empty refuses them
	Timeouts    Timeouts `mapstructure:"timeouts"`
	Cache       Cache    `mapstructure:"cache"`
	Breaker     Breaker  `mapstructure:"breaker"`
	Retry       Retry    `mapstructure:"retry"`
	Cookie      Cookie   `mapstructure:"cookie"`
	Redis       Redis    `mapstructure:"redis"`
	Log         Log      `mapstructure:"log"`

	// AdminListen, when set, serves /metrics (and the probes) on a listener of its own, and
	// /metrics no longer on Listen.
	AdminListen string `mapstructure:"admin_listen"`
	// MemoryLimit is the Go runtime's soft memory limit in bytes (runtime/debug.SetMemoryLimit),
	// applied at start unless the environment sets GOMEMLIMIT; 0 sets none.
	MemoryLimit int64 `mapstructure:"memory_limit"`
	// TrustedProxies are the CIDRs of the proxies whose X-Forwarded-For and X-Forwarded-Proto
	// are believed; empty believes no header.
	TrustedProxies []string `mapstructure:"trusted_proxies"`

	File string `mapstructure:"-"` // the configuration file Load read; empty when none
}

// Upstream says where the backends are.
type Upstream struct {
	Mode             string `mapstructure:"mode"`               // "fixture" (start the fake in-process) or "http"
	FixtureDir       string `mapstructure:"fixture_dir"`        // empty: the fixtures embedded in the binary
	MaxResponseBytes int64  `mapstructure:"max_response_bytes"` // cap on one upstream answer
	MaxIdlePerHost   int    `mapstructure:"max_idle_per_host"`
	// MaxConcurrent bounds the catalogue calls in flight per site and backend: a flood of
	// cache misses queues briefly, then is answered stale or upstream_unavailable.
	MaxConcurrent int `mapstructure:"max_concurrent"`
}

// Site is one merchant's white-label site.
type Site struct {
	ID              string   `mapstructure:"id"`
	Hosts           []string `mapstructure:"hosts"` // host names without port
	Merchant        string   `mapstructure:"merchant"`
	Name            string   `mapstructure:"name"`
	Backends        Backends `mapstructure:"backends"`
	Languages       []string `mapstructure:"languages"`
	DefaultLanguage string   `mapstructure:"default_language"`
	Currency        Currency `mapstructure:"currency"`
	Theme           Theme    `mapstructure:"theme"`
	// LaunchHosts are the hosts (a "*." entry: every subdomain) whose https addresses the site
	// may send players to: game launches, which the site's pages may frame, and banner links.
	LaunchHosts []string `mapstructure:"launch_hosts"`

	// MinAge is the age a player must have reached to play: 18 (the default) or 21.
	MinAge int `mapstructure:"min_age"`
	// Licence is the licence the site operates under, shown on every page.
	Licence Licence `mapstructure:"licence"`
	// ResponsibleGaming is what the responsible-gaming page and the protection tools offer.
	ResponsibleGaming ResponsibleGaming `mapstructure:"responsible_gaming"`
	// Regions are the countries the site refuses and how the BFF learns a player's country.
	Regions Regions `mapstructure:"regions"`
	// Brand is what a player installs and sees first: the name, the description, the logo and
	// the icons of the site's pages and web app.
	Brand Brand `mapstructure:"brand"`
	// Footer is what the home page's footer lists: payment methods, certifications and the
	// security block; the demo's when the site names none.
	Footer Footer `mapstructure:"footer"`
	// Zone is the IANA zone of the site's days and times (records, reports, limits, the reality
	// check, the dates on screen): Asia/Dhaka unless set.
	Zone string `mapstructure:"zone"`
	// Firebase is the site's Firebase project (firebase.go): Google and Facebook sign-in where
	// the white label's switches are on, and Firebase's SMS codes where the site chooses them.
	// None: the site offers neither.
	Firebase Firebase `mapstructure:"firebase"`
}

// Footer is a site's footer lists. Each entry is a name shown as it is written (a brand's name
// is not translated), with an https address where one explains it.
type Footer struct {
	Payments       []FooterItem `mapstructure:"payments"`
	Certifications []FooterItem `mapstructure:"certifications"`
	Security       []FooterItem `mapstructure:"security"`
}

// FooterItem is one entry of a footer list.
type FooterItem struct {
	Name string `mapstructure:"name"`
	URL  string `mapstructure:"url"` // https; empty for none
}

// demoFooter is the footer of a site that lists nothing: the demo's market's.
var demoFooter = Footer{
	Payments:       []FooterItem{{Name: "bKash"}, {Name: "Nagad"}, {Name: "Rocket"}, {Name: "Upay"}, {Name: "USDT"}},
	Certifications: []FooterItem{{Name: "GLI"}, {Name: "iTech Labs"}, {Name: "BMM Testlabs"}},
	Security:       []FooterItem{{Name: "SSL 256-bit"}, {Name: "PCI DSS"}},
}

// DefaultZone is the zone of a site that names none: the demo's players are in Bangladesh.
const DefaultZone = "Asia/Dhaka"

// Brand is a site's name and pictures as a browser and a home screen show them. A picture is a
// path of the built site (/icons/...) or of the content backend (/media/...), served by the BFF.
type Brand struct {
	Name        string `mapstructure:"name"`       // the installed app's name; the site's name when empty
	ShortName   string `mapstructure:"short_name"` // under the home-screen icon; Name when empty
	Description string `mapstructure:"description"`
	Logo        string `mapstructure:"logo"` // the header's logo
	Icons       Icons  `mapstructure:"icons"`
	// Background is the installed app's splash colour; the theme's primary when empty.
	Background string `mapstructure:"background"`
}

// Icons are a site's icons: the favicon, the home-screen icons and Apple's touch icon.
type Icons struct {
	SVG        string `mapstructure:"svg"`         // any size, the favicon
	PNG192     string `mapstructure:"png_192"`     // 192x192
	PNG512     string `mapstructure:"png_512"`     // 512x512
	Maskable   string `mapstructure:"maskable"`    // 512x512 with the safe zone, for Android's shapes
	AppleTouch string `mapstructure:"apple_touch"` // 180x180
}

// The demo's brand, which a site's empty brand fields take.
var demoBrand = Brand{
	Description: "Slots, live casino, sports, fishing, card games, lottery, rummy and ludo on your phone.",
	Logo:        "/icons/icon.svg",
	Icons: Icons{
		SVG: "/icons/icon.svg", PNG192: "/icons/icon-192.png", PNG512: "/icons/icon-512.png",
		Maskable: "/icons/icon-maskable-512.png", AppleTouch: "/icons/apple-touch-icon.png",
	},
}

// Licence is a gambling licence's public facts.
type Licence struct {
	Issuer    string `mapstructure:"issuer"`     // the regulator, e.g. Malta Gaming Authority
	Number    string `mapstructure:"number"`     // the licence number as the regulator writes it
	VerifyURL string `mapstructure:"verify_url"` // https page where a player can check it
}

// ResponsibleGaming is a site's help for players and the choices of its protection tools.
type ResponsibleGaming struct {
	Helplines []Helpline `mapstructure:"helplines"`
	Links     []Link     `mapstructure:"links"` // further reading: self-assessment, blocking software ...
	// RealityCheck is the intervals, in minutes, a player may choose between reality checks.
	RealityCheck RealityCheck `mapstructure:"reality_check"`
	// LimitPeriods are the periods deposit and loss limits may be set for: day, week, month.
	LimitPeriods []string `mapstructure:"limit_periods"`
}

// Helpline is an organisation a player can call or write to.
type Helpline struct {
	Name  string `mapstructure:"name"`
	Phone string `mapstructure:"phone"` // as dialled, e.g. +44 808 8020 133
	URL   string `mapstructure:"url"`   // https
}

// Link is a titled https address.
type Link struct {
	Title string `mapstructure:"title"`
	URL   string `mapstructure:"url"`
}

// RealityCheck is the reality check's intervals in minutes, and the one a player starts with.
type RealityCheck struct {
	Choices []int `mapstructure:"choices"`
	Default int   `mapstructure:"default"`
}

// Regions are the countries a site refuses to serve.
type Regions struct {
	// Refused are ISO 3166-1 alpha-2 codes (upper case): a request from one gets
	// region_restricted, but for the site's status, help and responsible-gaming content.
	Refused []string `mapstructure:"refused"`
	// CountrySource is where a player's country comes from: "upstream" (the back office's
	// location answer for the client's address) or "header" (CountryHeader, set by a trusted
	// proxy or CDN, believed only from trusted_proxies).
	CountrySource string `mapstructure:"country_source"`
	CountryHeader string `mapstructure:"country_header"` // e.g. CF-IPCountry
}

// Country sources.
const (
	CountryFromUpstream = "upstream"
	CountryFromHeader   = "header"
)

// Limit periods.
const (
	PeriodDay   = "day"
	PeriodWeek  = "week"
	PeriodMonth = "month"
)

// Minimum ages a site may require.
const (
	DefaultMinAge = 18
	AdultMinAge   = 21
)

// WithDefaults fills what a site may leave out: the minimum age (18), the reality-check
// intervals (15, 30, 60 and 120 minutes, 60 to start with), the limit periods (day, week and
// month), the country source (upstream), the zone (Asia/Dhaka), the currency's format (two
// decimals, the symbol before), the brand (the site's name, the demo's pictures) and the
// footer's lists (the demo's).
func (s Site) WithDefaults() Site {
	if s.MinAge == 0 {
		s.MinAge = DefaultMinAge
	}
	rc := &s.ResponsibleGaming.RealityCheck
	if len(rc.Choices) == 0 {
		rc.Choices = []int{15, 30, 60, 120}
	}
	if rc.Default == 0 {
		rc.Default = rc.Choices[0]
		for _, m := range rc.Choices {
			if m == 60 {
				rc.Default = m
			}
		}
	}
	if len(s.ResponsibleGaming.LimitPeriods) == 0 {
		s.ResponsibleGaming.LimitPeriods = []string{PeriodDay, PeriodWeek, PeriodMonth}
	}
	if s.Regions.CountrySource == "" {
		s.Regions.CountrySource = CountryFromUpstream
	}
	if s.Zone == "" {
		s.Zone = DefaultZone
	}
	if s.Currency.Decimals == nil {
		two := 2
		s.Currency.Decimals = &two
	}
	if s.Currency.SymbolPosition == "" {
		s.Currency.SymbolPosition = SymbolBefore
	}
	s.Brand = s.Brand.withDefaults(s)
	if len(s.Footer.Payments)+len(s.Footer.Certifications)+len(s.Footer.Security) == 0 {
		s.Footer = demoFooter
	}
	return s
}

// MaxShortName is the longest name a home screen shows under an icon whole.
const MaxShortName = 12

// shortName is name when a home screen shows it whole, else its first word, else its start.
func shortName(name string) string {
	if utf8.RuneCountInString(name) <= MaxShortName {
		return name
	}
	if first, _, _ := strings.Cut(name, " "); utf8.RuneCountInString(first) <= MaxShortName {
		return first
	}
	return string([]rune(name)[:MaxShortName])
}

// withDefaults fills a brand's empty fields from its site and the demo's pictures.
func (b Brand) withDefaults(s Site) Brand {
	fill := func(v *string, def string) {
		if *v == "" {
			*v = def
		}
	}
	fill(&b.Name, s.Name)
	fill(&b.ShortName, shortName(b.Name))
	fill(&b.Description, demoBrand.Description)
	fill(&b.Logo, demoBrand.Logo)
	fill(&b.Background, s.Theme.Primary)
	fill(&b.Icons.SVG, demoBrand.Icons.SVG)
	fill(&b.Icons.PNG192, demoBrand.Icons.PNG192)
	fill(&b.Icons.PNG512, demoBrand.Icons.PNG512)
	fill(&b.Icons.Maskable, demoBrand.Icons.Maskable)
	fill(&b.Icons.AppleTouch, demoBrand.Icons.AppleTouch)
	return b
}

// Backends is one base URL per upstream backend. In fixture mode they are replaced by the
// embedded fake upstream's address.
type Backends struct {
	Games   string `mapstructure:"games"`
	Member  string `mapstructure:"member"`
	Wallet  string `mapstructure:"wallet"`
	Content string `mapstructure:"content"`
}

// Currency is how money is shown on a site.
type Currency struct {
	Code   string `mapstructure:"code"`   // ISO 4217, e.g. BDT
	Symbol string `mapstructure:"symbol"` // e.g. ৳
	// Decimals is how many decimals an amount shows on screen: 2 unless set (0 for a currency
	// without minor units).
	Decimals *int `mapstructure:"decimals"`
	// SymbolPosition is where the symbol goes: "before" the amount (the default) or "after".
	SymbolPosition string `mapstructure:"symbol_position"`
}

// Where a currency's symbol goes.
const (
	SymbolBefore = "before"
	SymbolAfter  = "after"
)

// Theme is a merchant's colours, CSS colour values.
type Theme struct {
	Primary string `mapstructure:"primary"`
	Accent  string `mapstructure:"accent"`
}

// Timeouts bound every wait.
type Timeouts struct {
	Upstream time.Duration `mapstructure:"upstream"` // one upstream call, retries included
	Read     time.Duration `mapstructure:"read"`
	Write    time.Duration `mapstructure:"write"`
	Idle     time.Duration `mapstructure:"idle"`
	Shutdown time.Duration `mapstructure:"shutdown"` // drain in-flight requests on SIGTERM
}

// Cache is for public catalogue data.
type Cache struct {
	TTL         time.Duration `mapstructure:"ttl"`
	StaleMaxAge time.Duration `mapstructure:"stale_max_age"` // serve stale on upstream failure up to this age
	// MaxEntries and MaxBytes bound each site's catalogue cache, stale answers included, and,
	// as much again per site, the encoded answers; whichever is reached first evicts.
	MaxEntries int   `mapstructure:"max_entries"`
	MaxBytes   int64 `mapstructure:"max_bytes"`
}

// Breaker is one circuit breaker per site and backend.
type Breaker struct {
	Failures    uint32        `mapstructure:"failures"`     // consecutive failures that open it
	OpenTimeout time.Duration `mapstructure:"open_timeout"` // how long it stays open before a trial
}

// Retry is for idempotent reads only.
type Retry struct {
	Max     int           `mapstructure:"max"`
	WaitMin time.Duration `mapstructure:"wait_min"`
	WaitMax time.Duration `mapstructure:"wait_max"`
}

// Cookie is the sealed session cookie's key.
type Cookie struct {
	Key string `mapstructure:"key"` // base64 of 32 bytes; empty in fixture mode makes a random one
}

// Redis is the shared state of the BFF's copies: the rate limits and the idempotency keys of
// money writes. Without it each copy keeps its own in memory.
type Redis struct {
	// URL is redis://[:password@]host:port/db, or rediss:// for TLS; empty keeps the state
	// in each process.
	URL string `mapstructure:"url"`
}

// Log is the logger's shape.
type Log struct {
	Format string `mapstructure:"format"` // json or console
	Level  string `mapstructure:"level"`  // debug, info, warn, error
}
