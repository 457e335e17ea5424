package fakeupstream

import (
	"encoding/json"
	"net/http"
	"testing"
	"time"
)

// rewards sends a reward centre call with its module.
func rewards(extra ...string) []string { return append([]string{"ModuleId", moduleRewards}, extra...) }

type statusRow struct {
	PromotionID, PromotionType, ApplyMode, Status string
	BonusAmount                                   json.Number
}

func statusesOf(c *testClient, token string) map[string]statusRow {
	c.t.Helper()
	var list []statusRow
	c.get("/wps/relay/MCSFE_getAvailablePromotions", token, &list, rewards()...)
	out := map[string]statusRow{}
	for _, s := range list {
		out[s.PromotionID] = s
	}
	return out
}

func TestPromotionStatuses(t *testing.T) {
	clk := &testClock{now: time.Date(2026, 11, 22, 12, 0, 0, 0, dhaka)}
	c := moneyFake(t, clk)
	demo := c.token()
	got := statusesOf(c, demo)
	want := map[string]string{
		"3001": "JOINED", "3002": "PROCESS", "3004": "JOIN", "3006": "CLAIM", "3008": "APPLYING", "3009": "REJECTED",
		"3010": "CLAIM", "3012": "JOINED", "3013": "CLAIM", "3014": "CLAIMED", "3015": "COMING_SOON", "3016": "ISSUED", "3017": "JOIN",
	}
	for id, st := range want {
		if got[id].Status != st {
			t.Errorf("demo01 on %s: %q, want %q", id, got[id].Status, st)
		}
	}
	if len(got) != 17 || got["3008"].ApplyMode != "APPLY" || got["3010"].PromotionType != "RAFFLE" || got["3006"].BonusAmount != "150.00" {
		t.Errorf("statuses %+v", got)
	}

	var free struct{ Token string }
	c.ok(c.login(map[string]string{"username": "free01", "password": "Free1234"}), &free)
	if st := statusesOf(c, free.Token); st["3014"].Status != "CLAIM" || st["3006"].Status != "PROCESS" || st["3016"].Status != "CLOSE" {
		t.Errorf("a new member's statuses %+v", st)
	}

	clk.advance(60 * 24 * time.Hour) // 21 January 2027: the dated promotions are over
	st := statusesOf(c, demo)
	if st["3004"].Status != "CLOSE" || st["3015"].Status != "CLOSE" || st["3007"].Status != "JOIN" || st["3016"].Status != "ISSUED" {
		t.Errorf("two months on: %+v", st)
	}

	t.Run("the reward calls need their module", func(t *testing.T) {
		c := c.with(t)
		c.refused(c.call(http.MethodGet, "/wps/relay/MCSFE_getAvailablePromotions", demo, nil), http.StatusBadRequest, "module.invalid")
		c.refused(c.call(http.MethodGet, "/wps/relay/MCS2_getPromotionClaimList", demo, nil), http.StatusBadRequest, "module.invalid")
	})
	t.Run("categories are public, in the asked language", func(t *testing.T) {
		c := c.with(t)
		var cats []struct {
			ID       int
			Code     string
			Name     string
			Sequence int
		}
		c.get("/wps/relay/PROMOFE_getPromotionAnnouncementCategory?language=en", "", &cats)
		if len(cats) != 12 || cats[3].Code != "SPORTS" || cats[3].Name != "Sports" || cats[3].Sequence != 1 {
			t.Errorf("categories %+v", cats)
		}
	})
}

