package messages

import (
	"cmp"
	"slices"
	"time"

	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/bff/gameview"
	"github.com/casinobff/bff/bff/richtext"
	"github.com/casinobff/bff/bff/sites"
)

// previewRunes is how much of an announcement's or a message's text its preview shows.
const previewRunes = 120

// Announcement is one announcement as the site shows it: its HTML sanitised, a plain-text
// preview, its pictures in order.
type Announcement struct {
	ID        string   `json:"id"`
	Kind      Kind     `json:"kind"`
	Title     string   `json:"title"`
	Content   string   `json:"content"` // sanitised HTML
	Preview   string   `json:"preview"`
	StartDate *string  `json:"startDate"` // YYYY-MM-DD, null when unknown
	EndDate   *string  `json:"endDate"`   // null when it never ends
	NoExpiry  bool     `json:"noExpiry"`
	Read      bool     `json:"read"`   // always false for a visitor
	Images    []string `json:"images"` // by sequence; a banner's picture first
	Link      string   `json:"link"`   // where a banner or popup leads; may be empty
}

// Announcements is the answer of GET /announcements.
type Announcements struct {
	Items []Announcement `json:"items"`
	// CanMarkRead says whether opening an announcement marks it read: a member's, not a free
	// account's, not a visitor's.
	CanMarkRead bool `json:"canMarkRead"`
}

// announcementOf is an announcement of kind as the site shows it; a link the site may not send
// players to is dropped.
func announcementOf(a adapters.Announcement, kind Kind, links sites.Links) Announcement {
	out := Announcement{
		ID: a.ID, Kind: kind, Title: richtext.Text(a.Title), Content: richtext.HTML(a.Content), Preview: richtext.Preview(a.Content, previewRunes),
		StartDate: gameview.DateOf(a.Start), NoExpiry: a.NoExpiry, Read: a.Read, Images: pictures(a), Link: a.Link,
	}
	if !a.NoExpiry {
		out.EndDate = gameview.DateOf(a.End)
	}
	if out.Link != "" && !links.Allows(out.Link) {
		out.Link = ""
	}
	return out
}

// pictures are an announcement's pictures in sequence order, a banner's own first, each one a
// page may load as it is.
func pictures(a adapters.Announcement) []string {
	imgs := slices.Clone(a.Images)
	slices.SortStableFunc(imgs, func(x, y adapters.AnnouncementImage) int { return cmp.Compare(x.Sequence, y.Sequence) })
	out := []string{}
	for _, u := range append([]string{a.ImageURL}, urls(imgs)...) {
		if richtext.SafeSource(u) && !slices.Contains(out, u) {
			out = append(out, u)
		}
	}
	return out
}

func urls(imgs []adapters.AnnouncementImage) []string {
	out := make([]string, 0, len(imgs))
	for _, i := range imgs {
		out = append(out, i.URL)
	}
	return out
}

// Message is one inbox message.
type Message struct {
	ID      string    `json:"id"`
	Title   string    `json:"title"`
	Content string    `json:"content"` // sanitised HTML
	Preview string    `json:"preview"`
	SentAt  time.Time `json:"sentAt"`
	Read    bool      `json:"read"`
}

// Inbox is the answer of GET /inbox: one page, newest first.
type Inbox struct {
	Items      []Message `json:"items"`
	Page       int       `json:"page"`
	TotalPages int       `json:"totalPages"`
	Total      int       `json:"total"`
}

func messageOf(m adapters.InboxMessage) Message {
	return Message{
		ID: m.ID, Title: richtext.Text(m.Title), Content: richtext.HTML(m.Content), Preview: richtext.Preview(m.Content, previewRunes),
		SentAt: m.Sent.UTC(), Read: m.Read,
	}
}

// Read is the answer of a mark-read: the item, now read.
type Read struct {
	ID   string `json:"id"`
	Read bool   `json:"read"`
}

// Deleted is the answer of a delete: the messages gone.
type Deleted struct {
	Deleted []string `json:"deleted"`
}

// UnreadCounts is the answer of GET /me/unread-counts: the badges (the site shows 99+ above 99).
// Inbox is null for a free account, which has no inbox; Chat is null when the site has no
// live chat (CBS3), for a free account, and when the chat service did not answer.
type UnreadCounts struct {
	Announcements int  `json:"announcements"`
	Inbox         *int `json:"inbox"`
	Chat          *int `json:"chat"`
}

// ChatLaunch is the answer of POST /chat-launches: where to send the player.
type ChatLaunch struct {
	URL string `json:"url"`
}

// Contact is one customer-service contact.
type Contact struct {
	Type     string `json:"type"` // livechat, facebook, telegram, whatsapp, youtube, instagram
	Name     string `json:"name"`
	URL      string `json:"url"` // empty for live chat, which POST /chat-launches opens
	Position int    `json:"position"`
}

// CustomerService is the answer of GET /customer-service.
type CustomerService struct {
	// LiveChat says whether the site offers live chat (its CBS3 switch).
	LiveChat bool      `json:"liveChat"`
	Contacts []Contact `json:"contacts"`
	Stale    bool      `json:"stale"`
}

// HelpTopic is one topic of the help centre.
type HelpTopic struct {
	ID      string `json:"id"`
	Tag     string `json:"tag,omitempty"` // terms: the terms of use
	Title   string `json:"title"`
	Content string `json:"content"` // sanitised HTML
}

// Help is the answer of GET /help: the topics in menu order.
type Help struct {
	Topics []HelpTopic `json:"topics"`
	Stale  bool        `json:"stale"`
}

// FeedbackAccepted is the answer of POST /feedback.
type FeedbackAccepted struct {
	Accepted bool `json:"accepted"`
}
