package fakeupstream

import (
	"encoding/json"
	"io"
	"net/http"
	"strings"
	"testing"

	"github.com/casinobff/bff/adapters/fakeupstream/internal/wire"
)

type unread struct{ InboxUnreadCount, AnnouncementUnreadCount int }

func (c *testClient) unread(token string) unread {
	c.t.Helper()
	var u unread
	c.get("/wps/relay/CSP_unreadCount", token, &u, "ModuleId", moduleInbox)
	return u
}

func (c *testClient) loginAs(user, password string) string {
	c.t.Helper()
	var v struct{ Token string }
	c.ok(c.login(map[string]string{"username": user, "password": password, "type": "username"}), &v)
	return v.Token
}

type inboxPage struct {
	Content []struct {
		MessageID       json.Number
		Title, SendTime string
		Read            bool
	}
	PageNum, TotalPages, TotalCount int
}

// The counts come from the state: demo01 has read four of the seven notices and holds two
// unread messages and one unread chat message; reading changes them.
func TestUnreadCountsFollowTheState(t *testing.T) {
	c := newFake(t, Options{})
	token := c.token()
	if got := c.unread(token); got != (unread{InboxUnreadCount: 2, AnnouncementUnreadCount: 3}) {
		t.Fatalf("demo01 %+v", got)
	}
	c.refused(c.call(http.MethodGet, "/wps/relay/CSP_unreadCount", token, nil), http.StatusBadRequest, "module.invalid")
	var chat struct{ ChatUnreadCount int }
	c.get("/wps/relay/CBS_unreadCount", token, &chat, "ModuleId", "CBS3")
	if chat.ChatUnreadCount != 1 {
		t.Errorf("chat %+v", chat)
	}

	// The read marks of the announcement list are this member's.
	var lists wire.Announcements
	c.get(announcementsCall+"&types=PL", token, &lists)
	read := map[string]bool{}
	for _, a := range lists.Player {
		read[a.ID] = a.Read
	}
	if !read["2004"] || read["2001"] {
		t.Errorf("read marks %v", read)
	}
	c.get(announcementsCall+"&types=PL", "", &lists)
	for _, a := range lists.Player {
		if a.Read {
			t.Errorf("a visitor's list marks %s read", a.ID)
		}
	}

	c.ok(c.call(http.MethodPost, "/wps/relay/MCSFE_markAnnouncementAsRead", token, map[string]any{"announcementId": 2001, "read": true}), nil)
	c.ok(c.call(http.MethodPost, "/wps/relay/MCSFE_markAnnouncementAsRead", token, map[string]any{"announcementId": "2001", "read": true}), nil)
	c.refused(c.call(http.MethodPost, "/wps/relay/MCSFE_markAnnouncementAsRead", token, map[string]any{"announcementId": 9999, "read": true}),
		http.StatusOK, "announcement.not.found")
	if got := c.unread(token); got.AnnouncementUnreadCount != 2 {
		t.Errorf("after reading 2001: %+v", got)
	}

	// agent01 counts the agents' notices too; a trial account has read nothing.
	if got := c.unread(c.loginAs("agent01", "Agent1234")); got != (unread{InboxUnreadCount: 120, AnnouncementUnreadCount: 1}) {
		t.Errorf("agent01 %+v", got)
	}
	if got := c.unread(c.loginAs("free01", "Free1234")); got != (unread{AnnouncementUnreadCount: 7}) {
		t.Errorf("free01 %+v", got)
	}
}

