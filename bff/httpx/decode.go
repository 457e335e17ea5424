package httpx

import (
	"encoding/json"
	"errors"
	"net/http"

	"github.com/labstack/echo/v4"
)

var errBadBody = NewError(CodeBadRequest, "The request body is not the expected JSON object.")

// DecodeJSON reads a request's JSON body, one value, into v: unknown members are ignored,
// anything else that does not fit is bad_request (a body over the limit stays body_too_large).
func DecodeJSON(c echo.Context, v any) error {
	dec := json.NewDecoder(c.Request().Body)
	err := dec.Decode(v)
	var tooLarge *http.MaxBytesError
	switch {
	case errors.As(err, &tooLarge):
		return err
	case err != nil:
		return errBadBody.WithCause(err)
	case dec.More():
		return errBadBody
	}
	return nil
}
