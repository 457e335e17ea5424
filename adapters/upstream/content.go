package upstream

import (
	"cmp"
	"context"
	"net/url"
	"slices"
	"strconv"
	"strings"

	json "github.com/goccy/go-json"

	"github.com/casinobff/bff/adapters"
)

// The content backend's calls, named here and nowhere else.
const (
	pathAnnouncements   = "/wps/relay/MCSFE_getListAnnouncements"
	pathSystemStatus    = "/wps/system/status"
	pathWhiteLabel      = "/wps/system/whitelabel"
	pathHelpCentre      = "/wps/system/helpCenter"
	pathCustomerService = "/wps/relay/WPSCORE_getCustomerServiceScript"
)

// Content is adapters.Content over the platform protocol.
type Content struct{ c *Client }

var _ adapters.Content = (*Content)(nil)

// NewContent reads content and system data through c, a Client for the site's content backend.
func NewContent(c *Client) *Content { return &Content{c: c} }

// Announcements reads banners, notices, popups, promotions, hot items and agents' notices. With a
// token in s the upstream fills in what this player has read (Messages asks it so).
func (ct *Content) Announcements(ctx context.Context, s adapters.Scope, q adapters.AnnouncementQuery) (adapters.AnnouncementLists, error) {
	v := url.Values{"platform": {"M"}, "merchantCode": {ct.c.Merchant()}}
	setIf(v, "types", strings.Join(q.Types, ","))
	setIf(v, "groupName", q.Group)
	setIf(v, "language", s.Language)
	var w struct {
		Banners   []wireAnnouncement `json:"banners"`
		Player    []wireAnnouncement `json:"player"`
		Popup     []wireAnnouncement `json:"popup"`
		Promotion []wireAnnouncement `json:"promotion"`
		Hot       []wireAnnouncement `json:"hot"`
		Agent     []wireAnnouncement `json:"agent"`
	}
	if err := ct.c.Get(ctx, s, "Announcements", pathAnnouncements, v, &w); err != nil {
		return adapters.AnnouncementLists{}, err
	}
	return adapters.AnnouncementLists{
		Banners:    ct.announcements(w.Banners),
		Notices:    ct.announcements(w.Player),
		Popups:     ct.announcements(w.Popup),
		Promotions: ct.announcements(w.Promotion),
		Hot:        ct.announcements(w.Hot),
		Agent:      ct.announcements(w.Agent),
	}, nil
}

// HelpCentre reads the help centre's topics in s's language, for the mobile site.
func (ct *Content) HelpCentre(ctx context.Context, s adapters.Scope) (adapters.HelpTopics, error) {
	v := url.Values{"device": {device}}
	setIf(v, "lang", s.Language)
	var w []struct {
		ID      wireID `json:"id"`
		Tag     string `json:"tag"`
		Title   string `json:"title"`
		Content string `json:"content"`
	}
	if err := ct.c.Get(ctx, s, "HelpCentre", pathHelpCentre, v, &w); err != nil {
		return adapters.HelpTopics{}, err
	}
	out := make([]adapters.HelpTopic, 0, len(w))
	for i, t := range w {
		id := string(t.ID)
		if id == "" {
			id = strconv.Itoa(i + 1) // a back office without ids: the topic's place in the menu
		}
		out = append(out, adapters.HelpTopic{ID: id, Tag: t.Tag, Title: t.Title, Content: t.Content})
	}
	return adapters.HelpTopics{Items: out}, nil
}

// CustomerService reads the customer-service contacts, in their csPosition order.
func (ct *Content) CustomerService(ctx context.Context, s adapters.Scope) (adapters.ServiceContacts, error) {
	var w []struct {
		Type     string `json:"csType"`
		Position int    `json:"csPosition"`
		Name     string `json:"name"`
		URL      string `json:"url"`
	}
	if err := ct.c.Get(ctx, s, "CustomerService", pathCustomerService, nil, &w); err != nil {
		return adapters.ServiceContacts{}, err
	}
	out := make([]adapters.ServiceContact, 0, len(w))
	for _, c := range w {
		out = append(out, adapters.ServiceContact{
			Type: adapters.ContactType(strings.ToUpper(strings.TrimSpace(c.Type))), Position: c.Position, Name: c.Name, URL: c.URL,
		})
	}
	slices.SortStableFunc(out, func(x, y adapters.ServiceContact) int { return cmp.Compare(x.Position, y.Position) })
	return adapters.ServiceContacts{Items: out}, nil
}

