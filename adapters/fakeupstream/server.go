// Package fakeupstream is a merchant back office that replays recorded fixtures
// (testdata/upstream) over real HTTP, speaking the protocol of docs/UPSTREAM.md, so that the BFF's
// real upstream client is the code path offline and in tests. It keeps small in-memory state
// (sessions, favourites, recent games) for the demo accounts and a wallet backend whose ledger
// always adds up (money.go), serves generated SVG media under /media/, and can be switched into
// failure scenarios through /__scenario.
//
// Start one on a loopback port:
//
//	fake, err := fakeupstream.New(fakeupstream.Options{})
//	run, err := fake.Start("127.0.0.1:0")
//	defer run.Close()
//	// point the upstream client at run.URL
//
// or use it as an http.Handler (httptest.NewServer(fake)).
//
// Refusals it answers, so that a client can be tested against each: merchant.missing and
// cookie.forbidden (400, header checks on /wps/ and /lgw/ calls), param.invalid (400),
// path.not.found (404), method.not.allowed (405), login.not.session (401, no or a closed
// session), encryption.missing and encryption.invalid (400, login, register and password
// bodies), module.invalid (400), login.fail and verification.code.error (200, wrong
// credentials, with value {"captcha": false}, true from the third failure), captcha.error,
// member.exists, mobile.exists, affiliate.invalid, member.not.exist, modify.new.old.same,
// password.old.error and mobile.invalid (200, accounts: docs/UPSTREAM.md), game.not.found and
// game.trial.unsupported (200), the money refusals of docs/UPSTREAM.md (balance.insufficient,
// amount.invalid, payment.password.* ..., request.duplicate; 200), service.unavailable (503,
// failing scenario), member.excluded (403) and limit.exceeded (200), player protection.
package fakeupstream

import (
	"bytes"
	"context"
	"crypto/rand"
	"crypto/rsa"
	"errors"
	"fmt"
	"html/template"
	"io/fs"
	"net"
	"net/http"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	json "github.com/goccy/go-json"

	"github.com/casinobff/bff/testdata"
)

// Options configure a fake upstream. The zero value serves the embedded fixtures, normally.
type Options struct {
	// Fixtures is the folder of fixture files (games.json at its root). Nil: the fixtures
	// embedded in the binary; os.DirFS(dir) serves a folder on disk instead.
	Fixtures fs.FS
	// Scenario is the scenario to start in; the zero value is Normal.
	Scenario Scenario
	// Key decrypts sensitive bodies (login). Nil: a 2048-bit key made once per process (the
	// upstream client refuses a weaker one).
	Key *rsa.PrivateKey
	// Now is the back office's clock: every time it writes (ledger entries, deposits, the
	// demo's seeded history) comes from it, so a test or a golden can fix it. Nil: time.Now.
	Now func() time.Time
	// Location is the zone of the back office's wall-clock times ("2006-01-02 15:04:05") and, but
	// for DayZone, of the days its records are asked by. Nil: UTC, the zone the upstream client
	// reads them in unless told otherwise.
	Location *time.Location
	// DayZone, when set, is the zone of the days its records and reports are asked by
	// (startDate, endDate) instead of Location: the merchant's days, as the BFF asks for them,
	// while the wall clock stays in Location.
	DayZone *time.Location
	// KeepRequests keeps every platform call's request for Requests: for tests, never for a
	// fake that serves for long (nothing bounds what it keeps).
	KeepRequests bool
	// Firebase is each merchant's Firebase project, by merchant code: the ID tokens its
	// Firebase logins and registrations are checked against (firebase.go). A merchant without
	// one refuses them.
	Firebase map[string]FirebaseTrust
}

// Server is the fake upstream: an http.Handler. Build it with New.
type Server struct {
	fx       *fixtures
	key      *rsa.PrivateKey
	api      *http.ServeMux
	control  *http.ServeMux
	scenario scenarioState
	hits     hitCounter
	journal  journal
	// switches are the white label's switches SetSwitch turned (content.go).
	switches struct {
		mu sync.Mutex
		on map[string]bool
	}
	members  *members
	mail     *mailboxes // announcements read, inboxes, chats, feedback (messages.go)
	captchas *captchas
	profiles *profiles        // avatars, identity verifications, promotion applications (profiles.go)
	rewards  *rewardBook      // members' promotions, rewards and the red-envelope rain (promotions.go)
	clock    func() time.Time // Options.Now in Options.Location
	loc      *time.Location
	days     *time.Location // the zone of the asked days: Options.DayZone, else loc
	// autoApprove approves each new deposit this long after it is made; 0: never.
	autoApprove atomic.Int64
	// affiliatesOff: this back office does not offer agents affiliate links (agent_reports.go).
	affiliatesOff atomic.Bool
	// shift moves the clock on (Advance), in nanoseconds.
	shift *atomic.Int64
	// firebase are the merchants' Firebase projects (firebase.go).
	firebase firebaseTrusts
	// places are the location call's answers (protection.go).
	places struct {
		mu   sync.Mutex
		all  string
		byIP map[string]string
	}
}

