// Package bff is the HTTP layer of the backend-for-frontend: New assembles the echo server
// from explicit dependencies (middleware, error handler, the /api/v1 features, media proxy,
// system endpoints and the built site), and Run serves it until its context ends.
package bff

import (
	"errors"
	"io/fs"
	"net/http"
	"net/url"
	"sync/atomic"
	"time"

	"github.com/labstack/echo/v4"
	"github.com/prometheus/client_golang/prometheus"
	"go.uber.org/zap"

	"github.com/casinobff/bff/adapters/cached"
	"github.com/casinobff/bff/bff/account"
	"github.com/casinobff/bff/bff/agent"
	"github.com/casinobff/bff/bff/catalog"
	"github.com/casinobff/bff/bff/content"
	"github.com/casinobff/bff/bff/home"
	"github.com/casinobff/bff/bff/httpx"
	"github.com/casinobff/bff/bff/idempotency"
	"github.com/casinobff/bff/bff/kit"
	"github.com/casinobff/bff/bff/launch"
	"github.com/casinobff/bff/bff/media"
	"github.com/casinobff/bff/bff/messages"
	"github.com/casinobff/bff/bff/playerlists"
	"github.com/casinobff/bff/bff/profile"
	"github.com/casinobff/bff/bff/promotions"
	"github.com/casinobff/bff/bff/protection"
	"github.com/casinobff/bff/bff/ratelimit"
	"github.com/casinobff/bff/bff/session"
	"github.com/casinobff/bff/bff/sites"
	"github.com/casinobff/bff/bff/spa"
	"github.com/casinobff/bff/bff/system"
	"github.com/casinobff/bff/bff/wallet"
	"github.com/casinobff/bff/config"
	"github.com/casinobff/bff/config/defaults"
)

// APIPrefix is where the SPA's API lives.
const APIPrefix = "/api/v1"

// Options are the server's dependencies. Logger, Sites, Registry and Backends are required.
type Options struct {
	Logger *zap.Logger
	// Sites and DefaultSite decide which site a Host header selects; an unknown host gets
	// DefaultSite, or unknown_site when it is empty.
	Sites       []config.Site
	DefaultSite string
	// Timeouts: Upstream bounds the home page's fan-out and the media proxy's wait for
	// headers; Read, Write and Idle go to the http.Server; Shutdown bounds the drain in Run.
	Timeouts config.Timeouts
	// Registry receives the HTTP metrics and is what /metrics exposes.
	Registry *prometheus.Registry
	// Backends are each site's adapters, by site id.
	Backends map[string]sites.Backends
	// SPA is the built site (index.html, assets/ ...); nil serves a "not built" page on /m/*.
	SPA fs.FS
	// Ready is the readiness check behind /readyz; nil is always ready.
	Ready system.ReadyFunc
	// MediaTransport carries /media/* to the content backends; nil builds a tuned one.
	MediaTransport http.RoundTripper
	// Sessions seals the session cookie; nil seals under a random key (sessions end with the
	// process), which suits fixture mode and tests.
	Sessions *session.Sealer
	// TrustedProxies are the CIDRs of the proxies in front of the BFF: only from them are
	// X-Forwarded-For (the client address of the rate limits) and X-Forwarded-Proto (https)
	// believed. Empty believes neither.
	TrustedProxies []string
	// RateLimits replaces the default rule of each name it holds (account.DefaultLimits,
	// wallet.DefaultLimits, profile.DefaultLimits, messages.DefaultLimits,
	// protection.DefaultLimits).
	RateLimits map[string]ratelimit.Rule
	// RateLimitStore counts the rate limits; nil counts in this process (ratelimit.Memory).
	RateLimitStore ratelimit.Store
	// MetricsOnAdmin serves /metrics on the admin handler alone (Server.Admin, served by
	// RunWithAdmin), not on the site's.
	MetricsOnAdmin bool
	// Now is the clock of session expiry, rate limits and the records' days; nil is time.Now.
	Now func() time.Time
	// Idempotency keeps the answers of money writes by their Idempotency-Key; nil keeps them
	// in this process (idempotency.Memory), which serves one copy of the BFF.
	Idempotency *idempotency.Keeper
	// Rendered keeps the encoded catalogue answers of every site; nil keeps 4096 answers and
	// 16 MiB at most.
	Rendered *httpx.Rendered
}

