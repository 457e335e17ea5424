package upstream

import (
	"context"
	"encoding/json"
	"net/url"
	"strconv"
	"strings"

	"github.com/casinobff/bff/adapters"
)

// The message calls (docs/UPSTREAM.md, "Messages and service"), named here and nowhere else:
// the read marks of announcements, the unread counts, the inbox (the newer clients' list, the
// older client's read and delete), live chat and feedback.
const (
	pathMarkAnnouncementRead = "/wps/relay/MCSFE_markAnnouncementAsRead"
	pathInboxUnread          = "/wps/relay/CSP_unreadCount"
	pathChatUnread           = "/wps/relay/CBS_unreadCount"
	pathInbox                = "/wps/relay/CSP_getInbox"
	pathReadMessage          = "/wps/message/read"
	pathDeleteMessages       = "/wps/message/inbox"
	pathLaunchChat           = "/wps/relay/CBS_launchChat"
	pathFeedback             = "/wps/feedback"
)

// Module ids of the message calls, as the platform's own clients send them (CBS3, live chat's,
// is moduleChat).
const (
	moduleInbox    = "INBOX3"
	moduleFeedback = "FEEDBACK3"
)

// Messages is adapters.Messages over the platform protocol: announcements through the content
// backend (with the player's token, so that it marks what they have read), the rest through the
// member backend. Nothing it reads is cached.
type Messages struct {
	content *Content
	member  *Client
}

var _ adapters.Messages = (*Messages)(nil)

// NewMessages speaks to the content backend through content and to the member backend through
// member.
func NewMessages(content, member *Client) *Messages {
	return &Messages{content: NewContent(content), member: member}
}

// Announcements reads the lists with s's token: the upstream fills in each item's read mark.
func (m *Messages) Announcements(ctx context.Context, s adapters.Scope, q adapters.AnnouncementQuery) (adapters.AnnouncementLists, error) {
	return m.content.Announcements(ctx, s, q)
}

// MarkAnnouncementRead marks one announcement read, as the mobile site does on opening it.
func (m *Messages) MarkAnnouncementRead(ctx context.Context, s adapters.Scope, id string) error {
	body := map[string]any{"announcementId": wireIDValue(id), "read": true}
	return m.content.c.Do(ctx, s, Call{Op: "MarkAnnouncementRead", Method: "POST", Path: pathMarkAnnouncementRead, Body: body}, nil)
}

// UnreadCounts reads the inbox's and the announcements' unread counts.
func (m *Messages) UnreadCounts(ctx context.Context, s adapters.Scope) (adapters.MessageCounts, error) {
	var w struct {
		Inbox         int `json:"inboxUnreadCount"`
		Announcements int `json:"announcementUnreadCount"`
	}
	if err := m.member.Do(ctx, s, Call{Op: "InboxUnread", Path: pathInboxUnread, Module: moduleInbox}, &w); err != nil {
		return adapters.MessageCounts{}, err
	}
	return adapters.MessageCounts{Inbox: max(w.Inbox, 0), Announcements: max(w.Announcements, 0)}, nil
}

// ChatUnread reads the chat service's unread count, which it calls chatUnreadCount or unReadCount.
func (m *Messages) ChatUnread(ctx context.Context, s adapters.Scope) (int, error) {
	var w struct {
		Chat   *int `json:"chatUnreadCount"`
		Unread *int `json:"unReadCount"`
	}
	if err := m.member.Do(ctx, s, Call{Op: "ChatUnread", Path: pathChatUnread, Module: moduleChat}, &w); err != nil {
		return 0, err
	}
	switch {
	case w.Chat != nil:
		return max(*w.Chat, 0), nil
	case w.Unread != nil:
		return max(*w.Unread, 0), nil
	}
	return 0, unusable("chat unread count missing")
}

