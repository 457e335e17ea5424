package upstream

import (
	"net"
	"net/http"
	"time"
)

const (
	dialTimeout         = 3 * time.Second
	tlsHandshakeTimeout = 3 * time.Second
	idleConnTimeout     = 90 * time.Second
)

// newHTTPClient builds the client under both engines (retry.go). http.DefaultTransport keeps
// two idle connections per host, so under load most calls would pay a new TCP and TLS
// handshake. It sets no ResponseHeaderTimeout: every call it sends runs under the deadline
// layer's timeout (deadline.go), which started before the request was written and ends first,
// and a timer of the transport's own would be a second one on every call.
func newHTTPClient(maxIdlePerHost int) *http.Client {
	dialer := &net.Dialer{Timeout: dialTimeout, KeepAlive: 30 * time.Second}
	return &http.Client{
		Transport: &http.Transport{
			// Upstream hosts come from configuration; an environment proxy would be a surprise.
			Proxy:                 nil,
			DialContext:           dialer.DialContext,
			ForceAttemptHTTP2:     true,
			MaxIdleConns:          4 * maxIdlePerHost,
			MaxIdleConnsPerHost:   maxIdlePerHost,
			IdleConnTimeout:       idleConnTimeout,
			TLSHandshakeTimeout:   tlsHandshakeTimeout,
			ExpectContinueTimeout: time.Second,
		},
		// Our headers go only to the configured hosts: a redirect is answered, not followed.
		CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse },
	}
}
