package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/exec"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"
)

// make chaos (part chaos, never in a plain make bench): the BFF under steady load from players
// reading the catalogue, reading their own data and moving money, while its fake upstream is
// killed and restarted, then made slower than the BFF's deadline, then healed. What it shows:
// the stale catalogue served during the outage, personal calls failing fast once the breaker
// is open, how long the BFF takes to recover, and that no write reaches the upstream twice.

const (
	chaosSteady  = 5 * time.Second
	chaosOutage  = 10 * time.Second
	chaosSlow    = 12 * time.Second
	chaosRecover = 30 * time.Second // the longest a recovery is waited for
	// chaosLatency is the slow upstream's: past the BFF's 3 s deadline, so every call times out.
	chaosLatency = "5s"
	// chaosSlowPaths are what it slows: the catalogue's and the transfer's relay calls and the
	// member's reads, not the wallets a transfer reads before it writes (else no write would
	// ever be sent, which would show nothing of the writes).
	chaosSlowPaths = `["/wps/relay/","/wps/member/info"]`
	// chaosCacheTTL makes the catalogue go stale within the outage; the default 30 s would
	// outlast it and serve fresh answers throughout, which shows nothing.
	chaosCacheTTL   = "2s"
	chaosFastTarget = 50 * time.Millisecond
)

// chaosURLs are the catalogue reads of the load, each warmed before the outage.
var chaosURLs = []string{
	"/api/v1/categories", "/api/v1/games?category=RNG&page=1", "/api/v1/games/hot", "/api/v1/winners",
}

// shot is one request of the load.
type shot struct {
	kind    string // catalogue, personal, write
	phase   string
	at      time.Time
	took    time.Duration
	status  int // 0: no answer
	stale   bool
	problem string
}

// chaosResult is one phase's figures.
type chaosResult struct {
	phase                   string
	catalogue, catalogueOK  int
	catalogueStale          int
	catalogueP99            time.Duration
	personal                int
	personalOpenP99         time.Duration // of those sent once the member breaker was open
	personalOpen            int
	writes, writesSent      int // the BFF's writes, and those that reached past it (not 503)
	writeHits               int // the fake's hits on the write path in the phase; -1: unknown
	recoveredCatalogue      time.Duration
	recoveredPersonal       time.Duration
	breakerOpenedAfter      time.Duration
	catalogueRecoverPending bool
	personalRecoverPending  bool
}

