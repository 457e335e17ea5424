package config

import (
	"encoding/base64"
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/spf13/pflag"
)

// defaultConfig is what Load returns with no file, no environment and no flags.
func defaultConfig() Config {
	return Config{
		Listen: "127.0.0.1:8080",
		Upstream: Upstream{
			Mode:             "fixture",
			MaxResponseBytes: 4 << 20,
			MaxIdlePerHost:   64,
			MaxConcurrent:    32,
		},
		Sites:       []Site{DemoSite()},
		DefaultSite: "demo",
		Timeouts: Timeouts{
			Upstream: 3 * time.Second, Read: 10 * time.Second, Write: 15 * time.Second,
			Idle: 60 * time.Second, Shutdown: 10 * time.Second,
		},
		Cache:       Cache{TTL: 30 * time.Second, StaleMaxAge: 10 * time.Minute, MaxEntries: 10_000, MaxBytes: 16 << 20},
		Breaker:     Breaker{Failures: 5, OpenTimeout: 15 * time.Second},
		Retry:       Retry{Max: 2, WaitMin: 50 * time.Millisecond, WaitMax: 400 * time.Millisecond},
		Log:         Log{Format: "json", Level: "info"},
		MemoryLimit: 80 << 20,
	}
}

// env turns pairs into a getenv function.
func env(pairs ...string) func(string) string {
	m := map[string]string{}
	for i := 0; i+1 < len(pairs); i += 2 {
		m[pairs[i]] = pairs[i+1]
	}
	return func(k string) string { return m[k] }
}

func writeFile(t *testing.T, name, content string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(path, []byte(content), 0o600); err != nil {
		t.Fatal(err)
	}
	return path
}

// siteYAML is a site of a configuration file's sites list, in its least: hosts, merchant and
// the rest made of id and name.
func siteYAML(id, name string) string {
	return "  - id: " + id + "\n    hosts: [" + id + ".example]\n    merchant: " + strings.ToUpper(id) + "\n    name: " + name +
		"\n    languages: [en]\n    currency: {code: BDT, symbol: \"৳\"}\n    theme: {primary: \"#111111\", accent: \"#222222\"}\n"
}

var testKey = base64.StdEncoding.EncodeToString([]byte("0123456789abcdef0123456789abcdef"))

