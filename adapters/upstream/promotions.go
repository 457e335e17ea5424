package upstream

import (
	"cmp"
	"context"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"

	"github.com/shopspring/decimal"
	"golang.org/x/sync/errgroup"

	"github.com/casinobff/bff/adapters"
)

// The reward calls (docs/UPSTREAM.md, "Promotions and rewards"), named here and nowhere else;
// the rebate, VIP, invitation and red-envelope calls are in rewards.go.
const (
	pathPromotionCategories = "/wps/relay/PROMOFE_getPromotionAnnouncementCategory"
	pathPromotionStatuses   = "/wps/relay/MCSFE_getAvailablePromotions"
	pathPromotionClaim      = "/wps/promotions"
	pathPromotionClaims     = "/wps/relay/MCS2_getPromotionClaimList"
	pathRaffleStatus        = "/wps/relay/MCSFE_getRafflePromotionStatus"
	pathRaffleClaim         = "/wps/relay/MCSFE_claimRafflePromotion"
	pathSignUpReward        = "/wps/relay/MCSFE_signUpRequestReward"
)

// moduleRewards is the reward centre's module id, as the traces show it.
const moduleRewards = "REWCEN3"

// rewardPageSize is how many claims the reward centre reads: its first page is all it shows.
const rewardPageSize = 50

// Promotions is adapters.Promotions over the platform protocol: the categories from the content
// backend (public), everything else from the member backend with the player's token.
type Promotions struct {
	content, member *Client
}

var _ adapters.Promotions = (*Promotions)(nil)

// NewPromotions reads the categories through content and the player's rewards through member.
func NewPromotions(content, member *Client) *Promotions {
	return &Promotions{content: content, member: member}
}

// wireCategory is one promotion category.
type wireCategory struct {
	ID       wireID `json:"id"`
	Code     string `json:"code"`
	Name     string `json:"name"`
	Sequence int    `json:"sequence"`
}

// Categories reads the promotions screen's tabs in the back office's order.
func (p *Promotions) Categories(ctx context.Context, s adapters.Scope) (adapters.PromotionCategories, error) {
	var w []wireCategory
	v := url.Values{}
	setIf(v, "language", s.Language)
	if err := p.content.Get(ctx, visitorOf(s), "PromotionCategories", pathPromotionCategories, v, &w); err != nil {
		return adapters.PromotionCategories{}, err
	}
	slices.SortStableFunc(w, func(a, b wireCategory) int { return cmp.Compare(a.Sequence, b.Sequence) })
	out := make([]adapters.PromotionCategory, 0, len(w))
	for _, c := range w {
		if c.ID == "" {
			continue
		}
		out = append(out, adapters.PromotionCategory{ID: string(c.ID), Code: strings.ToUpper(strings.TrimSpace(c.Code)), Name: c.Name})
	}
	return adapters.PromotionCategories{Items: out}, nil
}

// Promotion types and apply modes as the platform writes them.
var promotionKinds = map[string]adapters.PromotionKind{
	"BONUS":        adapters.KindBonus,
	"RAFFLE":       adapters.KindRaffle,
	"SIGNUP":       adapters.KindSignUp,
	"REFERRAL":     adapters.KindReferral,
	"APP_DOWNLOAD": adapters.KindAppDownload,
	"REBATE":       adapters.KindRebate,
}

// promotionStatuses reads a status word; one the adapter does not know reads as process, which
// offers the player no action.
var promotionStatuses = map[string]adapters.PromotionStatus{
	"JOIN":        adapters.PromotionJoin,
	"CLAIM":       adapters.PromotionClaimable,
	"APPLYING":    adapters.PromotionApplying,
	"CLOSE":       adapters.PromotionClose,
	"CLOSED":      adapters.PromotionClose,
	"REJECTED":    adapters.PromotionRejected,
	"ISSUED":      adapters.PromotionIssued,
	"CLAIMED":     adapters.PromotionClaimed,
	"PROCESS":     adapters.PromotionProcess,
	"JOINED":      adapters.PromotionJoined,
	"SIGNED":      adapters.PromotionJoined,
	"COMING_SOON": adapters.PromotionComingSoon,
}

