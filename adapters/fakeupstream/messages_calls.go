package fakeupstream

import (
	"encoding/json"
	"fmt"
	"html/template"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/casinobff/bff/adapters/fakeupstream/internal/wire"
)

// The message calls of docs/UPSTREAM.md ("Messages and service"), over the state of
// messages.go.

// Module ids the message calls must carry.
const (
	moduleInbox    = "INBOX3"
	moduleChat     = "CBS3"
	moduleFeedback = "FEEDBACK3"
)

// requireModule answers module.invalid unless the call carries module.
func requireModule(w http.ResponseWriter, r *http.Request, module string) bool {
	if r.Header.Get("ModuleId") != module {
		refuse(w, http.StatusBadRequest, "module.invalid", r.URL.Path+" goes through module "+module)
		return false
	}
	return true
}

// withReadMarks answers the lists with each item's read mark set from a's state.
func withReadMarks(out map[string][]announcement, marks map[string]bool) (map[string][]json.RawMessage, error) {
	marked := make(map[string][]json.RawMessage, len(out))
	for key, items := range out {
		list := make([]json.RawMessage, 0, len(items))
		for _, a := range items {
			var fields map[string]json.RawMessage
			if err := json.Unmarshal(a.raw, &fields); err != nil {
				return nil, err
			}
			fields["read"] = json.RawMessage(strconv.FormatBool(marks[a.id]))
			raw, err := json.Marshal(fields)
			if err != nil {
				return nil, err
			}
			list = append(list, raw)
		}
		marked[key] = list
	}
	return marked, nil
}

// markAnnouncementRead sets one announcement's read mark for the session's member.
func (s *Server) markAnnouncementRead(w http.ResponseWriter, r *http.Request) {
	_, a, ok := s.requireSession(w, r)
	if !ok {
		return
	}
	var body struct {
		AnnouncementID json.RawMessage `json:"announcementId"`
		Read           *bool           `json:"read"`
	}
	if !readJSON(w, r, &body) {
		return
	}
	id := idText(body.AnnouncementID)
	if id == "" {
		refuse(w, http.StatusBadRequest, "param.invalid", "announcementId is required")
		return
	}
	if all, _, _ := s.fx.announcementIDs(); !all[id] {
		refuse(w, http.StatusOK, "announcement.not.found", "no announcement "+id)
		return
	}
	read := body.Read == nil || *body.Read
	s.mail.mu.Lock()
	s.mail.box(a.id).read[id] = read
	s.mail.mu.Unlock()
	answer(w, true)
}

// idText reads an id sent as a string or as a number.
func idText(raw json.RawMessage) string {
	var s string
	if json.Unmarshal(raw, &s) == nil {
		return strings.TrimSpace(s)
	}
	var n json.Number
	if json.Unmarshal(raw, &n) == nil {
		return n.String()
	}
	return ""
}

// inboxUnread answers the inbox's and the announcements' unread counts, from the member's state.
func (s *Server) inboxUnread(w http.ResponseWriter, r *http.Request) {
	if !requireModule(w, r, moduleInbox) {
		return
	}
	if _, a, ok := s.requireSession(w, r); ok {
		notices, inbox := s.counts(a)
		answer(w, map[string]int{"inboxUnreadCount": inbox, "announcementUnreadCount": notices})
	}
}

// chatUnread is the chat service's count; it sits behind module CBS3.
func (s *Server) chatUnread(w http.ResponseWriter, r *http.Request) {
	if !requireModule(w, r, moduleChat) {
		return
	}
	if _, a, ok := s.requireSession(w, r); ok {
		s.mail.mu.Lock()
		n := s.mail.box(a.id).chatUnread
		s.mail.mu.Unlock()
		answer(w, map[string]int{"chatUnreadCount": n})
	}
}

type wireMessage struct {
	MessageID json.Number `json:"messageId"`
	Title     string      `json:"title"`
	Content   string      `json:"content"`
	SendTime  string      `json:"sendTime"`
	Read      bool        `json:"read"`
}

