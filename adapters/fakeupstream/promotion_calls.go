package fakeupstream

import (
	"encoding/json"
	"net/http"
	"slices"
	"time"

	"github.com/shopspring/decimal"

	"github.com/casinobff/bff/adapters/fakeupstream/internal/wire"
)

// moduleRewards is the reward centre's module id: the statuses, the claim list and the raffle's
// calls need it.
const moduleRewards = "REWCEN3"

// promotionRoutes registers the reward calls.
func (s *Server) promotionRoutes(handle func(method, path string, h http.HandlerFunc)) {
	handle("GET", "/wps/relay/PROMOFE_getPromotionAnnouncementCategory", s.promotionCategories)
	handle("GET", "/wps/relay/MCSFE_getAvailablePromotions", s.rewardsModule(s.promotionStatuses))
	handle("POST", "/wps/promotions", s.claimPromotion)
	handle("GET", "/wps/relay/MCS2_getPromotionClaimList", s.rewardsModule(s.promotionClaims))
	handle("GET", "/wps/relay/MCSFE_getRafflePromotionStatus", s.rewardsModule(s.raffleStatus))
	handle("POST", "/wps/relay/MCSFE_claimRafflePromotion", s.rewardsModule(s.claimRaffle))
	handle("GET", "/wps/relay/MCSFE_signUpRequestReward", s.signUpReward)
	handle("GET", "/wps/relay/MCSFE_getCustomerRebateSettingByProductType", s.rebates)
	handle("POST", "/wps/relay/MCSFE_claimCustomerRebate", s.claimRebates)
	handle("GET", "/wps/relay/MCSFE_getPlayerRankProgress", s.rankProgress)
	handle("GET", "/wps/relay/MCSFE_getReferralInfo", s.referral)
	handle("GET", "/wps/relay/MCSFE_getRedEnvelopeRain", s.redEnvelopes)
	handle("POST", "/wps/relay/MCSFE_claimRedEnvelope", s.claimRedEnvelope)
}

// rewardsModule refuses a call without the reward centre's module, as the platform would.
func (s *Server) rewardsModule(h http.HandlerFunc) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		if r.Header.Get("ModuleId") != moduleRewards {
			refuse(w, http.StatusBadRequest, "module.invalid", "reward centre calls go through module "+moduleRewards)
			return
		}
		h(w, r)
	}
}

// promotionCategories answers the promotions' tabs in the asked language; public.
func (s *Server) promotionCategories(w http.ResponseWriter, r *http.Request) {
	lang := language(r)
	cats, ok := s.fx.promos.categories[lang]
	if !ok {
		cats = s.fx.promos.categories[wire.DefaultLanguage]
	}
	answer(w, cats)
}

// rewardRead answers a read of the session's member's rewards.
func (s *Server) rewardRead(w http.ResponseWriter, r *http.Request, f func(a *account, p *purse, mr *memberRewards, now time.Time) result) {
	s.moneyRead(w, r, func(a *account, p *purse) result {
		now := s.clock()
		return f(a, p, s.rewards.of(a, &s.fx.promos, now), now)
	})
}

// rewardWrite runs a claim of the session's member once per Idempotency-Key, which it needs.
func (s *Server) rewardWrite(w http.ResponseWriter, r *http.Request, into any, f func(a *account, p *purse, mr *memberRewards, now time.Time) result) {
	token, _, ok := s.requireSession(w, r)
	if !ok {
		return
	}
	body, ok := readBody(w, r)
	if !ok || (into != nil && !decodeBody(w, body, into)) {
		return
	}
	s.moneyWrite(w, r, token, body, needsKey, func(a *account, p *purse) result {
		now := s.clock()
		return f(a, p, s.rewards.of(a, &s.fx.promos, now), now)
	})
}

type promotionStatus struct {
	PromotionID   string     `json:"promotionId"`
	PromotionType string     `json:"promotionType"`
	ApplyMode     string     `json:"applyMode"`
	Status        string     `json:"status"`
	BonusAmount   wire.Money `json:"bonusAmount"`
}

