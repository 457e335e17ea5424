package account_test

import (
	"net/http"
	"testing"

	"github.com/casinobff/bff/adapters/fakeupstream"
	"github.com/casinobff/bff/bff/bfftest"
)

// TestGoldens writes and checks testdata/bff/account: the answers of sessions, registration,
// passwords and the member (the balance's are bff/wallet's).
//
// The fake upstream is shared by every golden of a run, so these cases keep out of each
// other's way: only one fails a login for demo01, none changes a demo account's password, and
// the accounts they create (newplayer01, the first trial account, the mobile account's
// password) are used by no other case.
func TestGoldens(t *testing.T) {
	post := func(name, path string, status int, body, description string) bfftest.GoldenCase {
		c := bfftest.Golden(name, path, status, description)
		c.Method, c.Body = http.MethodPost, body
		return c
	}
	signedIn := func(c bfftest.GoldenCase, user string) bfftest.GoldenCase {
		c.As = user
		return c
	}
	method := func(c bfftest.GoldenCase, method string) bfftest.GoldenCase {
		c.Method = method
		return c
	}
	csrf := post("csrf-rejected", "/api/v1/session", 403, `{"username":"demo01","password":"Demo1234"}`,
		"A write without X-CSRF: 1 (or from another origin): csrf_rejected.")
	csrf.Headers = map[string]string{"X-CSRF": ""}
	bfftest.RunGoldens(t, "account", []bfftest.GoldenCase{
		bfftest.Golden("session-visitor", "/api/v1/session", 200, "No session cookie: a visitor."),
		signedIn(bfftest.Golden("session-member", "/api/v1/session", 200, "Signed in as demo01 (type 0): role member, may deposit."), "demo01"),
		signedIn(bfftest.Golden("session-agent", "/api/v1/session", 200, "Signed in as agent01 (type 1): role agent, isAgent, may deposit."), "agent01"),
		signedIn(bfftest.Golden("session-free", "/api/v1/session", 200, "Signed in as free01 (type 4): role trial, no deposit."), "free01"),
		post("login", "/api/v1/session", 200, `{"method":"username","username":"demo01","password":"Demo1234","rememberMe":true}`,
			"Log in by user name with remember-me: the session (the cookie is set; the token is never in the body)."),
		post("login-mobile", "/api/v1/session", 200, `{"method":"mobile","mobile":"01712345678","dialingCode":"880","smsCode":"123456"}`,
			"Log in by mobile number and SMS code; the leading 0 is dropped."),
		post("login-invalid-credentials", "/api/v1/session", 401, `{"username":"demo01","password":"wrong-password"}`,
			"A wrong password: invalid_credentials, the same answer as for an account that does not exist."),
		post("login-validation-failed", "/api/v1/session", 400, `{"method":"mobile","mobile":"12-ab","smsCode":"12","captchaId":"cap1","captcha":"x1"}`,
			"A login body the rules refuse: validation_failed with the site's message key per field."),
		post("login-captcha-required", "/api/v1/session", 401, `{"username":"captcha01","password":"Captcha1234"}`,
			"The upstream wants a captcha (after failed logins; captcha01 always): captcha_required."),
		post("login-agent", "/api/v1/session", 200, `{"username":"agent01","password":"Agent1234","as":"agent"}`,
			"The agents' login form (as agent): an agent logs in as at the members' form."),
		post("login-member-login-refused", "/api/v1/session", 403, `{"username":"agent01","password":"Agent1234","as":"member"}`,
			"An agent at the members' login form (as member), the password right: member_login_refused (error_member_login)."),
		post("login-agent-login-refused", "/api/v1/session", 403, `{"username":"demo01","password":"Demo1234","as":"agent"}`,
			"A member who is no agent at the agents' login form: agent_login_refused (error_agent_login)."),
		post("login-account-disabled", "/api/v1/session", 403, `{"username":"disabled01","password":"Disabled1234"}`,
			"An account the back office disabled, the password right: account_disabled (Sorry, the user does not exist or is disabled); a wrong password stays invalid_credentials."),
		post("login-as-invalid", "/api/v1/session", 400, `{"username":"demo01","password":"Demo1234","as":"boss"}`,
			"A login form of no known kind: as invalid."),
		bfftest.Golden("captcha", "/api/v1/captcha", 200, "A captcha picture as a data URL, with the id its answer goes back with."),
		post("session-trial", "/api/v1/session/trial", 201, "", "A new trial account, logged in: role trial."),
		signedIn(post("session-renew", "/api/v1/session/renew", 200, "", "The site's start-up renew: the session, its expiry slid forward."), "demo01"),
		signedIn(method(bfftest.Golden("logout", "/api/v1/session", 200, "Log out: the upstream session ends, the cookie is cleared, a visitor."), http.MethodDelete), "demo01"),
		csrf,

		bfftest.Golden("registration-settings", "/api/v1/registration/settings", 200, "The registration form: methods, fields with their switches, patterns and message keys, terms, age."),
		post("registration-created", "/api/v1/registrations", 201,
			`{"method":"username","username":"newplayer01","password":"Secret123","confirmPassword":"Secret123","email":"newplayer01@example.com","invitationCode":"AFF2026","acceptTerms":true}`,
			"A new account by user name, logged in at once."),
		post("registration-validation-failed", "/api/v1/registrations", 400,
			`{"method":"username","username":"1bad","password":"abc","confirmPassword":"abd","email":"not-an-email","payeeName":"R2D2","invitationCode":"NOPE1"}`,
			"Every rule the site checks, refused at once: validation_failed naming each field with its message key."),
		post("registration-mobile-invalid", "/api/v1/registrations", 400,
			`{"method":"mobile","mobile":"0171234","dialingCode":"880","smsCode":"123456","password":"Secret123","confirmPassword":"Secret123","acceptTerms":true}`,
			"A mobile number of the wrong length (after its leading 0): mobile_invalid, the detail says the length."),
		post("registration-username-taken", "/api/v1/registrations", 400,
			`{"method":"username","username":"demo01","password":"Secret123","confirmPassword":"Secret123","acceptTerms":true}`,
			"A user name someone has: username_taken."),
		post("registration-invited", "/api/v1/registrations", 201,
			`{"method":"username","username":"invited01","password":"Secret123","confirmPassword":"Secret123","referralCode":"R10086521","registerMethod":"PWA","acceptTerms":true}`,
			"A new account from demo01's invite-friends link (referralCode), in an installed web app (registerMethod PWA)."),
		post("registration-referrer-invalid", "/api/v1/registrations", 400,
			`{"method":"username","username":"invited02","password":"Secret123","confirmPassword":"Secret123","referralCode":"R999","registerMethod":"H5","acceptTerms":true}`,
			"A referral code the upstream knows no member by: referrer_invalid on referralCode (Referrer link error)."),
		bfftest.Golden("usernames-taken", "/api/v1/usernames/demo01", 200, "A user name that is taken."),
		bfftest.Golden("usernames-free", "/api/v1/usernames/freshname77", 200, "A user name that is free."),
		bfftest.Golden("invitation-code", "/api/v1/invitation-codes/AFF2026", 200, "A valid invitation (affiliate) code."),
		post("sms-code", "/api/v1/sms-codes", 200, `{"purpose":"register","mobile":"01812345678","dialingCode":"880"}`,
			"An SMS code sent: the countdown, from the upstream's expiry minutes (1) times 60."),

		post("password-forgot", "/api/v1/password-resets/email", 202, `{"username":" demo01 ","email":"demo01@example.com "}`,
			"A reset mail asked for (trimmed): accepted, the same whether or not the account exists."),
		post("password-forgot-invalid", "/api/v1/password-resets/email", 400, `{"username":"demo01","email":"demo01@example"}`,
			"An e-mail address the spec's pattern refuses: email_format."),
		post("password-reset-phone", "/api/v1/password-resets/phone", 200,
			`{"mobile":"1712345678","dialingCode":"880","smsCode":"123456","newPassword":"NewPass123"}`,
			"A new password set by phone; the BFF then logs the player in with it."),
		post("password-reset-phone-code-wrong", "/api/v1/password-resets/phone", 400,
			`{"mobile":"1712345678","dialingCode":"880","smsCode":"654321","newPassword":"Other1234"}`,
			"A wrong SMS code: sms_code_invalid on smsCode (the site clears that field)."),
		signedIn(method(post("password-change-same", "/api/v1/me/password", 400,
			`{"oldPassword":"Demo1234","newPassword":"Demo1234","confirmPassword":"Demo1234"}`,
			"The new password equals the old one: password_same, and nothing reaches the upstream."), http.MethodPut), "demo01"),
		signedIn(method(post("password-change-invalid", "/api/v1/me/password", 400,
			`{"oldPassword":"","newPassword":"ab","confirmPassword":"abc"}`,
			"A change the rules refuse: required, password_format, confirm_mismatch."), http.MethodPut), "demo01"),

		signedIn(bfftest.Golden("me", "/api/v1/me", 200, "The member centre's player: id, account, nickname, club label, type and role."), "demo01"),
		bfftest.Golden("me-login-required", "/api/v1/me", 401, "No session: login_required."),

		onFirebase(post("login-firebase", "/api/v1/session", 200,
			firebaseBody("google", fakeupstream.EmulatorIDToken(firebaseProject, "google.com", "uid-golden", bfftest.GoldenTime, nil)),
			"A Google sign-in through Firebase (method firebase), on a site with a Firebase project: the ID token goes upstream once, and the identity's first sign-in registers a member, logged in with the cookie as every login."), false),
		onFirebase(post("login-firebase-validation-failed", "/api/v1/session", 400, firebaseBody("twitter", "not-a-token"),
			"A Firebase login the BFF refuses before the upstream hears of it: a channel other than google, facebook and sms, an ID token that is no JWT."), false),
		onFirebase(post("registration-firebase-sms", "/api/v1/registrations", 201,
			registration(func(m map[string]any) {
				delete(m, "username")
				m["method"], m["mobile"], m["dialingCode"], m["firebaseChannel"] = "mobile", "01912345670", "880", "sms"
				m["firebaseIdToken"] = fakeupstream.EmulatorIDToken(firebaseProject, "phone", "uid-golden-phone", bfftest.GoldenTime,
					map[string]any{"phone_number": "+8801912345670"})
			}),
			"A mobile registration on a site whose SMS codes Firebase sends: the number's phone sign-in (firebaseChannel sms, firebaseIdToken) stands in for smsCode; logged in at once."), true),
	})
}

// onFirebase runs a golden on a site with a Firebase project (with Firebase's SMS codes when
// sms), whose back office accepts the emulator's tokens of it.
func onFirebase(c bfftest.GoldenCase, sms bool) bfftest.GoldenCase {
	c.Edits = append(c.Edits, withFirebase(sms))
	c.Before = func(_ testing.TB, s *bfftest.Stack) {
		s.Fake.TrustFirebase("DEMO", fakeupstream.FirebaseTrust{Project: firebaseProject, Unsigned: true})
	}
	return c
}
