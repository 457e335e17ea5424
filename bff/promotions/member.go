package promotions

import (
	"context"
	"net/http"
	"net/url"
	"regexp"

	"github.com/labstack/echo/v4"
	"github.com/shopspring/decimal"

	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/bff/amount"
	"github.com/casinobff/bff/bff/kit"
)

// The VIP benefits, the invitation and the red-envelope rain.

// vipReader is the VIP page's call.
type vipReader interface {
	VIP(ctx context.Context, s adapters.Scope) (adapters.VIPProgress, error)
}

// VIPRank is one level of the VIP programme.
type VIPRank struct {
	Level            int    `json:"level"`
	Name             string `json:"name"`
	DepositRequired  string `json:"depositRequired"`
	BetRequired      string `json:"betRequired"`
	UpgradeBonus     string `json:"upgradeBonus"`
	MonthlyBonus     string `json:"monthlyBonus"`
	RebateBonus      string `json:"rebateBonus"` // extra rebate, in percent
	DailyWithdrawals int    `json:"dailyWithdrawals"`
}

// Progress is how far one requirement of the next rank is met.
type Progress struct {
	Current string `json:"current"`
	Target  string `json:"target"`
	Percent int    `json:"percent"` // 0 to 100, rounded down
}

// VIP is the answer of GET /vip.
type VIP struct {
	Level int    `json:"level"`
	Name  string `json:"name"`
	// Next is the next rank; null at the top.
	Next *VIPRank `json:"next"`
	// Deposit and Bet are the progress towards Next's requirements; null at the top.
	Deposit  *Progress `json:"deposit"`
	Bet      *Progress `json:"bet"`
	Ranks    []VIPRank `json:"ranks"`
	Currency string    `json:"currency"`
}

func rankOf(r adapters.VIPRank) VIPRank {
	return VIPRank{
		Level: r.Level, Name: r.Name, DepositRequired: amount.Format(r.DepositRequired), BetRequired: amount.Format(r.BetRequired),
		UpgradeBonus: amount.Format(r.UpgradeBonus), MonthlyBonus: amount.Format(r.MonthlyBonus), RebateBonus: r.RebateBonus.StringFixed(2),
		DailyWithdrawals: r.DailyWithdrawal,
	}
}

func progressOf(current, target decimal.Decimal) *Progress {
	p := &Progress{Current: amount.Format(current), Target: amount.Format(target), Percent: 100}
	if target.IsPositive() && current.LessThan(target) {
		p.Percent = int(current.Mul(decimal.NewFromInt(100)).Div(target).IntPart())
	}
	return p
}

// vip answers the player's rank, the next one and how far it is, and every rank (the site's
// show-VIP switch, SHOWVIP).
func (h *handler) vip(c echo.Context) error {
	m, b, err := h.open(c, kit.Members, SwitchVIP)
	if err != nil {
		return err
	}
	v, err := b.VIP(kit.Ctx(c), m.Scope)
	if err != nil {
		return err
	}
	out := VIP{Level: v.Level, Ranks: make([]VIPRank, 0, len(v.Ranks)), Currency: kit.Currency(c)}
	for _, r := range v.Ranks {
		out.Ranks = append(out.Ranks, rankOf(r))
		switch {
		case r.Level == v.Level:
			out.Name = r.Name
		case r.Level > v.Level && (out.Next == nil || r.Level < out.Next.Level):
			next := rankOf(r)
			out.Next = &next
			out.Deposit, out.Bet = progressOf(v.Deposited, r.DepositRequired), progressOf(v.Bet, r.BetRequired)
		}
	}
	return kit.Personal(c, http.StatusOK, out)
}

// inviter is the invitation page's call.
type inviter interface {
	Invitation(ctx context.Context, s adapters.Scope) (adapters.Invitation, error)
}

// Invitation is the answer of GET /invitation.
type Invitation struct {
	Code       string `json:"code"`
	URL        string `json:"url"` // the site's registration screen with the code, to share
	Invited    int    `json:"invited"`
	Earned     string `json:"earned"`
	PerFriend  string `json:"perFriend"`
	MinDeposit string `json:"minDeposit"` // a friend's deposit that brings PerFriend
	Currency   string `json:"currency"`
}

