package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/url"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/spf13/pflag"

	"github.com/casinobff/bff/adapters/fakeupstream"
	"github.com/casinobff/bff/config"
)

// The test login's environment variables: a password on the command line shows in the
// machine's process list, one in the environment does not.
const (
	envCheckUser     = "BFF_CHECK_USER"
	envCheckPassword = "BFF_CHECK_PASSWORD"
)

// checkOptions are the check's own flags, beside the configuration's.
type checkOptions struct {
	upstream, merchant string // one back office, all four backends at one address
	site               string // only this configured site
	language           string // the calls' language; empty: each site's default
	user, password     string // the test login; empty: no session calls
	timeout            time.Duration
	json               bool
}

// check validates the configuration, then calls, for each site, every read the BFF makes of its
// back office through the real adapters, prints what each answered, and fails when a call a site
// cannot serve without fails (docs/MERCHANTS.md, "Reading bff check's report").
func check(ctx context.Context, args []string, getenv func(string) string, stdout, stderr io.Writer) error {
	flags := config.NewFlagSet("bff check")
	flags.SetOutput(stderr)
	var o checkOptions
	flags.StringVar(&o.upstream, "upstream", "", "check one back office at this base URL (all four backends), instead of the configured sites")
	flags.StringVar(&o.merchant, "merchant", "", "the merchant code sent to --upstream")
	flags.StringVar(&o.site, "site", "", "check this configured site only")
	flags.StringVar(&o.language, "language", "", "language of the calls (default: each site's default language)")
	flags.StringVar(&o.user, "user", "", "a test login's user name: log in, read its money and protection, log out (env "+envCheckUser+")")
	flags.StringVar(&o.password, "password", "", "the test login's password (env "+envCheckPassword+", which keeps it out of the process list)")
	flags.DurationVar(&o.timeout, "timeout", 0, "deadline of one upstream call, retries included (default: timeouts.upstream)")
	flags.BoolVar(&o.json, "json", false, "print the report as JSON")
	flags.Usage = func() {
		fmt.Fprintln(stderr, "usage: bff check [--config FILE | --upstream URL --merchant CODE] [--user NAME] [flags]")
		flags.PrintDefaults()
	}
	cfg, err := config.Load(flags, args, getenv)
	if errors.Is(err, pflag.ErrHelp) {
		return nil
	}
	if err != nil {
		return fmt.Errorf("configuration:\n%w", err)
	}
	if err := o.complete(flags, cfg, getenv); err != nil {
		return err
	}
	targets, note, stop, err := checkTargets(cfg, o)
	if err != nil {
		return err
	}
	defer stop()

	rep := checkReport{OK: true}
	for _, s := range targets {
		sr, err := checkSite(ctx, cfg, s, o)
		if err != nil {
			return err
		}
		sr.Upstream = note
		rep.Sites = append(rep.Sites, sr)
		rep.OK = rep.OK && sr.Failed == 0
		if !o.json {
			printSite(stdout, sr)
		}
	}
	if o.json {
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		if err := enc.Encode(rep); err != nil {
			return err
		}
	}
	if !rep.OK {
		return errors.New("check failed: " + rep.failures())
	}
	if !o.json {
		fmt.Fprintf(stdout, "check passed: %d site(s) ready\n", len(rep.Sites))
	}
	return nil
}

