package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"net"
	"net/url"
	"os"
	"runtime/debug"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/spf13/pflag"
	"go.uber.org/zap"

	"github.com/casinobff/bff/adapters/cached"
	"github.com/casinobff/bff/adapters/fakeupstream"
	"github.com/casinobff/bff/adapters/upstream"
	"github.com/casinobff/bff/bff"
	"github.com/casinobff/bff/bff/httpx"
	"github.com/casinobff/bff/bff/logging"
	"github.com/casinobff/bff/bff/session"
	"github.com/casinobff/bff/bff/sites"
	"github.com/casinobff/bff/config"
	"github.com/casinobff/bff/frontend"
)

// gcPercent is the server's GOGC unless the environment sets one. Its live heap is small (the
// catalogue cache and the encoded answers) and almost all it allocates is one request's
// garbage: at Go's default of 100 it collects every few home pages, which shows in the tail
// latency (README, "Operating it"). The price is a heap of up to five times the live data.
const gcPercent = 400

// serve loads the config, builds the adapters of every site with their resilience layers,
// and runs the server until ctx ends.
func serve(ctx context.Context, args []string, getenv func(string) string, stdout, stderr io.Writer) error {
	if getenv("GOGC") == "" {
		debug.SetGCPercent(gcPercent)
	}
	flags := config.NewFlagSet("bff serve")
	flags.SetOutput(stderr)
	cfg, err := config.Load(flags, args, getenv)
	if errors.Is(err, pflag.ErrHelp) {
		return nil
	}
	if err != nil {
		return fmt.Errorf("configuration:\n%w", err)
	}
	log, err := logging.New(cfg.Log.Format, cfg.Log.Level, stderr)
	if err != nil {
		return err
	}
	defer func() { _ = log.Sync() }()
	applyMemoryLimit(getenv, cfg.MemoryLimit)

	upstreamNote := "http"
	if cfg.Upstream.Mode == config.ModeFixture {
		fake, err := startFake(cfg, fakeupstream.Scenario{})
		if err != nil {
			return fmt.Errorf("fixture upstream: %w", err)
		}
		defer func() { _ = fake.Close() }()
		for i := range cfg.Sites {
			cfg.Sites[i].Backends = config.Backends{Games: fake.URL, Member: fake.URL, Wallet: fake.URL, Content: fake.URL}
		}
		upstreamNote = "fixture upstream at " + fake.URL
	}

	reg := prometheus.NewRegistry()
	reg.MustRegister(collectors.NewGoCollector(), collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}))
	backends, err := buildBackends(cfg, reg, log)
	if err != nil {
		return err
	}
	cookieKey, err := cookieKeyOf(cfg.Cookie)
	if err != nil {
		return err
	}
	sealer, err := session.NewSealer(cookieKey)
	if err != nil {
		return err
	}
	state, err := sharedState(ctx, cfg, cookieKey, reg, log)
	if err != nil {
		return err
	}
	defer func() { _ = state.close() }()
	site, err := fs.Sub(frontend.Dist, "dist")
	if err != nil {
		return err
	}
	// Readiness is the server's own: config loaded (it is, by now) and not draining. The
	// upstream's health is the breakers' and /metrics' business, never a reason to take the
	// stale catalogue and the status pages out of service.
	srv, err := bff.New(bff.Options{
		Logger: log, Sites: cfg.Sites, DefaultSite: cfg.DefaultSite, Timeouts: cfg.Timeouts,
		Registry: reg, Backends: backends, SPA: site, Sessions: sealer,
		TrustedProxies: cfg.TrustedProxies, MetricsOnAdmin: cfg.AdminListen != "",
		Rendered:       httpx.NewRendered(renderedLimits(cfg)),
		RateLimitStore: state.limits, Idempotency: state.keeper,
	})
	if err != nil {
		return err
	}
	var lc net.ListenConfig
	ln, err := lc.Listen(ctx, "tcp", cfg.Listen)
	if err != nil {
		return err
	}
	var admin net.Listener
	if cfg.AdminListen != "" {
		if admin, err = lc.Listen(ctx, "tcp", cfg.AdminListen); err != nil {
			_ = ln.Close()
			return err
		}
		fmt.Fprintf(stdout, "Admin (metrics, probes) on http://%s/metrics\n", admin.Addr())
	}
	fmt.Fprintf(stdout, "BFF listening on http://%s/m/home (%s)\n", ln.Addr(), upstreamNote)
	log.Info("serving", zap.String("listen", ln.Addr().String()), zap.String("upstream", upstreamNote),
		zap.Int("sites", len(cfg.Sites)), zap.String("config_file", cfg.File), zap.String("admin_listen", cfg.AdminListen))
	for _, s := range cfg.Sites {
		if len(s.LaunchHosts) == 0 && cfg.Upstream.Mode == config.ModeHTTP {
			log.Warn("site has no launch_hosts: a game whose address is not on a loopback backend answers launch_failed",
				zap.String("site", s.ID))
		}
	}
	return srv.RunWithAdmin(ctx, ln, admin)
}

// applyMemoryLimit sets the runtime's soft memory limit to limit bytes, unless the environment
// sets GOMEMLIMIT (which the runtime has applied already) or limit is 0.
func applyMemoryLimit(getenv func(string) string, limit int64) {
	if getenv("GOMEMLIMIT") == "" && limit > 0 {
		debug.SetMemoryLimit(limit)
	}
}

