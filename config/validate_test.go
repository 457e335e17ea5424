package config

import (
	"bytes"
	"encoding/base64"
	"slices"
	"strings"
	"testing"
	"time"
)

// httpConfig is a valid configuration in http mode with two sites.
func httpConfig() Config {
	c := defaultConfig()
	c.Upstream.Mode = ModeHTTP
	c.Cookie.Key = testKey
	c.Sites[0].Backends = Backends{Games: "https://g:1", Member: "http://127.0.0.1:9100", Wallet: "https://w", Content: "http://localhost:9100"}
	second := DemoSite()
	second.ID, second.Hosts, second.Merchant = "second", []string{"m.second.example"}, "SECOND"
	second.Backends = c.Sites[0].Backends
	c.Sites = append(c.Sites, second)
	return c
}

func TestValidate(t *testing.T) {
	tests := []struct {
		name   string
		base   func() Config
		change func(*Config)
		want   []string // every line of the error, in order
	}{
		{"defaults are valid", defaultConfig, func(*Config) {}, nil},
		{"minimum age 21", defaultConfig, func(c *Config) { c.Sites[0].MinAge = 21 }, nil},
		{"minimum age 16", defaultConfig, func(c *Config) { c.Sites[0].MinAge = 16 }, []string{"sites[0].min_age: must be 18 or 21, got 16"}},
		{"protection facts", defaultConfig, func(c *Config) {
			c.Sites[0].Licence = Licence{Issuer: "MGA", VerifyURL: "http://mga.example"}
			c.Sites[0].ResponsibleGaming = ResponsibleGaming{
				Helplines:    []Helpline{{Name: "X"}},
				RealityCheck: RealityCheck{Choices: []int{0, 30}, Default: 45},
				LimitPeriods: []string{"year"},
			}
			c.Sites[0].Regions = Regions{Refused: []string{"np"}, CountrySource: "geoip"}
		}, []string{
			"sites[0].licence.number: required with a licence",
			`sites[0].licence.verify_url: "http://mga.example" is not an https address`,
			"sites[0].responsible_gaming.helplines[0]: needs a phone or a url",
			"sites[0].responsible_gaming.reality_check.choices: 0: each is a number of minutes from 1 to 1440, listed once",
			"sites[0].responsible_gaming.reality_check.default: 45 is not among the choices",
			`sites[0].responsible_gaming.limit_periods: "year" must be day, week or month`,
			`sites[0].regions.refused: "np" is not an ISO 3166 alpha-2 code such as NP (upper case)`,
			`sites[0].regions.country_source: must be upstream or header, got "geoip"`,
		}},
		{"country header without trusted proxies", defaultConfig, func(c *Config) {
			c.Sites[0].Regions = Regions{CountrySource: CountryFromHeader, CountryHeader: "CF-IPCountry"}
		}, []string{"sites[0].regions.country_source: header needs trusted_proxies: from anyone else the header is the player's own word"}},
		{"http example is valid", httpConfig, func(*Config) {}, nil},
		{"url-safe unpadded key", httpConfig, func(c *Config) {
			c.Cookie.Key = base64.RawURLEncoding.EncodeToString(bytes.Repeat([]byte{0xfb}, 32))
		}, nil},
		{"listen without port", defaultConfig, func(c *Config) { c.Listen = "localhost" }, []string{`listen: "localhost" is not host:port`}},
		{"listen bad port", defaultConfig, func(c *Config) { c.Listen = ":http" }, []string{`listen: ":http" has no valid port`}},
		{"listen empty", defaultConfig, func(c *Config) { c.Listen = "" }, []string{"listen: required, host:port"}},
		{"unknown mode", defaultConfig, func(c *Config) { c.Upstream.Mode = "grpc" }, []string{`upstream.mode: must be fixture or http, got "grpc"`}},
		{"no size limit", defaultConfig, func(c *Config) { c.Upstream.MaxResponseBytes = 0; c.Upstream.MaxIdlePerHost = -1 }, []string{
			"upstream.max_response_bytes: must be positive, got 0",
			"upstream.max_idle_per_host: must be positive, got -1",
		}},
		{"unsupported language", defaultConfig, func(c *Config) { c.Sites[0].Languages = []string{"bn", "fr"} }, []string{`sites[0].languages: "fr" is not supported (bn, en)`}},
		{"language twice", defaultConfig, func(c *Config) { c.Sites[0].Languages = []string{"bn", "bn"} }, []string{`sites[0].languages: "bn" is listed twice`}},
		{"no languages", defaultConfig, func(c *Config) { c.Sites[0].Languages = nil }, []string{
			"sites[0].languages: at least one of bn, en is required",
			`sites[0].default_language: "bn" is not among the site's languages ()`,
		}},
		{"default language not offered", defaultConfig, func(c *Config) { c.Sites[0].Languages = []string{"en"} }, []string{`sites[0].default_language: "bn" is not among the site's languages (en)`}},
		{"backend missing in http mode", httpConfig, func(c *Config) { c.Sites[1].Backends.Games = "" }, []string{"sites[1].backends.games: required in http mode"}},
		{"backend missing in fixture mode is fine", defaultConfig, func(c *Config) { c.Sites[0].Backends.Games = "" }, nil},
		{"backend not http", httpConfig, func(c *Config) { c.Sites[0].Backends.Games = "ftp://x" }, []string{`sites[0].backends.games: "ftp://x" is not an http(s) URL`}},
		{"backend without host", defaultConfig, func(c *Config) { c.Sites[0].Backends.Wallet = "http://" }, []string{`sites[0].backends.wallet: "http://" is not an http(s) URL`}},
		{"backend with credentials", httpConfig, func(c *Config) { c.Sites[0].Backends.Member = "https://u:p@m" }, []string{"sites[0].backends.member: must not carry credentials"}},
		{"backend over plain http", httpConfig, func(c *Config) {
			c.Sites[1].Backends.Wallet = "http://wallet.example"
			c.Sites[1].Backends.Content = "http://[::1]:9100"
		}, []string{`sites[1].backends.wallet: "http://wallet.example" must be https (plain http only on a loopback host such as 127.0.0.1)`}},
		{"launch hosts", defaultConfig, func(c *Config) {
			c.Sites[0].LaunchHosts = []string{"games.example", "*.vendor.example", "https://x.example", "g.example:8443", "*", "a.*.example", ""}
		}, []string{
			`sites[0].launch_hosts: "https://x.example" is not a host name or "*." and a domain (https is implied)`,
			`sites[0].launch_hosts: "g.example:8443" has a port; hosts are matched without one`,
			`sites[0].launch_hosts: "*" is not a host name or "*." and a domain (https is implied)`,
			`sites[0].launch_hosts: "a.*.example" is not a host name or "*." and a domain (https is implied)`,
			`sites[0].launch_hosts: "" is empty`,
		}},
		{"trusted proxies", defaultConfig, func(c *Config) {
			c.TrustedProxies = []string{"10.0.0.0/8", "192.0.2.7", "fd00::/8", "10.0.0.0/33", "ingress", "0.0.0.0/0"}
		}, []string{
			`trusted_proxies: "10.0.0.0/33" is not a CIDR such as 10.0.0.0/8 or an address`,
			`trusted_proxies: "ingress" is not a CIDR such as 10.0.0.0/8 or an address`,
			`trusted_proxies: "0.0.0.0/0" trusts every address, so any client could name itself in X-Forwarded-For`,
		}},
		{"admin listener", defaultConfig, func(c *Config) { c.AdminListen = "127.0.0.1:9090" }, nil},
		{"no memory limit", defaultConfig, func(c *Config) { c.MemoryLimit = 0 }, nil},
		{"a site's zone, money format and brand", defaultConfig, func(c *Config) {
			c.Sites[0].Zone = "Asia/Kathmandu"
			zero := 0
			c.Sites[0].Currency.Decimals, c.Sites[0].Currency.SymbolPosition = &zero, SymbolAfter
			c.Sites[0].Brand = Brand{Name: "Lucky Star Casino", ShortName: "Lucky Star", Logo: "/media/brand/logo.webp", Background: "#101010"}
		}, nil},
		{"a bad zone, money format and brand", defaultConfig, func(c *Config) {
			c.Sites[0].Zone = "Mars/Olympus"
			four := 4
			c.Sites[0].Currency.Decimals, c.Sites[0].Currency.SymbolPosition = &four, "middle"
			c.Sites[0].Brand = Brand{
				ShortName: "A Very Long Casino Name", Logo: "https://evil.example/logo.png", Background: "teal",
				Icons: Icons{PNG192: "/icons/../secret.png", SVG: "/media/icon.gif"},
			}
		}, []string{
			`sites[0].zone: "Mars/Olympus" is not an IANA zone such as Asia/Dhaka`,
			`sites[0].currency.decimals: must be 0 to 3, got 4`,
			`sites[0].currency.symbol_position: must be before or after, got "middle"`,
			`sites[0].brand.short_name: "A Very Long Casino Name" is longer than 12 characters: a home screen cuts it`,
			`sites[0].brand.background: "teal" is not a hex colour such as #0f766e`,
			`sites[0].brand.logo: "https://evil.example/logo.png" is not a picture under /icons/ or /media/`,
			`sites[0].brand.icons.svg: "/media/icon.gif" is not a picture under /icons/ or /media/`,
			`sites[0].brand.icons.png_192: "/icons/../secret.png" is not a picture under /icons/ or /media/`,
		}},
		{"a memory limit too small", defaultConfig, func(c *Config) { c.MemoryLimit = 1 << 20 }, []string{
			"memory_limit: 1048576 bytes is below 33554432 (32 MiB): the collector would never rest; 0 sets no limit",
		}},
		{"admin listener bad", defaultConfig, func(c *Config) { c.AdminListen = "9090" }, []string{`admin_listen: "9090" is not host:port`}},
		{"admin listener is the listener", defaultConfig, func(c *Config) { c.AdminListen = c.Listen }, []string{
			`admin_listen: "127.0.0.1:8080" is also listen; give the admin listener an address of its own, or leave it empty`,
		}},
		{"default site unknown", defaultConfig, func(c *Config) { c.DefaultSite = "x" }, []string{`default_site: "x" names no site`}},
		{"empty default site refuses unknown hosts", defaultConfig, func(c *Config) { c.DefaultSite = "" }, nil},
		{"duplicate site id", httpConfig, func(c *Config) { c.Sites[1].ID = "demo" }, []string{`sites[1].id: "demo" is already the id of sites[0]`}},
		{"duplicate host, any case", httpConfig, func(c *Config) { c.Sites[1].Hosts = []string{"LocalHost"} }, []string{`sites[1].hosts: "LocalHost" is already a host of sites[0]`}},
		{"host with port", defaultConfig, func(c *Config) { c.Sites[0].Hosts = []string{"localhost:8080"} }, []string{`sites[0].hosts: "localhost:8080" has a port; hosts are matched without one`}},
		{"site without anything", defaultConfig, func(c *Config) { c.Sites = []Site{{}}; c.DefaultSite = "" }, []string{
			"sites[0].id: required",
			"sites[0].hosts: at least one host is required",
			"sites[0].merchant: required",
			"sites[0].name: required",
			"sites[0].languages: at least one of bn, en is required",
			`sites[0].default_language: "" is not among the site's languages ()`,
			`sites[0].currency.code: "" is not an ISO 4217 code such as BDT`,
			"sites[0].currency.symbol: required",
			`sites[0].theme.primary: "" is not a hex colour such as #0f766e`,
			`sites[0].theme.accent: "" is not a hex colour such as #0f766e`,
		}},
		{"bad site id", defaultConfig, func(c *Config) { c.Sites[0].ID = "Demo Site"; c.DefaultSite = "" }, []string{`sites[0].id: "Demo Site" must be lower-case letters, digits, - or _`}},
		{"no sites", defaultConfig, func(c *Config) { c.Sites = nil; c.DefaultSite = "" }, []string{"sites: at least one site is required"}},
		{"currency symbol empty", defaultConfig, func(c *Config) { c.Sites[0].Currency.Symbol = "" }, []string{"sites[0].currency.symbol: required"}},
		{"theme not hex", defaultConfig, func(c *Config) { c.Sites[0].Theme.Accent = "red;}body{" }, []string{`sites[0].theme.accent: "red;}body{" is not a hex colour such as #0f766e`}},
		{"non-positive timeouts", defaultConfig, func(c *Config) {
			c.Timeouts = Timeouts{Upstream: 0, Read: -time.Second, Write: 1, Idle: 1, Shutdown: 0}
		}, []string{
			"timeouts.upstream: must be positive, got 0s",
			"timeouts.read: must be positive, got -1s",
			"timeouts.shutdown: must be positive, got 0s",
		}},
		{"stale shorter than ttl", defaultConfig, func(c *Config) { c.Cache.StaleMaxAge = 10 * time.Second }, []string{"cache.stale_max_age: 10s is shorter than cache.ttl 30s"}},
		{"ttl zero", defaultConfig, func(c *Config) { c.Cache.TTL = 0 }, []string{"cache.ttl: must be positive, got 0s"}},
		{"cache unbounded", defaultConfig, func(c *Config) { c.Cache.MaxEntries, c.Cache.MaxBytes = 0, 4096 }, []string{
			"cache.max_entries: must be at least 1, got 0",
			"cache.max_bytes: must be at least 1048576 (1 MiB), got 4096",
		}},
		{"no upstream calls", defaultConfig, func(c *Config) { c.Upstream.MaxConcurrent = 0 }, []string{"upstream.max_concurrent: must be positive, got 0"}},
		{"breaker failures zero", defaultConfig, func(c *Config) { c.Breaker.Failures = 0 }, []string{"breaker.failures: must be at least 1, got 0"}},
		{"breaker open timeout zero", defaultConfig, func(c *Config) { c.Breaker.OpenTimeout = 0 }, []string{"breaker.open_timeout: must be positive, got 0s"}},
		{"retry", defaultConfig, func(c *Config) { c.Retry = Retry{Max: -1, WaitMin: time.Second, WaitMax: time.Millisecond} }, []string{
			"retry.max: must not be negative, got -1",
			"retry.wait_max: 1ms is shorter than retry.wait_min 1s",
		}},
		{"no retries is fine", defaultConfig, func(c *Config) { c.Retry.Max = 0 }, nil},
		{"cookie key required in http mode", httpConfig, func(c *Config) { c.Cookie.Key = "" }, []string{
			"cookie.key: required in http mode: base64 of 32 random bytes (openssl rand -base64 32), best set as BFF_COOKIE_KEY",
		}},
		{"cookie key too short", defaultConfig, func(c *Config) { c.Cookie.Key = base64.StdEncoding.EncodeToString([]byte("short")) }, []string{
			"cookie.key: must be base64 of exactly 32 bytes, got 5 bytes (make one with: openssl rand -base64 32)",
		}},
		{"cookie key not base64", defaultConfig, func(c *Config) { c.Cookie.Key = "not base64 at all!" }, []string{
			"cookie.key: must be base64 of exactly 32 bytes, and is not base64 (make one with: openssl rand -base64 32)",
		}},
		{"redis url", httpConfig, func(c *Config) { c.Redis.URL = "rediss://:pass@redis.example:6380/3" }, nil},
		{"redis url not redis", defaultConfig, func(c *Config) { c.Redis.URL = "http://redis:6379" }, []string{
			`redis.url: "http://redis:6379" must start with redis:// (or rediss:// for TLS)`,
		}},
		{"redis url without port, a password and a bad database", defaultConfig, func(c *Config) { c.Redis.URL = "redis://:hunter2@redis/x" }, []string{
			`redis.url: "redis://:xxxxx@redis/x" needs a host and a port, such as redis://redis:6379/0`,
			`redis.url: "redis://:xxxxx@redis/x": the path is a database number such as /0, got "/x"`,
		}},
		{"redis url with options", defaultConfig, func(c *Config) { c.Redis.URL = "redis://redis:6379/0?dial_timeout=1m" }, []string{
			`redis.url: "redis://redis:6379/0?dial_timeout=1m": options after ? or # are not read; the BFF sets its own timeouts`,
		}},
		{"log format and level", defaultConfig, func(c *Config) { c.Log = Log{Format: "text", Level: "verbose"} }, []string{
			`log.format: must be json or console, got "text"`,
			`log.level: must be debug, info, warn or error, got "verbose"`,
		}},
		{"every problem at once", httpConfig, func(c *Config) {
			c.Upstream.Mode = "grpc"
			c.Sites[0].Languages = []string{"fr", "bn"}
			c.Breaker.Failures = 0
			c.Log.Level = "loud"
		}, []string{
			`upstream.mode: must be fixture or http, got "grpc"`,
			`sites[0].languages: "fr" is not supported (bn, en)`,
			"breaker.failures: must be at least 1, got 0",
			`log.level: must be debug, info, warn or error, got "loud"`,
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := tt.base()
			tt.change(&c)
			wantInvalid(t, c, tt.want)
		})
	}
}

