package config

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"reflect"
	"regexp"
	"strings"
	"time"

	"github.com/spf13/pflag"
	"github.com/spf13/viper"

	def "github.com/casinobff/bff/config/defaults"
)

// DefaultFile is read when it exists and neither --config nor BFF_CONFIG names another file.
// It is relative to the working directory.
const DefaultFile = "config/bff.yaml"

// EnvPrefix starts every environment variable Load reads: a key's dots become underscores
// and its letters upper case, so upstream.mode is BFF_UPSTREAM_MODE.
const EnvPrefix = "BFF_"

// EnvConfig names the configuration file, like --config.
const EnvConfig = EnvPrefix + "CONFIG"

// envSites carries the whole sites list as JSON, since a list of objects has no flat names.
const envSites = EnvPrefix + "SITES"

// envTrustedProxies carries trusted_proxies, comma-separated.
const envTrustedProxies = EnvPrefix + "TRUSTED_PROXIES"

// flagKeys maps each flag Load reads to the configuration key it sets.
var flagKeys = []struct{ flag, key, usage string }{
	{"listen", "listen", "address to listen on, host:port"},
	{"upstream-mode", "upstream.mode", "fixture (embedded fake upstream) or http"},
	{"fixture-dir", "upstream.fixture_dir", "directory of recorded upstream answers (default: embedded)"},
	{"log-format", "log.format", "json or console"},
	{"log-level", "log.level", "debug, info, warn or error"},
}

// AddFlags adds the flags Load reads to fs: --config and one per flagKeys entry. The flags'
// own defaults are empty, since a flag counts only when it is given; the usage text names
// the configuration's default.
func AddFlags(fs *pflag.FlagSet) {
	fs.String("config", "", "configuration file (default "+DefaultFile+" when it exists; env "+EnvConfig+")")
	values := defaults()
	for _, f := range flagKeys {
		usage := fmt.Sprintf("%s (env %s", f.usage, EnvName(f.key))
		if d := fmt.Sprint(values[f.key]); d != "" {
			usage += ", default " + d
		}
		fs.String(f.flag, "", usage+")")
	}
}

// NewFlagSet returns a flag set holding the flags Load reads, which returns errors rather
// than exiting. A command may add its own flags before handing it to Load.
func NewFlagSet(name string) *pflag.FlagSet {
	fs := pflag.NewFlagSet(name, pflag.ContinueOnError)
	fs.SortFlags = false
	AddFlags(fs)
	return fs
}

// Load parses args (without the program name) with flags, then builds the configuration from,
// lowest first: defaults, the configuration file, BFF_* variables read through getenv, and
// the flags given. It returns the configuration only when it is valid; otherwise every
// problem at once. A nil flags means NewFlagSet("bff"); with -h or --help the error wraps
// pflag.ErrHelp. An empty variable counts as unset.
func Load(flags *pflag.FlagSet, args []string, getenv func(string) string) (Config, error) {
	if flags == nil {
		flags = NewFlagSet("bff")
	}
	if getenv == nil {
		getenv = func(string) string { return "" }
	}
	if err := flags.Parse(args); err != nil {
		return Config{}, fmt.Errorf("config: %w", err)
	}

	v := viper.New()
	setDefaults(v)

	file, err := readFile(v, flags, getenv)
	if err != nil {
		return Config{}, err
	}
	if err := applyEnv(v, getenv); err != nil {
		return Config{}, err
	}
	if err := applyFlags(v, flags); err != nil {
		return Config{}, err
	}

	var cfg Config
	if err := v.UnmarshalExact(&cfg, viper.DecodeHook(durationHook)); err != nil {
		return Config{}, fmt.Errorf("config%s cannot be read:\n%w", from(file), tidy(err))
	}
	cfg.File = file
	fillSites(&cfg)
	if err := cfg.Validate(); err != nil {
		return Config{}, fmt.Errorf("config%s is invalid:\n%w", from(file), err)
	}
	return cfg, nil
}

func from(file string) string {
	if file == "" {
		return ""
	}
	return " " + file
}

func setDefaults(v *viper.Viper) {
	for key, value := range defaults() {
		v.SetDefault(key, value)
	}
}