func measureChaos(ctx context.Context, o options, r *report, stdout io.Writer) error {
	upstreamAddr, err := freeAddr()
	if err != nil {
		return err
	}
	fake, err := startFakeAt(ctx, o.bff, upstreamAddr)
	if err != nil {
		return err
	}
	defer func() { fake.stop() }()
	bff, err := start(ctx, o.bff, append(sitesEnv(upstreamAddr), "BFF_CACHE_TTL="+chaosCacheTTL), "serve")
	if err != nil {
		return err
	}
	defer bff.stop()
	c := &chaos{base: "http://" + bff.addr, upstream: "http://" + upstreamAddr}
	c.client = &http.Client{Timeout: 10 * time.Second}
	if c.cookie, err = c.login(ctx); err != nil {
		return err
	}
	for _, u := range chaosURLs {
		if err := waitHTTP(ctx, c.base+u); err != nil {
			return err
		}
	}

	loadCtx, stopLoad := context.WithCancel(ctx)
	var wg sync.WaitGroup
	defer func() { stopLoad(); wg.Wait() }()
	c.setPhase("steady")
	c.load(loadCtx, &wg)
	breakers := c.watchBreaker(loadCtx, &wg)
	sleep(ctx, chaosSteady)

	fmt.Fprintln(stdout, "chaos: killing the fake upstream")
	c.setPhase("upstream killed")
	killedAt := time.Now()
	_ = fake.cmd.Process.Kill()
	_ = fake.cmd.Wait()
	sleep(ctx, chaosOutage)

	fmt.Fprintln(stdout, "chaos: restarting it")
	c.setPhase("after the restart")
	restartedAt := time.Now()
	if fake, err = startFakeAt(ctx, o.bff, upstreamAddr); err != nil {
		return err
	}
	c.waitRecovered(ctx, restartedAt)
	// The restarted fake forgot every session: log in again, and count the slow phase's
	// writes from a clean slate.
	cookie, err := c.login(ctx)
	if err != nil {
		return err
	}
	c.mu.Lock()
	c.cookie = cookie
	c.mu.Unlock()
	sleep(ctx, time.Second)

	fmt.Fprintln(stdout, "chaos: the fake upstream answers after", chaosLatency)
	if err := c.control(ctx, http.MethodDelete, "/__hits", ""); err != nil {
		return err
	}
	c.setPhase("upstream slow")
	slowAt := time.Now()
	if err := c.control(ctx, http.MethodPost, "/__scenario", `{"name":"slow","latency":"`+chaosLatency+`","paths":`+chaosSlowPaths+`}`); err != nil {
		return err
	}
	sleep(ctx, chaosSlow)
	hits, err := c.hits(ctx)
	if err != nil {
		return err
	}

	fmt.Fprintln(stdout, "chaos: healing it")
	c.setPhase("after healing")
	healedAt := time.Now()
	if err := c.control(ctx, http.MethodPost, "/__scenario", `{"name":"normal"}`); err != nil {
		return err
	}
	c.waitRecovered(ctx, healedAt)
	stopLoad()
	wg.Wait()

	opened, ended := breakers(), time.Now()
	results := []chaosResult{
		c.figures("upstream killed", killedAt, restartedAt, opened, -1),
		c.figures("after the restart", restartedAt, slowAt, opened, -1),
		c.figures("upstream slow", slowAt, healedAt, opened, hits["/wps/relay/GCS_walletTransfer"]),
		c.figures("after healing", healedAt, ended, opened, -1),
	}
	r.chaos = results
	killed, slow := results[0], results[2]
	r.target("stale catalogue while the upstream is down: at least 99% answered 200 (chaos)",
		fmt.Sprintf("%s killed, %s slow", percent(killed.catalogueOK, killed.catalogue), percent(slow.catalogueOK, slow.catalogue)),
		killed.catalogue > 0 && slow.catalogue > 0 && killed.catalogueOK*100 >= killed.catalogue*99 && slow.catalogueOK*100 >= slow.catalogue*99)
	r.target(fmt.Sprintf("personal calls fail fast once the breaker is open: p99 under %s (chaos)", chaosFastTarget),
		fmt.Sprintf("%s killed, %s slow", roundDuration(killed.personalOpenP99), roundDuration(slow.personalOpenP99)),
		killed.personalOpen > 0 && slow.personalOpen > 0 && killed.personalOpenP99 < chaosFastTarget && slow.personalOpenP99 < chaosFastTarget)
	r.target("no write sent upstream twice during an outage (chaos)",
		fmt.Sprintf("%d writes, %d sent past the BFF, %d reached the upstream", slow.writes, slow.writesSent, slow.writeHits),
		slow.writeHits == slow.writesSent)
	return nil
}

// startFakeAt runs `bff fake-upstream` on addr (the BFF keeps pointing there across restarts).
func startFakeAt(ctx context.Context, bin, addr string) (*process, error) {
	cmd := exec.CommandContext(ctx, bin, "fake-upstream", "--listen", addr)
	cmd.Env = os.Environ()
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	p := &process{cmd: cmd, addr: addr}
	if err := waitHTTP(ctx, "http://"+addr+"/__hits"); err != nil {
		p.stop()
		return nil, err
	}
	return p, nil
}

// chaos is the load and what it saw.
type chaos struct {
	base, upstream string
	client         *http.Client

	mu     sync.Mutex
	cookie string
	phase  string
	shots  []shot
	keys   atomic.Int64
}

func (c *chaos) setPhase(p string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.phase = p
}

func (c *chaos) now() (phase, cookie string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.phase, c.cookie
}

// load runs the players: four reading the catalogue, four their own data, three moving money
// (transfers of 1.00 with a new Idempotency-Key each, ten a second each).
func (c *chaos) load(ctx context.Context, wg *sync.WaitGroup) {
	for i := range 4 {
		wg.Go(func() {
			for n := i; ctx.Err() == nil; n++ {
				c.send(ctx, "catalogue", http.MethodGet, chaosURLs[n%len(chaosURLs)], "")
				sleep(ctx, 10*time.Millisecond)
			}
		})
	}
	for range 4 {
		wg.Go(func() {
			for ctx.Err() == nil {
				c.send(ctx, "personal", http.MethodGet, "/api/v1/me", "")
				sleep(ctx, 10*time.Millisecond)
			}
		})
	}
	for range 3 {
		wg.Go(func() {
			for ctx.Err() == nil {
				c.send(ctx, "write", http.MethodPost, "/api/v1/wallet-transfers", `{"from":"MAIN","to":"JL","amount":"1"}`)
				sleep(ctx, 100*time.Millisecond)
			}
		})
	}
}

