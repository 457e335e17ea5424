package upstream

import (
	"context"
	"fmt"
	"net/http"
	"strings"

	"github.com/shopspring/decimal"

	"github.com/casinobff/bff/adapters"
)

// The manual rebate, the VIP ranks, the invitation and the red-envelope rain. Calls the traces
// name keep their names; the others are chosen in the platform's style (docs/UPSTREAM.md).
const (
	pathRebates          = "/wps/relay/MCSFE_getCustomerRebateSettingByProductType"
	pathRebateClaim      = "/wps/relay/MCSFE_claimCustomerRebate"
	pathRankProgress     = "/wps/relay/MCSFE_getPlayerRankProgress"
	pathReferral         = "/wps/relay/MCSFE_getReferralInfo"
	pathRedEnvelopes     = "/wps/relay/MCSFE_getRedEnvelopeRain"
	pathRedEnvelopeClaim = "/wps/relay/MCSFE_claimRedEnvelope"
)

// wireRebateLine is one product's rebate.
type wireRebateLine struct {
	ProductType    string          `json:"productType"`
	RebateRate     decimal.Decimal `json:"rebateRate"`
	ValidBetAmount decimal.Decimal `json:"validBetAmount"`
	RebateAmount   decimal.Decimal `json:"rebateAmount"`
}

func rebateLines(w []wireRebateLine) ([]adapters.RebateLine, decimal.Decimal) {
	out := make([]adapters.RebateLine, 0, len(w))
	total := decimal.Zero
	for _, l := range w {
		if l.ProductType == "" {
			continue
		}
		out = append(out, adapters.RebateLine{
			Category: strings.ToUpper(l.ProductType), Rate: l.RebateRate, ValidBet: l.ValidBetAmount, Amount: l.RebateAmount,
		})
		total = total.Add(l.RebateAmount)
	}
	return out, total
}

// Rebates reads what a manual rebate would pay now, by product.
func (p *Promotions) Rebates(ctx context.Context, s adapters.Scope) (adapters.Rebates, error) {
	var w struct {
		Content        []wireRebateLine `json:"content"`
		MinClaimAmount decimal.Decimal  `json:"minClaimAmount"`
		LastClaimTime  string           `json:"lastClaimTime"`
	}
	if err := p.member.Get(ctx, s, "Rebates", pathRebates, nil, &w); err != nil {
		return adapters.Rebates{}, err
	}
	lines, total := rebateLines(w.Content)
	return adapters.Rebates{
		Lines: lines, Total: total, Minimum: w.MinClaimAmount, LastClaimed: wireTime(wallClock, w.LastClaimTime, p.member.Location()),
	}, nil
}

// ClaimRebates claims every product's rebate at once. A money write.
func (p *Promotions) ClaimRebates(ctx context.Context, s adapters.Scope, key string) (adapters.RebateClaim, error) {
	var w struct {
		ClaimID      wireID           `json:"claimId"`
		RebateAmount decimal.Decimal  `json:"rebateAmount"`
		Content      []wireRebateLine `json:"content"`
	}
	if err := p.member.Do(ctx, s, write("ClaimRebates", http.MethodPost, pathRebateClaim, struct{}{}, key), &w); err != nil {
		return adapters.RebateClaim{}, err
	}
	lines, _ := rebateLines(w.Content)
	return adapters.RebateClaim{ID: string(w.ClaimID), Amount: w.RebateAmount, Lines: lines}, nil
}

// VIP reads the player's rank, its progress and every rank.
func (p *Promotions) VIP(ctx context.Context, s adapters.Scope) (adapters.VIPProgress, error) {
	var w struct {
		CurrentLevel  int             `json:"currentLevel"`
		DepositAmount decimal.Decimal `json:"depositAmount"`
		BetAmount     decimal.Decimal `json:"betAmount"`
		Ranks         []struct {
			Level              int             `json:"level"`
			RankName           string          `json:"rankName"`
			DepositRequired    decimal.Decimal `json:"depositRequired"`
			BetRequired        decimal.Decimal `json:"betRequired"`
			UpgradeBonus       decimal.Decimal `json:"upgradeBonus"`
			MonthlyBonus       decimal.Decimal `json:"monthlyBonus"`
			RebateBonus        decimal.Decimal `json:"rebateBonus"`
			DailyWithdrawCount int             `json:"dailyWithdrawCount"`
		} `json:"ranks"`
	}
	if err := p.member.Get(ctx, s, "RankProgress", pathRankProgress, nil, &w); err != nil {
		return adapters.VIPProgress{}, err
	}
	out := adapters.VIPProgress{Level: w.CurrentLevel, Deposited: w.DepositAmount, Bet: w.BetAmount, Ranks: make([]adapters.VIPRank, 0, len(w.Ranks))}
	for _, r := range w.Ranks {
		out.Ranks = append(out.Ranks, adapters.VIPRank{
			Level: r.Level, Name: r.RankName, DepositRequired: r.DepositRequired, BetRequired: r.BetRequired,
			UpgradeBonus: r.UpgradeBonus, MonthlyBonus: r.MonthlyBonus, RebateBonus: r.RebateBonus, DailyWithdrawal: r.DailyWithdrawCount,
		})
	}
	return out, nil
}

