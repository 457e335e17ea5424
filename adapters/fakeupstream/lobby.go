package fakeupstream

import (
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"hash/fnv"
	"io/fs"
	"net/http"
	"path"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/casinobff/bff/adapters/fakeupstream/internal/wire"
)

// The lottery lobby, the game lobby's news and the live chat's hosts (docs/UPSTREAM.md, "Lottery
// lobby, news and live-chat hosts"): public reads, answered in the call's language. The draws
// are the back office's own: each lottery draws on the fake's clock by its schedule
// (lottery-settings.json), so a clock moved on shows new issues, and an issue's numbers are
// the same whenever they are asked.

// lobbyFixtures are the lobby's files: each list by language, the draw schedules by game id.
type lobbyFixtures struct {
	lotteries map[string]json.RawMessage
	draws     map[string]wire.LotterySetting
	news      map[string]json.RawMessage
	models    map[string]json.RawMessage
}

// loadLobby reads the lobby's files; a recording without them gets the embedded ones.
func (fx *fixtures) loadLobby(fsys fs.FS) error {
	l := &fx.lobby
	var err error
	if l.lotteries, err = fx.byLanguage(fsys, wire.LotteriesGlob, func(name string, raw []byte) error {
		var list []wire.Lottery
		if err := json.Unmarshal(raw, &list); err != nil {
			return err
		}
		for i, lot := range list {
			if lot.GameID == "" || lot.GameName == "" {
				return fmt.Errorf("fixture %s: lottery %d has no gameId or name", name, i)
			}
		}
		return nil
	}); err != nil {
		return err
	}
	if l.news, err = fx.byLanguage(fsys, wire.LobbyNewsGlob, func(name string, raw []byte) error {
		var list []wire.LobbyNews
		if err := json.Unmarshal(raw, &list); err != nil {
			return err
		}
		for _, n := range list {
			// A news picture says its title, in English when there is one.
			if _, seen := fx.pictures[n.ImageURL]; n.ImageURL != "" && (!seen || strings.HasSuffix(name, ".en.json")) {
				fx.pictures[n.ImageURL] = n.Title
			}
		}
		return nil
	}); err != nil {
		return err
	}
	fx.modelNames = map[string]string{}
	if l.models, err = fx.byLanguage(fsys, wire.LiveModelsGlob, func(_ string, raw []byte) error {
		var list []wire.LiveModel
		if err := json.Unmarshal(raw, &list); err != nil {
			return err
		}
		for _, m := range list {
			fx.modelNames[m.Avatar] = m.Name
		}
		return nil
	}); err != nil {
		return err
	}
	var settings []wire.LotterySetting
	err = fx.read(fsys, wire.FileLotterySettings, &settings)
	if errors.Is(err, fs.ErrNotExist) {
		sub, serr := embeddedUpstream()
		if serr != nil {
			return serr
		}
		err = fx.read(sub, wire.FileLotterySettings, &settings)
	}
	if err != nil {
		return err
	}
	l.draws = map[string]wire.LotterySetting{}
	for _, st := range settings {
		span := st.Max - st.Min + 1
		switch {
		case st.Interval <= 0 || st.Interval > 24*60*60 || (24*60*60)%st.Interval != 0:
			return fmt.Errorf("fixture %s: %s draws every %d s, not a divisor of a day", wire.FileLotterySettings, st.GameID, st.Interval)
		case st.Offset < 0 || st.Offset >= st.Interval, st.CloseBefore < 0 || st.CloseBefore >= st.Interval:
			return fmt.Errorf("fixture %s: %s: offset and close must be within the interval", wire.FileLotterySettings, st.GameID)
		case st.Balls < 1 || span < 1 || (st.Distinct && st.Balls > span):
			return fmt.Errorf("fixture %s: %s cannot draw %d from %d to %d", wire.FileLotterySettings, st.GameID, st.Balls, st.Min, st.Max)
		}
		l.draws[st.GameID] = st
	}
	return nil
}

// byLanguage reads one fixture per language by glob (the embedded ones when fsys has none),
// each checked by check when given; the default language's is required.
func (fx *fixtures) byLanguage(fsys fs.FS, glob string, check func(name string, raw []byte) error) (map[string]json.RawMessage, error) {
	names, err := fs.Glob(fsys, glob)
	if err != nil {
		return nil, err
	}
	if len(names) == 0 {
		if fsys, err = embeddedUpstream(); err != nil {
			return nil, err
		}
		if names, err = fs.Glob(fsys, glob); err != nil {
			return nil, err
		}
	}
	sort.Strings(names)
	prefix, suffix, _ := strings.Cut(glob, "*")
	out := map[string]json.RawMessage{}
	for _, name := range names {
		lang := strings.TrimSuffix(strings.TrimPrefix(path.Base(name), prefix), suffix)
		var raw json.RawMessage
		if err := fx.read(fsys, name, &raw); err != nil {
			return nil, err
		}
		if check != nil {
			if err := check(name, raw); err != nil {
				return nil, err
			}
		}
		out[lang] = raw
	}
	if out[wire.DefaultLanguage] == nil {
		return nil, fmt.Errorf("fixture %s%s%s is missing", prefix, wire.DefaultLanguage, suffix)
	}
	return out, nil
}

// inLanguage is the fixture of the call's language: English when the language has none, else
// the default language's.
func inLanguage(byLang map[string]json.RawMessage, r *http.Request) json.RawMessage {
	if v, ok := byLang[language(r)]; ok {
		return v
	}
	if v, ok := byLang["en"]; ok {
		return v
	}
	return byLang[wire.DefaultLanguage]
}