func (s *Server) promotionStatuses(w http.ResponseWriter, r *http.Request) {
	s.rewardRead(w, r, func(_ *account, _ *purse, mr *memberRewards, now time.Time) result {
		list := []promotionStatus{}
		for _, id := range s.fx.promos.ids() {
			set, _ := s.fx.promos.setting(id)
			list = append(list, promotionStatus{
				PromotionID: id, PromotionType: set.PromotionType, ApplyMode: set.ApplyMode,
				Status: s.statusOf(mr, set, now), BonusAmount: money(mr.bonusOf(set)),
			})
		}
		return success(list)
	})
}

type claimRequest struct {
	PromotionID flexString `json:"promotionId"`
}

// claimPromotion claims a bonus or joins a promotion, as the member's status on it allows; a
// claim credits the main wallet (BONUS).
func (s *Server) claimPromotion(w http.ResponseWriter, r *http.Request) {
	var req claimRequest
	s.rewardWrite(w, r, &req, func(_ *account, p *purse, mr *memberRewards, now time.Time) result {
		id := string(req.PromotionID)
		set, found := s.fx.promos.setting(id)
		if !found {
			return refusal("promotion.not.found", "no promotion %q", id)
		}
		switch st := s.statusOf(mr, set, now); {
		case set.PromotionType == wire.PromotionRaffle:
			return refusal("promotion.not.claimable", "a raffle's prize is claimed through MCSFE_claimRafflePromotion")
		case st == wire.StatusClaimed || st == wire.StatusIssued:
			return refusal("promotion.claimed", "promotion %s is claimed already", id)
		case st == wire.StatusJoin && set.ApplyMode == wire.ApplyJoin:
			mr.status[id] = wire.StatusJoined
			return success(map[string]any{"promotionId": id, "status": wire.StatusJoined, "bonusAmount": money(decimal.Zero)})
		case st != wire.StatusClaim:
			return refusal("promotion.not.claimable", "promotion %s is %s: nothing to claim", id, st)
		}
		amount := mr.bonusOf(set)
		c := promoClaim{id: p.ids.id("PC"), promotionID: id, status: rewardClaimed, amount: amount, created: mr.offered[id], claimed: now}
		if amount.IsPositive() {
			if _, err := p.post(now, txBonus, mainWallet, amount, c.id); err != nil {
				return refusal("promotion.not.claimable", "%v", err)
			}
		}
		if set.PromotionType == wire.PromotionSignUp {
			mr.signUp.status, mr.signUp.claimed = rewardClaimed, now
		}
		mr.status[id] = wire.StatusClaimed
		mr.claims = append(mr.claims, c)
		return success(map[string]any{"promotionId": id, "status": wire.StatusClaimed, "bonusAmount": money(amount)})
	})
}

type claimEntry struct {
	ClaimID        string     `json:"claimId"`
	PromotionID    string     `json:"promotionId"`
	PromotionTitle string     `json:"promotionTitle"`
	BonusAmount    wire.Money `json:"bonusAmount"`
	Status         string     `json:"status"`
	CreatedTime    string     `json:"createdTime"`
	ClaimedTime    string     `json:"claimedTime"`
	ExpiryTime     string     `json:"expiryTime"`
}

// claimOfferDays is how long a claimable bonus waits for its claim.
const claimOfferDays = 7

// promotionClaims answers the claim list: the bonuses claimable now, then the claims made and
// the bonuses issued, newest first. The raffle and the sign-up reward have calls of their own.
func (s *Server) promotionClaims(w http.ResponseWriter, r *http.Request) {
	s.rewardRead(w, r, func(_ *account, _ *purse, mr *memberRewards, now time.Time) result {
		list := []claimEntry{}
		for _, id := range s.fx.promos.ids() {
			set, _ := s.fx.promos.setting(id)
			if set.PromotionType == wire.PromotionRaffle || set.PromotionType == wire.PromotionSignUp || s.statusOf(mr, set, now) != wire.StatusClaim {
				continue
			}
			offered := mr.offered[id]
			if offered.IsZero() {
				offered = now
			}
			list = append(list, claimEntry{
				ClaimID: "OF" + id, PromotionID: id, PromotionTitle: s.promotionTitle(id, language(r)), BonusAmount: money(mr.bonusOf(set)),
				Status: rewardClaimable, CreatedTime: s.wallTime(offered), ExpiryTime: s.wallTime(offered.AddDate(0, 0, claimOfferDays)),
			})
		}
		for i := len(mr.claims) - 1; i >= 0; i-- {
			c := mr.claims[i]
			if set, _ := s.fx.promos.setting(c.promotionID); set.PromotionType == wire.PromotionSignUp {
				continue
			}
			list = append(list, claimEntry{
				ClaimID: c.id, PromotionID: c.promotionID, PromotionTitle: s.promotionTitle(c.promotionID, language(r)),
				BonusAmount: money(c.amount), Status: c.status, CreatedTime: s.wallTime(c.created), ClaimedTime: s.wallTime(c.claimed),
			})
		}
		return success(map[string]any{"content": list, "pageNum": 1, "totalPages": 1})
	})
}

