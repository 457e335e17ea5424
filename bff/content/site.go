// Package content serves what the content and system backend knows about a site: its
// status, switches, download and social links (GET /api/v1/site), merged with the site's
// own configuration (languages, currency, theme).
package content

import (
	"context"
	"net/http"
	"strings"
	"time"

	"github.com/labstack/echo/v4"
	"golang.org/x/sync/errgroup"

	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/bff/httpx"
	"github.com/casinobff/bff/bff/kit"
	"github.com/casinobff/bff/bff/sites"
	"github.com/casinobff/bff/config"
)

// Site is the answer of GET /site: everything the shell needs before it renders.
type Site struct {
	ID              string          `json:"id"`
	Name            string          `json:"name"`
	Merchant        string          `json:"merchant"`
	Languages       []Language      `json:"languages"`
	DefaultLanguage string          `json:"defaultLanguage"`
	Currency        Currency        `json:"currency"`
	Status          string          `json:"status"`
	Switches        map[string]bool `json:"switches"`
	Downloads       []Link          `json:"downloads"`
	Social          []Link          `json:"social"`
	Theme           Theme           `json:"theme"`
	Stale           bool            `json:"stale"`
	// MinAge is the age a player must have reached: the age gate, registration and the footer.
	MinAge int `json:"minAge"`
	// Licence is absent when the site names none.
	Licence           *Licence          `json:"licence,omitempty"`
	ResponsibleGaming ResponsibleGaming `json:"responsibleGaming"`
	// Brand is the site's name for a home screen and its header's logo.
	Brand Brand `json:"brand"`
	// Zone is the IANA zone the site's days and times are in.
	Zone string `json:"zone"`
	// ZoneOffsets are the zone's offsets from a year before today to a year after it.
	ZoneOffsets []ZonePeriod `json:"zoneOffsets"`
	// Footer is what the home page's footer lists.
	Footer Footer `json:"footer"`
	// Firebase is the site's Firebase web app, absent when it has none.
	Firebase *Firebase `json:"firebase,omitempty"`
}

// Firebase is a site's Firebase web app: the site signs players in with Google and Facebook
// through it where the white label's switches (GOOGLELOGIN3, FACEBOOKLOGIN3) are on, and, with
// SMS, verifies mobile numbers by its phone sign-in. It is public by design; the back office
// verifies what its ID tokens say.
type Firebase struct {
	APIKey     string `json:"apiKey"`
	AuthDomain string `json:"authDomain"`
	ProjectID  string `json:"projectId"`
	AppID      string `json:"appId"`
	SMS        bool   `json:"sms"`
	// EmulatorHost is the Firebase Auth emulator's host:port the site signs in on instead of
	// Google's (tests only).
	EmulatorHost string `json:"emulatorHost,omitempty"`
}

// Brand is the site's names and logo.
type Brand struct {
	Name      string `json:"name"`
	ShortName string `json:"shortName"`
	Logo      string `json:"logo"` // a path of this host: /icons/... or /media/...
}

// Footer is the footer's lists.
type Footer struct {
	Payments       []FooterItem `json:"payments"`
	Certifications []FooterItem `json:"certifications"`
	Security       []FooterItem `json:"security"`
}

// FooterItem is one entry of a footer list: a name as it is written, and an https address
// where one explains it.
type FooterItem struct {
	Name string `json:"name"`
	URL  string `json:"url,omitempty"`
}

func footerItems(items []config.FooterItem) []FooterItem {
	out := make([]FooterItem, 0, len(items))
	for _, it := range items {
		out = append(out, FooterItem{Name: it.Name, URL: it.URL})
	}
	return out
}

// Licence is the site's licence, shown in the footer of every page.
type Licence struct {
	Issuer    string `json:"issuer"`
	Number    string `json:"number"`
	VerifyURL string `json:"verifyUrl"`
}

