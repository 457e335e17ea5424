package fakeupstream

import (
	"encoding/json"
	"fmt"
	"io/fs"
	"path"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/casinobff/bff/adapters/fakeupstream/internal/wire"
	"github.com/casinobff/bff/testdata"
)

// The message side of the back office (docs/UPSTREAM.md, "Messages and service"): which
// announcements each member has read, an inbox per member, the live chat's unread count and its
// sessions, and the feedback received. The counts of the message centre are derived from this
// state, never stored beside it. The handlers are in messages_calls.go, the control calls in
// messages_control.go.

// bilingual is a text the back office wrote in both of the site's languages.
type bilingual struct{ bn, en string }

func (b bilingual) in(lang string) string {
	if lang == "en" {
		return b.en
	}
	return b.bn
}

// message is one inbox message.
type message struct {
	id             string
	title, content bilingual
	sent           time.Time
	read           bool
}

// mailbox is one member's message state.
type mailbox struct {
	read       map[string]bool // announcement ids read
	messages   []*message      // newest first
	chatUnread int
}

// chatSession is a live chat the chat service opened.
type chatSession struct {
	user, title, back, color, lang string
}

// FeedbackEntry is one feedback form the back office received.
type FeedbackEntry struct {
	User    string    `json:"user,omitempty"` // empty: a visitor's
	Content string    `json:"content"`
	Contact string    `json:"contact,omitempty"`
	At      time.Time `json:"at"`
}

// mailboxes is every member's message state, by account id; a member without one (a new trial
// account) has read nothing and holds no message.
type mailboxes struct {
	mu       sync.Mutex
	byID     map[string]*mailbox
	chats    map[string]chatSession
	feedback []FeedbackEntry
	nextID   int // message ids
	nextChat int
	now      func() time.Time
}

// firstMessageID numbers the messages, as the platform's numeric ids.
const firstMessageID = 70000000

// box is the mailbox of account id, made on first use; the caller holds mu.
func (m *mailboxes) box(id string) *mailbox {
	b, ok := m.byID[id]
	if !ok {
		b = &mailbox{read: map[string]bool{}}
		m.byID[id] = b
	}
	return b
}

// add puts a message at the top of account id's inbox; the caller holds mu.
func (m *mailboxes) add(id string, title, content bilingual, sent time.Time, read bool) *message {
	m.nextID++
	msg := &message{id: fmt.Sprint(firstMessageID + m.nextID), title: title, content: content, sent: sent, read: read}
	b := m.box(id)
	b.messages = append([]*message{msg}, b.messages...)
	return msg
}

// newMailboxes seeds the demo accounts' message state (docs/UPSTREAM.md): demo01 has read four
// of the seven player notices and holds four messages, two unread, and one unread chat message;
// agent01 has read every player notice and one of the two agents' notices, and holds 125
// messages, 120 unread (the badge's 99+); the mobile account and captcha01 have a welcome
// message. Times count back from the back office's clock at start.
func newMailboxes(accounts []*account, now func() time.Time) *mailboxes {
	m := &mailboxes{byID: map[string]*mailbox{}, chats: map[string]chatSession{}, now: now}
	start := now()
	ago := func(d time.Duration) time.Time { return start.Add(-d).Truncate(time.Second) }
	for _, a := range accounts {
		switch a.name {
		case "demo01":
			b := m.box(a.id)
			for _, id := range []string{"2004", "2005", "2006", "2007"} {
				b.read[id] = true
			}
			b.chatUnread = 1
			for _, s := range demoMessages {
				m.add(a.id, s.title, s.content, ago(s.ago), s.read)
			}
		case "agent01":
			b := m.box(a.id)
			for _, id := range []string{"2001", "2002", "2003", "2004", "2005", "2006", "2007", "2101"} {
				b.read[id] = true
			}
			for i := 1; i <= 125; i++ {
				day := start.AddDate(0, 0, -(126 - i)).Format("2006-01-02")
				m.add(a.id,
					bilingual{"দলের দৈনিক রিপোর্ট: " + day, "Team daily report: " + day},
					bilingual{"<p>আপনার দলের " + day + " তারিখের বাজি, জমা ও কমিশনের হিসাব প্রস্তুত।</p>", "<p>Your team's bets, deposits and commission for " + day + " are ready.</p>"},
					ago(time.Duration(126-i)*24*time.Hour), i <= 5)
			}
		case "8801712345678", "captcha01":
			m.add(a.id, welcome.title, welcome.content, ago(48*time.Hour), false)
		}
	}
	return m
}

type seedMessage struct {
	title, content bilingual
	ago            time.Duration
	read           bool
}

var welcome = seedMessage{
	title:   bilingual{"স্বাগতম!", "Welcome!"},
	content: bilingual{"<p>আমাদের সাথে যোগ দেওয়ার জন্য ধন্যবাদ। প্রথম ডিপোজিটে ১০০% বোনাস আপনার জন্য অপেক্ষা করছে।</p>", "<p>Thank you for joining us. A 100% bonus is waiting for your first deposit.</p>"},
}

