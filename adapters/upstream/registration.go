package upstream

import (
	"context"
	"net/http"
	"time"

	"github.com/casinobff/bff/adapters"
)

// The member backend's registration calls.
const (
	pathRegisterSettings = "/wps/system/setting/register"
	pathRegister         = "/wps/member/register"
	pathRegisterMobile   = "/wps/member/register/mobile"
	pathUsernameCheck    = "/wps/check/username"
	pathAffiliateCheck   = "/wps/agent/affiliate"
	pathSMSNoLogin       = "/wps/verification/sms/noLogin"
	pathSMSRegister      = "/wps/verification/sms/register"
)

// defaultSMSValidity is the spec's countdown when the upstream names no expiry.
const defaultSMSValidity = 60 * time.Second

// fieldNames maps the upstream's registration field names (the accounts spec's registration
// payload: its settings name each field as the body does) to the BFF's. A field the BFF does not
// know is left out of the settings.
var fieldNames = map[string]string{
	"username":         "username",
	"password":         "password",
	"mobileNum":        "mobile",
	"verificationCode": "smsCode",
	"email":            "email",
	"nickname":         "nickname",
	"payeeName":        "payeeName",
	"paymentPassword":  "paymentPassword",
	"idNumber":         "idNumber",
	"qqNum":            "qq",
	"facebook":         "facebook",
	"wechat":           "wechat",
	"line":             "line",
	"whatsapp":         "whatsapp",
	"zalo":             "zalo",
	"affiliateCode":    "invitationCode",
	"captcha":          "captcha",
}

// wireFieldName is the upstream's name of a BFF profile field, "" for none.
func wireFieldName(bff string) string {
	for wire, name := range fieldNames {
		if name == bff {
			return wire
		}
	}
	return ""
}

// RegistrationSettings reads the merchant's registration form.
func (a *Accounts) RegistrationSettings(ctx context.Context, s adapters.Scope) (adapters.RegistrationSettings, error) {
	var w struct {
		UsernameRegistration      bool     `json:"usernameRegistration"`
		MobileRegistration        bool     `json:"mobileRegistration"`
		SMSVerification           bool     `json:"smsVerification"`
		MinAge                    int      `json:"minAge"`
		CountryDialingCodes       []string `json:"countryDialingCodes"`
		DefaultCountryDialingCode string   `json:"defaultCountryDialingCode"`
		MobileNumLength           int      `json:"mobileNumLength"`
		Fields                    []struct {
			Field     string `json:"field"`
			Enable    bool   `json:"enable"`
			Required  bool   `json:"required"`
			Regex     string `json:"regex"`
			MaxLength int    `json:"maxLength"`
		} `json:"fields"`
	}
	if err := a.c.Do(ctx, visitorOf(s), Call{Op: "RegistrationSettings", Path: pathRegisterSettings, Module: moduleRegister}, &w); err != nil {
		return adapters.RegistrationSettings{}, err
	}
	rs := adapters.RegistrationSettings{
		UsernameMethod: w.UsernameRegistration, MobileMethod: w.MobileRegistration,
		SMSVerification: w.SMSVerification, MinimumAge: w.MinAge,
		DialingCodes: w.CountryDialingCodes, DefaultDialingCode: w.DefaultCountryDialingCode,
		MobileLength: w.MobileNumLength,
	}
	for _, f := range w.Fields {
		name, ok := fieldNames[f.Field]
		if !ok {
			continue
		}
		rs.Fields = append(rs.Fields, adapters.RegistrationField{
			Name: name, Enabled: f.Enable, Required: f.Required, Pattern: f.Regex, MaxLength: f.MaxLength,
		})
	}
	return rs, nil
}

// registerType is the type of a new account: a member (0), never an agent or a trial.
const registerType = 0

