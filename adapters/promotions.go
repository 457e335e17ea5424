package adapters

import (
	"context"
	"errors"
	"time"

	"github.com/shopspring/decimal"
)

// The member side of promotions and rewards: the promotions' categories (public, cached), the
// player's status on each promotion, the reward centre (promotion claims, the raffle, the sign-up
// reward), the manual rebate, the VIP ranks, the invitation code and the red-envelope rain. The
// promotions themselves are the content backend's announcements of type PR (Content).
//
// Claims move money: like the wallet's writes they carry the idempotency key of the form
// submission they come from, go upstream with it and are never retried.

// The refusals of the reward calls a handler tells apart (see BusinessError.Kind).
var (
	ErrPromotionUnknown = errors.New("no such promotion")
	ErrNotClaimable     = errors.New("nothing to claim now")
	ErrAlreadyClaimed   = errors.New("already claimed")
)

// PromotionCategory is one tab of the promotions screen.
type PromotionCategory struct {
	ID   string // what an announcement's Category lists
	Code string // SPORTS, LIVE, SLOTS, CARD, FISH, LOTTO, REBATE, POINTS, RANKING, DEPOSIT, APP, NEWBIE
	Name string
}

// PromotionCategories are the promotions screen's tabs, in the back office's order.
type PromotionCategories struct {
	Items []PromotionCategory
	Source
}

// PromotionStatus is where a player stands on one promotion.
type PromotionStatus string

// Promotion statuses, the spec's labels (join, claim, applying, close, rejected, issued, claimed,
// process, signed/joined, coming soon).
const (
	PromotionJoin       PromotionStatus = "join"        // may join (or apply for) it
	PromotionClaimable  PromotionStatus = "claim"       // a bonus is ready to claim
	PromotionApplying   PromotionStatus = "applying"    // an application waits for the back office
	PromotionClose      PromotionStatus = "close"       // over
	PromotionRejected   PromotionStatus = "rejected"    // the application was refused
	PromotionIssued     PromotionStatus = "issued"      // the back office paid the bonus itself
	PromotionClaimed    PromotionStatus = "claimed"     // the player claimed the bonus
	PromotionProcess    PromotionStatus = "process"     // running: nothing to do but play
	PromotionJoined     PromotionStatus = "joined"      // signed up
	PromotionComingSoon PromotionStatus = "coming_soon" // not started
)

// PromotionKind is what a promotion does, which decides how it is claimed.
type PromotionKind string

// Promotion kinds.
const (
	KindBonus       PromotionKind = "bonus"    // a bonus claimed through the promotion itself
	KindRaffle      PromotionKind = "raffle"   // a draw whose prize is claimed through the raffle
	KindSignUp      PromotionKind = "signup"   // the new member's reward
	KindReferral    PromotionKind = "referral" // paid for invited friends
	KindAppDownload PromotionKind = "app"      // paid for installing the app
	KindRebate      PromotionKind = "rebate"
)

// PromotionEntry is the player's standing on one promotion.
type PromotionEntry struct {
	PromotionID string
	Kind        PromotionKind
	// ByApplication: joining means sending an application (a comment and pictures) that the
	// back office reviews, rather than a tap.
	ByApplication bool
	Status        PromotionStatus
	Bonus         decimal.Decimal // what a claim would pay, or paid; zero when unknown
}

// PromotionClaim is a claim the upstream answered: what the promotion now says and what was paid.
type PromotionClaim struct {
	PromotionID string
	Status      PromotionStatus // claimed, or joined for a promotion one joins
	Amount      decimal.Decimal // credited to the main wallet; zero for a join
}

// RewardStatus is where an entry of the reward centre stands.
type RewardStatus string

// Reward statuses.
const (
	RewardClaimable   RewardStatus = "claimable"
	RewardClaimed     RewardStatus = "claimed"
	RewardPending     RewardStatus = "pending" // waits for a draw or the back office
	RewardExpired     RewardStatus = "expired"
	RewardNotEligible RewardStatus = "not_eligible"
)

