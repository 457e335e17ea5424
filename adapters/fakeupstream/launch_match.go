package fakeupstream

import (
	"net/http"
	"net/url"
)

// matchRef is the body of the match launch: the launch body plus the match to open.
type matchRef struct {
	gameRef
	MatchID  flexString `json:"matchId"`
	LeagueID flexString `json:"leagueId"`
}

// launchMatch opens a sports game on one match (a hot match of the sports carousel): the real
// launch's answer with the match and league in the game's address. Like the launch, it needs a
// session and records the game as recent.
func (s *Server) launchMatch(w http.ResponseWriter, r *http.Request) {
	token, _, ok := s.requireSession(w, r)
	var ref matchRef
	if !ok || !readJSON(w, r, &ref) {
		return
	}
	if ref.MatchID == "" || ref.LeagueID == "" {
		refuse(w, http.StatusBadRequest, "param.invalid", "matchId and leagueId are required")
		return
	}
	g, found := s.find(ref.gameRef)
	if !found {
		refuseUnknownGame(w, ref.gameRef)
		return
	}
	s.members.update(token, func(a *account) { a.pushRecent(g.NodeID) })
	v := launchAnswer(r, g, "real", ref.Language)
	u, err := url.Parse(v["content"]["game_url"])
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	q := u.Query()
	q.Set("match", string(ref.MatchID))
	q.Set("league", string(ref.LeagueID))
	u.RawQuery = q.Encode()
	v["content"]["game_url"] = u.String()
	answer(w, v)
}