func TestInboxReadAndDelete(t *testing.T) {
	c := newFake(t, Options{})
	token := c.token()
	var page inboxPage
	c.get("/wps/relay/CSP_getInbox?pageNo=1&pageSize=3", token, &page, "ModuleId", moduleInbox, "Language", "en")
	if page.TotalCount != 4 || page.TotalPages != 2 || len(page.Content) != 3 {
		t.Fatalf("page %+v", page)
	}
	newest := page.Content[0]
	if newest.Title != "A welcome bonus is waiting for you" || newest.Read || !page.Content[2].Read {
		t.Errorf("newest first, unread first: %+v", page.Content)
	}
	c.refused(c.call(http.MethodGet, "/wps/relay/CSP_getInbox", token, nil), http.StatusBadRequest, "module.invalid")

	c.ok(c.call(http.MethodPost, "/wps/message/read", token, map[string]any{"messageId": newest.MessageID}), nil)
	c.refused(c.call(http.MethodPost, "/wps/message/read", token, map[string]any{"messageId": "1"}), http.StatusOK, "message.not.found")
	if got := c.unread(token); got.InboxUnreadCount != 1 {
		t.Errorf("after reading: %+v", got)
	}

	// One unknown id: nothing is deleted.
	c.refused(c.call(http.MethodDelete, "/wps/message/inbox?messageIds="+newest.MessageID.String()+",1", token, nil), http.StatusOK, "message.not.found")
	c.refused(c.call(http.MethodDelete, "/wps/message/inbox?messageIds=", token, nil), http.StatusBadRequest, "param.invalid")
	c.ok(c.call(http.MethodDelete, "/wps/message/inbox?messageIds="+newest.MessageID.String()+","+page.Content[1].MessageID.String(), token, nil), nil)
	c.get("/wps/relay/CSP_getInbox", token, &page, "ModuleId", moduleInbox)
	if page.TotalCount != 2 {
		t.Errorf("after deleting two: %+v", page)
	}

	// The back office sends a message.
	if _, err := c.fake.SendMessage("demo01", "Hello", "<p>Hi</p>"); err != nil {
		t.Fatal(err)
	}
	if got := c.unread(token); got.InboxUnreadCount != 1 {
		t.Errorf("after a new message: %+v", got)
	}
}

func TestChatLaunchAndPage(t *testing.T) {
	c := newFake(t, Options{})
	token := c.token()
	launch := "/wps/relay/CBS_launchChat?b2c=1&language=EN&backUrl=" + "http%3A%2F%2F127.0.0.1%3A8080%2Fm%2Fmessage" + "&headerColor=%230f766e&title=Demo+Casino"
	c.refused(c.call(http.MethodGet, launch, token, nil), http.StatusBadRequest, "module.invalid")
	c.refused(c.call(http.MethodGet, launch, "", nil, "ModuleId", "CBS3"), http.StatusUnauthorized, "login.not.session")
	var v struct{ ChatURL string }
	c.get(launch, token, &v, "ModuleId", "CBS3")
	if !strings.HasPrefix(v.ChatURL, c.base+"/chat/") {
		t.Fatalf("chat address %q", v.ChatURL)
	}
	var chat struct{ ChatUnreadCount int }
	c.get("/wps/relay/CBS_unreadCount", token, &chat, "ModuleId", "CBS3")
	if chat.ChatUnreadCount != 0 {
		t.Errorf("opening the chat reads it: %+v", chat)
	}
	resp, err := http.Get(v.ChatURL) //nolint:noctx // a test's one request
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(resp.Body)
	_ = resp.Body.Close()
	if resp.StatusCode != 200 || !strings.Contains(string(body), "Live chat · Demo Casino") || !strings.Contains(string(body), `href="http://127.0.0.1:8080/m/message"`) {
		t.Errorf("chat page %d: %s", resp.StatusCode, body)
	}
}

func TestFeedbackHelpAndContacts(t *testing.T) {
	c := newFake(t, Options{})
	c.refused(c.call(http.MethodPost, "/wps/feedback", "", map[string]string{"content": "x"}), http.StatusBadRequest, "module.invalid")
	c.refused(c.call(http.MethodPost, "/wps/feedback", "", map[string]string{"content": " "}, "ModuleId", "FEEDBACK3"), http.StatusBadRequest, "param.invalid")
	c.ok(c.call(http.MethodPost, "/wps/feedback", "", map[string]string{"content": "More cricket, please"}, "ModuleId", "FEEDBACK3"), nil)
	c.ok(c.call(http.MethodPost, "/wps/feedback", c.token(), map[string]string{"content": "Faster deposits", "contact": "demo01@example.com"}, "ModuleId", "FEEDBACK3"), nil)
	got := c.fake.Feedback()
	if len(got) != 2 || got[0].User != "" || got[1].User != "demo01" || got[1].Contact != "demo01@example.com" {
		t.Errorf("feedback %+v", got)
	}

	var bn, en []wire.HelpTopic
	c.get("/wps/system/helpCenter?lang=bn&device=MOBILE", "", &bn)
	c.get("/wps/system/helpCenter?lang=en&device=MOBILE", "", &en)
	if len(bn) != 5 || len(en) != 5 || bn[0].Tag != "terms" || !hasBengali(bn[0].Title) || en[0].Title != "Terms of use" {
		t.Errorf("help bn %d en %d: %+v", len(bn), len(en), en[0])
	}
	var contacts []wire.ServiceContact
	c.get("/wps/relay/WPSCORE_getCustomerServiceScript", "", &contacts)
	if len(contacts) != 6 || contacts[0].CSType != "LIVECHAT" {
		t.Errorf("contacts %+v", contacts)
	}
}
