// Command benchrun is `make bench`: it starts the real binary on loopback (fake upstreams and
// BFFs as separate processes), loads it with wrk next to a bare echo handler started in the same
// run, and writes the figures, as ratios against that baseline, to docs/BENCHMARKS.md.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	iofs "io/fs"
	"os"
	"os/signal"
	"slices"
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
	parts       map[string]bool
	routes      string        // the site's screens to measure again; empty: all
	siteBudget  time.Duration // the site part starts no Lighthouse run past it
}

// parts are what a run measures; -parts picks some of them.
var parts = []string{"server", "go", "flood", "site"}

// askedParts run only when named: chaos (make chaos) kills and slows the upstream.
var askedParts = []string{"chaos"}

func run(ctx context.Context, args []string, stdout io.Writer) error {
	var o options
	fs := flag.NewFlagSet("benchrun", flag.ContinueOnError)
	fs.StringVar(&o.bff, "bff", "bin/bff", "the built BFF binary")
	fs.StringVar(&o.out, "out", "docs/BENCHMARKS.md", "where to write the figures")
	fs.DurationVar(&o.duration, "duration", 10*time.Second, "wrk duration of each run")
	fs.IntVar(&o.connections, "connections", 32, "wrk connections")
	fs.DurationVar(&o.latency, "latency", 20*time.Millisecond, "latency the slow fake upstream adds to every call")
	fs.StringVar(&o.frontend, "frontend", "frontend", "the site's folder: its build's budgets and its route table")
	fs.StringVar(&o.routes, "routes", "", "with -parts site: the screens to measure again, comma-separated paths of the route table "+
		"(/slot-games or /m/slot-games, /m/home for home) or prefixes ending in * (/agent*); their rows replace theirs in -out, the rest stay")
	fs.DurationVar(&o.siteBudget, "site-budget", 2*time.Hour, "the site part starts no Lighthouse run after this long "+
		"(every screen takes about 80 minutes on 2 cores); the screens left are reported as not measured")
	only := fs.String("parts", strings.Join(parts, ","), "what to measure, comma-separated: "+strings.Join(parts, ", ")+
		" (the default), "+strings.Join(askedParts, ", ")+"; with fewer than the default, their figures replace theirs in -out and the rest stays")
	if err := fs.Parse(args); err != nil {
		return err
	}
	o.parts = map[string]bool{}
	for p := range strings.SplitSeq(*only, ",") {
		if p = strings.TrimSpace(p); !slices.Contains(parts, p) && !slices.Contains(askedParts, p) {
			return fmt.Errorf("-parts: %q is none of %s", p, strings.Join(append(slices.Clone(parts), askedParts...), ", "))
		}
		o.parts[p] = true
	}
	if o.routes != "" && !o.parts["site"] {
		return errors.New("-routes picks screens of the site part: add -parts site")
	}
	if _, err := os.Stat(o.bff); err != nil {
		return fmt.Errorf("%s: %w (run make build first)", o.bff, err)
	}

	r := &report{started: time.Now()}
	if o.parts["server"] {
		if err := measureServer(ctx, o, r, stdout); err != nil {
			return err
		}
	}
	if o.parts["go"] {
		if err := measureGoBenchmarks(ctx, r, stdout); err != nil {
			return err
		}
	}
	if o.parts["flood"] {
		if err := measureFloods(ctx, o, r, stdout); err != nil {
			return err
		}
	}
	if o.parts["chaos"] {
		if err := measureChaos(ctx, o, r, stdout); err != nil {
			return err
		}
	}
	if o.parts["site"] {
		if err := measureSite(ctx, o, r, stdout); err != nil {
			// The site's budgets need a build and Chromium; say what failed and keep the rest.
			r.notes = append(r.notes, "site budgets not measured: "+err.Error())
			fmt.Fprintln(stdout, "site budgets not measured:", err)
		}
	}
	doc := r.markdown(o)
	fmt.Fprintln(stdout, strings.Repeat("-", 60))
	fmt.Fprint(stdout, doc)
	if slices.ContainsFunc(parts, func(p string) bool { return !o.parts[p] }) {
		// A partial run updates its own figures in the record and keeps the others.
		whole, err := os.ReadFile(o.out)
		if err != nil && !errors.Is(err, iofs.ErrNotExist) {
			return err
		}
		if len(whole) > 0 {
			doc = mergeRecord(string(whole), doc)
		}
	}
	if err := os.WriteFile(o.out, []byte(doc), 0o644); err != nil {
		return err
	}
	if len(r.missed) > 0 {
		fmt.Fprintln(stdout, "targets missed:", strings.Join(r.missed, "; "))
	}
	return nil
}
