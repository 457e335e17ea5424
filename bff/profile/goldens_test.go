package profile_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/casinobff/bff/bff/bfftest"
)

// TestGoldens writes and checks testdata/bff/profile: every endpoint of my account, identity
// verification and promotion applications, and every refusal the fake upstream can be led to.
//
// They run in this order against one fake upstream, whose members carry over from case to case
// (its clock at 2026-11-22 12:00 UTC): demo01 (nickname Rahim, payee name Rahim Uddin, VIP)
// changes its nickname and e-mail, uploads an avatar, submits its ID (refused once for its
// pictures and its age), is rejected by the back office, submits again and is verified; then it
// applies for promotion 3017 (joined by application) with two pictures; its application for 3008
// is under review already. free01 (type 4) reads and is refused every write.
// The first golden of a path is its success, which the site's mocks answer by default. Run the
// whole list, not one case.
func TestGoldens(t *testing.T) {
	g, w, as := bfftest.Golden, bfftest.Write, bfftest.As
	up := func(method, name, path string, status int, description string, texts []string, files ...bfftest.FilePart) bfftest.GoldenCase {
		body, ctype := bfftest.Multipart(t, texts, files...)
		return bfftest.Upload(method, name, path, status, body, ctype, description)
	}
	before := func(c bfftest.GoldenCase, f func(t testing.TB, s *bfftest.Stack)) bfftest.GoldenCase {
		c.Before = f
		return c
	}
	file := func(field, name string, data []byte) bfftest.FilePart {
		return bfftest.FilePart{Field: field, Name: name, ContentType: "image/jpeg", Data: data}
	}
	var (
		html   = []byte("<!doctype html><title>x</title><script>alert(document.cookie)</script>")
		front  = file("front", "front.jpg", bfftest.JPEGWithEXIF(t, 320, 200, 1))
		back   = file("back", "back.png", bfftest.PNG(t, 320, 200))
		big    = bfftest.LargeJPEG(t, 6<<20)
		bomb   = bfftest.BombPNG(t, 20000, 20000)
		small  = bfftest.JPEG(t, 120, 90)
		adult  = []string{"dateOfBirth", "1990-05-14"}
		apply  = "/api/v1/promotions/3017/applications" // Share Your Big Win: joined by application
		reason = "The back of the ID is blurred; please take the picture again."
	)
	bfftest.RunGoldens(t, "profile", []bfftest.GoldenCase{
		// My account.
		as("demo01", g("profile", "/api/v1/me/profile", 200,
			"demo01's account: nickname, masked e-mail, payee name (set, so locked), VIP level, no avatar, verification none.")),
		g("profile-login-required", "/api/v1/me/profile", 401, "Without a session: login_required."),
		as("free01", g("profile-trial", "/api/v1/me/profile", 200, "A free (type 4) account reads its account: role trial.")),
		as("demo01", w(http.MethodPatch, "profile-update", "/api/v1/me/profile", 200, `{"nickname":" Rahim Bhai ","email":"rahim.uddin@example.com"}`,
			"A new nickname (trimmed) and e-mail: the profile as it is then, the e-mail masked.")),
		as("demo01", w(http.MethodPatch, "profile-update-invalid", "/api/v1/me/profile", 400, `{"nickname":"R","email":"rahim@","payeeName":"R2-D2"}`,
			"Each field against its rule: nickname format_invalid, email email_format, payeeName name_format.")),
		as("demo01", w(http.MethodPatch, "profile-payee-locked", "/api/v1/me/profile", 400, `{"payeeName":"Karim Uddin"}`,
			"demo01's payee name is set: the back office refuses another, payeeName locked.")),
		as("demo01", w(http.MethodPatch, "profile-update-empty", "/api/v1/me/profile", 400, `{}`, "Nothing to change: bad_request.")),
		as("free01", w(http.MethodPatch, "profile-update-free-reject", "/api/v1/me/profile", 403, `{"nickname":"Trial"}`,
			"A free (type 4) account changes nothing: free_reject.")),

		// The avatar.
		as("demo01", up(http.MethodPut, "avatar", "/api/v1/me/avatar", 200, "A PNG as the picture: where it is served now.",
			nil, bfftest.FilePart{Field: "avatar", Name: "me.png", ContentType: "image/png", Data: bfftest.PNG(t, 128, 128)})),
		as("demo01", up(http.MethodPut, "avatar-file-type", "/api/v1/me/avatar", 400, "An HTML file named .png and declared image/png: avatar file_type.",
			nil, bfftest.FilePart{Field: "avatar", Name: "me.png", ContentType: "image/png", Data: html})),
		as("demo01", up(http.MethodPut, "avatar-too-large", "/api/v1/me/avatar", 413, "A 6 MB JPEG: past the avatar route's limit, body_too_large.",
			nil, file("avatar", "me.jpg", big))),
		as("free01", up(http.MethodPut, "avatar-free-reject", "/api/v1/me/avatar", 403, "A free (type 4) account: free_reject.",
			nil, file("avatar", "me.jpg", small))),

		// Identity verification.
		as("demo01", g("kyc", "/api/v1/kyc", 200, "Never submitted: none, and the site's minimum age.")),
		g("kyc-login-required", "/api/v1/kyc", 401, "Without a session: login_required."),
		as("demo01", up(http.MethodPost, "kyc-invalid", "/api/v1/kyc", 400,
			"A 20000 × 20000 PNG as the front, no back, 30 February: every problem at once, in the form's order.",
			[]string{"dateOfBirth", "1990-02-30"}, bfftest.FilePart{Field: "front", Name: "front.png", ContentType: "image/png", Data: bomb})),
		as("demo01", up(http.MethodPost, "kyc-underage", "/api/v1/kyc", 400,
			"Born 2010-01-01, 16 at the golden's clock: dateOfBirth underage, the detail naming the minimum age.",
			[]string{"dateOfBirth", "2010-01-01"}, front, back)),
		as("demo01", up(http.MethodPost, "kyc-submit", "/api/v1/kyc", 201,
			"Both sides (the front a JPEG with GPS in its EXIF, which goes upstream without it) and the date of birth: pending.",
			adult, front, back)),
		as("demo01", g("kyc-pending", "/api/v1/kyc", 200, "Under review.")),
		as("demo01", up(http.MethodPost, "kyc-submitted", "/api/v1/kyc", 409, "Submitted again while under review: verification_submitted.",
			adult, front, back)),
		before(as("demo01", g("kyc-rejected", "/api/v1/kyc", 200, "The back office rejected it: the reason to show.")),
			func(t testing.TB, s *bfftest.Stack) {
				if err := s.Fake.RejectIdentity("demo01", reason); err != nil {
					t.Fatal(err)
				}
			}),
		before(as("demo01", g("kyc-verified", "/api/v1/kyc", 200, "Submitted again after the rejection, and verified.")),
			func(t testing.TB, s *bfftest.Stack) {
				body, ctype := bfftest.Multipart(t, adult, front, back)
				req := bfftest.APIRequest(http.MethodPost, "/api/v1/kyc", body)
				req.Header.Set("Content-Type", ctype)
				req.AddCookie(s.SignIn("demo01"))
				if rec := bfftest.Serve(s.Server, req); rec.Code != http.StatusCreated {
					t.Fatalf("resubmit: %d %s", rec.Code, rec.Body)
				}
				if err := s.Fake.VerifyIdentity("demo01"); err != nil {
					t.Fatal(err)
				}
			}),
		as("demo01", g("profile-verified", "/api/v1/me/profile", 200, "The profile after: the new nickname, the avatar, verified.")),
		as("free01", up(http.MethodPost, "kyc-free-reject", "/api/v1/kyc", 403, "A free (type 4) account: free_reject.", adult, front, back)),

		// Promotion applications.
		as("demo01", up(http.MethodPost, "application", apply, 201, "A comment and two pictures: applying until the back office decides.",
			[]string{"comment", "আমার প্রথম জমা ১০,০০০ টাকা, অনুগ্রহ করে বোনাস দিন"},
			file("pictures", "receipt.jpg", small), bfftest.FilePart{Field: "pictures", Name: "screen.png", ContentType: "image/png", Data: bfftest.PNG(t, 90, 160)})),
		as("demo01", up(http.MethodPost, "application-exists", "/api/v1/promotions/3008/applications", 409,
			"demo01's application for 3008 is under review: already_applied.", []string{"comment", "again"})),
		as("demo01", up(http.MethodPost, "application-invalid", apply, 400,
			"Every rule at once: a comment of 141 characters, an HTML file named .png, a 6 MB JPEG, a 20000 × 20000 PNG and a fourth picture.",
			[]string{"comment", strings.Repeat("ক", 141)},
			bfftest.FilePart{Field: "pictures", Name: "a.png", ContentType: "image/png", Data: html}, file("pictures", "b.jpg", big),
			bfftest.FilePart{Field: "pictures", Name: "c.png", ContentType: "image/png", Data: bomb}, file("pictures", "d.jpg", small))),
		as("demo01", up(http.MethodPost, "application-comment-required", apply, 400,
			"No comment: comment required.", nil, file("pictures", "a.jpg", small))),
		as("demo01", up(http.MethodPost, "application-not-open", "/api/v1/promotions/3001/applications", 404,
			"Promotion 3001 is joined with a tap, not by application: not_found.", []string{"comment", "hello"})),
		as("free01", up(http.MethodPost, "application-free-reject", apply, 403, "A free (type 4) account: free_reject.",
			[]string{"comment", "hello"})),
	})
}