// complete reads the test login from the environment when the flags do not give it, takes the
// configuration's upstream timeout unless --timeout is given, and checks the flags together.
func (o *checkOptions) complete(flags *pflag.FlagSet, cfg config.Config, getenv func(string) string) error {
	if o.user == "" {
		o.user = getenv(envCheckUser)
	}
	if o.password == "" {
		o.password = getenv(envCheckPassword)
	}
	if !flags.Changed("timeout") {
		o.timeout = cfg.Timeouts.Upstream
	}
	switch {
	case (o.user == "") != (o.password == ""):
		return errors.New("check: a test login needs both --user and --password (or " + envCheckUser + " and " + envCheckPassword + ")")
	case o.timeout <= 0:
		return fmt.Errorf("check: --timeout must be positive, got %s", o.timeout)
	case (o.upstream == "") != (o.merchant == ""):
		return errors.New("check: --upstream and --merchant go together")
	case o.upstream != "" && o.site != "":
		return errors.New("check: --site picks a configured site; --upstream checks a back office of its own")
	case o.language != "" && !isLanguage(o.language):
		return fmt.Errorf("check: --language %q is none of %s", o.language, strings.Join(config.Languages, ", "))
	}
	return nil
}

func isLanguage(code string) bool {
	for _, l := range config.Languages {
		if l == code {
			return true
		}
	}
	return false
}

// checkTargets are the sites to check, a note on where their back office is, and what stops the
// fixture upstream once they are checked. --upstream names one back office; fixture mode points
// every site at the embedded fake, as bff serve does.
func checkTargets(cfg config.Config, o checkOptions) ([]config.Site, string, func(), error) {
	if o.upstream != "" {
		if err := checkBackendURL(o.upstream); err != nil {
			return nil, "", nil, err
		}
		base := config.DemoSite()
		s := config.Site{
			ID: o.merchant, Merchant: o.merchant, Languages: base.Languages, DefaultLanguage: base.DefaultLanguage,
			Backends: config.Backends{Games: o.upstream, Member: o.upstream, Wallet: o.upstream, Content: o.upstream},
		}
		return []config.Site{s}, o.upstream, func() {}, nil
	}
	targets := cfg.Sites
	if o.site != "" {
		targets = nil
		for _, s := range cfg.Sites {
			if s.ID == o.site {
				targets = append(targets, s)
			}
		}
		if targets == nil {
			return nil, "", nil, fmt.Errorf("check: --site %q names no configured site", o.site)
		}
	}
	if cfg.Upstream.Mode != config.ModeFixture {
		return targets, "", func() {}, nil
	}
	fake, err := startFake(cfg, fakeupstream.Scenario{})
	if err != nil {
		return nil, "", nil, fmt.Errorf("fixture upstream: %w", err)
	}
	for i := range targets {
		targets[i].Backends = config.Backends{Games: fake.URL, Member: fake.URL, Wallet: fake.URL, Content: fake.URL}
	}
	return targets, "fixture upstream at " + fake.URL, func() { _ = fake.Close() }, nil
}

// checkBackendURL holds --upstream to the configuration's rule for a backend: a login's
// password travels on it, so plain http only on this machine.
func checkBackendURL(raw string) error {
	u, err := url.Parse(raw)
	switch {
	case err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "":
		return fmt.Errorf("check: --upstream %q is not an http(s) URL", raw)
	case u.User != nil:
		return errors.New("check: --upstream must not carry credentials")
	case u.Scheme == "http" && !config.IsLoopback(u.Hostname()):
		return fmt.Errorf("check: --upstream %q must be https (plain http only on a loopback host such as 127.0.0.1)", raw)
	}
	return nil
}

// Results of one call.
const (
	resultOK   = "ok"
	resultFail = "FAIL" // a call the site needs failed, or its answer says the site cannot serve
	resultWarn = "warn" // a call that only degrades a section failed, or answered nothing to show
	resultSkip = "skip" // not made: no test login, or no session to make it with
)

// checkReport is what --json prints.
type checkReport struct {
	OK    bool         `json:"ok"`
	Sites []siteReport `json:"sites"`
}

// siteReport is one site's calls, in the order the table lists them.
type siteReport struct {
	Site     string       `json:"site"`
	Merchant string       `json:"merchant"`
	Language string       `json:"language"`
	Backends wireBackends `json:"backends"`
	Upstream string       `json:"upstream,omitempty"` // where the back office is, when not the backends'
	Calls    []callReport `json:"calls"`
	Failed   int          `json:"failed"`
	Warnings int          `json:"warnings"`
}