func TestPromotionClaims(t *testing.T) {
	clk := &testClock{now: time.Date(2026, 11, 22, 12, 0, 0, 0, dhaka)}
	c := moneyFake(t, clk)
	demo := c.token()
	claim := func(id, key string) reply {
		return c.call(http.MethodPost, "/wps/promotions", demo, map[string]string{"promotionId": id}, "Idempotency-Key", key)
	}
	before, _ := c.fake.Ledger("demo01")

	var claimed struct {
		Status      string
		BonusAmount json.Number
	}
	c.ok(claim("3006", "c1"), &claimed)
	if claimed.Status != "CLAIMED" || claimed.BonusAmount != "150.00" {
		t.Errorf("claim %+v", claimed)
	}
	c.ok(claim("3006", "c1"), nil) // the same key again: the first answer, one credit
	c.refused(claim("3006", "c2"), http.StatusOK, "promotion.claimed")
	c.ok(claim("3004", "c3"), &claimed)
	if claimed.Status != "JOINED" || claimed.BonusAmount != "0.00" {
		t.Errorf("join %+v", claimed)
	}
	c.refused(claim("3017", "c4"), http.StatusOK, "promotion.not.claimable") // by application
	c.refused(claim("3010", "c5"), http.StatusOK, "promotion.not.claimable") // the raffle's own call
	c.refused(claim("9999", "c6"), http.StatusOK, "promotion.not.found")
	c.refused(c.call(http.MethodPost, "/wps/promotions", demo, map[string]string{"promotionId": "3013"}), http.StatusBadRequest, "param.invalid")

	var prize struct{ PrizeAmount json.Number }
	c.ok(c.call(http.MethodPost, "/wps/relay/MCSFE_claimRafflePromotion", demo, map[string]string{"promotionId": "3010"}, rewards("Idempotency-Key", "r1")...), &prize)
	if prize.PrizeAmount != "188.00" {
		t.Errorf("prize %s", prize.PrizeAmount)
	}
	c.refused(c.call(http.MethodPost, "/wps/relay/MCSFE_claimRafflePromotion", demo, map[string]string{"promotionId": "3010"}, rewards("Idempotency-Key", "r2")...), http.StatusOK, "promotion.claimed")

	after, _ := c.fake.Ledger("demo01")
	checkLedger(t, after)
	added := after.Entries[len(before.Entries):]
	if len(added) != 2 || added[0].Type != "BONUS" || added[0].Amount.String() != "150" || added[1].Amount.String() != "188" ||
		!after.Total.Sub(before.Total).Equal(d("338")) {
		t.Errorf("ledger entries %+v", added)
	}

	var list struct {
		Content []struct {
			PromotionID, Status, PromotionTitle string
		}
	}
	c.get("/wps/relay/MCS2_getPromotionClaimList", demo, &list, rewards()...)
	if len(list.Content) != 3 || list.Content[0].PromotionID != "3013" || list.Content[0].Status != "CLAIMABLE" ||
		list.Content[1].PromotionID != "3006" || list.Content[1].Status != "CLAIMED" || list.Content[2].Status != "ISSUED" ||
		list.Content[0].PromotionTitle == "" {
		t.Errorf("claim list %+v", list.Content)
	}
}

func TestRebatesVIPReferralAndRain(t *testing.T) {
	clk := &testClock{now: time.Date(2026, 11, 22, 12, 0, 0, 0, dhaka)}
	c := moneyFake(t, clk)
	demo := c.token()
	var reb struct {
		Content []struct {
			ProductType                  string
			ValidBetAmount, RebateAmount json.Number
		}
		MinClaimAmount json.Number
	}
	c.get("/wps/relay/MCSFE_getCustomerRebateSettingByProductType", demo, &reb)
	total := d("0")
	for _, l := range reb.Content {
		total = total.Add(d(l.RebateAmount.String()))
	}
	if len(reb.Content) != 6 || !total.IsPositive() {
		t.Fatalf("rebates %+v", reb)
	}
	var paid struct{ RebateAmount json.Number }
	c.ok(c.call(http.MethodPost, "/wps/relay/MCSFE_claimCustomerRebate", demo, map[string]any{}, "Idempotency-Key", "rb1"), &paid)
	if !d(paid.RebateAmount.String()).Equal(total) {
		t.Errorf("paid %s, the rebate was %s", paid.RebateAmount, total)
	}
	c.refused(c.call(http.MethodPost, "/wps/relay/MCSFE_claimCustomerRebate", demo, map[string]any{}, "Idempotency-Key", "rb2"), http.StatusOK, "rebate.nothing")
	l, _ := c.fake.Ledger("demo01")
	checkLedger(t, l)
	if last := l.Entries[len(l.Entries)-1]; last.Type != "REBATE" || !last.Amount.Equal(total) {
		t.Errorf("last entry %+v", last)
	}
	if err := c.fake.SettleBet(Bet{User: "demo01", Vendor: "JL", Stake: d("1000"), Payout: d("0")}); err != nil {
		t.Fatal(err)
	}
	c.get("/wps/relay/MCSFE_getCustomerRebateSettingByProductType", demo, &reb)
	if reb.Content[0].ProductType != "RNG" || reb.Content[0].ValidBetAmount != "1000.00" || reb.Content[0].RebateAmount != "8.00" {
		t.Errorf("after one bet of 1000 on slots: %+v", reb.Content[0])
	}

	var vip struct {
		CurrentLevel             int
		DepositAmount, BetAmount json.Number
		Ranks                    []struct{ Level int }
	}
	c.get("/wps/relay/MCSFE_getPlayerRankProgress", demo, &vip)
	if len(vip.Ranks) != 6 || vip.CurrentLevel != 1 || vip.DepositAmount != "7000.00" || vip.BetAmount != "13080.00" {
		t.Errorf("vip %+v", vip)
	}

	var ref struct {
		ReferralCode string
		InvitedCount int
	}
	c.get("/wps/relay/MCSFE_getReferralInfo", demo, &ref)
	if ref.ReferralCode != "R10086521" || ref.InvitedCount != 3 {
		t.Errorf("referral %+v", ref)
	}

	type rainV struct {
		EventID, StartTime, EndTime string
		Claimed                     bool
		Amount                      json.Number
	}
	var rain struct{ Current, Next *rainV }
	c.get("/wps/relay/MCSFE_getRedEnvelopeRain", demo, &rain)
	if rain.Current == nil || rain.Next == nil || rain.Current.StartTime != "2026-11-22 11:50:00" || rain.Next.StartTime != "2026-11-22 17:50:00" {
		t.Fatalf("rain %+v %+v", rain.Current, rain.Next)
	}
	var caught struct{ Amount json.Number }
	c.ok(c.call(http.MethodPost, "/wps/relay/MCSFE_claimRedEnvelope", demo, map[string]string{"eventId": rain.Current.EventID}, "Idempotency-Key", "re1"), &caught)
	a := d(caught.Amount.String())
	if a.LessThan(d("1.88")) || a.GreaterThan(d("88.88")) {
		t.Errorf("envelope %s", a)
	}
	c.refused(c.call(http.MethodPost, "/wps/relay/MCSFE_claimRedEnvelope", demo, map[string]string{"eventId": rain.Current.EventID}, "Idempotency-Key", "re2"), http.StatusOK, "redenvelope.claimed")
	c.get("/wps/relay/MCSFE_getRedEnvelopeRain", demo, &rain)
	if !rain.Current.Claimed || rain.Current.Amount != caught.Amount {
		t.Errorf("after the catch %+v", rain.Current)
	}
	c.fake.EndRedEnvelopeRain()
	c.get("/wps/relay/MCSFE_getRedEnvelopeRain", demo, &rain)
	if rain.Current != nil || rain.Next.StartTime != "2026-11-22 16:00:00" {
		t.Errorf("after the rain ended: %+v next %+v", rain.Current, rain.Next)
	}
	c.refused(c.call(http.MethodPost, "/wps/relay/MCSFE_claimRedEnvelope", demo, map[string]string{"eventId": "RE202611220550"}, "Idempotency-Key", "re3"), http.StatusOK, "redenvelope.closed")
	l, _ = c.fake.Ledger("demo01")
	checkLedger(t, l)
}