// demoMessages are demo01's, oldest first.
var demoMessages = []seedMessage{
	{
		title:   bilingual{"ডিপোজিট জমা হয়েছে", "Deposit received"},
		content: bilingual{"<p>আপনার bKash ডিপোজিট ওয়ালেটে জমা হয়েছে। শুভকামনা!</p>", "<p>Your bKash deposit has been credited to your wallet. Good luck!</p>"},
		ago:     8 * 24 * time.Hour, read: true,
	},
	{
		title:   bilingual{"নিরাপত্তা বিষয়ে মনে রাখুন", "A security reminder"},
		content: bilingual{"<p>আমরা কখনো আপনার পাসওয়ার্ড বা ওটিপি চাইব না। সন্দেহ হলে লাইভ চ্যাটে জানান।</p>", "<p>We will never ask for your password or OTP. If in doubt, tell live chat.</p>"},
		ago:     3 * 24 * time.Hour, read: true,
	},
	{
		title: bilingual{"আপনার VIP স্তর বেড়েছে", "Your VIP level went up"},
		content: bilingual{
			"<p>অভিনন্দন, রহিম! আপনি এখন <strong>VIP</strong>। আপনার সাপ্তাহিক ক্যাশব্যাক বেড়ে ১.২% হয়েছে।</p>",
			"<p>Congratulations, Rahim! You are now <strong>VIP</strong>. Your weekly cashback rises to 1.2%.</p>",
		},
		ago: 26 * time.Hour,
	},
	{
		title:   bilingual{"স্বাগতম বোনাস আপনার জন্য অপেক্ষা করছে", "A welcome bonus is waiting for you"},
		content: bilingual{"<p>এই সপ্তাহে ডিপোজিট করুন এবং ৳১,৮৮৮ পর্যন্ত ১০০% বোনাস নিন।</p>", "<p>Deposit this week and get 100% up to ৳1,888.</p>"},
		ago:     time.Hour,
	},
}

// announcementIDs are the ids of every announcement of the fixtures, and those a member's
// unread count covers: the player notices (PL), and for agents the agents' notices (A) too.
func (fx *fixtures) announcementIDs() (all map[string]bool, notices, agent []string) {
	all = map[string]bool{}
	for _, lists := range fx.announcements {
		for _, items := range lists {
			for _, a := range items {
				all[a.id] = true
			}
		}
	}
	for _, a := range fx.announcements[wire.DefaultLanguage]["player"] {
		notices = append(notices, a.id)
	}
	for _, a := range fx.announcements[wire.DefaultLanguage]["agent"] {
		agent = append(agent, a.id)
	}
	return all, notices, agent
}

// readsAgentNotices says whether a member type counts the agents' notices as unread too: an
// agent's, by the specs' rule (any type but 0, 4 and 40).
func readsAgentNotices(typ int) bool { return typ != 0 && typ != 4 && typ != 40 }

// counts are a's unread counts: the notices (and agents' notices) not read, the inbox's unread
// messages.
func (s *Server) counts(a account) (announcements, inbox int) {
	_, notices, agent := s.fx.announcementIDs()
	if readsAgentNotices(a.typ) {
		notices = append(notices, agent...)
	}
	s.mail.mu.Lock()
	defer s.mail.mu.Unlock()
	b := s.mail.box(a.id)
	for _, id := range notices {
		if !b.read[id] {
			announcements++
		}
	}
	for _, msg := range b.messages {
		if !msg.read {
			inbox++
		}
	}
	return announcements, inbox
}

// readMarks is a copy of the announcements a has read.
func (s *Server) readMarks(a account) map[string]bool {
	s.mail.mu.Lock()
	defer s.mail.mu.Unlock()
	out := map[string]bool{}
	for id, read := range s.mail.box(a.id).read {
		out[id] = read
	}
	return out
}

// loadHelp reads the help centre, one file per language; a recording without it gets the
// embedded one.
func (fx *fixtures) loadHelp(fsys fs.FS) error {
	names, err := fs.Glob(fsys, wire.HelpGlob)
	if err != nil {
		return err
	}
	if len(names) == 0 {
		if fsys, err = embeddedUpstream(); err != nil {
			return err
		}
		if names, err = fs.Glob(fsys, wire.HelpGlob); err != nil {
			return err
		}
	}
	sort.Strings(names)
	fx.help = map[string]json.RawMessage{}
	for _, name := range names {
		lang := strings.TrimSuffix(strings.TrimPrefix(path.Base(name), "help."), ".json")
		var raw json.RawMessage
		var topics []wire.HelpTopic
		if err := fx.read(fsys, name, &raw, &topics); err != nil {
			return err
		}
		for i, t := range topics {
			if t.Title == "" {
				return fmt.Errorf("fixture %s: topic %d has no title", name, i)
			}
		}
		fx.help[lang] = raw
	}
	if fx.help[wire.DefaultLanguage] == nil {
		return fmt.Errorf("fixture %s is missing", wire.HelpFile(wire.DefaultLanguage))
	}
	return nil
}

// loadContacts reads the customer-service contacts of each language; a recording without them
// gets the embedded ones.
func (fx *fixtures) loadContacts(fsys fs.FS) error {
	names, err := fs.Glob(fsys, wire.CustomerServiceGlob)
	if err != nil {
		return err
	}
	if len(names) == 0 {
		if fsys, err = embeddedUpstream(); err != nil {
			return err
		}
		if names, err = fs.Glob(fsys, wire.CustomerServiceGlob); err != nil {
			return err
		}
	}
	sort.Strings(names)
	fx.contacts = map[string]json.RawMessage{}
	for _, name := range names {
		lang := strings.TrimSuffix(strings.TrimPrefix(path.Base(name), "customer-service."), ".json")
		var raw json.RawMessage
		var contacts []wire.ServiceContact
		if err := fx.read(fsys, name, &raw, &contacts); err != nil {
			return err
		}
		for i, c := range contacts {
			if c.CSType == "" {
				return fmt.Errorf("fixture %s: contact %d has no csType", name, i)
			}
		}
		fx.contacts[lang] = raw
	}
	if fx.contacts[wire.DefaultLanguage] == nil {
		return fmt.Errorf("fixture %s is missing", wire.CustomerServiceFile(wire.DefaultLanguage))
	}
	return nil
}

func embeddedUpstream() (fs.FS, error) { return fs.Sub(testdata.Upstream, "upstream") }
