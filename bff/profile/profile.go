// Package profile is the member's own side beyond money: "my account" (GET and PATCH
// /me/profile, PUT /me/avatar), identity verification (GET and POST /kyc) and a promotion's
// application form (POST /promotions/{id}/applications). Its uploads are read by package
// upload: streamed, each file and the request bounded (every upload route has a body limit of
// its own, httpx.BodyLimits), each picture's type decided by its bytes, its dimensions bounded
// before decoding and its metadata dropped before it goes upstream.
//
// Everything is personal: it needs a session, and nothing is stored by any cache. A free (type
// 4) account reads but changes nothing here: free_reject. The whole e-mail address is never
// answered (the adapter masks it); pictures are answered only as the avatar's address.
package profile

import (
	"context"
	"errors"
	"math"
	"strconv"
	"strings"
	"time"

	"github.com/labstack/echo/v4"
	"go.uber.org/zap"

	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/bff/httpx"
	"github.com/casinobff/bff/bff/kit"
	"github.com/casinobff/bff/bff/ratelimit"
	"github.com/casinobff/bff/bff/sites"
	"github.com/casinobff/bff/bff/upload"
)

// Registrations is the member backend's registration settings: the site's minimum age.
type Registrations interface {
	RegistrationSettings(ctx context.Context, s adapters.Scope) (adapters.RegistrationSettings, error)
}

// Backends are a site's backends as this feature calls them.
type Backends struct {
	Profiles      adapters.Profiles
	Registrations Registrations
}

// Options are the feature's dependencies.
type Options struct {
	Backends kit.Backends[Backends]
	// Uploads reads the uploads; nil reads them within upload.DefaultLimits.
	Uploads *upload.Reader
	// BodyLimits receives the upload routes' own body limits; nil leaves them the server's,
	// which an upload does not fit.
	BodyLimits *httpx.BodyLimits
	// Limits replaces the default rule of each name it holds (see DefaultLimits).
	Limits map[string]ratelimit.Rule
	// LimitStore counts the limits; nil counts in this process (ratelimit.Memory).
	LimitStore ratelimit.Store
	// Now is the clock of ages and of the limits; time.Now when nil.
	Now func() time.Time
}

type handler struct {
	backends kit.Backends[Backends]
	uploads  *upload.Reader
	limits   *ratelimit.Set
	now      func() time.Time
}

// The forms of the uploads (the site's field names).
var (
	avatarForm       = upload.Form{Files: map[string]int{"avatar": 1}}
	verificationForm = upload.Form{Files: map[string]int{"front": 1, "back": 1}, Texts: []string{"dateOfBirth"}}
	applicationForm  = upload.Form{Files: map[string]int{"pictures": maxPictures}, Texts: []string{"comment"}}
)

// Register adds the routes to g, whose middleware has resolved the site and opened the session
// cookie, and gives each upload route its body limit.
func Register(g *echo.Group, o Options) {
	h := &handler{backends: o.Backends, uploads: o.Uploads, now: o.Now}
	if h.uploads == nil {
		h.uploads = upload.NewReader(upload.Limits{})
	}
	if h.now == nil {
		h.now = time.Now
	}
	rules := DefaultLimits()
	for name, r := range o.Limits {
		if _, ours := rules[name]; ours {
			rules[name] = r
		}
	}
	h.limits = ratelimit.NewSet(rules, ratelimit.SetOptions{
		Store: o.LimitStore, Now: h.now,
		OnError: func(ctx context.Context, rule string, err error) {
			httpx.LoggerFrom(ctx).Debug("rate limit store failed", zap.String("rule", rule), zap.Error(err))
		},
	})
	limit := func(r *echo.Route, f upload.Form) {
		if o.BodyLimits != nil {
			o.BodyLimits.Route(r, h.uploads.RequestLimit(f))
		}
	}

	g.GET("/me/profile", h.profile)
	g.PATCH("/me/profile", h.updateProfile)
	limit(g.PUT("/me/avatar", h.setAvatar), avatarForm)

	g.GET("/kyc", h.verification)
	limit(g.POST("/kyc", h.submitVerification), verificationForm)

	limit(g.POST("/promotions/:id/applications", h.apply), applicationForm)
}

// LimitUploads names the limit on the uploads (avatars, verifications, applications) per
// member: each decodes pictures, which costs the BFF more than any other request.
const LimitUploads = "upload-account"

// DefaultLimits allow a member a busy afternoon of uploads.
func DefaultLimits() map[string]ratelimit.Rule {
	return map[string]ratelimit.Rule{LimitUploads: {Limit: 30, Window: time.Hour}}
}

var (
	errRateLimited = httpx.NewError(httpx.CodeRateLimited,
		"Too many uploads; wait a little and try again.")
	errLimitsUnavailable = httpx.NewError(httpx.CodeUpstreamUnavailable,
		"This is briefly unavailable; try again in a moment.")
)

// member is the request's member: login_required without a session; free_reject for a write
// of a free account.
func member(c echo.Context, write bool) (sites.Member, error) {
	if write {
		return sites.RealMemberOf(c)
	}
	return sites.MemberOf(c)
}

// open is the start of every handler: the member (a write refuses a free account) and the
// backend.
func (h *handler) open(c echo.Context, write bool) (sites.Member, adapters.Profiles, error) {
	m, err := member(c, write)
	return m, h.backends.Of(c).Profiles, err
}

// uploadAttempt counts one upload of m's; past the limit it answers 429 rate_limited with
// Retry-After in whole seconds. It is counted before the body is read.
func (h *handler) uploadAttempt(c echo.Context, m sites.Member) error {
	key := ratelimit.Key{Rule: LimitUploads, Value: strings.ToLower(m.UserName)}
	ok, wait, err := h.limits.Allow(ctx(c), sites.From(c).ID, key)
	switch {
	case err != nil:
		return errLimitsUnavailable.WithCause(err)
	case ok:
		return nil
	}
	c.Response().Header().Set("Retry-After", strconv.Itoa(int(math.Ceil(wait.Seconds()))))
	return errRateLimited
}

// personal answers v with status, never to be stored by any cache.
func personal(c echo.Context, status int, v any) error {
	httpx.NoStore(c)
	return c.JSON(status, v)
}

func ctx(c echo.Context) context.Context { return c.Request().Context() }

// refused turns an upstream refusal the table knows into its answer, keeping it as the cause;
// other errors pass on as they are.
func refused(err error, answers map[error]*httpx.Error) error {
	var be *adapters.BusinessError
	if !errors.As(err, &be) {
		return err
	}
	for kind, a := range answers {
		if errors.Is(be, kind) {
			return a.WithCause(err)
		}
	}
	return err
}

// fieldError is a validation_failed naming one field.
func fieldError(name string, code httpx.FieldCode, detail string) *httpx.Error {
	return httpx.Validation(httpx.FieldError{Name: name, Code: code, Detail: detail})
}
