package upstream

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"strings"

	"golang.org/x/sync/errgroup"

	"github.com/casinobff/bff/adapters"
)

// The member backend's side of "my account", identity verification and promotion applications
// (docs/UPSTREAM.md, "Profile, verification and applications"), named here and nowhere else. The
// profile is the member info call's (pathMemberInfo, accounts.go), read and written; pictures go
// as multipart/form-data, as the platform's own clients post a head icon.
const (
	pathAvatar       = "/wps/member/info/icon"
	pathVerification = "/wps/member/kyc"
	pathApplication  = "/wps/promotions/apply"
)

// moduleAvatar is the head icon's module, as the platform's clients send it.
const moduleAvatar = "PROFPIC3"

// Profiles is adapters.Profiles over the platform protocol. Nothing it reads is cached: every
// answer is one player's.
type Profiles struct{ c *Client }

var _ adapters.Profiles = (*Profiles)(nil)

// NewProfiles speaks to the member backend through c.
func NewProfiles(c *Client) *Profiles { return &Profiles{c: c} }

// pictureFile names a checked picture for the upstream: field, then its extension by type.
func pictureFile(field string, p adapters.Picture) File {
	ext := ".jpg"
	if p.MediaType == "image/png" {
		ext = ".png"
	}
	return File{Field: field, Name: field + ext, MediaType: p.MediaType, Data: p.Data}
}

// Profile reads the member info and the head icon at once. The icon is a section of its own:
// when only it fails the profile comes without a picture.
func (p *Profiles) Profile(ctx context.Context, s adapters.Scope) (adapters.Profile, error) {
	var info struct {
		ID        wireID `json:"id"`
		Account   string `json:"account"`
		Nickname  string `json:"nickname"`
		Email     string `json:"email"`
		PayeeName string `json:"payeeName"`
		Type      *int   `json:"type"`
		ClubLabel *struct {
			LabelName string `json:"labelName"`
		} `json:"clubLabel"`
	}
	var avatar string
	var avatarErr error
	g, gctx := errgroup.WithContext(ctx)
	g.Go(func() error { return p.c.Get(gctx, s, "MemberInfo", pathMemberInfo, nil, &info) })
	g.Go(func() error {
		avatar, avatarErr = p.avatar(gctx, s)
		if isUnauthorized(avatarErr) {
			return avatarErr
		}
		return nil
	})
	if err := g.Wait(); err != nil {
		return adapters.Profile{}, err
	}
	out := adapters.Profile{
		ID: string(info.ID), Account: info.Account, Nickname: info.Nickname, Email: maskEmail(info.Email),
		PayeeName: strings.TrimSpace(info.PayeeName), AvatarURL: avatar, Type: trialType,
	}
	if info.Type != nil {
		out.Type = *info.Type
	}
	if info.ClubLabel != nil {
		out.ClubLabel = info.ClubLabel.LabelName
	}
	return out, nil
}

// avatar reads where the head icon is served; empty when the member has none.
func (p *Profiles) avatar(ctx context.Context, s adapters.Scope) (string, error) {
	var v *struct {
		URL string `json:"url"`
	}
	if err := p.c.Do(ctx, s, Call{Op: "Avatar", Path: pathAvatar, Module: moduleAvatar}, &v); err != nil {
		return "", err
	}
	if v == nil {
		return "", nil
	}
	return safePicture(v.URL), nil
}

// safePicture keeps an address the site may show as a picture: a /media/ path or an absolute
// http(s) address; anything else (javascript:, data:) reads as none.
func safePicture(u string) string {
	u = strings.TrimSpace(u)
	if strings.HasPrefix(u, "/media/") && !strings.Contains(u, "..") {
		return u
	}
	if parsed, err := url.Parse(u); err == nil && (parsed.Scheme == "https" || parsed.Scheme == "http") && parsed.Host != "" {
		return u
	}
	return ""
}

// UpdateProfile sends the fields to change; the others are left out, and the upstream keeps them.
func (p *Profiles) UpdateProfile(ctx context.Context, s adapters.Scope, u adapters.ProfileUpdate) error {
	body := map[string]string{}
	for name, v := range map[string]*string{"nickname": u.Nickname, "email": u.Email, "payeeName": u.PayeeName} {
		if v != nil {
			body[name] = *v
		}
	}
	return p.c.Do(ctx, s, Call{Op: "UpdateProfile", Method: http.MethodPost, Path: pathMemberInfo, Body: body}, nil)
}

// SetAvatar posts the picture as the head icon and answers where it is served now.
func (p *Profiles) SetAvatar(ctx context.Context, s adapters.Scope, pic adapters.Picture) (string, error) {
	call := Call{
		Op: "SetAvatar", Method: http.MethodPost, Path: pathAvatar, Module: moduleAvatar,
		Files: []File{pictureFile("file", pic)},
	}
	var v struct {
		URL string `json:"url"`
	}
	if err := p.c.Do(ctx, s, call, &v); err != nil {
		return "", err
	}
	u := safePicture(v.URL)
	if u == "" {
		return "", &outcomeUnknownError{cause: errors.New("head icon answer has no usable url"), answered: true}
	}
	return u, nil
}

