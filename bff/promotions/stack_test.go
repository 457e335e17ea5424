package promotions_test

import (
	"context"
	"net/http"
	"net/http/httptest"
	"sync"
	"testing"
	"time"

	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/adapters/fakeupstream"
	"github.com/casinobff/bff/adapters/upstream"
	"github.com/casinobff/bff/bff/bfftest"
	"github.com/casinobff/bff/bff/httpx"
	"github.com/casinobff/bff/bff/sites"
	"github.com/casinobff/bff/config"
)

// Upstream paths the tests count (docs/UPSTREAM.md, "Promotions and rewards").
const (
	upClaim       = "/wps/promotions"
	upRebateClaim = "/wps/relay/MCSFE_claimCustomerRebate"
	upStatuses    = "/wps/relay/MCSFE_getAvailablePromotions"
)

// claim posts a claim as the site does, with key.
func claim(s *bfftest.Stack, target, body, key string, cookie *http.Cookie) *httptest.ResponseRecorder {
	req := bfftest.APIRequest(http.MethodPost, target, body)
	if key != "" {
		req.Header.Set("Idempotency-Key", key)
	}
	if cookie != nil {
		req.AddCookie(cookie)
	}
	return bfftest.Serve(s.Server, req)
}

type wallet struct {
	Balance string `json:"balance"`
}

func balance(t *testing.T, s *bfftest.Stack, cookie *http.Cookie) string {
	t.Helper()
	rec := s.Call(http.MethodGet, "/api/v1/wallet", "", cookie)
	bfftest.WantStatus(t, rec, http.StatusOK)
	return bfftest.Decode[wallet](t, rec.Body.Bytes()).Balance
}

// lastEntry is the newest entry of demo01's ledger at the fake.
func lastEntry(t *testing.T, s *bfftest.Stack) fakeupstream.LedgerEntry {
	t.Helper()
	l, err := s.Fake.Ledger("demo01")
	if err != nil {
		t.Fatal(err)
	}
	return l.Entries[len(l.Entries)-1]
}

func TestClaimCreditsTheWalletOnce(t *testing.T) {
	s := bfftest.NewStack(t)
	demo := s.SignIn("demo01")
	if got := balance(t, s, demo); got != "12345.67" {
		t.Fatalf("balance before %s", got)
	}
	rec := claim(s, "/api/v1/promotions/3006/claims", "", "claim-cashback-1", demo)
	bfftest.WantStatus(t, rec, http.StatusCreated)
	again := claim(s, "/api/v1/promotions/3006/claims", "", "claim-cashback-1", demo)
	bfftest.WantStatus(t, again, http.StatusCreated)
	if again.Body.String() != rec.Body.String() || again.Header().Get("Idempotent-Replayed") != "true" {
		t.Errorf("the repeat %s %v, the first %s", again.Body, again.Header(), rec.Body)
	}
	if got := balance(t, s, demo); got != "12495.67" {
		t.Errorf("balance after a claim of 150.00: %s", got)
	}
	if e := lastEntry(t, s); e.Type != "BONUS" || e.Wallet != "MAIN" || e.Amount.String() != "150" {
		t.Errorf("the ledger's last entry %+v", e)
	}
	if hits := s.Fake.Hits()[upClaim]; hits != 1 {
		t.Errorf("%d claims reached the upstream", hits)
	}
	// Claimed, the promotion says so and the reward centre too.
	list := bfftest.Decode[struct {
		Items []struct{ ID, Status, Action string }
	}](t, s.Call(http.MethodGet, "/api/v1/promotions?category=LIVE", "", demo).Body.Bytes())
	if len(list.Items) != 1 || list.Items[0].Status != "claimed" || list.Items[0].Action != "none" {
		t.Errorf("live promotions after the claim: %+v", list.Items)
	}
}

func TestOneKeySentAtOnceClaimsOnce(t *testing.T) {
	s := bfftest.NewStack(t)
	demo := s.SignIn("demo01")
	const n = 10
	answers := make([]*httptest.ResponseRecorder, n)
	var wg sync.WaitGroup
	for i := range answers {
		wg.Go(func() { answers[i] = claim(s, "/api/v1/promotions/3013/claims", "", "claim-app-bonus", demo) })
	}
	wg.Wait()
	for _, a := range answers {
		if a.Code != http.StatusCreated || a.Body.String() != answers[0].Body.String() {
			t.Fatalf("answers differ: %d %s and %s", a.Code, a.Body, answers[0].Body)
		}
	}
	if hits := s.Fake.Hits()[upClaim]; hits != 1 {
		t.Errorf("%d claims reached the upstream", hits)
	}
	if got := balance(t, s, demo); got != "12433.67" {
		t.Errorf("balance after one app bonus of 88.00: %s", got)
	}
}

