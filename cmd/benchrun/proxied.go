package main

import (
	"cmp"
	"context"
	"fmt"
	"io"
	"os"
	"slices"
)

// distinctNames is wrk's script for requests that no cache can answer: each asks for the path
// given after "--" followed by a name no other request of the run has (the thread's number and
// a counter).
const distinctNames = `
local threads = 0
function setup(thread)
  threads = threads + 1
  thread:set("id", threads)
end
function init(args)
  prefix = args[1]
  n = 0
end
function request()
  n = n + 1
  return wrk.format(nil, prefix .. "t" .. id .. "n" .. n)
end
`

// The BFF's side and the upstream's of one name search: what the site asks, and the game list
// call the BFF makes for it (upstream.Games.ListGames: the catalogue's first page of the default
// size, in the site's default language), with the protocol's headers.
const (
	nameSearchPath     = "/api/v1/games?name="
	upstreamSearchPath = "/wps/relay/GCSGAME_gameList?clientType=2&language=bn&merchant=DEMO&pageNo=1&pageSize=18&platform=html5&gameName="
)

// measureNameSearch is the cost of a proxied read that no cache keeps: every request a distinct
// game-name search through the BFF, which calls the fake upstream's game list for each, against
// the same searches sent straight to that upstream. The two alternate for a few rounds, as the
// cached list and its baseline do, and the round with the median ratio counts.
func measureNameSearch(ctx context.Context, o options, r *report, stdout io.Writer, bff, upstream string, headers []string) error {
	script, err := os.CreateTemp("", "benchrun-names-*.lua")
	if err != nil {
		return err
	}
	defer func() { _ = os.Remove(script.Name()) }()
	if _, err := script.WriteString(distinctNames); err != nil {
		return err
	}
	if err := script.Close(); err != nil {
		return err
	}
	const rounds = 3
	type round struct{ bff, upstream wrkResult }
	var played []round
	for i := 1; i <= rounds; i++ {
		// the names of each run are its own too: a letter for the side, the round's number
		name := fmt.Sprintf("GET /api/v1/games?name=<distinct> (uncached: the fake upstream's game list), round %d", i)
		fmt.Fprintf(stdout, "wrk: %s ...\n", name)
		viaBFF, err := wrkWith(ctx, name, bff, o.connections, o.duration, []string{"-s", script.Name()}, fmt.Sprintf("%szqb%d", nameSearchPath, i))
		if err != nil {
			return err
		}
		name = fmt.Sprintf("the same searches straight to the fake upstream (baseline), round %d", i)
		fmt.Fprintf(stdout, "wrk: %s ...\n", name)
		args := []string{"-s", script.Name()}
		for _, h := range headers {
			args = append(args, "-H", h)
		}
		direct, err := wrkWith(ctx, name, upstream, o.connections, o.duration, args, fmt.Sprintf("%szqu%d", upstreamSearchPath, i))
		if err != nil {
			return err
		}
		viaBFF.baseline = direct.rps
		played = append(played, round{viaBFF, direct})
		r.wrk = append(r.wrk, direct, viaBFF)
	}
	ratio := func(rd round) float64 { return rd.bff.rps / rd.upstream.rps }
	median := slices.SortedFunc(slices.Values(played), func(a, b round) int { return cmp.Compare(ratio(a), ratio(b)) })[rounds/2]
	r.target("uncached proxied read (a distinct game-name search) at least 50% of the fake upstream's own requests per second for the same searches",
		fmt.Sprintf("%.0f%% (median of %d rounds: %s)", ratio(median)*100, rounds, ratios(played, ratio)), ratio(median) >= 0.50)
	return nil
}
