package httpx

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/labstack/echo/v4"
)

// mark is a middleware that notes its name on the way in and out.
func mark(name string, trail *[]string) echo.MiddlewareFunc {
	return func(next echo.HandlerFunc) echo.HandlerFunc {
		return func(c echo.Context) error {
			*trail = append(*trail, name)
			err := next(c)
			*trail = append(*trail, "/"+name)
			return err
		}
	}
}

// A Chain runs its middleware outermost first around the handler echo's router chose, for a
// route, a path no route has (404) and a method the route does not allow (405), as the same
// middleware given to Use one by one does.
func TestChainRunsAsUse(t *testing.T) {
	serve := func(use func(e *echo.Echo, trail *[]string), method, path string) (int, string) {
		var trail []string
		e := echo.New()
		use(e, &trail)
		e.GET("/a", func(c echo.Context) error {
			trail = append(trail, "a")
			return c.String(http.StatusOK, "a")
		})
		rec := httptest.NewRecorder()
		e.ServeHTTP(rec, httptest.NewRequest(method, path, nil))
		return rec.Code, strings.Join(trail, " ")
	}
	chained := func(e *echo.Echo, trail *[]string) { e.Use(Chain(mark("1", trail), mark("2", trail))) }
	oneByOne := func(e *echo.Echo, trail *[]string) { e.Use(mark("1", trail), mark("2", trail)) }
	for _, tt := range []struct {
		method, path string
		code         int
		trail        string
	}{
		{http.MethodGet, "/a", http.StatusOK, "1 2 a /2 /1"},
		{http.MethodGet, "/b", http.StatusNotFound, "1 2 /2 /1"},
		{http.MethodPost, "/a", http.StatusMethodNotAllowed, "1 2 /2 /1"},
	} {
		for name, use := range map[string]func(*echo.Echo, *[]string){"Chain": chained, "Use": oneByOne} {
			if code, trail := serve(use, tt.method, tt.path); code != tt.code || trail != tt.trail {
				t.Errorf("%s %s %s: %d %q, want %d %q", name, tt.method, tt.path, code, trail, tt.code, tt.trail)
			}
		}
	}
}

// BenchmarkChain is a request through ten middleware that add nothing: composed once by
// Chain, or by echo on each request when given to Use one by one (a closure per middleware).
func BenchmarkChain(b *testing.B) {
	pass := func(next echo.HandlerFunc) echo.HandlerFunc {
		return func(c echo.Context) error { return next(c) }
	}
	middleware := make([]echo.MiddlewareFunc, 10)
	for i := range middleware {
		middleware[i] = pass
	}
	for name, use := range map[string]func(e *echo.Echo){
		"Chain": func(e *echo.Echo) { e.Use(Chain(middleware...)) },
		"Use":   func(e *echo.Echo) { e.Use(middleware...) },
	} {
		b.Run(name, func(b *testing.B) {
			e := echo.New()
			use(e)
			e.GET("/a", func(c echo.Context) error { return c.NoContent(http.StatusNoContent) })
			req := httptest.NewRequest(http.MethodGet, "/a", nil)
			w := httptest.NewRecorder()
			b.ReportAllocs()
			for b.Loop() {
				e.ServeHTTP(w, req)
			}
		})
	}
}
