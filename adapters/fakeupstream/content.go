package fakeupstream

import (
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
	value, ok := s.fx.status[s.statusScenario(r.URL.Path)]
	if !ok {
		value = s.fx.status[Normal]
	}
	answer(w, value)
}

func (s *Server) whiteLabel(w http.ResponseWriter, _ *http.Request) {
	answer(w, s.fx.whiteLabel)
}
