package fakeupstream

import (
	"fmt"
	"net/http"

	"github.com/shopspring/decimal"
)

// trialBalance is what a new trial account may play with.
const trialBalance = "2000.00"

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