func TestLoadPrecedence(t *testing.T) {
	file := writeFile(t, "bff.yaml", `
listen: 127.0.0.1:9001
upstream:
  mode: fixture
  max_idle_per_host: 8
log:
  level: debug
  format: console
timeouts:
  upstream: 2s
`)
	other := writeFile(t, "other.yaml", "listen: 127.0.0.1:9009\n")

	// fromFile is what file sets.
	fromFile := func(c *Config) {
		c.Listen = "127.0.0.1:9001"
		c.Upstream.MaxIdlePerHost = 8
		c.Log = Log{Format: "console", Level: "debug"}
		c.Timeouts.Upstream = 2 * time.Second
		c.File = file
	}

	tests := []struct {
		name   string
		args   []string
		env    func(string) string
		want   func(*Config)
		wantFn func(t *testing.T, c Config)
	}{
		{
			name: "defaults",
			env:  env(),
			want: func(*Config) {},
		},
		{
			name: "file over defaults",
			args: []string{"--config", file},
			env:  env(),
			want: fromFile,
		},
		{
			name: "env over file",
			args: []string{"--config", file},
			env: env("BFF_LISTEN", "127.0.0.1:9002", "BFF_LOG_LEVEL", "warn",
				"BFF_UPSTREAM_MAX_IDLE_PER_HOST", "16", "BFF_TIMEOUTS_UPSTREAM", "1500ms",
				"BFF_BREAKER_FAILURES", "3", "BFF_CACHE_STALE_MAX_AGE", "1h"),
			want: func(c *Config) {
				c.Listen = "127.0.0.1:9002"
				c.Upstream.MaxIdlePerHost = 16
				c.Log = Log{Format: "console", Level: "warn"}
				c.Timeouts.Upstream = 1500 * time.Millisecond
				c.Breaker.Failures = 3
				c.Cache.StaleMaxAge = time.Hour
				c.File = file
			},
		},
		{
			name: "flag over env",
			args: []string{"--config", file, "--listen", "127.0.0.1:9003", "--log-level=error", "--log-format", "json", "--fixture-dir", "/tmp/fx", "--upstream-mode", "fixture"},
			env:  env("BFF_LISTEN", "127.0.0.1:9002", "BFF_LOG_LEVEL", "warn", "BFF_UPSTREAM_MODE", "http", "BFF_UPSTREAM_FIXTURE_DIR", "/env/fx"),
			want: func(c *Config) {
				c.Listen = "127.0.0.1:9003"
				c.Upstream.MaxIdlePerHost = 8
				c.Upstream.FixtureDir = "/tmp/fx"
				c.Log = Log{Format: "json", Level: "error"}
				c.Timeouts.Upstream = 2 * time.Second
				c.File = file
			},
		},
		{
			name: "BFF_CONFIG names the file",
			env:  env("BFF_CONFIG", file),
			want: fromFile,
		},
		{
			name: "--config over BFF_CONFIG",
			args: []string{"--config", other},
			env:  env("BFF_CONFIG", file),
			want: func(c *Config) { c.Listen = "127.0.0.1:9009"; c.File = other },
		},
		{
			name: "cookie key and mode from env",
			env: env("BFF_UPSTREAM_MODE", "http", "BFF_COOKIE_KEY", testKey, "BFF_SITES",
				`[{"id":"a","hosts":["a.example"],"merchant":"A","name":"A","languages":["en"],
				  "currency":{"code":"USD","symbol":"$"},"theme":{"primary":"#000","accent":"#fff"},
				  "backends":{"games":"https://g","member":"https://m","wallet":"https://w","content":"http://127.0.0.1:9100"},
				  "launch_hosts":["games.a.example","*.cdn.example"]}]`,
				"BFF_DEFAULT_SITE", "a", "BFF_TRUSTED_PROXIES", " 10.0.0.0/8, fd00::/8,", "BFF_ADMIN_LISTEN", "127.0.0.1:9090"),
			want: func(c *Config) {
				c.Upstream.Mode = "http"
				c.Cookie.Key = testKey
				c.Sites = []Site{Site{
					ID: "a", Hosts: []string{"a.example"}, Merchant: "A", Name: "A",
					Languages: []string{"en"}, DefaultLanguage: "en",
					Currency: Currency{Code: "USD", Symbol: "$"}, Theme: Theme{Primary: "#000", Accent: "#fff"},
					Backends:    Backends{Games: "https://g", Member: "https://m", Wallet: "https://w", Content: "http://127.0.0.1:9100"},
					LaunchHosts: []string{"games.a.example", "*.cdn.example"},
				}.WithDefaults()}
				c.DefaultSite = "a"
				c.TrustedProxies = []string{"10.0.0.0/8", "fd00::/8"}
				c.AdminListen = "127.0.0.1:9090"
			},
		},
		{
			name: "configured sites do not default default_site",
			args: []string{"--config", writeFile(t, "sites.yaml", "\nsites:\n"+siteYAML("one", "One"))},
			env:  env(),
			wantFn: func(t *testing.T, c Config) {
				if c.DefaultSite != "" || len(c.Sites) != 1 || c.Sites[0].DefaultLanguage != "en" {
					t.Errorf("got default_site %q, sites %+v", c.DefaultSite, c.Sites)
				}
			},
		},
		{
			name: "a site's protection facts, and their defaults",
			args: []string{"--config", writeFile(t, "protect.yaml", "\ntrusted_proxies: [10.0.0.0/8]\nsites:\n"+siteYAML("adult", "Adult")+`    min_age: 21
    licence: {issuer: Malta Gaming Authority, number: MGA/B2C/123/2020, verify_url: "https://www.mga.org.mt/licensee/123"}
    responsible_gaming:
      helplines: [{name: GamCare, phone: "+44 808 8020 133", url: "https://www.gamcare.org.uk"}]
      reality_check: {choices: [1, 30], default: 1}
      limit_periods: [day, month]
    regions: {refused: [NP, US], country_source: header, country_header: CF-IPCountry}
`+siteYAML("plain", "Plain"))},
			env: env(),
			wantFn: func(t *testing.T, c Config) {
				a, p := c.Sites[0], c.Sites[1]
				if a.MinAge != 21 || a.Licence.Number != "MGA/B2C/123/2020" || len(a.ResponsibleGaming.Helplines) != 1 ||
					!slices.Equal(a.ResponsibleGaming.RealityCheck.Choices, []int{1, 30}) || a.ResponsibleGaming.RealityCheck.Default != 1 ||
					!slices.Equal(a.ResponsibleGaming.LimitPeriods, []string{"day", "month"}) ||
					!slices.Equal(a.Regions.Refused, []string{"NP", "US"}) || a.Regions.CountryHeader != "CF-IPCountry" {
					t.Errorf("adult: %+v", a)
				}
				if p.MinAge != 18 || p.ResponsibleGaming.RealityCheck.Default != 60 || len(p.ResponsibleGaming.LimitPeriods) != 3 ||
					p.Regions.CountrySource != CountryFromUpstream {
					t.Errorf("plain's defaults: %+v", p)
				}
			},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := Load(nil, tt.args, tt.env)
			if err != nil {
				t.Fatalf("Load: %v", err)
			}
			if tt.wantFn != nil {
				tt.wantFn(t, got)
				return
			}
			want := defaultConfig()
			tt.want(&want)
			if !reflect.DeepEqual(got, want) {
				t.Errorf("got  %+v\nwant %+v", got, want)
			}
		})
	}
}

