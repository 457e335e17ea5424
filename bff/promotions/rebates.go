package promotions

import (
	"context"
	"net/http"

	"github.com/labstack/echo/v4"

	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/bff/amount"
	"github.com/casinobff/bff/bff/kit"
)

// rebater is the manual rebate's calls.
type rebater interface {
	Rebates(ctx context.Context, s adapters.Scope) (adapters.Rebates, error)
	ClaimRebates(ctx context.Context, s adapters.Scope, idempotencyKey string) (adapters.RebateClaim, error)
}

// RebateLine is one game category's rebate.
type RebateLine struct {
	Category string `json:"category"` // the game category: RNG, LIVE, SPORTS ...
	Rate     string `json:"rate"`     // percent of the valid bets
	ValidBet string `json:"validBet"` // bets since the last claim
	Amount   string `json:"amount"`   // what a claim pays now
}

// Rebates is the answer of GET /rebates.
type Rebates struct {
	Items       []RebateLine `json:"items"`
	Total       string       `json:"total"`
	Minimum     string       `json:"minimum"`   // a claim below it is refused
	Claimable   bool         `json:"claimable"` // the total reaches the minimum
	LastClaimed *string      `json:"lastClaimed"`
	Currency    string       `json:"currency"`
}

// RebateClaim is the answer of POST /rebates/claims.
type RebateClaim struct {
	ID       string       `json:"id"`
	Amount   string       `json:"amount"`
	Items    []RebateLine `json:"items"`
	Currency string       `json:"currency"`
}

func linesOf(ls []adapters.RebateLine) []RebateLine {
	out := make([]RebateLine, 0, len(ls))
	for _, l := range ls {
		out = append(out, RebateLine{Category: l.Category, Rate: l.Rate.StringFixed(2), ValidBet: amount.Format(l.ValidBet), Amount: amount.Format(l.Amount)})
	}
	return out
}

// rebates answers what a manual rebate claim would pay now (the site's MANPLAYREB3 switch).
func (h *handler) rebates(c echo.Context) error {
	m, b, err := h.open(c, kit.Members, SwitchManualRebate)
	if err != nil {
		return err
	}
	r, err := b.Rebates(kit.Ctx(c), m.Scope)
	if err != nil {
		return err
	}
	return kit.Personal(c, http.StatusOK, Rebates{
		Items: linesOf(r.Lines), Total: amount.Format(r.Total), Minimum: amount.Format(r.Minimum),
		Claimable: r.Total.IsPositive() && !r.Total.LessThan(r.Minimum), LastClaimed: when(c, r.LastClaimed), Currency: kit.Currency(c),
	})
}

// claimRebates claims every category's rebate at once (its guards saw the switch on). What it
// would pay is read first: a total under the minimum is refused before anything is sent, and
// the key stays free.
func (h *handler) claimRebates(c echo.Context, m kit.Member, _ kit.NoBody) error {
	b := h.Backends.Of(c).Rewards
	r, err := b.Rebates(kit.Ctx(c), m.Scope)
	if err != nil {
		return err
	}
	if !r.Total.IsPositive() || r.Total.LessThan(r.Minimum) {
		return errNotClaimable
	}
	got, err := b.ClaimRebates(kit.Ctx(c), m.Scope, kit.Key(c))
	if err != nil {
		return refusals.Answer(err)
	}
	return kit.Personal(c, http.StatusCreated, RebateClaim{ID: got.ID, Amount: amount.Format(got.Amount), Items: linesOf(got.Lines), Currency: kit.Currency(c)})
}
