package fakeupstream

import (
	"encoding/json"
	"fmt"
	"html/template"
	"net/http"
	"net/url"
	"slices"
)

// Page sizes of the member's lists when a call gives none, as the platform's own.
const (
	defaultFavouriteIDPageSize = 100
	defaultFavouritePageSize   = 15
	defaultRecentPageSize      = 18
)

// flexString is an id a client may send as a string or a number: the platform's back end
// (Jackson) takes both, so the fake does too.
type flexString string

func (f *flexString) UnmarshalJSON(b []byte) error {
	var s string
	if err := json.Unmarshal(b, &s); err == nil {
		*f = flexString(s)
		return nil
	}
	var n json.Number
	if err := json.Unmarshal(b, &n); err != nil {
		return fmt.Errorf("id %s is neither a string nor a number", b)
	}
	*f = flexString(n.String())
	return nil
}

// gameRef is the body of the favourite, recent and launch calls: enough to find one game. A
// lottery launch also names its prize mode.
type gameRef struct {
	GameID    flexString `json:"gameId"`
	NodeID    flexString `json:"nodeId"`
	Vendor    string     `json:"vendor"`
	Language  string     `json:"language"`
	PrizeMode string     `json:"prizeMode"`
}

// find looks the game up by node id, else by game id.
func (s *Server) find(ref gameRef) (game, bool) {
	if i, ok := s.fx.byNode[string(ref.NodeID)]; ok {
		return s.fx.games[i], true
	}
	if i, ok := s.fx.byID[string(ref.GameID)]; ok && ref.NodeID == "" {
		return s.fx.games[i], true
	}
	return game{}, false
}

// sessionRef opens a member's call on one game: the session's token and the body's game.
func (s *Server) sessionRef(w http.ResponseWriter, r *http.Request) (string, gameRef, bool) {
	token, _, ok := s.requireSession(w, r)
	var ref gameRef
	if !ok || !readJSON(w, r, &ref) {
		return "", gameRef{}, false
	}
	return token, ref, true
}

// sessionGame is sessionRef with the game found.
func (s *Server) sessionGame(w http.ResponseWriter, r *http.Request) (string, gameRef, game, bool) {
	token, ref, ok := s.sessionRef(w, r)
	if !ok {
		return "", ref, game{}, false
	}
	g, ok := s.findGame(w, ref)
	return token, ref, g, ok
}

// findGame is find, refusing a game the catalogue does not have.
func (s *Server) findGame(w http.ResponseWriter, ref gameRef) (game, bool) {
	g, found := s.find(ref)
	if !found {
		refuseUnknownGame(w, ref)
	}
	return g, found
}

func refuseUnknownGame(w http.ResponseWriter, ref gameRef) {
	refuse(w, http.StatusOK, "game.not.found", fmt.Sprintf("no game with nodeId %q / gameId %q", ref.NodeID, ref.GameID))
}

// gamesOf turns node ids into catalogue games of one type (any when gameType is empty),
// skipping ids the catalogue no longer has.
func (s *Server) gamesOf(nodes []string, gameType string) []game {
	out := []game{}
	for _, n := range nodes {
		if i, ok := s.fx.byNode[n]; ok && (gameType == "" || s.fx.games[i].GameType == gameType) {
			out = append(out, s.fx.games[i])
		}
	}
	return out
}

func (s *Server) favouriteIDs(w http.ResponseWriter, r *http.Request) {
	_, a, ok := s.requireSession(w, r)
	if !ok {
		return
	}
	page, size, err := paging(r.URL.Query(), "pageNo", defaultFavouriteIDPageSize)
	if err != nil {
		badParam(w, err)
		return
	}
	ids, total := pageOf(a.favourites, page, size)
	answer(w, contentPage[string]{Content: ids, PageNum: page, TotalPages: total})
}

func (s *Server) favourites(w http.ResponseWriter, r *http.Request) {
	s.memberGames(w, r, "pageNo", defaultFavouritePageSize, func(a account) []string { return a.favourites })
}

// memberGames answers a page of one of the member's game lists (favourites, recent), filtered
// by gameType; the two calls differ only in their page parameter and default size.
func (s *Server) memberGames(w http.ResponseWriter, r *http.Request, pageParam string, defaultSize int, list func(account) []string) {
	_, a, ok := s.requireSession(w, r)
	if !ok {
		return
	}
	q := r.URL.Query()
	page, size, err := paging(q, pageParam, defaultSize)
	if err != nil {
		badParam(w, err)
		return
	}
	games, total := pageOf(s.gamesOf(list(a), q.Get("gameType")), page, size)
	answer(w, contentPage[game]{Content: games, PageNum: page, TotalPages: total})
}

