package httpx

import (
	"compress/gzip"
	"io"
	"net/http"
	"strconv"
	"strings"
	"sync"

	"github.com/labstack/echo/v4"
)

// compressible are the media types worth gzipping; images and archives are compressed already.
var compressible = map[string]bool{
	"application/json": true, "application/problem+json": true, "application/manifest+json": true,
	"text/html": true, "text/css": true, "text/javascript": true, "application/javascript": true,
	"text/plain": true, "image/svg+xml": true,
}

// Compress gzips compressible answers for clients that accept gzip. The decision waits for
// the status and Content-Type, so one middleware serves JSON, files and the media proxy.
func Compress() echo.MiddlewareFunc {
	pool := &sync.Pool{New: func() any { return gzip.NewWriter(io.Discard) }}
	return func(next echo.HandlerFunc) echo.HandlerFunc {
		return func(c echo.Context) error {
			res := c.Response()
			req := c.Request()
			w := &gzipWriter{
				ResponseWriter: res.Writer,
				pool:           pool,
				accepts:        req.Method != http.MethodHead && AcceptsEncoding(req.Header.Get(echo.HeaderAcceptEncoding), "gzip"),
			}
			res.Writer = w
			defer func() {
				w.close()
				res.Writer = w.ResponseWriter
			}()
			return next(c)
		}
	}
}

type gzipWriter struct {
	http.ResponseWriter
	pool    *sync.Pool
	gz      *gzip.Writer
	accepts bool
	decided bool
}

func (w *gzipWriter) WriteHeader(code int) {
	if !w.decided && code >= 200 {
		w.decide(code)
	}
	w.ResponseWriter.WriteHeader(code)
}

func (w *gzipWriter) decide(code int) {
	w.decided = true
	h := w.Header()
	if !compressible[mediaType(h.Get(echo.HeaderContentType))] {
		return
	}
	switch vary := h.Values(echo.HeaderVary); {
	case len(vary) == 0:
		h[echo.HeaderVary] = varyEncoding
	case len(vary) == 1 && vary[0] == headerAcceptLanguage: // every catalogue answer
		h[echo.HeaderVary] = varyLanguageEncoding
	case !varies(vary, echo.HeaderAcceptEncoding):
		h.Set(echo.HeaderVary, strings.Join(vary, ", ")+", "+echo.HeaderAcceptEncoding) // one line
	}
	noBody := code == http.StatusNoContent || code == http.StatusNotModified || code == http.StatusPartialContent
	if !w.accepts || noBody || h.Get(echo.HeaderContentEncoding) != "" {
		return
	}
	h.Del(echo.HeaderContentLength)
	h.Set(echo.HeaderContentEncoding, "gzip")
	w.gz = w.pool.Get().(*gzip.Writer)
	w.gz.Reset(w.ResponseWriter)
}

func (w *gzipWriter) Write(b []byte) (int, error) {
	if !w.decided {
		if w.Header().Get(echo.HeaderContentType) == "" {
			w.Header().Set(echo.HeaderContentType, http.DetectContentType(b))
		}
		w.WriteHeader(http.StatusOK)
	}
	if w.gz != nil {
		return w.gz.Write(b)
	}
	return w.ResponseWriter.Write(b)
}

// Flush lets streamed answers (the media proxy) reach the client as they come.
func (w *gzipWriter) Flush() {
	if w.gz != nil {
		_ = w.gz.Flush() // a failed write surfaces on the next Write or at close
	}
	_ = http.NewResponseController(w.ResponseWriter).Flush()
}

// Unwrap gives http.ResponseController the writer below.
func (w *gzipWriter) Unwrap() http.ResponseWriter { return w.ResponseWriter }

func (w *gzipWriter) close() {
	if w.gz == nil {
		return
	}
	_ = w.gz.Close() // the client may be gone; nothing to tell it
	w.gz.Reset(io.Discard)
	w.pool.Put(w.gz)
	w.gz = nil
}

// AcceptsEncoding reads Accept-Encoding for one content coding (or *), honouring q=0 refusals.
// mediaType is a Content-Type's media type in lower case, without its parameters.
func mediaType(contentType string) string {
	mt, _, _ := strings.Cut(contentType, ";")
	return strings.ToLower(strings.TrimSpace(mt))
}

// varies says whether the Vary values name header.
func varies(vary []string, header string) bool {
	for _, v := range vary {
		for name := range strings.SplitSeq(v, ",") {
			if strings.EqualFold(strings.TrimSpace(name), header) {
				return true
			}
		}
	}
	return false
}

func AcceptsEncoding(header, coding string) bool {
	for part := range strings.SplitSeq(header, ",") {
		name, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		name = strings.ToLower(strings.TrimSpace(name))
		if name != coding && name != "*" {
			continue
		}
		q := 1.0
		if _, v, ok := strings.Cut(params, "q="); ok {
			if f, err := strconv.ParseFloat(strings.TrimSpace(v), 64); err == nil {
				q = f
			}
		}
		return q > 0
	}
	return false
}
