package adapters

import (
	"context"
	"errors"
	"time"

	"github.com/shopspring/decimal"
)

// The member backend as the BFF's session, registration, password and member features need it.
// Each interface is small so that a handler (and its test) depends on what it uses; Accounts is
// all of them, which is what one upstream adapter implements.

// ErrCaptchaRequired marks a refused login whose answer says the next try needs a captcha
// (the platform's login answer carries value.captcha when one is wanted). It is
// wrapped together with the *BusinessError of the refusal.
var ErrCaptchaRequired = errors.New("captcha required")

// LoginMethod is how a player proves who they are.
type LoginMethod string

// Login methods.
const (
	LoginByUsername LoginMethod = "username" // user name and password
	LoginBySMS      LoginMethod = "sms"      // mobile number and an SMS code
	LoginByFirebase LoginMethod = "firebase" // a Firebase ID token: Google, Facebook or a phone
)

// Credentials are one login attempt. For LoginBySMS, Username is the mobile number (digits,
// without the dialling code) and Password the SMS code; LoginByFirebase carries Firebase and,
// for its SMS channel, DialingCode.
type Credentials struct {
	Method      LoginMethod
	Username    string
	Password    string
	DialingCode string // e.g. "880"; with LoginBySMS, and LoginByFirebase's SMS channel
	CaptchaID   string // the captcha the player answered, when one was asked for
	Captcha     string
	Firebase    FirebaseProof // only with LoginByFirebase
	// Role is the login form's kind: LoginAnyone (no check), LoginMember (agents refused) or
	// LoginAgent (others refused).
	Role LoginRole
}

// FirebaseChannel is how Firebase signed the player in: the platform's firebaseChannel.
type FirebaseChannel string

// Firebase channels: a Google or Facebook identity, or a mobile number whose SMS code Firebase
// sent and checked.
const (
	FirebaseGoogle   FirebaseChannel = "google"
	FirebaseFacebook FirebaseChannel = "facebook"
	FirebaseSMS      FirebaseChannel = "sms"
)

// FirebaseChannels are the channels a Firebase sign-in may name.
var FirebaseChannels = []FirebaseChannel{FirebaseGoogle, FirebaseFacebook, FirebaseSMS}

// FirebaseProof is a Firebase sign-in, as the back office checks it: the ID token Firebase
// issued (a secret: it goes upstream only, inside the body encryption) and, for the SMS
// channel, the number it was issued for. The back office verifies the token and links its
// identity to a member; a first Google or Facebook sign-in registers one.
type FirebaseProof struct {
	Channel FirebaseChannel
	IDToken string
	Mobile  string // FirebaseSMS: digits without dialling code or leading 0
}

// LoginRole is the kind of account a login form takes.
type LoginRole string

// Login roles. Agents are the member types other than 0, 4 and 40.
const (
	LoginAnyone LoginRole = ""
	LoginMember LoginRole = "member"
	LoginAgent  LoginRole = "agent"
)

// The refusals of a login whose credentials were right.
var (
	// ErrMemberLoginOnly: an agent at the members' login.
	ErrMemberLoginOnly = errors.New("only members may log in here")
	// ErrAgentLoginOnly: a member who is no agent at the agents' login.
	ErrAgentLoginOnly = errors.New("only agents may log in here")
	// ErrAccountDisabled: the back office has disabled the account.
	ErrAccountDisabled = errors.New("account disabled")
)

// SessionGrant is what a successful login (or a new trial account) hands out.
type SessionGrant struct {
	Token          string // raw upstream token; never leaves the BFF
	UserName       string
	Type           int // member type; the upstream's missing type is 4 (trial)
	FirstTimeLogin bool
}

// Captcha is a picture of a few digits; its answer stays upstream, known by ID.
type Captcha struct {
	ID        string
	Image     []byte
	MediaType string // image/png, image/svg+xml ...
}

// Sessions opens and closes upstream sessions.
type Sessions interface {
	Login(ctx context.Context, s Scope, c Credentials) (SessionGrant, error)
	// Logout ends the session of s.Token upstream.
	Logout(ctx context.Context, s Scope) error
	// Renew tells the upstream the session of s.Token is in use (sent when the site starts).
	Renew(ctx context.Context, s Scope) error
	// TrialUser makes a throw-away trial (type 4) account and logs it in.
	TrialUser(ctx context.Context, s Scope) (SessionGrant, error)
	Captcha(ctx context.Context, s Scope) (Captcha, error)
}

// RegistrationMethod is what a new account is keyed by.
type RegistrationMethod string

// Registration methods.
const (
	RegisterByUsername RegistrationMethod = "username"
	RegisterByMobile   RegistrationMethod = "mobile"
)

// RegistrationField is one form field's switches and rule, by the BFF's field name (username,
// password, mobile, smsCode, email, nickname, payeeName, paymentPassword, idNumber, qq,
// facebook, wechat, line, whatsapp, zalo, invitationCode, captcha).
type RegistrationField struct {
	Name      string
	Enabled   bool
	Required  bool
	Pattern   string // a regular expression both RE2 and ECMAScript read alike; empty: any text
	MaxLength int    // 0: no limit of its own
}

