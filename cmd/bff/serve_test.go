package main

import (
	"bufio"
	"context"
	"encoding/base64"
	"io"
	"net"
	"net/http"
	"reflect"
	"regexp"
	"runtime/debug"
	"testing"
	"time"

	"github.com/casinobff/bff/adapters/fakeupstream"
	"github.com/casinobff/bff/config"
)

// serveOutput reads the addresses serve prints as it starts.
var serveOutput = regexp.MustCompile(`^(Admin \(metrics, probes\) on|BFF listening on) http://([^/]+)/`)

// With every upstream down (nothing listens at the backends' address), the BFF is ready all the
// same: readiness is the process's, not the upstream's. /metrics is on the admin listener alone,
// the probes on both, and the end of the context stops both.
func TestServeStaysReadyWithTheUpstreamDown(t *testing.T) {
	dead, err := (&net.ListenConfig{}).Listen(context.Background(), "tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	upstream := "http://" + dead.Addr().String()
	_ = dead.Close() // refused connections from here on
	env := map[string]string{
		"BFF_UPSTREAM_MODE": "http",
		"BFF_COOKIE_KEY":    base64.StdEncoding.EncodeToString([]byte("serve-test-key-of-thirty-two-by!")),
		"BFF_LISTEN":        "127.0.0.1:0",
		"BFF_ADMIN_LISTEN":  "127.0.0.1:0",
		"BFF_LOG_LEVEL":     "error",
		"BFF_CONFIG":        "",
		"BFF_SITES": `[{"id":"demo","hosts":["127.0.0.1"],"merchant":"DEMO","name":"Demo","languages":["en"],
			"currency":{"code":"BDT","symbol":"৳"},"theme":{"primary":"#000","accent":"#fff"},
			"backends":{"games":"` + upstream + `","member":"` + upstream + `","wallet":"` + upstream + `","content":"` + upstream + `"}}]`,
	}
	out, stdout := io.Pipe()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	served := make(chan error, 1)
	go func() {
		served <- serve(ctx, []string{"--config="}, func(k string) string { return env[k] }, stdout, io.Discard)
		_ = stdout.Close()
	}()

	addrs := map[string]string{}
	lines := bufio.NewScanner(out)
	for len(addrs) < 2 && lines.Scan() {
		if m := serveOutput.FindStringSubmatch(lines.Text()); m != nil {
			addrs[m[1][:3]] = m[2]
		}
	}
	go func() { _, _ = io.Copy(io.Discard, out) }()
	site, admin := addrs["BFF"], addrs["Adm"]
	if site == "" || admin == "" {
		t.Fatalf("serve printed no addresses (%v): %v", addrs, <-served)
	}

	client := &http.Client{Timeout: 10 * time.Second}
	get := func(addr, path string) int {
		t.Helper()
		req, err := http.NewRequestWithContext(context.Background(), http.MethodGet, "http://"+addr+path, nil)
		if err != nil {
			t.Fatal(err)
		}
		res, err := client.Do(req)
		if err != nil {
			t.Fatalf("GET %s%s: %v", addr, path, err)
		}
		_ = res.Body.Close()
		return res.StatusCode
	}
	if got := get(site, "/api/v1/categories"); got != http.StatusServiceUnavailable {
		t.Errorf("the catalogue with the upstream down: %d, want 503", got)
	}
	for _, c := range []struct {
		addr, path string
		status     int
	}{
		{site, "/readyz", 200},
		{site, "/healthz", 200},
		{site, "/metrics", 404},
		{admin, "/readyz", 200},
		{admin, "/healthz", 200},
		{admin, "/metrics", 200},
	} {
		if got := get(c.addr, c.path); got != c.status {
			t.Errorf("%s%s: %d, want %d", c.addr, c.path, got, c.status)
		}
	}
	cancel()
	select {
	case err := <-served:
		if err != nil {
			t.Fatalf("serve: %v", err)
		}
	case <-time.After(15 * time.Second):
		t.Fatal("serve did not stop")
	}
}

// memory_limit becomes the runtime's soft limit, unless GOMEMLIMIT says otherwise.
func TestMemoryLimit(t *testing.T) {
	before := debug.SetMemoryLimit(-1)
	t.Cleanup(func() { debug.SetMemoryLimit(before) })
	env := map[string]string{}
	getenv := func(k string) string { return env[k] }

	applyMemoryLimit(getenv, 80<<20)
	if got := debug.SetMemoryLimit(-1); got != 80<<20 {
		t.Errorf("limit %d, want 80 MiB", got)
	}
	env["GOMEMLIMIT"] = "200MiB"
	applyMemoryLimit(getenv, 64<<20)
	if got := debug.SetMemoryLimit(-1); got != 80<<20 {
		t.Errorf("with GOMEMLIMIT set: limit %d, want it left alone", got)
	}
	delete(env, "GOMEMLIMIT")
	debug.SetMemoryLimit(before)
	applyMemoryLimit(getenv, 0)
	if got := debug.SetMemoryLimit(-1); got != before {
		t.Errorf("memory_limit 0: limit %d, want it left alone", got)
	}
}

// The fixture back office takes the emulator's unsigned tokens only for the sites that sign in
// on an emulator, each under its own merchant and project.
func TestEmulatorTrusts(t *testing.T) {
	got := emulatorTrusts([]config.Site{
		{Merchant: "DEMO", Firebase: config.Firebase{ProjectID: "demo-casino", EmulatorHost: "127.0.0.1:9099"}},
		{Merchant: "LIVE", Firebase: config.Firebase{ProjectID: "live-casino"}},
		{Merchant: "NONE"},
	})
	want := map[string]fakeupstream.FirebaseTrust{"DEMO": {Project: "demo-casino", Unsigned: true}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("trusts %+v, want %+v", got, want)
	}
}
