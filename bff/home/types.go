package home

import (
	"cmp"
	"slices"

	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/bff/gameview"
	"github.com/casinobff/bff/bff/richtext"
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
	Popups        Section[Announcement]      `json:"popups"`
	Banners       Section[Banner]            `json:"banners"`
	HotGames      Section[gameview.Game]     `json:"hotGames"`
	Categories    Section[CategoryGames]     `json:"categories"`
	Vendors       Section[gameview.Vendor]   `json:"vendors"`
	Winners       Section[gameview.Winner]   `json:"winners"`
	HotMatches    Section[gameview.HotMatch] `json:"hotMatches"`
}

// Announcement is a notice of the marquee or a popup of the home page.
type Announcement struct {
	ID        string   `json:"id"`
	Title     string   `json:"title"`
	Content   string   `json:"content"`   // the merchant's HTML, sanitised (package richtext)
	StartDate *string  `json:"startDate"` // YYYY-MM-DD, null when unknown
	EndDate   *string  `json:"endDate"`   // YYYY-MM-DD, null when it never ends
	NoExpiry  bool     `json:"noExpiry"`
	Images    []string `json:"images"` // its pictures, in sequence order
	Link      string   `json:"link"`   // where a popup leads; empty when nowhere the site may send players
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

// announcementOf is a notice or popup as the home page shows it: its HTML sanitised, its
// pictures in sequence order, a link the site may not send players to dropped.
func announcementOf(a adapters.Announcement, links sites.Links) Announcement {
	out := Announcement{
		ID: a.ID, Title: richtext.Text(a.Title), Content: richtext.HTML(a.Content), StartDate: gameview.DateOf(a.Start),
		NoExpiry: a.NoExpiry, Images: []string{}, Link: a.Link,
	}
	if !a.NoExpiry {
		out.EndDate = gameview.DateOf(a.End)
	}
	imgs := slices.Clone(a.Images)
	slices.SortStableFunc(imgs, func(x, y adapters.AnnouncementImage) int { return cmp.Compare(x.Sequence, y.Sequence) })
	for _, img := range imgs {
		if richtext.SafeSource(img.URL) {
			out.Images = append(out.Images, img.URL)
		}
	}
	if out.Link != "" && !links.Allows(out.Link) {
		out.Link = ""
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
