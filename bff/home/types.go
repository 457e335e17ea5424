package home

import (
	"cmp"
	"slices"

	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/bff/gameview"
	"github.com/casinobff/bff/bff/sites"
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
	Announcements Section[Announcement]      `json:"announcements"`
	Banners       Section[Banner]            `json:"banners"`
	HotGames      Section[gameview.Game]     `json:"hotGames"`
	Categories    Section[CategoryGames]     `json:"categories"`
	Vendors       Section[gameview.Vendor]   `json:"vendors"`
	Winners       Section[gameview.Winner]   `json:"winners"`
	HotMatches    Section[gameview.HotMatch] `json:"hotMatches"`
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
	Code       string            `json:"code"`
	Vendors    []gameview.Vendor `json:"vendors"`
	Games      []gameview.Game   `json:"games"`
	TotalPages int               `json:"totalPages"`
}

func announcementOf(a adapters.Announcement) Announcement {
	out := Announcement{ID: a.ID, Title: a.Title, Content: a.Content, StartDate: gameview.DateOf(a.Start), NoExpiry: a.NoExpiry}
	if !a.NoExpiry {
		out.EndDate = gameview.DateOf(a.End)
	}
	return out
}

// bannerOf is a banner as the carousel shows it; a link the site may not send players to
// (links) is dropped, and the banner stays, unlinked.
func bannerOf(a adapters.Announcement, links sites.Links) Banner {
	img := a.ImageURL
	if img == "" && len(a.Images) > 0 {
		img = slices.MinFunc(a.Images, func(x, y adapters.AnnouncementImage) int { return cmp.Compare(x.Sequence, y.Sequence) }).URL
	}
	b := Banner{ID: a.ID, Image: img, Link: a.Link}
	if b.Link != "" && !links.Allows(b.Link) {
		b.Link = ""
	}
	return b
}

func mapAll[A, B any](in []A, f func(A) B) []B {
	out := make([]B, 0, len(in))
	for _, a := range in {
		out = append(out, f(a))
	}
	return out
}
