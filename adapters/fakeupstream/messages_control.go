package fakeupstream

import (
	"fmt"
	"net/http"
	"slices"
	"strings"
)

// messageRoutes are the message calls of docs/UPSTREAM.md ("Messages and service").
func (s *Server) messageRoutes(handle func(method, path string, h http.HandlerFunc)) {
	handle("POST", "/wps/relay/MCSFE_markAnnouncementAsRead", s.markAnnouncementRead)
	handle("GET", "/wps/relay/CSP_unreadCount", s.inboxUnread)
	handle("GET", "/wps/relay/CBS_unreadCount", s.chatUnread)
	handle("GET", "/wps/relay/CSP_getInbox", s.inbox)
	handle("POST", "/wps/message/read", s.readMessage)
	handle("DELETE", "/wps/message/inbox", s.deleteMessages)
	handle("GET", "/wps/relay/CBS_launchChat", s.launchChat)
	handle("GET", "/wps/relay/WPSCORE_getCustomerServiceScript", s.customerService)
	handle("GET", "/wps/system/helpCenter", s.helpCentre)
	handle("POST", "/wps/feedback", s.feedback)
}

// The back office's side of the messages, for tests and for people trying the site: send a
// member a message, give them unread chat messages, read the feedback received. Each is a Go
// method of Server and a call under /__messages on the control mux (docs/UPSTREAM.md).
func (s *Server) messageControl(c *http.ServeMux) {
	c.HandleFunc("POST /__messages/inbox", func(w http.ResponseWriter, r *http.Request) {
		var in struct{ User, Title, Content string }
		if readControl(w, r, &in) {
			_, err := s.SendMessage(in.User, in.Title, in.Content)
			controlAnswer(w, err)
		}
	})
	c.HandleFunc("POST /__messages/chat", func(w http.ResponseWriter, r *http.Request) {
		var in struct {
			User   string
			Unread int
		}
		if readControl(w, r, &in) {
			controlAnswer(w, s.SetChatUnread(in.User, in.Unread))
		}
	})
	c.HandleFunc("GET /__messages/feedback", func(w http.ResponseWriter, _ *http.Request) {
		writeJSON(w, http.StatusOK, s.Feedback())
	})
}

// accountID is the id of the member who logs in as user.
func (s *Server) accountID(user string) (string, error) {
	s.members.mu.Lock()
	defer s.members.mu.Unlock()
	for _, a := range s.members.accounts {
		if strings.EqualFold(a.name, user) {
			return a.id, nil
		}
	}
	return "", fmt.Errorf("%w: %s", errUnknownMember, user)
}

// SendMessage puts a message, unread, at the top of user's inbox, in both languages alike, and
// answers its id.
func (s *Server) SendMessage(user, title, content string) (string, error) {
	if strings.TrimSpace(title) == "" {
		return "", fmt.Errorf("title is required: %w", errBadControl)
	}
	id, err := s.accountID(user)
	if err != nil {
		return "", err
	}
	s.mail.mu.Lock()
	defer s.mail.mu.Unlock()
	m := s.mail.add(id, bilingual{title, title}, bilingual{content, content}, s.clock(), false)
	return m.id, nil
}

// SetChatUnread gives user n unread live-chat messages.
func (s *Server) SetChatUnread(user string, n int) error {
	if n < 0 {
		return fmt.Errorf("unread must not be negative: %w", errBadControl)
	}
	id, err := s.accountID(user)
	if err != nil {
		return err
	}
	s.mail.mu.Lock()
	defer s.mail.mu.Unlock()
	s.mail.box(id).chatUnread = n
	return nil
}

// Feedback is every feedback form received, oldest first.
func (s *Server) Feedback() []FeedbackEntry {
	s.mail.mu.Lock()
	defer s.mail.mu.Unlock()
	return slices.Clone(s.mail.feedback)
}
