package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// committed is the fixture folder the generator's output is committed to.
const committed = "../../../../testdata/upstream"

// The committed fixtures are exactly what the generator writes: edit the generator, run it,
// commit both. A hand edit of a fixture, or a generator change without a re-run, fails here.
func TestCommittedFixturesAreGenerated(t *testing.T) {
	dir := t.TempDir()
	if err := generate(dir); err != nil {
		t.Fatal(err)
	}
	generated, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range generated {
		want, _ := os.ReadFile(filepath.Join(dir, e.Name()))
		got, err := os.ReadFile(filepath.Join(committed, e.Name()))
		if err != nil {
			t.Errorf("%s is not committed: run go run ./adapters/fakeupstream/internal/gen -out testdata/upstream", e.Name())
			continue
		}
		if !bytes.Equal(got, want) {
			t.Errorf("%s differs from the generator's output: run go run ./adapters/fakeupstream/internal/gen -out testdata/upstream", e.Name())
		}
	}
	// A JSON file the generator no longer writes is stale.
	all, err := os.ReadDir(committed)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range all {
		if strings.HasSuffix(e.Name(), ".json") {
			if _, err := os.Stat(filepath.Join(dir, e.Name())); err != nil {
				t.Errorf("%s is committed but not generated", e.Name())
			}
		}
	}
}

// Two runs in one process give the same bytes (no map order or clock leaks in).
func TestDeterministic(t *testing.T) {
	a, b := t.TempDir(), t.TempDir()
	if err := generate(a); err != nil {
		t.Fatal(err)
	}
	if err := generate(b); err != nil {
		t.Fatal(err)
	}
	entries, _ := os.ReadDir(a)
	for _, e := range entries {
		x, _ := os.ReadFile(filepath.Join(a, e.Name()))
		y, _ := os.ReadFile(filepath.Join(b, e.Name()))
		if !bytes.Equal(x, y) {
			t.Errorf("%s differs between two runs", e.Name())
		}
	}
}
