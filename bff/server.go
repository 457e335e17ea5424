// Package bff is the HTTP layer of the backend-for-frontend: New assembles the echo server
// from explicit dependencies (middleware, error handler, the /api/v1 features, media proxy,
// system endpoints and the built site), and Run serves it until its context ends.
package bff

import (
	"errors"
	"io/fs"
	"net/http"
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
)

// APIPrefix is where the SPA's API lives.
const APIPrefix = "/api/v1"

// renderedAnswers bounds the encoded catalogue answers kept (httpx.Rendered) when Options
// gives none: the lists a site's players page through, per language, with room to spare.
var renderedAnswers = cached.Limits{Entries: 4096, Bytes: 16 << 20}

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
	// wallet.DefaultLimits, profile.DefaultLimits).
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

// Defaults for zero timeouts, so a Server built in a test without configuration still
// bounds every wait.
var defaultTimeouts = config.Timeouts{
	Upstream: 3 * time.Second, Read: 10 * time.Second, Write: 15 * time.Second,
	Idle: 60 * time.Second, Shutdown: 10 * time.Second,
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
	guard := protection.Options{Cookies: cookies, Now: o.Now, Proxies: proxies}
	s := &Server{echo: newEcho(), admin: newEcho(), log: o.Logger, timeouts: withDefaults(o.Timeouts)}
	e := s.echo
	e.IPExtractor = proxies.IPExtractor()

	routes := map[string]bool{}
	// Every body is small but the uploads', whose routes give themselves limits of their own.
	bodyLimits := httpx.NewBodyLimits(httpx.BodyLimit)
	// Outermost first. Errors are committed inside compression so that problem answers are
	// compressed too, and inside the access log so that it sees their status.
	e.Use(
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
		guard.Middleware(APIPrefix),
	)

	system.Probes(e, o.Ready, s.draining.Load)
	if !o.MetricsOnAdmin {
		system.Metrics(e, o.Registry)
	}
	system.Probes(s.admin, o.Ready, s.draining.Load)
	system.Metrics(s.admin, o.Registry)

	api := e.Group(APIPrefix)
	content.Register(api)
	rendered := o.Rendered
	if rendered == nil {
		rendered = httpx.NewRendered(renderedAnswers)
	}
	catalog.Register(api, catalog.Options{
		Rendered: rendered, Favourites: playerlists.FavouriteGames, Recent: playerlists.RecentGames,
	})
	home.Register(api, s.timeouts.Upstream, rendered)
	playerlists.Register(api)
	writes := guard.Writes(APIPrefix)
	launch.Register(api, writes)
	account.Register(api, account.Options{Cookies: cookies, Limits: o.RateLimits, LimitStore: o.RateLimitStore, Now: o.Now})
	keeper := o.Idempotency
	if keeper == nil {
		keeper = idempotency.New(idempotency.Options{Store: idempotency.NewMemory(idempotency.MemoryOptions{Now: o.Now})})
	}
	wallet.Register(api, wallet.Options{Keeper: keeper, Guard: writes, Limits: o.RateLimits, LimitStore: o.RateLimitStore, Now: o.Now})
	agent.Register(api, agent.Options{Keeper: keeper, Now: o.Now})
	promotions.Register(api, promotions.Options{Keeper: keeper, Guard: writes, Now: o.Now})
	profile.Register(api, profile.Options{BodyLimits: bodyLimits, Limits: o.RateLimits, LimitStore: o.RateLimitStore, Now: o.Now})
	messages.Register(api, messages.Options{Limits: o.RateLimits, LimitStore: o.RateLimitStore, Now: o.Now})
	protection.Register(api, guard)

	transport := o.MediaTransport
	if transport == nil {
		transport = media.NewTransport(s.timeouts.Upstream)
	}
	media.NewProxy(transport).Register(e.Group("/media"))

	spa.Register(e, o.SPA)

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

func withDefaults(t config.Timeouts) config.Timeouts {
	set := func(d *time.Duration, def time.Duration) {
		if *d <= 0 {
			*d = def
		}
	}
	set(&t.Upstream, defaultTimeouts.Upstream)
	set(&t.Read, defaultTimeouts.Read)
	set(&t.Write, defaultTimeouts.Write)
	set(&t.Idle, defaultTimeouts.Idle)
	set(&t.Shutdown, defaultTimeouts.Shutdown)
	return t
}