// Register creates the account, encrypted, by user name or by mobile number. The body carries the
// platform's names (docs/UPSTREAM.md): username, nickname, payeeName, paymentPassword,
// qqNum, and registerMethod, registerUrl, domain, type 0 and recommenderId.
func (a *Accounts) Register(ctx context.Context, s adapters.Scope, r adapters.Registration) (string, error) {
	body := map[string]any{"password": r.Password, "confirmPassword": r.Password, "type": registerType}
	path := pathRegister
	if r.Method == adapters.RegisterByMobile {
		path = pathRegisterMobile
		body["mobileNum"] = r.Mobile
		body["countryDialingCode"] = r.DialingCode
		putText(body, "verificationCode", r.SMSCode)
		// A number Firebase verified: its phone sign-in's ID token instead of a code.
		putText(body, "firebaseChannel", string(r.Firebase.Channel))
		putText(body, "firebaseIdToken", r.Firebase.IDToken)
	} else {
		body["username"] = r.Username
	}
	for name, v := range r.Profile {
		if wire := wireFieldName(name); wire != "" {
			putText(body, wire, v)
		}
	}
	channel := r.Channel
	if channel == "" {
		channel = adapters.ChannelH5
	}
	body["registerMethod"] = string(channel)
	putText(body, "affiliateCode", r.AffiliateCode)
	putText(body, "recommenderId", r.ReferralCode)
	putText(body, "captchaId", r.CaptchaID)
	putText(body, "captcha", r.Captcha)
	putText(body, "domain", r.Domain)
	putText(body, "registerUrl", r.RegisterURL)
	var w struct {
		UserName string `json:"userName"`
	}
	call := Call{Op: "Register", Method: http.MethodPut, Path: path, Body: body, Module: moduleRegister}
	if err := a.enc.Do(ctx, visitorOf(s), call, &w); err != nil {
		return "", err
	}
	return w.UserName, nil
}

// putText sets a text field of a body that also holds numbers, when it is not empty.
func putText(body map[string]any, k, v string) {
	if v != "" {
		body[k] = v
	}
}

// UsernameAvailable asks whether a user name is free.
func (a *Accounts) UsernameAvailable(ctx context.Context, s adapters.Scope, name string) (bool, error) {
	var w struct {
		Exists bool `json:"exists"`
	}
	if err := a.c.Get(ctx, visitorOf(s), "UsernameCheck", pathUsernameCheck, query("username", name), &w); err != nil {
		return false, err
	}
	return !w.Exists, nil
}

// AffiliateValid checks an invitation code.
func (a *Accounts) AffiliateValid(ctx context.Context, s adapters.Scope, code, domain string) (bool, error) {
	var w struct {
		Success bool `json:"success"`
	}
	q := query("code", code, "domain", domain)
	if err := a.c.Get(ctx, visitorOf(s), "AffiliateCheck", pathAffiliateCheck, q, &w); err != nil {
		return false, err
	}
	return w.Success, nil
}

// SendSMSCode sends a code: registration codes from their own call, login and reset codes
// from the no-login call. It is a write: never retried, or the player gets two texts.
func (a *Accounts) SendSMSCode(ctx context.Context, s adapters.Scope, r adapters.SMSRequest) (adapters.SMSSent, error) {
	path := pathSMSNoLogin
	if r.Purpose == adapters.SMSForRegister {
		path = pathSMSRegister
	}
	body := map[string]string{"mobileNum": r.Mobile, "countryDialingCode": r.DialingCode, "purpose": string(r.Purpose)}
	// the captcha's challenge answer, where the site asked the player for one
	setIfNotEmpty(body, "captchaId", r.CaptchaID)
	setIfNotEmpty(body, "captcha", r.Captcha)
	var w struct {
		ExpiredMinutes float64 `json:"expiredMinutes"`
	}
	call := Call{Op: "SendSMSCode", Method: http.MethodPost, Path: path, Body: body, Module: moduleVerification}
	if err := a.c.Do(ctx, visitorOf(s), call, &w); err != nil {
		return adapters.SMSSent{}, err
	}
	valid := defaultSMSValidity
	if w.ExpiredMinutes > 0 {
		valid = time.Duration(w.ExpiredMinutes * float64(time.Minute))
	}
	return adapters.SMSSent{ValidFor: valid}, nil
}