// New loads and checks every fixture and renders the media; a broken fixture is an error here,
// never a failure at request time.
func New(opts Options) (*Server, error) {
	var (
		fx  *fixtures
		err error
	)
	if opts.Fixtures == nil {
		fx, err = embeddedFixtures()
	} else {
		fx, err = load(opts.Fixtures)
	}
	if err != nil {
		return nil, err
	}
	if err := opts.Scenario.validate(); err != nil {
		return nil, fmt.Errorf("fakeupstream: %w", err)
	}
	key := opts.Key
	if key == nil {
		if key, err = defaultKey(); err != nil {
			return nil, fmt.Errorf("fakeupstream: RSA key: %w", err)
		}
	}
	loc, now := opts.Location, opts.Now
	if loc == nil {
		loc = time.UTC
	}
	if now == nil {
		now = time.Now
	}
	shift := new(atomic.Int64)
	clock := func() time.Time { return now().Add(time.Duration(shift.Load())).In(loc) }
	m, err := newMembers(fx, clock)
	if err != nil {
		return nil, fmt.Errorf("fakeupstream: %w", err)
	}
	days := opts.DayZone
	if days == nil {
		days = loc
	}
	s := &Server{fx: fx, key: key, members: m, mail: newMailboxes(m.accounts, clock), captchas: newCaptchas(), profiles: newProfiles(), clock: clock, loc: loc, days: days}
	s.rewards = newRewardBook(clock())
	s.shift, s.places.byIP = shift, map[string]string{}
	s.journal.on = opts.KeepRequests
	for merchant, t := range opts.Firebase {
		s.TrustFirebase(merchant, t)
	}
	s.scenario.set(opts.Scenario)
	s.routes()
	return s, nil
}

// load reads the fixtures of fsys and renders their media.
func load(fsys fs.FS) (*fixtures, error) {
	fx, err := loadFixtures(fsys)
	if err == nil {
		fx.media, err = renderMedia(fx)
	}
	if err != nil {
		return nil, fmt.Errorf("fakeupstream: %w", err)
	}
	return fx, nil
}

// embeddedFixtures loads the embedded fixtures once per process: they cannot change, nothing
// writes to the loaded values, and tests build many fakes (loading takes a tenth of a second
// under the race detector).
var embeddedFixtures = sync.OnceValues(func() (*fixtures, error) {
	sub, err := fs.Sub(testdata.Upstream, "upstream")
	if err != nil {
		return nil, fmt.Errorf("fakeupstream: embedded fixtures: %w", err)
	}
	return load(sub)
})

// defaultKey is one RSA key per process, made on first use: a fake's key protects nothing, and
// making one takes long enough to slow tests that build many fakes.
var defaultKey = sync.OnceValues(func() (*rsa.PrivateKey, error) {
	return rsa.GenerateKey(rand.Reader, 2048)
})

