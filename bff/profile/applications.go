package profile

import (
	"net/http"
	"regexp"
	"strings"
	"time"

	"github.com/labstack/echo/v4"

	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/bff/kit"
)

// The spec's activity application: a comment of at most 140 characters and at most three
// pictures, png or jpg, 5 MB each.
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

// apply sends a promotion application: the comment (required) and the pictures, checked and
// re-encoded. A second one while the first is under review is already_applied.
func (h *handler) apply(c echo.Context) error {
	m, b, err := h.open(c, kit.RealMembers)
	if err != nil {
		return err
	}
	id := c.Param("id")
	if !promotionID.MatchString(id) {
		return kit.Invalid("id", "a promotion's id")
	}
	body, err := h.read(c, m, applicationForm)
	if err != nil {
		return err
	}
	p := kit.Problems(body.Problems())
	comment := strings.TrimSpace(body.Text("comment"))
	if !p.Has("comment") {
		p.Text("comment", comment, true, maxComment)
	}
	if err := inFormOrder(p, "comment", "pictures"); err != nil {
		return err
	}
	r, err := b.Apply(kit.Ctx(c), m.Scope, adapters.Application{PromotionID: id, Comment: comment, Pictures: body.Pictures("pictures")})
	if err != nil {
		return refusals[opApplication].Answer(err)
	}
	out := ApplicationReceipt{ID: r.ID, PromotionID: r.PromotionID, Status: r.Status}
	if !r.AppliedAt.IsZero() {
		t := r.AppliedAt.UTC()
		out.AppliedAt = &t
	}
	return kit.Personal(c, http.StatusCreated, out)
}
