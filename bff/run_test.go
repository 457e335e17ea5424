package bff_test

import (
	"bufio"
	"context"
	"io"
	"net"
	"net/http"
	"strings"
	"testing"

	"github.com/casinobff/bff/adapters/fakeupstream"
	"github.com/casinobff/bff/bff"
	"github.com/casinobff/bff/bff/bfftest"
)

// vendorInfo is the upstream's call the categories read.
const vendorInfo = "/wps/relay/GCSGAME_getVassGameType"

// TestShutdownDrainsRequestsInFlight: after the context ends the listener closes, yet a
// request already being served still gets its whole answer and Run returns cleanly. The back
// office holds the request's call until the drain has begun.
func TestShutdownDrainsRequestsInFlight(t *testing.T) {
	s := bfftest.NewStack(t)
	s.Scenario(fakeupstream.Scenario{Name: fakeupstream.Held, Paths: []string{vendorInfo}})
	started := s.Fake.Held()
	addr, stop, ran := runOnLoopback(t, s.Server)

	type answer struct {
		status int
		body   string
		err    error
	}
	answered := make(chan answer, 1)
	go func() {
		req, err := http.NewRequestWithContext(context.Background(), http.MethodGet, "http://"+addr+"/api/v1/categories", nil)
		if err != nil {
			answered <- answer{err: err}
			return
		}
		req.Host = "localhost:8080"
		res, err := http.DefaultClient.Do(req)
		if err != nil {
			answered <- answer{err: err}
			return
		}
		defer func() { _ = res.Body.Close() }()
		b, err := io.ReadAll(res.Body)
		answered <- answer{res.StatusCode, string(b), err}
	}()
	<-started
	stop()
	awaitDrain(addr) // only then let the request finish
	if rec := s.Call(http.MethodGet, "/readyz", ""); rec.Code != http.StatusServiceUnavailable {
		t.Errorf("readyz during the drain: %d, want 503", rec.Code)
	}
	s.Scenario(fakeupstream.Scenario{}) // the held call goes on

	a := <-answered
	if a.err != nil || a.status != http.StatusOK || !strings.Contains(a.body, `"items"`) {
		t.Fatalf("in-flight request: status %d body %q err %v", a.status, a.body, a.err)
	}
	if err := <-ran; err != nil {
		t.Fatalf("Run: %v", err)
	}
}

// TestShutdownAnswersTheFirstRequestOfAnAcceptedConnection: a connection the server accepted
// before the drain began, whose request arrives only after it began, is answered rather than
// closed unanswered (a client would replay that only for a GET on a reused connection).
func TestShutdownAnswersTheFirstRequestOfAnAcceptedConnection(t *testing.T) {
	s := bfftest.NewStack(t)
	addr, stop, ran := runOnLoopback(t, s.Server)

	quiet, err := (&net.Dialer{}).DialContext(context.Background(), "tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = quiet.Close() }()
	// The server accepts in order: a request answered on a later connection means it has
	// accepted the quiet one.
	req, err := http.NewRequestWithContext(context.Background(), http.MethodGet, "http://"+addr+"/readyz", nil)
	if err != nil {
		t.Fatal(err)
	}
	res, err := (&http.Client{Transport: &http.Transport{DisableKeepAlives: true}}).Do(req)
	if err != nil {
		t.Fatal(err)
	}
	_ = res.Body.Close()

	stop()
	awaitDrain(addr)
	if _, err := io.WriteString(quiet, "GET /api/v1/categories HTTP/1.1\r\nHost: localhost:8080\r\n\r\n"); err != nil {
		t.Fatal(err)
	}
	answer, err := http.ReadResponse(bufio.NewReader(quiet), nil)
	if err != nil {
		t.Fatalf("the accepted connection's request during the drain: %v, want its answer", err)
	}
	defer func() { _ = answer.Body.Close() }()
	body, err := io.ReadAll(answer.Body)
	if err != nil || answer.StatusCode != http.StatusOK || !strings.Contains(string(body), `"items"`) {
		t.Fatalf("the accepted connection's request during the drain: status %d body %q err %v", answer.StatusCode, body, err)
	}
	_ = quiet.Close()
	if err := <-ran; err != nil {
		t.Fatalf("Run: %v", err)
	}
}

// runOnLoopback runs srv on a loopback port until stop is called; ran gets Run's result.
func runOnLoopback(t *testing.T, srv *bff.Server) (addr string, stop func(), ran <-chan error) {
	t.Helper()
	ln, err := (&net.ListenConfig{}).Listen(context.Background(), "tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	t.Cleanup(cancel)
	result := make(chan error, 1)
	go func() { result <- srv.Run(ctx, ln) }()
	return ln.Addr().String(), cancel, result
}

// awaitDrain returns once the server at addr refuses new connections: its drain has begun.
func awaitDrain(addr string) {
	for {
		c, err := (&net.Dialer{}).DialContext(context.Background(), "tcp", addr)
		if err != nil {
			return
		}
		_ = c.Close()
	}
}

// RunWithAdmin serves the admin handler on its own listener and stops both on the same signal.
func TestRunWithAdminServesAndStopsBoth(t *testing.T) {
	h := bfftest.NewHarness(t, func(o *bff.Options) { o.MetricsOnAdmin = true })
	var lc net.ListenConfig
	site, err := lc.Listen(context.Background(), "tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	admin, err := lc.Listen(context.Background(), "tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	ran := make(chan error, 1)
	go func() { ran <- h.Server.RunWithAdmin(ctx, site, admin) }()

	get := func(addr, path string) int {
		t.Helper()
		req, err := http.NewRequestWithContext(context.Background(), http.MethodGet, "http://"+addr+path, nil)
		if err != nil {
			t.Fatal(err)
		}
		res, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatalf("%s%s: %v", addr, path, err)
		}
		_ = res.Body.Close()
		return res.StatusCode
	}
	for _, c := range []struct {
		addr, path string
		status     int
	}{
		{admin.Addr().String(), "/metrics", 200},
		{admin.Addr().String(), "/readyz", 200},
		{site.Addr().String(), "/readyz", 200},
		{site.Addr().String(), "/metrics", 404},
	} {
		if got := get(c.addr, c.path); got != c.status {
			t.Errorf("%s %s: %d, want %d", c.addr, c.path, got, c.status)
		}
	}
	cancel()
	if err := <-ran; err != nil {
		t.Fatalf("RunWithAdmin: %v", err)
	}
	for _, ln := range []net.Listener{site, admin} {
		if c, err := (&net.Dialer{}).DialContext(context.Background(), "tcp", ln.Addr().String()); err == nil {
			_ = c.Close()
			t.Errorf("%s still accepts connections", ln.Addr())
		}
	}
}