// promotionTitle is a promotion's announcement title in lang, else in the default language.
func (s *Server) promotionTitle(id, lang string) string {
	for _, l := range []string{lang, wire.DefaultLanguage} {
		for _, a := range s.fx.announcements[l]["promotion"] {
			if a.id == id {
				var w wire.Announcement
				if err := json.Unmarshal(a.raw, &w); err == nil {
					return w.Title
				}
			}
		}
	}
	return ""
}

func (s *Server) raffleStatus(w http.ResponseWriter, r *http.Request) {
	s.rewardRead(w, r, func(_ *account, _ *purse, mr *memberRewards, _ time.Time) result {
		rf := mr.raffle
		if rf.promotionID == "" {
			return success(nil)
		}
		return success(map[string]any{
			"promotionId": rf.promotionID, "promotionTitle": s.promotionTitle(rf.promotionID, language(r)), "status": rf.status,
			"prizeAmount": money(rf.prize), "tickets": rf.tickets, "drawTime": s.wallTime(rf.draw), "claimedTime": s.wallTime(rf.claimed),
		})
	})
}

// claimRaffle pays a won raffle's prize into the main wallet (BONUS).
func (s *Server) claimRaffle(w http.ResponseWriter, r *http.Request) {
	var req claimRequest
	s.rewardWrite(w, r, &req, func(_ *account, p *purse, mr *memberRewards, now time.Time) result {
		rf := &mr.raffle
		switch {
		case rf.promotionID == "" || string(req.PromotionID) != rf.promotionID:
			return refusal("promotion.not.found", "no raffle %q", req.PromotionID)
		case rf.status == rewardClaimed:
			return refusal("promotion.claimed", "the raffle's prize is claimed already")
		case rf.status != rewardClaimable:
			return refusal("promotion.not.claimable", "no prize of the raffle to claim")
		}
		ref := p.ids.id("PC")
		if _, err := p.post(now, txBonus, mainWallet, rf.prize, ref); err != nil {
			return refusal("promotion.not.claimable", "%v", err)
		}
		rf.status, rf.claimed = rewardClaimed, now
		return success(map[string]any{"promotionId": rf.promotionID, "prizeAmount": money(rf.prize)})
	})
}

func (s *Server) signUpReward(w http.ResponseWriter, r *http.Request) {
	s.rewardRead(w, r, func(_ *account, _ *purse, mr *memberRewards, now time.Time) result {
		su := mr.signUp
		if su.promotionID == "" {
			return success(nil)
		}
		status := su.status
		if su.expired(now) {
			status = "EXPIRED"
		}
		return success(map[string]any{
			"promotionId": su.promotionID, "rewardAmount": money(su.amount), "status": status,
			"createdTime": s.wallTime(su.created), "claimedTime": s.wallTime(su.claimed), "expiryTime": s.wallTime(su.expires),
		})
	})
}

func (s *Server) rebates(w http.ResponseWriter, r *http.Request) {
	s.rewardRead(w, r, func(_ *account, p *purse, mr *memberRewards, _ time.Time) result {
		lines, _ := mr.rebates(p, s.fx.promos.settings.RebateRates)
		return success(map[string]any{
			"content": lines, "minClaimAmount": s.fx.promos.settings.MinRebateClaim, "lastClaimTime": s.wallTime(mr.lastRebate),
		})
	})
}