// ResponsibleGaming is the site's help and the choices its protection tools offer: the
// responsible-gaming page, the footer's line and the tools' forms read it.
type ResponsibleGaming struct {
	Helplines []Helpline `json:"helplines"`
	Links     []RGLink   `json:"links"`
	// RealityCheck is the intervals in minutes a player may choose, and the one they start with.
	RealityCheck RealityCheck `json:"realityCheck"`
	// LimitPeriods are the periods of deposit and loss limits: day, week, month.
	LimitPeriods []string `json:"limitPeriods"`
	// TimeOuts and SelfExclusions are the lengths a player may choose (POST /protection/...).
	TimeOuts       []string `json:"timeOuts"`
	SelfExclusions []string `json:"selfExclusions"`
	// CoolingOffHours is how long a raised or removed limit waits before it applies.
	CoolingOffHours int `json:"coolingOffHours"`
}

// Helpline is an organisation a player can call or write to.
type Helpline struct {
	Name  string `json:"name"`
	Phone string `json:"phone,omitempty"`
	URL   string `json:"url,omitempty"`
}

// RGLink is a titled address on responsible gaming.
type RGLink struct {
	Title string `json:"title"`
	URL   string `json:"url"`
}

// RealityCheck is the reality check's choices in minutes.
type RealityCheck struct {
	Choices []int `json:"choices"`
	Default int   `json:"default"`
}

// The lengths of a time-out and of a self-exclusion, as the site and POST /protection/... name
// them, and the cooling-off of a raised limit. bff/protection takes the same names.
var (
	TimeOutLengths       = []string{"24h", "7d", "30d", "6w"}
	SelfExclusionLengths = []string{"6m", "1y", "5y", "permanent"}
	CoolingOffHours      = 24
)

// ResponsibleGamingOf is a site's responsible-gaming facts as the site sees them.
func ResponsibleGamingOf(s *sites.Site) ResponsibleGaming {
	rg := s.ResponsibleGaming
	out := ResponsibleGaming{
		Helplines: []Helpline{}, Links: []RGLink{},
		RealityCheck:   RealityCheck{Choices: rg.RealityCheck.Choices, Default: rg.RealityCheck.Default},
		LimitPeriods:   rg.LimitPeriods,
		TimeOuts:       TimeOutLengths,
		SelfExclusions: SelfExclusionLengths, CoolingOffHours: CoolingOffHours,
	}
	for _, h := range rg.Helplines {
		out.Helplines = append(out.Helplines, Helpline{Name: h.Name, Phone: h.Phone, URL: h.URL})
	}
	for _, l := range rg.Links {
		out.Links = append(out.Links, RGLink{Title: l.Title, URL: l.URL})
	}
	return out
}

// Language is a selectable interface language with its name in itself and a flag.
type Language struct {
	Code string `json:"code"`
	Name string `json:"name"`
	Flag string `json:"flag"` // ISO 3166 country code, lower case
}

// Currency is how money is shown: its symbol before or after the amount, with Decimals decimals.
type Currency struct {
	Code           string `json:"code"`
	Symbol         string `json:"symbol"`
	Decimals       int    `json:"decimals"`
	SymbolPosition string `json:"symbolPosition"` // before or after
}

// Link is a typed URL: an app download or a social profile.
type Link struct {
	Type string `json:"type"`
	URL  string `json:"url"`
}

// Theme is the merchant's colours.
type Theme struct {
	Primary string `json:"primary"`
	Accent  string `json:"accent"`
}

// Site statuses.
const (
	StatusNormal           = "normal"
	StatusMaintenance      = "maintenance"
	StatusRegionRestricted = "region_restricted"
)

// languages names each language in itself; the flag is the country the selector shows.
var languages = map[string]Language{
	"bn": {Code: "bn", Name: "বাংলা", Flag: "bd"},
	"en": {Code: "en", Name: "English", Flag: "gb"},
}

// downloadTypes maps the status resources that are app downloads to the SPA's names.
var downloadTypes = map[string]string{"IOS": "ios", "ANDROID": "android", "MOBILECONFIG": "mobileconfig"}

// socialOrder is the footer's order of social links.
var socialOrder = []string{"TWITTER", "YOUTUBE", "FACEBOOK", "TELEGRAM", "INSTAGRAM", "WHATSAPP", "X"}

