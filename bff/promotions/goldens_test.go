package promotions_test

import (
	"net/http"
	"testing"

	"github.com/casinobff/bff/bff/bfftest"
)

// TestGoldens writes and checks testdata/bff/promotions: every endpoint and every refusal the
// fake upstream can be led to.
//
// They run in this order against one fake upstream, whose members' rewards and ledgers carry over
// from case to case, on its clock at 2026-11-22 12:00 UTC (a red-envelope rain is on from 11:50).
// demo01 starts with a live casino cashback of 150.00 and the app bonus of 88.00 to claim, a
// raffle prize of 188.00, an application under review and one refused, a bonus issued by an ended
// promotion, the sign-up reward long claimed and three friends invited; the reads come first, then
// the claims, then the reads again. The first golden of a path is what the site's mocks answer by
// default; each also comes in English where the site shows text. Run the whole list, not one case.
func TestGoldens(t *testing.T) {
	g, w, as := bfftest.Golden, bfftest.Write, bfftest.As
	en := func(c bfftest.GoldenCase) bfftest.GoldenCase {
		c.Headers = map[string]string{"Accept-Language": "en"}
		return c
	}
	post := func(name, path string, status int, body, description string) bfftest.GoldenCase {
		c := w(http.MethodPost, name, path, status, body, description)
		c.Key = "golden-" + name
		return c
	}
	before := func(c bfftest.GoldenCase, f func(t testing.TB, s *bfftest.Stack)) bfftest.GoldenCase {
		c.Before = f
		return c
	}
	// first sends the case's request once before it, as demo01, with the case's key: the case
	// is then its repeat.
	first := func(c bfftest.GoldenCase) bfftest.GoldenCase {
		return before(c, func(t testing.TB, s *bfftest.Stack) {
			req := bfftest.APIRequest(c.Method, c.Path, c.Body)
			req.Header.Set("Idempotency-Key", c.Key)
			req.AddCookie(s.SignIn("demo01"))
			if rec := bfftest.Serve(s.Server, req); rec.Code >= 500 {
				t.Fatalf("the first request: %d %s", rec.Code, rec.Body)
			}
		})
	}
	bfftest.RunGoldens(t, "promotions", []bfftest.GoldenCase{
		// The promotions, as a visitor and as demo01.
		g("promotions", "/api/v1/promotions", 200,
			"Every promotion for a visitor, with the category tabs: each with its first picture, dates (null end: long term), "+
				"status from its dates alone and the action login."),
		en(g("promotions-en", "/api/v1/promotions", 200, "The same in English.")),
		as("demo01", g("promotions-member", "/api/v1/promotions", 200,
			"demo01's promotions: each with its status (join, claim, applying, rejected, issued, claimed, joined, process, coming soon, close), "+
				"its kind and the action it allows.")),
		as("demo01", en(g("promotions-member-en", "/api/v1/promotions", 200, "The same in English."))),
		as("demo01", en(g("promotions-slots", "/api/v1/promotions?category=SLOTS", 200, "One tab: the slots promotions."))),
		g("promotions-category-unknown", "/api/v1/promotions?category=CASHBACK", 400, "A category the back office does not have: validation_failed."),
		as("demo01", g("promotion", "/api/v1/promotions/3006", 200,
			"One promotion's detail: its pictures in order and its HTML, sanitised; demo01 may claim its bonus.")),
		as("demo01", en(g("promotion-en", "/api/v1/promotions/3006", 200, "The same in English."))),
		en(g("promotion-apply", "/api/v1/promotions/3017", 200,
			"A promotion joined by an application, for a visitor: the script, the handler and the style are gone from its HTML.")),
		as("demo01", en(g("promotion-apply-member", "/api/v1/promotions/3017", 200,
			"The same for demo01: the action apply, which opens the application form (/m/activityApply?id=3017)."))),
		g("promotion-not-found", "/api/v1/promotions/9999", 404, "No such promotion: not_found."),

		// The reward centre, the rebate, the VIP ranks, the invitation and the rain, before any claim.
		as("demo01", g("rewards", "/api/v1/rewards", 200,
			"demo01's reward centre: the live cashback, the app bonus and the raffle's prize to claim first, then the bonus issued and the sign-up reward claimed.")),
		as("demo01", en(g("rewards-en", "/api/v1/rewards", 200, "The same in English."))),
		g("rewards-login-required", "/api/v1/rewards", 401, "The reward centre without a session: login_required."),
		as("demo01", g("rebates", "/api/v1/rebates", 200, "What a manual rebate pays demo01 now, by game category, over its month of bets.")),
		as("demo01", g("vip", "/api/v1/vip", 200, "demo01's VIP rank (Bronze), how far Silver is, and every rank's benefits.")),
		as("demo01", g("invitation", "/api/v1/invitation", 200, "demo01's invitation code and the link to share, on the site's own host.")),
		as("free01", g("invitation-free-reject", "/api/v1/invitation", 403, "A free (type 4) account invites no one: free_reject.")),
		as("demo01", g("red-envelopes", "/api/v1/red-envelopes", 200, "A rain is on: its times, what an envelope holds, and the next one.")),

		// Claims.
		as("demo01", post("claim", "/api/v1/promotions/3006/claims", 201, "",
			"demo01 claims the live casino cashback: 150.00 credited to the main wallet.")),
		as("demo01", first(post("claim-repeated", "/api/v1/promotions/3013/claims", 201, "",
			"The app bonus claimed twice with one key (a double tap): the first answer, one credit of 88.00."))),
		as("demo01", post("claim-already-claimed", "/api/v1/promotions/3006/claims", 409, "",
			"The cashback again, with a new key: already_claimed, nothing sent.")),
		as("demo01", post("claim-join", "/api/v1/promotions/3004/claims", 201, "", "Joining the weekend reload: status joined, nothing paid.")),
		as("demo01", post("claim-apply", "/api/v1/promotions/3017/claims", 422, "",
			"A promotion joined by an application cannot be claimed: not_claimable; the site opens the application form.")),
		as("demo01", post("claim-not-claimable", "/api/v1/promotions/3002/claims", 422, "",
			"The daily slot rebate pays itself: not_claimable.")),
		as("demo01", post("claim-raffle", "/api/v1/promotions/3010/claims", 201, "", "The raffle's prize: 188.00, through the raffle's own call.")),
		as("demo01", post("claim-not-found", "/api/v1/promotions/9999/claims", 404, "", "No such promotion: not_found.")),
		as("demo01", w(http.MethodPost, "claim-key-missing", "/api/v1/promotions/3013/claims", 400, "",
			"A claim without an Idempotency-Key: validation_failed naming the header.")),
		as("free01", post("claim-free-reject", "/api/v1/promotions/3014/claims", 403, "",
			"A free (type 4) account claims nothing: free_reject, before its key is read.")),
		post("claim-login-required", "/api/v1/promotions/3006/claims", 401, "", "A claim without a session: login_required."),
		as("demo01", post("rebate-claim", "/api/v1/rebates/claims", 201, "", "demo01 claims the month's rebate: every category at once, credited to the main wallet.")),
		as("demo01", post("rebate-claim-nothing", "/api/v1/rebates/claims", 422, "", "Nothing left to claim: not_claimable, nothing sent.")),
		as("demo01", post("red-envelope-claim", "/api/v1/red-envelopes/claims", 201, `{"eventId":"RE202611221150"}`,
			"demo01 catches the rain's envelope: an amount between the rain's bounds.")),
		as("demo01", post("red-envelope-claimed", "/api/v1/red-envelopes/claims", 409, `{"eventId":"RE202611221150"}`,
			"The same rain again: already_claimed.")),
		as("demo01", post("red-envelope-closed", "/api/v1/red-envelopes/claims", 422, `{"eventId":"RE202611220550"}`,
			"A rain that is over: not_claimable.")),
		as("demo01", post("red-envelope-invalid", "/api/v1/red-envelopes/claims", 400, `{}`, "No rain named: validation_failed.")),

		// After the claims.
		as("demo01", en(g("rewards-after", "/api/v1/rewards", 200,
			"The reward centre after the claims: nothing left to claim; the cashback, the app bonus and the raffle's prize claimed."))),
		as("demo01", en(g("promotions-member-after", "/api/v1/promotions", 200,
			"demo01's promotions after the claims: claimed, joined."))),
		as("demo01", g("rebates-after", "/api/v1/rebates", 200, "The rebate after its claim: nothing until new bets.")),
		as("demo01", g("red-envelopes-claimed", "/api/v1/red-envelopes", 200, "The rain with demo01's envelope caught.")),
		before(as("demo01", g("red-envelopes-none", "/api/v1/red-envelopes", 200, "No rain on: only when the next one comes.")),
			func(_ testing.TB, s *bfftest.Stack) { s.Fake.EndRedEnvelopeRain() }),
	})
}