// invitation answers the player's invitation code and link, on the site's own host (the
// REFERRAL promotion's switch; a free account has none: free_reject).
func (h *handler) invitation(c echo.Context) error {
	m, b, err := h.open(c, kit.RealMembers, SwitchReferral)
	if err != nil {
		return err
	}
	inv, err := b.Invitation(kit.Ctx(c), m.Scope)
	if err != nil {
		return err
	}
	return kit.Personal(c, http.StatusOK, Invitation{
		Code: inv.Code, URL: kit.SiteURL(c, "/m/register", url.Values{"ref": {inv.Code}}),
		Invited: inv.Invited, Earned: amount.Format(inv.Earned), PerFriend: amount.Format(inv.PerFriend),
		MinDeposit: amount.Format(inv.MinDeposit), Currency: kit.Currency(c),
	})
}

// rainer is the red-envelope rain's calls.
type rainer interface {
	RedEnvelopes(ctx context.Context, s adapters.Scope) (adapters.RedEnvelopes, error)
	ClaimRedEnvelope(ctx context.Context, s adapters.Scope, eventID, idempotencyKey string) (decimal.Decimal, error)
}

// RedEnvelopeEvent is one rain.
type RedEnvelopeEvent struct {
	ID       string  `json:"id"`
	StartsAt string  `json:"startsAt"`
	EndsAt   string  `json:"endsAt"`
	Claimed  bool    `json:"claimed"`
	Amount   *string `json:"amount"` // caught; null until then
	Min      string  `json:"min"`
	Max      string  `json:"max"`
}

// RedEnvelopes is the answer of GET /red-envelopes: the rain on now (null when none) and the
// next one (null when none is planned).
type RedEnvelopes struct {
	Current  *RedEnvelopeEvent `json:"current"`
	Next     *RedEnvelopeEvent `json:"next"`
	Currency string            `json:"currency"`
}

func eventOf(c echo.Context, e *adapters.RedEnvelopeEvent) *RedEnvelopeEvent {
	if e == nil {
		return nil
	}
	out := &RedEnvelopeEvent{ID: e.ID, StartsAt: kit.Time(c, e.Start), EndsAt: kit.Time(c, e.End), Claimed: e.Claimed, Min: amount.Format(e.Min), Max: amount.Format(e.Max)}
	if e.Claimed {
		a := amount.Format(e.Amount)
		out.Amount = &a
	}
	return out
}

// redEnvelopes answers the rain (the site's REDRAIN3 switch).
func (h *handler) redEnvelopes(c echo.Context) error {
	m, b, err := h.open(c, kit.Members, SwitchRedEnvelopes)
	if err != nil {
		return err
	}
	r, err := b.RedEnvelopes(kit.Ctx(c), m.Scope)
	if err != nil {
		return err
	}
	return kit.Personal(c, http.StatusOK, RedEnvelopes{Current: eventOf(c, r.Current), Next: eventOf(c, r.Next), Currency: kit.Currency(c)})
}

// RedEnvelopeRequest is the body of POST /red-envelopes/claims.
type RedEnvelopeRequest struct {
	EventID string `json:"eventId"`
}

// RedEnvelopeClaim is the answer of POST /red-envelopes/claims.
type RedEnvelopeClaim struct {
	EventID  string `json:"eventId"`
	Amount   string `json:"amount"`
	Currency string `json:"currency"`
}

var eventPattern = regexp.MustCompile(`^[A-Za-z0-9_-]{1,40}$`)

// claimRedEnvelope catches the player's envelope of the rain that is on (its guards saw the
// switch on). The rain is read first: one that is not on, or whose envelope is caught, is
// refused before anything is sent.
func (h *handler) claimRedEnvelope(c echo.Context, m kit.Member, req RedEnvelopeRequest) error {
	b := h.Backends.Of(c).Rewards
	r, err := b.RedEnvelopes(kit.Ctx(c), m.Scope)
	if err != nil {
		return err
	}
	switch {
	case r.Current == nil || r.Current.ID != req.EventID:
		return errNotClaimable
	case r.Current.Claimed:
		return errClaimed
	}
	got, err := b.ClaimRedEnvelope(kit.Ctx(c), m.Scope, req.EventID, kit.Key(c))
	if err != nil {
		return refusals.Answer(err)
	}
	return kit.Personal(c, http.StatusCreated, RedEnvelopeClaim{EventID: req.EventID, Amount: amount.Format(got), Currency: kit.Currency(c)})
}

// parseRedEnvelope checks a red envelope's claim: the rain's id.
func parseRedEnvelope(_ echo.Context, r *RedEnvelopeRequest) error {
	if !eventPattern.MatchString(r.EventID) {
		return kit.Required("eventId", "the rain's id")
	}
	return nil
}
