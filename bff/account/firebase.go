package account

import (
	"encoding/base64"
	"encoding/json"
	"regexp"
	"slices"
	"strings"

	"github.com/labstack/echo/v4"

	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/bff/kit"
	"github.com/casinobff/bff/bff/sites"
)

// A Firebase sign-in (docs/SESSIONS.md, "Social sign-in"): the site signs the player in with
// Firebase in the browser (Google, Facebook, or the SMS code of a phone sign-in) and sends the
// ID token here once; the BFF hands it to the back office inside the login's (or the
// registration's) encrypted body, and the session is the sealed cookie as for every login. The
// BFF never verifies the token (the back office does, with Google's keys); it reads only its
// subject, unverified, as the name the failed logins count against, and answers nothing of it.

// maxIDToken bounds a Firebase ID token: Google's are under 2 KB, with room for long claims.
const maxIDToken = 4096

// jwtPattern is a JWT's three base64url segments; the emulator's unsigned tokens have an empty
// signature.
var jwtPattern = regexp.MustCompile(`^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$`)

// firebaseChannel checks the channel a sign-in names against what the site offers: Google and
// Facebook on a site with a Firebase project, SMS only where the site chose Firebase's codes.
func firebaseChannel(c echo.Context, p *kit.Problems, name, v string, smsOnly bool) adapters.FirebaseChannel {
	fb := sites.From(c).Firebase
	ch := adapters.FirebaseChannel(v)
	switch {
	case !slices.Contains(adapters.FirebaseChannels, ch), smsOnly && ch != adapters.FirebaseSMS:
		allowed := "google, facebook or sms"
		if smsOnly {
			allowed = "sms"
		}
		p.Invalid(name, allowed)
	case ch == adapters.FirebaseSMS && !fb.SMS:
		p.Invalid(name, "this site's SMS codes are its own")
	}
	return ch
}

// firebaseToken checks an ID token's form and answers its subject, read without verifying it.
func firebaseToken(p *kit.Problems, v string) string {
	if !p.Text("firebaseIdToken", v, true, maxIDToken) {
		return ""
	}
	sub, ok := tokenSubject(v)
	if !ok {
		p.Invalid("firebaseIdToken", "")
	}
	return sub
}

// tokenSubject is a JWT's sub claim, unverified.
func tokenSubject(token string) (string, bool) {
	if !jwtPattern.MatchString(token) {
		return "", false
	}
	payload := strings.Split(token, ".")[1]
	raw, err := base64.RawURLEncoding.DecodeString(payload)
	if err != nil {
		return "", false
	}
	var claims struct {
		Sub string `json:"sub"`
	}
	if json.Unmarshal(raw, &claims) != nil || claims.Sub == "" || len(claims.Sub) > 128 {
		return "", false
	}
	return claims.Sub, true
}

// parseFirebaseLogin reads a Firebase login (method firebase): the channel, the ID token and,
// for the SMS channel, the number Firebase checked. A site without a Firebase project offers no
// such login.
func parseFirebaseLogin(c echo.Context, p *kit.Problems, r *LoginRequest) {
	if !sites.From(c).Firebase.Enabled() {
		p.Invalid("method", "username or mobile")
		return
	}
	cr := &r.credentials
	cr.Method = adapters.LoginByFirebase
	cr.Firebase.Channel = firebaseChannel(c, p, "firebaseChannel", r.FirebaseChannel, false)
	cr.Firebase.IDToken = r.FirebaseIDToken
	sub := firebaseToken(p, r.FirebaseIDToken)
	if cr.Firebase.Channel != adapters.FirebaseSMS {
		r.subject = "firebase:" + string(cr.Firebase.Channel) + ":" + sub
		return
	}
	// The number's failed logins count together, whatever way the player logs in.
	cr.Firebase.Mobile = mobileNamed(p, "firebaseMobileNo", "countryDialingCode", r.FirebaseMobileNo, r.CountryDialingCode, 0)
	if r.CountryDialingCode == "" && !p.Has("countryDialingCode") {
		p.Required("countryDialingCode", "")
	}
	cr.DialingCode = r.CountryDialingCode
	r.subject = "mobile:" + r.CountryDialingCode + cr.Firebase.Mobile
}

// registrationFirebase reads the Firebase fields of a mobile registration on a site whose SMS
// codes Firebase sends: the phone sign-in's ID token stands in for the SMS code.
func registrationFirebase(c echo.Context, p *kit.Problems, r RegistrationRequest) adapters.FirebaseProof {
	ch := firebaseChannel(c, p, "firebaseChannel", r.FirebaseChannel, true)
	firebaseToken(p, r.FirebaseIDToken)
	return adapters.FirebaseProof{Channel: ch, IDToken: r.FirebaseIDToken}
}
