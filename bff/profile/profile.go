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
	"time"

	"github.com/labstack/echo/v4"

	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/bff/httpx"
	"github.com/casinobff/bff/bff/kit"
	"github.com/casinobff/bff/bff/ratelimit"
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
	limits   *kit.Limits
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
	h.limits = kit.NewLimits(kit.LimitOptions{
		Rules: DefaultLimits(), Replace: o.Limits, Store: o.LimitStore, Now: h.now,
		TooMany: "Too many uploads; wait a little and try again.",
	})
	limit := func(r *echo.Route, f upload.Form) {
		if o.BodyLimits != nil {
			o.BodyLimits.Route(r, h.uploads.RequestLimit(f))
		}
	}

	g.GET("/me/profile", h.profile)
	g.PATCH("/me/profile", kit.Write[ProfileUpdate]{Who: kit.RealMembers, Parse: parseProfileUpdate, Handle: h.updateProfile}.Handler())
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

// open is the start of every handler: the member, when who may act, and the site's profiles.
func (h *handler) open(c echo.Context, who kit.Who) (kit.Member, adapters.Profiles, error) {
	m, err := who.Member(c)
	return m, h.backends.Of(c).Profiles, err
}

// read counts an upload of m's against the limit, before a byte of it is read, then reads it
// as f says.
func (h *handler) read(c echo.Context, m kit.Member, f upload.Form) (*upload.Body, error) {
	if err := h.limits.Allow(c, m.UserName, LimitUploads); err != nil {
		return nil, err
	}
	return h.uploads.Read(c.Request(), f)
}