func (c *chaos) send(ctx context.Context, kind, method, path, body string) {
	phase, cookie := c.now()
	req, err := http.NewRequestWithContext(ctx, method, c.base+path, strings.NewReader(body))
	if err != nil {
		return
	}
	if kind != "catalogue" {
		req.Header.Set("Cookie", cookie)
	}
	if method != http.MethodGet {
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("X-CSRF", "1")
		req.Header.Set("Sec-Fetch-Site", "same-origin")
		req.Header.Set("Idempotency-Key", fmt.Sprintf("chaos-%012d", c.keys.Add(1)))
	}
	s := shot{kind: kind, phase: phase, at: time.Now()}
	res, err := c.client.Do(req)
	if err != nil {
		if ctx.Err() != nil {
			return // the run ended, not the BFF
		}
		s.took, s.problem = time.Since(s.at), err.Error()
	} else {
		b, _ := io.ReadAll(res.Body)
		_ = res.Body.Close()
		s.took, s.status, s.stale = time.Since(s.at), res.StatusCode, bytes.Contains(b, []byte(`"stale":true`))
		if kind != "catalogue" {
			c.keepCookie(cookie, res)
		}
	}
	c.mu.Lock()
	c.shots = append(c.shots, s)
	c.mu.Unlock()
}

// watchBreaker polls the member backend's breaker on /metrics and answers, once stopped, when
// it was seen opening (state 2) each time.
func (c *chaos) watchBreaker(ctx context.Context, wg *sync.WaitGroup) func() []time.Time {
	var opened []time.Time
	var mu sync.Mutex
	wg.Go(func() {
		was := false
		for ctx.Err() == nil {
			open := c.memberBreakerOpen(ctx)
			if open && !was {
				mu.Lock()
				opened = append(opened, time.Now())
				mu.Unlock()
			}
			was = open
			sleep(ctx, 50*time.Millisecond)
		}
	})
	return func() []time.Time {
		mu.Lock()
		defer mu.Unlock()
		return slices.Clone(opened)
	}
}

func (c *chaos) memberBreakerOpen(ctx context.Context) bool {
	req, _ := http.NewRequestWithContext(ctx, http.MethodGet, c.base+"/metrics", nil)
	res, err := c.client.Do(req)
	if err != nil {
		return false
	}
	defer func() { _ = res.Body.Close() }()
	b, _ := io.ReadAll(res.Body)
	return bytes.Contains(b, []byte(`bff_upstream_breaker_state{backend="member",site="demo"} 2`))
}

// waitRecovered waits until, after since, the catalogue answers fresh and a personal call is
// answered by the upstream again (not 503), or chaosRecover passes.
func (c *chaos) waitRecovered(ctx context.Context, since time.Time) {
	deadline := since.Add(chaosRecover)
	for time.Now().Before(deadline) && ctx.Err() == nil {
		fresh, personal := c.recovered(since)
		if fresh >= 0 && personal >= 0 {
			return
		}
		sleep(ctx, 100*time.Millisecond)
	}
}

// recovered says how long after since the first fresh catalogue answer and the first personal
// answer not 503 came (both sent after since); -1 when none has yet.
func (c *chaos) recovered(since time.Time) (fresh, personal time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	fresh, personal = -1, -1
	for _, s := range c.shots {
		if s.at.Before(since) {
			continue
		}
		end := s.at.Add(s.took).Sub(since)
		switch {
		case s.kind == "catalogue" && s.status == http.StatusOK && !s.stale && (fresh < 0 || end < fresh):
			fresh = end
		case s.kind == "personal" && s.status != 0 && s.status != http.StatusServiceUnavailable && (personal < 0 || end < personal):
			personal = end
		}
	}
	return fresh, personal
}

