package main

import (
	"fmt"
	"runtime"
	"strings"
	"time"
)

// report collects the figures of one run.
type report struct {
	started time.Time
	wrk     []wrkResult
	goBench []string
	floods  []floodResult
	chaos   []chaosResult
	site    []string
	targets []string
	missed  []string
	notes   []string
}

// target records a budget with its figure and whether it was met.
func (r *report) target(name, figure string, met bool) {
	mark := "met"
	if !met {
		mark = "MISSED"
		r.missed = append(r.missed, name)
	}
	r.targets = append(r.targets, fmt.Sprintf("| %s | %s | %s |", name, figure, mark))
}

func (r *report) markdown(o options) string {
	var b strings.Builder
	fmt.Fprintf(&b, "# Benchmarks\n\nWritten by `make bench` (`cmd/benchrun`) on %s: %d cores, %s. Every figure\n",
		r.started.UTC().Format("2006-01-02"), runtime.NumCPU(), runtime.Version())
	b.WriteString("comes from one run in which the baseline ran too, on loopback; read the ratios, not the\n")
	b.WriteString("absolute numbers, which move with the machine. wrk and the servers share the same cores.\n\n")
	b.WriteString("## Targets\n\n| target | measured | |\n|---|---|---|\n")
	for _, t := range r.targets {
		b.WriteString(t + "\n")
	}
	if len(r.wrk) > 0 {
		fmt.Fprintf(&b, "\n## wrk (%s a run, 2 threads; the slow fake upstream adds %s to every call)\n\n", o.duration, o.latency)
		b.WriteString("Each round's cached list, and the bare handler sending that list's bytes and headers, are\n")
		b.WriteString("read against that round's bare handler; each round's name searches through the BFF against\n")
		b.WriteString("the same searches sent straight to the fake upstream in that round; every other run against\n")
		b.WriteString("the bare handler of the cached list's median round.\n\n")
		b.WriteString("| run | connections | requests/s | vs baseline | p50 | p99 | errors |\n|---|---|---|---|---|---|---|\n")
		for _, w := range r.wrk {
			ratio := "1.00"
			if w.baseline > 0 {
				ratio = fmt.Sprintf("%.2f", w.rps/w.baseline)
			}
			errs := w.errors
			if errs == "" {
				errs = "none"
			}
			fmt.Fprintf(&b, "| %s | %d | %.0f | %s | %s | %s | %s |\n", w.name, w.connections, w.rps, ratio, roundDuration(w.p50), roundDuration(w.p99), errs)
		}
	}
	if len(r.goBench) > 0 {
		b.WriteString("\n## Go benchmarks (`go test -bench . -benchmem`)\n\n```\n")
		for _, l := range r.goBench {
			b.WriteString(l + "\n")
		}
		b.WriteString("```\n")
	}
	if len(r.floods) > 0 {
		r.floodMarkdown(&b, o)
	}
	if len(r.site) > 0 {
		b.WriteString("\n## The site\n\n")
		for _, l := range r.site {
			b.WriteString(l + "\n")
		}
	}
	if len(r.chaos) > 0 {
		r.chaosMarkdown(&b)
	}
	if len(r.notes) > 0 {
		b.WriteString("\n## Notes\n\n")
		for _, n := range r.notes {
			b.WriteString("- " + n + "\n")
		}
	}
	return b.String()
}

// floodMarkdown is the memory section: what each flood did to the BFF's resident memory, its
// upstream calls and its caches.
func (r *report) floodMarkdown(b *strings.Builder, o options) {
	fmt.Fprintf(b, "\n## Memory under a flood (wrk, %s a flood, 2 threads, %d connections)\n\n", floodDuration, o.connections)
	fmt.Fprintf(b, "On %s, `bin/bff serve` with the default configuration on the embedded fixtures (the fake\n", r.started.UTC().Format("2006-01-02"))
	b.WriteString("upstream in its process, so its memory counts too), started afresh for each flood. Resident memory is the\n")
	b.WriteString("process's VmRSS before and after the flood and its peak (VmHWM); upstream calls and the\n")
	b.WriteString("catalogue cache come from its `/metrics`.\n\n")
	b.WriteString("| flood | requests | refused (400) | requests/s | p99 | upstream calls (per s) | catalogue cache after | resident before | after | peak |\n")
	b.WriteString("|---|---|---|---|---|---|---|---|---|---|\n")
	for _, f := range r.floods {
		secs := floodDuration.Seconds()
		fmt.Fprintf(b, "| %s: %s | %d | %d | %.0f | %s | %.0f (%.0f/s) | %.0f entries, %.1f MiB | %s | %s | %s |\n",
			f.name, f.what, f.wrk.requests, f.wrk.non2xx, f.wrk.rps, roundDuration(f.wrk.p99), f.upstreamCalls, f.upstreamCalls/secs,
			f.cacheEntries, f.cacheMiB, mib(f.rssBefore), mib(f.rssAfter), mib(f.peak))
	}
	b.WriteString("\nThe bounds: each site's catalogue cache holds at most `cache.max_entries` answers and about\n")
	b.WriteString("`cache.max_bytes` (10000 and 16 MiB by default), stale ones included, and the encoded answers as\n")
	b.WriteString("much again per site; at most `upstream.max_concurrent` (32) catalogue calls per site and backend\n")
	b.WriteString("are in flight. A minimum bet, line count, page or vendor the site never sends is refused\n")
	b.WriteString("(`validation_failed`) before it becomes a key, and a page past a list's last is answered without\n")
	b.WriteString("an upstream call. Before these bounds, 20 s of the made-up flood took the BFF from 40 MB to\n")
	b.WriteString("1.46 GB resident, every request a cache miss sent upstream. What stays live is now bounded: the\n")
	b.WriteString("caches (at most 2 x sites x `cache.max_bytes`) and the process's own data. Between collections\n")
	b.WriteString("`GOGC=400` would let the heap grow to five times the live data; the soft limit `memory_limit`\n")
	b.WriteString("(80 MiB unless configured, or a `GOMEMLIMIT` from outside in its place) holds it near the limit.\n")
}

