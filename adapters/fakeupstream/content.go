package fakeupstream

import (
	"encoding/json"
	"fmt"
	"maps"
	"net/http"
	"slices"
	"strings"

	"github.com/casinobff/bff/adapters/fakeupstream/internal/wire"
)

// language is the call's language: the language parameter, else the Language header, as
// "bn" from "bn", "BN" or "bn-BD".
func language(r *http.Request) string {
	lang := r.URL.Query().Get("language")
	if lang == "" {
		lang = r.Header.Get("Language")
	}
	lang = strings.ToLower(lang)
	if i := strings.IndexAny(lang, "-_"); i >= 0 {
		lang = lang[:i]
	}
	return lang
}

// announcements answers the lists of the requested content types (every type when types is
// empty; the others come back empty), with the member's read marks when a session calls. groupName keeps the items of that group and those that
// belong to none (notices, promotions), so one call can fetch the home banners and the notices.
// No language means the site's default (bn); a language without a recording falls back to
// English, then to the default.
func (s *Server) announcements(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	lang := language(r)
	if lang == "" {
		lang = wire.DefaultLanguage
	}
	lists, ok := s.fx.announcements[lang]
	if !ok {
		if lists, ok = s.fx.announcements["en"]; !ok {
			lists = s.fx.announcements[wire.DefaultLanguage]
		}
	}
	var types []string
	for _, t := range strings.Split(q.Get("types"), ",") {
		if t = strings.ToUpper(strings.TrimSpace(t)); t != "" {
			types = append(types, t)
		}
	}
	group := q.Get("groupName")
	out := map[string][]announcement{}
	for _, k := range announcementKinds {
		out[k.key] = []announcement{}
		if len(types) > 0 && !slices.Contains(types, k.typ) {
			continue
		}
		for _, a := range lists[k.key] {
			if group == "" || a.group == "" || a.group == group {
				out[k.key] = append(out[k.key], a)
			}
		}
	}
	if r.Header.Get("Authorization") == "" {
		answer(w, out)
		return
	}
	// With a session, each item says whether this member has read it.
	_, a, ok := s.requireSession(w, r)
	if !ok {
		return
	}
	marked, err := withReadMarks(out, s.readMarks(a))
	if err != nil {
		refuse(w, http.StatusInternalServerError, "service.unavailable", err.Error())
		return
	}
	answer(w, marked)
}

// status answers the recorded status, or its maintenance or region-restricted variant when
// that scenario is on.
func (s *Server) status(w http.ResponseWriter, r *http.Request) {
	value, ok := s.fx.status[s.statusScenario(r)]
	if !ok {
		value = s.fx.status[Normal]
	}
	answer(w, value)
}

// whiteLabel answers the recorded white label, with the switches SetSwitch turned.
func (s *Server) whiteLabel(w http.ResponseWriter, _ *http.Request) {
	s.switches.mu.Lock()
	turned := maps.Clone(s.switches.on)
	s.switches.mu.Unlock()
	if len(turned) == 0 {
		answer(w, s.fx.whiteLabel)
		return
	}
	var wl wire.WhiteLabel
	if err := json.Unmarshal(s.fx.whiteLabel, &wl); err != nil {
		refuse(w, http.StatusInternalServerError, "service.unavailable", err.Error())
		return
	}
	wl.Switches = maps.Clone(wl.Switches)
	if wl.Switches == nil {
		wl.Switches = map[string]bool{}
	}
	maps.Copy(wl.Switches, turned)
	answer(w, wl)
}

// SetSwitch turns one of the white label's switches on or off (the site's features: the bet
// record TRANSBETREPMEM3, the chat CBS3 ...), for this fake only.
func (s *Server) SetSwitch(name string, on bool) {
	s.switches.mu.Lock()
	defer s.switches.mu.Unlock()
	if s.switches.on == nil {
		s.switches.on = map[string]bool{}
	}
	s.switches.on[name] = on
}

// contentControl is the back office's side of the content: POST /__content/switches
// {"name": "TRANSBETREPMEM3", "on": false} (SetSwitch).
func (s *Server) contentControl(c *http.ServeMux) {
	c.HandleFunc("POST /__content/switches", func(w http.ResponseWriter, r *http.Request) {
		var in struct {
			Name string
			On   bool
		}
		if !readControl(w, r, &in) {
			return
		}
		if in.Name == "" {
			controlAnswer(w, fmt.Errorf("name: the switch to turn: %w", errBadControl))
			return
		}
		s.SetSwitch(in.Name, in.On)
		controlAnswer(w, nil)
	})
}
