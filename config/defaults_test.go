package config

import (
	"reflect"
	"testing"

	def "github.com/casinobff/bff/config/defaults"
)

// Load with nothing given answers package defaults' values, the ones the adapters fall back on
// for a zero option (their own tests check that side): one table, so a test built on zero
// options runs on production's defaults. defaultConfig pins the documented values.
func TestLoadStartsFromPackageDefaults(t *testing.T) {
	got, err := Load(nil, []string{"--config="}, env())
	if err != nil {
		t.Fatal(err)
	}
	want := Config{
		Listen: def.Listen,
		Upstream: Upstream{
			Mode:             def.UpstreamMode,
			MaxResponseBytes: def.UpstreamMaxResponseBytes,
			MaxIdlePerHost:   def.UpstreamMaxIdlePerHost,
			MaxConcurrent:    def.UpstreamMaxConcurrent,
		},
		Sites:       []Site{DemoSite()},
		DefaultSite: "demo",
		Timeouts: Timeouts{
			Upstream: def.TimeoutsUpstream, Read: def.TimeoutsRead, Write: def.TimeoutsWrite,
			Idle: def.TimeoutsIdle, Shutdown: def.TimeoutsShutdown,
		},
		Cache: Cache{
			TTL: def.CacheTTL, StaleMaxAge: def.CacheStaleMaxAge,
			MaxEntries: def.CacheMaxEntries, MaxBytes: def.CacheMaxBytes,
		},
		Breaker:     Breaker{Failures: def.BreakerFailures, OpenTimeout: def.BreakerOpenTimeout},
		Retry:       Retry{Max: def.RetryMax, WaitMin: def.RetryWaitMin, WaitMax: def.RetryWaitMax},
		Log:         Log{Format: def.LogFormat, Level: def.LogLevel},
		MemoryLimit: def.MemoryLimit,
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("Load with nothing given:\n got %+v\nwant %+v", got, want)
	}
	if !reflect.DeepEqual(got, defaultConfig()) {
		t.Errorf("package defaults differ from the documented ones:\n got %+v\nwant %+v", got, defaultConfig())
	}
	if def.UpstreamMode != ModeFixture {
		t.Errorf("default mode %q is not %q", def.UpstreamMode, ModeFixture)
	}
}
