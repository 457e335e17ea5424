package messages

import (
	"net/http"
	"regexp"
	"slices"
	"strings"

	"github.com/labstack/echo/v4"

	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/bff/kit"
	"github.com/casinobff/bff/bff/session"
	"github.com/casinobff/bff/bff/sites"
)

// Kind is what an announcement is for, by the BFF's name.
type Kind string

// The kinds of GET /announcements, and the upstream content type of each.
const (
	KindNotice Kind = "notice" // the players' notices (PL): /m/notice, the announcement bar
	KindAgent  Kind = "agent"  // the agents' notices (A): /m/member/notice?types=A
	KindPopup  Kind = "popup"  // popups (PU)
	KindBanner Kind = "banner" // banners (B): the hot-games page's, the registration screen's
)

// kindInfo is a kind's upstream content type and list.
type kindInfo struct {
	kind Kind
	typ  string
	list func(adapters.AnnouncementLists) []adapters.Announcement
}

// kinds are the kinds in answer order.
var kinds = []kindInfo{
	{KindNotice, "PL", func(l adapters.AnnouncementLists) []adapters.Announcement { return l.Notices }},
	{KindAgent, "A", func(l adapters.AnnouncementLists) []adapters.Announcement { return l.Agent }},
	{KindPopup, "PU", func(l adapters.AnnouncementLists) []adapters.Announcement { return l.Popups }},
	{KindBanner, "B", func(l adapters.AnnouncementLists) []adapters.Announcement { return l.Banners }},
}

// Groups are the announcement groups a screen may ask for; any other is validation_failed, so
// that made-up groups never become cache keys.
var Groups = []string{"m_home", "m_hotgames", "m_leftmenu", "m_reg"}

// announcementQuery reads types (comma-separated kinds; notice when absent) and group into the
// kinds asked, in answer order, and the upstream query. Agents' notices are asked only for an
// agent.
func announcementQuery(c echo.Context, agent bool) ([]Kind, adapters.AnnouncementQuery, error) {
	var p kit.Problems
	asked := map[Kind]bool{}
	for _, t := range strings.Split(c.QueryParam("types"), ",") {
		t = strings.ToLower(strings.TrimSpace(t))
		if t == "" {
			continue
		}
		if !slices.ContainsFunc(kinds, func(k kindInfo) bool { return string(k.kind) == t }) {
			p.Invalid("types", "notice, agent, popup or banner")
			break
		}
		asked[Kind(t)] = true
	}
	if len(asked) == 0 {
		asked[KindNotice] = true
	}
	group := c.QueryParam("group")
	if group != "" && !slices.Contains(Groups, group) {
		p.Invalid("group", strings.Join(Groups, ", "))
	}
	if err := p.Err(); err != nil {
		return nil, adapters.AnnouncementQuery{}, err
	}
	var out []Kind
	q := adapters.AnnouncementQuery{Group: group}
	for _, k := range kinds {
		if asked[k.kind] && (k.kind != KindAgent || agent) {
			out = append(out, k.kind)
			q.Types = append(q.Types, k.typ)
		}
	}
	return out, q, nil
}

// announcements answers the announcements of the kinds and group asked. A visitor's are the
// public ones, through the cache; a member's carry their read marks and are never stored.
func (h *handler) announcements(c echo.Context) error {
	site := sites.From(c)
	m, memberErr := kit.MemberOf(c)
	asked, q, err := announcementQuery(c, memberErr == nil && session.IsAgent(m.Type))
	if err != nil {
		return err
	}
	out := Announcements{Items: []Announcement{}, CanMarkRead: memberErr == nil && !session.IsTrial(m.Type)}
	if len(q.Types) == 0 { // agents' notices asked by someone who is no agent: there are none
		return kit.Personal(c, http.StatusOK, out)
	}
	var lists adapters.AnnouncementLists
	if memberErr != nil {
		lists, err = h.backends.Of(c).Content.Announcements(kit.Ctx(c), kit.Scope(c), q)
	} else {
		lists, err = h.backends.Of(c).Messages.Announcements(kit.Ctx(c), m.Scope, q)
	}
	if err != nil {
		return err
	}
	for _, k := range kinds {
		if !slices.Contains(asked, k.kind) {
			continue
		}
		for _, a := range k.list(lists) {
			item := announcementOf(a, k.kind, site.Links)
			if memberErr != nil {
				item.Read = false
			}
			out.Items = append(out.Items, item)
		}
	}
	// Who is asking changes the answer (read marks), so no cache between may keep it.
	return kit.Personal(c, http.StatusOK, out)
}

// idPattern is what an announcement's or a message's id may look like; anything else names
// nothing.
var idPattern = regexp.MustCompile(`^[A-Za-z0-9_-]{1,40}$`)

// markAnnouncementRead marks one announcement read for the member; a free account may not.
func (h *handler) markAnnouncementRead(c echo.Context) error {
	m, b, err := h.open(c, kit.RealMembers)
	if err != nil {
		return err
	}
	id := c.Param("id")
	if !idPattern.MatchString(id) {
		return errAnnouncementUnknown
	}
	if err := b.MarkAnnouncementRead(kit.Ctx(c), m.Scope, id); err != nil {
		return refusals.Answer(err)
	}
	return kit.Personal(c, http.StatusOK, Read{ID: id, Read: true})
}
