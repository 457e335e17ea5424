package main

import (
	"context"
	"fmt"
	"io"
	"os/exec"
	"strings"
)

// measureGoBenchmarks runs the Go benchmarks (allocations of the cached paths) and keeps their
// result lines.
func measureGoBenchmarks(ctx context.Context, r *report, stdout io.Writer) error {
	fmt.Fprintln(stdout, "go test -bench ...")
	out, err := exec.CommandContext(ctx, "go", "test", "-run=^$", "-bench=.", "-benchmem", "-count=1",
		"./adapters/...", "./bff/...").CombinedOutput()
	if err != nil {
		return fmt.Errorf("go benchmarks: %w\n%s", err, out)
	}
	for _, l := range strings.Split(string(out), "\n") {
		if strings.HasPrefix(l, "Benchmark") {
			r.goBench = append(r.goBench, strings.Join(strings.Fields(l), " "))
		}
	}
	return nil
}