func TestRefusedBeforeSending(t *testing.T) {
	s := bfftest.NewStack(t)
	demo, free := s.SignIn("demo01"), s.SignIn("free01")
	cases := []struct {
		name, target, body string
		cookie             *http.Cookie
		status             int
		code               httpx.Code
	}{
		{"a free account", "/api/v1/promotions/3014/claims", "", free, 403, httpx.CodeFreeReject},
		{"a free account's rebate", "/api/v1/rebates/claims", "", free, 403, httpx.CodeFreeReject},
		{"a visitor", "/api/v1/promotions/3006/claims", "", nil, 401, httpx.CodeLoginRequired},
		{"joined by an application", "/api/v1/promotions/3017/claims", "", demo, 422, httpx.CodeNotClaimable},
		{"claimed long ago", "/api/v1/promotions/3014/claims", "", demo, 409, httpx.CodeAlreadyClaimed},
		{"a referral", "/api/v1/promotions/3003/claims", "", demo, 422, httpx.CodeNotClaimable},
		{"no such promotion", "/api/v1/promotions/nope/claims", "", demo, 404, httpx.CodeNotFound},
		{"a rain that is over", "/api/v1/red-envelopes/claims", `{"eventId":"RE202611220550"}`, demo, 422, httpx.CodeNotClaimable},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			bfftest.ExpectProblem(t, claim(s, tc.target, tc.body, "refused-key", tc.cookie), tc.status, tc.code)
		})
	}
	for _, path := range []string{upClaim, upRebateClaim, "/wps/relay/MCSFE_claimRedEnvelope", "/wps/relay/MCSFE_claimRafflePromotion"} {
		if hits := s.Fake.Hits()[path]; hits != 0 {
			t.Errorf("%s reached %d times", path, hits)
		}
	}
	// The key of a claim refused before it was sent is free: the same key claims the cashback.
	bfftest.WantStatus(t, claim(s, "/api/v1/promotions/3006/claims", "", "refused-key", demo), http.StatusCreated)
}

// withRewardsTimeout gives the stack's reward backend calls of d instead of five seconds.
func withRewardsTimeout(d time.Duration) bfftest.Option {
	return bfftest.WithBackends(func(b *sites.Backends) {
		site := config.DemoSite()
		c, err := upstream.New(upstream.Options{Site: site.ID, Backend: "member", BaseURL: b.ContentBaseURL.String(), Merchant: site.Merchant, Timeout: d})
		if err != nil {
			panic(err)
		}
		b.Promotions = upstream.NewPromotions(c, c)
	})
}

func TestAClaimWhoseAnswerNeverCame(t *testing.T) {
	const timeout = 300 * time.Millisecond
	s := bfftest.NewStack(t, withRewardsTimeout(timeout))
	demo := s.SignIn("demo01")
	s.Scenario(fakeupstream.Scenario{Name: fakeupstream.Slow, Latency: 2 * timeout, Paths: []string{upClaim}})
	bfftest.ExpectProblem(t, claim(s, "/api/v1/promotions/3006/claims", "", "late-claim", demo), http.StatusBadGateway, httpx.CodeOutcomeUnknown)
	// The repeat is the first answer, never a second claim.
	again := claim(s, "/api/v1/promotions/3006/claims", "", "late-claim", demo)
	bfftest.ExpectProblem(t, again, http.StatusBadGateway, httpx.CodeOutcomeUnknown)
	if hits := s.Fake.Hits()[upClaim]; hits != 1 {
		t.Errorf("%d claims reached the upstream", hits)
	}
	s.Scenario(fakeupstream.Scenario{})
	// The late claim landed: the reward centre shows it claimed.
	for deadline := time.Now().Add(5 * time.Second); lastEntry(t, s).Type != "BONUS"; time.Sleep(10 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatal("the late claim never landed")
		}
	}
	rewards := bfftest.Decode[struct{ Claimable string }](t, s.Call(http.MethodGet, "/api/v1/rewards", "", demo).Body.Bytes())
	if rewards.Claimable != "276.00" {
		t.Errorf("claimable after the cashback landed: %s", rewards.Claimable)
	}
}

// switchesOff is a content backend whose white-label switches named are off.
type switchesOff struct {
	adapters.Content
	off []string
}

func (c switchesOff) WhiteLabel(ctx context.Context, s adapters.Scope) (adapters.WhiteLabel, error) {
	wl, err := c.Content.WhiteLabel(ctx, s)
	switches := map[string]bool{}
	for k, v := range wl.Switches {
		switches[k] = v
	}
	for _, name := range c.off {
		switches[name] = false
	}
	wl.Switches = switches
	return wl, err
}

func TestSwitchesOff(t *testing.T) {
	s := bfftest.NewStack(t, bfftest.WithBackends(func(b *sites.Backends) {
		b.Content = switchesOff{Content: b.Content, off: []string{"MANPLAYREB3", "SHOWVIP", "REFERRAL", "REDRAIN3"}}
	}))
	demo := s.SignIn("demo01")
	for _, path := range []string{"/api/v1/rebates", "/api/v1/vip", "/api/v1/invitation", "/api/v1/red-envelopes"} {
		bfftest.ExpectProblem(t, s.Call(http.MethodGet, path, "", demo), http.StatusForbidden, httpx.CodeFeatureDisabled)
	}
	bfftest.ExpectProblem(t, claim(s, "/api/v1/rebates/claims", "", "rebate-off", demo), http.StatusForbidden, httpx.CodeFeatureDisabled)
	if hits := s.Fake.Hits(); hits[upRebateClaim] != 0 || hits["/wps/relay/MCSFE_getPlayerRankProgress"] != 0 {
		t.Errorf("hits %v", hits)
	}
}

func TestVisitorStatusesFromDates(t *testing.T) {
	s := bfftest.NewStack(t)
	s.Clock.Advance(60 * 24 * time.Hour) // the BFF's clock in January 2027: the dated promotions are over
	list := bfftest.Decode[struct {
		Items []struct{ ID, Status, Action string }
	}](t, s.Call(http.MethodGet, "/api/v1/promotions", "").Body.Bytes())
	got := map[string]string{}
	for _, p := range list.Items {
		got[p.ID] = p.Status + "/" + p.Action
	}
	if got["3004"] != "close/none" || got["3007"] != "join/login" || got["3015"] != "close/none" {
		t.Errorf("statuses %v", got)
	}
	if hits := s.Fake.Hits()[upStatuses]; hits != 0 {
		t.Errorf("a visitor's list asked for statuses %d times", hits)
	}
}
