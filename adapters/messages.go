package adapters

import (
	"context"
	"errors"
	"time"
)

// The message side as the message centre needs it: announcements with the player's read marks,
// the inbox, live chat, the unread counts and feedback. Every call but feedback needs the
// player's token in its Scope, and none of it is cached or shared between players: the public
// reads (announcements for visitors, the help centre, the customer-service contacts) are
// Content's, which the catalogue cache decorates.

// The refusals of the message calls a handler tells apart (see BusinessError.Kind).
var (
	ErrAnnouncementUnknown = errors.New("no such announcement")
	ErrMessageUnknown      = errors.New("no such message")
)

// MessageCounts are the upstream's unread counts of the inbox and of the announcements.
type MessageCounts struct {
	Announcements int
	Inbox         int
}

// InboxMessage is one message of the player's inbox.
type InboxMessage struct {
	ID      string
	Title   string
	Content string // HTML as the back office wrote it
	Sent    time.Time
	Read    bool
}

// InboxQuery selects one page of the inbox, newest first.
type InboxQuery struct {
	Page     int // 1-based
	PageSize int
}

// InboxPage is one page of the inbox.
type InboxPage struct {
	Messages   []InboxMessage
	Page       int
	TotalPages int
	Total      int
}

// ChatRequest opens the live chat: where its page sends the player back to, and how it looks.
// The language is the Scope's.
type ChatRequest struct {
	BackURL     string // an absolute address of the site's own pages
	Title       string // the chat page's title: the site's name
	HeaderColor string // the site's primary colour, #rrggbb
}

// Feedback is what a player writes in the help centre's feedback form.
type Feedback struct {
	Content string
	Contact string // how to answer: an e-mail address or a number; may be empty
}

// Messages is the message side of the member backend.
type Messages interface {
	// Announcements reads the announcement lists with the read marks of s's player.
	Announcements(ctx context.Context, s Scope, q AnnouncementQuery) (AnnouncementLists, error)
	// MarkAnnouncementRead marks one announcement read for s's player.
	MarkAnnouncementRead(ctx context.Context, s Scope, id string) error
	// UnreadCounts reads the inbox's and the announcements' unread counts.
	UnreadCounts(ctx context.Context, s Scope) (MessageCounts, error)
	// ChatUnread reads the live chat's unread count.
	ChatUnread(ctx context.Context, s Scope) (int, error)
	Inbox(ctx context.Context, s Scope, q InboxQuery) (InboxPage, error)
	ReadMessage(ctx context.Context, s Scope, id string) error
	// DeleteMessages deletes the messages of ids; an id the inbox does not hold is
	// ErrMessageUnknown and nothing is deleted.
	DeleteMessages(ctx context.Context, s Scope, ids []string) error
	// LaunchChat answers the address of the player's live chat.
	LaunchChat(ctx context.Context, s Scope, r ChatRequest) (string, error)
	// SendFeedback sends a player's (or a visitor's: s without a token) feedback.
	SendFeedback(ctx context.Context, s Scope, f Feedback) error
}

// HelpTopic is one topic of the help centre.
type HelpTopic struct {
	ID      string
	Tag     string // what the site links to it by ("terms"); may be empty
	Title   string
	Content string // HTML as the merchant wrote it
}

// HelpTopics are the help centre's topics, in menu order.
type HelpTopics struct {
	Items []HelpTopic
	Source
}

// ContactType is a kind of customer-service contact, as the upstream names it: LIVECHAT,
// FACEBOOK, TELEGRAM, WHATSAPP, YOUTUBE ...
type ContactType string

// ServiceContact is one entry of the customer-service list (csType, csPosition).
type ServiceContact struct {
	Type     ContactType
	Position int // order within the list, ascending
	Name     string
	URL      string // empty for live chat, which is launched, not linked
}

// ServiceContacts are the customer-service contacts, in their position order.
type ServiceContacts struct {
	Items []ServiceContact
	Source
}
