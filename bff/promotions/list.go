package promotions

import (
	"cmp"
	"context"
	"net/http"
	"regexp"
	"slices"
	"strings"

	"github.com/labstack/echo/v4"
	"golang.org/x/sync/errgroup"

	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/bff/amount"
	"github.com/casinobff/bff/bff/gameview"
	"github.com/casinobff/bff/bff/kit"
	"github.com/casinobff/bff/bff/richtext"
	"github.com/casinobff/bff/bff/sites"
)

// catalogue is the public side: the categories, cached like the catalogue.
type catalogue interface {
	Categories(ctx context.Context, s adapters.Scope) (adapters.PromotionCategories, error)
}

// standings is the player's status on every promotion.
type standings interface {
	Statuses(ctx context.Context, s adapters.Scope) ([]adapters.PromotionEntry, error)
}

// Category is one tab of the promotions screen.
type Category struct {
	Code string `json:"code"`
	Name string `json:"name"`
}

// Actions a promotion offers the player.
const (
	ActionLogin  = "login"  // a visitor: log in to take part
	ActionJoin   = "join"   // POST its claims: joins
	ActionApply  = "apply"  // the application form (/m/activityApply?id=)
	ActionClaim  = "claim"  // POST its claims: pays the bonus
	ActionInvite = "invite" // a referral: the invitation page
	ActionNone   = "none"
)

// Promotion is one promotion as the list shows it.
type Promotion struct {
	ID         string   `json:"id"`
	Title      string   `json:"title"`
	Image      string   `json:"image"`     // its first picture (sequence 1); empty when none
	StartDate  *string  `json:"startDate"` // YYYY-MM-DD
	EndDate    *string  `json:"endDate"`   // YYYY-MM-DD; null when long term
	LongTerm   bool     `json:"longTerm"`  // noExpiry: the site says 'long term'
	Categories []string `json:"categories"`
	// Kind is what the promotion does (bonus, raffle, signup, referral, app, rebate); absent
	// for a visitor, whose statuses the back office does not tell.
	Kind   string  `json:"kind,omitempty"`
	Status string  `json:"status"`
	Action string  `json:"action"`
	Bonus  *string `json:"bonus"` // what a claim pays, or paid; null when not said
}

// PromotionList is the answer of GET /promotions.
type PromotionList struct {
	Categories []Category  `json:"categories"`
	Category   string      `json:"category"` // the tab shown; empty for all
	Items      []Promotion `json:"items"`
	Currency   string      `json:"currency"`
	Stale      bool        `json:"stale"` // the public part is a cached answer the upstream could not refresh
}

// PromotionDetail is the answer of GET /promotions/{id}.
type PromotionDetail struct {
	Promotion
	Content string   `json:"content"` // the merchant's HTML, sanitised (package richtext)
	Images  []string `json:"images"`  // every picture, in sequence order
}

// board is everything a promotion's view is made of: the public lists and, for a member, their
// standings.
type board struct {
	categories []adapters.PromotionCategory
	promotions []adapters.Announcement
	entries    map[string]adapters.PromotionEntry // nil for a visitor
	stale      bool
}

// read loads the board: the categories and the promotions (cached, public) and, with a session,
// the player's standings, at once.
func (h *handler) read(c echo.Context) (board, error) {
	site := h.Backends.Of(c)
	cat := site.Rewards
	m, signedIn := kit.MemberOf(c)
	var b board
	var entries []adapters.PromotionEntry
	var cats adapters.PromotionCategories
	var lists adapters.AnnouncementLists
	public := adapters.Scope{Language: sites.Language(c)}
	g, gctx := errgroup.WithContext(kit.Ctx(c))
	g.Go(func() (err error) {
		cats, err = cat.Categories(gctx, public)
		return err
	})
	g.Go(func() (err error) {
		lists, err = site.Content.Announcements(gctx, public, adapters.AnnouncementQuery{Types: []string{"PR"}})
		return err
	})
	if signedIn == nil {
		g.Go(func() (err error) {
			entries, err = cat.Statuses(gctx, m.Scope)
			return err
		})
	}
	if err := g.Wait(); err != nil {
		return board{}, err
	}
	b.categories, b.promotions = cats.Items, lists.Promotions
	b.stale = adapters.Sources{cats.Source, lists.Source}.Stale()
	if signedIn == nil {
		b.entries = make(map[string]adapters.PromotionEntry, len(entries))
		for _, e := range entries {
			b.entries[e.PromotionID] = e
		}
	}
	return b, nil
}

// categoryCodes maps category ids to codes.
func (b board) categoryCodes() map[string]string {
	out := make(map[string]string, len(b.categories))
	for _, c := range b.categories {
		out[c.ID] = c.Code
	}
	return out
}