type wireBackends struct {
	Games   string `json:"games"`
	Member  string `json:"member"`
	Wallet  string `json:"wallet"`
	Content string `json:"content"`
}

// callReport is one row of the table.
type callReport struct {
	Call      string   `json:"call"`     // the BFF's name for it (docs/UPSTREAM.md's operation)
	Upstream  []string `json:"upstream"` // each upstream call it makes: "GET /wps/system/status"
	Needed    bool     `json:"needed"`   // the site cannot serve without it
	Result    string   `json:"result"`
	LatencyMS float64  `json:"latency_ms"`
	Detail    string   `json:"detail,omitempty"`

	latency time.Duration
}

// failures names each site's failed calls, for the error the command ends with.
func (r checkReport) failures() string {
	var parts []string
	for _, s := range r.Sites {
		var names []string
		for _, c := range s.Calls {
			if c.Result == resultFail {
				names = append(names, c.Call)
			}
		}
		if len(names) > 0 {
			parts = append(parts, fmt.Sprintf("site %s: %s", s.Site, strings.Join(names, ", ")))
		}
	}
	return strings.Join(parts, "; ")
}

// printSite writes one site's table: one row per call, a further line per upstream call a
// row makes beyond its first.
func printSite(w io.Writer, s siteReport) {
	where := s.Upstream
	if where == "" {
		b := s.Backends
		where = fmt.Sprintf("games %s, member %s, wallet %s, content %s", b.Games, b.Member, b.Wallet, b.Content)
	}
	fmt.Fprintf(w, "site %s (merchant %s, language %s): %s\n", s.Site, s.Merchant, s.Language, where)
	rows := [][]string{{"SITE", "CALL", "UPSTREAM", "RESULT", "LATENCY", "DETAIL"}}
	for _, c := range s.Calls {
		latency := ""
		if c.Result != resultSkip {
			latency = roundLatency(c.latency).String()
		}
		for i, u := range c.Upstream {
			if i == 0 {
				rows = append(rows, []string{s.Site, c.Call, u, c.Result, latency, c.Detail})
			} else {
				rows = append(rows, []string{"", "", u, "", "", ""})
			}
		}
	}
	printTable(w, rows)
	fmt.Fprintf(w, "%s: %s, %d failed, %s\n\n", s.Site, count(len(s.Calls), "call"), s.Failed, count(s.Warnings, "warning"))
}

// printTable aligns rows in columns two spaces apart. text/tabwriter would restart its
// alignment after a row's further lines, whose cells after UPSTREAM are empty.
func printTable(w io.Writer, rows [][]string) {
	var widths []int
	for _, r := range rows {
		for i, cell := range r {
			if i == len(widths) {
				widths = append(widths, 0)
			}
			widths[i] = max(widths[i], utf8.RuneCountInString(cell))
		}
	}
	for _, r := range rows {
		var line strings.Builder
		for i, cell := range r {
			line.WriteString(cell)
			if i < len(r)-1 {
				line.WriteString(strings.Repeat(" ", widths[i]-utf8.RuneCountInString(cell)+2))
			}
		}
		fmt.Fprintln(w, strings.TrimRight(line.String(), " "))
	}
}

// count is n and a noun, plural unless n is 1.
func count(n int, noun string) string {
	switch {
	case n == 1:
	case strings.HasSuffix(noun, "y"):
		noun = strings.TrimSuffix(noun, "y") + "ies"
	case strings.HasSuffix(noun, "ch"), strings.HasSuffix(noun, "s"):
		noun += "es"
	default:
		noun += "s"
	}
	return strconv.Itoa(n) + " " + noun
}

// roundLatency keeps a latency readable: milliseconds, or tens of microseconds below one.
func roundLatency(d time.Duration) time.Duration {
	if d < time.Millisecond {
		return d.Round(10 * time.Microsecond)
	}
	return d.Round(time.Millisecond)
}
