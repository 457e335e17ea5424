// Package config holds the BFF's typed configuration, loaded by viper in the order
// defaults < config/bff.yaml < BFF_* environment < flags, and validated at start.
package config

import "time"

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
// month) and the country source (upstream).
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
	return s
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
}

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
