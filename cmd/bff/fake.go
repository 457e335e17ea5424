package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"net"
	"os"
	"strings"

	"github.com/casinobff/bff/adapters/fakeupstream"
	"github.com/casinobff/bff/bff/sites"
)

// fakeUpstream runs the fixture upstream alone, so that the BFF can run in http mode against
// it and a test or a frontend developer can stop and start it.
func fakeUpstream(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("bff fake-upstream", flag.ContinueOnError)
	fs.SetOutput(stderr)
	listen := fs.String("listen", "127.0.0.1:8081", "address to listen on")
	dir := fs.String("fixture-dir", "", "fixture folder; empty: the fixtures embedded in the binary")
	scenario := fs.String("scenario", fakeupstream.Normal, "normal, maintenance, region_restricted, slow, failing or malformed")
	latency := fs.String("latency", "", "added to every answer, e.g. 20ms")
	paths := fs.String("paths", "", "comma-separated upstream paths the scenario applies to; empty: all")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return nil
		}
		return err
	}
	var only []string
	if *paths != "" {
		only = strings.Split(*paths, ",")
	}
	sc, err := fakeupstream.ParseScenario(*scenario, *latency, only...)
	if err != nil {
		return err
	}
	// the back office counts the days it is asked for as the BFF names them, in the sites' zone
	opts := fakeupstream.Options{Scenario: sc, DayZone: sites.Zone}
	if *dir != "" {
		opts.Fixtures = os.DirFS(*dir)
	}
	fake, err := fakeupstream.New(opts)
	if err != nil {
		return err
	}
	var lc net.ListenConfig
	ln, err := lc.Listen(ctx, "tcp", *listen)
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "fake upstream listening on http://%s (scenario %s)\n", ln.Addr(), sc.Name)
	return fake.Serve(ctx, ln)
}