// routes registers every call of docs/UPSTREAM.md. The upstream's names live only here.
func (s *Server) routes() {
	m := http.NewServeMux()
	allowed := map[string][]string{} // path -> methods, to tell 405 from 404
	handle := func(method, path string, h http.HandlerFunc) {
		m.HandleFunc(method+" "+path, h)
		allowed[path] = append(allowed[path], method)
	}
	// Catalogue.
	handle("GET", "/wps/relay/GCSGAME_gameList", s.listGames)
	handle("GET", "/wps/relay/GCSGAME_hotGamesV2", s.hotGames)
	handle("GET", "/wps/relay/GCSGAME_getVassGameType", s.vendorInfo)
	handle("GET", "/wps/relay/GCSGAME_getRankList", s.winners)
	handle("GET", "/lgw/games/popular", s.hotMatches)
	s.lobbyRoutes(handle)
	// Content and system.
	handle("GET", "/wps/relay/MCSFE_getListAnnouncements", s.announcements)
	handle("GET", "/wps/system/status", s.status)
	handle("GET", "/wps/system/whitelabel", s.whiteLabel)
	// Member and wallet.
	handle("GET", "/wps/session/key/rsa", s.rsaKey)
	handle("POST", "/wps/session/login", s.login)
	handle("DELETE", "/wps/session/logout", s.logout)
	handle("GET", "/wps/member/info", s.memberInfo)
	// Accounts: registration, SMS codes, captcha, passwords, trial, renew, unread counts.
	handle("GET", "/wps/captcha", s.captcha)
	handle("GET", "/wps/member/trialuser", s.trialUser)
	handle("POST", "/wps/member/renew", s.renew)
	handle("GET", "/wps/system/setting/register", s.registerSettings)
	handle("PUT", "/wps/member/register", s.register)
	handle("PUT", "/wps/member/register/mobile", s.registerMobile)
	handle("GET", "/wps/check/username", s.usernameCheck)
	handle("GET", "/wps/agent/affiliate", s.affiliateCheck)
	handle("POST", "/wps/verification/sms/noLogin", s.sendSMS)
	handle("POST", "/wps/verification/sms/register", s.sendSMS)
	handle("POST", "/wps/member/password/email", s.forgotByEmail)
	handle("POST", "/wps/member/password/mobile", s.setPasswordByPhone)
	handle("POST", "/wps/member/password", s.changePassword)
	handle("GET", "/wps/relay/MCSFE_getFavoriteGames", s.favouriteIDs)
	handle("GET", "/wps/relay/MCSFE_getFavoriteGamesList", s.favourites)
	handle("POST", "/wps/relay/MCSFE_addFavoriteGameV2", s.addFavourite)
	handle("POST", "/wps/relay/MCSFE_removeFavoriteGameV2", s.removeFavourite)
	handle("GET", "/wps/relay/GCS_recentGame", s.recentGames)
	handle("POST", "/wps/relay/MCS2_addRecentGame", s.addRecent)
	handle("POST", "/wps/game/launchGame", s.launch)
	handle("POST", "/wps/relay/GCS_gameTrialLaunch", s.trialLaunch)
	handle("POST", "/wps/relay/GCS_gameLaunchFB", s.launchMatch)
	s.moneyRoutes(handle)
	s.securityQuestionRoutes(handle)
	s.messageRoutes(handle)
	s.agentRoutes(handle)
	s.profileRoutes(handle)
	s.promotionRoutes(handle)
	s.protectionRoutes(handle)
	// What a browser loads straight from the back office.
	m.HandleFunc("GET /media/", s.serveMedia)
	m.HandleFunc("GET "+avatarPrefix+"{file}", s.serveAvatar)
	m.HandleFunc("GET /play/{gameId}", s.playPage)
	m.HandleFunc("GET /chat/{id}", s.chatPage)
	m.HandleFunc("GET /pay/{depositId}", s.payPage)
	m.HandleFunc("POST /pay/{depositId}", s.payDeposit)
	// A catch-all pattern wins over a method mismatch in ServeMux, so 405 is answered here.
	m.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		if methods, ok := allowed[r.URL.Path]; ok {
			w.Header().Set("Allow", strings.Join(methods, ", "))
			refuse(w, http.StatusMethodNotAllowed, "method.not.allowed", r.Method+" "+r.URL.Path+": use "+strings.Join(methods, ", "))
			return
		}
		refuse(w, http.StatusNotFound, "path.not.found", "no such call: "+r.Method+" "+r.URL.Path)
	})
	s.api = m

	c := http.NewServeMux()
	c.HandleFunc("GET /__scenario", s.getScenario)
	c.HandleFunc("POST /__scenario", s.postScenario)
	c.HandleFunc("GET /__hits", s.getHits)
	c.HandleFunc("DELETE /__hits", s.deleteHits)
	s.moneyControl(c)
	s.contentControl(c)
	s.messageControl(c)
	s.agentControl(c)
	s.profileControl(c)
	s.promotionControl(c)
	s.protectionControl(c)
	s.memberControl(c)
	s.control = c
}

// ServeHTTP answers control calls (/__...) as they come; every other call is counted (and a
// platform call kept, with KeepRequests), then goes through the current scenario and the
// header checks before its handler.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if strings.HasPrefix(r.URL.Path, "/__") {
		s.control.ServeHTTP(w, r)
		return
	}
	s.hits.add(r.URL.Path)
	platform := isPlatformCall(r.URL.Path)
	kept := func() {}
	if platform {
		kept = sync.OnceFunc(s.record(r))
		defer kept()
	}
	if !s.applyScenario(w, r) {
		return
	}
	serve := func(w http.ResponseWriter, r *http.Request) {
		if platform && !checkHeaders(w, r) {
			return
		}
		s.api.ServeHTTP(w, r)
	}
	if !s.applied(w, r, serve, kept) {
		serve(w, r)
	}
}