// figures sums up phase, from began to ended; opened are the times the member breaker opened,
// writeHits the fake's hits on the write path during the phase (-1: not counted).
func (c *chaos) figures(phase string, began, ended time.Time, opened []time.Time, writeHits int) chaosResult {
	res := chaosResult{phase: phase, writeHits: writeHits}
	res.recoveredCatalogue, res.recoveredPersonal = c.recovered(began)
	res.catalogueRecoverPending, res.personalRecoverPending = res.recoveredCatalogue < 0, res.recoveredPersonal < 0
	var openAt time.Time
	for _, t := range opened {
		if !t.Before(began) && t.Before(ended) {
			openAt = t
			res.breakerOpenedAfter = t.Sub(began)
			break
		}
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	var catalogue, personalOpen []time.Duration
	for _, s := range c.shots {
		if s.phase != phase {
			continue
		}
		switch s.kind {
		case "catalogue":
			res.catalogue++
			catalogue = append(catalogue, s.took)
			if s.status == http.StatusOK {
				res.catalogueOK++
				if s.stale {
					res.catalogueStale++
				}
			}
		case "personal":
			res.personal++
			if !openAt.IsZero() && !s.at.Before(openAt) {
				personalOpen = append(personalOpen, s.took)
			}
		case "write":
			res.writes++
			if s.status != 0 && s.status != http.StatusServiceUnavailable {
				res.writesSent++
			}
		}
	}
	res.catalogueP99 = p99(catalogue)
	res.personalOpen = len(personalOpen)
	res.personalOpenP99 = p99(personalOpen)
	return res
}

func p99(ds []time.Duration) time.Duration {
	if len(ds) == 0 {
		return 0
	}
	s := slices.Clone(ds)
	slices.Sort(s)
	return s[min(len(s)-1, len(s)*99/100)]
}

// login logs demo01 in and answers the Cookie header value.
func (c *chaos) login(ctx context.Context) (string, error) {
	deadline := time.Now().Add(chaosRecover)
	for {
		req, _ := http.NewRequestWithContext(ctx, http.MethodPost, c.base+"/api/v1/session", strings.NewReader(`{"username":"demo01","password":"Demo1234"}`))
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("X-CSRF", "1")
		req.Header.Set("Sec-Fetch-Site", "same-origin")
		res, err := c.client.Do(req)
		if err == nil {
			_ = res.Body.Close()
			if cookie, ok := sessionCookie(res); ok && res.StatusCode == http.StatusOK {
				return cookie, nil
			}
		}
		if time.Now().After(deadline) || ctx.Err() != nil {
			return "", errors.New("chaos: demo01 could not log in")
		}
		sleep(ctx, 500*time.Millisecond)
	}
}

// keepCookie keeps the session cookie res sets, as a browser does: the BFF seals into it that
// the session's protection state has been read, which it then reads once a session, not on
// every personal call. Only a cookie sent as the current one is replaced, so that an answer to
// the session before the re-login cannot bring that session back. A cleared cookie is left to
// the re-login after the restart.
func (c *chaos) keepCookie(sent string, res *http.Response) {
	cookie, ok := sessionCookie(res)
	if !ok {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.cookie == sent {
		c.cookie = cookie
	}
}

// sessionCookie is the Cookie header value of the session cookie res sets, if it sets one.
func sessionCookie(res *http.Response) (string, bool) {
	for _, ck := range res.Cookies() {
		if strings.HasSuffix(ck.Name, "bff_session") && ck.Value != "" && ck.MaxAge >= 0 {
			return ck.Name + "=" + ck.Value, true
		}
	}
	return "", false
}

// control calls the fake upstream's control API.
func (c *chaos) control(ctx context.Context, method, path, body string) error {
	req, _ := http.NewRequestWithContext(ctx, method, c.upstream+path, strings.NewReader(body))
	res, err := c.client.Do(req)
	if err != nil {
		return err
	}
	_ = res.Body.Close()
	if res.StatusCode >= 300 {
		return fmt.Errorf("%s %s: %d", method, path, res.StatusCode)
	}
	return nil
}

func (c *chaos) hits(ctx context.Context) (map[string]int, error) {
	req, _ := http.NewRequestWithContext(ctx, http.MethodGet, c.upstream+"/__hits", nil)
	res, err := c.client.Do(req)
	if err != nil {
		return nil, err
	}
	defer func() { _ = res.Body.Close() }()
	var hits map[string]int
	return hits, json.NewDecoder(res.Body).Decode(&hits)
}

func sleep(ctx context.Context, d time.Duration) {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-ctx.Done():
	case <-t.C:
	}
}
