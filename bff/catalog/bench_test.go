package catalog_test

import (
	"bufio"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"go.uber.org/zap"

	"github.com/casinobff/bff/adapters/fakeupstream"
	"github.com/casinobff/bff/bff"
	"github.com/casinobff/bff/bff/bfftest"
	"github.com/casinobff/bff/bff/logging"
	"github.com/casinobff/bff/config/defaults"
)

// The cached paths, through the whole server (middleware, handler, cache, JSON), with the
// allocations they make; `make bench` runs these next to wrk.

func BenchmarkGamesCached(b *testing.B) { bfftest.BenchmarkGET(b, "/api/v1/games?category=RNG", 0) }

// The lobby's second page of slots, as infinite scroll asks it, from the cache and past it.
func BenchmarkLobbyPageCached(b *testing.B) {
	bfftest.BenchmarkGET(b, "/api/v1/games?category=RNG&page=2", 0)
}

func BenchmarkLobbyPageUncached(b *testing.B) {
	bfftest.BenchmarkGET(b, "/api/v1/games?category=RNG&page=2", time.Hour)
}

// BenchmarkGamesNameSearch is the BFF's cost of one proxied read that no cache keeps: every
// request a distinct name search, which the server sends to the upstream's game list. The fake
// upstream runs in a process of its own (this test binary again, see TestMain), so that
// allocs/op and cpu-µs/op are the BFF's alone: the middleware, the handler, the upstream client
// and the JSON both ways. ns/op, the wall time per request with 16 a core in flight, includes
// the fake's share of the cores. For a profile of that path:
//
//	go test -run '^$' -bench NameSearch -cpuprofile cpu.out ./bff/catalog/
func BenchmarkGamesNameSearch(b *testing.B) { benchmarkNameSearch(b, zap.NewNop()) }

// BenchmarkGamesNameSearchLogged is the same with the logger production runs, at its default
// level (info): one access line a request, redacted, encoded and written (to nowhere here).
func BenchmarkGamesNameSearchLogged(b *testing.B) {
	log, err := logging.New(defaults.LogFormat, defaults.LogLevel, io.Discard)
	if err != nil {
		b.Fatal(err)
	}
	benchmarkNameSearch(b, log)
}

func benchmarkNameSearch(b *testing.B, log *zap.Logger) {
	h := bfftest.RealServer(b, fakeUpstreamProcess(b), bfftest.NewClock(time.Now()),
		func(o *bff.Options) { o.Logger = log }).Handler()
	var n atomic.Int64
	get := func() {
		rec := httptest.NewRecorder()
		// a name no game has: the answer is small, and each one new
		req := httptest.NewRequestWithContext(b.Context(), http.MethodGet, "/api/v1/games?name=zq"+strconv.FormatInt(n.Add(1), 10), nil)
		req.Host = "127.0.0.1"
		h.ServeHTTP(rec, req)
		if rec.Code != http.StatusOK || !strings.HasPrefix(rec.Body.String(), `{"items":[]`) {
			b.Errorf("name search: %d %s", rec.Code, rec.Body)
		}
	}
	get() // the first call dials the upstream
	b.ReportAllocs()
	cpu, measured := processCPU()
	// many at once, as wrk's 32 connections on 2 cores ask: one at a time, most of the CPU
	// goes to waking the process up for each request
	b.SetParallelism(16)
	b.ResetTimer()
	b.RunParallel(func(pb *testing.PB) {
		for pb.Next() {
			get()
		}
	})
	b.StopTimer()
	// The wall time per request is shared with the fake upstream and whatever else the machine
	// runs; the CPU this process spent is the BFF's own (and the benchmark's recorders).
	if after, ok := processCPU(); ok && measured {
		b.ReportMetric(float64((after-cpu).Microseconds())/float64(b.N), "cpu-µs/op")
	}
}

// processCPU is the CPU time this process has spent, user and system, where /proc says it.
func processCPU() (time.Duration, bool) {
	stat, err := os.ReadFile("/proc/self/stat")
	if err != nil {
		return 0, false
	}
	// after the command's name, in parentheses: state is field 3, utime 14 and stime 15
	_, rest, ok := strings.Cut(string(stat), ") ")
	fields := strings.Fields(rest)
	if !ok || len(fields) < 13 {
		return 0, false
	}
	utime, err1 := strconv.ParseInt(fields[11], 10, 64)
	stime, err2 := strconv.ParseInt(fields[12], 10, 64)
	if err1 != nil || err2 != nil {
		return 0, false
	}
	const tick = 10 * time.Millisecond // USER_HZ is 100 on every Linux
	return time.Duration(utime+stime) * tick, true
}

// fakeUpstreamEnv tells this test binary, started again by fakeUpstreamProcess, to serve the
// fake upstream instead of running tests.
const fakeUpstreamEnv = "CATALOG_BENCH_FAKE_UPSTREAM"

func TestMain(m *testing.M) {
	if os.Getenv(fakeUpstreamEnv) != "" {
		serveFakeUpstream()
		return
	}
	os.Exit(m.Run())
}

// serveFakeUpstream serves the fixtures' fake upstream on a loopback port, writes its address
// on stdout and serves until stdin closes: the benchmark that started it has ended.
func serveFakeUpstream() {
	fake, err := fakeupstream.New(fakeupstream.Options{})
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	run, err := fake.Start("127.0.0.1:0")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	fmt.Println(run.URL)
	_, _ = bufio.NewReader(os.Stdin).ReadString(0) // until EOF
	_ = run.Close()
}

// fakeUpstreamProcess starts the fake upstream in a child process for the benchmark's lifetime
// and returns its address.
func fakeUpstreamProcess(b *testing.B) string {
	b.Helper()
	cmd := exec.CommandContext(b.Context(), os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), fakeUpstreamEnv+"=1")
	cmd.Stderr = os.Stderr
	stdin, err := cmd.StdinPipe()
	if err != nil {
		b.Fatal(err)
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		b.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() {
		_ = stdin.Close()
		_ = cmd.Wait()
	})
	addr, err := bufio.NewReader(stdout).ReadString('\n')
	if err != nil {
		b.Fatalf("fake upstream process: %v", err)
	}
	return strings.TrimSpace(addr)
}
