package fakeupstream

import (
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/casinobff/bff/adapters/bodycrypt"
)

// Demo accounts of docs/UPSTREAM.md.
const (
	DemoMobile  = "+880 1712345678" // logs in with DemoSMSCode as a member
	DemoSMSCode = "123456"
)

// account is one member's state. Fields after the first block change; every access holds
// members.mu.
type account struct {
	id       string
	name     string // what the member logs in with
	password string
	mobile   string // country code and number, digits only
	nickname string
	typ      int // 0 member, 1 agent, 4 free/trial
	club     string
	email    string
	captcha  bool // every login needs a captcha: captcha01, to try the captcha screen with
	payee    string
	disabled bool // the back office disabled it: its logins are refused (logins.go)

	// contracts are the requests its upline made and it has not answered, by the answer's
	// field name; accepted, those it answered, true when accepted (agents.go).
	contracts  map[string]*contract
	accepted   map[string]bool
	purse      *purse   // the member's money; never read from a snapshot
	team       *team    // agents and their downlines (team.go); never read from a snapshot
	guard      *guard   // limits, exclusion, reality check (protection.go); never read from a snapshot
	favourites []string // node ids, newest first
	recent     []string // node ids, newest first
}

// maxRecent is how many recent games an account keeps.
const maxRecent = 50

// members is the in-memory member backend: accounts and their sessions.
type members struct {
	mu       sync.Mutex
	accounts []*account
	sessions map[string]*account  // raw token -> account
	logins   map[string]time.Time // raw token -> when it logged in
	ended    map[string]*account  // raw token -> account, of sessions an exclusion ended
	failures map[string]int       // login key (see loginRequest.key) -> failed logins in a row
	trials   int                  // trial accounts made so far
	nextID   int                  // the number of the next account made (newID)

	now     func() time.Time // the back office's clock, in its zone
	wallets []walletInfo     // every member's wallets: MAIN, then one per game vendor
	ids     idSource         // for every purse
	teamIDs idSource         // for the purses of agents' downlines (team.go)
	// identities are the Google and Facebook identities ("google.com:" and the Firebase user
	// id) and the member each signs in (firebase.go).
	identities map[string]*account
}

// newMembers seeds the demo accounts and their money (money.go: seedAccounts). demo01 starts
// with the fixed Ludo game as a favourite (when the catalogue has it), so the favourites screen
// has something to show.
func newMembers(fx *fixtures, now func() time.Time) (*members, error) {
	m := &members{
		sessions: map[string]*account{}, logins: map[string]time.Time{}, ended: map[string]*account{}, failures: map[string]int{}, now: now,
		wallets: append([]walletInfo{{code: mainWallet}}, fx.gameWallets...),
		accounts: []*account{
			{
				id: "10086521", name: "demo01", password: "Demo1234", nickname: "Rahim", typ: 0, club: "VIP",
				email: "demo01@example.com", payee: "Rahim Uddin",
			},
			{
				id: "10070433", name: "agent01", password: "Agent1234", nickname: "Karim Agency", typ: 1,
				email: "agent01@example.com", payee: "Karim Hossain",
			},
			{id: "10099217", name: "free01", password: "Free1234", typ: 4},
			{id: "10090876", name: "8801712345678", mobile: "8801712345678", nickname: "Sadia", typ: 0},
			{id: "10091234", name: "captcha01", password: "Captcha1234", nickname: "Nadia", typ: 0, captcha: true},
		},
	}
	if _, ok := fx.byNode["174856"]; ok {
		m.accounts[0].favourites = []string{"174856"}
	}
	if err := m.seedAccounts(fx); err != nil {
		return nil, err
	}
	if err := m.seedTeams(fx); err != nil {
		return nil, err
	}
	// Accounts made from now on (registrations, downlines) are numbered after the seeded ones.
	m.nextID = 10100000 + len(m.accounts)
	// disabled01 logs in with the right password and is refused all the same (logins.go); it
	// has a number in the demo accounts' range, no money and no mail. player02 is a player
	// whose upline offers it a contract (seedPlayerOffer): the other demo accounts log in to no
	// prompt.
	m.accounts = append(m.accounts,
		&account{
			id: "10093456", name: "disabled01", password: "Disabled1234", nickname: "Rana", typ: 0, disabled: true,
			purse: m.newPurse(),
		},
		&account{id: "10094567", name: "player02", password: "Player1234", nickname: "Tania", typ: 0, purse: m.newPurse()},
	)
	m.seedPlayerOffer(now())
	return m, nil
}

