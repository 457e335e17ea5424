package upstream

import (
	"context"
	"encoding/base64"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"strings"

	"github.com/casinobff/bff/adapters"
)

// The member backend's session and member calls, named here and nowhere else (registration and
// passwords are in registration.go and passwords.go, the messages in messages.go).
const (
	pathLogin      = "/wps/session/login"
	pathLogout     = "/wps/session/logout"
	pathRenew      = "/wps/member/renew"
	pathTrialUser  = "/wps/member/trialuser"
	pathCaptcha    = "/wps/captcha"
	pathMemberInfo = "/wps/member/info"
)

// The platform's module ids of the account calls (docs/UPSTREAM.md).
const (
	moduleRegister     = "REG3"
	moduleCaptcha      = "CAPTCHA3"
	moduleVerification = "VERIFICATION3"
	moduleChat         = "CBS3"
)

// trialType is the member type of a free (trial) account, and what a missing type means.
const trialType = 4

// Accounts is adapters.Accounts over the platform protocol.
type Accounts struct {
	c   *Client
	enc *encrypter
}

var _ adapters.Accounts = (*Accounts)(nil)

// NewAccounts speaks to the member backend through c. It fetches the upstream's RSA key once,
// on the first encrypted call, and keeps it.
func NewAccounts(c *Client) *Accounts { return &Accounts{c: c, enc: newEncrypter(c)} }

// wireGrant is a login's (or a trial account's) answer.
type wireGrant struct {
	Token          string `json:"token"`
	UserName       string `json:"userName"`
	Type           *int   `json:"type"`
	CustomerType   *int   `json:"customerType"` // what test play calls the type
	FirstTimeLogin bool   `json:"firstTimeLogin"`
}

func (w wireGrant) grant() (adapters.SessionGrant, error) {
	if w.Token == "" {
		return adapters.SessionGrant{}, unusable("login answer has no token")
	}
	typ := trialType
	switch {
	case w.Type != nil:
		typ = *w.Type
	case w.CustomerType != nil:
		typ = *w.CustomerType
	}
	return adapters.SessionGrant{Token: w.Token, UserName: w.UserName, Type: typ, FirstTimeLogin: w.FirstTimeLogin}, nil
}

// Login sends the credentials encrypted. A refusal whose value says captcha: true also wraps
// adapters.ErrCaptchaRequired. A Firebase sign-in sends type firebase with its channel, ID token
// and, for the SMS channel, the number (firebaseMobileNo, countryDialingCode) instead of a user
// name and password.
func (a *Accounts) Login(ctx context.Context, s adapters.Scope, cr adapters.Credentials) (adapters.SessionGrant, error) {
	body := map[string]string{"type": string(cr.Method)}
	if cr.Method == adapters.LoginByFirebase {
		body["firebaseChannel"] = string(cr.Firebase.Channel)
		body["firebaseIdToken"] = cr.Firebase.IDToken
		setIfNotEmpty(body, "firebaseMobileNo", cr.Firebase.Mobile)
	} else {
		body["username"], body["password"] = cr.Username, cr.Password
	}
	setIfNotEmpty(body, "countryDialingCode", cr.DialingCode)
	setIfNotEmpty(body, "captchaId", cr.CaptchaID)
	setIfNotEmpty(body, "captcha", cr.Captcha)
	setIfNotEmpty(body, "loginType", loginTypes[cr.Role])
	var w wireGrant
	err := a.enc.Do(ctx, visitorOf(s), Call{Op: "Login", Method: http.MethodPost, Path: pathLogin, Body: body}, &w)
	if err != nil {
		var flag struct {
			Captcha bool `json:"captcha"`
		}
		if refusalValue(err, &flag) && flag.Captcha {
			return adapters.SessionGrant{}, wrapCaptcha(err)
		}
		return adapters.SessionGrant{}, err
	}
	return w.grant()
}

// loginTypes are the login forms' kinds as the platform names them (docs/UPSTREAM.md,
// "Accounts"); a login from no particular form sends none.
var loginTypes = map[adapters.LoginRole]string{adapters.LoginMember: "MEMBER", adapters.LoginAgent: "AGENT"}

// captchaError keeps the refusal and adds ErrCaptchaRequired to the chain.
type captchaError struct{ err error }

func (e captchaError) Error() string   { return e.err.Error() + " (captcha required)" }
func (e captchaError) Unwrap() []error { return []error{adapters.ErrCaptchaRequired, e.err} }

func wrapCaptcha(err error) error { return captchaError{err} }

