package adapters

import (
	"context"
	"errors"
	"time"

	"github.com/shopspring/decimal"
)

// The agent backend as the agent screens need it: the team's counters and reports, the
// downlines and their rebates, accounts opened for new downlines, transfers to them, the
// contracts an upline proposes (daily salary, dividend, hourly salary) and the affiliate links.
// Every call needs the agent's token in its Scope; nothing here is cached or shared between
// agents. Amounts and rates are decimal.Decimal, never a float. A transfer carries the
// idempotency key of its form submission and is never retried, as every money write.

// The refusals of the agent calls a handler tells apart (see BusinessError.Kind).
var (
	ErrNotAgent             = errors.New("the account is not an agent")
	ErrDownlineUnknown      = errors.New("no such downline")
	ErrRebateOutOfRange     = errors.New("rebate beyond the agent's own")
	ErrTransferDisabled     = errors.New("transfers to downlines are not enabled")
	ErrPromotionNotAllowed  = errors.New("the downline may not be promoted to agent")
	ErrContractNotPending   = errors.New("no such contract request pending")
	ErrAffiliateUnavailable = errors.New("affiliate links are not offered to this merchant")
	ErrAffiliateLinkUnknown = errors.New("no such affiliate link")
	ErrAffiliateLinkLimit   = errors.New("no more affiliate links may be made")
)

// DayRange is a report's range: two days, both inclusive, in the site's zone.
type DayRange struct {
	From, To time.Time
}

// TeamCounters are the agent home's four counters over a range.
type TeamCounters struct {
	LoggedIn   int // teamLoginMemberCount: downlines who logged in
	Betting    int // teamBetMemberCount: downlines who bet
	Registered int // teamRegisterMemberCount: downlines registered
	Online     int // teamOnlineCount: downlines online now, whatever the range
}

// ContractKind names one of the contracts an upline proposes.
type ContractKind string

// Contract kinds, in the order the site prompts them after login.
const (
	ContractDailySalary  ContractKind = "dailySalary"
	ContractDividend     ContractKind = "dividend"
	ContractHourlySalary ContractKind = "hourlySalary"
)

// ContractKinds is every kind, in prompt order.
var ContractKinds = []ContractKind{ContractDailySalary, ContractDividend, ContractHourlySalary}

// ContractTier is one step of a contract's terms: when the team reaches TeamBet and
// ActiveMembers in a period, the agent earns Reward (an amount for a salary, a percentage of
// the team's loss for a dividend).
type ContractTier struct {
	TeamBet       decimal.Decimal
	ActiveMembers int
	Reward        decimal.Decimal
}

// ContractRequest is a contract an upline proposed and the agent has not answered.
type ContractRequest struct {
	Kind        ContractKind
	ID          string
	From        string // the upline's user name
	RequestedAt time.Time
	Period      string // daily, halfMonthly, monthly, hourly
	Tiers       []ContractTier
}

// ContractAnswer accepts or refuses a pending request.
type ContractAnswer struct {
	Kind   ContractKind
	ID     string
	Accept bool
}

// Downline is a member of the agent's team.
type Downline struct {
	UserName     string
	MemberID     string
	Type         int // member type: 0 a player, an agent type otherwise
	Level        int // 1: a direct downline
	Upline       string
	Balance      decimal.Decimal
	RegisteredAt time.Time
	LastLoginAt  time.Time // zero: never
	Online       bool
	Downlines    int // its own direct downlines
}

// DownlineQuery selects one page of the team; UserName filters by a part of the name.
type DownlineQuery struct {
	UserName string
	Page     int // 1-based
	PageSize int
}

// DownlinePage is one page of the team.
type DownlinePage struct {
	Items      []Downline
	Page       int
	TotalPages int
	Total      int
}

// Rebate is a rate in percent of the valid bets of one game category.
type Rebate struct {
	Category string // gameType: RNG, LIVE, SPORTS ...
	Rate     decimal.Decimal
}

// RebateLimit is what the agent may give a downline in one category: at most its own rate.
type RebateLimit struct {
	Category string
	Max      decimal.Decimal // the agent's own rate
}

// NewDownline is an account the agent opens. Password goes upstream encrypted only.
type NewDownline struct {
	UserName string
	Password string
	Rebates  []Rebate
}

// DownlineTransfer moves Amount from the agent's main wallet to a downline's.
type DownlineTransfer struct {
	UserName       string
	Amount         decimal.Decimal
	IdempotencyKey string
}

// DownlineTransferResult is a transfer done: its reference and the agent's balance after it.
type DownlineTransferResult struct {
	ID      string
	Balance decimal.Decimal
}