// newID numbers an account made at run time; the caller holds m.mu.
func (m *members) newID() string {
	m.nextID++
	return strconv.Itoa(m.nextID - 1)
}

// newPurse is an empty purse with every wallet; the caller holds m.mu.
func (m *members) newPurse() *purse { return newPurse(&m.ids, m.wallets) }

// mobileDigits normalises a Bangladeshi mobile number to 880 and ten digits: "+880 1712345678",
// "01712345678" and "1712345678" (with dialling code 880) are one number.
func mobileDigits(number, dialling string) string {
	var b strings.Builder
	for _, c := range number {
		if c >= '0' && c <= '9' {
			b.WriteRune(c)
		}
	}
	d := strings.TrimPrefix(b.String(), "00")
	code := strings.TrimPrefix(dialling, "+")
	if code == "" {
		code = "880"
	}
	switch {
	case strings.HasPrefix(d, code):
		return d
	case strings.HasPrefix(d, "0"):
		return code + d[1:]
	}
	return code + d
}

// loginRequest is the decrypted login body (docs/UPSTREAM.md): username holds the name or the
// mobile number, password the password or the SMS code.
type loginRequest struct {
	Username           string `json:"username"`
	Password           string `json:"password"`
	Captcha            string `json:"captcha"`
	Type               string `json:"type"` // "username" (the default) or "sms"
	CountryDialingCode string `json:"countryDialingCode"`
	CaptchaID          string `json:"captchaId"`
	// LoginType is the form the login came from: MEMBER refuses agents, AGENT refuses the
	// others; absent, anyone may log in (logins.go).
	LoginType string `json:"loginType"`
	// A Firebase sign-in (type firebase, firebase.go): its channel (google, facebook or sms),
	// ID token and, for sms, the number with CountryDialingCode.
	FirebaseChannel  string `json:"firebaseChannel"`
	FirebaseIDToken  string `json:"firebaseIdToken"`
	FirebaseMobileNo string `json:"firebaseMobileNo"`
}

var errBadLogin = errors.New("bad login")

// login checks credentials and opens a session; many sessions per account may be open.
func (m *members) login(req loginRequest) (token string, a account, err error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	var found *account
	for _, acc := range m.accounts {
		switch req.Type {
		case "sms":
			if acc.mobile != "" && acc.mobile == mobileDigits(req.Username, req.CountryDialingCode) && req.Password == DemoSMSCode {
				found = acc
			}
		default:
			if acc.password != "" && strings.EqualFold(acc.name, strings.TrimSpace(req.Username)) && acc.password == req.Password {
				found = acc
			}
		}
	}
	if found == nil {
		return "", account{}, errBadLogin
	}
	delete(m.failures, req.key())
	return m.admit(req, found)
}

// admit opens a session of found, whose credentials req proved, unless the back office refuses
// it all the same; the caller holds m.mu.
func (m *members) admit(req loginRequest, found *account) (token string, a account, err error) {
	if err := req.refusedTo(found); err != nil {
		return "", account{}, err
	}
	if found.guard != nil {
		if e := found.guard.exclusionAt(m.now()); e != nil {
			return "", account{}, errExcluded{e: *e}
		}
	}
	if found.team != nil {
		found.team.lastLogin = m.now()
	}
	return m.open(found), found.snapshot(), nil
}

// open starts a session of a; the caller holds m.mu.
func (m *members) open(a *account) string {
	raw := make([]byte, 16)
	_, _ = rand.Read(raw) // crypto/rand.Read never fails
	token := hex.EncodeToString(raw)
	m.sessions[token] = a
	m.logins[token] = m.now()
	return token
}

// session returns a copy of the account a token belongs to.
func (m *members) session(token string) (account, bool) {
	m.mu.Lock()
	defer m.mu.Unlock()
	a, ok := m.sessions[token]
	if !ok {
		return account{}, false
	}
	return a.snapshot(), true
}

// snapshot copies the account, lists included, for reading outside the lock. The purse stays
// behind: money is read and moved under the lock only (members.withPurse).
func (a *account) snapshot() account {
	c := *a
	c.purse, c.team, c.guard, c.contracts, c.accepted = nil, nil, nil, nil, nil
	c.favourites = slices.Clone(a.favourites)
	c.recent = slices.Clone(a.recent)
	return c
}

func (m *members) logout(token string) {
	m.mu.Lock()
	defer m.mu.Unlock()
	delete(m.sessions, token)
	delete(m.logins, token)
}

