// Package upstream speaks the platform protocol of docs/UPSTREAM.md over HTTP: one Client per site
// and backend, with its deadline, circuit breaker, read-only retries and size-capped strict
// decoding, and the adapters built on it (games, content, player, accounts, money).
package upstream

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/http/httptrace"
	"net/url"
	"strings"
	"sync/atomic"
	"time"

	"github.com/hashicorp/go-retryablehttp"
	"go.uber.org/zap"

	"github.com/casinobff/bff/adapters"
)

const (
	defaultTimeout          = 5 * time.Second
	defaultMaxResponseBytes = 4 << 20
	defaultModule           = "COMM3"
	device                  = "MOBILE"
	gatewayVersion          = "3"
)

// Options build a Client for one site and one backend. Zero values take the defaults noted.
type Options struct {
	Site     string // site id; labels the breaker and its metric
	Backend  string // "games", "content", "member", "wallet"; labels metrics
	BaseURL  string // the backend's base address, e.g. https://games.example.com
	Merchant string // merchant code, sent in the Merchant header

	Timeout          time.Duration // one call, retries included; default 5s
	Retry            Retry         // reads only
	Breaker          Breaker
	MaxResponseBytes int64 // cap on one answer's body; default 4 MiB
	MaxIdlePerHost   int   // idle connections kept per upstream host; default 64

	// Location is the zone of the upstream's wall-clock times ("2006-01-02 15:04:05"); UTC if nil.
	Location *time.Location

	Metrics *Metrics    // shared by every Client; nil records nothing
	Logger  *zap.Logger // nil logs nothing
}

// Retry bounds the retries of reads. It has config.Retry's fields, so upstream.Retry(cfg.Retry)
// converts; the package does not import config, which would bring the loader along.
type Retry struct {
	Max     int           // retries after the first try; 0 never retries
	WaitMin time.Duration // default 50ms
	WaitMax time.Duration // default 500ms
}

// Breaker is the circuit breaker of one site's backend; upstream.Breaker(cfg.Breaker) converts.
type Breaker struct {
	Failures    uint32        // consecutive outages that open it; default 5
	OpenTimeout time.Duration // open time before a trial call; default 60s
}

// Client calls one backend of one site.
type Client struct {
	site, backend, merchant string
	base                    string
	timeout                 time.Duration
	maxBytes                int64
	loc                     *time.Location
	http                    *retryablehttp.Client
	breaker                 *breaker
	metrics                 *Metrics
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
	log := o.Logger
	if log == nil {
		log = zap.NewNop()
	}
	log = log.With(zap.String("site", o.Site), zap.String("backend", o.Backend))
	c := &Client{
		site:     o.Site,
		backend:  o.Backend,
		merchant: o.Merchant,
		base:     strings.TrimRight(o.BaseURL, "/"),
		timeout:  o.Timeout,
		maxBytes: o.MaxResponseBytes,
		loc:      o.Location,
		metrics:  o.Metrics,
	}
	if c.timeout <= 0 {
		c.timeout = defaultTimeout
	}
	if c.maxBytes <= 0 {
		c.maxBytes = defaultMaxResponseBytes
	}
	if c.loc == nil {
		c.loc = time.UTC
	}
	c.http = newRetryClient(newHTTPClient(o.MaxIdlePerHost, c.timeout), o.Retry, log)
	c.breaker = newBreaker(o.Site, o.Backend, o.Breaker, o.Metrics, log)
	return c, nil
}

// Merchant is the merchant code the Client sends; some calls repeat it as a parameter.
func (c *Client) Merchant() string { return c.merchant }

// Location is the zone the upstream's wall-clock times are read in.
func (c *Client) Location() *time.Location { return c.loc }

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
	start := time.Now()
	err := c.do(ctx, s, call, out)
	c.metrics.observe(c.backend, call.Op, outcomeOf(err), time.Since(start))
	if err != nil {
		return fmt.Errorf("upstream %s %s: %w", c.backend, call.Op, err)
	}
	return nil
}

