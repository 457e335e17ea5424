package profile

import (
	"context"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/labstack/echo/v4"
	"golang.org/x/sync/errgroup"

	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/bff/account"
	"github.com/casinobff/bff/bff/httpx"
	"github.com/casinobff/bff/bff/kit"
	"github.com/casinobff/bff/bff/sites"
)

// Verification is the answer of GET and POST /kyc: the identity verification and the site's
// minimum age, which the form checks the date of birth against.
type Verification struct {
	Status      adapters.VerificationStatus `json:"status"`
	Reason      string                      `json:"reason,omitempty"`      // why it was rejected
	DateOfBirth string                      `json:"dateOfBirth,omitempty"` // 2006-01-02, as submitted
	SubmittedAt *time.Time                  `json:"submittedAt,omitempty"`
	ReviewedAt  *time.Time                  `json:"reviewedAt,omitempty"`
	MinimumAge  int                         `json:"minimumAge"`
}

// verification reads the member's identity verification and the site's minimum age at once.
func (h *handler) verification(c echo.Context) error {
	m, b, err := h.open(c, kit.Members)
	if err != nil {
		return err
	}
	var (
		v      adapters.Verification
		minAge int
	)
	g, gctx := errgroup.WithContext(kit.Ctx(c))
	g.Go(func() (err error) {
		v, err = b.Verification(gctx, m.Scope)
		return err
	})
	g.Go(func() (err error) {
		minAge, err = h.minimumAge(gctx, c)
		return err
	})
	if err := g.Wait(); err != nil {
		return err
	}
	return kit.Personal(c, http.StatusOK, verificationOf(v, minAge))
}

func verificationOf(v adapters.Verification, minAge int) Verification {
	out := Verification{Status: v.Status, Reason: v.Reason, MinimumAge: minAge}
	if out.Status == "" {
		out.Status = adapters.VerificationNone
	}
	if !v.DateOfBirth.IsZero() {
		out.DateOfBirth = v.DateOfBirth.Format(kit.DayLayout)
	}
	if !v.SubmittedAt.IsZero() {
		t := v.SubmittedAt.UTC()
		out.SubmittedAt = &t
	}
	if !v.ReviewedAt.IsZero() {
		t := v.ReviewedAt.UTC()
		out.ReviewedAt = &t
	}
	return out
}

// minimumAge is the site's minimum age from its registration settings (the spec's configurable
// number; 18 when the upstream says none).
func (h *handler) minimumAge(cx context.Context, c echo.Context) (int, error) {
	site := sites.From(c)
	s, err := h.backends.Of(c).Registrations.RegistrationSettings(cx, kit.Scope(c))
	if err != nil {
		return 0, err
	}
	// The stricter of the back office's age and the site's configured one.
	if age := max(s.MinimumAge, site.MinAge); age > 0 {
		return age, nil
	}
	return account.DefaultMinimumAge, nil
}

// submitVerification takes both sides of the ID (front, back) and the date of birth for
// review; the answer is the verification under review.
func (h *handler) submitVerification(c echo.Context) error {
	m, b, err := h.open(c, kit.RealMembers)
	if err != nil {
		return err
	}
	minAge, err := h.minimumAge(kit.Ctx(c), c)
	if err != nil {
		return err
	}
	body, err := h.read(c, m, verificationForm)
	if err != nil {
		return err
	}
	// The upload's problems, then each field's own, in the form's order.
	p := kit.Problems(body.Problems())
	front, back := body.Pictures("front"), body.Pictures("back")
	for name, pics := range map[string][]adapters.Picture{"front": front, "back": back} {
		if len(pics) == 0 && !p.Has(name) {
			p.Required(name, "")
		}
	}
	var born time.Time
	if !p.Has("dateOfBirth") {
		born = h.dateOfBirth(c, &p, body.Text("dateOfBirth"), minAge)
	}
	if err := inFormOrder(p, "front", "back", "dateOfBirth"); err != nil {
		return err
	}
	v, err := b.SubmitVerification(kit.Ctx(c), m.Scope, adapters.VerificationRequest{Front: front[0], Back: back[0], DateOfBirth: born})
	if err != nil {
		return refusals[opVerification].Answer(err)
	}
	return kit.Personal(c, http.StatusCreated, verificationOf(v, minAge))
}

// inFormOrder is the answer to p, its problems sorted by their field's place in the form, each
// field's own in the order found (the site focuses the first); nil when there are none.
func inFormOrder(p kit.Problems, order ...string) error {
	slices.SortStableFunc(p, func(a, b httpx.FieldError) int {
		return slices.Index(order, a.Name) - slices.Index(order, b.Name)
	})
	return p.Err()
}

// dateOfBirth reads a day (YYYY-MM-DD, as a date input sends it) that is real, past and at
// least minAge years back in the site's zone.
func (h *handler) dateOfBirth(c echo.Context, p *kit.Problems, s string, minAge int) time.Time {
	s = strings.TrimSpace(s)
	if s == "" {
		p.Required("dateOfBirth", "")
		return time.Time{}
	}
	born, err := time.ParseInLocation(kit.DayLayout, s, kit.Zone(c))
	now := h.now().In(kit.Zone(c))
	switch {
	case err != nil || born.After(now) || born.Year() < 1900:
		p.Add("dateOfBirth", httpx.FieldInvalid, "a real day, YYYY-MM-DD")
	case born.AddDate(minAge, 0, 0).After(now):
		p.Add("dateOfBirth", httpx.FieldUnderage, "at least "+strconv.Itoa(minAge)+" years old")
	}
	return born
}
