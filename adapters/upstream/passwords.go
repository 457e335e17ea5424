package upstream

import (
	"context"
	"net/http"
	"net/url"

	"github.com/casinobff/bff/adapters"
)

// The member backend's password calls.
const (
	pathPasswordByEmail = "/wps/member/password/email"
	pathPasswordByPhone = "/wps/member/password/mobile"
	pathPassword        = "/wps/member/password"
)

// ForgotPasswordByEmail posts the form the platform's forgot-password call takes.
func (a *Accounts) ForgotPasswordByEmail(ctx context.Context, s adapters.Scope, username, email string) error {
	form := url.Values{"username": {username}, "email": {email}}
	call := Call{Op: "ForgotPasswordByEmail", Method: http.MethodPost, Path: pathPasswordByEmail, Form: form}
	return a.c.Do(ctx, visitorOf(s), call, nil)
}

// SetPasswordByPhone sets a new password with an SMS code, encrypted.
func (a *Accounts) SetPasswordByPhone(ctx context.Context, s adapters.Scope, r adapters.PhonePasswordReset) (string, error) {
	body := map[string]string{
		"mobileNum": r.Mobile, "countryDialingCode": r.DialingCode,
		"verificationCode": r.SMSCode, "newPassword": r.NewPassword,
	}
	var w struct {
		UserName string `json:"userName"`
	}
	call := Call{Op: "SetPasswordByPhone", Method: http.MethodPost, Path: pathPasswordByPhone, Body: body, Module: moduleVerification}
	if err := a.enc.Do(ctx, visitorOf(s), call, &w); err != nil {
		return "", err
	}
	return w.UserName, nil
}

// ChangePassword changes the logged-in member's password, encrypted.
func (a *Accounts) ChangePassword(ctx context.Context, s adapters.Scope, c adapters.PasswordChange) error {
	body := map[string]string{"oldPassword": c.Old, "newPassword": c.New, "confirmNewPassword": c.New}
	call := Call{Op: "ChangePassword", Method: http.MethodPost, Path: pathPassword, Body: body}
	return a.enc.Do(ctx, s, call, nil)
}
