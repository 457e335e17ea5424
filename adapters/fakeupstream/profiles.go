package fakeupstream

import (
	"bytes"
	"errors"
	"fmt"
	"hash/fnv"
	"image/jpeg"
	"image/png"
	"io"
	"mime"
	"net/http"
	"net/url"
	"regexp"
	"strings"
	"sync"
	"time"
	"unicode"
	"unicode/utf8"
)

// The member's own side of the back office beyond money (docs/UPSTREAM.md, "Profile,
// verification and applications"): avatars, identity verifications (KYC) and promotion
// applications, by account id. The profile's words (nickname, e-mail, payee name) live on the
// account itself (members.go). The handlers are in profile_calls.go, the control calls in
// profile_control.go.

// picture is a picture the back office received, as it was sent.
type picture struct {
	field, mediaType string
	data             []byte
}

// avatarFile is a head icon the back office serves under /media/avatars/.
type avatarFile struct {
	body        []byte
	contentType string
	etag        string
}

// kycState is one member's identity verification.
type kycState struct {
	status    string // PENDING, APPROVED or REJECTED
	reason    string
	birthday  string // 2006-01-02
	submitted time.Time
	reviewed  time.Time
	pictures  []picture // the last submission's, for tests to look at; never served
}

// application is one promotion application as sent; whether it is under review or decided is
// the member's status on the promotion (promotions.go), which the promotion list reads.
type application struct {
	id, promotionID, remark string
	applied                 time.Time
	pictures                []picture // for tests to look at; never served
}

// profiles is every member's avatar, verification and applications; a member without one has
// none. Each member keeps one avatar (a new one replaces it, under a new path), one verification
// and one application per promotion, so memory stays bounded by the members.
type profiles struct {
	mu           sync.Mutex
	avatars      map[string]avatarFile              // media path -> file
	avatarOf     map[string]string                  // account id -> its avatar's media path
	kyc          map[string]*kycState               // account id -> verification
	applications map[string]map[string]*application // account id -> promotion id -> last application
	avatarSeq    int
	appSeq       int
}

func newProfiles() *profiles {
	return &profiles{
		avatars: map[string]avatarFile{}, avatarOf: map[string]string{}, kyc: map[string]*kycState{},
		applications: map[string]map[string]*application{},
	}
}

// avatarPrefix is where head icons are served, beside the fixtures' media.
const avatarPrefix = "/media/avatars/"

// setAvatar keeps p as account id's head icon and answers its path.
func (ps *profiles) setAvatar(id string, p picture) string {
	ps.mu.Lock()
	defer ps.mu.Unlock()
	ps.avatarSeq++
	ext := ".jpg"
	if p.mediaType == pngType {
		ext = ".png"
	}
	path := fmt.Sprintf("%s%s-%d%s", avatarPrefix, id, ps.avatarSeq, ext)
	if old, ok := ps.avatarOf[id]; ok {
		delete(ps.avatars, old)
	}
	h := fnv.New64a()
	_, _ = h.Write(p.data)
	ps.avatars[path] = avatarFile{body: p.data, contentType: p.mediaType, etag: fmt.Sprintf(`"%x"`, h.Sum64())}
	ps.avatarOf[id] = path
	return path
}

func (ps *profiles) avatar(id string) (string, bool) {
	ps.mu.Lock()
	defer ps.mu.Unlock()
	path, ok := ps.avatarOf[id]
	return path, ok
}

func (ps *profiles) avatarFile(path string) (avatarFile, bool) {
	ps.mu.Lock()
	defer ps.mu.Unlock()
	f, ok := ps.avatars[path]
	return f, ok
}

// verification is a copy of account id's verification; nil when none.
func (ps *profiles) verification(id string) *kycState {
	ps.mu.Lock()
	defer ps.mu.Unlock()
	k, ok := ps.kyc[id]
	if !ok {
		return nil
	}
	c := *k
	return &c
}

var errKYCExists = errors.New("verification under review or done")

// submitKYC puts account id's verification under review; one under review or approved stays.
func (ps *profiles) submitKYC(id, birthday string, pics []picture, now time.Time) (kycState, error) {
	ps.mu.Lock()
	defer ps.mu.Unlock()
	if k, ok := ps.kyc[id]; ok && k.status != statusRejected {
		return kycState{}, errKYCExists
	}
	k := &kycState{status: statusPending, birthday: birthday, submitted: now, pictures: pics}
	ps.kyc[id] = k
	return *k, nil
}

// review decides account id's pending verification.
func (ps *profiles) review(id, status, reason string, now time.Time) error {
	ps.mu.Lock()
	defer ps.mu.Unlock()
	k, ok := ps.kyc[id]
	switch {
	case !ok:
		return fmt.Errorf("no verification submitted: %w", errNoSuchRecord)
	case k.status != statusPending:
		return fmt.Errorf("verification is %s: %w", k.status, errNotPending)
	}
	k.status, k.reason, k.reviewed = status, reason, now
	return nil
}

