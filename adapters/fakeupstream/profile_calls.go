package fakeupstream

import (
	"errors"
	"net/http"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/casinobff/bff/adapters/fakeupstream/internal/wire"
)

// The calls of the profile, the head icon, identity verification and promotion applications
// (docs/UPSTREAM.md, "Profile, verification and applications"); their state is in profiles.go.

const moduleAvatar = "PROFPIC3"

// Bounds a back office keeps on these writes.
const (
	maxRemark         = 140
	maxApplicationPic = 3
)

func (s *Server) profileRoutes(handle func(method, path string, h http.HandlerFunc)) {
	handle("POST", "/wps/member/info", s.updateMemberInfo)
	handle("GET", "/wps/member/info/icon", s.avatar)
	handle("POST", "/wps/member/info/icon", s.setAvatar)
	handle("GET", "/wps/member/kyc", s.verification)
	handle("POST", "/wps/member/kyc", s.submitVerification)
	handle("POST", "/wps/promotions/apply", s.applyForPromotion)
}

// member opens a write of the member's own: a session of a real (not trial) account.
func (s *Server) member(w http.ResponseWriter, r *http.Request) (string, account, bool) {
	token, a, ok := s.requireSession(w, r)
	if ok && a.typ == 4 {
		refuse(w, http.StatusOK, "trial.forbidden", "Please login an actual account to use this function")
		return "", account{}, false
	}
	return token, a, ok
}

// memberUpload opens a member's multipart write: the account, and the fields and pictures sent.
func (s *Server) memberUpload(w http.ResponseWriter, r *http.Request) (account, upload, bool) {
	_, a, ok := s.member(w, r)
	if !ok {
		return account{}, upload{}, false
	}
	up, ok := readUpload(w, r)
	return a, up, ok
}

// updateMemberInfo changes the nickname, e-mail and payee name sent; all or none. A payee name,
// once set, is the back office's to change.
func (s *Server) updateMemberInfo(w http.ResponseWriter, r *http.Request) {
	token, a, ok := s.member(w, r)
	if !ok {
		return
	}
	var in struct {
		Nickname  *string `json:"nickname"`
		Email     *string `json:"email"`
		PayeeName *string `json:"payeeName"`
	}
	if !readJSON(w, r, &in) {
		return
	}
	switch {
	case in.Nickname != nil && !nicknameOK(*in.Nickname):
		refuse(w, http.StatusOK, "nickname.invalid", "Nickname format is not valid")
		return
	case in.Email != nil && (len(*in.Email) > 254 || !emailPattern.MatchString(*in.Email)):
		refuse(w, http.StatusOK, "email.invalid", "E-mail format is incorrect")
		return
	case in.PayeeName != nil && a.payee != "" && *in.PayeeName != a.payee:
		refuse(w, http.StatusOK, "payee.name.exists", "The payee name is set; contact customer service to change it")
		return
	case in.PayeeName != nil && !nameOK(*in.PayeeName, maxPayeeName):
		refuse(w, http.StatusOK, "payee.name.invalid", "Name format is not valid")
		return
	}
	s.members.update(token, func(acc *account) {
		if in.Nickname != nil {
			acc.nickname = *in.Nickname
		}
		if in.Email != nil {
			acc.email = *in.Email
		}
		if in.PayeeName != nil {
			acc.payee = *in.PayeeName
		}
	})
	answer(w, true)
}

// avatar answers where the member's head icon is served, or null.
func (s *Server) avatar(w http.ResponseWriter, r *http.Request) {
	if !requireModule(w, r, moduleAvatar) {
		return
	}
	_, a, ok := s.requireSession(w, r)
	if !ok {
		return
	}
	if path, ok := s.profiles.avatar(a.id); ok {
		answer(w, map[string]string{"url": path})
		return
	}
	writeJSON(w, http.StatusOK, envelope{Success: true})
}

// setAvatar takes one picture, field file, as the head icon.
func (s *Server) setAvatar(w http.ResponseWriter, r *http.Request) {
	if !requireModule(w, r, moduleAvatar) {
		return
	}
	a, up, ok := s.memberUpload(w, r)
	if !ok {
		return
	}
	files := up.filesOf("file")
	if len(files) != 1 || len(up.files) != 1 {
		refuse(w, http.StatusBadRequest, "param.invalid", "send one picture, field file")
		return
	}
	if files[0].mediaType == "" {
		refuse(w, http.StatusOK, "image.invalid", "Only png or jpg pictures")
		return
	}
	answer(w, map[string]string{"url": s.profiles.setAvatar(a.id, files[0])})
}