// inbox answers one page of the member's inbox, newest first, in the call's language.
func (s *Server) inbox(w http.ResponseWriter, r *http.Request) {
	if !requireModule(w, r, moduleInbox) {
		return
	}
	_, a, ok := s.requireSession(w, r)
	if !ok {
		return
	}
	page, size, err := paging(r.URL.Query(), "pageNo", 20)
	if err != nil {
		refuse(w, http.StatusBadRequest, "param.invalid", err.Error())
		return
	}
	lang := language(r)
	s.mail.mu.Lock()
	msgs, pages := pageOf(s.mail.box(a.id).messages, page, size)
	total := len(s.mail.box(a.id).messages)
	out := make([]wireMessage, 0, len(msgs))
	for _, m := range msgs {
		out = append(out, wireMessage{
			MessageID: json.Number(m.id), Title: m.title.in(lang), Content: m.content.in(lang),
			SendTime: s.wallTime(m.sent), Read: m.read,
		})
	}
	s.mail.mu.Unlock()
	answer(w, map[string]any{"content": out, "pageNum": page, "totalPages": pages, "totalCount": total})
}

// readMessage marks one message read.
func (s *Server) readMessage(w http.ResponseWriter, r *http.Request) {
	_, a, ok := s.requireSession(w, r)
	if !ok {
		return
	}
	var body struct {
		MessageID json.RawMessage `json:"messageId"`
	}
	if !readJSON(w, r, &body) {
		return
	}
	id := idText(body.MessageID)
	s.mail.mu.Lock()
	defer s.mail.mu.Unlock()
	for _, m := range s.mail.box(a.id).messages {
		if m.id == id {
			m.read = true
			answer(w, true)
			return
		}
	}
	refuse(w, http.StatusOK, "message.not.found", "no message "+id)
}

// deleteMessages deletes the messages of messageIds, all or none.
func (s *Server) deleteMessages(w http.ResponseWriter, r *http.Request) {
	_, a, ok := s.requireSession(w, r)
	if !ok {
		return
	}
	var ids []string
	for _, id := range strings.Split(r.URL.Query().Get("messageIds"), ",") {
		if id = strings.TrimSpace(id); id != "" {
			ids = append(ids, id)
		}
	}
	if len(ids) == 0 || len(ids) > 100 {
		refuse(w, http.StatusBadRequest, "param.invalid", "messageIds: from 1 to 100 ids, comma-separated")
		return
	}
	s.mail.mu.Lock()
	defer s.mail.mu.Unlock()
	b := s.mail.box(a.id)
	held := map[string]bool{}
	for _, m := range b.messages {
		held[m.id] = true
	}
	for _, id := range ids {
		if !held[id] {
			refuse(w, http.StatusOK, "message.not.found", "no message "+id)
			return
		}
	}
	kept := b.messages[:0:0]
	for _, m := range b.messages {
		if !containsString(ids, m.id) {
			kept = append(kept, m)
		}
	}
	b.messages = kept
	answer(w, true)
}

func containsString(xs []string, x string) bool {
	for _, v := range xs {
		if v == x {
			return true
		}
	}
	return false
}

// launchChat opens a live chat and answers its address: a page of the fake's own (/chat/{id}),
// on the host the call came to. Opening the chat reads its unread messages.
func (s *Server) launchChat(w http.ResponseWriter, r *http.Request) {
	if !requireModule(w, r, moduleChat) {
		return
	}
	_, a, ok := s.requireSession(w, r)
	if !ok {
		return
	}
	q := r.URL.Query()
	if q.Get("b2c") != "1" {
		refuse(w, http.StatusBadRequest, "param.invalid", "b2c must be 1")
		return
	}
	lang := strings.ToLower(q.Get("language"))
	if lang == "" {
		lang = language(r)
	}
	s.mail.mu.Lock()
	s.mail.nextChat++
	id := fmt.Sprintf("c%06d", s.mail.nextChat)
	s.mail.chats[id] = chatSession{user: a.name, title: q.Get("title"), back: q.Get("backUrl"), color: q.Get("headerColor"), lang: lang}
	s.mail.box(a.id).chatUnread = 0
	s.mail.mu.Unlock()
	scheme := "http"
	if r.TLS != nil {
		scheme = "https"
	}
	u := url.URL{Scheme: scheme, Host: r.Host, Path: "/chat/" + id, RawQuery: url.Values{"lang": {lang}}.Encode()}
	answer(w, map[string]string{"chatUrl": u.String()})
}

