package messages_test

import (
	"net/http"
	"testing"

	"github.com/casinobff/bff/bff"
	"github.com/casinobff/bff/bff/bfftest"
	"github.com/casinobff/bff/config"
)

// foreignChat is a site whose launch hosts leave out the fake upstream's loopback address: the
// chat address the fake answers is then one the site may not send players to.
func foreignChat(o *bff.Options) {
	o.Sites[0].Backends = config.Backends{
		Games: "https://games.example.com", Member: "https://member.example.com",
		Wallet: "https://wallet.example.com", Content: "https://content.example.com",
	}
}

// TestGoldens writes and checks testdata/bff/messages: every endpoint of the message centre
// and every refusal the fake upstream can be led to.
//
// They run in this order against one fake upstream, whose message state carries over from case
// to case: demo01 starts with three unread notices of seven (2001, 2002, 2003), four messages
// (70000001 to 70000004, the newest two unread) and one unread chat message; agent01 with one
// unread agents' notice and 120 unread messages of 125. The first golden of a path and query is
// the one the site's mocks answer by default. Run the whole list, not one case.
func TestGoldens(t *testing.T) {
	g, w, as := bfftest.Golden, bfftest.Write, bfftest.As
	post := func(name, path string, status int, body, description string) bfftest.GoldenCase {
		return w(http.MethodPost, name, path, status, body, description)
	}
	del := func(name, path string, status int, description string) bfftest.GoldenCase {
		return w(http.MethodDelete, name, path, status, "", description)
	}
	english := func(c bfftest.GoldenCase) bfftest.GoldenCase {
		c.Headers = map[string]string{"Accept-Language": "en"}
		return c
	}
	edit := func(c bfftest.GoldenCase, o bfftest.Option) bfftest.GoldenCase {
		c.Edits = append(c.Edits, o)
		return c
	}
	bfftest.RunGoldens(t, "messages", []bfftest.GoldenCase{
		// Announcements.
		g("announcements", "/api/v1/announcements", 200,
			"A visitor's notices (the /m/notice list and the announcement bar's), their HTML sanitised: 2007's script, onerror, onclick and javascript: link are gone; none read."),
		english(g("announcements-en", "/api/v1/announcements", 200, "The same in English.")),
		as("demo01", g("announcements-member", "/api/v1/announcements?types=notice", 200,
			"demo01's notices with its read marks (2004 to 2007 read); it may mark them read. 2006's pictures come in sequence order.")),
		as("agent01", g("announcements-agent", "/api/v1/announcements?types=agent&group=m_home", 200,
			"The agents' notices of /m/member/notice?types=A, with agent01's read marks.")),
		as("demo01", g("announcements-agent-not-agent", "/api/v1/announcements?types=agent", 200, "A member who is no agent has no agents' notices.")),
		g("announcements-registration", "/api/v1/announcements?types=banner&group=m_reg", 200, "The registration screen's announcement (banner group m_reg)."),
		g("announcements-hot-games", "/api/v1/announcements?types=banner&group=m_hotgames", 200, "The hot-games page's banners (group m_hotgames)."),
		g("announcements-popups", "/api/v1/announcements?types=popup", 200, "The popups (PU)."),
		g("announcements-invalid", "/api/v1/announcements?types=notice,promo&group=m_evil", 400,
			"A kind and a group the BFF does not know: validation_failed naming both (a made-up group never becomes a cache key)."),

		// Badges, before anything is read.
		as("demo01", g("unread-counts", "/api/v1/me/unread-counts", 200, "demo01's badges: three unread notices, two unread messages, one chat message.")),
		as("agent01", g("unread-counts-agent", "/api/v1/me/unread-counts", 200, "agent01's: one agents' notice, 120 messages (the site shows 99+), no chat message.")),
		as("free01", g("unread-counts-trial", "/api/v1/me/unread-counts", 200,
			"A free (type 4) account has its unread announcements (it cannot mark them read), and neither inbox nor chat.")),
		g("unread-counts-login-required", "/api/v1/me/unread-counts", 401, "Badges without a session: login_required."),

		// Reading announcements.
		as("demo01", post("announcement-read", "/api/v1/announcements/2001/read", 200, "", "demo01 opens notice 2001: read, once; its badge drops to two.")),
		as("free01", post("announcement-read-free-reject", "/api/v1/announcements/2002/read", 403, "", "A free account cannot mark announcements read: free_reject.")),
		post("announcement-read-login-required", "/api/v1/announcements/2002/read", 401, "", "A visitor cannot: login_required."),
		as("demo01", post("announcement-read-unknown", "/api/v1/announcements/9999/read", 404, "", "An announcement the back office does not know: not_found.")),
		as("demo01", g("unread-counts-after-reading", "/api/v1/me/unread-counts", 200, "demo01's badges after reading 2001.")),

		// The inbox.
		as("demo01", g("inbox", "/api/v1/inbox", 200, "demo01's inbox, newest first: two unread, two read.")),
		english(as("demo01", g("inbox-en", "/api/v1/inbox", 200, "The same in English."))),
		as("agent01", g("inbox-agent-page-2", "/api/v1/inbox?page=2&pageSize=20", 200, "The second page of agent01's 125 messages.")),
		as("demo01", g("inbox-invalid", "/api/v1/inbox?page=0&pageSize=500", 400, "A page and a page size out of range: validation_failed.")),
		as("free01", g("inbox-free-reject", "/api/v1/inbox", 403, "A free account has no inbox: free_reject.")),
		g("inbox-login-required", "/api/v1/inbox", 401, "The inbox without a session: login_required."),
		as("demo01", post("inbox-read", "/api/v1/inbox/70000004/read", 200, "", "demo01 opens its newest message: read.")),
		as("demo01", post("inbox-read-unknown", "/api/v1/inbox/1/read", 404, "", "A message the inbox does not hold: not_found.")),
		as("demo01", del("inbox-delete", "/api/v1/inbox/70000001", 200, "One message deleted.")),
		as("demo01", del("inbox-delete-several", "/api/v1/inbox?ids=70000002,70000003", 200, "Two messages deleted at once.")),
		as("demo01", del("inbox-delete-unknown", "/api/v1/inbox?ids=70000004,1", 404, "One id the inbox does not hold: not_found, and nothing is deleted.")),
		as("demo01", del("inbox-delete-invalid", "/api/v1/inbox?ids=", 400, "No id: validation_failed.")),
		as("demo01", g("inbox-after-deleting", "/api/v1/inbox", 200, "What is left: the newest message, read.")),

		// Live chat.
		as("demo01", post("chat-launch", "/api/v1/chat-launches", 201, `{"returnTo":"/m/message"}`,
			"demo01's live chat: the address of the chat service's page, which leads back to /m/message; its chat badge clears.")),
		as("free01", post("chat-launch-free-reject", "/api/v1/chat-launches", 403, "", "A free account may not chat: free_reject.")),
		as("demo01", post("chat-launch-invalid", "/api/v1/chat-launches", 400, `{"returnTo":"https://evil.example/"}`,
			"A way back off the site: validation_failed.")),
		edit(as("demo01", post("chat-launch-unavailable", "/api/v1/chat-launches", 503, "",
			"The chat service answers an address on a host the site does not allow: chat_unavailable.")), foreignChat),

		// Customer service, help, feedback.
		g("customer-service", "/api/v1/customer-service", 200,
			"The widget's contacts in the back office's order: live chat, two Telegram desks, WhatsApp, Facebook, YouTube."),
		g("help", "/api/v1/help", 200, "The help centre's topics in Bengali, the terms of use first (tag terms); the FAQ's onclick and iframe are gone."),
		english(g("help-en", "/api/v1/help", 200, "The help centre in English.")),
		post("feedback", "/api/v1/feedback", 202, `{"content":"Please add more cricket matches to the hot list.","contact":"rahim@example.com"}`,
			"A visitor's feedback, sent."),
		post("feedback-invalid", "/api/v1/feedback", 400, `{"content":"too short","contact":"`+longContact+`"}`,
			"Under ten characters, and a contact over 100: validation_failed."),
	})
}

const longContact = "0123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789x"
