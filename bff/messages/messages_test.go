package messages_test

import (
	"context"
	"net/http"
	"strings"
	"sync"
	"testing"

	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/bff/bfftest"
	"github.com/casinobff/bff/bff/httpx"
	"github.com/casinobff/bff/bff/messages"
	"github.com/casinobff/bff/bff/sites"
)

// hostile is what the fake upstream's notice 2007 and help topic 5 carry besides their text.
var hostile = []string{"<script", "onerror", "onclick", "javascript:", "<iframe", "steal", "alert("}

// The back office's HTML reaches the site only sanitised: announcements (a visitor's and a
// member's), the home page's notices and popups, the help centre.
func TestNoScriptReachesTheSite(t *testing.T) {
	s := bfftest.NewStack(t)
	demo := s.SignIn("demo01")
	for _, call := range []struct {
		target string
		cookie *http.Cookie
		needs  string // proof the hostile item is there
	}{
		{"/api/v1/announcements?lang=en", nil, "Beware of fake links"},
		{"/api/v1/announcements?lang=bn", demo, "ভুয়া লিংক থেকে সাবধান"},
		{"/api/v1/home?lang=en", nil, "Beware of fake links"},
		{"/api/v1/help?lang=en", nil, "Forgot your password?"},
	} {
		t.Run(call.target, func(t *testing.T) {
			rec := s.Call(http.MethodGet, call.target, "", call.cookie)
			if rec.Code != http.StatusOK {
				t.Fatalf("%d %s", rec.Code, rec.Body)
			}
			body := strings.ToLower(rec.Body.String())
			if !strings.Contains(rec.Body.String(), call.needs) {
				t.Fatalf("the hostile item is missing: %s", rec.Body)
			}
			for _, bad := range hostile {
				if strings.Contains(body, bad) {
					t.Errorf("%s reached the site", bad)
				}
			}
		})
	}
}

// Public content is read through the cache; a member's announcements, the inbox and the counts
// never are.
func TestWhatIsCached(t *testing.T) {
	s := bfftest.NewStack(t)
	demo := s.SignIn("demo01")
	hits := func(path string) int { return s.Fake.Hits()[path] }
	twice := func(target string, cookie *http.Cookie) {
		for range 2 {
			if rec := s.Call(http.MethodGet, target, "", cookie); rec.Code != http.StatusOK {
				t.Fatalf("%s: %d %s", target, rec.Code, rec.Body)
			}
		}
	}
	const (
		upAnnouncements = "/wps/relay/MCSFE_getListAnnouncements"
		upHelp          = "/wps/system/helpCenter"
		upContacts      = "/wps/relay/WPSCORE_getCustomerServiceScript"
		upInbox         = "/wps/relay/CSP_getInbox"
		upCounts        = "/wps/relay/CSP_unreadCount"
	)
	twice("/api/v1/announcements", nil)
	twice("/api/v1/help", nil)
	twice("/api/v1/customer-service", nil)
	for path, want := range map[string]int{upAnnouncements: 1, upHelp: 1, upContacts: 1} {
		if got := hits(path); got != want {
			t.Errorf("%s: %d calls for two public reads, want %d", path, got, want)
		}
	}
	twice("/api/v1/announcements", demo)
	twice("/api/v1/inbox", demo)
	twice("/api/v1/me/unread-counts", demo)
	for path, want := range map[string]int{upAnnouncements: 3, upInbox: 2, upCounts: 2} {
		if got := hits(path); got != want {
			t.Errorf("%s: %d calls, want %d: personal reads are never cached", path, got, want)
		}
	}
	rec := s.Call(http.MethodGet, "/api/v1/announcements", "", demo)
	if cc := rec.Header().Get("Cache-Control"); cc != "no-store" {
		t.Errorf("a member's announcements: Cache-Control %q", cc)
	}
}

// Reading through the BFF moves the badges: a notice opened, a message read and deleted, the
// chat opened.
func TestBadgesFollowReading(t *testing.T) {
	s := bfftest.NewStack(t)
	demo := s.SignIn("demo01")
	counts := func() messages.UnreadCounts {
		rec := s.Call(http.MethodGet, "/api/v1/me/unread-counts", "", demo)
		return bfftest.Decode[messages.UnreadCounts](t, rec.Body.Bytes())
	}
	before := counts()
	if before.Announcements != 3 || *before.Inbox != 2 || *before.Chat != 1 {
		t.Fatalf("before %+v", before)
	}
	s.Call(http.MethodPost, "/api/v1/announcements/2003/read", "", demo)
	s.Call(http.MethodPost, "/api/v1/inbox/70000004/read", "", demo)
	s.Call(http.MethodDelete, "/api/v1/inbox?ids=70000003", "", demo)
	if rec := s.Call(http.MethodPost, "/api/v1/chat-launches", "", demo); rec.Code != http.StatusCreated {
		t.Fatalf("chat: %d %s", rec.Code, rec.Body)
	}
	after := counts()
	if after.Announcements != 2 || *after.Inbox != 0 || *after.Chat != 0 {
		t.Errorf("after %+v", after)
	}
	rec := s.Call(http.MethodGet, "/api/v1/announcements", "", demo)
	for _, a := range bfftest.Decode[messages.Announcements](t, rec.Body.Bytes()).Items {
		if a.ID == "2003" && !a.Read {
			t.Error("2003 is not marked read")
		}
	}
}

