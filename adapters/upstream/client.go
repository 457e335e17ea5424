// Package upstream speaks the platform protocol of docs/UPSTREAM.md over HTTP: one Client per site
// and backend, with its deadline, circuit breaker, read-only retries and size-capped strict
// decoding, and the adapters built on it (games, content, player, accounts, money).
package upstream

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"time"

	"go.uber.org/zap"

	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/config/defaults"
)

// Options build a Client for one site and one backend. A zero value takes the configuration's
// default (package config/defaults), so that a Client built without configuration runs as
// production's does.
type Options struct {
	Site     string // site id; labels the breaker and its metric
	Backend  string // "games", "content", "member", "wallet"; labels metrics
	BaseURL  string // the backend's base address, e.g. https://games.example.com
	Merchant string // merchant code, sent in the Merchant header

	Timeout          time.Duration // one call, retries included: timeouts.upstream
	Retry            Retry         // reads only
	Breaker          Breaker
	MaxResponseBytes int64 // cap on one answer's body: upstream.max_response_bytes
	MaxIdlePerHost   int   // idle connections kept per upstream host: upstream.max_idle_per_host

	// Location is the zone of the upstream's wall-clock times ("2006-01-02 15:04:05"); UTC if nil.
	Location *time.Location

	Metrics *Metrics    // shared by every Client; nil records nothing
	Logger  *zap.Logger // nil logs nothing
}

// Retry bounds the retries of reads. It has config.Retry's fields, so upstream.Retry(cfg.Retry)
// converts; the package does not import config, which would bring the loader along.
type Retry struct {
	Max     int           // retries after the first try; 0 never retries
	WaitMin time.Duration // retry.wait_min when zero
	WaitMax time.Duration // retry.wait_max when zero
}

// Breaker is the circuit breaker of one site's backend; upstream.Breaker(cfg.Breaker) converts.
type Breaker struct {
	Failures    uint32        // consecutive outages that open it: breaker.failures when zero
	OpenTimeout time.Duration // open time before a trial call: breaker.open_timeout when zero
}

// withDefaults is o as the Client runs on it: every zero setting from the configuration's
// defaults, the base address without its trailing slash.
func (o Options) withDefaults() Options {
	o.BaseURL = strings.TrimRight(o.BaseURL, "/")
	if o.Timeout <= 0 {
		o.Timeout = defaults.TimeoutsUpstream
	}
	o.Retry.Max = max(o.Retry.Max, 0)
	if o.Retry.WaitMin <= 0 {
		o.Retry.WaitMin = defaults.RetryWaitMin
	}
	if o.Retry.WaitMax <= 0 {
		o.Retry.WaitMax = defaults.RetryWaitMax
	}
	o.Retry.WaitMax = max(o.Retry.WaitMax, o.Retry.WaitMin)
	if o.Breaker.Failures == 0 {
		o.Breaker.Failures = defaults.BreakerFailures
	}
	if o.Breaker.OpenTimeout <= 0 {
		o.Breaker.OpenTimeout = defaults.BreakerOpenTimeout
	}
	if o.MaxResponseBytes <= 0 {
		o.MaxResponseBytes = defaults.UpstreamMaxResponseBytes
	}
	if o.MaxIdlePerHost <= 0 {
		o.MaxIdlePerHost = defaults.UpstreamMaxIdlePerHost
	}
	if o.Location == nil {
		o.Location = time.UTC
	}
	if o.Logger == nil {
		o.Logger = zap.NewNop()
	}
	return o
}

// Client calls one backend of one site: a Call goes down the layers of stack.go.
type Client struct {
	o    Options // with its defaults
	send proxy
}

// New checks o and builds a Client.
func New(o Options) (*Client, error) {
	u, err := url.Parse(o.BaseURL)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return nil, fmt.Errorf("upstream %s/%s: base URL %q is not an http(s) address", o.Site, o.Backend, o.BaseURL)
	}
	if o.Merchant == "" {
		return nil, fmt.Errorf("upstream %s/%s: merchant code is empty", o.Site, o.Backend)
	}
	o = o.withDefaults()
	log := o.Logger.With(zap.String("site", o.Site), zap.String("backend", o.Backend))
	retrying, single := newEngines(newHTTPClient(o.MaxIdlePerHost), o.Retry, log)
	return &Client{o: o, send: stack(
		exchange{single: single, maxBytes: o.MaxResponseBytes, loc: o.Location}.do,
		observe(o.Metrics, o.Backend),
		encode(o.BaseURL, o.Merchant),
		guard(newBreaker(o.Site, o.Backend, o.Breaker, o.Metrics, log)),
		deadline(o.Timeout),
		writeOnce,
		retryReads(retrying),
	)}, nil
}

// Merchant is the merchant code the Client sends; some calls repeat it as a parameter.
func (c *Client) Merchant() string { return c.o.Merchant }

// Location is the zone the upstream's wall-clock times are read in.
func (c *Client) Location() *time.Location { return c.o.Location }

// Call is one upstream request.
type Call struct {
	Op     string      // readable operation name, the metrics label: "ListGames"
	Method string      // GET when empty; only GET and HEAD are ever retried, and not NotIdempotent ones
	Path   string      // e.g. /wps/relay/GCSGAME_gameList
	Query  url.Values  // may be nil
	Body   any         // sent as JSON when not nil
	Form   url.Values  // sent form-encoded when not nil (and Body is nil), or beside Files
	Module string      // ModuleId header; COMM3 when empty
	Header http.Header // extra headers a call needs (Encryption); never the browser's
	// IdempotencyKey goes in the Idempotency-Key header: the upstream answers a key it has seen
	// with its first answer instead of doing the write again.
	IdempotencyKey string
	// NotIdempotent marks a GET that acts upstream (the trial account's, which makes an
	// account): it is then a write, never sent twice, by the retries or by net/http.
	NotIdempotent bool
	// Files, when there are any (and Body is nil), send the call as multipart/form-data with
	// Form's fields beside them: pictures the BFF has checked.
	Files []File
}

// Get reads path with query under module COMM3 and decodes the answer's value into out.
func (c *Client) Get(ctx context.Context, s adapters.Scope, op, path string, query url.Values, out any) error {
	return c.Do(ctx, s, Call{Op: op, Path: path, Query: query}, out)
}

// Do sends call on behalf of s and decodes the answer's value into out (nil: ignore the value).
// Errors wrap adapters.ErrUnavailable (no answer to use, or a read or a write not sent),
// adapters.ErrOutcomeUnknown (a write sent whose answer never came) or
// adapters.ErrUnauthorized, or are an *adapters.BusinessError.
func (c *Client) Do(ctx context.Context, s adapters.Scope, call Call, out any) error {
	if err := c.send(ctx, newRequest(s, call, out)); err != nil {
		return fmt.Errorf("upstream %s %s: %w", c.o.Backend, call.Op, err)
	}
	return nil
}
