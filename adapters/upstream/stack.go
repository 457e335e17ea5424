package upstream

import (
	"context"
	"net/http"

	"github.com/hashicorp/go-retryablehttp"

	"github.com/casinobff/bff/adapters"
)

// A Client is a stack of small layers, in the manner of KrakenD's lura proxies: each layer
// takes the proxy below it and adds one concern, and the bottom one speaks HTTP. New stacks
// them, outermost first:
//
//	observe    the duration metric, by backend, operation and outcome (metrics.go)
//	encode     the Call as an HTTP request: address, body, headers (encode.go)
//	guard      the circuit breaker, told of outages only (breaker.go)
//	deadline   one deadline for the call, retries included (deadline.go)
//	writeOnce  a write is never rewound, and is judged by whether it left (writes.go)
//	retryReads reads go on the retrying engine; everything else is sent once (retry.go)
//	exchange   HTTP, status classification, capped read, envelope decoding (exchange.go)
//
// The body encryption of sensitive calls (encryption.go) stays above the stack, around
// Client.Do: each of its sends is a whole call of its own (deadline, breaker verdict, metric),
// and the key it encrypts under is itself fetched through the stack.

// request is one call on its way down the stack.
type request struct {
	scope adapters.Scope
	call  Call // its Method is never empty
	out   any  // the answer's value is decoded into it; nil ignores it
	// write says the call may act upstream: it is never sent twice, and a write that left
	// without an answer has an unknown outcome.
	write bool
	// http is the request encode made, built under the caller's context: the exchange sends
	// it under the context the layers between them made.
	http *retryablehttp.Request
	// send is the engine the exchange sends on: set by retryReads for reads; nil sends once.
	send sender
}

func newRequest(s adapters.Scope, call Call, out any) *request {
	if call.Method == "" {
		call.Method = http.MethodGet
	}
	return &request{scope: s, call: call, out: out, write: !isIdempotent(call.Method) || call.NotIdempotent}
}

// isIdempotent says whether a call with method may be sent twice: reads only. Everything else
// is a write, never retried.
func isIdempotent(method string) bool { return method == http.MethodGet || method == http.MethodHead }

// proxy sends a request and answers its error, classified as Client.Do documents; nil means
// the answer's value is in the request's out.
type proxy func(ctx context.Context, r *request) error

// layer adds one concern around the proxy below it.
type layer func(next proxy) proxy

// stack is bottom under layers, the first outermost.
func stack(bottom proxy, layers ...layer) proxy {
	p := bottom
	for i := len(layers) - 1; i >= 0; i-- {
		p = layers[i](p)
	}
	return p
}

// sender sends an HTTP request: one of go-retryablehttp's clients (retry.go).
type sender interface {
	Do(req *retryablehttp.Request) (*http.Response, error)
}
