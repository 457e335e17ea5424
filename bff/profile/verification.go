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

// Field codes of the verification form: the spec's birthday messages ('please confirm you are
// 21 years old', 'please enter the correct date of birth').
const (
	keyUnderage httpx.FieldCode = "underage" // younger than the site's minimum age; the detail says it
	keyDate     httpx.FieldCode = "invalid"  // not a real, past day
)

const dayLayout = "2006-01-02"

// verification reads the member's identity verification and the site's minimum age at once.
func (h *handler) verification(c echo.Context) error {
	m, b, err := h.open(c, false)
	if err != nil {
		return err
	}
	var (
		v      adapters.Verification
		minAge int
	)
	g, gctx := errgroup.WithContext(ctx(c))
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
	return personal(c, http.StatusOK, verificationOf(v, minAge))
}

func verificationOf(v adapters.Verification, minAge int) Verification {
	out := Verification{Status: v.Status, Reason: v.Reason, MinimumAge: minAge}
	if out.Status == "" {
		out.Status = adapters.VerificationNone
	}
	if !v.DateOfBirth.IsZero() {
		out.DateOfBirth = v.DateOfBirth.Format(dayLayout)
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
	s, err := h.backends.Of(c).Registrations.RegistrationSettings(cx, sites.Scope(c))
	if err != nil {
		return 0, err
	}
	// The stricter of the back office's age and the site's configured one.
	if age := max(s.MinimumAge, site.MinAge); age > 0 {
		return age, nil
	}
	return account.DefaultMinimumAge, nil
}

var errVerificationSubmitted = httpx.NewError(httpx.CodeVerificationSubmitted,
	"The identity verification is under review or done already.")

// submitVerification takes both sides of the ID (front, back) and the date of birth for
// review; the answer is the verification under review.
func (h *handler) submitVerification(c echo.Context) error {
	m, b, err := h.open(c, true)
	if err != nil {
		return err
	}
	minAge, err := h.minimumAge(ctx(c), c)
	if err != nil {
		return err
	}
	if err := h.uploadAttempt(c, m); err != nil {
		return err
	}
	body, err := h.uploads.Read(c.Request(), verificationForm)
	if err != nil {
		return err
	}
	// The upload's problems, then each field's own, in the form's order.
	fields := body.Problems()
	front, back := body.Pictures("front"), body.Pictures("back")
	for name, pics := range map[string][]adapters.Picture{"front": front, "back": back} {
		if len(pics) == 0 && !named(fields, name) {
			fields = append(fields, httpx.FieldError{Name: name, Code: httpx.FieldRequired})
		}
	}
	born, dateProblem := h.dateOfBirth(body.Text("dateOfBirth"), minAge)
	if dateProblem != nil && !named(fields, "dateOfBirth") {
		fields = append(fields, *dateProblem)
	}
	if len(fields) > 0 {
		inFormOrder(fields, "front", "back", "dateOfBirth")
		return httpx.Validation(fields...)
	}
	v, err := b.SubmitVerification(ctx(c), m.Scope, adapters.VerificationRequest{Front: front[0], Back: back[0], DateOfBirth: born})
	if err != nil {
		return refused(err, map[error]*httpx.Error{
			adapters.ErrVerificationExists: errVerificationSubmitted,
			adapters.ErrPictureRefused:     fieldError("front", keyPictureType, "the back office refused a picture"),
			adapters.ErrInvalidInput:       fieldError("dateOfBirth", keyDate, ""),
		})
	}
	return personal(c, http.StatusCreated, verificationOf(v, minAge))
}

// named says whether a field already has a problem.
func named(fields []httpx.FieldError, name string) bool {
	return slices.ContainsFunc(fields, func(f httpx.FieldError) bool { return f.Name == name })
}

// inFormOrder sorts problems by their field's place in the form, keeping each field's own in
// the order found: the site focuses the first.
func inFormOrder(fields []httpx.FieldError, order ...string) {
	slices.SortStableFunc(fields, func(a, b httpx.FieldError) int {
		return slices.Index(order, a.Name) - slices.Index(order, b.Name)
	})
}

// dateOfBirth reads a day (YYYY-MM-DD, as a date input sends it) that is real, past and at
// least minAge years back in the site's zone.
func (h *handler) dateOfBirth(s string, minAge int) (time.Time, *httpx.FieldError) {
	s = strings.TrimSpace(s)
	if s == "" {
		return time.Time{}, &httpx.FieldError{Name: "dateOfBirth", Code: httpx.FieldRequired}
	}
	zone := sites.Zone
	born, err := time.ParseInLocation(dayLayout, s, zone)
	now := h.now().In(zone)
	if err != nil || born.After(now) || born.Year() < 1900 {
		return time.Time{}, &httpx.FieldError{Name: "dateOfBirth", Code: keyDate, Detail: "a real day, YYYY-MM-DD"}
	}
	if born.AddDate(minAge, 0, 0).After(now) {
		return time.Time{}, &httpx.FieldError{Name: "dateOfBirth", Code: keyUnderage, Detail: "at least " + strconv.Itoa(minAge) + " years old"}
	}
	return born, nil
}