// chatTemplate stands in for the chat service's page: enough for a journey to see it opened.
var chatTemplate = template.Must(template.New("chat").Parse(`<!doctype html>
<html lang="{{.Lang}}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>{{.Heading}}</title>
<style>body{margin:0;font-family:system-ui,sans-serif;background:#f4f4f5;color:#18181b}header{background:{{.Color}};color:#fff;padding:16px}main{padding:16px}p.bubble{background:#fff;border-radius:12px;padding:12px;max-width:80%}a{color:{{.Color}}}</style>
</head><body><header><h1>{{.Heading}}</h1></header><main>
<p class="bubble">{{.Greeting}}</p>
{{if .Back}}<p><a href="{{.Back}}">{{.BackText}}</a></p>{{end}}
</main></body></html>
`))

// isColour says whether c is a #rrggbb colour, the only header colour the page takes.
func isColour(c string) bool {
	if len(c) != 7 || c[0] != '#' {
		return false
	}
	_, err := strconv.ParseUint(c[1:], 16, 32)
	return err == nil
}

func (s *Server) chatPage(w http.ResponseWriter, r *http.Request) {
	s.mail.mu.Lock()
	c, ok := s.mail.chats[r.PathValue("id")]
	s.mail.mu.Unlock()
	if !ok {
		http.NotFound(w, r)
		return
	}
	data := map[string]any{
		"Lang": "bn", "Heading": "লাইভ চ্যাট", "Greeting": "স্বাগতম, " + c.user + "! একজন এজেন্ট শীঘ্রই উত্তর দেবেন।",
		"BackText": "সাইটে ফিরে যান", "Color": "#0f766e",
	}
	if c.lang == "en" {
		data["Lang"], data["Heading"], data["Greeting"], data["BackText"] = "en", "Live chat",
			"Welcome, "+c.user+"! An agent will answer shortly.", "Back to the site"
	}
	if c.title != "" {
		data["Heading"] = data["Heading"].(string) + " · " + c.title
	}
	if isColour(c.color) {
		data["Color"] = template.CSS(c.color)
	}
	if u, err := url.Parse(c.back); err == nil && (u.Scheme == "http" || u.Scheme == "https") && u.Host != "" {
		data["Back"] = u.String()
	}
	writePage(w, chatTemplate, data)
}

// maxFeedback is the most the back office keeps of one feedback form.
const maxFeedback = 2000

// feedback takes the help centre's feedback form, from a member or a visitor.
func (s *Server) feedback(w http.ResponseWriter, r *http.Request) {
	if !requireModule(w, r, moduleFeedback) {
		return
	}
	var body struct {
		Content string `json:"content"`
		Contact string `json:"contact"`
	}
	if !readJSON(w, r, &body) {
		return
	}
	n := utf8.RuneCountInString(strings.TrimSpace(body.Content))
	if n == 0 || n > maxFeedback || utf8.RuneCountInString(body.Contact) > 100 {
		refuse(w, http.StatusBadRequest, "param.invalid", fmt.Sprintf("content: from 1 to %d characters; contact: at most 100", maxFeedback))
		return
	}
	entry := FeedbackEntry{Content: body.Content, Contact: body.Contact, At: s.clock()}
	if token := r.Header.Get("Authorization"); token != "" {
		a, ok := s.members.session(token)
		if !ok {
			refuse(w, http.StatusUnauthorized, "login.not.session", "no session: log in again")
			return
		}
		entry.User = a.name
	}
	s.mail.mu.Lock()
	s.mail.feedback = append(s.mail.feedback, entry)
	s.mail.mu.Unlock()
	answer(w, true)
}

// helpCentre answers the help centre in the lang parameter's language (else the call's), English
// when it has no recording of it, else the default.
func (s *Server) helpCentre(w http.ResponseWriter, r *http.Request) {
	lang := strings.ToLower(r.URL.Query().Get("lang"))
	if lang == "" {
		lang = language(r)
	}
	topics, ok := s.fx.help[lang]
	if !ok {
		if topics, ok = s.fx.help["en"]; !ok {
			topics = s.fx.help[wire.DefaultLanguage]
		}
	}
	answer(w, topics)
}

// customerService answers the contacts in the call's language.
func (s *Server) customerService(w http.ResponseWriter, r *http.Request) {
	answer(w, wire.InLanguage(s.fx.contacts, language(r)))
}
