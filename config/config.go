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