// RegistrationSettings is the merchant's registration form.
type RegistrationSettings struct {
	UsernameMethod     bool // USERNAMEREG3
	MobileMethod       bool // MOBILENUMREG3
	SMSVerification    bool // REGMOBVERF3: mobile registration needs an SMS code
	MinimumAge         int
	DialingCodes       []string
	DefaultDialingCode string
	MobileLength       int // digits of a mobile number without its dialling code and leading 0
	Fields             []RegistrationField
}

// RegisterChannel is how the site the player registered on runs (the upstream's registerMethod).
type RegisterChannel string

// Register channels: the native app's web view, a browser, an installed web app, an iOS web clip.
const (
	ChannelApp     RegisterChannel = "APP"
	ChannelH5      RegisterChannel = "H5"
	ChannelPWA     RegisterChannel = "PWA"
	ChannelWebClip RegisterChannel = "WEBCLIP"
)

// RegisterChannels are the channels a registration may name.
var RegisterChannels = []RegisterChannel{ChannelApp, ChannelH5, ChannelPWA, ChannelWebClip}

// Registration is a new account. Profile holds the optional fields by their BFF name (email,
// nickname, payeeName, paymentPassword, idNumber, qq, facebook, wechat, line, whatsapp, zalo);
// empty values are not sent.
type Registration struct {
	Method        RegistrationMethod
	Username      string // RegisterByUsername
	Mobile        string // RegisterByMobile: digits without dialling code or leading 0
	DialingCode   string
	SMSCode       string
	Password      string
	Profile       map[string]string
	AffiliateCode string
	ReferralCode  string // the inviting member's code (an invite-friends link's ref), "" for none
	CaptchaID     string
	Captcha       string
	Domain        string          // the site's host, for the affiliate
	RegisterURL   string          // the registration page's address, with the link's code and ref
	Channel       RegisterChannel // how the site runs
	// Firebase, for a mobile registration on a site whose SMS codes Firebase sends, stands in
	// for SMSCode: the ID token of the number's phone sign-in (channel FirebaseSMS).
	Firebase FirebaseProof
}

// SMSPurpose says what an SMS code is for; the upstream sends each from its own call.
type SMSPurpose string

// SMS purposes.
const (
	SMSForLogin    SMSPurpose = "login"
	SMSForRegister SMSPurpose = "register"
	SMSForReset    SMSPurpose = "reset"
)

// SMSRequest asks for a code to be sent to a mobile number. Where the white label's switch
// SMSCAPTCHA3 is on, the upstream sends none without the answer of one of its captchas.
type SMSRequest struct {
	Purpose     SMSPurpose
	Mobile      string // digits without dialling code or leading 0
	DialingCode string
	CaptchaID   string // the captcha's id (Captcha), with its answer; empty where none is asked
	Captcha     string
}

// SMSSent says how long the code lives; the site counts down that long before a resend.
type SMSSent struct {
	ValidFor time.Duration
}

// Registrations creates accounts and checks what a new account may be called.
type Registrations interface {
	RegistrationSettings(ctx context.Context, s Scope) (RegistrationSettings, error)
	// Register creates the account and answers its user name (for a mobile registration the
	// upstream makes one up).
	Register(ctx context.Context, s Scope, r Registration) (userName string, err error)
	UsernameAvailable(ctx context.Context, s Scope, name string) (bool, error)
	// AffiliateValid says whether an invitation (affiliate) code names an affiliate of domain.
	AffiliateValid(ctx context.Context, s Scope, code, domain string) (bool, error)
	SendSMSCode(ctx context.Context, s Scope, r SMSRequest) (SMSSent, error)
}

// PhonePasswordReset sets a new password for the account of a mobile number.
type PhonePasswordReset struct {
	Mobile      string // digits without dialling code or leading 0
	DialingCode string
	SMSCode     string
	NewPassword string
}

// PasswordChange is a logged-in player's new password.
type PasswordChange struct {
	Old string
	New string
}

// Passwords resets and changes passwords. The upstream code modify.new.old.same refuses a new
// password equal to the old one.
type Passwords interface {
	// ForgotPasswordByEmail asks the upstream to mail the account's password reset.
	ForgotPasswordByEmail(ctx context.Context, s Scope, username, email string) error
	// SetPasswordByPhone answers the account's user name when the upstream tells it.
	SetPasswordByPhone(ctx context.Context, s Scope, r PhonePasswordReset) (userName string, err error)
	// ChangePassword changes the password of s.Token's account; the upstream ends its other
	// sessions.
	ChangePassword(ctx context.Context, s Scope, c PasswordChange) error
}

// Member is the logged-in player as the member centre shows them.
type Member struct {
	ID        string
	Account   string
	Nickname  string
	ClubLabel string // VIP label; empty when none
	Type      int    // the upstream's missing type is 4 (trial)
}

// Members reads the logged-in player.
type Members interface {
	MemberInfo(ctx context.Context, s Scope) (Member, error)
}

// Accounts is the whole member backend.
type Accounts interface {
	Sessions
	Registrations
	Passwords
	Members
}

// Balance is the player's money across wallets.
type Balance struct {
	Total decimal.Decimal // sumBalance
}

// Wallet is the total balance; Money (money.go) is the whole wallet backend.
type Wallet interface {
	Balance(ctx context.Context, s Scope) (Balance, error)
}
