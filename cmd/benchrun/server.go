package main

import (
	"context"
	"fmt"
	"io"
	"time"
)

// measureServer runs the wrk part: a bare echo handler, the cached game list, and the home
// page fanned out over a fake upstream that adds latency to every call.
func measureServer(ctx context.Context, o options, r *report, stdout io.Writer) error {
	fake, err := start(ctx, o.bff, nil, "fake-upstream")
	if err != nil {
		return err
	}
	defer fake.stop()
	slow, err := start(ctx, o.bff, nil, "fake-upstream", "--scenario", "slow", "--latency", o.latency.String())
	if err != nil {
		return err
	}
	defer slow.stop()
	cachedBFF, err := start(ctx, o.bff, sitesEnv(fake.addr), "serve")
	if err != nil {
		return err
	}
	defer cachedBFF.stop()
	// A cache that expires at once, so that every home request fans out to the slow upstream.
	fanoutBFF, err := start(ctx, o.bff, append(sitesEnv(slow.addr), "BFF_CACHE_TTL=1ms", "BFF_CACHE_STALE_MAX_AGE=1ms"), "serve")
	if err != nil {
		return err
	}
	defer fanoutBFF.stop()
	bare, stopBare, err := bareEcho()
	if err != nil {
		return err
	}
	defer stopBare()

	gamesURL := "http://" + cachedBFF.addr + "/api/v1/games?category=RNG"
	if err := waitHTTP(ctx, gamesURL); err != nil { // warms the cache
		return err
	}
	upstreamHeaders := []string{"Merchant: DEMO", "Language: bn", "Device: MOBILE", "X-Gateway-Version: 3"}
	const lobby = "/api/v1/games?category=RNG&page="
	runs := []struct {
		name, url   string
		connections int
		headers     []string
	}{
		{"bare echo handler (baseline)", "http://" + bare + "/healthz", o.connections, nil},
		{"GET /api/v1/games (cached)", gamesURL, o.connections, nil},
		{"GET /healthz through the BFF's middleware", "http://" + cachedBFF.addr + "/healthz", o.connections, nil},
		{"slow upstream: winner board alone", "http://" + slow.addr + "/wps/relay/GCSGAME_getRankList?gameCategory=ALL&language=bn&limitNum=100", 8, upstreamHeaders},
		{"slow upstream: game list alone", "http://" + slow.addr + "/wps/relay/GCSGAME_gameList?platform=html5&gameType=RNG&pageNo=1&pageSize=9&language=bn&clientType=2", 8, upstreamHeaders},
		{"GET /api/v1/home (uncached fan-out)", "http://" + fanoutBFF.addr + "/api/v1/home", 8, nil},
		// The lobby's first two pages of slots, as infinite scroll asks them: from the cache, and
		// through a cache that expires at once to the slow upstream.
		{"GET /api/v1/games?category=RNG&page=1 (lobby, cached)", "http://" + cachedBFF.addr + lobby + "1", o.connections, nil},
		{"GET /api/v1/games?category=RNG&page=2 (lobby, cached)", "http://" + cachedBFF.addr + lobby + "2", o.connections, nil},
		{"GET /api/v1/games?category=RNG&page=1 (lobby, uncached)", "http://" + fanoutBFF.addr + lobby + "1", 8, nil},
		{"GET /api/v1/games?category=RNG&page=2 (lobby, uncached)", "http://" + fanoutBFF.addr + lobby + "2", 8, nil},
	}
	for _, run := range runs {
		fmt.Fprintf(stdout, "wrk: %s ...\n", run.name)
		res, err := runWrk(ctx, run.name, run.url, run.connections, o.duration, run.headers...)
		if err != nil {
			return err
		}
		r.wrk = append(r.wrk, res)
	}
	bareRun, games := r.wrk[0], r.wrk[1]
	ratio := games.rps / bareRun.rps
	r.target("cached game list at least 60% of the bare handler's requests per second",
		fmt.Sprintf("%.0f%%", ratio*100), ratio >= 0.60)
	slowest := max(r.wrk[3].p99, r.wrk[4].p99)
	home := r.wrk[5]
	over := home.p99 - slowest
	r.target("home p99 within 10 ms of the slowest single upstream call's p99",
		fmt.Sprintf("%s vs %s (+%s)", round(home.p99), round(slowest), round(over)), over <= 10*time.Millisecond)
	return nil
}

func round(d time.Duration) time.Duration {
	if d > 10*time.Millisecond {
		return d.Round(100 * time.Microsecond)
	}
	return d.Round(time.Microsecond)
}
