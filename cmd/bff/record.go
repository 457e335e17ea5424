package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"sort"
	"strings"
	"time"

	"github.com/casinobff/bff/adapters/recorder"
	"github.com/casinobff/bff/adapters/upstream"
)

// record re-records testdata/upstream from a real upstream through the real client; tokens and
// personal data are redacted before anything is written.
func record(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("bff record", flag.ContinueOnError)
	fs.SetOutput(stderr)
	from := fs.String("from", "", "base URL of the upstream's games backend (required)")
	content := fs.String("content", "", "base URL of the content backend; empty: the same as --from")
	merchant := fs.String("merchant", "DEMO", "merchant code sent in the Merchant header")
	languages := fs.String("languages", "bn,en", "languages to record announcements in; the catalogue in the first")
	out := fs.String("out", "testdata/upstream", "fixture folder to write")
	timeout := fs.Duration("timeout", 30*time.Second, "deadline of one upstream call")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return nil
		}
		return err
	}
	if *from == "" {
		fs.Usage()
		return errors.New("record: --from is required")
	}
	if *content == "" {
		*content = *from
	}
	client := func(backend, base string) (*upstream.Client, error) {
		return upstream.New(upstream.Options{Site: "record", Backend: backend, BaseURL: base, Merchant: *merchant, Timeout: *timeout})
	}
	games, err := client("games", *from)
	if err != nil {
		return err
	}
	contentClient, err := client("content", *content)
	if err != nil {
		return err
	}
	files, err := recorder.Record(ctx, recorder.Options{
		Games: games, Content: contentClient, Merchant: *merchant, Languages: strings.Split(*languages, ","), Out: *out,
	})
	sort.Strings(files)
	for _, f := range files {
		fmt.Fprintln(stdout, "recorded", f)
	}
	return err
}