// keepApplication keeps account id's latest application for a promotion, numbered.
func (ps *profiles) keepApplication(id string, a application) application {
	ps.mu.Lock()
	defer ps.mu.Unlock()
	if ps.applications[id] == nil {
		ps.applications[id] = map[string]*application{}
	}
	ps.appSeq++
	a.id = fmt.Sprintf("AP%08d", ps.appSeq)
	ps.applications[id][a.promotionID] = &a
	return a
}

// pictureLimit caps one picture the back office takes; uploadLimit one write's whole body.
const (
	pictureLimit = 8 << 20
	uploadLimit  = 32 << 20
	fieldLimit   = 4 << 10
	maxParts     = 16
)

const pngType = "image/png"

var errBadUpload = errors.New("bad upload")

// upload is a write's form: its text fields and its files, as sent.
type upload struct {
	fields url.Values
	files  []picture
}

// readUpload reads a multipart/form-data write part by part, within its limits, or an
// url-encoded one (an application without pictures). Nothing goes to disk.
func readUpload(w http.ResponseWriter, r *http.Request) (upload, bool) {
	r.Body = http.MaxBytesReader(w, r.Body, uploadLimit)
	out := upload{fields: url.Values{}}
	mediaType, _, _ := mime.ParseMediaType(r.Header.Get("Content-Type"))
	var err error
	switch mediaType {
	case "application/x-www-form-urlencoded":
		if err = r.ParseForm(); err == nil {
			out.fields = r.PostForm
		}
	case "multipart/form-data":
		err = readParts(r, &out)
	default:
		err = fmt.Errorf("%w: content type %q", errBadUpload, mediaType)
	}
	if err != nil {
		refuse(w, http.StatusBadRequest, "param.invalid", "body is not the expected form: "+err.Error())
		return upload{}, false
	}
	return out, true
}

func readParts(r *http.Request, out *upload) error {
	mr, err := r.MultipartReader()
	if err != nil {
		return err
	}
	for n := 0; ; n++ {
		part, err := mr.NextPart()
		if errors.Is(err, io.EOF) {
			return nil
		}
		if err != nil {
			return err
		}
		if n >= maxParts {
			return fmt.Errorf("%w: more than %d parts", errBadUpload, maxParts)
		}
		limit := int64(fieldLimit)
		if part.FileName() != "" {
			limit = pictureLimit
		}
		data, err := io.ReadAll(io.LimitReader(part, limit+1))
		if err != nil {
			return err
		}
		if int64(len(data)) > limit {
			return fmt.Errorf("%w: part %s over %d bytes", errBadUpload, part.FormName(), limit)
		}
		if part.FileName() == "" {
			out.fields.Add(part.FormName(), string(data))
			continue
		}
		out.files = append(out.files, picture{field: part.FormName(), mediaType: pictureType(data), data: data})
	}
}

// pictureType is image/png or image/jpeg when data is one (its header decodes), else empty: a
// back office looks at the bytes, not at what the sender says.
func pictureType(data []byte) string {
	switch {
	case bytes.HasPrefix(data, []byte("\x89PNG\r\n\x1a\n")):
		if _, err := png.DecodeConfig(bytes.NewReader(data)); err == nil {
			return pngType
		}
	case bytes.HasPrefix(data, []byte{0xFF, 0xD8, 0xFF}):
		if _, err := jpeg.DecodeConfig(bytes.NewReader(data)); err == nil {
			return jpegType
		}
	}
	return ""
}

// filesOf are the upload's files of field, in order.
func (u upload) filesOf(field string) []picture {
	var out []picture
	for _, f := range u.files {
		if f.field == field {
			out = append(out, f)
		}
	}
	return out
}

// Rules of the profile's words, as a back office checks them.
var (
	emailPattern = regexp.MustCompile(`^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$`)
)

const (
	maxNickname  = 20
	maxPayeeName = 64
)

// nameOK says whether s is a person's name: letters of any script, marks, spaces, dots,
// hyphens and apostrophes, between 2 and max characters.
func nameOK(s string, maxLen int) bool {
	n := utf8.RuneCountInString(s)
	if n < 2 || n > maxLen || strings.TrimSpace(s) != s {
		return false
	}
	for _, r := range s {
		if !unicode.IsLetter(r) && !unicode.IsMark(r) && r != ' ' && r != '.' && r != '-' && r != '\'' {
			return false
		}
	}
	return true
}

// nicknameOK allows letters, marks, digits, spaces, dots, dashes and underscores, 2 to 20.
func nicknameOK(s string) bool {
	n := utf8.RuneCountInString(s)
	if n < 2 || n > maxNickname || strings.TrimSpace(s) != s {
		return false
	}
	for _, r := range s {
		if !unicode.IsLetter(r) && !unicode.IsMark(r) && !unicode.IsDigit(r) && !strings.ContainsRune(" ._-", r) {
			return false
		}
	}
	return true
}
