package profile

import (
	"net/http"
	"regexp"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/labstack/echo/v4"

	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/bff/httpx"
)

// The activity application of specs/accounts.md section 5: a comment of at most 140 characters
// and at most three pictures, png or jpg, 5 MB each.
const (
	maxComment  = 140
	maxPictures = 3
)

// promotionID is a promotion's id in a path.
var promotionID = regexp.MustCompile(`^[A-Za-z0-9_-]{1,32}$`)

// ApplicationReceipt is the answer of POST /promotions/{id}/applications: the application, under
// review (applying) until the back office decides.
type ApplicationReceipt struct {
	ID          string                     `json:"id,omitempty"`
	PromotionID string                     `json:"promotionId"`
	Status      adapters.ApplicationStatus `json:"status"`
	AppliedAt   *time.Time                 `json:"appliedAt,omitempty"`
}

var (
	errAlreadyApplied = httpx.NewError(httpx.CodeAlreadyApplied,
		"An application for this promotion is under review or was approved.")
	errNotOpen = httpx.NewError(httpx.CodeNotFound, "This promotion takes no application.")
)

// apply sends a promotion application: the comment (required) and the pictures, checked and
// re-encoded. A second one while the first is under review is already_applied.
func (h *handler) apply(c echo.Context) error {
	m, b, err := h.open(c, true)
	if err != nil {
		return err
	}
	id := c.Param("id")
	if !promotionID.MatchString(id) {
		return fieldError("id", httpx.FieldInvalid, "a promotion's id")
	}
	if err := h.uploadAttempt(c, m); err != nil {
		return err
	}
	body, err := h.uploads.Read(c.Request(), applicationForm)
	if err != nil {
		return err
	}
	fields := body.Problems()
	comment := strings.TrimSpace(body.Text("comment"))
	if !named(fields, "comment") {
		switch {
		case comment == "":
			fields = append(fields, httpx.FieldError{Name: "comment", Code: httpx.FieldRequired})
		case utf8.RuneCountInString(comment) > maxComment:
			fields = append(fields, httpx.FieldError{Name: "comment", Code: httpx.FieldTooLong, Detail: "at most " + strconv.Itoa(maxComment) + " characters"})
		}
	}
	if len(fields) > 0 {
		inFormOrder(fields, "comment", "pictures")
		return httpx.Validation(fields...)
	}
	r, err := b.Apply(ctx(c), m.Scope, adapters.Application{PromotionID: id, Comment: comment, Pictures: body.Pictures("pictures")})
	if err != nil {
		return refused(err, map[error]*httpx.Error{
			adapters.ErrApplicationExists:  errAlreadyApplied,
			adapters.ErrApplicationNotOpen: errNotOpen,
			adapters.ErrPictureRefused:     fieldError("pictures", keyPictureType, "the back office refused a picture"),
			adapters.ErrInvalidInput:       httpx.Validation(),
		})
	}
	out := ApplicationReceipt{ID: r.ID, PromotionID: r.PromotionID, Status: r.Status}
	if !r.AppliedAt.IsZero() {
		t := r.AppliedAt.UTC()
		out.AppliedAt = &t
	}
	return personal(c, http.StatusCreated, out)
}
