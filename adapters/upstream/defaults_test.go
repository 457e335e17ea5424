package upstream

import (
	"reflect"
	"testing"
	"time"

	"github.com/casinobff/bff/config"
)

// A Client built on zero options runs on the configuration's defaults, the ones config.Load
// answers with nothing given, as cmd/bff hands them over: tests on zero options run on what
// production runs on. Retry.Max is the one exception: zero is a setting of its own, never to
// retry, which a Client built without configuration keeps.
func TestZeroOptionsAreTheConfigDefaults(t *testing.T) {
	cfg, err := config.Load(nil, []string{"--config="}, nil)
	if err != nil {
		t.Fatal(err)
	}
	c, err := New(Options{Site: "s1", Backend: "games", BaseURL: "http://127.0.0.1:1/", Merchant: "M1"})
	if err != nil {
		t.Fatal(err)
	}
	want := Options{
		Site: "s1", Backend: "games", BaseURL: "http://127.0.0.1:1", Merchant: "M1",
		Timeout: cfg.Timeouts.Upstream, Retry: Retry(cfg.Retry), Breaker: Breaker(cfg.Breaker),
		MaxResponseBytes: cfg.Upstream.MaxResponseBytes, MaxIdlePerHost: cfg.Upstream.MaxIdlePerHost,
		Location: time.UTC,
	}
	want.Retry.Max = 0
	got := c.o
	if got.Logger == nil {
		t.Error("no logger")
	}
	got.Logger = nil
	if !reflect.DeepEqual(got, want) {
		t.Errorf("zero options run on\n %+v\nwant the configuration's defaults\n %+v", got, want)
	}
}
