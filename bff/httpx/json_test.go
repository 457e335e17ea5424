package httpx

import (
	"math"
	"net/http"
	"net/http/httptest"
	"strconv"
	"testing"

	"github.com/labstack/echo/v4"
)

func jsonServer(answer any) *echo.Echo {
	e := echo.New()
	e.JSONSerializer = JSONSerializer{}
	e.HTTPErrorHandler = ErrorHandler
	e.GET("/", func(c echo.Context) error { return c.JSON(http.StatusOK, answer) })
	return e
}

func TestJSONAnswerCarriesItsLength(t *testing.T) {
	rec := httptest.NewRecorder()
	jsonServer(map[string]string{"note": "<b>as written</b>"}).ServeHTTP(rec, httptest.NewRequestWithContext(t.Context(), http.MethodGet, "/", nil))
	body := rec.Body.String()
	if body != `{"note":"<b>as written</b>"}`+"\n" {
		t.Fatalf("body %q", body)
	}
	if got := rec.Header().Get(echo.HeaderContentLength); got != strconv.Itoa(len(body)) {
		t.Fatalf("Content-Length %q for %d bytes", got, len(body))
	}
}

func TestJSONThatCannotBeEncodedIsAnErrorNotAHalfAnswer(t *testing.T) {
	rec := httptest.NewRecorder()
	jsonServer(map[string]any{"a": "written first", "z": math.NaN()}).ServeHTTP(rec, httptest.NewRequestWithContext(t.Context(), http.MethodGet, "/", nil))
	if rec.Code != http.StatusInternalServerError || rec.Header().Get(echo.HeaderContentType) != MIMEProblem {
		t.Fatalf("got %d %q: %s", rec.Code, rec.Header().Get(echo.HeaderContentType), rec.Body)
	}
}
