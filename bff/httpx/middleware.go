package httpx

import (
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"fmt"
	"net/http"
	"runtime/debug"
	"strings"
	"sync"

	"github.com/labstack/echo/v4"
	"go.uber.org/zap"
)

// DocumentPolicy is the content security policy of the site's pages and files: no inline
// script (the shell's own are allowed by hash, WithScriptSources), no plugins, and frames only
// from frameSources, a site's game hosts ('none' when it has none).
func DocumentPolicy(frameSources []string) string {
	frames := "'none'"
	if len(frameSources) > 0 {
		frames = strings.Join(frameSources, " ")
	}
	return "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; " + scriptSources +
		"; connect-src 'self'; frame-src " + frames + "; object-src 'none'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'"
}

const scriptSources = "script-src 'self'"

// ScriptSources is the script-src directive that also allows the inline scripts of exactly
// these sources, by their SHA-256 (the site's shell starts its first requests inline).
func ScriptSources(sources ...[]byte) string {
	allowed := scriptSources
	for _, src := range sources {
		sum := sha256.Sum256(src)
		allowed += " 'sha256-" + base64.StdEncoding.EncodeToString(sum[:]) + "'"
	}
	return allowed
}

// WithScriptSources is policy (a DocumentPolicy) with its script-src replaced by directive
// (from ScriptSources).
func WithScriptSources(policy, directive string) string {
	return strings.Replace(policy, scriptSources, directive, 1)
}

// BodyLimit is the largest request body accepted.
const BodyLimit = 64 << 10

// RequestID takes the caller's X-Request-Id when it is a sane token (it ends up in logs),
// else makes one; echoes it; and puts a logger carrying it on the request's context.
func RequestID(base *zap.Logger) echo.MiddlewareFunc {
	return func(next echo.HandlerFunc) echo.HandlerFunc {
		return func(c echo.Context) error {
			req := c.Request()
			id := req.Header.Get(echo.HeaderXRequestID)
			if !saneID(id) {
				id = newID()
			}
			c.Response().Header().Set(echo.HeaderXRequestID, id)
			c.SetRequest(req.WithContext(withRequestLog(req.Context(), base, id)))
			return next(c)
		}
	}
}

func saneID(id string) bool {
	if id == "" || len(id) > 64 {
		return false
	}
	for _, r := range id {
		ok := r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '-' || r == '_' || r == '.'
		if !ok {
			return false
		}
	}
	return true
}

func newID() string {
	var b [12]byte
	_, _ = rand.Read(b[:]) // crypto/rand.Read never fails on supported platforms
	return hex.EncodeToString(b[:])
}

// panicError carries a recovered panic and where it happened to the error handler, which
// logs it once.
type panicError struct {
	value any
	stack []byte
}

func (p *panicError) Error() string { return fmt.Sprintf("panic: %v", p.value) }

// Recover turns a handler's panic into a 500 internal error.
func Recover() echo.MiddlewareFunc {
	return func(next echo.HandlerFunc) echo.HandlerFunc {
		return func(c echo.Context) (err error) {
			defer func() {
				r := recover()
				if r == nil {
					return
				}
				// net/http's own signal to abort a response; it must keep unwinding.
				if err, ok := r.(error); ok && errors.Is(err, http.ErrAbortHandler) {
					panic(r)
				}
				err = errInternal.WithCause(&panicError{value: r, stack: debug.Stack()})
			}()
			return next(c)
		}
	}
}

// CommitErrors hands an error to the error handler right away, so the middleware outside it
// (access log, metrics, compression) sees the final status and body.
func CommitErrors() echo.MiddlewareFunc {
	return func(next echo.HandlerFunc) echo.HandlerFunc {
		return func(c echo.Context) error {
			if err := next(c); err != nil {
				c.Error(err)
			}
			return nil
		}
	}
}

// BodyLimits are the request body limits: one for every route, and larger ones that a few
// routes (the uploads) give themselves as they are registered. Set them all before the server
// serves: the middleware reads them without a lock.
type BodyLimits struct {
	all    int64
	routes map[string]int64 // method and route path -> its own limit
}

// NewBodyLimits limits every route's body to all bytes until a route says otherwise.
func NewBodyLimits(all int64) *BodyLimits {
	return &BodyLimits{all: all, routes: map[string]int64{}}
}

