package cached

import (
	"testing"

	"github.com/casinobff/bff/config"
)

// Decorators built on zero options run on the configuration's defaults, the ones config.Load
// answers with nothing given, as cmd/bff hands them over: tests on zero options run on what
// production runs on.
func TestZeroOptionsAreTheConfigDefaults(t *testing.T) {
	cfg, err := config.Load(nil, []string{"--config="}, nil)
	if err != nil {
		t.Fatal(err)
	}
	l := newLayer(Options{Site: "s1"})
	got := Options{
		TTL: l.ttl, StaleMaxAge: l.maxAge, Timeout: l.timeout, MaxConcurrent: cap(l.calls),
		Limits: Options{}.withDefaults().Limits,
	}
	want := Options{
		TTL: cfg.Cache.TTL, StaleMaxAge: cfg.Cache.StaleMaxAge, Timeout: cfg.Timeouts.Upstream,
		MaxConcurrent: cfg.Upstream.MaxConcurrent,
		Limits:        Limits{Entries: cfg.Cache.MaxEntries, Bytes: cfg.Cache.MaxBytes},
	}
	if got.TTL != want.TTL || got.StaleMaxAge != want.StaleMaxAge || got.Timeout != want.Timeout ||
		got.MaxConcurrent != want.MaxConcurrent || got.Limits != want.Limits {
		t.Errorf("zero options run on\n %+v\nwant the configuration's defaults\n %+v", got, want)
	}
	if lim := (Limits{}).orDefaults(); lim != want.Limits {
		t.Errorf("a bounded cache without limits holds %+v, want %+v", lim, want.Limits)
	}
}
