package profile_test

import (
	"bytes"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/casinobff/bff/bff"
	"github.com/casinobff/bff/bff/bfftest"
	"github.com/casinobff/bff/bff/profile"
	"github.com/casinobff/bff/bff/ratelimit"
)

// upload sends a multipart body as the site does, signed in with cookie.
func upload(t *testing.T, s *bfftest.Stack, method, target string, cookie *http.Cookie, texts []string, files ...bfftest.FilePart) *httptest.ResponseRecorder {
	t.Helper()
	body, ctype := bfftest.Multipart(t, texts, files...)
	req := bfftest.APIRequest(method, target, body)
	req.Header.Set("Content-Type", ctype)
	req.AddCookie(cookie)
	return bfftest.Serve(s.Server, req)
}

func jpegPart(field string, data []byte) bfftest.FilePart {
	return bfftest.FilePart{Field: field, Name: field + ".jpg", ContentType: "image/jpeg", Data: data}
}

// What reaches the back office is the pictures decoded and encoded again: a JPEG with GPS in its
// EXIF arrives without any EXIF, an ID's back and an application's pictures as PNG or JPEG by
// their bytes.
func TestUploadsReachTheBackOfficeWithoutMetadata(t *testing.T) {
	s := bfftest.NewStack(t)
	demo := s.SignIn("demo01")
	gps := bfftest.JPEGWithEXIF(t, 200, 120, 1)
	rec := upload(t, s, http.MethodPost, "/api/v1/kyc", demo, []string{"dateOfBirth", "1990-05-14"},
		jpegPart("front", gps), bfftest.FilePart{Field: "back", Name: "back.jpg", ContentType: "image/jpeg", Data: bfftest.PNG(t, 200, 120)})
	bfftest.WantStatus(t, rec, http.StatusCreated)
	rec = upload(t, s, http.MethodPost, "/api/v1/promotions/3017/applications", demo, []string{"comment", "screenshot of my win"},
		jpegPart("pictures", gps))
	bfftest.WantStatus(t, rec, http.StatusCreated)

	pics, err := s.Fake.ReceivedPictures("demo01", "3017")
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"idFront image/jpeg", "idBack image/png", "images image/jpeg"}
	if len(pics) != len(want) {
		t.Fatalf("%d pictures reached the back office, want %d", len(pics), len(want))
	}
	for i, p := range pics {
		if got := p.Field + " " + p.MediaType; got != want[i] {
			t.Errorf("picture %d: %s, want %s", i, got, want[i])
		}
		for _, leak := range []string{"Exif", "PhoneCam", bfftest.GPSLatitude} {
			if p.MediaType == "image/jpeg" && bytes.Contains(p.Data, []byte(leak)) {
				t.Errorf("picture %d still carries %q", i, leak)
			}
		}
	}
}

// The upload routes take bodies of their own size; every other route keeps the server's 64 KiB.
func TestUploadRoutesHaveBodyLimitsOfTheirOwn(t *testing.T) {
	s := bfftest.NewStack(t)
	demo := s.SignIn("demo01")
	// A profile change of 100 KiB: the server's limit.
	rec := s.Call(http.MethodPatch, "/api/v1/me/profile", `{"nickname":"`+strings.Repeat("x", 100<<10)+`"}`, demo)
	bfftest.WantStatus(t, rec, http.StatusRequestEntityTooLarge)
	// A 6 MB picture in an application fits its route (three pictures of 5 MB): refused for
	// its own size, not the body's.
	rec = upload(t, s, http.MethodPost, "/api/v1/promotions/3017/applications", demo, []string{"comment", "hi"},
		jpegPart("pictures", bfftest.LargeJPEG(t, 6<<20)))
	bfftest.WantStatus(t, rec, http.StatusBadRequest)
	if p := bfftest.ProblemOf(t, rec.Code, rec.Header(), rec.Body.Bytes()); len(p.Fields) != 1 || p.Fields[0].Code != "file_too_large" {
		t.Fatalf("fields %+v", p.Fields)
	}
	// Past the route's own limit: 413.
	rec = upload(t, s, http.MethodPost, "/api/v1/promotions/3017/applications", demo, []string{"comment", "hi"},
		jpegPart("pictures", bfftest.LargeJPEG(t, 16<<20)))
	bfftest.WantStatus(t, rec, http.StatusRequestEntityTooLarge)
}

