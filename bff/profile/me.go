package profile

import (
	"net/http"
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/labstack/echo/v4"
	"golang.org/x/sync/errgroup"

	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/bff/httpx"
	"github.com/casinobff/bff/bff/kit"
	"github.com/casinobff/bff/bff/session"
)

// Profile is the answer of GET and PATCH /me/profile: "my account".
type Profile struct {
	ID          string `json:"id"`
	Account     string `json:"account"`
	Nickname    string `json:"nickname,omitempty"`
	DisplayName string `json:"displayName"`     // nickname, else account
	Email       string `json:"email,omitempty"` // masked: d****1@example.com
	PayeeName   string `json:"payeeName,omitempty"`
	// PayeeNameLocked: a payee name is set, and only the back office changes it.
	PayeeNameLocked bool         `json:"payeeNameLocked"`
	Avatar          string       `json:"avatar,omitempty"` // a /media/ path or an absolute address
	Level           string       `json:"level,omitempty"`  // the VIP club's label
	Type            int          `json:"type"`
	Role            session.Role `json:"role"`
	// Verification is the identity verification's status; absent when it could not be read
	// (the rest of the profile is answered all the same).
	Verification adapters.VerificationStatus `json:"verification,omitempty"`
}

// profile reads the profile and, beside it, the verification's status.
func (h *handler) profile(c echo.Context) error {
	m, b, err := h.open(c, kit.Members)
	if err != nil {
		return err
	}
	p, err := readProfile(c, m.Scope, b)
	if err != nil {
		return err
	}
	return kit.Personal(c, http.StatusOK, p)
}

func readProfile(c echo.Context, s adapters.Scope, b adapters.Profiles) (Profile, error) {
	var (
		p adapters.Profile
		v adapters.Verification
	)
	g, gctx := errgroup.WithContext(kit.Ctx(c))
	g.Go(func() (err error) {
		p, err = b.Profile(gctx, s)
		return err
	})
	g.Go(func() error {
		// A section of its own: without it the profile says nothing of the verification.
		var err error
		if v, err = b.Verification(gctx, s); err != nil {
			v = adapters.Verification{}
		}
		return nil
	})
	if err := g.Wait(); err != nil {
		return Profile{}, err
	}
	display := p.Nickname
	if display == "" {
		display = p.Account
	}
	return Profile{
		ID: p.ID, Account: p.Account, Nickname: p.Nickname, DisplayName: display, Email: p.Email,
		PayeeName: p.PayeeName, PayeeNameLocked: p.PayeeName != "", Avatar: p.AvatarURL, Level: p.ClubLabel,
		Type: p.Type, Role: session.RoleOf(p.Type), Verification: v.Status,
	}, nil
}

// ProfileUpdate is the body of PATCH /me/profile: the fields to change; absent ones stay.
type ProfileUpdate struct {
	Nickname  *string `json:"nickname"`
	Email     *string `json:"email"`
	PayeeName *string `json:"payeeName"`

	update adapters.ProfileUpdate // the fields trimmed, once parsed
}

// Bounds of the profile's fields (bff/openapi.yaml says the same).
const (
	minNickname  = 2
	maxNickname  = 20
	maxEmail     = 254
	minPayeeName = 2
	maxPayeeName = 64
)

// emailPattern is the forgotten password form's rule (bff/account's emailPattern): a word,
// optional dotted parts, @, a word and one to three parts of two or three letters, made a
// little wider for today's domains.
var emailPattern = regexp.MustCompile(`^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$`)

// updateProfile changes the nickname, e-mail and payee name sent, and answers the profile as
// it is then. A payee name, once set, is refused as locked.
func (h *handler) updateProfile(c echo.Context, m kit.Member, req ProfileUpdate) error {
	b := h.backends.Of(c).Profiles
	if err := b.UpdateProfile(kit.Ctx(c), m.Scope, req.update); err != nil {
		return refusals[opUpdateProfile].Answer(err)
	}
	p, err := readProfile(c, m.Scope, b)
	if err != nil {
		return err
	}
	return kit.Personal(c, http.StatusOK, p)
}

var errNothingToChange = httpx.NewError(httpx.CodeBadRequest, "Send at least one of nickname, email and payeeName.")

// parseProfileUpdate trims the fields and checks each against its rule, in form order.
func parseProfileUpdate(_ echo.Context, r *ProfileUpdate) error {
	if r.Nickname == nil && r.Email == nil && r.PayeeName == nil {
		return errNothingToChange
	}
	var p kit.Problems
	check := func(name string, v *string, ok func(string) bool, code httpx.FieldCode, detail string) *string {
		if v == nil {
			return nil
		}
		t := strings.TrimSpace(*v)
		switch {
		case t == "":
			p.Required(name, "")
		case !ok(t):
			p.Add(name, code, detail)
		}
		return &t
	}
	r.update = adapters.ProfileUpdate{
		Nickname: check("nickname", r.Nickname, nicknameOK, httpx.FieldFormatInvalid, "2 to 20 letters, digits, spaces, dots, dashes or underscores"),
		Email:    check("email", r.Email, func(s string) bool { return len(s) <= maxEmail && emailPattern.MatchString(s) }, httpx.FieldEmailFormat, ""),
		PayeeName: check("payeeName", r.PayeeName, payeeNameOK, httpx.FieldNameFormat,
			"2 to 64 letters, spaces, dots, dashes or apostrophes"),
	}
	return p.Err()
}

// nicknameOK: 2 to 20 letters (any script), marks, digits, spaces, dots, dashes, underscores.
func nicknameOK(s string) bool {
	return runesOK(s, minNickname, maxNickname, func(r rune) bool {
		return unicode.IsLetter(r) || unicode.IsMark(r) || unicode.IsDigit(r) || strings.ContainsRune(" ._-", r)
	})
}

// payeeNameOK: a person's name, 2 to 64 letters (any script), marks, spaces, dots, dashes,
// apostrophes; payouts are made to it.
func payeeNameOK(s string) bool {
	return runesOK(s, minPayeeName, maxPayeeName, func(r rune) bool {
		return unicode.IsLetter(r) || unicode.IsMark(r) || strings.ContainsRune(" .-'", r)
	})
}

func runesOK(s string, minLen, maxLen int, ok func(rune) bool) bool {
	n := utf8.RuneCountInString(s)
	if n < minLen || n > maxLen {
		return false
	}
	for _, r := range s {
		if !ok(r) {
			return false
		}
	}
	return true
}

// Avatar is the answer of PUT /me/avatar: where the new picture is served.
type Avatar struct {
	Avatar string `json:"avatar"`
}

// setAvatar takes one picture, field avatar, checked and re-encoded, as the member's picture.
func (h *handler) setAvatar(c echo.Context) error {
	m, b, err := h.open(c, kit.RealMembers)
	if err != nil {
		return err
	}
	body, err := h.read(c, m, avatarForm)
	if err != nil {
		return err
	}
	p := kit.Problems(body.Problems())
	pics := body.Pictures("avatar")
	if len(pics) == 0 && len(p) == 0 {
		p.Required("avatar", "")
	}
	if err := p.Err(); err != nil {
		return err
	}
	url, err := b.SetAvatar(kit.Ctx(c), m.Scope, pics[0])
	if err != nil {
		return refusals[opAvatar].Answer(err)
	}
	return kit.Personal(c, http.StatusOK, Avatar{Avatar: url})
}
