package adapters

import (
	"context"
	"errors"
	"time"

	"github.com/shopspring/decimal"
)

// Player protection: the player's limits and their pending raises, a time-out or self-exclusion,
// the reality check's interval, and the net result since login. The back office holds the
// state; the BFF reads it once per session and on each money or launch write, and refuses what
// it forbids before the write goes upstream (the back office refuses it too).

// LimitKind is what a limit bounds.
type LimitKind string

// Limit kinds.
const (
	LimitDeposit LimitKind = "deposit" // money deposited over a period
	LimitLoss    LimitKind = "loss"    // stakes less winnings over a period
	LimitSession LimitKind = "session" // minutes a session may last; no period
)

// LimitPeriod is the rolling period a money limit counts over, ending now.
type LimitPeriod string

// Limit periods.
const (
	PeriodDay   LimitPeriod = "day"   // the last 24 hours
	PeriodWeek  LimitPeriod = "week"  // the last 7 days
	PeriodMonth LimitPeriod = "month" // the last 30 days
)

// Duration is how long the period reaches back.
func (p LimitPeriod) Duration() time.Duration {
	switch p {
	case PeriodWeek:
		return 7 * 24 * time.Hour
	case PeriodMonth:
		return 30 * 24 * time.Hour
	}
	return 24 * time.Hour
}

// Limit is one limit in force. Amount bounds a money limit (Kind deposit or loss, with a
// Period), Minutes a session limit; Used is what the period has used of a money limit.
type Limit struct {
	Kind    LimitKind
	Period  LimitPeriod // empty for a session limit
	Amount  decimal.Decimal
	Minutes int
	Used    decimal.Decimal
}

// Remaining is what a money limit leaves in its period, never below zero.
func (l Limit) Remaining() decimal.Decimal {
	r := l.Amount.Sub(l.Used)
	if r.IsNegative() {
		return decimal.Zero
	}
	return r
}

// PendingLimit is a raise or removal of a limit waiting out the cooling-off period: it applies
// at EffectiveAt, and until then the limit in force stays.
type PendingLimit struct {
	Kind    LimitKind
	Period  LimitPeriod
	Remove  bool // the limit goes; Amount and Minutes are then zero
	Amount  decimal.Decimal
	Minutes int

	EffectiveAt time.Time
}

// LimitChange sets (Remove false) or removes one limit. The back office applies a lower limit
// at once and a higher one, or a removal, after the cooling-off period.
type LimitChange struct {
	Kind    LimitKind
	Period  LimitPeriod
	Remove  bool
	Amount  decimal.Decimal
	Minutes int
}

// ExclusionKind is a time-out (a short break) or a self-exclusion.
type ExclusionKind string

// Exclusion kinds.
const (
	ExclusionTimeOut ExclusionKind = "time_out"
	ExclusionSelf    ExclusionKind = "self_exclusion"
)

// ExclusionLength is how long a time-out or self-exclusion lasts, as the player chose it.
type ExclusionLength string

// Exclusion lengths: time-outs, then self-exclusions.
const (
	Length24Hours   ExclusionLength = "24h"
	Length7Days     ExclusionLength = "7d"
	Length30Days    ExclusionLength = "30d"
	Length6Weeks    ExclusionLength = "6w"
	Length6Months   ExclusionLength = "6m"
	Length1Year     ExclusionLength = "1y"
	Length5Years    ExclusionLength = "5y"
	LengthPermanent ExclusionLength = "permanent"
)

// Exclusion is a time-out or self-exclusion in force: no login, game, deposit or claim until
// Until; a zero Until is permanent.
type Exclusion struct {
	Kind  ExclusionKind
	Until time.Time
}

// Permanent says whether the exclusion never ends.
func (e Exclusion) Permanent() bool { return e.Until.IsZero() }

// ExclusionRequest starts a time-out or self-exclusion of Length.
type ExclusionRequest struct {
	Kind   ExclusionKind
	Length ExclusionLength
}

// ProtectionState is the player's protection as the back office holds it now.
type ProtectionState struct {
	Limits  []Limit
	Pending []PendingLimit
	// Exclusion is nil unless a time-out or self-exclusion is in force.
	Exclusion *Exclusion
	// RealityCheckMinutes is the player's interval between reality checks; 0: the site's default.
	RealityCheckMinutes int
	// LoginAt is when this session logged in, and NetResult the winnings less stakes since then
	// (negative: a loss), from the same ledger as the money records.
	LoginAt   time.Time
	NetResult decimal.Decimal
}

// Limit answers the limit of kind and period in force, if any.
func (s ProtectionState) Limit(kind LimitKind, period LimitPeriod) (Limit, bool) {
	for _, l := range s.Limits {
		if l.Kind == kind && l.Period == period {
			return l, true
		}
	}
	return Limit{}, false
}

// ErrExcluded is a time-out or self-exclusion in force; an *ExclusionError carries its end.
var ErrExcluded = errors.New("player excluded")

// ExclusionError is the back office refusing a call (a login, or any call of a session it
// ended) because the player is timed out or self-excluded.
type ExclusionError struct{ Exclusion Exclusion }

func (e *ExclusionError) Error() string {
	if e.Exclusion.Permanent() {
		return "player excluded permanently"
	}
	return "player excluded until " + e.Exclusion.Until.UTC().Format(time.RFC3339)
}

func (e *ExclusionError) Unwrap() error { return ErrExcluded }

// ErrLimitExceeded is a deposit past a limit; a *LimitError names the limit.
var ErrLimitExceeded = errors.New("limit exceeded")

// LimitError is a deposit refused by a limit: which one, and what its period still allows.
type LimitError struct {
	Limit Limit
}

func (e *LimitError) Error() string {
	return "deposit limit of " + e.Limit.Amount.String() + " per " + string(e.Limit.Period) + " exceeded"
}

func (e *LimitError) Unwrap() error { return ErrLimitExceeded }

// Protection is the back office's player protection (the member backend), personal and never
// cached.
type Protection interface {
	Protection(ctx context.Context, s Scope) (ProtectionState, error)
	// SetLimits applies the changes together and answers the state after them.
	SetLimits(ctx context.Context, s Scope, changes []LimitChange) (ProtectionState, error)
	SetRealityCheck(ctx context.Context, s Scope, minutes int) error
	// Exclude starts a time-out or self-exclusion; the back office ends every session of the
	// player at once. It is a write, never retried.
	Exclude(ctx context.Context, s Scope, r ExclusionRequest) (Exclusion, error)
	// ExtendExclusion lengthens the exclusion of the player the user name and password name,
	// who has no session (a time-out ended it and refuses their logins): never shorter than the
	// one in force, which it answers. Wrong credentials are a refusal, as a login's are.
	ExtendExclusion(ctx context.Context, s Scope, name, password string, r ExclusionRequest) (Exclusion, error)
}

// Locator tells the country of a client address (the content and system backend's location
// answer): an ISO 3166 alpha-2 code, upper case, or empty when it cannot tell.
type Locator interface {
	Country(ctx context.Context, ip string) (string, error)
}
