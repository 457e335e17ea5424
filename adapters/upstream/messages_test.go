package upstream

import (
	"errors"
	"io"
	"net/http"
	"net/url"
	"strings"
	"sync"
	"testing"

	"github.com/casinobff/bff/adapters"
)

// The message adapter over the fake upstream: read marks, counts, the inbox, chat, feedback,
// and the public reads of the content backend.
func TestMessagesOverTheFake(t *testing.T) {
	m := newMoneyStack(t)
	client := func(backend string) *Client {
		c, err := New(Options{Site: "demo", Backend: backend, BaseURL: m.url, Merchant: "DEMO", Location: dhaka})
		if err != nil {
			t.Fatal(err)
		}
		return c
	}
	msgs := NewMessages(client("content"), client("member"))
	ctx, demo := t.Context(), m.demo()

	counts, err := msgs.UnreadCounts(ctx, demo)
	if err != nil || counts != (adapters.MessageCounts{Announcements: 3, Inbox: 2}) {
		t.Fatalf("counts %+v %v", counts, err)
	}
	if n, err := msgs.ChatUnread(ctx, demo); err != nil || n != 1 {
		t.Errorf("chat %d %v", n, err)
	}
	lists, err := msgs.Announcements(ctx, demo, adapters.AnnouncementQuery{Types: []string{"PL"}})
	if err != nil || len(lists.Notices) != 7 || lists.Notices[0].Read || !lists.Notices[3].Read {
		t.Fatalf("notices %+v %v", lists.Notices, err)
	}
	if imgs := lists.Notices[5].Images; len(imgs) != 3 || imgs[0].Sequence != 1 || imgs[2].Sequence != 3 {
		t.Errorf("pictures in sequence order: %+v", imgs)
	}
	if err := msgs.MarkAnnouncementRead(ctx, demo, "2001"); err != nil {
		t.Fatal(err)
	}
	if err := msgs.MarkAnnouncementRead(ctx, demo, "9999"); !errors.Is(err, adapters.ErrAnnouncementUnknown) {
		t.Errorf("unknown announcement: %v", err)
	}

	page, err := msgs.Inbox(ctx, demo, adapters.InboxQuery{Page: 1, PageSize: 10})
	if err != nil || page.Total != 4 || len(page.Messages) != 4 || page.Messages[0].Read || page.Messages[0].Sent.IsZero() {
		t.Fatalf("inbox %+v %v", page, err)
	}
	if err := msgs.ReadMessage(ctx, demo, page.Messages[0].ID); err != nil {
		t.Fatal(err)
	}
	if err := msgs.DeleteMessages(ctx, demo, []string{page.Messages[2].ID, page.Messages[3].ID}); err != nil {
		t.Fatal(err)
	}
	if err := msgs.DeleteMessages(ctx, demo, []string{"1"}); !errors.Is(err, adapters.ErrMessageUnknown) {
		t.Errorf("unknown message: %v", err)
	}
	counts, _ = msgs.UnreadCounts(ctx, demo)
	if counts != (adapters.MessageCounts{Announcements: 2, Inbox: 1}) {
		t.Errorf("after reading: %+v", counts)
	}

	chat, err := msgs.LaunchChat(ctx, demo, adapters.ChatRequest{BackURL: "https://demo.test/m/message", Title: "Demo", HeaderColor: "#0f766e"})
	if err != nil || !strings.HasPrefix(chat, m.url+"/chat/") {
		t.Fatalf("chat %q %v", chat, err)
	}
	if u, _ := url.Parse(chat); u.Query().Get("lang") != "en" {
		t.Errorf("chat language: %s", chat)
	}
	if err := msgs.SendFeedback(ctx, visitor, adapters.Feedback{Content: "More cricket"}); err != nil {
		t.Fatal(err)
	}
	if f := m.fake.Feedback(); len(f) != 1 || f[0].Content != "More cricket" {
		t.Errorf("feedback %+v", f)
	}

	content := NewContent(client("content"))
	help, err := content.HelpCentre(ctx, adapters.Scope{Language: "en"})
	if err != nil || len(help.Items) != 5 || help.Items[0].Tag != "terms" || help.Items[0].ID != "1" {
		t.Errorf("help %+v %v", help, err)
	}
	contacts, err := content.CustomerService(ctx, visitor)
	if err != nil || len(contacts.Items) != 6 || contacts.Items[1].Name != "Telegram support" || contacts.Items[2].Position != 3 {
		t.Errorf("contacts in position order: %+v %v", contacts, err)
	}
}