// claimRebates pays every product's rebate at once into the main wallet (REBATE); the bets it
// paid for count no more.
func (s *Server) claimRebates(w http.ResponseWriter, r *http.Request) {
	s.rewardWrite(w, r, nil, func(_ *account, p *purse, mr *memberRewards, now time.Time) result {
		lines, total := mr.rebates(p, s.fx.promos.settings.RebateRates)
		if !total.IsPositive() || total.LessThan(s.fx.promos.settings.MinRebateClaim.Decimal) {
			return refusal("rebate.nothing", "the rebate is %s; a claim needs at least %s", total.StringFixed(2), s.fx.promos.settings.MinRebateClaim.StringFixed(2))
		}
		id := p.ids.id("RB")
		if _, err := p.post(now, txRebate, mainWallet, total, id); err != nil {
			return refusal("rebate.nothing", "%v", err)
		}
		mr.rebatedBets, mr.lastRebate = len(p.bets), now
		return success(map[string]any{"claimId": id, "rebateAmount": money(total), "content": lines})
	})
}

func (s *Server) rankProgress(w http.ResponseWriter, r *http.Request) {
	s.rewardRead(w, r, func(_ *account, p *purse, _ *memberRewards, _ time.Time) result {
		level, deposited, bet := vipLevel(p, s.fx.promos.settings.Ranks)
		ranks := slices.Clone(s.fx.promos.settings.Ranks)
		for i := range ranks {
			ranks[i].RankName, ranks[i].RankNames = ranks[i].RankNames.In(language(r)), nil
		}
		return success(map[string]any{
			"currentLevel": level, "depositAmount": money(deposited), "betAmount": money(bet), "ranks": ranks,
		})
	})
}

func (s *Server) referral(w http.ResponseWriter, r *http.Request) {
	s.rewardRead(w, r, func(a *account, _ *purse, mr *memberRewards, _ time.Time) result {
		ref := s.fx.promos.settings.Referral
		return success(map[string]any{
			"referralCode": referralCode(a), "invitedCount": mr.invited, "rewardAmount": money(mr.earned),
			"rewardPerFriend": ref.RewardPerFriend, "minDeposit": ref.MinDeposit,
		})
	})
}

func (s *Server) rainValue(mr *memberRewards, rn rain) map[string]any {
	set := s.fx.promos.settings.RedEnvelope
	v := map[string]any{
		"eventId": rn.id, "startTime": s.wallTime(rn.start), "endTime": s.wallTime(rn.end), "claimed": false,
		"minAmount": set.MinAmount, "maxAmount": set.MaxAmount,
	}
	if amount, caught := mr.envelopes[rn.id]; caught {
		v["claimed"], v["amount"] = true, money(amount)
	}
	return v
}

func (s *Server) redEnvelopes(w http.ResponseWriter, r *http.Request) {
	s.rewardRead(w, r, func(_ *account, _ *purse, mr *memberRewards, now time.Time) result {
		current, next := s.rewards.rain.rains(now, s.fx.promos.settings.RedEnvelope)
		v := map[string]any{"current": nil, "next": s.rainValue(mr, next)}
		if current != nil {
			v["current"] = s.rainValue(mr, *current)
		}
		return success(v)
	})
}

type envelopeRequest struct {
	EventID string `json:"eventId"`
}

// claimRedEnvelope catches the member's envelope of the rain that is on (BONUS).
func (s *Server) claimRedEnvelope(w http.ResponseWriter, r *http.Request) {
	var req envelopeRequest
	s.rewardWrite(w, r, &req, func(a *account, p *purse, mr *memberRewards, now time.Time) result {
		set := s.fx.promos.settings.RedEnvelope
		current, _ := s.rewards.rain.rains(now, set)
		switch {
		case current == nil || current.id != req.EventID:
			return refusal("redenvelope.closed", "no red-envelope rain %q is on", req.EventID)
		case !mr.envelopes[current.id].IsZero():
			return refusal("redenvelope.claimed", "this rain's envelope is caught already")
		}
		amount := redEnvelopeAmount(a.id, current.id, set)
		if _, err := p.post(now, txBonus, mainWallet, amount, current.id); err != nil {
			return refusal("redenvelope.closed", "%v", err)
		}
		mr.envelopes[current.id] = amount
		return success(map[string]any{"eventId": current.id, "amount": money(amount)})
	})
}