// chaosMarkdown is the section of make chaos.
func (r *report) chaosMarkdown(b *strings.Builder) {
	fmt.Fprintf(b, "\n## Chaos (`make chaos`: the fake upstream killed, restarted, slowed and healed under load)\n\n")
	fmt.Fprintf(b, "On %s, `bin/bff serve` in http mode against `bin/bff fake-upstream` on loopback, with the default\n", r.started.UTC().Format("2006-01-02"))
	fmt.Fprintf(b, "configuration but `cache.ttl` %s (so that the catalogue goes stale within the outage): breaker 5\n", chaosCacheTTL)
	b.WriteString("outages to open, 15 s open; upstream deadline 3 s; reads retried twice. The load: four players reading\n")
	b.WriteString("the catalogue (categories, a game list, hot games, winners), four reading `/api/v1/me`, three\n")
	b.WriteString("transferring 1.00 up to ten times a second each, each with a new `Idempotency-Key`. The phases:\n")
	fmt.Fprintf(b, "steady %s; the fake upstream killed (SIGKILL) for %s; restarted on the same port (it forgets every\n", chaosSteady, chaosOutage)
	fmt.Fprintf(b, "session: the load logs in again); its catalogue, transfer and member reads answering after %s, past\n", chaosLatency)
	fmt.Fprintf(b, "the deadline, for %s (the wallets a transfer reads first stay quick, so that writes are sent); healed.\n\n", chaosSlow)
	b.WriteString("| phase | catalogue: 200s (stale) | catalogue p99 | member breaker opened after | personal p99 once open (n) | writes: sent by the site / past the BFF / reached the upstream | recovered: fresh catalogue, personal answers |\n")
	b.WriteString("|---|---|---|---|---|---|---|\n")
	for _, c := range r.chaos {
		opened, personal, writes, recovered := "-", "-", "-", "-"
		if c.breakerOpenedAfter > 0 {
			opened = roundDuration(c.breakerOpenedAfter).String()
			personal = fmt.Sprintf("%s (%d)", roundDuration(c.personalOpenP99), c.personalOpen)
		}
		switch {
		case c.writeHits >= 0:
			writes = fmt.Sprintf("%d / %d / %d", c.writes, c.writesSent, c.writeHits)
		case c.phase == "upstream killed":
			writes = fmt.Sprintf("%d / %d / 0 (down)", c.writes, c.writesSent)
		}
		if strings.HasPrefix(c.phase, "after") {
			recovered = fmt.Sprintf("%s, %s", since(c.recoveredCatalogue, c.catalogueRecoverPending), since(c.recoveredPersonal, c.personalRecoverPending))
		}
		fmt.Fprintf(b, "| %s | %d of %d, %s (%d stale) | %s | %s | %s | %s | %s |\n", c.phase, c.catalogueOK, c.catalogue,
			percent(c.catalogueOK, c.catalogue), c.catalogueStale, roundDuration(c.catalogueP99), opened, personal, writes, recovered)
	}
	b.WriteString("\nRead it so: while the upstream is down the catalogue is answered from the stale cache (marked\n")
	b.WriteString("`stale`); while it hangs, a read whose entry is due for a refresh waits for it half a second (the\n")
	b.WriteString("cache's refresh wait) before the stale answer while the refresh goes on: the slow phase's\n")
	b.WriteString("catalogue p99. The players keep the session cookie the BFF re-seals, as a browser does, so the\n")
	b.WriteString("protection state is read once a session and a personal call is one member read.\n")
	b.WriteString("Personal calls fail with 503 `upstream_unavailable`: at once when the upstream refuses connections;\n")
	b.WriteString("when it hangs, after the deadline until five in a row have failed and the breaker opens, then at\n")
	b.WriteString("once. Every write that left the BFF reached the upstream once, however it ended (one past the\n")
	b.WriteString("deadline is `outcome_unknown`, never sent again); with its backend's breaker open none leaves. In\n")
	b.WriteString("the slow phase the wallet breaker stays closed: the quick wallet reads between the writes end each\n")
	b.WriteString("run of outages. Recovery waits for the breaker's 15 s, counted from when it opened, then one trial\n")
	b.WriteString("call closes it; the catalogue is fresh again once its entries are refreshed after that.\n")
}

func percent(n, of int) string {
	if of == 0 {
		return "n/a"
	}
	return fmt.Sprintf("%.1f%%", float64(n)*100/float64(of))
}

func since(d time.Duration, pending bool) string {
	if pending {
		return fmt.Sprintf("not within %s", chaosRecover)
	}
	return roundDuration(d).String() + " after"
}
