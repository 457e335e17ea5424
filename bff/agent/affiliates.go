package agent

import (
	"net/http"
	"net/url"

	"github.com/labstack/echo/v4"

	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/bff/kit"
)

// The agent's affiliate links, when the upstream offers them to this merchant (else
// feature_disabled), and the members registered through them.

// AffiliateLink is one registration link. URL is on the site's own host, the registration
// screen with the code, whatever address the back office gives: the white-label site is where
// the agent's players register.
type AffiliateLink struct {
	ID            string `json:"id"`
	Code          string `json:"code"`
	URL           string `json:"url"`
	CreatedAt     string `json:"createdAt"`
	Registrations int    `json:"registrations"`
}

func linkOf(c echo.Context, l adapters.AffiliateLink) AffiliateLink {
	return AffiliateLink{
		ID: l.ID, Code: l.Code, URL: kit.SiteURL(c, "/m/register", url.Values{"code": {l.Code}}),
		CreatedAt: kit.Time(c, l.CreatedAt), Registrations: l.Registrations,
	}
}

// AffiliateLinks is the answer of GET /agent/affiliate-links.
type AffiliateLinks struct {
	Items []AffiliateLink `json:"items"`
}

func (h *handler) affiliateLinks(c echo.Context) error {
	m, _, err := h.open(c)
	if err != nil {
		return err
	}
	return h.links(c, m)
}

// links answers the agent's links.
func (h *handler) links(c echo.Context, m kit.Member) error {
	list, err := h.Backends.Of(c).Agents.AffiliateLinks(kit.Ctx(c), m.Scope)
	if err != nil {
		return refusals.Answer(err)
	}
	out := AffiliateLinks{Items: make([]AffiliateLink, 0, len(list))}
	for _, l := range list {
		out.Items = append(out.Items, linkOf(c, l))
	}
	return kit.Personal(c, http.StatusOK, out)
}

func (h *handler) createAffiliateLink(c echo.Context, m kit.Member, _ kit.NoBody) error {
	l, err := h.Backends.Of(c).Agents.CreateAffiliateLink(kit.Ctx(c), m.Scope)
	if err != nil {
		return refusals.Answer(err)
	}
	return kit.Personal(c, http.StatusCreated, linkOf(c, l))
}

// deleteAffiliateLink removes a link; the answer is the links left.
func (h *handler) deleteAffiliateLink(c echo.Context, m kit.Member, _ kit.NoBody) error {
	id := c.Param("id")
	if !linkIDPattern.MatchString(id) {
		return errLinkUnknown
	}
	if err := h.Backends.Of(c).Agents.DeleteAffiliateLink(kit.Ctx(c), m.Scope, id); err != nil {
		return refusals.Answer(err)
	}
	return h.links(c, m)
}

// Affiliate is a member registered through one of the agent's links.
type Affiliate struct {
	UserName     string `json:"userName"`
	Code         string `json:"code"`
	RegisteredAt string `json:"registeredAt"`
}

// Affiliates is the answer of GET /agent/affiliates.
type Affiliates struct {
	Items      []Affiliate `json:"items"`
	Page       int         `json:"page"`
	TotalPages int         `json:"totalPages"`
}

func (h *handler) affiliates(c echo.Context) error {
	m, b, err := h.open(c)
	if err != nil {
		return err
	}
	var p kit.Problems
	page, size := kit.Paging(c, &p)
	if err := p.Err(); err != nil {
		return err
	}
	r, err := b.Affiliates(kit.Ctx(c), m.Scope, page, size)
	if err != nil {
		return refusals.Answer(err)
	}
	out := Affiliates{Items: make([]Affiliate, 0, len(r.Items)), Page: r.Page, TotalPages: r.TotalPages}
	for _, a := range r.Items {
		out.Items = append(out.Items, Affiliate{UserName: a.UserName, Code: a.Code, RegisteredAt: kit.Time(c, a.RegisteredAt)})
	}
	return kit.Personal(c, http.StatusOK, out)
}