// defaults holds every scalar key's default, from package defaults (the empty ones are empty
// here); the sites default is DemoSite, see fillSites.
func defaults() map[string]any {
	return map[string]any{
		"listen":                      def.Listen,
		"upstream.mode":               def.UpstreamMode,
		"upstream.fixture_dir":        "",
		"upstream.max_response_bytes": def.UpstreamMaxResponseBytes,
		"upstream.max_idle_per_host":  def.UpstreamMaxIdlePerHost,
		"upstream.max_concurrent":     def.UpstreamMaxConcurrent,
		"default_site":                "",
		"timeouts.upstream":           def.TimeoutsUpstream,
		"timeouts.read":               def.TimeoutsRead,
		"timeouts.write":              def.TimeoutsWrite,
		"timeouts.idle":               def.TimeoutsIdle,
		"timeouts.shutdown":           def.TimeoutsShutdown,
		"cache.ttl":                   def.CacheTTL,
		"cache.stale_max_age":         def.CacheStaleMaxAge,
		"cache.max_entries":           def.CacheMaxEntries,
		"cache.max_bytes":             def.CacheMaxBytes,
		"breaker.failures":            def.BreakerFailures,
		"breaker.open_timeout":        def.BreakerOpenTimeout,
		"retry.max":                   def.RetryMax,
		"retry.wait_min":              def.RetryWaitMin,
		"retry.wait_max":              def.RetryWaitMax,
		"cookie.key":                  "",
		"redis.url":                   "",
		"log.format":                  def.LogFormat,
		"log.level":                   def.LogLevel,
		"admin_listen":                "",
		"memory_limit":                def.MemoryLimit,
	}
}

// durationHook parses Go duration strings, saying which value is wrong when one is. It
// refuses bare numbers, which the decoder would read as nanoseconds.
func durationHook(from, to reflect.Type, data any) (any, error) {
	if to != durationType || from == durationType {
		return data, nil
	}
	if from.Kind() != reflect.String {
		return nil, fmt.Errorf("%v is not a duration such as 3s or 500ms", data)
	}
	d, err := time.ParseDuration(data.(string))
	if err != nil {
		return nil, fmt.Errorf("%q is not a duration such as 3s or 500ms", data)
	}
	return d, nil
}

var decodeProblem = regexp.MustCompile(`^'([^']*)' (?:has invalid keys: (.*)|(.*))$`)

// tidy rewrites the decoder's "'key' problem" lines as "key: problem", like Validate's.
func tidy(err error) error {
	var lines []error
	for _, line := range strings.Split(err.Error(), "\n") {
		m := decodeProblem.FindStringSubmatch(line)
		switch {
		case m == nil:
			continue
		case m[2] != "":
			key := m[1]
			if key == "" {
				key = "(top level)"
			}
			lines = append(lines, fmt.Errorf("%s: unknown keys %s", key, m[2]))
		default:
			lines = append(lines, fmt.Errorf("%s: %s", m[1], m[3]))
		}
	}
	if len(lines) == 0 {
		return err
	}
	return errors.Join(lines...)
}

// DemoSite is the site served when none is configured: the embedded fixtures' merchant.
func DemoSite() Site {
	return Site{
		ID:              "demo",
		Hosts:           []string{"127.0.0.1", "localhost"},
		Merchant:        "DEMO",
		Name:            "Demo Casino",
		Languages:       []string{"bn", "en"},
		DefaultLanguage: "bn",
		Currency:        Currency{Code: "BDT", Symbol: "৳"},
		Theme:           Theme{Primary: "#0f766e", Accent: "#f59e0b"},
		MinAge:          DefaultMinAge,
		Licence: Licence{
			Issuer: "Demo Gaming Authority", Number: "DGA/B2C/2026-001",
			VerifyURL: "https://licence.example/verify/DGA-B2C-2026-001",
		},
		// Help a player in Bangladesh can reach: Kaan Pete Roi, the country's emotional-support
		// helpline; the national emergency number; Gambling Therapy's free online support, in
		// Bengali among other languages.
		ResponsibleGaming: ResponsibleGaming{
			Helplines: []Helpline{
				{Name: "Kaan Pete Roi", URL: "https://kaanpeteroi.org"},
				{Name: "National Emergency Service", Phone: "999"},
				{Name: "Gambling Therapy", URL: "https://www.gamblingtherapy.org"},
			},
			Links: []Link{
				{Title: "Gamblers Anonymous", URL: "https://www.gamblersanonymous.org"},
				{Title: "Befrienders Worldwide", URL: "https://www.befrienders.org"},
			},
		},
	}.WithDefaults()
}

