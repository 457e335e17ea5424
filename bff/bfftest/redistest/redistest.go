// Package redistest starts a real redis-server (Debian's package; `make test` installs it) for
// the tests of what BFF copies share: one per call, on a free loopback port, with nothing
// written to disk, stopped by its pid when the test ends. Of the BFF it imports only
// sharedstate (for the client the BFF itself opens), so a store's own tests can use it as
// well as the multi-process ones.
package redistest

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"net"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/redis/go-redis/v9"

	"github.com/casinobff/bff/bff/sharedstate"
)

// SkipEnv, set to 1, lets a test skip when redis-server is not installed. Without it a missing
// binary fails the test: `make test` installs it, and a skipped test there would hide that the
// shared state was never tested.
const SkipEnv = "BFF_TEST_NO_REDIS"

// Server is one redis-server of a test.
type Server struct {
	Addr string // host:port on 127.0.0.1
	cmd  *exec.Cmd
	done chan struct{}
}

// URL is the server's address as redis.url takes it, database 0.
func (s *Server) URL() string { return "redis://" + s.Addr + "/0" }

// Client is a client of the server as the BFF opens one (sharedstate.Open), closed when t ends.
func (s *Server) Client(t testing.TB) *redis.Client {
	t.Helper()
	c, err := sharedstate.Open(s.URL())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = c.Close() })
	return c
}

// Start runs a redis-server for the rest of t: no snapshot, no append-only file, loopback
// only. It skips t only when the binary is missing and SkipEnv is 1.
func Start(t testing.TB) *Server {
	t.Helper()
	bin, err := exec.LookPath("redis-server")
	if err != nil {
		if os.Getenv(SkipEnv) == "1" {
			t.Skipf("redis-server is not installed and %s=1: the shared-state test does not run", SkipEnv)
		}
		t.Fatalf("redis-server is not installed (make deps-redis, or apt-get install redis-server); "+
			"set %s=1 to skip the tests that need it", SkipEnv)
	}
	var last error
	// A free port asked of the kernel can be taken again before redis binds it: try a few.
	for range 5 {
		s, err := start(t, bin)
		if err == nil {
			t.Cleanup(s.Stop)
			return s
		}
		last = err
	}
	t.Fatalf("redis-server did not start: %v", last)
	return nil
}

func start(t testing.TB, bin string) (*Server, error) {
	port, err := freePort()
	if err != nil {
		return nil, err
	}
	cmd := exec.Command(bin, //nolint:noctx // its life is the test's; Stop ends it by its pid
		"--port", strconv.Itoa(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no",
		"--dir", t.TempDir(), "--daemonize", "no", "--loglevel", "warning")
	var out strings.Builder
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	s := &Server{Addr: net.JoinHostPort("127.0.0.1", strconv.Itoa(port)), cmd: cmd, done: make(chan struct{})}
	go func() { _ = cmd.Wait(); close(s.done) }()
	deadline := time.Now().Add(10 * time.Second)
	for time.Now().Before(deadline) {
		select {
		case <-s.done:
			return nil, fmt.Errorf("redis-server exited: %s", strings.TrimSpace(out.String()))
		default:
		}
		if ping(s.Addr) == nil {
			return s, nil
		}
		time.Sleep(10 * time.Millisecond)
	}
	s.Stop()
	return nil, errors.New("redis-server did not answer PING within 10s")
}

// Stop ends the server by its pid (SIGTERM, then SIGKILL after 5 s) and waits for it. It may
// be called more than once: a test stops it to see the BFF without its shared state.
func (s *Server) Stop() {
	select {
	case <-s.done:
		return
	default:
	}
	_ = s.cmd.Process.Signal(syscall.SIGTERM)
	select {
	case <-s.done:
	case <-time.After(5 * time.Second):
		_ = s.cmd.Process.Kill()
		<-s.done
	}
}

// freePort asks the kernel for a free loopback port.
func freePort() (int, error) {
	var lc net.ListenConfig
	ln, err := lc.Listen(context.Background(), "tcp", "127.0.0.1:0")
	if err != nil {
		return 0, err
	}
	defer func() { _ = ln.Close() }()
	return ln.Addr().(*net.TCPAddr).Port, nil
}

// ping sends PING in the protocol's inline form and expects +PONG.
func ping(addr string) error {
	d := net.Dialer{Timeout: time.Second}
	conn, err := d.DialContext(context.Background(), "tcp", addr)
	if err != nil {
		return err
	}
	defer func() { _ = conn.Close() }()
	_ = conn.SetDeadline(time.Now().Add(time.Second))
	if _, err := conn.Write([]byte("PING\r\n")); err != nil {
		return err
	}
	line, err := bufio.NewReader(conn).ReadString('\n')
	if err != nil {
		return err
	}
	if strings.TrimSpace(line) != "+PONG" {
		return fmt.Errorf("PING answered %q", line)
	}
	return nil
}
