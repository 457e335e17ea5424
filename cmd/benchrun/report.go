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
	fmt.Fprintf(&b, "\n## wrk (%s a run, 2 threads; the slow fake upstream adds %s to every call)\n\n", o.duration, o.latency)
	b.WriteString("Each round's cached list is read against that round's baseline; every other run against the\n")
	b.WriteString("baseline of the median round.\n\n")
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
	if len(r.goBench) > 0 {
		b.WriteString("\n## Go benchmarks (`go test -bench . -benchmem`)\n\n```\n")
		for _, l := range r.goBench {
			b.WriteString(l + "\n")
		}
		b.WriteString("```\n")
	}
	if len(r.site) > 0 {
		b.WriteString("\n## The site\n\n")
		for _, l := range r.site {
			b.WriteString(l + "\n")
		}
	}
	if len(r.notes) > 0 {
		b.WriteString("\n## Notes\n\n")
		for _, n := range r.notes {
			b.WriteString("- " + n + "\n")
		}
	}
	return b.String()
}
