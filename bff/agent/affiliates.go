package agent

import (
	"net/http"
	"net/url"

	"github.com/labstack/echo/v4"

	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/bff/httpx"
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
	scheme := "http"
	if httpx.Secure(c) {
		scheme = "https"
	}
	u := url.URL{Scheme: scheme, Host: c.Request().Host, Path: "/m/register", RawQuery: url.Values{"code": {l.Code}}.Encode()}
	return AffiliateLink{ID: l.ID, Code: l.Code, URL: u.String(), CreatedAt: timeOf(l.CreatedAt), Registrations: l.Registrations}
}

// AffiliateLinks is the answer of GET /agent/affiliate-links.
type AffiliateLinks struct {
	Items []AffiliateLink `json:"items"`
}

func (h *handler) affiliateLinks(c echo.Context) error {
	m, b, err := h.open(c)
	if err != nil {
		return err
	}
	list, err := b.AffiliateLinks(ctx(c), m.Scope)
	if err != nil {
		return translate(err)
	}
	out := AffiliateLinks{Items: make([]AffiliateLink, 0, len(list))}
	for _, l := range list {
		out.Items = append(out.Items, linkOf(c, l))
	}
	return personal(c, http.StatusOK, out)
}

func (h *handler) createAffiliateLink(c echo.Context) error {
	m, b, err := h.open(c)
	if err != nil {
		return err
	}
	l, err := b.CreateAffiliateLink(ctx(c), m.Scope)
	if err != nil {
		return translate(err)
	}
	return personal(c, http.StatusCreated, linkOf(c, l))
}

// deleteAffiliateLink removes a link; the answer is the links left.
func (h *handler) deleteAffiliateLink(c echo.Context) error {
	m, b, err := h.open(c)
	if err != nil {
		return err
	}
	id := c.Param("id")
	if !linkIDPattern.MatchString(id) {
		return errLinkUnknown
	}
	if err := b.DeleteAffiliateLink(ctx(c), m.Scope, id); err != nil {
		return translate(err)
	}
	return h.affiliateLinks(c)
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
	var p problems
	page, size := paging(c, &p)
	if err := p.err(); err != nil {
		return err
	}
	r, err := b.Affiliates(ctx(c), m.Scope, page, size)
	if err != nil {
		return translate(err)
	}
	out := Affiliates{Items: make([]Affiliate, 0, len(r.Items)), Page: r.Page, TotalPages: r.TotalPages}
	for _, a := range r.Items {
		out.Items = append(out.Items, Affiliate{UserName: a.UserName, Code: a.Code, RegisteredAt: timeOf(a.RegisteredAt)})
	}
	return personal(c, http.StatusOK, out)
}
