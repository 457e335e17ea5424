// Package defaults holds the default of every configurable setting that has one, named after
// its key (timeouts.upstream is TimeoutsUpstream). config.Load starts from these, and the
// packages it configures fall back on them for a zero option, so that a test built on zero
// options runs on what production runs on. It imports nothing but time: the adapters may use
// it without bringing viper along. The README's configuration table and
// config/bff.example.yaml document these values.
package defaults

import "time"

// Listen is the address the BFF serves on.
const Listen = "127.0.0.1:8080"

// MemoryLimit (memory_limit) is the Go runtime's soft limit: the collector works harder as the
// heap nears it, so that a flood of requests leaves the process within a small container's
// memory. Its live data is bounded well below it (the caches: cache.max_bytes, twice per site;
// the idempotency keys' 32 MiB in memory), and a limit under the live heap would only make the
// collector run without end.
const MemoryLimit int64 = 80 << 20

// Upstream (upstream.*).
const (
	// UpstreamMode is "fixture": the embedded fake upstream (config.ModeFixture).
	UpstreamMode                   = "fixture"
	UpstreamMaxResponseBytes int64 = 4 << 20
	UpstreamMaxIdlePerHost         = 64
	UpstreamMaxConcurrent          = 32
)

// Timeouts (timeouts.*).
const (
	TimeoutsUpstream = 3 * time.Second // one upstream call, retries included
	TimeoutsRead     = 10 * time.Second
	TimeoutsWrite    = 15 * time.Second
	TimeoutsIdle     = 60 * time.Second
	TimeoutsShutdown = 10 * time.Second
)

// The public catalogue cache (cache.*).
const (
	CacheTTL               = 30 * time.Second
	CacheStaleMaxAge       = 10 * time.Minute
	CacheMaxEntries        = 10_000
	CacheMaxBytes    int64 = 16 << 20
)

// The circuit breaker of each site's backend (breaker.*).
const (
	BreakerFailures    uint32 = 5
	BreakerOpenTimeout        = 15 * time.Second
)

// The retries of reads (retry.*). A zero retry.max is a setting of its own (never retry), so
// a zero option keeps it; only the waits fall back on these.
const (
	RetryMax     = 2
	RetryWaitMin = 50 * time.Millisecond
	RetryWaitMax = 400 * time.Millisecond
)

// The logger (log.*).
const (
	LogFormat = "json"
	LogLevel  = "info"
)
