package fakeupstream

import (
	"net/http"
	"strings"
	"time"
)

// A member's time-out or self-exclusion (docs/UPSTREAM.md, "Player protection"): how long each
// lasts, the call that starts one, and the sessions it ends.

// exclusion is a time-out or self-exclusion; a zero until is permanent.
type exclusion struct {
	typ   string
	until time.Time
}

// excludedRefusal answers a call refused by an exclusion: 403 member.excluded with its end.
func (s *Server) excludedRefusal(e *exclusion) result {
	return result{http.StatusForbidden, envelope{
		ErrorCode: "member.excluded", Message: "the member is excluded from play",
		Value: map[string]any{"type": e.typ, "endTime": nullable(s.wallTime(e.until))},
	}}
}

// errExcluded is a login refused by an exclusion.
type errExcluded struct{ e exclusion }

func (errExcluded) Error() string { return "member excluded" }

// exclusionEnd is when an exclusion of duration starting at now ends; zero: permanent.
func exclusionEnd(typ, duration string, now time.Time) (time.Time, bool) {
	ends := map[string]map[string]func() time.Time{
		exclusionTimeOut: {
			"24H": func() time.Time { return now.Add(24 * time.Hour) },
			"7D":  func() time.Time { return now.AddDate(0, 0, 7) },
			"30D": func() time.Time { return now.AddDate(0, 0, 30) },
			"6W":  func() time.Time { return now.AddDate(0, 0, 42) },
		},
		exclusionSelf: {
			"6M":        func() time.Time { return now.AddDate(0, 6, 0) },
			"1Y":        func() time.Time { return now.AddDate(1, 0, 0) },
			"5Y":        func() time.Time { return now.AddDate(5, 0, 0) },
			"PERMANENT": func() time.Time { return time.Time{} },
		},
	}
	end, ok := ends[typ][strings.ToUpper(duration)]
	if !ok {
		return time.Time{}, false
	}
	return end(), true
}

// exclude starts a time-out or self-exclusion and ends every session of the member: their
// tokens answer member.excluded from now on. A longer one replaces a shorter; a shorter one
// never shortens what is in force.
func (s *Server) exclude(w http.ResponseWriter, r *http.Request) {
	token, _, ok := s.requireSession(w, r)
	var body struct {
		Type     string `json:"type"`
		Duration string `json:"duration"`
	}
	if !ok || !readJSON(w, r, &body) {
		return
	}
	until, valid := exclusionEnd(body.Type, body.Duration, s.clock())
	if !valid {
		refuse(w, http.StatusBadRequest, "param.invalid", "no "+body.Type+" of "+body.Duration)
		return
	}
	s.answerFor(w, token, func(a *account, _ *purse) result {
		return s.lengthen(a, body.Type, until)
	})
}

// extendExclusion lengthens the exclusion of a member who cannot log in, named by their user
// name and password (encrypted, no session): a player on a time-out may ask for a longer one or
// a self-exclusion at any time. A shorter one never shortens what is in force; the answer is the
// exclusion in force after it. A wrong name or password is refused as a login is.
func (s *Server) extendExclusion(w http.ResponseWriter, r *http.Request) {
	var body struct {
		Username string `json:"username"`
		Password string `json:"password"`
		Type     string `json:"type"`
		Duration string `json:"duration"`
	}
	if !s.readEncrypted(w, r, &body) {
		return
	}
	until, valid := exclusionEnd(body.Type, body.Duration, s.clock())
	if !valid {
		refuse(w, http.StatusBadRequest, "param.invalid", "no "+body.Type+" of "+body.Duration)
		return
	}
	res, ok := s.members.withCredentials(body.Username, body.Password, func(a *account) result {
		return s.lengthen(a, body.Type, until)
	})
	if !ok {
		refuseWith(w, http.StatusOK, "login.fail", "Sorry, the username or password is incorrect", map[string]bool{"captcha": false})
		return
	}
	res.write(w)
}

// lengthen puts an exclusion of typ until until on a, unless the one in force ends later, and
// ends every session of a; the caller holds the members' lock.
func (s *Server) lengthen(a *account, typ string, until time.Time) result {
	g := a.guardOf()
	cur := g.exclusionAt(s.clock())
	if cur == nil || (!cur.until.IsZero() && (until.IsZero() || until.After(cur.until))) {
		g.excluded = &exclusion{typ: typ, until: until}
	}
	s.members.excludeSessions(a)
	e := g.excluded
	return success(map[string]any{"type": e.typ, "endTime": nullable(s.wallTime(e.until))})
}

// excludeSessions closes every session of a, whose tokens then answer member.excluded; the
// caller holds m.mu.
func (m *members) excludeSessions(a *account) {
	for t, acc := range m.sessions {
		if acc == a {
			delete(m.sessions, t)
			m.ended[t] = a
		}
	}
}

// endedByExclusion answers the exclusion of a token's member when an exclusion ended its
// session and is still in force.
func (m *members) endedByExclusion(token string) (*exclusion, bool) {
	m.mu.Lock()
	defer m.mu.Unlock()
	a, ok := m.ended[token]
	if !ok || a.guard == nil {
		return nil, false
	}
	e := a.guard.exclusionAt(m.now())
	if e == nil {
		return nil, false
	}
	c := *e
	return &c, true
}

// excludedNow answers the token's member's exclusion in force, if any.
func (m *members) excludedNow(token string) *exclusion {
	m.mu.Lock()
	defer m.mu.Unlock()
	a, ok := m.sessions[token]
	if !ok || a.guard == nil {
		return nil
	}
	if e := a.guard.exclusionAt(m.now()); e != nil {
		c := *e
		return &c
	}
	return nil
}

// withCredentials runs f on the account name and password name, under the members' lock; false
// when no account has them.
func (m *members) withCredentials(name, password string, f func(a *account) result) (result, bool) {
	m.mu.Lock()
	defer m.mu.Unlock()
	for _, a := range m.accounts {
		if a.password != "" && a.password == password && strings.EqualFold(a.name, strings.TrimSpace(name)) {
			return f(a), true
		}
	}
	return result{}, false
}