// isPlatformCall tells the protocol's calls from what a browser fetches directly (media, games).
func isPlatformCall(path string) bool {
	return strings.HasPrefix(path, "/wps/") || strings.HasPrefix(path, "/lgw/")
}

// checkHeaders refuses what a real back office would refuse or what only a buggy client sends,
// so that tests against the fake catch it.
func checkHeaders(w http.ResponseWriter, r *http.Request) bool {
	switch {
	case r.Header.Get("Merchant") == "":
		refuse(w, http.StatusBadRequest, "merchant.missing", "the Merchant header is required")
		return false
	case r.Header.Get("Cookie") != "":
		// The browser's cookies are never forwarded upstream (docs/SESSIONS.md).
		refuse(w, http.StatusBadRequest, "cookie.forbidden", "a Cookie header reached the upstream")
		return false
	}
	return true
}

// Serve answers on ln until ctx ends, then shuts down gracefully (within five seconds).
func (s *Server) Serve(ctx context.Context, ln net.Listener) error {
	srv := s.httpServer()
	done := make(chan error, 1)
	go func() { done <- srv.Serve(ln) }()
	select {
	case err := <-done:
		return err
	case <-ctx.Done():
		sctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 5*time.Second)
		defer cancel()
		if err := srv.Shutdown(sctx); err != nil {
			return err
		}
		if err := <-done; !errors.Is(err, http.ErrServerClosed) {
			return err
		}
		return nil
	}
}

// Running is a fake upstream serving in the background.
type Running struct {
	// URL is the base address, e.g. http://127.0.0.1:41234 (no trailing slash).
	URL  string
	srv  *http.Server
	done chan error
}

// Start listens on addr ("127.0.0.1:0" picks a free port) and serves in the background.
func (s *Server) Start(addr string) (*Running, error) {
	ln, err := (&net.ListenConfig{}).Listen(context.Background(), "tcp", addr)
	if err != nil {
		return nil, fmt.Errorf("fakeupstream: %w", err)
	}
	run := &Running{URL: "http://" + ln.Addr().String(), srv: s.httpServer(), done: make(chan error, 1)}
	go func() { run.done <- run.srv.Serve(ln) }()
	return run, nil
}

// Close stops serving at once, dropping calls in flight (a slow scenario may hold some).
func (r *Running) Close() error {
	err := r.srv.Close()
	if serr := <-r.done; !errors.Is(serr, http.ErrServerClosed) && err == nil {
		err = serr
	}
	return err
}

// httpServer has header and idle limits but no write timeout: the slow scenario decides how
// long an answer takes.
func (s *Server) httpServer() *http.Server {
	return &http.Server{
		Handler:           s,
		ReadHeaderTimeout: 10 * time.Second,
		IdleTimeout:       2 * time.Minute,
		MaxHeaderBytes:    64 << 10,
	}
}

// envelope is the platform's answer wrapper.
type envelope struct {
	Success   bool   `json:"success"`
	Value     any    `json:"value,omitempty"`
	ErrorCode string `json:"errorCode,omitempty"`
	Message   string `json:"message,omitempty"`
}

// answer writes a success envelope around value.
func answer(w http.ResponseWriter, value any) {
	writeJSON(w, http.StatusOK, envelope{Success: true, Value: value})
}

// refuse writes a refusal envelope.
func refuse(w http.ResponseWriter, status int, code, message string) {
	writeJSON(w, status, envelope{ErrorCode: code, Message: message})
}

// refuseWith writes a refusal that carries a value too (a failed login says whether a captcha
// is now needed).
func refuseWith(w http.ResponseWriter, status int, code, message string, value any) {
	writeJSON(w, status, envelope{ErrorCode: code, Message: message, Value: value})
}

// writePage writes the HTML page t renders of data: a vendor's game, the chat service's page.
func writePage(w http.ResponseWriter, t *template.Template, data any) {
	var buf bytes.Buffer
	if err := t.Execute(&buf, data); err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	_, _ = w.Write(buf.Bytes())
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	body, err := json.Marshal(v)
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "application/json;charset=UTF-8")
	w.WriteHeader(status)
	_, _ = w.Write(body)
}