// Invitation reads the player's referral code and its earnings.
func (p *Promotions) Invitation(ctx context.Context, s adapters.Scope) (adapters.Invitation, error) {
	var w struct {
		ReferralCode    string          `json:"referralCode"`
		InvitedCount    int             `json:"invitedCount"`
		RewardAmount    decimal.Decimal `json:"rewardAmount"`
		RewardPerFriend decimal.Decimal `json:"rewardPerFriend"`
		MinDeposit      decimal.Decimal `json:"minDeposit"`
	}
	if err := p.member.Get(ctx, s, "Referral", pathReferral, nil, &w); err != nil {
		return adapters.Invitation{}, err
	}
	if w.ReferralCode == "" {
		return adapters.Invitation{}, unusable("referral answer has no referralCode")
	}
	return adapters.Invitation{
		Code: w.ReferralCode, Invited: w.InvitedCount, Earned: w.RewardAmount, PerFriend: w.RewardPerFriend, MinDeposit: w.MinDeposit,
	}, nil
}

// wireRedEnvelope is one rain.
type wireRedEnvelope struct {
	EventID   wireID          `json:"eventId"`
	StartTime string          `json:"startTime"`
	EndTime   string          `json:"endTime"`
	Claimed   bool            `json:"claimed"`
	Amount    decimal.Decimal `json:"amount"`
	MinAmount decimal.Decimal `json:"minAmount"`
	MaxAmount decimal.Decimal `json:"maxAmount"`
}

func (p *Promotions) redEnvelope(w *wireRedEnvelope) *adapters.RedEnvelopeEvent {
	if w == nil || w.EventID == "" {
		return nil
	}
	loc := p.member.Location()
	e := &adapters.RedEnvelopeEvent{
		ID: string(w.EventID), Start: wireTime(wallClock, w.StartTime, loc), End: wireTime(wallClock, w.EndTime, loc),
		Claimed: w.Claimed, Amount: w.Amount, Min: w.MinAmount, Max: w.MaxAmount,
	}
	if e.Start.IsZero() || e.End.IsZero() {
		return nil // a rain without its times tells the player nothing
	}
	return e
}

// RedEnvelopes reads the rain that is on, if any, and the next one.
func (p *Promotions) RedEnvelopes(ctx context.Context, s adapters.Scope) (adapters.RedEnvelopes, error) {
	var w struct {
		Current *wireRedEnvelope `json:"current"`
		Next    *wireRedEnvelope `json:"next"`
	}
	if err := p.member.Get(ctx, s, "RedEnvelopes", pathRedEnvelopes, nil, &w); err != nil {
		return adapters.RedEnvelopes{}, err
	}
	return adapters.RedEnvelopes{Current: p.redEnvelope(w.Current), Next: p.redEnvelope(w.Next)}, nil
}

// ClaimRedEnvelope catches the player's envelope of the rain that is on. A money write.
func (p *Promotions) ClaimRedEnvelope(ctx context.Context, s adapters.Scope, eventID, key string) (decimal.Decimal, error) {
	var w struct {
		EventID wireID           `json:"eventId"`
		Amount  *decimal.Decimal `json:"amount"`
	}
	call := write("ClaimRedEnvelope", http.MethodPost, pathRedEnvelopeClaim, map[string]string{"eventId": eventID}, key)
	if err := p.member.Do(ctx, s, call, &w); err != nil {
		return decimal.Zero, err
	}
	if w.Amount == nil {
		// The envelope may well be caught: an answer that does not say how much is no answer.
		return decimal.Zero, &outcomeUnknownError{cause: fmt.Errorf("red envelope answer has no amount"), answered: true}
	}
	return *w.Amount, nil
}
