package fakeupstream

import (
	"fmt"
	"net/http"
	"strings"
	"time"

	"github.com/shopspring/decimal"

	"github.com/casinobff/bff/adapters/fakeupstream/internal/wire"
)

// The back office's side of the rewards, for tests and for people trying the site: set a member's
// status on a promotion (a bonus offered, an application approved), end the red-envelope rain
// that is on, and read what a member's rewards are. Each is a Go method of Server and a call under
// /__promotions on the control mux (docs/UPSTREAM.md).

func (s *Server) promotionControl(c *http.ServeMux) {
	c.HandleFunc("POST /__promotions/status", func(w http.ResponseWriter, r *http.Request) {
		var in struct {
			User, PromotionID, Status string
			Bonus                     decimal.Decimal
		}
		if readControl(w, r, &in) {
			controlAnswer(w, s.SetPromotionStatus(in.User, in.PromotionID, in.Status, in.Bonus))
		}
	})
	c.HandleFunc("POST /__promotions/red-rain/end", func(w http.ResponseWriter, _ *http.Request) {
		s.EndRedEnvelopeRain()
		controlAnswer(w, nil)
	})
}

// promotionStatusWords are the statuses SetPromotionStatus takes.
var promotionStatusWords = []string{
	wire.StatusJoin, wire.StatusClaim, wire.StatusApplying, wire.StatusClose, wire.StatusRejected, wire.StatusIssued,
	wire.StatusClaimed, wire.StatusProcess, wire.StatusJoined, wire.StatusComingSoon,
}

// SetPromotionStatus sets a member's status on a promotion, as the back office does when it
// offers a bonus (CLAIM, paying bonus; zero keeps the configured one) or decides an application
// (ISSUED, which pays the bonus into the ledger as the back office's own claim, REJECTED ...). A
// raffle's and the sign-up reward's statuses are their own: CLAIM, the only word they take, makes
// the prize or the reward claimable.
func (s *Server) SetPromotionStatus(user, promotionID, status string, bonus decimal.Decimal) error {
	status = strings.ToUpper(status)
	known := false
	for _, w := range promotionStatusWords {
		known = known || w == status
	}
	set, found := s.fx.promos.setting(promotionID)
	switch {
	case !known:
		return fmt.Errorf("status %q: %w", status, errBadControl)
	case !found:
		return fmt.Errorf("promotion %q: %w", promotionID, errNoSuchRecord)
	case bonus.IsNegative() || !bonus.Equal(bonus.Round(2)):
		return fmt.Errorf("bonus %s: %w", bonus, errBadControl)
	case (set.PromotionType == wire.PromotionRaffle || set.PromotionType == wire.PromotionSignUp) && status != wire.StatusClaim:
		return fmt.Errorf("status %q: a raffle's and the sign-up reward's only control status is CLAIM: %w", status, errBadControl)
	}
	return s.members.withMember(user, func(a *account, p *purse) error {
		now := s.clock()
		mr := s.rewards.of(a, &s.fx.promos, now)
		if bonus.IsPositive() {
			mr.bonus[promotionID] = bonus
		}
		switch set.PromotionType {
		case wire.PromotionRaffle:
			mr.raffle.status, mr.raffle.draw = rewardClaimable, now
			mr.raffle.tickets = max(mr.raffle.tickets, 1)
			if bonus.IsPositive() {
				mr.raffle.prize = bonus
			}
			return nil
		case wire.PromotionSignUp:
			mr.signUp.status, mr.signUp.created, mr.signUp.expires = rewardClaimable, now, now.AddDate(0, 0, 7)
			if bonus.IsPositive() {
				mr.signUp.amount = bonus
			}
		}
		if status == wire.StatusIssued {
			// the back office pays what it issues: the bonus enters the ledger and the claim list
			c := promoClaim{id: p.ids.id("PC"), promotionID: promotionID, status: rewardIssued, amount: mr.bonusOf(set), created: now, claimed: now}
			if c.amount.IsPositive() {
				if _, err := p.post(now, txBonus, mainWallet, c.amount, c.id); err != nil {
					return err
				}
			}
			mr.claims = append(mr.claims, c)
		}
		mr.status[promotionID] = status
		if status == wire.StatusClaim {
			mr.offered[promotionID] = now
		}
		return nil
	})
}

// EndRedEnvelopeRain ends the rain that is on now: the next one comes the configured hours after
// the start of the one that ended.
func (s *Server) EndRedEnvelopeRain() {
	s.members.mu.Lock()
	defer s.members.mu.Unlock()
	set := s.fx.promos.settings.RedEnvelope
	if current, _ := s.rewards.rain.rains(s.clock(), set); current != nil {
		s.rewards.rain.anchor = s.clock().Add(-time.Duration(set.Minutes) * time.Minute)
	}
}
