package adapters

import (
	"context"
	"errors"
	"time"
)

// The member's own side beyond money: the profile of "my account" (nickname, e-mail, payee
// name, avatar), identity verification (KYC) and the application form of a promotion. Every call
// needs the player's token in its Scope; nothing here is cached or shared between players.
//
// Pictures reach these calls checked and re-encoded by the BFF (package bff/upload): PNG or JPEG
// whose bytes were decoded, within bounded dimensions, without metadata.

// The refusals of these calls a handler tells apart (see BusinessError.Kind).
var (
	ErrEmailInvalid       = errors.New("e-mail address refused")
	ErrNicknameInvalid    = errors.New("nickname refused")
	ErrPayeeNameInvalid   = errors.New("payee name refused")
	ErrPayeeNameLocked    = errors.New("payee name set already; only the back office may change it")
	ErrPictureRefused     = errors.New("picture refused")
	ErrVerificationExists = errors.New("identity verification under review or done already")
	ErrApplicationNotOpen = errors.New("no such promotion, or it takes no application")
	ErrApplicationExists  = errors.New("promotion applied for already")
)

// Picture is one checked picture: its bytes and their media type (image/png or image/jpeg).
type Picture struct {
	Data      []byte
	MediaType string
}

// Profile is the member as "my account" shows them. Email is masked by the adapter (d****1@
// example.com): the whole address never leaves it.
type Profile struct {
	ID        string
	Account   string
	Nickname  string
	Email     string // masked; empty when none
	PayeeName string // the name payouts are made to; once set, only the back office changes it
	AvatarURL string // a /media/ path or an absolute URL; empty when none
	ClubLabel string // VIP level's label; empty when none
	Type      int
}

// ProfileUpdate changes the fields that are not nil.
type ProfileUpdate struct {
	Nickname  *string
	Email     *string
	PayeeName *string
}

// VerificationStatus is where a member's identity verification stands.
type VerificationStatus string

// Verification statuses. Uploading is the site's own state while it sends the pictures.
const (
	VerificationNone     VerificationStatus = "none"     // never submitted
	VerificationPending  VerificationStatus = "pending"  // under review
	VerificationVerified VerificationStatus = "verified" // accepted
	VerificationRejected VerificationStatus = "rejected" // refused, with a reason; may be submitted again
)

// Verification is the member's identity verification.
type Verification struct {
	Status      VerificationStatus
	Reason      string    // why it was rejected, as the back office wrote it
	DateOfBirth time.Time // as submitted; zero when none
	SubmittedAt time.Time // zero when none
	ReviewedAt  time.Time // zero until reviewed
}

// VerificationRequest submits both sides of an ID with the date of birth printed on it.
type VerificationRequest struct {
	Front, Back Picture
	DateOfBirth time.Time // a day, in the site's zone
}

// Application applies for a promotion with a comment and up to three pictures.
type Application struct {
	PromotionID string
	Comment     string
	Pictures    []Picture
}

// ApplicationStatus is where a promotion application stands; the back office decides it.
type ApplicationStatus string

// Application statuses, as the promotion list shows them (the platform's statuses).
const (
	ApplicationApplying ApplicationStatus = "applying"
	ApplicationApproved ApplicationStatus = "approved"
	ApplicationRejected ApplicationStatus = "rejected"
)

// ApplicationReceipt is an application the back office took.
type ApplicationReceipt struct {
	ID          string
	PromotionID string
	Status      ApplicationStatus
	AppliedAt   time.Time
}

// Profiles is the member backend's side of "my account", identity verification and promotion
// applications.
type Profiles interface {
	Profile(ctx context.Context, s Scope) (Profile, error)
	UpdateProfile(ctx context.Context, s Scope, u ProfileUpdate) error
	// SetAvatar replaces the member's picture and answers where it is now served.
	SetAvatar(ctx context.Context, s Scope, p Picture) (url string, err error)

	Verification(ctx context.Context, s Scope) (Verification, error)
	SubmitVerification(ctx context.Context, s Scope, r VerificationRequest) (Verification, error)

	Apply(ctx context.Context, s Scope, a Application) (ApplicationReceipt, error)
}
