package main

import (
	"bufio"
	"context"
	"fmt"
	"os/exec"
	"strconv"
	"strings"
	"time"
)

// wrkResult is what one wrk run measured.
type wrkResult struct {
	name        string
	rps         float64
	p50, p99    time.Duration
	errors      string // non-2xx or socket errors as wrk reports them, empty when none
	requests    int    // requests made
	non2xx      int    // answers that were not 2xx
	connections int
	baseline    float64 // the baseline's requests/s this run is read against; 0 for a baseline
}

// runWrk loads url for d with c connections; wrk comes from Debian's package.
func runWrk(ctx context.Context, name, url string, c int, d time.Duration, headers ...string) (wrkResult, error) {
	var args []string
	for _, h := range headers {
		args = append(args, "-H", h)
	}
	return wrkWith(ctx, name, url, c, d, args)
}

// wrkWith runs wrk with more options, such as a script (-s), and the script's arguments, which
// follow the address (its init(args) reads the first as args[1]).
func wrkWith(ctx context.Context, name, url string, c int, d time.Duration, more []string, scriptArgs ...string) (wrkResult, error) {
	args := append([]string{"-t2", "-c" + strconv.Itoa(c), "-d" + d.String(), "--latency"}, more...)
	args = append(args, url)
	if len(scriptArgs) > 0 {
		args = append(append(args, "--"), scriptArgs...)
	}
	out, err := exec.CommandContext(ctx, "wrk", args...).CombinedOutput()
	if err != nil {
		return wrkResult{}, fmt.Errorf("wrk %s: %w\n%s", url, err, out)
	}
	r, err := parseWrk(string(out))
	if err != nil {
		return wrkResult{}, fmt.Errorf("wrk %s: %w\n%s", url, err, out)
	}
	r.name, r.connections = name, c
	return r, nil
}

func parseWrk(out string) (wrkResult, error) {
	var r wrkResult
	var errs []string
	sc := bufio.NewScanner(strings.NewReader(out))
	for sc.Scan() {
		f := strings.Fields(sc.Text())
		switch {
		case len(f) == 2 && f[0] == "50%":
			r.p50 = parseWrkDuration(f[1])
		case len(f) == 2 && f[0] == "99%":
			r.p99 = parseWrkDuration(f[1])
		case len(f) == 2 && f[0] == "Requests/sec:":
			r.rps, _ = strconv.ParseFloat(f[1], 64)
		case len(f) > 3 && f[1] == "requests" && f[2] == "in":
			r.requests, _ = strconv.Atoi(f[0])
		case len(f) > 0 && (f[0] == "Non-2xx" || f[0] == "Socket"):
			errs = append(errs, strings.Join(f, " "))
			if f[0] == "Non-2xx" {
				r.non2xx, _ = strconv.Atoi(f[len(f)-1])
			}
		}
	}
	if r.rps == 0 || r.p99 == 0 {
		return r, fmt.Errorf("no figures in wrk's output")
	}
	r.errors = strings.Join(errs, "; ")
	return r, nil
}

// parseWrkDuration reads wrk's "812.00us", "1.25ms", "2.01s".
func parseWrkDuration(s string) time.Duration {
	for _, u := range []struct {
		suffix string
		unit   time.Duration
	}{{"us", time.Microsecond}, {"ms", time.Millisecond}, {"m", time.Minute}, {"s", time.Second}} {
		if v, ok := strings.CutSuffix(s, u.suffix); ok {
			f, err := strconv.ParseFloat(v, 64)
			if err != nil {
				return 0
			}
			return time.Duration(f * float64(u.unit))
		}
	}
	return 0
}