// TeamSummary is the team overview over a range.
type TeamSummary struct {
	Members       int // in the team at the range's end
	NewMembers    int // registered in the range
	Active        int // bet in the range
	FirstDeposits int
	Deposits      decimal.Decimal
	Withdrawals   decimal.Decimal
	Bets          decimal.Decimal // valid stakes
	Payouts       decimal.Decimal
	Bonuses       decimal.Decimal
	Rebates       decimal.Decimal
}

// TeamMemberReport is one downline's figures over a range.
type TeamMemberReport struct {
	UserName    string
	Level       int
	Deposits    decimal.Decimal
	Withdrawals decimal.Decimal
	Bets        decimal.Decimal
	Payouts     decimal.Decimal
	Bonuses     decimal.Decimal
	Rebates     decimal.Decimal
}

// TeamReportQuery selects a team report's range and page; UserName filters by exact name.
type TeamReportQuery struct {
	Range    DayRange
	UserName string
	Category string // team bets only: a game category; empty: all
	Page     int
	PageSize int
}

// TeamReport is one page of the per-downline figures with the summary of the whole range.
type TeamReport struct {
	Summary    TeamSummary
	Items      []TeamMemberReport
	Page       int
	TotalPages int
}

// TeamBet is one bet of a downline.
type TeamBet struct {
	ID       string
	UserName string
	Time     time.Time
	Category string
	Vendor   string
	GameName string
	Stake    decimal.Decimal
	Payout   decimal.Decimal
}

// TeamBetPage is one page of the team's bets with the totals of the range.
type TeamBetPage struct {
	Items         []TeamBet
	Page          int
	TotalPages    int
	Stake, Payout decimal.Decimal
}

// RebateIncome is one day's rebate the agent earned on one category of its team's bets.
type RebateIncome struct {
	Day      time.Time
	Category string
	ValidBet decimal.Decimal
	Rate     decimal.Decimal // the agent's share in percent
	Income   decimal.Decimal
}

// RebateIncomePage is one page of the agent's rebate income with the range's total.
type RebateIncomePage struct {
	Items      []RebateIncome
	Page       int
	TotalPages int
	Total      decimal.Decimal
}

// Dividend is the agent's dividend of one period.
type Dividend struct {
	PeriodStart, PeriodEnd time.Time
	TeamProfit             decimal.Decimal // the team's stakes less payouts, bonuses and rebates
	ActiveMembers          int
	Rate                   decimal.Decimal // percent
	Amount                 decimal.Decimal
	Paid                   bool
}

// AffiliateLink is one of the agent's registration links.
type AffiliateLink struct {
	ID            string
	Code          string
	URL           string
	CreatedAt     time.Time
	Registrations int
}

// Affiliate is a member who registered through one of the agent's links.
type Affiliate struct {
	UserName     string
	Code         string
	RegisteredAt time.Time
}

// AffiliatePage is one page of the registered affiliates.
type AffiliatePage struct {
	Items      []Affiliate
	Page       int
	TotalPages int
}

// Agents is the agent backend.
type Agents interface {
	TeamCounters(ctx context.Context, s Scope, r DayRange) (TeamCounters, error)
	ContractRequests(ctx context.Context, s Scope) ([]ContractRequest, error)
	AnswerContract(ctx context.Context, s Scope, a ContractAnswer) error

	Downlines(ctx context.Context, s Scope, q DownlineQuery) (DownlinePage, error)
	// Downline is one member of the team by exact user name (ErrDownlineUnknown when none).
	Downline(ctx context.Context, s Scope, userName string) (Downline, error)
	OpenDownline(ctx context.Context, s Scope, d NewDownline) (Downline, error)
	PromoteDownline(ctx context.Context, s Scope, userName string) error
	TransferEnabled(ctx context.Context, s Scope) (bool, error)
	TransferToDownline(ctx context.Context, s Scope, t DownlineTransfer) (DownlineTransferResult, error)

	RebateLimits(ctx context.Context, s Scope) ([]RebateLimit, error)
	DownlineRebates(ctx context.Context, s Scope, userName string) ([]Rebate, error)
	SetDownlineRebates(ctx context.Context, s Scope, userName string, rebates []Rebate) error

	TeamReport(ctx context.Context, s Scope, q TeamReportQuery) (TeamReport, error)
	TeamBets(ctx context.Context, s Scope, q TeamReportQuery) (TeamBetPage, error)
	RebateIncome(ctx context.Context, s Scope, q TeamReportQuery) (RebateIncomePage, error)
	Dividends(ctx context.Context, s Scope, r DayRange) ([]Dividend, error)

	AffiliateLinks(ctx context.Context, s Scope) ([]AffiliateLink, error)
	CreateAffiliateLink(ctx context.Context, s Scope) (AffiliateLink, error)
	DeleteAffiliateLink(ctx context.Context, s Scope, id string) error
	Affiliates(ctx context.Context, s Scope, page, pageSize int) (AffiliatePage, error)
}