func TestLoadReadsDefaultFile(t *testing.T) {
	t.Chdir(t.TempDir())
	if err := os.Mkdir("config", 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(DefaultFile, []byte("listen: 127.0.0.1:7000\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	got, err := Load(nil, nil, env())
	if err != nil {
		t.Fatal(err)
	}
	if got.Listen != "127.0.0.1:7000" || got.File != DefaultFile {
		t.Errorf("listen %q from %q, want 127.0.0.1:7000 from %s", got.Listen, got.File, DefaultFile)
	}

	got, err = Load(nil, []string{"--config="}, env())
	if err != nil {
		t.Fatal(err)
	}
	if got.Listen != "127.0.0.1:8080" || got.File != "" {
		t.Errorf("--config= read %q, listen %q", got.File, got.Listen)
	}
}

func TestLoadErrors(t *testing.T) {
	tests := []struct {
		name string
		args []string
		env  func(string) string
		want string
	}{
		{"named file missing", []string{"--config", "/nonexistent/bff.yaml"}, env(), "reading /nonexistent/bff.yaml"},
		{"BFF_CONFIG file missing", nil, env("BFF_CONFIG", "/nonexistent/b.yaml"), "reading /nonexistent/b.yaml"},
		{"unknown key in file", []string{"--config", writeFile(t, "typo.yaml", "upstream:\n  mdoe: http\n")}, env(), "upstream: unknown keys mdoe"},
		{"bad duration", nil, env("BFF_TIMEOUTS_READ", "ten seconds"), `timeouts.read: "ten seconds" is not a duration`},
		{"bare number for a duration", []string{"--config", writeFile(t, "n.yaml", "cache:\n  ttl: 30\n")}, env(), "cache.ttl: 30 is not a duration such as 3s"},
		{"bad number", nil, env("BFF_RETRY_MAX", "two"), "retry.max"},
		{"bad BFF_SITES", nil, env("BFF_SITES", "{"), "BFF_SITES must be a JSON list"},
		{"unknown flag", []string{"--lisen", "x"}, env(), "unknown flag: --lisen"},
		{"invalid value", []string{"--upstream-mode", "grpc"}, env(), `upstream.mode: must be fixture or http, got "grpc"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Load(nil, tt.args, tt.env)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("got error %v, want one containing %q", err, tt.want)
			}
		})
	}
}

func TestLoadHelp(t *testing.T) {
	fs := NewFlagSet("bff")
	var out strings.Builder
	fs.SetOutput(&out)
	_, err := Load(fs, []string{"--help"}, env())
	if !errors.Is(err, pflag.ErrHelp) {
		t.Fatalf("got %v, want pflag.ErrHelp", err)
	}
	for _, want := range []string{"--listen", "BFF_LISTEN", "default 127.0.0.1:8080", "--upstream-mode", "--config", "--fixture-dir", "--log-format", "--log-level"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("help lacks %q:\n%s", want, out.String())
		}
	}
}

func TestLoadFlagSetWithoutOurFlags(t *testing.T) {
	_, err := Load(pflag.NewFlagSet("x", pflag.ContinueOnError), nil, env())
	if err == nil || !strings.Contains(err.Error(), "config.AddFlags") {
		t.Fatalf("got %v, want a hint at config.AddFlags", err)
	}
}

func TestLoadExampleFile(t *testing.T) {
	t.Run("with the cookie key from the environment", func(t *testing.T) {
		cfg, err := Load(nil, []string{"--config", "bff.example.yaml"}, env("BFF_COOKIE_KEY", testKey))
		if err != nil {
			t.Fatalf("the example does not load: %v", err)
		}
		if cfg.Upstream.Mode != ModeHTTP || len(cfg.Sites) != 2 || cfg.Sites[1].ID != "lucky7" || cfg.DefaultSite != "demo" {
			t.Errorf("unexpected example: %+v", cfg)
		}
		want := defaultConfig()
		if cfg.Timeouts != want.Timeouts || cfg.Cache != want.Cache || cfg.Breaker != want.Breaker ||
			cfg.Retry != want.Retry || cfg.Log != want.Log || cfg.Listen != want.Listen ||
			cfg.Upstream.MaxResponseBytes != want.Upstream.MaxResponseBytes || cfg.Upstream.MaxConcurrent != want.Upstream.MaxConcurrent {
			t.Errorf("the example's comments promise the defaults: got %+v", cfg)
		}
	})
	t.Run("in fixture mode without a key", func(t *testing.T) {
		if _, err := Load(nil, []string{"--config", "bff.example.yaml", "--upstream-mode", "fixture"}, env()); err != nil {
			t.Fatalf("the example does not load: %v", err)
		}
	})
	t.Run("http mode without a key names the variable", func(t *testing.T) {
		_, err := Load(nil, []string{"--config", "bff.example.yaml"}, env())
		if err == nil || !strings.Contains(err.Error(), "cookie.key: required in http mode") || !strings.Contains(err.Error(), "BFF_COOKIE_KEY") {
			t.Fatalf("got %v", err)
		}
	})
}

func TestEnvNames(t *testing.T) {
	want := []string{
		"BFF_CONFIG", "BFF_LISTEN", "BFF_UPSTREAM_MODE", "BFF_UPSTREAM_FIXTURE_DIR",
		"BFF_UPSTREAM_MAX_RESPONSE_BYTES", "BFF_UPSTREAM_MAX_IDLE_PER_HOST", "BFF_UPSTREAM_MAX_CONCURRENT",
		"BFF_DEFAULT_SITE", "BFF_TIMEOUTS_UPSTREAM", "BFF_TIMEOUTS_READ", "BFF_TIMEOUTS_WRITE", "BFF_TIMEOUTS_IDLE",
		"BFF_TIMEOUTS_SHUTDOWN", "BFF_CACHE_TTL", "BFF_CACHE_STALE_MAX_AGE", "BFF_CACHE_MAX_ENTRIES",
		"BFF_CACHE_MAX_BYTES", "BFF_BREAKER_FAILURES",
		"BFF_BREAKER_OPEN_TIMEOUT", "BFF_RETRY_MAX", "BFF_RETRY_WAIT_MIN", "BFF_RETRY_WAIT_MAX",
		"BFF_COOKIE_KEY", "BFF_REDIS_URL", "BFF_LOG_FORMAT", "BFF_LOG_LEVEL", "BFF_ADMIN_LISTEN", "BFF_MEMORY_LIMIT", "BFF_TRUSTED_PROXIES", "BFF_SITES",
	}
	if got := EnvNames(); !reflect.DeepEqual(got, want) {
		t.Errorf("got %q\nwant %q", got, want)
	}
	// Every scalar key has a default, so the defaults table cannot drift from Config.
	d := defaults()
	for _, k := range Keys() {
		if _, ok := d[k]; !ok {
			t.Errorf("key %s has no default", k)
		}
	}
	if len(d) != len(Keys()) {
		t.Errorf("%d defaults for %d keys", len(d), len(Keys()))
	}
}

// TestEndToEndConfig loads the journeys' two sites (testdata/config/e2e.yaml) as bff serve does.
func TestEndToEndConfig(t *testing.T) {
	c, err := Load(nil, []string{"--config", "../testdata/config/e2e.yaml"}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(c.Sites) != 2 || c.Sites[1].MinAge != AdultMinAge || !slices.Equal(c.Sites[1].Regions.Refused, []string{"NP"}) ||
		c.Sites[1].ResponsibleGaming.RealityCheck.Default != 1 || c.Upstream.Mode != ModeFixture {
		t.Fatalf("sites %+v", c.Sites)
	}
}