func (s *Server) lobbyRoutes(handle func(method, path string, h http.HandlerFunc)) {
	handle("GET", "/lgw/games/game_menus", s.lotteryMenus)
	handle("GET", "/lgw/draw", s.lotteryDraw)
	handle("GET", "/lgw/games/opened/numero", s.openedNumeros)
	handle("GET", "/wps/relay/GLS2_lobbyNews", func(w http.ResponseWriter, r *http.Request) { answer(w, inLanguage(s.fx.lobby.news, r)) })
	handle("GET", "/wps/relay/CBS_modelList", s.liveModels)
}

func (s *Server) lotteryMenus(w http.ResponseWriter, r *http.Request) {
	answer(w, inLanguage(s.fx.lobby.lotteries, r))
}

// liveModels answers the live chat's hosts: a chat call, through module CBS3.
func (s *Server) liveModels(w http.ResponseWriter, r *http.Request) {
	if !requireModule(w, r, "CBS3") {
		return
	}
	answer(w, inLanguage(s.fx.lobby.models, r))
}

// issue is one draw of a lottery: its name, when it stops taking bets and when it draws.
type issue struct {
	numero       string
	close, drawn time.Time
}

// issueAt is the lottery's draw whose time is the first after t (after: false) or the last at
// or before t (after: true means the issue drawn), in the back office's days.
func (s *Server) issueAt(st wire.LotterySetting, t time.Time, drawn bool) issue {
	t = t.In(s.days)
	midnight := time.Date(t.Year(), t.Month(), t.Day(), 0, 0, 0, 0, s.days)
	step := time.Duration(st.Interval) * time.Second
	first := midnight.Add(time.Duration(st.Offset) * time.Second)
	k := int(t.Sub(first) / step) // the last draw at or before t, from today's first
	if t.Before(first) {
		k = -1
	}
	if !drawn {
		k++
	}
	at := first.Add(time.Duration(k) * step)
	return s.issueOf(st, at)
}

// issueOf names the draw at at: its day, and its number within the day unless it draws daily.
func (s *Server) issueOf(st wire.LotterySetting, at time.Time) issue {
	at = at.In(s.days)
	midnight := time.Date(at.Year(), at.Month(), at.Day(), 0, 0, 0, 0, s.days)
	numero := at.Format("20060102")
	if st.Interval < 24*60*60 {
		n := int(at.Sub(midnight.Add(time.Duration(st.Offset)*time.Second))/(time.Duration(st.Interval)*time.Second)) + 1
		numero += "-" + fmt.Sprintf("%04d", n)
	}
	return issue{numero: numero, close: at.Add(-time.Duration(st.CloseBefore) * time.Second), drawn: at}
}

// numbers are an issue's opened numbers: drawn from a hash of the game and the issue, so they
// never change.
func numbers(st wire.LotterySetting, numero string) []int {
	h := fnv.New64a()
	_, _ = h.Write([]byte(st.GameID + "/" + numero))
	r := &seq{state: binary.BigEndian.Uint64(h.Sum(nil))}
	span := st.Max - st.Min + 1
	if st.Distinct {
		pool := make([]int, span)
		for i := range pool {
			pool[i] = st.Min + i
		}
		for i := range st.Balls {
			j := i + r.intn(span-i)
			pool[i], pool[j] = pool[j], pool[i]
		}
		return pool[:st.Balls]
	}
	out := make([]int, st.Balls)
	for i := range out {
		out[i] = st.Min + r.intn(span)
	}
	return out
}

// lottery is the schedule of the call's gameId; false when refused.
func (s *Server) lottery(w http.ResponseWriter, r *http.Request) (wire.LotterySetting, bool) {
	id := r.URL.Query().Get("gameId")
	st, ok := s.fx.lobby.draws[id]
	if !ok {
		refuse(w, http.StatusOK, "game.not.found", "no lottery "+id)
	}
	return st, ok
}

// lotteryDraw answers the issue taking bets now: the first whose bets have not closed.
func (s *Server) lotteryDraw(w http.ResponseWriter, r *http.Request) {
	st, ok := s.lottery(w, r)
	if !ok {
		return
	}
	now := s.clock()
	next := s.issueAt(st, now, false)
	if !now.Before(next.close) {
		next = s.issueOf(st, next.drawn.Add(time.Duration(st.Interval)*time.Second))
	}
	answer(w, map[string]string{
		"gameId": st.GameID, "numero": next.numero, "closeTime": s.wallTime(next.close), "drawTime": s.wallTime(next.drawn),
	})
}

// maxOpened is how many drawn issues one call may ask for.
const maxOpened = 10

// openedNumeros answers the last size issues drawn (1 when not asked), newest first.
func (s *Server) openedNumeros(w http.ResponseWriter, r *http.Request) {
	size := 1
	if v := r.URL.Query().Get("size"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 || n > maxOpened {
			refuse(w, http.StatusBadRequest, "param.invalid", "size is 1 to "+strconv.Itoa(maxOpened))
			return
		}
		size = n
	}
	st, ok := s.lottery(w, r)
	if !ok {
		return
	}
	type opened struct {
		Numero      string `json:"numero"`
		OpenNumbers string `json:"openNumbers"`
		OpenTime    string `json:"openTime"`
	}
	out := make([]opened, 0, size)
	last := s.issueAt(st, s.clock(), true)
	for i := range size {
		is := s.issueOf(st, last.drawn.Add(-time.Duration(i*st.Interval)*time.Second))
		balls := numbers(st, is.numero)
		text := make([]string, len(balls))
		for j, b := range balls {
			text[j] = strconv.Itoa(b)
		}
		out = append(out, opened{Numero: is.numero, OpenNumbers: strings.Join(text, ","), OpenTime: s.wallTime(is.drawn)})
	}
	answer(w, out)
}