// buildBackends makes, for every site, the upstream clients (one breaker per site and
// backend) wrapped in the catalogue cache.
func buildBackends(cfg config.Config, reg prometheus.Registerer, log *zap.Logger) (map[string]sites.Backends, error) {
	um, cm := upstream.NewMetrics(reg), cached.NewMetrics(reg)
	backends := map[string]sites.Backends{}
	for _, s := range cfg.Sites {
		client := func(backend, base string) (*upstream.Client, error) {
			return upstream.New(upstream.Options{
				Site: s.ID, Backend: backend, BaseURL: base, Merchant: s.Merchant,
				Timeout: cfg.Timeouts.Upstream, Retry: upstream.Retry(cfg.Retry), Breaker: upstream.Breaker(cfg.Breaker),
				MaxResponseBytes: cfg.Upstream.MaxResponseBytes, MaxIdlePerHost: cfg.Upstream.MaxIdlePerHost,
				Metrics: um, Logger: log,
			})
		}
		games, err := client("games", s.Backends.Games)
		if err != nil {
			return nil, fmt.Errorf("site %s: %w", s.ID, err)
		}
		content, err := client("content", s.Backends.Content)
		if err != nil {
			return nil, fmt.Errorf("site %s: %w", s.ID, err)
		}
		contentURL, err := url.Parse(s.Backends.Content)
		if err != nil {
			return nil, fmt.Errorf("site %s: %w", s.ID, err)
		}
		member, err := client("member", s.Backends.Member)
		if err != nil {
			return nil, fmt.Errorf("site %s: %w", s.ID, err)
		}
		wallet, err := client("wallet", s.Backends.Wallet)
		if err != nil {
			return nil, fmt.Errorf("site %s: %w", s.ID, err)
		}
		opts := cached.Options{
			Site: s.ID, TTL: cfg.Cache.TTL, StaleMaxAge: cfg.Cache.StaleMaxAge,
			Timeout: cfg.Timeouts.Upstream, Metrics: cm, Logger: log,
			Limits:        cached.Limits{Entries: cfg.Cache.MaxEntries, Bytes: cfg.Cache.MaxBytes},
			MaxConcurrent: cfg.Upstream.MaxConcurrent,
		}
		backends[s.ID] = sites.Backends{
			Catalog:        cached.NewGames(upstream.NewGames(games), opts),
			Content:        cached.NewContent(upstream.NewContent(content), opts),
			ContentBaseURL: contentURL,
			// Personal: straight to the upstream clients, never through the catalogue cache.
			Player: upstream.NewPlayer(member, games),
			// Sessions, registration, passwords and money: personal too, never cached.
			Accounts: upstream.NewAccounts(member),
			Wallet:   upstream.NewMoney(wallet),
			// The agent centre: on the member backend's host, personal, never cached.
			Agents: upstream.NewAgents(member),
			// Read marks, the inbox, chat and feedback: personal too, never cached.
			Messages: upstream.NewMessages(content, member),
			// "My account", identity verification, promotion applications: personal too.
			Profiles: upstream.NewProfiles(member),
			// The promotions' categories cached like the catalogue; the player's rewards never.
			Promotions: cached.NewPromotions(upstream.NewPromotions(content, member), opts),
			// Limits, exclusions and reality checks: personal, never cached; the location of a
			// client address, asked only for sites that refuse countries (kept per address by
			// bff/protection).
			Protection: upstream.NewProtection(member),
			Locator:    upstream.NewLocator(content),
		}
	}
	return backends, nil
}

// renderedLimits bound the encoded catalogue answers, which every site shares: each site's
// cache limits once more.
func renderedLimits(cfg config.Config) cached.Limits {
	n := len(cfg.Sites)
	return cached.Limits{Entries: n * cfg.Cache.MaxEntries, Bytes: int64(n) * cfg.Cache.MaxBytes}
}

// startFake starts the fixture upstream of cfg's sites on a free loopback port; it counts the
// days it is asked for as the BFF does, in the sites' zone, and trusts the Firebase Auth
// emulator's unsigned tokens of each site whose Firebase project names one.
func startFake(cfg config.Config, sc fakeupstream.Scenario) (*fakeupstream.Running, error) {
	opts := fakeupstream.Options{Scenario: sc, DayZone: sites.Zone, Firebase: emulatorTrusts(cfg.Sites)}
	if dir := cfg.Upstream.FixtureDir; dir != "" {
		opts.Fixtures = os.DirFS(dir)
	}
	fake, err := fakeupstream.New(opts)
	if err != nil {
		return nil, err
	}
	return fake.Start("127.0.0.1:0")
}

// emulatorTrusts are the Firebase projects, by merchant, of the sites that sign in on the
// emulator: their back office, the fixture one, takes the emulator's tokens.
func emulatorTrusts(all []config.Site) map[string]fakeupstream.FirebaseTrust {
	trusts := map[string]fakeupstream.FirebaseTrust{}
	for _, s := range all {
		if f := s.Firebase; f.Enabled() && f.EmulatorHost != "" {
			trusts[s.Merchant] = fakeupstream.FirebaseTrust{Project: f.ProjectID, Unsigned: true}
		}
	}
	return trusts
}