// The date of birth against the minimum age (18 in the fixtures) at the stack's clock, noon
// UTC of 2026-11-22, 18:00 in Dhaka: eighteen today is old enough, eighteen tomorrow is not.
func TestDateOfBirthAgainstTheMinimumAge(t *testing.T) {
	for _, tt := range []struct {
		born   string
		status int
		code   string
	}{
		{"2008-11-22", http.StatusCreated, ""},
		{"2008-11-23", http.StatusBadRequest, "underage"},
		{"2026-11-23", http.StatusBadRequest, "invalid"},
		{"22/11/1990", http.StatusBadRequest, "invalid"},
		{"", http.StatusBadRequest, "required"},
	} {
		t.Run(tt.born, func(t *testing.T) {
			s := bfftest.NewStack(t)
			rec := upload(t, s, http.MethodPost, "/api/v1/kyc", s.SignIn("demo01"), []string{"dateOfBirth", tt.born},
				jpegPart("front", bfftest.JPEG(t, 40, 30)), jpegPart("back", bfftest.JPEG(t, 40, 30)))
			bfftest.WantStatus(t, rec, tt.status)
			if tt.code == "" {
				return
			}
			p := bfftest.ProblemOf(t, rec.Code, rec.Header(), rec.Body.Bytes())
			if len(p.Fields) != 1 || p.Fields[0].Name != "dateOfBirth" || string(p.Fields[0].Code) != tt.code {
				t.Fatalf("fields %+v, want dateOfBirth %s", p.Fields, tt.code)
			}
		})
	}
}

// Uploads are limited per member: past the limit 429 with Retry-After, before the body is read.
func TestUploadsAreLimitedPerMember(t *testing.T) {
	s := bfftest.NewStack(t, func(o *bff.Options) {
		o.RateLimits = map[string]ratelimit.Rule{profile.LimitUploads: {Limit: 2, Window: time.Hour}}
	})
	demo := s.SignIn("demo01")
	avatar := bfftest.FilePart{Field: "avatar", Name: "a.png", ContentType: "image/png", Data: bfftest.PNG(t, 16, 16)}
	for range 2 {
		bfftest.WantStatus(t, upload(t, s, http.MethodPut, "/api/v1/me/avatar", demo, nil, avatar), http.StatusOK)
	}
	rec := upload(t, s, http.MethodPut, "/api/v1/me/avatar", demo, nil, avatar)
	bfftest.WantStatus(t, rec, http.StatusTooManyRequests)
	if rec.Header().Get("Retry-After") == "" {
		t.Fatal("no Retry-After")
	}
	// agent01 has uploads of its own.
	bfftest.WantStatus(t, upload(t, s, http.MethodPut, "/api/v1/me/avatar", s.SignIn("agent01"), nil, avatar), http.StatusOK)
}

// The avatar is served back through /media/ as the back office keeps it, and the profile says
// where; the profile and the verification are never stored by a cache.
func TestAvatarIsServedThroughMedia(t *testing.T) {
	s := bfftest.NewStack(t)
	demo := s.SignIn("demo01")
	rec := upload(t, s, http.MethodPut, "/api/v1/me/avatar", demo, nil, jpegPart("avatar", bfftest.JPEGWithEXIF(t, 96, 96, 1)))
	bfftest.WantStatus(t, rec, http.StatusOK)
	got := bfftest.Decode[profile.Avatar](t, rec.Body.Bytes())
	if !strings.HasPrefix(got.Avatar, "/media/avatars/10086521-") {
		t.Fatalf("avatar at %q", got.Avatar)
	}
	media := s.Call(http.MethodGet, got.Avatar, "")
	bfftest.WantStatus(t, media, http.StatusOK)
	if ct := media.Header().Get("Content-Type"); ct != "image/jpeg" || bytes.Contains(media.Body.Bytes(), []byte("Exif")) {
		t.Fatalf("media: %s, %d bytes", ct, media.Body.Len())
	}
	for _, path := range []string{"/api/v1/me/profile", "/api/v1/kyc"} {
		rec := s.Call(http.MethodGet, path, "", demo)
		bfftest.WantStatus(t, rec, http.StatusOK)
		if cc := rec.Header().Get("Cache-Control"); cc != "no-store" {
			t.Errorf("%s: Cache-Control %q", path, cc)
		}
	}
	if p := bfftest.Decode[profile.Profile](t, s.Call(http.MethodGet, "/api/v1/me/profile", "", demo).Body.Bytes()); p.Avatar != got.Avatar {
		t.Fatalf("profile avatar %q, want %q", p.Avatar, got.Avatar)
	}
}

// A payee name may be set once: a member without one sets it, and then it is locked.
func TestPayeeNameIsSetOnce(t *testing.T) {
	s := bfftest.NewStack(t)
	agent := s.SignIn("agent01") // agent01's payee name is Karim Hossain
	rec := s.Call(http.MethodPatch, "/api/v1/me/profile", `{"payeeName":"Karim Hossain"}`, agent)
	bfftest.WantStatus(t, rec, http.StatusOK) // the same name again changes nothing
	rec = s.Call(http.MethodPatch, "/api/v1/me/profile", `{"payeeName":"করিম হোসেন"}`, agent)
	bfftest.WantStatus(t, rec, http.StatusBadRequest)
	if p := bfftest.ProblemOf(t, rec.Code, rec.Header(), rec.Body.Bytes()); p.Fields[0].Code != "locked" {
		t.Fatalf("fields %+v", p.Fields)
	}
}