// view is a promotion as the list shows it, with the player's status and action.
func (h *handler) view(a adapters.Announcement, b board, codes map[string]string) Promotion {
	p := Promotion{
		ID: a.ID, Title: richtext.Text(a.Title), Image: firstPicture(a), StartDate: gameview.DateOf(a.Start),
		LongTerm: a.NoExpiry, Categories: []string{},
	}
	if !a.NoExpiry {
		p.EndDate = gameview.DateOf(a.End)
	}
	for _, id := range a.Category {
		if code, ok := codes[id]; ok {
			p.Categories = append(p.Categories, code)
		}
	}
	p.Status, p.Action = string(h.dated(a)), ActionLogin
	if p.Status != string(adapters.PromotionJoin) {
		p.Action = ActionNone
	}
	if b.entries == nil {
		return p
	}
	e, tracked := b.entries[a.ID]
	if !tracked {
		// The back office tracks no standing on it: taking part needs nothing of the player.
		if p.Status == string(adapters.PromotionJoin) {
			p.Status = string(adapters.PromotionProcess)
		}
		p.Action = ActionNone
		return p
	}
	p.Kind, p.Status, p.Action = string(e.Kind), string(e.Status), actionOf(e)
	if e.Bonus.IsPositive() {
		bonus := amount.Format(e.Bonus)
		p.Bonus = &bonus
	}
	return p
}

// dated is a promotion's status from its dates alone, for a visitor: coming soon before its
// start, over after its end, else open to join.
func (h *handler) dated(a adapters.Announcement) adapters.PromotionStatus {
	now := h.Now()
	switch {
	case !a.Start.IsZero() && now.Before(a.Start):
		return adapters.PromotionComingSoon
	case !a.NoExpiry && !a.End.IsZero() && !now.Before(a.End):
		return adapters.PromotionClose
	}
	return adapters.PromotionJoin
}

// actionOf is what the player may do about a promotion, by their status on it.
func actionOf(e adapters.PromotionEntry) string {
	switch {
	case e.Status == adapters.PromotionClaimable:
		return ActionClaim
	case e.Status == adapters.PromotionJoin && e.ByApplication:
		return ActionApply
	case e.Status == adapters.PromotionJoin && e.Kind == adapters.KindReferral:
		return ActionInvite
	case e.Status == adapters.PromotionJoin:
		return ActionJoin
	case e.Kind == adapters.KindReferral && (e.Status == adapters.PromotionProcess || e.Status == adapters.PromotionJoined):
		return ActionInvite
	}
	return ActionNone
}

// firstPicture is the picture of sequence 1 (the lowest the back office numbered), else the
// banner's own.
func firstPicture(a adapters.Announcement) string {
	pics := pictures(a)
	if len(pics) == 0 {
		return ""
	}
	return pics[0]
}

// pictures are an announcement's pictures in sequence order, then the banner's own, only those
// a page may load as they are (richtext.SafeSource).
func pictures(a adapters.Announcement) []string {
	imgs := slices.Clone(a.Images)
	slices.SortStableFunc(imgs, func(x, y adapters.AnnouncementImage) int { return cmp.Compare(x.Sequence, y.Sequence) })
	out := []string{}
	add := func(u string) {
		if richtext.SafeSource(u) && !slices.Contains(out, u) {
			out = append(out, u)
		}
	}
	for _, i := range imgs {
		add(i.URL)
	}
	add(a.ImageURL)
	return out
}

// categoryPattern is a category code as the site sends it.
var categoryPattern = regexp.MustCompile(`^[A-Za-z_]{1,32}$`)

// list answers the promotions of one category (all when none), each with the player's status.
func (h *handler) list(c echo.Context) error {
	want := strings.ToUpper(strings.TrimSpace(c.QueryParam("category")))
	if want == "ALL" {
		want = ""
	}
	if want != "" && !categoryPattern.MatchString(want) {
		return kit.Invalid("category", "a category code")
	}
	b, err := h.read(c)
	if err != nil {
		return err
	}
	codes := b.categoryCodes()
	out := PromotionList{Categories: make([]Category, 0, len(b.categories)), Category: want, Items: []Promotion{}, Currency: kit.Currency(c), Stale: b.stale}
	known := want == ""
	for _, cat := range b.categories {
		out.Categories = append(out.Categories, Category{Code: cat.Code, Name: cat.Name})
		known = known || cat.Code == want
	}
	if !known {
		return kit.Unknown("category", "no such category")
	}
	for _, a := range b.promotions {
		p := h.view(a, b, codes)
		if want == "" || slices.Contains(p.Categories, want) {
			out.Items = append(out.Items, p)
		}
	}
	// Never stored: a member's answer holds their standings, and a visitor's at the same address
	// must not be served to them after they log in (the public part is cached in the BFF).
	return kit.Personal(c, http.StatusOK, out)
}

// idPattern is a promotion's id as the site sends it.
var idPattern = regexp.MustCompile(`^[A-Za-z0-9_-]{1,40}$`)

// detail answers one promotion with its HTML and every picture.
func (h *handler) detail(c echo.Context) error {
	id := c.Param("id")
	if !idPattern.MatchString(id) {
		return errNotFound
	}
	b, err := h.read(c)
	if err != nil {
		return err
	}
	i := slices.IndexFunc(b.promotions, func(a adapters.Announcement) bool { return a.ID == id })
	if i < 0 {
		return errNotFound
	}
	a := b.promotions[i]
	return kit.Personal(c, http.StatusOK, PromotionDetail{
		Promotion: h.view(a, b, b.categoryCodes()), Content: richtext.HTML(a.Content), Images: pictures(a),
	})
}
