package main

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"
)

// floodDuration is how long each flood runs: the operator's finding was 20 seconds of wrk.
const floodDuration = 20 * time.Second

// residentTarget is the most the BFF may hold resident after a flood.
const residentTarget = 100 << 20

// seed gives each wrk thread a random sequence of its own.
const seed = `
local counter = 0
setup = function(thread) counter = counter + 1; thread:set("id", counter) end
init = function(args) math.randomseed(os.time() * 1000 + id) end
`

// The floods, as wrk scripts. made-up is the operator's finding: the lobby's slots list with a
// made-up minimum bet on every request, and made-up pages and vendors besides; the BFF refuses
// what the site never sends and answers the rest from a few cache entries. valid-keys is the
// worst case for memory: every request a list the site could ask for (offered minimum bets
// and line counts, real vendors, any page size, the first pages), nearly all of them distinct,
// so that every cache fills to its bounds and every miss goes upstream; it runs twice: with the
// default configuration (memory_limit, config/defaults, applied at start) and with a GOMEMLIMIT
// from outside, which takes the place of memory_limit.
var floods = []struct {
	name, what, script string
	env                []string
}{
	{"made-up", "GET /api/v1/games?category=RNG&page=<random>&minBet=<random> (and random vendors, unknown parameters)", seed + `
local vendors = {"JL", "PG", "PP", "SPRIBE", "NOPE", "X1"}
local bets = {"0.5", "1", "5", "10"}
request = function()
  local bet = string.format("%.3f", math.random() * 100)
  if math.random() < 0.3 then bet = bets[math.random(#bets)] end
  local page = 1
  local r = math.random()
  if r < 0.3 then page = math.random(1, 30) elseif r < 0.5 then page = math.random(1, 1000000000) end
  local path = "/api/v1/games?category=RNG&page=" .. page .. "&minBet=" .. bet
  r = math.random()
  if r < 0.2 then path = path .. "&vendor=" .. vendors[math.random(#vendors)] end
  if math.random() < 0.5 then path = path .. "&utm=" .. math.random(1, 1000000) end
  return wrk.format("GET", path)
end
`, nil},
	{"valid-keys (memory_limit's default, 80 MiB)", validKeysWhat, seed + validKeys, nil},
	// The worst case again, under a limit set from outside.
	{"valid-keys, GOMEMLIMIT=96MiB", validKeysWhat, seed + validKeys, []string{"GOMEMLIMIT=96MiB"}},
}

const validKeysWhat = "GET /api/v1/games with every filter the site offers, any page size: all valid, nearly all distinct"

const validKeys = `
local cats = {RNG = {"JL", "PG", "PP", "SPRIBE", "JDB", "CQ9", "FC", "RT"}, LIVE = {"EVO", "SEXY", "PP"}, FISH = {"JL", "JDB", "CQ9", "FC"}, PVP = {"KM", "JL"}}
local names = {"RNG", "LIVE", "FISH", "PVP"}
local bets = {"0.5", "1", "5", "10"}
local lines = {"1", "5", "9", "10", "20", "25", "30", "40", "50", "243", "1024"}
request = function()
  local cat = names[math.random(#names)]
  local path = "/api/v1/games?category=" .. cat .. "&page=" .. math.random(1, 3) .. "&pageSize=" .. math.random(1, 100)
  if math.random() < 0.7 then path = path .. "&minBet=" .. bets[math.random(#bets)] end
  if math.random() < 0.5 then path = path .. "&minLine=" .. lines[math.random(#lines)] end
  if math.random() < 0.7 then local vs = cats[cat]; path = path .. "&vendor=" .. vs[math.random(#vs)] end
  return wrk.format("GET", path)
end
`

// floodResult is what one flood did to the BFF.
type floodResult struct {
	name, what             string
	wrk                    wrkResult
	rssBefore, rssAfter    int64 // resident bytes before and after
	peak                   int64 // the most resident at any time of the process's life
	upstreamCalls          float64
	cacheEntries, cacheMiB float64 // what the catalogue caches hold after, from /metrics
}