// Inbox reads one page of the inbox.
func (m *Messages) Inbox(ctx context.Context, s adapters.Scope, q adapters.InboxQuery) (adapters.InboxPage, error) {
	v := url.Values{"pageNo": {strconv.Itoa(max(q.Page, 1))}, "pageSize": {strconv.Itoa(max(q.PageSize, 1))}}
	var w struct {
		Content []struct {
			ID       wireID `json:"messageId"`
			Title    string `json:"title"`
			Content  string `json:"content"`
			SendTime string `json:"sendTime"`
			Read     bool   `json:"read"`
		} `json:"content"`
		PageNum    int `json:"pageNum"`
		TotalPages int `json:"totalPages"`
		TotalCount int `json:"totalCount"`
	}
	if err := m.member.Do(ctx, s, Call{Op: "Inbox", Path: pathInbox, Query: v, Module: moduleInbox}, &w); err != nil {
		return adapters.InboxPage{}, err
	}
	page := adapters.InboxPage{
		Messages: make([]adapters.InboxMessage, 0, len(w.Content)),
		Page:     max(w.PageNum, 1), TotalPages: max(w.TotalPages, 0), Total: max(w.TotalCount, 0),
	}
	for _, c := range w.Content {
		page.Messages = append(page.Messages, adapters.InboxMessage{
			ID: string(c.ID), Title: c.Title, Content: c.Content, Read: c.Read,
			Sent: wireTime(wallClock, c.SendTime, m.member.Location()),
		})
	}
	return page, nil
}

// ReadMessage marks one message read (the older client's call: the newer ones mark it read as
// they show it).
func (m *Messages) ReadMessage(ctx context.Context, s adapters.Scope, id string) error {
	body := map[string]any{"messageId": wireIDValue(id)}
	return m.member.Do(ctx, s, Call{Op: "ReadMessage", Method: "POST", Path: pathReadMessage, Body: body}, nil)
}

// DeleteMessages deletes messages by id, all in one call.
func (m *Messages) DeleteMessages(ctx context.Context, s adapters.Scope, ids []string) error {
	v := url.Values{"messageIds": {strings.Join(ids, ",")}}
	return m.member.Do(ctx, s, Call{Op: "DeleteMessages", Method: "DELETE", Path: pathDeleteMessages, Query: v}, nil)
}

// LaunchChat asks the chat service for the player's chat address. The platform wants the
// language upper-cased, and any Chinese variant as CN.
func (m *Messages) LaunchChat(ctx context.Context, s adapters.Scope, r adapters.ChatRequest) (string, error) {
	lang := strings.ToUpper(s.Language)
	if strings.Contains(lang, "CN") || strings.HasPrefix(lang, "ZH") {
		lang = "CN"
	}
	v := url.Values{"b2c": {"1"}}
	setIf(v, "language", lang)
	setIf(v, "backUrl", r.BackURL)
	setIf(v, "headerColor", r.HeaderColor)
	setIf(v, "title", r.Title)
	var w struct {
		ChatURL string `json:"chatUrl"`
	}
	if err := m.member.Do(ctx, s, Call{Op: "LaunchChat", Path: pathLaunchChat, Query: v, Module: moduleChat}, &w); err != nil {
		return "", err
	}
	return strings.TrimSpace(w.ChatURL), nil
}

// SendFeedback sends the feedback form, with the player's token when there is one.
func (m *Messages) SendFeedback(ctx context.Context, s adapters.Scope, f adapters.Feedback) error {
	body := map[string]string{"content": f.Content}
	if f.Contact != "" {
		body["contact"] = f.Contact
	}
	return m.member.Do(ctx, s, Call{Op: "SendFeedback", Method: "POST", Path: pathFeedback, Body: body, Module: moduleFeedback}, nil)
}

// wireIDValue writes an id the way the platform wrote it: a number when it is all digits (as the
// platform's announcement and message ids are), else a string.
func wireIDValue(id string) any {
	if id != "" && id[0] != '0' && strings.Trim(id, "0123456789") == "" && len(id) < 16 {
		return json.Number(id)
	}
	return id
}
