package main

import (
	"bufio"
	"context"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/http/httptrace"
	"os"
	"os/exec"
	"regexp"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/casinobff/bff/adapters/fakeupstream"
	"github.com/casinobff/bff/bff/bfftest"
	"github.com/casinobff/bff/bff/bfftest/redistest"
)

// asBFF, set in a child's environment, makes this test binary run main instead of the tests:
// the multi-copy test starts real processes of the real serve, with the race detector the
// tests run under, without a separate build.
const asBFF = "BFF_TEST_RUN_AS_BFF"

func TestMain(m *testing.M) {
	if os.Getenv(asBFF) == "1" {
		main()
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// replica is one BFF process of the test.
type replica struct {
	name string
	base string // http://127.0.0.1:port
	cmd  *exec.Cmd
	logs *bfftest.Logs
	done chan struct{}
	err  error // Wait's, once done is closed
}

var listening = regexp.MustCompile(`BFF listening on (http://[^/]+)/`)

// startReplica runs `bff serve` in http mode against upstream, sharing redisURL and the cookie
// key with every other replica of the test.
func startReplica(t *testing.T, name, upstream, redisURL string) *replica {
	t.Helper()
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	sites := `[{"id":"demo","hosts":["127.0.0.1"],"merchant":"DEMO","name":"Demo","languages":["en","bn"],
		"currency":{"code":"BDT","symbol":"৳"},"theme":{"primary":"#000","accent":"#fff"},
		"backends":{"games":"` + upstream + `","member":"` + upstream + `","wallet":"` + upstream + `","content":"` + upstream + `"}}]`
	cmd := exec.Command(self, "serve", "--config=") //nolint:noctx // ended by its pid, with SIGTERM, by the test
	cmd.Env = append(os.Environ(),
		asBFF+"=1",
		"BFF_UPSTREAM_MODE=http",
		"BFF_SITES="+sites,
		"BFF_DEFAULT_SITE=demo",
		"BFF_COOKIE_KEY="+base64.StdEncoding.EncodeToString([]byte("replicas-share-this-32-byte-key!")),
		"BFF_REDIS_URL="+redisURL,
		"BFF_LISTEN=127.0.0.1:0",
		"BFF_LOG_LEVEL=warn",
		"BFF_TIMEOUTS_SHUTDOWN=10s",
	)
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	r := &replica{name: name, cmd: cmd, logs: &bfftest.Logs{}, done: make(chan struct{})}
	cmd.Stderr = r.logs
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	go func() { r.err = cmd.Wait(); close(r.done) }()
	t.Cleanup(func() {
		r.stop()
		if t.Failed() {
			t.Logf("%s's log:\n%s", r.name, r.logs.String())
		}
	})
	addr := make(chan string, 1)
	go func() {
		lines := bufio.NewScanner(stdout)
		for lines.Scan() {
			if m := listening.FindStringSubmatch(lines.Text()); m != nil {
				addr <- m[1]
			}
		}
	}()
	select {
	case r.base = <-addr:
	case <-r.done:
		t.Fatalf("%s exited: %v\n%s", name, r.err, r.logs.String())
	case <-time.After(30 * time.Second):
		t.Fatalf("%s did not start within 30s\n%s", name, r.logs.String())
	}
	return r
}

// stop sends SIGTERM to the replica's pid and waits for it to exit.
func (r *replica) stop() {
	select {
	case <-r.done:
		return
	default:
	}
	_ = r.cmd.Process.Signal(syscall.SIGTERM)
	select {
	case <-r.done:
	case <-time.After(20 * time.Second):
		_ = r.cmd.Process.Kill()
		<-r.done
	}
}

// answer is one answer of a replica, read whole.
type answer struct {
	status int
	header http.Header
	body   string
}

func (a answer) code() string {
	var p struct{ Code string }
	_ = json.Unmarshal([]byte(a.body), &p)
	return p.Code
}

var client = &http.Client{Timeout: 15 * time.Second}

// call sends a request as the site does: JSON, the CSRF header and a same-origin sign on
// writes, the session cookie when given.
func (r *replica) call(t *testing.T, method, path, body string, cookie *http.Cookie, header ...string) answer {
	t.Helper()
	req, err := http.NewRequestWithContext(context.Background(), method, r.base+path, strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	if body != "" {
		req.Header.Set("Content-Type", "application/json")
	}
	if method != http.MethodGet {
		req.Header.Set("X-CSRF", "1")
		req.Header.Set("Sec-Fetch-Site", "same-origin")
	}
	if cookie != nil {
		req.AddCookie(cookie)
	}
	for i := 0; i+1 < len(header); i += 2 {
		req.Header.Set(header[i], header[i+1])
	}
	res, err := client.Do(req)
	if err != nil {
		t.Fatalf("%s %s on %s: %v", method, path, r.name, err)
	}
	defer func() { _ = res.Body.Close() }()
	b, err := io.ReadAll(res.Body)
	if err != nil {
		t.Fatal(err)
	}
	a := answer{status: res.StatusCode, header: res.Header, body: string(b)}
	for _, c := range res.Cookies() {
		if strings.HasSuffix(c.Name, "bff_session") && c.Value != "" {
			a.header.Set("X-Test-Session", c.Name+"="+c.Value)
		}
	}
	return a
}

// login logs user in on r and answers the session cookie.
func (r *replica) login(t *testing.T, user, password string) *http.Cookie {
	t.Helper()
	a := r.call(t, http.MethodPost, "/api/v1/session", `{"username":"`+user+`","password":"`+password+`"}`, nil)
	name, value, ok := strings.Cut(a.header.Get("X-Test-Session"), "=")
	if a.status != http.StatusOK || !ok {
		t.Fatalf("login %s on %s: %d %s", user, r.name, a.status, a.body)
	}
	return &http.Cookie{Name: name, Value: value}
}

// Two copies of the BFF, one Redis, one fake upstream: what one copy knows, the other does.
func TestReplicasShareState(t *testing.T) {
	redis := redistest.Start(t)
	fake, upstream := bfftest.StartFakeUpstream(t)
	a := startReplica(t, "replica A", upstream, redis.URL())
	b := startReplica(t, "replica B", upstream, redis.URL())
	both := []*replica{a, b}

	t.Run("a cookie sealed by one opens on the other", func(t *testing.T) {
		cookie := a.login(t, "demo01", "Demo1234")
		me := b.call(t, http.MethodGet, "/api/v1/me", "", cookie)
		if me.status != http.StatusOK || !strings.Contains(me.body, `"account":"demo01"`) {
			t.Fatalf("GET /me on B with A's cookie: %d %s", me.status, me.body)
		}
	})

	t.Run("an account's failed logins count across copies", func(t *testing.T) {
		// login-account allows 10 failures in 10 minutes; past them the BFF asks for the
		// captcha without asking the upstream (the fake asks for one of its own from the
		// third failure, so the upstream's hits tell the two apart).
		const limit = 10
		before := fake.Hits()["/wps/session/login"]
		for i := range limit {
			r := both[i%2]
			got := r.call(t, http.MethodPost, "/api/v1/session", `{"username":"free01","password":"Wrong9999"}`, nil)
			if got.status != http.StatusUnauthorized {
				t.Fatalf("failure %d on %s: %d %s", i+1, r.name, got.status, got.body)
			}
		}
		if n := fake.Hits()["/wps/session/login"] - before; n != limit {
			t.Fatalf("%d failed logins reached the upstream, want %d", n, limit)
		}
		for _, r := range both {
			got := r.call(t, http.MethodPost, "/api/v1/session", `{"username":"free01","password":"Wrong9999"}`, nil)
			if got.status != http.StatusUnauthorized || got.code() != "captcha_required" {
				t.Errorf("failure %d on %s: %d %s, want captcha_required", limit+1, r.name, got.status, got.body)
			}
		}
		if n := fake.Hits()["/wps/session/login"] - before; n != limit {
			t.Errorf("%d logins reached the upstream, want %d: a copy let one past the shared limit", n, limit)
		}
	})

	t.Run("a withdrawal repeated on the other copy debits once", func(t *testing.T) {
		cookie := a.login(t, "agent01", "Agent1234")
		const body = `{"accountId":"BC00000001","amount":"1,000","paymentPassword":"246810"}`
		before := fake.Hits()["/wps/transaction/withdraw"]
		first := a.call(t, http.MethodPost, "/api/v1/withdrawals", body, cookie, "Idempotency-Key", "replicas-withdrawal-0001")
		again := b.call(t, http.MethodPost, "/api/v1/withdrawals", body, cookie, "Idempotency-Key", "replicas-withdrawal-0001")
		if first.status != http.StatusCreated || again.status != http.StatusCreated || again.body != first.body {
			t.Fatalf("first on A: %d %s; again on B: %d %s", first.status, first.body, again.status, again.body)
		}
		if again.header.Get("Idempotent-Replayed") != "true" {
			t.Error("B's answer is not the replay of A's")
		}
		// Both at once, on both copies, under a new key: one reaches the upstream, the other
		// waits for its answer.
		var wg sync.WaitGroup
		answers := make([]answer, 2)
		for i, r := range both {
			wg.Go(func() {
				answers[i] = r.call(t, http.MethodPost, "/api/v1/withdrawals", `{"accountId":"BC00000001","amount":"500","paymentPassword":"246810"}`,
					cookie, "Idempotency-Key", "replicas-withdrawal-0002")
			})
		}
		wg.Wait()
		if answers[0].status != http.StatusCreated || answers[0].body != answers[1].body {
			t.Fatalf("at once: %d %s and %d %s", answers[0].status, answers[0].body, answers[1].status, answers[1].body)
		}
		if n := fake.Hits()["/wps/transaction/withdraw"] - before; n != 2 {
			t.Errorf("%d withdrawals reached the upstream, want 2 (one per key)", n)
		}
		ledger, err := fake.Ledger("agent01")
		if err != nil {
			t.Fatal(err)
		}
		var holds []string
		for _, e := range ledger.Entries {
			if e.Type == "WITHDRAW" {
				holds = append(holds, e.Amount.StringFixed(2))
			}
		}
		if fmt.Sprint(holds) != "[-1000.00 -500.00]" {
			t.Errorf("the ledger's holds: %v, want one of 1000 and one of 500", holds)
		}
	})

	t.Run("SIGTERM under load loses no request", func(t *testing.T) {
		// Each member read waits 100 ms upstream, so that requests are in flight when the
		// signal comes; they must be answered, and later ones refused a connection.
		if err := fake.SetScenario(fakeupstream.Scenario{Name: fakeupstream.Normal, Latency: 100 * time.Millisecond, Paths: []string{"/wps/member/info"}}); err != nil {
			t.Fatal(err)
		}
		defer func() { _ = fake.SetScenario(fakeupstream.Scenario{}) }()
		cookie := b.login(t, "demo01", "Demo1234")
		var ok, refused, inFlightAtSignal atomic.Int32
		var signalled atomic.Bool
		var mu sync.Mutex
		var lost []string
		load := func(path string, c *http.Cookie) {
			for {
				var reused bool
				trace := &httptrace.ClientTrace{GotConn: func(i httptrace.GotConnInfo) { reused = i.Reused }}
				req, _ := http.NewRequestWithContext(httptrace.WithClientTrace(context.Background(), trace), http.MethodGet, b.base+path, nil)
				if c != nil {
					req.AddCookie(c)
				}
				sentBefore := !signalled.Load()
				res, err := client.Do(req)
				switch {
				case err != nil && errors.Is(err, syscall.ECONNREFUSED):
					refused.Add(1)
					return
				case err != nil && !reused && errors.Is(err, syscall.ECONNRESET):
					// A new connection still in the kernel's accept queue when the listener
					// closed is reset by the kernel: refused before the server accepted it.
					// (A reused connection that breaks is replayed by net/http for a GET.)
					refused.Add(1)
					return
				case err != nil:
					mu.Lock()
					lost = append(lost, err.Error())
					mu.Unlock()
					return
				}
				_, _ = io.Copy(io.Discard, res.Body)
				_ = res.Body.Close()
				if res.StatusCode != http.StatusOK {
					mu.Lock()
					lost = append(lost, fmt.Sprintf("GET %s: %d", path, res.StatusCode))
					mu.Unlock()
					return
				}
				ok.Add(1)
				if sentBefore && signalled.Load() {
					inFlightAtSignal.Add(1)
				}
			}
		}
		var wg sync.WaitGroup
		for i := range 6 {
			if i%2 == 0 {
				wg.Go(func() { load("/api/v1/me", cookie) })
			} else {
				wg.Go(func() { load("/api/v1/categories", nil) })
			}
		}
		time.Sleep(500 * time.Millisecond)
		signalled.Store(true)
		if err := b.cmd.Process.Signal(syscall.SIGTERM); err != nil {
			t.Fatal(err)
		}
		wg.Wait()
		select {
		case <-b.done:
		case <-time.After(15 * time.Second):
			t.Fatal("B did not exit within 15s of SIGTERM")
		}
		if b.err != nil {
			t.Errorf("B exited with %v", b.err)
		}
		if len(lost) > 0 {
			t.Errorf("requests lost: %v", lost)
		}
		if ok.Load() == 0 || inFlightAtSignal.Load() == 0 || refused.Load() == 0 {
			t.Errorf("%d answered (%d of them in flight at the signal), %d refused: the load did not cross the shutdown",
				ok.Load(), inFlightAtSignal.Load(), refused.Load())
		}
		t.Logf("%d answered, %d in flight at SIGTERM, %d refused a connection after", ok.Load(), inFlightAtSignal.Load(), refused.Load())
		// A serves on: the cookie B sealed opens there.
		if me := a.call(t, http.MethodGet, "/api/v1/me", "", cookie); me.status != http.StatusOK {
			t.Errorf("A after B stopped: %d %s", me.status, me.body)
		}
	})

	t.Run("Redis down: logins and money writes refused, look-ups and reads go on", func(t *testing.T) {
		cookie := a.login(t, "agent01", "Agent1234")
		withdrawals := fake.Hits()["/wps/transaction/withdraw"]
		redis.Stop()
		for i := range 3 {
			if got := a.call(t, http.MethodPost, "/api/v1/session", `{"username":"demo01","password":"Demo1234"}`, nil); got.status != 503 || got.code() != "upstream_unavailable" {
				t.Errorf("login %d: %d %s, want 503 upstream_unavailable (fail closed)", i+1, got.status, got.body)
			}
			key := fmt.Sprintf("replicas-redis-down-%d", i)
			if got := a.call(t, http.MethodPost, "/api/v1/withdrawals", `{"accountId":"BC00000001","amount":"500","paymentPassword":"246810"}`,
				cookie, "Idempotency-Key", key); got.status != 503 || got.code() != "upstream_unavailable" {
				t.Errorf("withdrawal %d: %d %s, want 503 upstream_unavailable", i+1, got.status, got.body)
			}
		}
		if got := a.call(t, http.MethodGet, "/api/v1/usernames/newplayer01", "", nil); got.status != http.StatusOK {
			t.Errorf("a user name look-up (fail open): %d %s", got.status, got.body)
		}
		for _, path := range []string{"/readyz", "/api/v1/categories", "/api/v1/me"} {
			if got := a.call(t, http.MethodGet, path, "", cookie); got.status != http.StatusOK {
				t.Errorf("GET %s: %d %s", path, got.status, got.body)
			}
		}
		if n := fake.Hits()["/wps/transaction/withdraw"] - withdrawals; n != 0 {
			t.Errorf("%d withdrawals reached the upstream without their key kept", n)
		}
		logged := a.logs.String()
		for _, store := range []string{`"store":"ratelimit"`, `"store":"idempotency"`} {
			lines := 0
			for line := range strings.SplitSeq(logged, "\n") {
				if strings.Contains(line, "shared state (Redis) failed") && strings.Contains(line, store) {
					lines++
				}
			}
			if lines != 1 {
				t.Errorf("%d log lines for the failures of %s, want 1 per burst", lines, store)
			}
		}
		metrics := a.call(t, http.MethodGet, "/metrics", "", nil)
		for _, want := range []string{`bff_shared_state_errors_total{op="reserve",store="idempotency"} 3`, `bff_shared_state_errors_total{op="allow",store="ratelimit"}`} {
			if !strings.Contains(metrics.body, want) {
				t.Errorf("/metrics lacks %s", want)
			}
		}
	})
}
