package fakeupstream

import (
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strings"
	"sync"
	"time"
	"unicode/utf8"
)

// FirebaseTrust is a merchant's Firebase project as its back office trusts it: an ID token must
// be issued by https://securetoken.google.com/<Project> for the audience Project, and not be
// expired.
type FirebaseTrust struct {
	Project string
	// Unsigned accepts the Firebase Auth emulator's unsigned tokens (alg none). The BFF's
	// fixture mode sets it for its sites' projects, which point at the emulator. A real back
	// office verifies Google's signature; this fake holds no Google keys, so without it every
	// token is refused.
	Unsigned bool
}

// firebaseTrusts are the merchants' projects, by merchant code.
type firebaseTrusts struct {
	mu sync.Mutex
	by map[string]FirebaseTrust
}

func (t *firebaseTrusts) of(merchant string) (FirebaseTrust, bool) {
	t.mu.Lock()
	defer t.mu.Unlock()
	f, ok := t.by[merchant]
	return f, ok && f.Project != ""
}

// TrustFirebase makes the back office of merchant accept ID tokens of a Firebase project (the
// fixture mode's Options.Firebase, or a test's).
func (s *Server) TrustFirebase(merchant string, t FirebaseTrust) {
	s.firebase.mu.Lock()
	defer s.firebase.mu.Unlock()
	if s.firebase.by == nil {
		s.firebase.by = map[string]FirebaseTrust{}
	}
	s.firebase.by[merchant] = t
}

// Firebase's sign-in providers, as a token's firebase.sign_in_provider names them, by the
// platform's firebaseChannel.
var firebaseProviders = map[string]string{"google": "google.com", "facebook": "facebook.com", "sms": "phone"}

// firebaseClaims are the claims of a Firebase ID token the back office reads.
type firebaseClaims struct {
	Issuer   string `json:"iss"`
	Audience string `json:"aud"`
	Subject  string `json:"sub"` // the Firebase user id
	Expires  int64  `json:"exp"`
	IssuedAt int64  `json:"iat"`
	Name     string `json:"name"`
	Email    string `json:"email"`
	Phone    string `json:"phone_number"` // +8801712345678
	Firebase struct {
		Provider string `json:"sign_in_provider"`
	} `json:"firebase"`
}

// tokenSkew is how far ahead of the back office's clock a token may say it was issued.
const tokenSkew = 5 * time.Minute

var errFirebaseToken = errors.New("firebase token refused")

// verifyFirebaseToken checks an ID token against the merchant's project: its form, its
// signature (only the emulator's unsigned tokens, when trusted so), issuer, audience, times and
// subject.
func verifyFirebaseToken(raw string, trust FirebaseTrust, now time.Time) (firebaseClaims, error) {
	var c firebaseClaims
	parts := strings.Split(raw, ".")
	if len(parts) != 3 || len(raw) > 8<<10 {
		return c, fmt.Errorf("%w: not a JWT", errFirebaseToken)
	}
	var header struct {
		Alg string `json:"alg"`
	}
	if err := decodeSegment(parts[0], &header); err != nil {
		return c, err
	}
	if header.Alg != "none" || parts[2] != "" || !trust.Unsigned {
		return c, fmt.Errorf("%w: signature (alg %q) cannot be verified here", errFirebaseToken, header.Alg)
	}
	if err := decodeSegment(parts[1], &c); err != nil {
		return c, err
	}
	switch at := now.Unix(); {
	case c.Issuer != "https://securetoken.google.com/"+trust.Project:
		return c, fmt.Errorf("%w: issuer %q", errFirebaseToken, c.Issuer)
	case c.Audience != trust.Project:
		return c, fmt.Errorf("%w: audience %q", errFirebaseToken, c.Audience)
	case c.Expires <= at:
		return c, fmt.Errorf("%w: expired", errFirebaseToken)
	case c.IssuedAt > at+int64(tokenSkew/time.Second):
		return c, fmt.Errorf("%w: issued in the future", errFirebaseToken)
	case c.Subject == "" || len(c.Subject) > 128:
		return c, fmt.Errorf("%w: subject", errFirebaseToken)
	}
	return c, nil
}

func decodeSegment(seg string, v any) error {
	b, err := base64.RawURLEncoding.DecodeString(strings.TrimRight(seg, "="))
	if err == nil {
		err = json.Unmarshal(b, v)
	}
	if err != nil {
		return fmt.Errorf("%w: %v", errFirebaseToken, err)
	}
	return nil
}

