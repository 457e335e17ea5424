package httpx

import (
	"crypto/sha256"
	"encoding/base64"
	"encoding/binary"
	"encoding/hex"
	"errors"
	"fmt"
	"math/rand/v2"
	"net/http"
	"runtime/debug"
	"strings"
	"sync"

	"github.com/labstack/echo/v4"
	"go.uber.org/zap"
)

// PolicySources are the origins, besides the site's own, that a site's pages may reach, by
// content security policy directive: its game hosts in frames, and what its sign-in service
// loads (config.Firebase's Sources).
type PolicySources struct {
	Script  []string
	Connect []string
	Frame   []string
}

// DocumentPolicy is the content security policy of the site's pages and files: no inline
// script (the shell's own are allowed by hash, WithScriptSources), no plugins, and scripts,
// connections and frames only from the site itself and extra ('none' for frames without any).
func DocumentPolicy(extra PolicySources) string {
	frames := "'none'"
	if len(extra.Frame) > 0 {
		frames = strings.Join(extra.Frame, " ")
	}
	return "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; " + scriptSources + withSources(extra.Script) +
		"; connect-src 'self'" + withSources(extra.Connect) + "; frame-src " + frames +
		"; object-src 'none'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'"
}

// withSources is origins as the rest of a directive's source list: " a b", or "" for none.
func withSources(origins []string) string {
	if len(origins) == 0 {
		return ""
	}
	return " " + strings.Join(origins, " ")
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
			rl := withRequestLog(req.Context(), base, id)
			c.Response().Header()[echo.HeaderXRequestID] = rl.idHeader[:] // the canonical key
			c.SetRequest(req.WithContext(rl))
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

// newID is 24 random hex digits. An id only has to be unique, never secret: math/rand/v2's
// generator (ChaCha8, seeded by the system) gives them with no system call, one string a request.
func newID() string {
	var b [12]byte
	binary.LittleEndian.PutUint64(b[:8], rand.Uint64())
	binary.LittleEndian.PutUint32(b[8:], rand.Uint32())
	var out [24]byte
	hex.Encode(out[:], b[:])
	return string(out[:])
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
			if req.Body == nil || req.Body == http.NoBody {
				return next(c) // no body (net/http's way of saying so for a request it read): nothing to limit
			}
			limit := l.all
			if own, ok := l.routes[req.Method+" "+c.Path()]; ok {
				limit = own
			}
			if req.ContentLength > limit {
				return errBodyTooLarge
			}
			req.Body = http.MaxBytesReader(c.Response(), req.Body, limit)
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

// header is one header and its values: a header set as a list, which is quicker to copy into
// an answer than a map is to walk.
type header struct {
	key    string
	values []string
}

// securityHeaders returns the headers every answer carries, errors and files included, under
// the given policy. Their keys are canonical and each value slice is full (len == cap), so
// sharing them across answers is safe: Set replaces a slice and Add reallocates it.
func securityHeaders(policy string, secure bool) []header {
	h := []header{
		{echo.HeaderContentSecurityPolicy, []string{policy}},
		{echo.HeaderXContentTypeOptions, []string{"nosniff"}},
		{echo.HeaderReferrerPolicy, []string{"strict-origin-when-cross-origin"}},
		{echo.HeaderXFrameOptions, []string{"DENY"}},
	}
	if secure {
		h = append(h, header{echo.HeaderStrictTransportSecurity, []string{StrictTransportSecurity}})
	}
	return h
}

// SecurityHeaders sets the security headers on every answer: under apiPrefix with
// APIContentSecurityPolicy, elsewhere (the site, its files, media) with the policy
// documentPolicy gives the request's host (a site's DocumentPolicy), and HSTS over https. The
// header sets are made once per policy: hosts come from the configuration, however many
// requests name others; the API's two (over http and over https) are at hand without a lookup.
func SecurityHeaders(apiPrefix string, documentPolicy func(host string) string) echo.MiddlewareFunc {
	type variant struct {
		policy string
		secure bool
	}
	var sets sync.Map // variant -> []header
	headersOf := func(v variant) []header {
		if h, ok := sets.Load(v); ok {
			return h.([]header)
		}
		h, _ := sets.LoadOrStore(v, securityHeaders(v.policy, v.secure))
		return h.([]header)
	}
	api := [2][]header{securityHeaders(APIContentSecurityPolicy, false), securityHeaders(APIContentSecurityPolicy, true)}
	return func(next echo.HandlerFunc) echo.HandlerFunc {
		return func(c echo.Context) error {
			r := c.Request()
			var set []header
			switch secure := Secure(c); {
			case !strings.HasPrefix(r.URL.Path, apiPrefix):
				set = headersOf(variant{policy: documentPolicy(r.Host), secure: secure})
			case secure:
				set = api[1]
			default:
				set = api[0]
			}
			h := c.Response().Header()
			for _, kv := range set {
				h[kv.key] = kv.values
			}
			return next(c)
		}
	}
}

// CatalogueCache marks a public catalogue answer: shared caches may keep it briefly, per
// language.
func CatalogueCache(c echo.Context) {
	h := c.Response().Header()
	h[echo.HeaderCacheControl] = publicCache
	if _, ok := h[echo.HeaderVary]; ok {
		h.Add(echo.HeaderVary, headerAcceptLanguage)
	} else {
		h[echo.HeaderVary] = varyLanguage
	}
}

// NoStore marks a personal answer: nobody keeps it.
func NoStore(c echo.Context) {
	c.Response().Header()[echo.HeaderCacheControl] = noStore
}

const headerAcceptLanguage = "Accept-Language"

// Header values many answers carry, shared as securityHeaders' are (full slices, canonical keys).
var (
	publicCache          = []string{"public, max-age=30"}
	noStore              = []string{"no-store"}
	varyLanguage         = []string{headerAcceptLanguage}
	varyEncoding         = []string{echo.HeaderAcceptEncoding}
	varyLanguageEncoding = []string{headerAcceptLanguage + ", " + echo.HeaderAcceptEncoding}
)

// OrPass is m, or a middleware that only passes the request on when m is nil (a feature's
// optional guard, left out by a test that registers the feature alone).
func OrPass(m echo.MiddlewareFunc) echo.MiddlewareFunc {
	if m != nil {
		return m
	}
	return func(next echo.HandlerFunc) echo.HandlerFunc { return next }
}
