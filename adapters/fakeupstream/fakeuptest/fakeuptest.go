// Package fakeuptest starts the fake upstream for a test, on a loopback port: the one way the
// BFF's tests and the adapters' own (the recorder's) run it.
package fakeuptest

import (
	"testing"

	"github.com/casinobff/bff/adapters/fakeupstream"
)

// Start serves a fake upstream made with o on a free loopback port for the test's lifetime and
// answers it with its address.
func Start(t testing.TB, o fakeupstream.Options) (*fakeupstream.Server, string) {
	t.Helper()
	fake, err := fakeupstream.New(o)
	if err != nil {
		t.Fatal(err)
	}
	run, err := fake.Start("127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = run.Close() })
	return fake, run.URL
}