// Logout ends the session upstream.
func (a *Accounts) Logout(ctx context.Context, s adapters.Scope) error {
	return a.c.Do(ctx, s, Call{Op: "Logout", Method: http.MethodDelete, Path: pathLogout}, nil)
}

// Renew keeps the session alive.
func (a *Accounts) Renew(ctx context.Context, s adapters.Scope) error {
	return a.c.Do(ctx, s, Call{Op: "Renew", Method: http.MethodPost, Path: pathRenew, Body: struct{}{}}, nil)
}

// TrialUser makes a trial account. The platform creates it on a GET, which is therefore sent
// as a write: never retried, since each send makes an account.
func (a *Accounts) TrialUser(ctx context.Context, s adapters.Scope) (adapters.SessionGrant, error) {
	var w wireGrant
	call := Call{Op: "TrialUser", Path: pathTrialUser, NotIdempotent: true}
	if err := a.c.Do(ctx, visitorOf(s), call, &w); err != nil {
		return adapters.SessionGrant{}, err
	}
	return w.grant()
}

// Captcha reads a new captcha picture.
func (a *Accounts) Captcha(ctx context.Context, s adapters.Scope) (adapters.Captcha, error) {
	var w struct {
		ID    string `json:"captchaId"`
		Image string `json:"image"`
	}
	if err := a.c.Do(ctx, visitorOf(s), Call{Op: "Captcha", Path: pathCaptcha, Module: moduleCaptcha}, &w); err != nil {
		return adapters.Captcha{}, err
	}
	img, mediaType, err := decodeImage(w.Image)
	if err != nil || w.ID == "" {
		return adapters.Captcha{}, unusable("captcha answer: id %q, image: %v", w.ID, err)
	}
	return adapters.Captcha{ID: w.ID, Image: img, MediaType: mediaType}, nil
}

// MemberInfo reads the logged-in member.
func (a *Accounts) MemberInfo(ctx context.Context, s adapters.Scope) (adapters.Member, error) {
	var w struct {
		ID        wireID `json:"id"`
		Account   string `json:"account"`
		Nickname  string `json:"nickname"`
		Type      *int   `json:"type"`
		ClubLabel *struct {
			LabelName string `json:"labelName"`
		} `json:"clubLabel"`
	}
	if err := a.c.Get(ctx, s, "MemberInfo", pathMemberInfo, nil, &w); err != nil {
		return adapters.Member{}, err
	}
	m := adapters.Member{ID: string(w.ID), Account: w.Account, Nickname: w.Nickname, Type: trialType}
	if w.Type != nil {
		m.Type = *w.Type
	}
	if w.ClubLabel != nil {
		m.ClubLabel = w.ClubLabel.LabelName
	}
	return m, nil
}

// visitorOf drops the token: calls made before a session exists must not carry an old one.
func visitorOf(s adapters.Scope) adapters.Scope { return adapters.Scope{Language: s.Language} }

func setIfNotEmpty(m map[string]string, k, v string) {
	if v != "" {
		m[k] = v
	}
}

func query(kv ...string) url.Values {
	v := url.Values{}
	for i := 0; i+1 < len(kv); i += 2 {
		v.Set(kv[i], kv[i+1])
	}
	return v
}

func isUnauthorized(err error) bool { return errors.Is(err, adapters.ErrUnauthorized) }

// decodeImage reads a base64 picture, bare or as a data URL, and tells its media type from its
// bytes: only pictures pass, so the BFF never hands the browser a data URL of anything else.
func decodeImage(s string) ([]byte, string, error) {
	if rest, ok := strings.CutPrefix(s, "data:"); ok {
		_, payload, found := strings.Cut(rest, ",")
		if !found {
			return nil, "", errors.New("data URL without a comma")
		}
		s = payload
	}
	img, err := base64.StdEncoding.DecodeString(strings.TrimSpace(s))
	if err != nil {
		return nil, "", err
	}
	mediaType := http.DetectContentType(img)
	switch {
	case strings.HasPrefix(mediaType, "image/") && mediaType != "image/svg+xml":
		return img, mediaType, nil
	case looksLikeSVG(img):
		return img, "image/svg+xml", nil
	}
	return nil, "", fmt.Errorf("not a picture (%s)", mediaType)
}

func looksLikeSVG(b []byte) bool {
	head := strings.TrimSpace(string(b[:min(len(b), 256)]))
	return strings.HasPrefix(head, "<svg") || (strings.HasPrefix(head, "<?xml") && strings.Contains(head, "<svg"))
}