// Server is the BFF's HTTP server.
type Server struct {
	echo     *echo.Echo
	admin    *echo.Echo // probes and metrics, for an admin listener
	log      *zap.Logger
	timeouts config.Timeouts
	draining atomic.Bool
}

// New builds the server: middleware, error handling and every route.
func New(o Options) (*Server, error) {
	if o.Logger == nil || o.Registry == nil || o.Backends == nil {
		return nil, errors.New("bff: Logger, Registry and Backends are required")
	}
	resolver, err := sites.NewResolver(o.Sites, o.DefaultSite, o.Backends)
	if err != nil {
		return nil, err
	}
	metrics, err := httpx.NewMetrics(o.Registry)
	if err != nil {
		return nil, err
	}
	sealer := o.Sessions
	if sealer == nil {
		if sealer, err = session.NewRandomSealer(); err != nil {
			return nil, err
		}
	}
	proxies, err := httpx.ParseProxies(o.TrustedProxies)
	if err != nil {
		return nil, err
	}
	cookies := session.Cookies{Sealer: sealer, Now: o.Now}
	b := o.Backends
	protect := protection.New(protection.Options{
		Backends: kit.PerSite(b, func(a sites.Backends) protection.Backends {
			return protection.Backends{Protection: a.Protection, Sessions: a.Accounts, Locator: a.Locator}
		}),
		Cookies: cookies, Now: o.Now, Proxies: proxies, Limits: o.RateLimits, LimitStore: o.RateLimitStore,
	})
	s := &Server{echo: newEcho(), admin: newEcho(), log: o.Logger, timeouts: withDefaults(o.Timeouts)}
	e := s.echo
	e.IPExtractor = proxies.IPExtractor()

	routes := map[string]bool{}
	// Every body is small but the uploads', whose routes give themselves limits of their own.
	bodyLimits := httpx.NewBodyLimits(httpx.BodyLimit)
	// Outermost first. Errors are committed inside compression so that problem answers are
	// compressed too, and inside the access log so that it sees their status. One Chain, made
	// here once: echo would compose middleware given to Use again on every request.
	e.Use(httpx.Chain(
		httpx.RequestID(o.Logger),
		httpx.Observe(metrics, func(template string) bool { return routes[template] }),
		httpx.Forwarded(proxies),
		httpx.SecurityHeaders(APIPrefix+"/", resolver.DocumentPolicy),
		httpx.Compress(),
		httpx.CommitErrors(),
		httpx.Recover(),
		bodyLimits.Middleware(),
		sites.Resolve(resolver, APIPrefix+"/", media.Prefix),
		cookies.Load(),
		httpx.CSRF(APIPrefix+"/"),
		cookies.Expire(),
		protect.Middleware(APIPrefix),
	))

	system.Probes(e, o.Ready, s.draining.Load)
	if !o.MetricsOnAdmin {
		system.Metrics(e, o.Registry)
	}
	system.Probes(s.admin, o.Ready, s.draining.Load)
	system.Metrics(s.admin, o.Registry)

	api := e.Group(APIPrefix)
	content.Register(api, kit.PerSite(b, func(a sites.Backends) content.Backend { return a.Content }), o.Now)
	rendered := o.Rendered
	if rendered == nil {
		rendered = httpx.NewRendered(cached.Limits{}) // the cache's default bounds
	}
	lists := playerlists.New(kit.PerSite(b, func(a sites.Backends) playerlists.Backends {
		return playerlists.Backends{Favourites: a.Player.Favourites, Recent: a.Player.Recent}
	}))
	lists.Register(api)
	catalog.Register(api, catalog.Options{
		Catalogues: kit.PerSite(b, func(a sites.Backends) catalog.Catalogue { return a.Catalog }),
		Rendered:   rendered, Favourites: lists.FavouriteGames, Recent: lists.RecentGames,
	})
	home.Register(api, home.Options{
		Backends: kit.PerSite(b, func(a sites.Backends) home.Backends {
			return home.Backends{Catalogue: a.Catalog, Content: a.Content}
		}),
		Deadline: s.timeouts.Upstream, Rendered: rendered,
	})
	launch.Register(api, kit.PerSite(b, func(a sites.Backends) launch.Backends {
		return launch.Backends{Catalogue: a.Catalog, Launcher: a.Player.Launcher, Recent: a.Player.Recent}
	}), protect)
	account.Register(api, account.Options{
		Backends: kit.PerSite(b, func(a sites.Backends) account.Backend { return a.Accounts }),
		Cookies:  cookies, Limits: o.RateLimits, LimitStore: o.RateLimitStore, Now: o.Now,
	})
	keeper := o.Idempotency
	if keeper == nil {
		keeper = idempotency.New(idempotency.Options{Store: idempotency.NewMemory(idempotency.MemoryOptions{Now: o.Now})})
	}
	wallet.Register(api, wallet.Options{
		Backends: kit.PerSite(b, func(a sites.Backends) wallet.Backends {
			return wallet.Backends{Money: a.Wallet, Labels: a.Content}
		}),
		Keeper: keeper, Protection: protect, Limits: o.RateLimits, LimitStore: o.RateLimitStore, Now: o.Now,
	})
	agent.Register(api, agent.Options{
		Backends: kit.PerSite(b, func(a sites.Backends) agent.Backends {
			return agent.Backends{Agents: a.Agents, Wallet: a.Wallet, Labels: a.Content}
		}),
		Keeper: keeper, Now: o.Now,
	})
	promotions.Register(api, promotions.Options{
		Backends: kit.PerSite(b, func(a sites.Backends) promotions.Backends {
			return promotions.Backends{Rewards: a.Promotions, Content: a.Content}
		}),
		Keeper: keeper, Protection: protect, Now: o.Now,
	})
	profile.Register(api, profile.Options{
		Backends: kit.PerSite(b, func(a sites.Backends) profile.Backends {
			return profile.Backends{Profiles: a.Profiles, Registrations: a.Accounts}
		}),
		BodyLimits: bodyLimits, Limits: o.RateLimits, LimitStore: o.RateLimitStore, Now: o.Now,
	})
	messages.Register(api, messages.Options{
		Backends: kit.PerSite(b, func(a sites.Backends) messages.Backends {
			return messages.Backends{Messages: a.Messages, Content: a.Content}
		}),
		Limits: o.RateLimits, LimitStore: o.RateLimitStore, Now: o.Now,
	})
	protect.Register(api)

	transport := o.MediaTransport
	if transport == nil {
		transport = media.NewTransport(s.timeouts.Upstream)
	}
	media.NewProxy(transport, kit.PerSite(b, func(a sites.Backends) *url.URL { return a.ContentBaseURL })).Register(e.Group("/media"))

	if err := spa.Register(e, o.SPA, resolver); err != nil {
		return nil, err
	}

	for _, r := range e.Routes() {
		routes[r.Path] = true
	}
	return s, nil
}

// newEcho is an echo instance answering errors as problems.
func newEcho() *echo.Echo {
	e := echo.New()
	e.HideBanner, e.HidePort = true, true
	e.HTTPErrorHandler = httpx.ErrorHandler
	e.JSONSerializer = httpx.JSONSerializer{}
	return e
}

// Handler is the server as an http.Handler, for tests and embedding.
func (s *Server) Handler() http.Handler { return s.echo }

// Admin is the admin handler: /healthz, /readyz and /metrics, for a listener only operators
// and scrapers reach.
func (s *Server) Admin() http.Handler { return s.admin }

// withDefaults fills zero timeouts with the configuration's defaults: a Server built without
// configuration (a test's) bounds every wait as production does.
func withDefaults(t config.Timeouts) config.Timeouts {
	set := func(d *time.Duration, def time.Duration) {
		if *d <= 0 {
			*d = def
		}
	}
	set(&t.Upstream, defaults.TimeoutsUpstream)
	set(&t.Read, defaults.TimeoutsRead)
	set(&t.Write, defaults.TimeoutsWrite)
	set(&t.Idle, defaults.TimeoutsIdle)
	set(&t.Shutdown, defaults.TimeoutsShutdown)
	return t
}