// The wire details the fake does not check: the ids as numbers, the chat's language, the
// delete's one call, the older chat count's name.
func TestMessagesOnTheWire(t *testing.T) {
	var (
		mu     sync.Mutex
		seen   []*http.Request
		bodies []string
	)
	f := newFake(t, func(w http.ResponseWriter, r *http.Request) {
		b, _ := io.ReadAll(r.Body)
		mu.Lock()
		seen = append(seen, r.Clone(t.Context()))
		bodies = append(bodies, string(b))
		mu.Unlock()
		switch r.URL.Path {
		case pathChatUnread:
			value(`{"unReadCount":4}`)(w, r)
		case pathLaunchChat:
			value(`{"chatUrl":" https://chat.example.com/c/1 "}`)(w, r)
		default:
			value(`true`)(w, r)
		}
	})
	c := newTestClient(t, f, nil).Client
	msgs := NewMessages(c, c)
	ctx, s := t.Context(), adapters.Scope{Language: "bn", Token: "tok"}
	if err := msgs.MarkAnnouncementRead(ctx, s, "2001"); err != nil {
		t.Fatal(err)
	}
	if err := msgs.ReadMessage(ctx, s, "M-1"); err != nil {
		t.Fatal(err)
	}
	if err := msgs.DeleteMessages(ctx, s, []string{"1", "2"}); err != nil {
		t.Fatal(err)
	}
	if n, err := msgs.ChatUnread(ctx, s); err != nil || n != 4 {
		t.Errorf("unReadCount: %d %v", n, err)
	}
	chat, err := msgs.LaunchChat(ctx, s, adapters.ChatRequest{BackURL: "https://demo.test/m/home"})
	if err != nil || chat != "https://chat.example.com/c/1" {
		t.Errorf("chat %q %v", chat, err)
	}
	if err := msgs.SendFeedback(ctx, adapters.Scope{Language: "en"}, adapters.Feedback{Content: "hi"}); err != nil {
		t.Fatal(err)
	}
	want := []struct{ method, path, query, body, module string }{
		{"POST", pathMarkAnnouncementRead, "", `{"announcementId":2001,"read":true}`, "COMM3"},
		{"POST", pathReadMessage, "", `{"messageId":"M-1"}`, "COMM3"},
		{"DELETE", pathDeleteMessages, "messageIds=1%2C2", "", "COMM3"},
		{"GET", pathChatUnread, "", "", "CBS3"},
		{"GET", pathLaunchChat, "b2c=1&backUrl=https%3A%2F%2Fdemo.test%2Fm%2Fhome&language=BN", "", "CBS3"},
		{"POST", pathFeedback, "", `{"content":"hi"}`, "FEEDBACK3"},
	}
	mu.Lock()
	defer mu.Unlock()
	if len(seen) != len(want) {
		t.Fatalf("%d calls, want %d", len(seen), len(want))
	}
	for i, w := range want {
		r := seen[i]
		if r.Method != w.method || r.URL.Path != w.path || r.URL.RawQuery != w.query || bodies[i] != w.body || r.Header.Get("ModuleId") != w.module {
			t.Errorf("call %d: %s %s?%s %s %s, want %+v", i, r.Method, r.URL.Path, r.URL.RawQuery, bodies[i], r.Header.Get("ModuleId"), w)
		}
	}
	if seen[5].Header.Get("Authorization") != "" {
		t.Error("a visitor's feedback carries a token")
	}
}