func (c *Client) do(ctx context.Context, s adapters.Scope, call Call, out any) error {
	method := call.Method
	if method == "" {
		method = http.MethodGet
	}
	var body any // a nil []byte would still be sent as an empty body
	var multipartType string
	switch {
	case call.Body != nil:
		b, err := json.Marshal(call.Body)
		if err != nil {
			return fmt.Errorf("encode request body: %w", err)
		}
		body = b
	case len(call.Files) > 0:
		b, ctype, err := multipartBody(call.Form, call.Files)
		if err != nil {
			return fmt.Errorf("encode request body: %w", err)
		}
		body, multipartType = b, ctype
	case call.Form != nil:
		body = []byte(call.Form.Encode())
	}
	target := c.base + call.Path
	if len(call.Query) > 0 {
		target += "?" + call.Query.Encode()
	}

	caller := ctx
	ctx, cancel := context.WithTimeout(ctx, c.timeout)
	defer cancel()

	write := !isIdempotent(method) || call.NotIdempotent
	var sent atomic.Bool
	if write {
		// Whether the upstream may have acted on a write that got no answer depends on whether
		// the whole request left: the transport says so once it has written the last byte.
		ctx = httptrace.WithClientTrace(ctx, &httptrace.ClientTrace{
			WroteRequest: func(info httptrace.WroteRequestInfo) {
				if info.Err == nil {
					sent.Store(true)
				}
			},
		})
	}
	if !write {
		ctx = markIdempotent(ctx, method)
	}
	req, err := retryablehttp.NewRequestWithContext(ctx, method, target, body)
	if err != nil {
		return fmt.Errorf("build request: %w", err)
	}
	if write {
		// net/http replays a request whose reused connection broke before the answer when it
		// can rewind the body and the request looks idempotent, which an Idempotency-Key header
		// or a GET's method makes it: without a way to rewind, a write leaves at most once. A
		// GET without a body can always be "rewound", so a GET that acts gets an empty one,
		// which net/http sends as no body at all.
		req.GetBody = nil
		if req.Body == nil {
			req.Body = io.NopCloser(strings.NewReader(""))
		}
	}
	c.setHeaders(req.Header, s, call)
	if multipartType != "" {
		req.Header.Set("Content-Type", multipartType)
	}

	done, err := c.breaker.Allow()
	if err != nil {
		return fmt.Errorf("%w: circuit %s: %w", adapters.ErrUnavailable, c.breaker.Name(), err)
	}
	err = c.exchange(ctx, req, out)
	if write && sent.Load() {
		err = writeOutcome(err)
	}
	done(breakerVerdict(caller, err))
	return err
}

// setHeaders writes the protocol's headers and nothing of the browser's request.
func (c *Client) setHeaders(h http.Header, s adapters.Scope, call Call) {
	for k, vs := range call.Header {
		h[http.CanonicalHeaderKey(k)] = vs
	}
	module := call.Module
	if module == "" {
		module = defaultModule
	}
	h.Set("Merchant", c.merchant)
	if s.Language != "" {
		h.Set("Language", s.Language)
	}
	h.Set("Device", device)
	h.Set("ModuleId", module)
	h.Set("X-Gateway-Version", gatewayVersion)
	if call.IdempotencyKey != "" {
		h.Set("Idempotency-Key", call.IdempotencyKey)
	}
	if s.Token != "" {
		h.Set("Authorization", s.Token) // the platform wants the raw token, no scheme
	}
	switch {
	case call.Body != nil:
		h.Set("Content-Type", "application/json")
	case call.Form != nil:
		h.Set("Content-Type", "application/x-www-form-urlencoded")
	}
}

func (c *Client) exchange(ctx context.Context, req *retryablehttp.Request, out any) error {
	resp, err := c.http.Do(req)
	if err != nil {
		if resp != nil {
			drain(resp)
		}
		return transportError(ctx, err)
	}
	defer func() { _ = resp.Body.Close() }()

	switch code := resp.StatusCode; {
	case code == http.StatusUnauthorized:
		drain(resp)
		return fmt.Errorf("%w: status %d", adapters.ErrUnauthorized, code)
	case code >= 500:
		drain(resp)
		return outage(fmt.Errorf("status %d", code))
	case code == http.StatusTooManyRequests, code < 200, code >= 300 && code < 400:
		drain(resp)
		return unusable("status %d", code)
	}
	data, err := readCapped(resp.Body, resp.ContentLength, c.maxBytes)
	if errors.Is(err, errTooLarge) {
		return unusable("answer larger than %d bytes", c.maxBytes)
	}
	if err != nil {
		return transportError(ctx, err)
	}
	return protectionRefusal(decodeEnvelope(resp.StatusCode, data, out), c.loc)
}

// transportError tells a deadline from a broken connection; both are outages in which no
// answer came.
func transportError(ctx context.Context, err error) error {
	if ctxErr := ctx.Err(); ctxErr != nil {
		return unanswered(fmt.Errorf("no answer in time: %w", ctxErr))
	}
	return unanswered(err)
}
