// Command bff is the backend-for-frontend: `serve` (the default) runs the BFF and the site,
// `fake-upstream` runs the fixture upstream alone, `record` re-records the fixtures from a
// real upstream through the real client, and `check` calls a merchant's back office as the BFF
// would and reports what each call answered.
package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"syscall"
	// The sites' zones are loaded by name at start: a container without the system's zone
	// database still knows every one.
	_ "time/tzdata"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if err := run(ctx, os.Args[1:], os.Getenv, os.Stdout, os.Stderr); err != nil {
		fmt.Fprintln(os.Stderr, "bff:", err)
		os.Exit(1)
	}
}

const usage = `usage: bff [serve] [flags]            the BFF and the site (default)
       bff fake-upstream [flags]         the fixture upstream alone
       bff record --from URL [flags]     re-record testdata/upstream through the real client
       bff check [flags]                 call every read the BFF makes of each site's back office
                                         (or --upstream URL --merchant CODE) and report each
Run a command with --help for its flags.`

// run picks the sub-command; everything it needs comes in as arguments.
func run(ctx context.Context, args []string, getenv func(string) string, stdout, stderr io.Writer) error {
	cmd := "serve"
	if len(args) > 0 && len(args[0]) > 0 && args[0][0] != '-' {
		cmd, args = args[0], args[1:]
	}
	switch cmd {
	case "serve":
		return serve(ctx, args, getenv, stdout, stderr)
	case "fake-upstream":
		return fakeUpstream(ctx, args, stdout, stderr)
	case "record":
		return record(ctx, args, stdout, stderr)
	case "check":
		return check(ctx, args, getenv, stdout, stderr)
	case "help":
		fmt.Fprintln(stdout, usage)
		return nil
	default:
		fmt.Fprintln(stderr, usage)
		return errors.New("unknown command " + cmd)
	}
}