// Backend is the content and system backend's reads this feature calls.
type Backend interface {
	SystemStatus(ctx context.Context, s adapters.Scope) (adapters.SystemStatus, error)
	WhiteLabel(ctx context.Context, s adapters.Scope) (adapters.WhiteLabel, error)
}

// Register adds the site route to g, whose middleware has resolved the site. now is the
// clock of the zone's offsets (time.Now when nil).
func Register(g *echo.Group, backends kit.Backends[Backend], now func() time.Time) {
	now = kit.Clock(now)
	g.GET("/site", func(c echo.Context) error { return site(c, backends.Of(c), now()) })
}

func site(c echo.Context, backend Backend, now time.Time) error {
	s, scope := sites.From(c), kit.Scope(c)
	var (
		status adapters.SystemStatus
		label  adapters.WhiteLabel
	)
	g, gctx := errgroup.WithContext(c.Request().Context())
	g.Go(func() (err error) { status, err = backend.SystemStatus(gctx, scope); return err })
	g.Go(func() (err error) { label, err = backend.WhiteLabel(gctx, scope); return err })
	if err := g.Wait(); err != nil {
		return err
	}
	httpx.CatalogueCache(c)
	return c.JSON(http.StatusOK, siteOf(s, status, label, adapters.Sources{status.Source, label.Source}.Stale(), now))
}

func siteOf(s *sites.Site, status adapters.SystemStatus, label adapters.WhiteLabel, stale bool, now time.Time) Site {
	out := Site{
		ID: s.ID, Name: s.Name, Merchant: s.Merchant,
		Languages:       []Language{},
		DefaultLanguage: s.DefaultLanguage,
		Currency: Currency{
			Code: s.Currency.Code, Symbol: s.Currency.Symbol,
			Decimals: *s.Currency.Decimals, SymbolPosition: s.Currency.SymbolPosition,
		},
		Status:            StatusOf(status),
		Switches:          label.Switches,
		Downloads:         []Link{},
		Social:            []Link{},
		Theme:             Theme{Primary: s.Theme.Primary, Accent: s.Theme.Accent},
		Stale:             stale,
		MinAge:            s.MinAge,
		ResponsibleGaming: ResponsibleGamingOf(s),
		Brand:             Brand{Name: s.Brand.Name, ShortName: s.Brand.ShortName, Logo: s.Brand.Logo},
		Zone:              s.Zone,
		ZoneOffsets:       zonePeriodsOf(s.Location, now),
		Footer: Footer{
			Payments:       footerItems(s.Footer.Payments),
			Certifications: footerItems(s.Footer.Certifications),
			Security:       footerItems(s.Footer.Security),
		},
	}
	if l := s.Licence; l.Number != "" {
		out.Licence = &Licence{Issuer: l.Issuer, Number: l.Number, VerifyURL: l.VerifyURL}
	}
	if f := s.Firebase; f.Enabled() {
		out.Firebase = &Firebase{
			APIKey: f.APIKey, AuthDomain: f.AuthDomain, ProjectID: f.ProjectID, AppID: f.AppID,
			SMS: f.SMS, EmulatorHost: f.EmulatorHost,
		}
	}
	if out.Switches == nil {
		out.Switches = map[string]bool{}
	}
	for _, code := range s.Languages {
		l, ok := languages[code]
		if !ok {
			l = Language{Code: code, Name: code, Flag: ""}
		}
		out.Languages = append(out.Languages, l)
	}
	for _, r := range status.Resources {
		if t, ok := downloadTypes[strings.ToUpper(r.Type)]; ok && r.URL != "" {
			out.Downloads = append(out.Downloads, Link{Type: t, URL: r.URL})
		}
	}
	social := map[string]string{}
	for k, v := range label.Social {
		social[strings.ToUpper(k)] = v
	}
	for _, t := range socialOrder {
		if u := social[t]; u != "" {
			out.Social = append(out.Social, Link{Type: strings.ToLower(t), URL: u})
		}
	}
	return out
}

// StatusOf reads the upstream's status flags; maintenance wins when both are set.
func StatusOf(s adapters.SystemStatus) string {
	switch {
	case s.Maintenance:
		return StatusMaintenance
	case s.RegionRestricted:
		return StatusRegionRestricted
	}
	return StatusNormal
}
