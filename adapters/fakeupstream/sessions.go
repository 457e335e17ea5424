package fakeupstream

import (
	"fmt"
	"net/http"

	"github.com/shopspring/decimal"
)

// trialBalance is what a new trial account may play with.
const trialBalance = "2000.00"

// unreadCounts are an account's message-centre badges.
type unreadCounts struct {
	Inbox, Announcements, Chat int
}

// trialUser makes a type-4 account and logs it in, as test play does.
func (s *Server) trialUser(w http.ResponseWriter, _ *http.Request) {
	token, name := s.members.trial()
	answer(w, map[string]any{"token": token, "userName": name, "customerType": 4})
}

func (m *members) trial() (token, name string) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.trials++
	a := &account{
		id: fmt.Sprintf("%d", 10200000+m.trials), name: fmt.Sprintf("trial%06d", m.trials),
		typ: 4, purse: m.newPurse(),
	}
	// An empty purse has every wallet: crediting its main wallet cannot fail.
	_ = a.purse.open(m.now(), map[string]decimal.Decimal{mainWallet: decimal.RequireFromString(trialBalance)})
	m.accounts = append(m.accounts, a)
	return m.open(a), a.name
}

// renew keeps a session alive; the fake's sessions never expire, so it only checks there is one.
func (s *Server) renew(w http.ResponseWriter, r *http.Request) {
	if _, _, ok := s.requireSession(w, r); ok {
		answer(w, true)
	}
}

func (s *Server) inboxUnread(w http.ResponseWriter, r *http.Request) {
	if _, a, ok := s.requireSession(w, r); ok {
		answer(w, map[string]int{"inboxUnreadCount": a.unread.Inbox, "announcementUnreadCount": a.unread.Announcements})
	}
}

// chatUnread is the chat service's count; it sits behind module CBS3.
func (s *Server) chatUnread(w http.ResponseWriter, r *http.Request) {
	if r.Header.Get("ModuleId") != "CBS3" {
		refuse(w, http.StatusBadRequest, "module.invalid", "chat calls go through module CBS3")
		return
	}
	if _, a, ok := s.requireSession(w, r); ok {
		answer(w, map[string]int{"chatUnreadCount": a.unread.Chat})
	}
}