// wantInvalid checks Validate answers every line of want, in order (nil: c is valid).
func wantInvalid(t *testing.T, c Config, want []string) {
	t.Helper()
	err := c.Validate()
	var got []string
	if err != nil {
		got = strings.Split(err.Error(), "\n")
	}
	if !slices.Equal(got, want) {
		t.Errorf("got\n  %s\nwant\n  %s", strings.Join(got, "\n  "), strings.Join(want, "\n  "))
	}
}

func TestValidateNeverQuotesTheCookieKey(t *testing.T) {
	c := defaultConfig()
	c.Cookie.Key = base64.StdEncoding.EncodeToString([]byte("sixteen byte key"))
	if err := c.Validate(); err == nil || strings.Contains(err.Error(), c.Cookie.Key) {
		t.Fatalf("got %v", err)
	}
}

func TestCookieKey(t *testing.T) {
	tests := []struct {
		name    string
		key     string
		wantLen int
		wantErr bool
	}{
		{"empty", "", 0, false},
		{"valid", testKey, 32, false},
		{"short", "c2hvcnQ=", 0, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			key, err := Cookie{Key: tt.key}.CookieKey()
			if (err != nil) != tt.wantErr || len(key) != tt.wantLen {
				t.Errorf("got %d bytes, %v", len(key), err)
			}
		})
	}
}
