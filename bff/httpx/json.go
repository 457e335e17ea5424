package httpx

import (
	"io"

	json "github.com/goccy/go-json"

	"github.com/labstack/echo/v4"
)

// JSONSerializer is echo's JSON serializer without HTML escaping: answers are
// application/json under nosniff, never rendered as HTML, and announcement content carries
// markup that should read as written in the goldens the SPA's mocks serve. It encodes with
// goccy/go-json, a drop-in for encoding/json (the goldens are byte-identical) that takes about
// 40% off a cached catalogue answer, whose time is mostly encoding (BenchmarkGamesCached).
type JSONSerializer struct{ echo.DefaultJSONSerializer }

// Serialize writes i as JSON.
func (JSONSerializer) Serialize(c echo.Context, i any, indent string) error {
	enc := json.NewEncoder(c.Response())
	enc.SetEscapeHTML(false)
	if indent != "" {
		enc.SetIndent("", indent)
	}
	return enc.Encode(i)
}

func encodeJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	return enc.Encode(v)
}