// wireVerification is the KYC call's value.
type wireVerification struct {
	Status       string `json:"status"`
	RejectReason string `json:"rejectReason"`
	Birthday     string `json:"birthday"`
	SubmitTime   string `json:"submitTime"`
	AuditTime    string `json:"auditTime"`
}

// Verification statuses as the platform writes them.
const (
	wireKYCNone    = "NONE"
	wireKYCPending = "PENDING"
)

func (p *Profiles) verification(w wireVerification) adapters.Verification {
	loc := p.c.Location()
	v := adapters.Verification{
		Reason:      strings.TrimSpace(w.RejectReason),
		DateOfBirth: wireTime(dayLayout, w.Birthday, loc),
		SubmittedAt: wireTime(wallClock, w.SubmitTime, loc),
		ReviewedAt:  wireTime(wallClock, w.AuditTime, loc),
	}
	switch strings.ToUpper(w.Status) {
	case "", wireKYCNone:
		v.Status = adapters.VerificationNone
	case wireApproved, "VERIFIED", "SUCCESS":
		v.Status = adapters.VerificationVerified
	case wireRejected, "FAILED":
		v.Status = adapters.VerificationRejected
	default:
		// A word the adapter does not know claims neither that the member is verified nor that
		// they were refused.
		v.Status = adapters.VerificationPending
	}
	return v
}

// Verification reads the member's identity verification.
func (p *Profiles) Verification(ctx context.Context, s adapters.Scope) (adapters.Verification, error) {
	var w *wireVerification
	if err := p.c.Get(ctx, s, "Verification", pathVerification, nil, &w); err != nil {
		return adapters.Verification{}, err
	}
	if w == nil {
		return adapters.Verification{Status: adapters.VerificationNone}, nil
	}
	return p.verification(*w), nil
}

// SubmitVerification posts both sides of the ID and the date of birth; the answer is the
// verification under review.
func (p *Profiles) SubmitVerification(ctx context.Context, s adapters.Scope, r adapters.VerificationRequest) (adapters.Verification, error) {
	call := Call{
		Op: "SubmitVerification", Method: http.MethodPost, Path: pathVerification,
		Form:  url.Values{"birthday": {r.DateOfBirth.Format(dayLayout)}},
		Files: []File{pictureFile("idFront", r.Front), pictureFile("idBack", r.Back)},
	}
	var w wireVerification
	if err := p.c.Do(ctx, s, call, &w); err != nil {
		return adapters.Verification{}, err
	}
	v := p.verification(w)
	if w.Status == "" {
		// The platform said yes without a state: a submission is under review until decided.
		v.Status = adapters.VerificationPending
	}
	return v, nil
}

// Apply posts a promotion application: the promotion, the comment (the platform's remark) and
// the pictures, each as an images field.
func (p *Profiles) Apply(ctx context.Context, s adapters.Scope, a adapters.Application) (adapters.ApplicationReceipt, error) {
	files := make([]File, 0, len(a.Pictures))
	for i, pic := range a.Pictures {
		f := pictureFile("images", pic)
		f.Name = fmt.Sprintf("image%d%s", i+1, f.Name[len("images"):])
		files = append(files, f)
	}
	// Without pictures the application goes as an ordinary form.
	call := Call{
		Op: "Apply", Method: http.MethodPost, Path: pathApplication,
		Form:  url.Values{"promotionId": {a.PromotionID}, "remark": {a.Comment}},
		Files: files,
	}
	var w struct {
		ApplicationID wireID `json:"applicationId"`
		PromotionID   wireID `json:"promotionId"`
		Status        string `json:"status"`
		ApplyTime     string `json:"applyTime"`
	}
	if err := p.c.Do(ctx, s, call, &w); err != nil {
		return adapters.ApplicationReceipt{}, err
	}
	r := adapters.ApplicationReceipt{
		ID: string(w.ApplicationID), PromotionID: string(w.PromotionID), Status: applicationStatus(w.Status),
		AppliedAt: wireTime(wallClock, w.ApplyTime, p.c.Location()),
	}
	if r.PromotionID == "" {
		r.PromotionID = a.PromotionID
	}
	return r, nil
}

// applicationStatus reads an application's status; a word the adapter does not know reads as
// applying, which claims no decision.
func applicationStatus(s string) adapters.ApplicationStatus {
	switch strings.ToUpper(s) {
	case wireApproved, "ISSUED", "SUCCESS":
		return adapters.ApplicationApproved
	case wireRejected, "FAILED":
		return adapters.ApplicationRejected
	}
	return adapters.ApplicationApplying
}