// SystemStatus reads maintenance, region restriction and the download and contact links.
func (ct *Content) SystemStatus(ctx context.Context, s adapters.Scope) (adapters.SystemStatus, error) {
	var w struct {
		Maintenance       bool `json:"maintenance"`
		RegionRestriction bool `json:"regionRestriction"`
		Location          struct {
			IP string `json:"ip"`
		} `json:"location"`
		Info struct {
			MobileTemplate map[string]json.RawMessage `json:"mobileTemplate"`
			Resources      []struct {
				ResourceType string `json:"resourceType"`
				URL          string `json:"url"`
			} `json:"resources"`
		} `json:"info"`
	}
	if err := ct.c.Get(ctx, s, "SystemStatus", pathSystemStatus, nil, &w); err != nil {
		return adapters.SystemStatus{}, err
	}
	st := adapters.SystemStatus{
		Maintenance:      w.Maintenance,
		RegionRestricted: w.RegionRestriction,
		IP:               w.Location.IP,
		MobileTemplate:   make(map[string]string, len(w.Info.MobileTemplate)),
		Resources:        make([]adapters.Resource, 0, len(w.Info.Resources)),
	}
	for k, raw := range w.Info.MobileTemplate {
		st.MobileTemplate[k] = scalarText(raw)
	}
	for _, r := range w.Info.Resources {
		st.Resources = append(st.Resources, adapters.Resource{Type: r.ResourceType, URL: r.URL})
	}
	return st, nil
}

// WhiteLabel reads the merchant's feature switches and social links.
func (ct *Content) WhiteLabel(ctx context.Context, s adapters.Scope) (adapters.WhiteLabel, error) {
	var w struct {
		Switches map[string]bool `json:"switches"`
		Social   map[string]struct {
			URL string `json:"url"`
		} `json:"social"`
	}
	if err := ct.c.Get(ctx, s, "WhiteLabel", pathWhiteLabel, nil, &w); err != nil {
		return adapters.WhiteLabel{}, err
	}
	wl := adapters.WhiteLabel{Switches: w.Switches, Social: make(map[string]string, len(w.Social))}
	if wl.Switches == nil {
		wl.Switches = map[string]bool{}
	}
	for k, v := range w.Social {
		wl.Social[k] = v.URL
	}
	return wl, nil
}

// scalarText renders a template setting as text: the upstream sends "1" on some merchants and 1
// or true on others, and a setting must not take the whole status down with it.
func scalarText(raw json.RawMessage) string {
	var s string
	if json.Unmarshal(raw, &s) == nil {
		return s
	}
	if len(raw) > 0 && raw[0] != '{' && raw[0] != '[' && string(raw) != "null" {
		return string(raw)
	}
	return ""
}

type wireAnnouncement struct {
	ID        wireID `json:"id"`
	Title     string `json:"title"`
	Content   string `json:"content"`
	GroupName string `json:"groupName"`
	URL       string `json:"url"`
	Link      string `json:"link"`
	StartDate string `json:"startDate"`
	EndDate   string `json:"endDate"`
	NoExpiry  int    `json:"noExpiry"`
	Read      bool   `json:"read"`
	Images    []struct {
		Sequence int    `json:"sequence"`
		URL      string `json:"url"`
	} `json:"announcementImages"`
	CategoryIDs []wireID `json:"promoAnnouncementCategoryIds"`
}

func (ct *Content) announcements(ws []wireAnnouncement) []adapters.Announcement {
	out := make([]adapters.Announcement, 0, len(ws))
	for _, w := range ws {
		a := adapters.Announcement{
			ID:       string(w.ID),
			Title:    w.Title,
			Content:  w.Content,
			Group:    w.GroupName,
			Link:     w.Link,
			Start:    wireTime(wallClock, w.StartDate, ct.c.Location()),
			End:      wireTime(wallClock, w.EndDate, ct.c.Location()),
			NoExpiry: w.NoExpiry == 1,
			Read:     w.Read,
			ImageURL: w.URL,
			Images:   make([]adapters.AnnouncementImage, 0, len(w.Images)),
			Category: make([]string, 0, len(w.CategoryIDs)),
		}
		for _, img := range w.Images {
			a.Images = append(a.Images, adapters.AnnouncementImage{Sequence: img.Sequence, URL: img.URL})
		}
		// The domain promises display order; the upstream only promises sequence numbers.
		slices.SortStableFunc(a.Images, func(x, y adapters.AnnouncementImage) int { return cmp.Compare(x.Sequence, y.Sequence) })
		for _, id := range w.CategoryIDs {
			a.Category = append(a.Category, string(id))
		}
		out = append(out, a)
	}
	return out
}
