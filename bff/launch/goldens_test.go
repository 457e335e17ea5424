package launch_test

import (
	"net/http"
	"testing"

	"github.com/casinobff/bff/bff/bfftest"
)

// TestGoldens writes and checks testdata/bff/launch: every kind of launch answer.
func TestGoldens(t *testing.T) {
	w, as := bfftest.Write, bfftest.As
	const post = http.MethodPost
	bfftest.RunGoldens(t, "launch", []bfftest.GoldenCase{
		w(post, "launch-login-required", "/api/v1/launches", 401, bfftest.LaunchSuperAce, "A slot without a session: login_required."),
		as("demo01", w(post, "launch", "/api/v1/launches", 200, bfftest.LaunchSuperAce, "demo01 opens Super Ace: the real game.")),
		w(post, "launch-sports-trial", "/api/v1/launches", 200, bfftest.LaunchSportBook,
			"A visitor taps the sports vendor tile: the sports book's trial game."),
		as("demo01", w(post, "launch-hot-match", "/api/v1/launches", 200, bfftest.LaunchHotMatch,
			"demo01 taps a hot match: the sports game opened on that match.")),
		as("demo01", w(post, "launch-lottery", "/api/v1/launches", 200, bfftest.LaunchMienBac,
			"demo01 opens a lottery game: mode lottery, prize mode elott (the ELOTT mapping names TCG_LOTTO_VN).")),
		w(post, "launch-vendor-route", "/api/v1/launches", 200, bfftest.LaunchPGEntry,
			"A vendor entry (VASSALAGE): the vendor's game list to open instead, no session needed."),
		as("free01", w(post, "launch-free-member", "/api/v1/launches", 200, bfftest.LaunchLudo,
			"A free (type 4) member plays: the spec refuses them chat, inbox and deposit, not games.")),
		as("demo01", w(post, "launch-failed", "/api/v1/launches", 422,
			`{"gameId": "NOPE1", "nodeId": "1", "vendor": "JL", "category": "RNG"}`, "The upstream refuses an unknown game: launch_failed.")),
		w(post, "launch-invalid", "/api/v1/launches", 400, `{"gameId": "JL0185"}`,
			"Missing fields: validation_failed naming each."),
	})
}