// update runs f on the token's account under the lock.
func (m *members) update(token string, f func(*account)) bool {
	m.mu.Lock()
	defer m.mu.Unlock()
	a, ok := m.sessions[token]
	if ok {
		f(a)
	}
	return ok
}

// requireSession answers 401 login.not.session unless the Authorization header carries an open
// session's raw token.
func (s *Server) requireSession(w http.ResponseWriter, r *http.Request) (token string, a account, ok bool) {
	token = r.Header.Get("Authorization")
	if a, ok = s.members.session(token); ok {
		return token, a, true
	}
	if e, excluded := s.members.endedByExclusion(token); excluded {
		s.excludedRefusal(e).write(w)
		return "", account{}, false
	}
	msg := "no session: log in again"
	if strings.HasPrefix(token, "Bearer ") {
		msg = "Authorization carries the raw token, without Bearer"
	}
	refuse(w, http.StatusUnauthorized, "login.not.session", msg)
	return "", account{}, false
}

// maxBody caps what a write may send.
const maxBody = 64 << 10

// readJSON decodes a write's body; a refusal has been answered when it returns false.
func readJSON(w http.ResponseWriter, r *http.Request, v any) bool {
	if err := json.NewDecoder(http.MaxBytesReader(w, r.Body, maxBody)).Decode(v); err != nil {
		refuse(w, http.StatusBadRequest, "param.invalid", "body is not the expected JSON: "+err.Error())
		return false
	}
	return true
}

func (s *Server) rsaKey(w http.ResponseWriter, _ *http.Request) {
	modulus, exponent := bodycrypt.FormatPublicKey(&s.key.PublicKey)
	answer(w, map[string]string{"modulus": modulus, "exponent": exponent})
}

// login takes only an encrypted body, as the platform does. After captchaAfter failed logins
// of one name or number, a login needs the answer of a captcha the fake issued.
func (s *Server) login(w http.ResponseWriter, r *http.Request) {
	var req loginRequest
	if !s.readEncrypted(w, r, &req) {
		return
	}
	if !validLoginType(req.LoginType) {
		refuse(w, http.StatusBadRequest, "param.invalid", "loginType is MEMBER or AGENT")
		return
	}
	if req.Type == "firebase" {
		s.firebaseLogin(w, r, req)
		return
	}
	if s.members.needsCaptcha(req) && !s.captchas.check(req.CaptchaID, req.Captcha) {
		refuseWith(w, http.StatusOK, "captcha.error", "Enter the captcha shown", map[string]bool{"captcha": true})
		return
	}
	token, a, err := s.members.login(req)
	var excluded errExcluded
	var refused errRefusedLogin
	switch {
	case errors.As(err, &excluded):
		s.excludedRefusal(&excluded.e).write(w)
		return
	case errors.As(err, &refused):
		refuse(w, http.StatusOK, refused.code, refused.message)
		return
	}
	if err != nil {
		code, msg := "login.fail", "Sorry, the username or password is incorrect"
		if req.Type == "sms" {
			code, msg = "verification.code.error", "Verification code error"
		}
		refuseWith(w, http.StatusOK, code, msg, map[string]bool{"captcha": s.members.failed(req)})
		return
	}
	answer(w, map[string]any{"token": token, "userName": a.name, "type": a.typ, "firstTimeLogin": false})
}

func (s *Server) logout(w http.ResponseWriter, r *http.Request) {
	token, _, ok := s.requireSession(w, r)
	if !ok {
		return
	}
	s.members.logout(token)
	answer(w, true)
}

type clubLabel struct {
	LabelName string `json:"labelName"`
}

type memberInfo struct {
	ID        string     `json:"id"`
	Account   string     `json:"account"`
	Nickname  string     `json:"nickname"`
	Type      int        `json:"type"`
	ClubLabel *clubLabel `json:"clubLabel,omitempty"`
	Email     string     `json:"email,omitempty"`
	PayeeName string     `json:"payeeName,omitempty"`
}

func (s *Server) memberInfo(w http.ResponseWriter, r *http.Request) {
	_, a, ok := s.requireSession(w, r)
	if !ok {
		return
	}
	info := memberInfo{ID: a.id, Account: a.name, Nickname: a.nickname, Type: a.typ, Email: a.email, PayeeName: a.payee}
	if a.club != "" {
		info.ClubLabel = &clubLabel{LabelName: a.club}
	}
	answer(w, info)
}
