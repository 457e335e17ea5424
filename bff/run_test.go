package bff_test

import (
	"context"
	"io"
	"net"
	"net/http"
	"strings"
	"testing"

	"github.com/casinobff/bff/bff/bfftest"
)

// TestShutdownDrainsRequestsInFlight: after the context ends the listener closes, yet a
// request already being served still gets its whole answer and Run returns cleanly.
func TestShutdownDrainsRequestsInFlight(t *testing.T) {
	h := bfftest.NewHarness(t)
	started, release := h.Catalog.HoldOn("VendorInfo")
	ln, err := (&net.ListenConfig{}).Listen(context.Background(), "tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	ran := make(chan error, 1)
	go func() { ran <- h.Server.Run(ctx, ln) }()

	type answer struct {
		status int
		body   string
		err    error
	}
	answered := make(chan answer, 1)
	go func() {
		req, err := http.NewRequestWithContext(context.Background(), http.MethodGet, "http://"+addr+"/api/v1/categories", nil)
		if err != nil {
			answered <- answer{err: err}
			return
		}
		req.Host = "demo.test"
		res, err := http.DefaultClient.Do(req)
		if err != nil {
			answered <- answer{err: err}
			return
		}
		defer func() { _ = res.Body.Close() }()
		b, err := io.ReadAll(res.Body)
		answered <- answer{res.StatusCode, string(b), err}
	}()
	<-started
	cancel()

	// The drain has begun once new connections are refused; only then let the request finish.
	var dialer net.Dialer
	for {
		c, err := dialer.DialContext(context.Background(), "tcp", addr)
		if err != nil {
			break
		}
		_ = c.Close()
	}
	if rec := h.Get("/readyz"); rec.Code != http.StatusServiceUnavailable {
		t.Errorf("readyz during the drain: %d, want 503", rec.Code)
	}
	close(release)

	a := <-answered
	if a.err != nil || a.status != http.StatusOK || !strings.Contains(a.body, `"items"`) {
		t.Fatalf("in-flight request: status %d body %q err %v", a.status, a.body, a.err)
	}
	if err := <-ran; err != nil {
		t.Fatalf("Run: %v", err)
	}
}