func TestPromotionControl(t *testing.T) {
	clk := &testClock{now: time.Date(2026, 11, 22, 12, 0, 0, 0, dhaka)}
	c := moneyFake(t, clk)
	demo := c.token()
	if status, body := c.control(http.MethodPost, "/__promotions/status", `{"user":"demo01","promotionId":"3017","status":"claim","bonus":"500.00"}`); status != 200 {
		t.Fatalf("%d %s", status, body)
	}
	if st := statusesOf(c, demo)["3017"]; st.Status != "CLAIM" || st.BonusAmount != "500.00" {
		t.Errorf("3017 %+v", st)
	}
	for body, want := range map[string]int{
		`{"user":"demo01","promotionId":"3017","status":"nonsense"}`: 400,
		`{"user":"demo01","promotionId":"9999","status":"CLAIM"}`:    404,
		`{"user":"nobody","promotionId":"3017","status":"CLAIM"}`:    404,
	} {
		if status, _ := c.control(http.MethodPost, "/__promotions/status", body); status != want {
			t.Errorf("%s: %d, want %d", body, status, want)
		}
	}
	if status, _ := c.control(http.MethodPost, "/__promotions/red-rain/end", ""); status != 200 {
		t.Errorf("end the rain: %d", status)
	}

	// ISSUED is the back office paying a bonus: the ledger and the claim list show it
	before, _ := c.fake.Ledger("demo01")
	if status, body := c.control(http.MethodPost, "/__promotions/status", `{"user":"demo01","promotionId":"3004","status":"ISSUED","bonus":"80.00"}`); status != 200 {
		t.Fatalf("issue: %d %s", status, body)
	}
	after, _ := c.fake.Ledger("demo01")
	checkLedger(t, after)
	if last := after.Entries[len(after.Entries)-1]; len(after.Entries) != len(before.Entries)+1 || last.Type != "BONUS" || last.Amount.String() != "80" {
		t.Errorf("an issued bonus in the ledger: %+v", after.Entries[len(before.Entries):])
	}
	if st := statusesOf(c, demo)["3004"]; st.Status != "ISSUED" {
		t.Errorf("3004 %+v", st)
	}
	// a raffle and the sign-up reward take CLAIM alone
	for _, id := range []string{"3010", "3014"} {
		if status, _ := c.control(http.MethodPost, "/__promotions/status", `{"user":"demo01","promotionId":"`+id+`","status":"ISSUED"}`); status != 400 {
			t.Errorf("%s ISSUED: %d, want 400", id, status)
		}
	}

	// a new member's sign-up reward closes when its week is over, in the list as in its own call
	var free struct{ Token string }
	c.ok(c.login(map[string]string{"username": "free01", "password": "Free1234"}), &free)
	if st := statusesOf(c, free.Token)["3014"]; st.Status != "CLAIM" {
		t.Fatalf("free01's sign-up reward %+v", st)
	}
	clk.advance(8 * 24 * time.Hour)
	var reward struct{ Status string }
	c.get("/wps/relay/MCSFE_signUpRequestReward", free.Token, &reward, rewards()...)
	if st := statusesOf(c, free.Token)["3014"]; st.Status != "CLOSE" || reward.Status != "EXPIRED" {
		t.Errorf("a week on: list %q, reward %q; want CLOSE and EXPIRED", st.Status, reward.Status)
	}
}