// fakeMessages is a message backend whose chat service fails or answers what a test says.
type fakeMessages struct {
	adapters.Messages // nil: a call the test does not expect panics
	mu                sync.Mutex
	chatErr           error
	chatURL           string
	chatCalls         int
}

func (f *fakeMessages) UnreadCounts(context.Context, adapters.Scope) (adapters.MessageCounts, error) {
	return adapters.MessageCounts{Announcements: 4, Inbox: 150}, nil
}

func (f *fakeMessages) ChatUnread(context.Context, adapters.Scope) (int, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.chatCalls++
	return 2, f.chatErr
}

func (f *fakeMessages) LaunchChat(context.Context, adapters.Scope, adapters.ChatRequest) (string, error) {
	return f.chatURL, nil
}

func harness(t *testing.T, chat bool, m *fakeMessages) *bfftest.Harness {
	t.Helper()
	h := bfftest.NewHarness(t, bfftest.WithPlayer(&bfftest.Player{}), bfftest.WithBackends(func(b *sites.Backends) { b.Messages = m }))
	h.Content.Label.Switches = map[string]bool{"CBS3": chat}
	return h
}

func TestChatCountsAndLaunchFollowTheSwitch(t *testing.T) {
	tests := []struct {
		name      string
		chat      bool
		chatErr   error
		wantChat  *int
		wantCalls int
	}{
		{"live chat on", true, nil, ptr(2), 1},
		{"the chat service fails: no badge, no error", true, adapters.ErrUnavailable, nil, 1},
		{"no live chat: not asked", false, nil, nil, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m := &fakeMessages{chatErr: tt.chatErr}
			h := harness(t, tt.chat, m)
			rec := h.Do(http.MethodGet, "/api/v1/me/unread-counts", h.MemberHeader(), nil)
			got := bfftest.Decode[messages.UnreadCounts](t, rec.Body.Bytes())
			if rec.Code != http.StatusOK || got.Announcements != 4 || *got.Inbox != 150 || (got.Chat == nil) != (tt.wantChat == nil) ||
				(got.Chat != nil && *got.Chat != *tt.wantChat) || m.chatCalls != tt.wantCalls {
				t.Errorf("%d %s, %d chat calls", rec.Code, rec.Body, m.chatCalls)
			}
		})
	}
	off := harness(t, false, &fakeMessages{})
	rec := off.Do(http.MethodPost, "/api/v1/chat-launches", off.MemberHeader(), nil)
	bfftest.ExpectProblem(t, rec, http.StatusForbidden, httpx.CodeFeatureDisabled)
}

// The chat address is taken only over https from the site's launch hosts (or a loopback
// backend over http, in fixture mode); anything else is chat_unavailable.
func TestChatAddressMustBeAllowed(t *testing.T) {
	for addr, ok := range map[string]bool{
		"https://games.example/chat/1":  true, // bfftest.DemoSite's launch host
		"http://games.example/chat/1":   false,
		"https://evil.example/chat/1":   false,
		"javascript:alert(1)":           false,
		"/m/home":                       false,
		"":                              false,
		"https://user@games.example/x":  false,
		"https://games.example:8443/ch": false,
	} {
		t.Run(addr, func(t *testing.T) {
			h := harness(t, true, &fakeMessages{chatURL: addr})
			rec := h.Do(http.MethodPost, "/api/v1/chat-launches", h.MemberHeader(), strings.NewReader(`{"returnTo":"/m/message"}`))
			if ok {
				if rec.Code != http.StatusCreated || !strings.Contains(rec.Body.String(), addr) {
					t.Errorf("%d %s", rec.Code, rec.Body)
				}
				return
			}
			bfftest.ExpectProblem(t, rec, http.StatusServiceUnavailable, httpx.CodeChatUnavailable)
		})
	}
}

func TestFeedbackIsLimitedPerAddress(t *testing.T) {
	s := bfftest.NewStack(t)
	body := `{"content":"The deposit page could show the bKash number bigger."}`
	for i := range 5 {
		if rec := s.Call(http.MethodPost, "/api/v1/feedback", body); rec.Code != http.StatusAccepted {
			t.Fatalf("feedback %d: %d %s", i, rec.Code, rec.Body)
		}
	}
	rec := s.Call(http.MethodPost, "/api/v1/feedback", body)
	bfftest.ExpectProblem(t, rec, http.StatusTooManyRequests, httpx.CodeRateLimited)
	if rec.Header().Get("Retry-After") == "" {
		t.Error("no Retry-After")
	}
	if got := len(s.Fake.Feedback()); got != 5 {
		t.Errorf("%d forms reached the back office, want 5", got)
	}
}

func ptr(n int) *int { return &n }