// addFavourite puts the game first; a game already there stays where it is (a no-op success).
func (s *Server) addFavourite(w http.ResponseWriter, r *http.Request) {
	token, ref, ok := s.sessionRef(w, r)
	if !ok {
		return
	}
	g, found := s.find(gameRef{NodeID: ref.NodeID})
	if !found {
		refuseUnknownGame(w, ref)
		return
	}
	s.members.update(token, func(a *account) {
		if !slices.Contains(a.favourites, g.NodeID) {
			a.favourites = append([]string{g.NodeID}, a.favourites...)
		}
	})
	answer(w, true)
}

// removeFavourite succeeds whether or not the game was a favourite.
func (s *Server) removeFavourite(w http.ResponseWriter, r *http.Request) {
	token, ref, ok := s.sessionRef(w, r)
	if !ok {
		return
	}
	s.members.update(token, func(a *account) {
		a.favourites = slices.DeleteFunc(slices.Clone(a.favourites), func(n string) bool { return n == string(ref.NodeID) })
	})
	answer(w, true)
}

func (s *Server) recentGames(w http.ResponseWriter, r *http.Request) {
	s.memberGames(w, r, "page", defaultRecentPageSize, func(a account) []string { return a.recent })
}

func (s *Server) addRecent(w http.ResponseWriter, r *http.Request) {
	token, _, g, ok := s.sessionGame(w, r)
	if !ok {
		return
	}
	s.members.update(token, func(a *account) { a.pushRecent(g.NodeID) })
	answer(w, true)
}

// pushRecent moves node to the front, keeping the list short.
func (a *account) pushRecent(node string) {
	rest := slices.DeleteFunc(slices.Clone(a.recent), func(n string) bool { return n == node })
	a.recent = append([]string{node}, rest[:min(len(rest), maxRecent-1)]...)
}

// launch answers the address of the game page on this fake, as seen from the caller, and
// records the game as recent (the real platform does so on launch).
func (s *Server) launch(w http.ResponseWriter, r *http.Request) {
	token, ref, g, ok := s.sessionGame(w, r)
	if !ok {
		return
	}
	if e := s.members.excludedNow(token); e != nil {
		s.excludedRefusal(e).write(w)
		return
	}
	s.members.update(token, func(a *account) { a.pushRecent(g.NodeID) })
	v := launchAnswer(r, g, "real", ref.Language)
	if ref.PrizeMode != "" {
		// the game's address carries the prize mode it was opened in, for a test to see
		u, err := url.Parse(v["content"]["game_url"])
		if err != nil {
			http.Error(w, err.Error(), http.StatusInternalServerError)
			return
		}
		q := u.Query()
		q.Set("prize", ref.PrizeMode)
		u.RawQuery = q.Encode()
		v["content"]["game_url"] = u.String()
	}
	answer(w, v)
}

// trialLaunch needs no session; games without a trial mode refuse.
func (s *Server) trialLaunch(w http.ResponseWriter, r *http.Request) {
	var ref gameRef
	if !readJSON(w, r, &ref) {
		return
	}
	g, ok := s.findGame(w, ref)
	if !ok {
		return
	}
	if !g.SupportPlay {
		refuse(w, http.StatusOK, "game.trial.unsupported", g.Name()+" has no trial mode")
		return
	}
	answer(w, launchAnswer(r, g, "trial", ref.Language))
}

func launchAnswer(r *http.Request, g game, mode, lang string) map[string]map[string]string {
	scheme := "http"
	if r.TLS != nil {
		scheme = "https"
	}
	q := url.Values{"mode": {mode}, "node": {g.NodeID}}
	if lang != "" {
		q.Set("language", lang)
	}
	u := url.URL{Scheme: scheme, Host: r.Host, Path: "/play/" + g.GameID, RawQuery: q.Encode()}
	return map[string]map[string]string{"content": {"game_url": u.String()}}
}

// playTemplate stands in for a vendor's game: enough for a journey test to see it opened.
var playTemplate = template.Must(template.New("play").Parse(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>{{.Name}}</title>
<style>body{margin:0;min-height:100vh;display:grid;place-items:center;background:#111;color:#eee;font-family:system-ui,sans-serif;text-align:center}img{width:160px;height:160px}</style>
</head><body><main>
<img src="{{.Icon}}" alt="" width="160" height="160">
<h1>{{.Name}}</h1>
<p>{{.Vendor}} · {{.Mode}} play{{with .Prize}} · prize mode {{.}}{{end}}</p>
</main></body></html>
`))

func (s *Server) playPage(w http.ResponseWriter, r *http.Request) {
	i, ok := s.fx.byID[r.PathValue("gameId")]
	if !ok {
		http.NotFound(w, r)
		return
	}
	g := s.fx.games[i]
	mode := "trial"
	if r.URL.Query().Get("mode") == "real" {
		mode = "real"
	}
	writePage(w, playTemplate, map[string]string{"Name": g.Name(), "Icon": g.IconURL, "Vendor": g.Vendor, "Mode": mode, "Prize": r.URL.Query().Get("prize")})
}
