package home

import (
	"cmp"
	"slices"
	"time"

	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/bff/catalog"
)

// Section statuses.
const (
	StatusOK          = "ok"
	StatusUnavailable = "unavailable"
)

// Section is one independently loaded part of the home page.
type Section[T any] struct {
	Status string `json:"status"`
	Stale  bool   `json:"stale"`
	Items  []T    `json:"items"`
}

// Home is the answer of GET /home.
type Home struct {
	Announcements Section[Announcement]   `json:"announcements"`
	Banners       Section[Banner]         `json:"banners"`
	HotGames      Section[catalog.Game]   `json:"hotGames"`
	Categories    Section[CategoryGames]  `json:"categories"`
	Vendors       Section[catalog.Vendor] `json:"vendors"`
	Winners       Section[Winner]         `json:"winners"`
	HotMatches    Section[HotMatch]       `json:"hotMatches"`
}

// Announcement is a notice of the marquee.
type Announcement struct {
	ID        string  `json:"id"`
	Title     string  `json:"title"`
	Content   string  `json:"content"`   // the merchant's HTML; the SPA sanitises it
	StartDate *string `json:"startDate"` // YYYY-MM-DD, null when unknown
	EndDate   *string `json:"endDate"`   // YYYY-MM-DD, null when it never ends
	NoExpiry  bool    `json:"noExpiry"`
}

// Banner is a picture of the carousel.
type Banner struct {
	ID    string `json:"id"`
	Image string `json:"image"`
	Link  string `json:"link"`
}

// CategoryGames is a category's strip on the home page: its vendor filter and first games.
type CategoryGames struct {
	Code       string           `json:"code"`
	Vendors    []catalog.Vendor `json:"vendors"`
	Games      []catalog.Game   `json:"games"`
	TotalPages int              `json:"totalPages"`
}

// Winner is an entry of the winners strip.
type Winner struct {
	Game     catalog.Game `json:"game"`
	Date     *string      `json:"date"` // YYYY-MM-DD, null when the upstream gave none
	Customer string       `json:"customer"`
	Amount   float64      `json:"amount"`
}

// HotMatch is a featured sports match.
type HotMatch struct {
	League   string  `json:"league"`
	Home     Team    `json:"home"`
	Away     Team    `json:"away"`
	StartsAt *string `json:"startsAt"` // RFC 3339 with the upstream's offset, null when unknown
	Odds     Odds    `json:"odds"`
	Vendor   string  `json:"vendor"`
	GameID   string  `json:"gameId"`
	NodeID   string  `json:"nodeId"`
	MatchID  string  `json:"matchId"`
	LeagueID string  `json:"leagueId"`
}

// Team is one side of a match.
type Team struct {
	Name  string `json:"name"`
	Image string `json:"image"`
}

// Odds are money-line odds per side.
type Odds struct {
	Home float64 `json:"home"`
	Away float64 `json:"away"`
}

const dateLayout = "2006-01-02"

func dateOf(t time.Time) *string {
	if t.IsZero() {
		return nil
	}
	s := t.Format(dateLayout)
	return &s
}

func announcementOf(a adapters.Announcement) Announcement {
	out := Announcement{ID: a.ID, Title: a.Title, Content: a.Content, StartDate: dateOf(a.Start), NoExpiry: a.NoExpiry}
	if !a.NoExpiry {
		out.EndDate = dateOf(a.End)
	}
	return out
}

func bannerOf(a adapters.Announcement) Banner {
	img := a.ImageURL
	if img == "" && len(a.Images) > 0 {
		img = slices.MinFunc(a.Images, func(x, y adapters.AnnouncementImage) int { return cmp.Compare(x.Sequence, y.Sequence) }).URL
	}
	return Banner{ID: a.ID, Image: img, Link: a.Link}
}

// winnersOf sorts by amount, largest first, and masks the players' names.
func winnersOf(ws []adapters.Winner) []Winner {
	sorted := slices.Clone(ws)
	slices.SortStableFunc(sorted, func(a, b adapters.Winner) int { return cmp.Compare(b.Amount, a.Amount) })
	out := make([]Winner, 0, len(sorted))
	for _, w := range sorted {
		g := catalog.GameOf(w.Game)
		if w.GameName != "" {
			g.Name = w.GameName
		}
		if w.IconURL != "" {
			g.Icon = w.IconURL
		}
		out = append(out, Winner{Game: g, Date: dateOf(w.Time), Customer: MaskName(w.Customer), Amount: w.Amount})
	}
	return out
}

// MaskName keeps a name's first two and last characters; a name of three or fewer keeps only
// its first, since two plus one would show it whole.
func MaskName(name string) string {
	r := []rune(name)
	switch {
	case len(r) == 0:
		return "***"
	case len(r) <= 3:
		return string(r[0]) + "***"
	}
	return string(r[:2]) + "***" + string(r[len(r)-1])
}

func hotMatchOf(m adapters.HotMatch) HotMatch {
	var starts *string
	if !m.StartsAt.IsZero() {
		s := m.StartsAt.Format(time.RFC3339)
		starts = &s
	}
	return HotMatch{
		League:   m.League,
		Home:     Team{Name: m.HomeTeam, Image: m.HomeImage},
		Away:     Team{Name: m.AwayTeam, Image: m.AwayImage},
		StartsAt: starts,
		Odds:     Odds{Home: m.HomeOdds, Away: m.AwayOdds},
		Vendor:   m.Vendor, GameID: m.GameID, NodeID: m.NodeID, MatchID: m.MatchID, LeagueID: m.LeagueID,
	}
}

func mapAll[A, B any](in []A, f func(A) B) []B {
	out := make([]B, 0, len(in))
	for _, a := range in {
		out = append(out, f(a))
	}
	return out
}
