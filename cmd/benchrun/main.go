// Command benchrun is `make bench`: it starts the real binary on loopback (fake upstreams and
// BFFs as separate processes), loads it with wrk next to a bare echo handler started in the same
// run, and writes the figures, as ratios against that baseline, to docs/BENCHMARKS.md.
package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strings"
	"syscall"
	"time"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if err := run(ctx, os.Args[1:], os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "benchrun:", err)
		os.Exit(1)
	}
}

type options struct {
	bff         string
	out         string
	duration    time.Duration
	connections int
	latency     time.Duration
	frontend    string
}

func run(ctx context.Context, args []string, stdout io.Writer) error {
	var o options
	fs := flag.NewFlagSet("benchrun", flag.ContinueOnError)
	fs.StringVar(&o.bff, "bff", "bin/bff", "the built BFF binary")
	fs.StringVar(&o.out, "out", "docs/BENCHMARKS.md", "where to write the figures")
	fs.DurationVar(&o.duration, "duration", 10*time.Second, "wrk duration of each run")
	fs.IntVar(&o.connections, "connections", 32, "wrk connections")
	fs.DurationVar(&o.latency, "latency", 20*time.Millisecond, "latency the slow fake upstream adds to every call")
	fs.StringVar(&o.frontend, "frontend", "frontend", "the site's folder, for the bundle budget")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if _, err := os.Stat(o.bff); err != nil {
		return fmt.Errorf("%s: %w (run make build first)", o.bff, err)
	}

	r := &report{started: time.Now()}
	if err := measureServer(ctx, o, r, stdout); err != nil {
		return err
	}
	if err := measureGoBenchmarks(ctx, r, stdout); err != nil {
		return err
	}
	if err := measureSite(ctx, o, r, stdout); err != nil {
		// The site's budgets need a build and Chromium; say what failed and keep the rest.
		r.notes = append(r.notes, "site budgets not measured: "+err.Error())
		fmt.Fprintln(stdout, "site budgets not measured:", err)
	}
	doc := r.markdown(o)
	fmt.Fprintln(stdout, strings.Repeat("-", 60))
	fmt.Fprint(stdout, doc)
	if err := os.WriteFile(o.out, []byte(doc), 0o644); err != nil {
		return err
	}
	if len(r.missed) > 0 {
		fmt.Fprintln(stdout, "targets missed:", strings.Join(r.missed, "; "))
	}
	return nil
}