// Reward is one entry of the reward centre: a promotion's claim, the raffle or the sign-up reward.
type Reward struct {
	ID          string
	Kind        PromotionKind
	PromotionID string
	Title       string // the upstream's, when it names one
	Amount      decimal.Decimal
	Status      RewardStatus
	CreatedAt   time.Time
	ClaimedAt   time.Time // zero unless claimed
	ExpiresAt   time.Time // zero when it does not expire
	Tickets     int       // the raffle's tickets
	DrawAt      time.Time // the raffle's draw
}

// RebateLine is the manual rebate of one game category.
type RebateLine struct {
	Category string          // the game type: RNG, LIVE, SPORTS ...
	Rate     decimal.Decimal // percent of the valid bets
	ValidBet decimal.Decimal // bets since the last claim
	Amount   decimal.Decimal // what a claim pays now
}

// Rebates is what a manual rebate claim would pay now.
type Rebates struct {
	Lines       []RebateLine
	Total       decimal.Decimal
	Minimum     decimal.Decimal // a claim below it is refused
	LastClaimed time.Time       // zero when never
}

// RebateClaim is a claimed rebate.
type RebateClaim struct {
	ID     string
	Amount decimal.Decimal
	Lines  []RebateLine
}

// VIPRank is one level of the VIP programme and what it brings.
type VIPRank struct {
	Level           int
	Name            string
	DepositRequired decimal.Decimal
	BetRequired     decimal.Decimal
	UpgradeBonus    decimal.Decimal
	MonthlyBonus    decimal.Decimal
	RebateBonus     decimal.Decimal // extra rebate, in percent
	DailyWithdrawal int             // withdrawals a day
}

// VIPProgress is the player's rank and how far the next one is.
type VIPProgress struct {
	Level          int
	Deposited, Bet decimal.Decimal // counted towards the next rank
	Ranks          []VIPRank       // every level, lowest first
}

// Invitation is the player's referral code and what it has brought.
type Invitation struct {
	Code       string
	Invited    int
	Earned     decimal.Decimal
	PerFriend  decimal.Decimal // what each friend who qualifies brings
	MinDeposit decimal.Decimal // the friend's deposit that qualifies
}

// RedEnvelopeEvent is one red-envelope rain: a window in which each player may catch one.
type RedEnvelopeEvent struct {
	ID         string
	Start, End time.Time
	Claimed    bool
	Amount     decimal.Decimal // caught, when claimed
	Min, Max   decimal.Decimal // what one envelope may hold
}

// RedEnvelopes are the rain now (when one is on) and the next one.
type RedEnvelopes struct {
	Current *RedEnvelopeEvent
	Next    *RedEnvelopeEvent
}

// Promotions is the reward side of the member backend. Categories is public; everything else
// is one player's and needs the token in its Scope.
type Promotions interface {
	Categories(ctx context.Context, s Scope) (PromotionCategories, error)
	// Statuses answers the player's standing on every promotion the back office tracks.
	Statuses(ctx context.Context, s Scope) ([]PromotionEntry, error)
	// Claim claims (or joins) a promotion; raffles claim through ClaimRaffle.
	Claim(ctx context.Context, s Scope, promotionID, idempotencyKey string) (PromotionClaim, error)
	Rewards(ctx context.Context, s Scope) ([]Reward, error)
	ClaimRaffle(ctx context.Context, s Scope, promotionID, idempotencyKey string) (PromotionClaim, error)
	Rebates(ctx context.Context, s Scope) (Rebates, error)
	ClaimRebates(ctx context.Context, s Scope, idempotencyKey string) (RebateClaim, error)
	VIP(ctx context.Context, s Scope) (VIPProgress, error)
	Invitation(ctx context.Context, s Scope) (Invitation, error)
	RedEnvelopes(ctx context.Context, s Scope) (RedEnvelopes, error)
	ClaimRedEnvelope(ctx context.Context, s Scope, eventID, idempotencyKey string) (decimal.Decimal, error)
}
