package messages

import (
	"net/http"
	"net/url"
	"strings"

	"github.com/labstack/echo/v4"

	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/bff/httpx"
	"github.com/casinobff/bff/bff/kit"
	"github.com/casinobff/bff/bff/richtext"
)

// contactTypes are the customer-service contacts the site knows, by the upstream's csType.
var contactTypes = map[adapters.ContactType]string{
	"FACEBOOK": "facebook", "TELEGRAM": "telegram", "WHATSAPP": "whatsapp", "YOUTUBE": "youtube", "INSTAGRAM": "instagram",
}

// customerService answers the contacts of the customer-service widget: live chat (when the
// site has it) and the others that have an https address, in the upstream's order. Public,
// from the cache.
func (h *handler) customerService(c echo.Context) error {
	site, scope := h.backends.Of(c).Content, kit.Scope(c)
	contacts, err := site.CustomerService(kit.Ctx(c), scope)
	if err != nil {
		return err
	}
	label, err := site.WhiteLabel(kit.Ctx(c), scope)
	if err != nil {
		return err
	}
	out := CustomerService{LiveChat: label.Switches[chatSwitch], Contacts: []Contact{}}
	for _, ct := range contacts.Items {
		if strings.HasPrefix(string(ct.Type), "LIVECHAT") {
			if out.LiveChat {
				out.Contacts = append(out.Contacts, Contact{Type: "livechat", Name: ct.Name, Position: ct.Position})
			}
			continue
		}
		typ, known := contactTypes[ct.Type]
		if !known || !httpsAddress(ct.URL) {
			continue
		}
		out.Contacts = append(out.Contacts, Contact{Type: typ, Name: ct.Name, URL: ct.URL, Position: ct.Position})
	}
	out.Stale = adapters.Sources{contacts.Source, label.Source}.Stale()
	httpx.CatalogueCache(c)
	return c.JSON(http.StatusOK, out)
}

// httpsAddress says whether u is an https address with a host: a contact opens in a new tab,
// and nothing else (javascript:, a page of the site) belongs there.
func httpsAddress(u string) bool {
	p, err := url.Parse(u)
	return err == nil && p.Scheme == "https" && p.Host != "" && p.User == nil
}

// help answers the help centre's topics, their HTML sanitised. Public, from the cache.
func (h *handler) help(c echo.Context) error {
	site, scope := h.backends.Of(c).Content, kit.Scope(c)
	topics, err := site.HelpCentre(kit.Ctx(c), scope)
	if err != nil {
		return err
	}
	out := Help{Topics: make([]HelpTopic, 0, len(topics.Items)), Stale: topics.Stale}
	for _, t := range topics.Items {
		out.Topics = append(out.Topics, HelpTopic{ID: t.ID, Tag: t.Tag, Title: richtext.Text(t.Title), Content: richtext.HTML(t.Content)})
	}
	httpx.CatalogueCache(c)
	return c.JSON(http.StatusOK, out)
}