// wireKYC is a verification as the platform answers it.
func (s *Server) wireKYC(k *kycState) map[string]any {
	if k == nil {
		return map[string]any{"status": "NONE"}
	}
	out := map[string]any{"status": k.status, "birthday": k.birthday, "submitTime": k.submitted.Format(wallClock)}
	if !k.reviewed.IsZero() {
		out["auditTime"] = k.reviewed.Format(wallClock)
	}
	if k.reason != "" {
		out["rejectReason"] = k.reason
	}
	return out
}

func (s *Server) verification(w http.ResponseWriter, r *http.Request) {
	_, a, ok := s.requireSession(w, r)
	if !ok {
		return
	}
	answer(w, s.wireKYC(s.profiles.verification(a.id)))
}

// submitVerification takes both sides of an ID (idFront, idBack) and the date of birth
// (birthday, 2006-01-02) for review; one under review or approved is not submitted again.
func (s *Server) submitVerification(w http.ResponseWriter, r *http.Request) {
	a, up, ok := s.memberUpload(w, r)
	if !ok {
		return
	}
	front, back := up.filesOf("idFront"), up.filesOf("idBack")
	birthday := up.fields.Get("birthday")
	born, err := time.ParseInLocation(dayLayout, birthday, s.loc)
	switch {
	case len(front) != 1 || len(back) != 1 || len(up.files) != 2:
		refuse(w, http.StatusBadRequest, "param.invalid", "send one picture each of idFront and idBack")
		return
	case front[0].mediaType == "" || back[0].mediaType == "":
		refuse(w, http.StatusOK, "image.invalid", "Only png or jpg pictures")
		return
	case err != nil || born.After(s.clock()):
		refuse(w, http.StatusBadRequest, "param.invalid", "birthday: want a past day as 2006-01-02")
		return
	}
	k, err := s.profiles.submitKYC(a.id, birthday, up.files, s.clock())
	if errors.Is(err, errKYCExists) {
		refuse(w, http.StatusOK, "kyc.exists", "The identity verification is under review or done")
		return
	}
	answer(w, s.wireKYC(&k))
}

// applyForPromotion takes an application for a promotion joined by application (apply mode
// APPLY): promotionId, a remark of at most 140 characters and at most three pictures (images),
// as multipart/form-data, or a form without pictures. The member's status on it becomes
// APPLYING (promotions.go), which the promotion list shows, until the back office decides
// (SetPromotionStatus). One under review or decided is not applied for again; a rejected one is.
func (s *Server) applyForPromotion(w http.ResponseWriter, r *http.Request) {
	_, up, ok := s.memberUpload(w, r)
	if !ok {
		return
	}
	id, remark := strings.TrimSpace(up.fields.Get("promotionId")), up.fields.Get("remark")
	images := up.filesOf("images")
	if utf8.RuneCountInString(remark) > maxRemark || len(images) > maxApplicationPic || len(images) != len(up.files) {
		refuse(w, http.StatusBadRequest, "param.invalid", "a remark of at most 140 characters and at most three images")
		return
	}
	for _, img := range images {
		if img.mediaType == "" {
			refuse(w, http.StatusOK, "image.invalid", "Only png or jpg pictures")
			return
		}
	}
	s.rewardRead(w, r, func(a *account, _ *purse, mr *memberRewards, now time.Time) result {
		set, found := s.fx.promos.setting(id)
		if !found || set.ApplyMode != wire.ApplyForm {
			return refusal("application.unavailable", "promotion %q takes no application", id)
		}
		switch s.statusOf(mr, set, now) {
		case wire.StatusJoin, wire.StatusRejected:
		case wire.StatusClose, wire.StatusComingSoon:
			return refusal("application.unavailable", "promotion %s is not open", id)
		default:
			return refusal("application.exists", "You have applied for promotion %s already", id)
		}
		mr.status[id] = wire.StatusApplying
		app := s.profiles.keepApplication(a.id, application{promotionID: id, remark: remark, applied: now, pictures: images})
		return success(map[string]any{
			"applicationId": app.id, "promotionId": id, "status": wire.StatusApplying, "applyTime": now.Format(wallClock),
		})
	})
}

// serveAvatar answers a head icon the back office keeps.
func (s *Server) serveAvatar(w http.ResponseWriter, r *http.Request) {
	f, ok := s.profiles.avatarFile(r.URL.Path)
	if !ok {
		http.NotFound(w, r)
		return
	}
	w.Header().Set("Content-Type", f.contentType)
	w.Header().Set("Cache-Control", "public, max-age=86400")
	w.Header().Set("ETag", f.etag)
	if r.Header.Get("If-None-Match") == f.etag {
		w.WriteHeader(http.StatusNotModified)
		return
	}
	_, _ = w.Write(f.body)
}
