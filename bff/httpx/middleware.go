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

	"github.com/labstack/echo/v4"
	"go.uber.org/zap"
)

// ContentSecurityPolicy allows no inline script: the SPA ships only files of its own origin.
// Games open in frames from the vendors' hosts, hence frame-src *.
const ContentSecurityPolicy = "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; " +
	scriptSources + "; connect-src 'self'; frame-src *; frame-ancestors 'none'; base-uri 'self'; form-action 'self'"

const scriptSources = "script-src 'self'"

// ContentSecurityPolicyWithScripts is ContentSecurityPolicy that also allows the inline scripts
// of exactly these sources, by their SHA-256 (the site's shell starts its first requests inline).
func ContentSecurityPolicyWithScripts(sources ...[]byte) string {
	allowed := scriptSources
	for _, src := range sources {
		sum := sha256.Sum256(src)
		allowed += " 'sha256-" + base64.StdEncoding.EncodeToString(sum[:]) + "'"
	}
	return strings.Replace(ContentSecurityPolicy, scriptSources, allowed, 1)
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

// LimitBody refuses a declared body over limit and cuts an undeclared one at it.
func LimitBody(limit int64) echo.MiddlewareFunc {
	return func(next echo.HandlerFunc) echo.HandlerFunc {
		return func(c echo.Context) error {
			req := c.Request()
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

// securityHeaders returns the headers every answer carries, errors and files included, under
// the given policy. Their keys are canonical and each value slice is full (len == cap), so
// sharing them across answers is safe: Set replaces a slice and Add reallocates it.
func securityHeaders(policy string) http.Header {
	return http.Header{
		echo.HeaderContentSecurityPolicy: {policy},
		echo.HeaderXContentTypeOptions:   {"nosniff"},
		echo.HeaderReferrerPolicy:        {"strict-origin-when-cross-origin"},
		echo.HeaderXFrameOptions:         {"DENY"},
	}
}

// SecurityHeaders sets the security headers on every answer: under apiPrefix with
// APIContentSecurityPolicy, elsewhere (the site, its files, media) with ContentSecurityPolicy.
func SecurityHeaders(apiPrefix string) echo.MiddlewareFunc {
	document, api := securityHeaders(ContentSecurityPolicy), securityHeaders(APIContentSecurityPolicy)
	return func(next echo.HandlerFunc) echo.HandlerFunc {
		return func(c echo.Context) error {
			set := document
			if strings.HasPrefix(c.Request().URL.Path, apiPrefix) {
				set = api
			}
			h := c.Response().Header()
			for k, v := range set {
				h[k] = v
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