// firebaseProof checks the Firebase fields of a login or registration against the request's
// merchant: the token, and that it is of the channel's provider (for sms, of the number sent).
func (s *Server) firebaseProof(r *http.Request, channel, token, mobile, dialling string) (firebaseClaims, error) {
	trust, ok := s.firebase.of(r.Header.Get("Merchant"))
	if !ok {
		return firebaseClaims{}, fmt.Errorf("%w: the merchant has no Firebase project", errFirebaseToken)
	}
	provider, known := firebaseProviders[channel]
	if !known {
		return firebaseClaims{}, fmt.Errorf("%w: channel %q", errFirebaseToken, channel)
	}
	c, err := verifyFirebaseToken(token, trust, s.clock())
	switch {
	case err != nil:
		return c, err
	case c.Firebase.Provider != provider:
		return c, fmt.Errorf("%w: signed in with %q, not %s", errFirebaseToken, c.Firebase.Provider, provider)
	case channel == "sms" && (mobile == "" || c.Phone != "+"+mobileDigits(mobile, dialling)):
		return c, fmt.Errorf("%w: the token is not the number's", errFirebaseToken)
	}
	return c, nil
}

// firebaseLogin logs in with a Firebase ID token (type firebase). A Google or Facebook identity
// signs in the member it is linked to; its first sign-in registers a member (type 0) and links
// it, as the platform does. The SMS channel signs in the member whose number Firebase checked.
func (s *Server) firebaseLogin(w http.ResponseWriter, r *http.Request, req loginRequest) {
	c, err := s.firebaseProof(r, req.FirebaseChannel, req.FirebaseIDToken, req.FirebaseMobileNo, req.CountryDialingCode)
	if err != nil {
		refuseWith(w, http.StatusOK, "firebase.token.invalid", "The sign-in could not be verified", map[string]bool{"captcha": false})
		return
	}
	token, a, first, err := s.members.firebaseLogin(req, c)
	var excluded errExcluded
	var refused errRefusedLogin
	switch {
	case errors.As(err, &excluded):
		s.excludedRefusal(&excluded.e).write(w)
	case errors.As(err, &refused):
		refuse(w, http.StatusOK, refused.code, refused.message)
	case err != nil:
		refuseWith(w, http.StatusOK, "login.fail", "Sorry, the user does not exist or is disabled", map[string]bool{"captcha": false})
	default:
		answer(w, map[string]any{"token": token, "userName": a.name, "type": a.typ, "firstTimeLogin": first})
	}
}

// identityPrefixes start the user name of a member a first sign-in registered.
var identityPrefixes = map[string]string{"google.com": "g", "facebook.com": "fb"}

// firebaseLogin finds (or, for a first Google or Facebook sign-in, registers) the member of a
// verified token and opens a session; first says it registered one.
func (m *members) firebaseLogin(req loginRequest, c firebaseClaims) (token string, a account, first bool, err error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	var found *account
	if c.Firebase.Provider == "phone" {
		for _, acc := range m.accounts {
			if acc.mobile != "" && "+"+acc.mobile == c.Phone {
				found = acc
			}
		}
		if found == nil {
			return "", account{}, false, errBadLogin
		}
	} else {
		key := c.Firebase.Provider + ":" + c.Subject
		if found = m.identities[key]; found == nil {
			id := m.newID()
			found = &account{id: id, name: identityPrefixes[c.Firebase.Provider] + id, nickname: clip(c.Name, 32), email: c.Email, purse: m.newPurse()}
			m.accounts = append(m.accounts, found)
			if m.identities == nil {
				m.identities = map[string]*account{}
			}
			m.identities[key] = found
			first = true
		}
	}
	token, a, err = m.admit(req, found)
	return token, a, first, err
}

// clip cuts s to at most n characters.
func clip(s string, n int) string {
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	return string([]rune(s)[:n])
}

// EmulatorIDToken is an ID token as the Firebase Auth emulator issues it (unsigned, alg none)
// for a user of project who signed in with provider (google.com, facebook.com, phone) at at,
// valid for an hour; claims adds or replaces claims (phone_number, name, email ...). The BFF's
// tests sign in with it where the journeys use the emulator itself.
func EmulatorIDToken(project, provider, subject string, at time.Time, claims map[string]any) string {
	body := map[string]any{
		"iss": "https://securetoken.google.com/" + project, "aud": project, "sub": subject, "user_id": subject,
		"iat": at.Unix(), "auth_time": at.Unix(), "exp": at.Add(time.Hour).Unix(),
		"firebase": map[string]any{"sign_in_provider": provider, "identities": map[string]any{}},
	}
	for k, v := range claims {
		body[k] = v
	}
	header, _ := json.Marshal(map[string]string{"alg": "none", "typ": "JWT"})
	payload, _ := json.Marshal(body) // maps of plain values always encode
	return base64.RawURLEncoding.EncodeToString(header) + "." + base64.RawURLEncoding.EncodeToString(payload) + "."
}
