package playerlists

import (
	"encoding/json"
	"errors"
	"io"
	"strings"

	"github.com/labstack/echo/v4"

	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/bff/gameview"
	"github.com/casinobff/bff/bff/httpx"
)

var errBadBody = httpx.NewError(httpx.CodeBadRequest, `The body is not {"vendor": "..."}.`)

// refOf reads the game a change names: the node id from the path, the vendor from the JSON
// body ({"vendor": "JL"}) or, for a request without a body (a DELETE), the vendor query.
func refOf(c echo.Context) (adapters.GameRef, error) {
	ref := adapters.GameRef{NodeID: strings.TrimSpace(c.Param("nodeId")), Vendor: strings.TrimSpace(c.QueryParam("vendor"))}
	var body struct {
		Vendor string `json:"vendor"`
	}
	switch err := json.NewDecoder(c.Request().Body).Decode(&body); {
	case errors.Is(err, io.EOF):
	case err != nil:
		return ref, errBadBody.WithCause(err)
	case strings.TrimSpace(body.Vendor) != "":
		ref.Vendor = strings.TrimSpace(body.Vendor)
	}
	var bad []httpx.FieldError
	if f, ok := gameview.CheckCode("nodeId", ref.NodeID); !ok {
		bad = append(bad, f)
	}
	if f, ok := gameview.CheckCode("vendor", ref.Vendor); !ok {
		bad = append(bad, f)
	}
	if len(bad) > 0 {
		return ref, httpx.Validation(bad...)
	}
	return ref, nil
}
