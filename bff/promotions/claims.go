package promotions

import (
	"context"
	"net/http"
	"slices"

	"github.com/labstack/echo/v4"

	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/bff/amount"
	"github.com/casinobff/bff/bff/httpx"
	"github.com/casinobff/bff/bff/kit"
	"github.com/casinobff/bff/bff/sites"
)

// claimer is what a promotion's claim calls: the standings first, then the claim.
type claimer interface {
	standings
	Claim(ctx context.Context, s adapters.Scope, promotionID, idempotencyKey string) (adapters.PromotionClaim, error)
	ClaimRaffle(ctx context.Context, s adapters.Scope, promotionID, idempotencyKey string) (adapters.PromotionClaim, error)
}

// Claim is the answer of a claim: the promotion's status after it and what was paid.
type Claim struct {
	PromotionID string `json:"promotionId"`
	Status      string `json:"status"` // claimed, or joined for a promotion one joins
	Amount      string `json:"amount"` // credited to the main wallet; 0.00 for a join
	Currency    string `json:"currency"`
}

var (
	errNotClaimable = httpx.NewError(httpx.CodeNotClaimable, "There is nothing to claim here now.")
	errApply        = httpx.NewError(httpx.CodeNotClaimable, "This promotion is joined by an application: send one with a comment and pictures.")
	errClaimed      = httpx.NewError(httpx.CodeAlreadyClaimed, "This was claimed already.")
)

// refusals is what an upstream refusal of a claim is answered; others pass on as they are.
var refusals = kit.Refusals{
	adapters.ErrPromotionUnknown:       errNotFound,
	adapters.ErrNotClaimable:           errNotClaimable,
	adapters.ErrAlreadyClaimed:         errClaimed,
	adapters.ErrIdempotencyKeyConflict: kit.ErrKeyConflict,
}

// claim claims a promotion's bonus (the raffle's through its own call), or joins it, as the
// player's standing allows. The standing is read first: a promotion with nothing to claim is
// refused before anything is sent, and the key stays free.
func (h *handler) claim(c echo.Context, m kit.Member, _ kit.NoBody) error {
	id := c.Param("id")
	if !idPattern.MatchString(id) {
		return errNotFound
	}
	b := h.Backends.Of(c).Rewards
	entries, err := b.Statuses(kit.Ctx(c), m.Scope)
	if err != nil {
		return err
	}
	i := slices.IndexFunc(entries, func(e adapters.PromotionEntry) bool { return e.PromotionID == id })
	if i < 0 {
		return h.untracked(c, id)
	}
	e := entries[i]
	switch {
	case e.Status == adapters.PromotionClaimed || e.Status == adapters.PromotionIssued:
		return errClaimed
	case e.Status == adapters.PromotionJoin && e.ByApplication:
		return errApply
	case e.Status == adapters.PromotionJoin && e.Kind != adapters.KindReferral, e.Status == adapters.PromotionClaimable:
	default:
		return errNotClaimable
	}
	key := kit.Key(c)
	var got adapters.PromotionClaim
	if e.Kind == adapters.KindRaffle {
		got, err = b.ClaimRaffle(kit.Ctx(c), m.Scope, id, key)
	} else {
		got, err = b.Claim(kit.Ctx(c), m.Scope, id, key)
	}
	if err != nil {
		return refusals.Answer(err)
	}
	status := adapters.PromotionClaimed
	if got.Status == adapters.PromotionJoined {
		status = adapters.PromotionJoined
	}
	return kit.Personal(c, http.StatusCreated, Claim{PromotionID: id, Status: string(status), Amount: amount.Format(got.Amount), Currency: kit.Currency(c)})
}

// untracked answers a claim of a promotion the player has no standing on: not_found when no such
// promotion is published, else nothing to claim.
func (h *handler) untracked(c echo.Context, id string) error {
	lists, err := h.Backends.Of(c).Content.Announcements(kit.Ctx(c), adapters.Scope{Language: sites.Language(c)}, adapters.AnnouncementQuery{Types: []string{"PR"}})
	if err != nil {
		return err
	}
	if slices.ContainsFunc(lists.Promotions, func(a adapters.Announcement) bool { return a.ID == id }) {
		return errNotClaimable
	}
	return errNotFound
}