func promotionStatus(s string) adapters.PromotionStatus {
	if st, ok := promotionStatuses[strings.ToUpper(strings.TrimSpace(s))]; ok {
		return st
	}
	return adapters.PromotionProcess
}

func promotionKind(s string) adapters.PromotionKind {
	return cmp.Or(promotionKinds[strings.ToUpper(strings.TrimSpace(s))], adapters.KindBonus)
}

// Statuses reads the player's standing on every promotion.
func (p *Promotions) Statuses(ctx context.Context, s adapters.Scope) ([]adapters.PromotionEntry, error) {
	var w []struct {
		PromotionID   wireID          `json:"promotionId"`
		PromotionType string          `json:"promotionType"`
		ApplyMode     string          `json:"applyMode"`
		Status        string          `json:"status"`
		BonusAmount   decimal.Decimal `json:"bonusAmount"`
	}
	call := Call{Op: "PromotionStatuses", Path: pathPromotionStatuses, Module: moduleRewards}
	if err := p.member.Do(ctx, s, call, &w); err != nil {
		return nil, err
	}
	out := make([]adapters.PromotionEntry, 0, len(w))
	for _, e := range w {
		if e.PromotionID == "" {
			continue
		}
		out = append(out, adapters.PromotionEntry{
			PromotionID: string(e.PromotionID), Kind: promotionKind(e.PromotionType),
			ByApplication: strings.EqualFold(e.ApplyMode, "APPLY"), Status: promotionStatus(e.Status), Bonus: e.BonusAmount,
		})
	}
	return out, nil
}

// wireClaim is what a claim answers.
type wireClaim struct {
	PromotionID wireID          `json:"promotionId"`
	Status      string          `json:"status"`
	BonusAmount decimal.Decimal `json:"bonusAmount"`
	PrizeAmount decimal.Decimal `json:"prizeAmount"`
}

// Claim claims a promotion's bonus, or joins it: the back office does what the player's status
// on it allows. A money write: never retried, with its idempotency key.
func (p *Promotions) Claim(ctx context.Context, s adapters.Scope, promotionID, key string) (adapters.PromotionClaim, error) {
	var w wireClaim
	call := write("ClaimPromotion", http.MethodPost, pathPromotionClaim, map[string]string{"promotionId": promotionID}, key)
	if err := p.member.Do(ctx, s, call, &w); err != nil {
		return adapters.PromotionClaim{}, err
	}
	return adapters.PromotionClaim{
		PromotionID: cmp.Or(string(w.PromotionID), promotionID), Status: promotionStatus(w.Status), Amount: w.BonusAmount,
	}, nil
}

// ClaimRaffle claims the raffle's prize.
func (p *Promotions) ClaimRaffle(ctx context.Context, s adapters.Scope, promotionID, key string) (adapters.PromotionClaim, error) {
	var w wireClaim
	call := write("ClaimRaffle", http.MethodPost, pathRaffleClaim, map[string]string{"promotionId": promotionID}, key)
	call.Module = moduleRewards
	if err := p.member.Do(ctx, s, call, &w); err != nil {
		return adapters.PromotionClaim{}, err
	}
	return adapters.PromotionClaim{
		PromotionID: cmp.Or(string(w.PromotionID), promotionID), Status: adapters.PromotionClaimed, Amount: w.PrizeAmount,
	}, nil
}

// Reward statuses as the platform writes them; another word reads as pending.
var rewardStatuses = map[string]adapters.RewardStatus{
	"CLAIMABLE":    adapters.RewardClaimable,
	"CLAIM":        adapters.RewardClaimable,
	"CLAIMED":      adapters.RewardClaimed,
	"ISSUED":       adapters.RewardClaimed,
	"EXPIRED":      adapters.RewardExpired,
	"CLOSED":       adapters.RewardExpired,
	"NOT_ELIGIBLE": adapters.RewardNotEligible,
}

func rewardStatus(s string) adapters.RewardStatus {
	return cmp.Or(rewardStatuses[strings.ToUpper(strings.TrimSpace(s))], adapters.RewardPending)
}

