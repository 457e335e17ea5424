package config

import (
	"net"
	"regexp"
	"strings"
)

// Firebase is a site's Firebase project: its web app's configuration, which the site's pages
// load the Firebase sign-in with (Google, Facebook and, where the site chooses it, the SMS code
// of a phone sign-in). It is public by design (Firebase web apps ship it in every page); what
// Firebase's ID token proves is checked by the merchant's back office, never by the BFF. A site
// without a project offers none of it.
type Firebase struct {
	APIKey     string `mapstructure:"api_key"`     // the web app's API key
	AuthDomain string `mapstructure:"auth_domain"` // the sign-in helper's host, e.g. casino-1234.firebaseapp.com
	ProjectID  string `mapstructure:"project_id"`  // the project whose ID tokens the back office accepts
	AppID      string `mapstructure:"app_id"`      // 1:<number>:web:<hex>
	// SMS: mobile numbers are verified by Firebase's phone sign-in (firebaseChannel sms) rather
	// than by the back office's SMS codes, at login and at registration.
	SMS bool `mapstructure:"sms"`
	// EmulatorHost, host:port on this machine, points the site's pages at the Firebase Auth
	// emulator instead of Google: for tests and development only, and the back office must
	// then accept the emulator's unsigned tokens (the fixture back office does).
	EmulatorHost string `mapstructure:"emulator_host"`
}

// Enabled says whether the site names a Firebase project.
func (f Firebase) Enabled() bool { return f.ProjectID != "" }

var (
	firebaseAPIKey  = regexp.MustCompile(`^[A-Za-z0-9_-]{1,128}$`)
	firebaseProject = regexp.MustCompile(`^[a-z][a-z0-9-]{4,28}[a-z0-9]$`)
	firebaseAppID   = regexp.MustCompile(`^[0-9]+:[0-9]+:web:[0-9a-f]+$`)
)

// firebase checks a site's Firebase project: all of it or none.
func (p *problems) firebase(key string, f Firebase) {
	if f == (Firebase{}) {
		return
	}
	key += ".firebase"
	if !firebaseAPIKey.MatchString(f.APIKey) {
		p.add(key+".api_key", "%q is not a Firebase web API key (letters, digits, - and _)", f.APIKey)
	}
	if msg := badHost(f.AuthDomain); msg != "" || strings.Contains(f.AuthDomain, "://") || strings.Contains(f.AuthDomain, "*") {
		p.add(key+".auth_domain", "%q is not a host name such as casino-1234.firebaseapp.com", f.AuthDomain)
	}
	if !firebaseProject.MatchString(f.ProjectID) {
		p.add(key+".project_id", "%q is not a Firebase project id (6 to 30 lower-case letters, digits and -)", f.ProjectID)
	}
	if !firebaseAppID.MatchString(f.AppID) {
		p.add(key+".app_id", "%q is not a Firebase web app id such as 1:1234567890:web:0a1b2c3d4e5f", f.AppID)
	}
	if f.EmulatorHost != "" {
		host, port, err := net.SplitHostPort(f.EmulatorHost)
		if err != nil || port == "" || !IsLoopback(host) {
			p.add(key+".emulator_host", "%q must be host:port on this machine, such as 127.0.0.1:9099", f.EmulatorHost)
		}
	}
}

// FirebaseSources are the origins a site's pages reach for its Firebase sign-in, by content
// security policy directive.
type FirebaseSources struct {
	Script  []string // Google's iframe loader, and reCAPTCHA's for a phone sign-in
	Connect []string // the sign-in API (or the emulator)
	Frame   []string // the sign-in helper frame (or the emulator's), and reCAPTCHA's
}

// Sources are the origins the site's Firebase sign-in needs; none without a project. The
// popup's iframe channel loads Google's api.js even against the emulator.
func (f Firebase) Sources() FirebaseSources {
	if !f.Enabled() {
		return FirebaseSources{}
	}
	s := FirebaseSources{Script: []string{"https://apis.google.com"}}
	if f.EmulatorHost != "" {
		emulator := "http://" + f.EmulatorHost
		s.Connect = []string{emulator}
		s.Frame = []string{emulator}
		return s // the emulator needs no reCAPTCHA
	}
	s.Connect = []string{"https://identitytoolkit.googleapis.com", "https://securetoken.googleapis.com"}
	s.Frame = []string{"https://" + f.AuthDomain}
	if f.SMS {
		s.Script = append(s.Script, "https://www.google.com/recaptcha/", "https://www.gstatic.com/recaptcha/")
		s.Frame = append(s.Frame, "https://www.google.com/recaptcha/", "https://recaptcha.google.com/recaptcha/")
	}
	return s
}