// Route gives route r a limit of its own (an upload's files and fields, with room for the
// multipart framing).
func (l *BodyLimits) Route(r *echo.Route, limit int64) {
	l.routes[r.Method+" "+r.Path] = limit
}

// Middleware refuses a declared body over the route's limit and cuts an undeclared one at it.
// It runs after routing, so the route is known (echo routes before its Use middleware).
func (l *BodyLimits) Middleware() echo.MiddlewareFunc {
	return func(next echo.HandlerFunc) echo.HandlerFunc {
		return func(c echo.Context) error {
			req := c.Request()
			limit := l.all
			if own, ok := l.routes[req.Method+" "+c.Path()]; ok {
				limit = own
			}
			if req.ContentLength > limit {
				return errBodyTooLarge
			}
			if req.Body != nil && req.Body != http.NoBody {
				req.Body = http.MaxBytesReader(c.Response(), req.Body, limit)
			}
			return next(c)
		}
	}
}

// APIContentSecurityPolicy is the policy of answers that are data, never documents: nothing
// may load from them and nobody may frame them (OWASP's advice for REST answers). It is a
// sixth of the document policy's length, on every API answer.
const APIContentSecurityPolicy = "default-src 'none'; frame-ancestors 'none'"

// StrictTransportSecurity tells a browser that reached the site over https to use nothing else
// for a year, on every subdomain too. It is sent only over https (see Secure): over plain http
// a browser ignores it, and a local run on http must never be told it.
const StrictTransportSecurity = "max-age=31536000; includeSubDomains"

// securityHeaders returns the headers every answer carries, errors and files included, under
// the given policy. Their keys are canonical and each value slice is full (len == cap), so
// sharing them across answers is safe: Set replaces a slice and Add reallocates it.
func securityHeaders(policy string, secure bool) http.Header {
	h := http.Header{
		echo.HeaderContentSecurityPolicy: {policy},
		echo.HeaderXContentTypeOptions:   {"nosniff"},
		echo.HeaderReferrerPolicy:        {"strict-origin-when-cross-origin"},
		echo.HeaderXFrameOptions:         {"DENY"},
	}
	if secure {
		h[echo.HeaderStrictTransportSecurity] = []string{StrictTransportSecurity}
	}
	return h
}

// SecurityHeaders sets the security headers on every answer: under apiPrefix with
// APIContentSecurityPolicy, elsewhere (the site, its files, media) with the policy
// documentPolicy gives the request's host (a site's DocumentPolicy), and HSTS over https. The
// header sets are made once per policy: hosts come from the configuration, however many
// requests name others.
func SecurityHeaders(apiPrefix string, documentPolicy func(host string) string) echo.MiddlewareFunc {
	type variant struct {
		policy string
		secure bool
	}
	var sets sync.Map // variant -> http.Header
	headersOf := func(v variant) http.Header {
		if h, ok := sets.Load(v); ok {
			return h.(http.Header)
		}
		h, _ := sets.LoadOrStore(v, securityHeaders(v.policy, v.secure))
		return h.(http.Header)
	}
	return func(next echo.HandlerFunc) echo.HandlerFunc {
		return func(c echo.Context) error {
			r := c.Request()
			v := variant{policy: APIContentSecurityPolicy, secure: Secure(c)}
			if !strings.HasPrefix(r.URL.Path, apiPrefix) {
				v.policy = documentPolicy(r.Host)
			}
			h := c.Response().Header()
			for k, vs := range headersOf(v) {
				h[k] = vs
			}
			return next(c)
		}
	}
}

// CatalogueCache marks a public catalogue answer: shared caches may keep it briefly, per
// language.
func CatalogueCache(c echo.Context) {
	h := c.Response().Header()
	h.Set(echo.HeaderCacheControl, "public, max-age=30")
	h.Add(echo.HeaderVary, "Accept-Language")
}

// NoStore marks a personal answer: nobody keeps it.
func NoStore(c echo.Context) {
	c.Response().Header().Set(echo.HeaderCacheControl, "no-store")
}

// OrPass is m, or a middleware that only passes the request on when m is nil (a feature's
// optional guard, left out by a test that registers the feature alone).
func OrPass(m echo.MiddlewareFunc) echo.MiddlewareFunc {
	if m != nil {
		return m
	}
	return func(next echo.HandlerFunc) echo.HandlerFunc { return next }
}
