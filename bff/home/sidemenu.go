package home

import (
	"context"
	"sync"

	"github.com/labstack/echo/v4"

	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/bff/httpx"
	"github.com/casinobff/bff/bff/kit"
	"github.com/casinobff/bff/bff/richtext"
	"github.com/casinobff/bff/bff/sites"
)

// The side menu's content (GET /api/v1/side-menu), on every page of the shell: its banners (the
// announcements' group m_leftmenu, asked as the home page asks m_home) and the live chat's hosts
// where the site's CBS3 switch is on. Public, per language, in one round trip; each section
// degrades alone, as the home page's do.

// sideMenuQuery asks the side menu's banners alone.
var sideMenuQuery = adapters.AnnouncementQuery{Types: []string{"B"}, Group: "m_leftmenu"}

// SwitchLiveChat is the white-label switch of the live chat (its row, its hosts, its unread count).
const SwitchLiveChat = "CBS3"

// Content is the content backend as the home page and the side menu call it.
type Content interface {
	Announcements
	kit.WhiteLabels
	LiveModels(ctx context.Context, s adapters.Scope) (adapters.LiveModels, error)
}

// LiveModel is one host of the live chat.
type LiveModel struct {
	ID        string   `json:"id"`
	Name      string   `json:"name"`
	Avatar    string   `json:"avatar"`
	Intro     string   `json:"intro"`
	Online    bool     `json:"online"`
	Languages []string `json:"languages"`
}

// SideMenu is the answer of GET /side-menu. LiveChat says whether the site offers live chat
// (CBS3); its hosts are then in LiveModels, which is empty when it does not.
type SideMenu struct {
	Banners    Section[Banner]    `json:"banners"`
	LiveChat   bool               `json:"liveChat"`
	LiveModels Section[LiveModel] `json:"liveModels"`
}

// menuReads are what the side menu read.
type menuReads struct {
	banners read[adapters.AnnouncementLists]
	label   read[adapters.WhiteLabel]
	models  read[adapters.LiveModels]
}

func (h handler) sideMenu(c echo.Context) error {
	site, scope := sites.From(c), kit.Scope(c)
	ctx, cancel := context.WithTimeout(c.Request().Context(), h.Deadline)
	defer cancel()
	content := h.Backends.Of(c).Content
	var r menuReads
	var wg sync.WaitGroup
	wg.Go(func() {
		r.banners = fetch(ctx, "side menu banners", func(ctx context.Context) (adapters.AnnouncementLists, error) {
			return content.Announcements(ctx, scope, sideMenuQuery)
		})
	})
	wg.Go(func() {
		r.label = fetch(ctx, "white label", func(ctx context.Context) (adapters.WhiteLabel, error) { return content.WhiteLabel(ctx, scope) })
		if r.label.err == nil && r.label.value.Switches[SwitchLiveChat] {
			r.models = fetch(ctx, "live models", func(ctx context.Context) (adapters.LiveModels, error) { return content.LiveModels(ctx, scope) })
		}
	})
	wg.Wait()

	from := answered(make(adapters.Sources, 0, 3), r.banners, r.banners.value.Source)
	from = answered(from, r.label, r.label.value.Source)
	on := r.label.err == nil && r.label.value.Switches[SwitchLiveChat]
	if on { // the hosts were read only then
		from = answered(from, r.models, r.models.value.Source)
	}
	httpx.CatalogueCache(c)
	return h.Rendered.JSON(c, from, sites.Variant(c), "", func() any {
		out := SideMenu{
			Banners: section(r.banners, r.banners.value.Stale, func(l adapters.AnnouncementLists) []Banner {
				return mapAll(l.Banners, func(a adapters.Announcement) Banner { return bannerOf(a, site.Links) })
			}),
			LiveChat:   on,
			LiveModels: Section[LiveModel]{Status: StatusOK, Items: []LiveModel{}},
		}
		switch {
		case r.label.err != nil:
			out.LiveModels.Status = StatusUnavailable
		case on:
			out.LiveModels = section(r.models, r.models.value.Stale || r.label.value.Stale, func(l adapters.LiveModels) []LiveModel {
				return mapAll(l.Items, func(m adapters.LiveModel) LiveModel {
					return liveModelOf(m)
				})
			})
		}
		return out
	})
}

// liveModelOf is a host as the site shows it: plain text, and an avatar only from a source the
// site may load.
func liveModelOf(m adapters.LiveModel) LiveModel {
	out := LiveModel{
		ID: m.ID, Name: richtext.Text(m.Name), Intro: richtext.Text(m.Intro), Online: m.Online,
		Languages: append([]string{}, m.Languages...),
	}
	if richtext.SafeSource(m.Avatar) {
		out.Avatar = m.Avatar
	}
	return out
}