// measureFloods floods the built BFF, started afresh for each flood with the default
// configuration on the embedded fixtures (the fake upstream runs in its process), and reads
// its resident memory from /proc and its upstream calls and cache sizes from /metrics.
func measureFloods(ctx context.Context, o options, r *report, stdout io.Writer) error {
	dir, err := os.MkdirTemp("", "benchrun-flood")
	if err != nil {
		return err
	}
	defer func() { _ = os.RemoveAll(dir) }()
	for i, f := range floods {
		script := filepath.Join(dir, fmt.Sprintf("flood%d.lua", i))
		if err := os.WriteFile(script, []byte(f.script), 0o600); err != nil {
			return err
		}
		fmt.Fprintf(stdout, "wrk: flood %s (%s) ...\n", f.name, floodDuration)
		res, err := flood(ctx, o, f.name, f.what, script, f.env)
		if err != nil {
			return err
		}
		r.floods = append(r.floods, res)
	}
	made := r.floods[0]
	r.target(fmt.Sprintf("resident memory under %s of made-up game-list queries at most %d MB", floodDuration, residentTarget>>20),
		fmt.Sprintf("%s at most (%s before; %.0f upstream calls, %.0f a second)", mib(made.peak), mib(made.rssBefore),
			made.upstreamCalls, made.upstreamCalls/floodDuration.Seconds()),
		made.peak <= residentTarget)
	return nil
}

// flood starts the BFF with env, floods it with script and says what that did.
func flood(ctx context.Context, o options, name, what, script string, env []string) (floodResult, error) {
	bff, err := start(ctx, o.bff, append([]string{"BFF_LOG_LEVEL=warn"}, env...), "serve")
	if err != nil {
		return floodResult{}, err
	}
	defer bff.stop()
	base, pid := "http://"+bff.addr, bff.cmd.Process.Pid
	if err := waitHTTP(ctx, base+"/api/v1/games?category=RNG"); err != nil {
		return floodResult{}, err
	}
	before, err := residentBytes(pid, "VmRSS")
	if err != nil {
		return floodResult{}, err
	}
	callsBefore, _, err := scrape(ctx, base)
	if err != nil {
		return floodResult{}, err
	}
	res, err := wrkWith(ctx, "flood: "+name, base+"/", o.connections, floodDuration, []string{"-s", script})
	if err != nil {
		return floodResult{}, err
	}
	after, err := residentBytes(pid, "VmRSS")
	if err != nil {
		return floodResult{}, err
	}
	peak, err := residentBytes(pid, "VmHWM")
	if err != nil {
		return floodResult{}, err
	}
	callsAfter, held, err := scrape(ctx, base)
	if err != nil {
		return floodResult{}, err
	}
	return floodResult{
		name: name, what: what, wrk: res, rssBefore: before, rssAfter: after, peak: peak,
		upstreamCalls: callsAfter - callsBefore, cacheEntries: held["bff_cache_entries"], cacheMiB: held["bff_cache_bytes"] / (1 << 20),
	}, nil
}

// residentBytes reads a size line (VmRSS, VmHWM) of /proc/<pid>/status.
func residentBytes(pid int, field string) (int64, error) {
	f, err := os.Open(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		return 0, err
	}
	defer func() { _ = f.Close() }()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		name, value, ok := strings.Cut(sc.Text(), ":")
		if !ok || name != field {
			continue
		}
		kb, err := strconv.ParseInt(strings.TrimSuffix(strings.TrimSpace(value), " kB"), 10, 64)
		if err != nil {
			return 0, fmt.Errorf("%s %q: %w", field, value, err)
		}
		return kb << 10, nil
	}
	return 0, fmt.Errorf("/proc/%d/status has no %s", pid, field)
}

// scrape reads the BFF's /metrics: the upstream calls made so far (every outcome) and the sum
// of each cache gauge over sites and caches.
func scrape(ctx context.Context, base string) (upstreamCalls float64, held map[string]float64, err error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, base+"/metrics", nil)
	if err != nil {
		return 0, nil, err
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		return 0, nil, err
	}
	defer func() { _ = res.Body.Close() }()
	held = map[string]float64{}
	sc := bufio.NewScanner(res.Body)
	for sc.Scan() {
		line := sc.Text()
		name, _, _ := strings.Cut(line, "{")
		i := strings.LastIndexByte(line, ' ')
		if i < 0 || strings.HasPrefix(line, "#") {
			continue
		}
		v, err := strconv.ParseFloat(line[i+1:], 64)
		if err != nil {
			continue
		}
		switch name {
		case "bff_upstream_request_duration_seconds_count":
			upstreamCalls += v
		case "bff_cache_entries", "bff_cache_bytes":
			held[name] += v
		}
	}
	if res.StatusCode != http.StatusOK {
		return 0, nil, fmt.Errorf("%s/metrics answered %d", base, res.StatusCode)
	}
	return upstreamCalls, held, sc.Err()
}

func mib(b int64) string { return fmt.Sprintf("%.0f MiB", float64(b)/(1<<20)) }