// Rewards reads the reward centre at once: the promotions' claims, the raffle and the sign-up
// reward. The claims come newest first, then the raffle, then the sign-up reward.
func (p *Promotions) Rewards(ctx context.Context, s adapters.Scope) ([]adapters.Reward, error) {
	var (
		claims struct {
			Content []struct {
				ClaimID        wireID          `json:"claimId"`
				PromotionID    wireID          `json:"promotionId"`
				PromotionTitle string          `json:"promotionTitle"`
				BonusAmount    decimal.Decimal `json:"bonusAmount"`
				Status         string          `json:"status"`
				CreatedTime    string          `json:"createdTime"`
				ClaimedTime    string          `json:"claimedTime"`
				ExpiryTime     string          `json:"expiryTime"`
			} `json:"content"`
		}
		raffle *struct {
			PromotionID    wireID          `json:"promotionId"`
			PromotionTitle string          `json:"promotionTitle"`
			Status         string          `json:"status"`
			PrizeAmount    decimal.Decimal `json:"prizeAmount"`
			Tickets        int             `json:"tickets"`
			DrawTime       string          `json:"drawTime"`
			ClaimedTime    string          `json:"claimedTime"`
		}
		signUp *struct {
			PromotionID  wireID          `json:"promotionId"`
			RewardAmount decimal.Decimal `json:"rewardAmount"`
			Status       string          `json:"status"`
			CreatedTime  string          `json:"createdTime"`
			ClaimedTime  string          `json:"claimedTime"`
			ExpiryTime   string          `json:"expiryTime"`
		}
	)
	g, gctx := errgroup.WithContext(ctx)
	g.Go(func() error {
		q := url.Values{"pageNo": {"1"}, "pageSize": {strconv.Itoa(rewardPageSize)}}
		return p.member.Do(gctx, s, Call{Op: "PromotionClaims", Path: pathPromotionClaims, Query: q, Module: moduleRewards}, &claims)
	})
	g.Go(func() error {
		return p.member.Do(gctx, s, Call{Op: "RaffleStatus", Path: pathRaffleStatus, Module: moduleRewards}, &raffle)
	})
	g.Go(func() error {
		return p.member.Get(gctx, s, "SignUpReward", pathSignUpReward, nil, &signUp)
	})
	if err := g.Wait(); err != nil {
		return nil, err
	}
	loc := p.member.Location()
	out := make([]adapters.Reward, 0, len(claims.Content)+2)
	for _, c := range claims.Content {
		if c.PromotionID == "" {
			continue
		}
		out = append(out, adapters.Reward{
			ID: "claim-" + cmp.Or(string(c.ClaimID), string(c.PromotionID)), Kind: adapters.KindBonus,
			PromotionID: string(c.PromotionID), Title: c.PromotionTitle, Amount: c.BonusAmount, Status: rewardStatus(c.Status),
			CreatedAt: wireTime(wallClock, c.CreatedTime, loc), ClaimedAt: wireTime(wallClock, c.ClaimedTime, loc),
			ExpiresAt: wireTime(wallClock, c.ExpiryTime, loc),
		})
	}
	if raffle != nil && raffle.PromotionID != "" {
		out = append(out, adapters.Reward{
			ID: "raffle-" + string(raffle.PromotionID), Kind: adapters.KindRaffle, PromotionID: string(raffle.PromotionID),
			Title: raffle.PromotionTitle, Amount: raffle.PrizeAmount, Status: rewardStatus(raffle.Status), Tickets: raffle.Tickets,
			DrawAt: wireTime(wallClock, raffle.DrawTime, loc), ClaimedAt: wireTime(wallClock, raffle.ClaimedTime, loc),
		})
	}
	if signUp != nil && signUp.PromotionID != "" {
		out = append(out, adapters.Reward{
			ID: "signup-" + string(signUp.PromotionID), Kind: adapters.KindSignUp, PromotionID: string(signUp.PromotionID),
			Amount: signUp.RewardAmount, Status: rewardStatus(signUp.Status), CreatedAt: wireTime(wallClock, signUp.CreatedTime, loc),
			ClaimedAt: wireTime(wallClock, signUp.ClaimedTime, loc), ExpiresAt: wireTime(wallClock, signUp.ExpiryTime, loc),
		})
	}
	return out, nil
}
