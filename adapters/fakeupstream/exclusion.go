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
	now := s.clock()
	until, valid := exclusionEnd(body.Type, body.Duration, now)
	if !valid {
		refuse(w, http.StatusBadRequest, "param.invalid", "no "+body.Type+" of "+body.Duration)
		return
	}
	s.answerFor(w, token, func(a *account, _ *purse) result {
		g := a.guardOf()
		cur := g.exclusionAt(now)
		if cur == nil || (!cur.until.IsZero() && (until.IsZero() || until.After(cur.until))) {
			g.excluded = &exclusion{typ: body.Type, until: until}
		}
		s.members.excludeSessions(a)
		e := g.excluded
		return success(map[string]any{"type": e.typ, "endTime": nullable(s.wallTime(e.until))})
	})
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