// fillSites supplies the demo site when no site is configured, and a site's first language
// as its default language when it names none.
func fillSites(cfg *Config) {
	if len(cfg.Sites) == 0 {
		cfg.Sites = []Site{DemoSite()}
		if cfg.DefaultSite == "" {
			cfg.DefaultSite = "demo"
		}
	}
	for i := range cfg.Sites {
		s := &cfg.Sites[i]
		if s.DefaultLanguage == "" && len(s.Languages) > 0 {
			s.DefaultLanguage = s.Languages[0]
		}
		*s = s.WithDefaults()
	}
}

// readFile reads the file --config or BFF_CONFIG names, which must exist, or else
// DefaultFile when it exists; an empty --config reads none. It returns the path read, empty
// when none.
func readFile(v *viper.Viper, flags *pflag.FlagSet, getenv func(string) string) (string, error) {
	path, named := getenv(EnvConfig), false
	if path != "" {
		named = true
	}
	if f := flags.Lookup("config"); f != nil && f.Changed {
		path, named = f.Value.String(), true
	}
	switch {
	case named && path == "":
		return "", nil // --config= reads no file, not even the default one
	case !named:
		path = DefaultFile
		if _, err := os.Stat(path); errors.Is(err, fs.ErrNotExist) {
			return "", nil
		}
	}
	v.SetConfigFile(path)
	if err := v.ReadInConfig(); err != nil {
		return "", fmt.Errorf("config: reading %s: %w", path, err)
	}
	return path, nil
}

// applyEnv sets every key whose BFF_* variable is not empty. Values are strings; the decoder
// turns them into numbers and durations.
func applyEnv(v *viper.Viper, getenv func(string) string) error {
	for _, key := range Keys() {
		if value := getenv(EnvName(key)); value != "" {
			v.Set(key, value)
		}
	}
	if raw := getenv(envTrustedProxies); raw != "" {
		var cidrs []string
		for _, c := range strings.Split(raw, ",") {
			if c = strings.TrimSpace(c); c != "" {
				cidrs = append(cidrs, c)
			}
		}
		v.Set("trusted_proxies", cidrs)
	}
	if raw := getenv(envSites); raw != "" {
		var sites []any
		if err := json.Unmarshal([]byte(raw), &sites); err != nil {
			return fmt.Errorf("config: %s must be a JSON list of sites: %w", envSites, err)
		}
		v.Set("sites", sites)
	}
	return nil
}

// applyFlags sets the key of every flag given on the command line, after the environment,
// so that flags win.
func applyFlags(v *viper.Viper, flags *pflag.FlagSet) error {
	for _, f := range flagKeys {
		flag := flags.Lookup(f.flag)
		if flag == nil {
			return fmt.Errorf("config: flag set %q lacks --%s; build it with config.AddFlags", flags.Name(), f.flag)
		}
		if flag.Changed {
			v.Set(f.key, flag.Value.String())
		}
	}
	return nil
}

// EnvName is the environment variable that sets key, e.g. BFF_UPSTREAM_MODE for upstream.mode.
func EnvName(key string) string {
	return EnvPrefix + strings.ToUpper(strings.ReplaceAll(key, ".", "_"))
}

// Keys lists every scalar configuration key, e.g. "upstream.mode", in Config's order. The
// lists are not among them: sites comes from the file or, as JSON, from BFF_SITES, and
// trusted_proxies from the file or, comma-separated, from BFF_TRUSTED_PROXIES.
func Keys() []string {
	return keysOf(reflect.TypeFor[Config](), "")
}

var durationType = reflect.TypeFor[time.Duration]()

func keysOf(t reflect.Type, prefix string) []string {
	var keys []string
	for i := range t.NumField() {
		f := t.Field(i)
		tag := f.Tag.Get("mapstructure")
		if tag == "" || tag == "-" || f.Type.Kind() == reflect.Slice {
			continue
		}
		key := prefix + tag
		if f.Type.Kind() == reflect.Struct && f.Type != durationType {
			keys = append(keys, keysOf(f.Type, key+".")...)
			continue
		}
		keys = append(keys, key)
	}
	return keys
}

// EnvNames lists every environment variable Load reads, for help texts and the README.
func EnvNames() []string {
	names := []string{EnvConfig}
	for _, key := range Keys() {
		names = append(names, EnvName(key))
	}
	return append(names, envTrustedProxies, envSites)
}
