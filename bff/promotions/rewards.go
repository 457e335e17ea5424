package promotions

import (
	"cmp"
	"context"
	"net/http"
	"slices"

	"github.com/labstack/echo/v4"
	"github.com/shopspring/decimal"
	"golang.org/x/sync/errgroup"

	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/bff/amount"
	"github.com/casinobff/bff/bff/kit"
	"github.com/casinobff/bff/bff/richtext"
	"github.com/casinobff/bff/bff/sites"
)

// rewardReader is the reward centre's call.
type rewardReader interface {
	Rewards(ctx context.Context, s adapters.Scope) ([]adapters.Reward, error)
}

// Reward is one entry of the reward centre. A claimable one is claimed with POST
// /promotions/{promotionId}/claims.
type Reward struct {
	ID          string  `json:"id"`
	Kind        string  `json:"kind"` // bonus, raffle or signup
	PromotionID string  `json:"promotionId"`
	Title       string  `json:"title"`
	Amount      string  `json:"amount"`
	Status      string  `json:"status"` // claimable, claimed, pending, expired, not_eligible
	CreatedAt   *string `json:"createdAt"`
	ClaimedAt   *string `json:"claimedAt"`
	ExpiresAt   *string `json:"expiresAt"`
	Tickets     int     `json:"tickets"`
	DrawAt      *string `json:"drawAt"` // the raffle's draw
}

// Rewards is the answer of GET /rewards: what the player can claim, first, then the rest.
type Rewards struct {
	Items     []Reward `json:"items"`
	Claimable string   `json:"claimable"` // the sum of what can be claimed now
	Claimed   string   `json:"claimed"`   // the sum of what the list shows claimed
	Currency  string   `json:"currency"`
}

// rewards answers the reward centre: the player's rewards, titled by their promotions where the
// upstream names none.
func (h *handler) rewards(c echo.Context) error {
	m, b, err := h.open(c, kit.Members, "")
	if err != nil {
		return err
	}
	content := h.Backends.Of(c).Content
	var (
		list   []adapters.Reward
		titles = map[string]string{}
	)
	g, gctx := errgroup.WithContext(kit.Ctx(c))
	g.Go(func() (err error) {
		list, err = b.Rewards(gctx, m.Scope)
		return err
	})
	g.Go(func() error {
		// The titles are a nicety: without them the entries stand.
		lists, err := content.Announcements(gctx, adapters.Scope{Language: sites.Language(c)}, adapters.AnnouncementQuery{Types: []string{"PR"}})
		if err == nil {
			for _, a := range lists.Promotions {
				titles[a.ID] = richtext.Text(a.Title)
			}
		}
		return nil
	})
	if err := g.Wait(); err != nil {
		return err
	}
	out := Rewards{Items: make([]Reward, 0, len(list)), Currency: kit.Currency(c)}
	claimable, claimed := decimal.Zero, decimal.Zero
	for _, r := range list {
		out.Items = append(out.Items, Reward{
			ID: r.ID, Kind: string(r.Kind), PromotionID: r.PromotionID, Title: cmp.Or(richtext.Text(r.Title), titles[r.PromotionID]),
			Amount: amount.Format(r.Amount), Status: string(r.Status), CreatedAt: when(c, r.CreatedAt), ClaimedAt: when(c, r.ClaimedAt),
			ExpiresAt: when(c, r.ExpiresAt), Tickets: r.Tickets, DrawAt: when(c, r.DrawAt),
		})
		switch r.Status {
		case adapters.RewardClaimable:
			claimable = claimable.Add(r.Amount)
		case adapters.RewardClaimed:
			claimed = claimed.Add(r.Amount)
		}
	}
	// Claimable first, keeping the upstream's order otherwise.
	slices.SortStableFunc(out.Items, func(x, y Reward) int {
		return cmp.Compare(rank(x.Status), rank(y.Status))
	})
	out.Claimable, out.Claimed = amount.Format(claimable), amount.Format(claimed)
	return kit.Personal(c, http.StatusOK, out)
}

func rank(status string) int {
	if status == string(adapters.RewardClaimable) {
		return 0
	}
	return 1
}
