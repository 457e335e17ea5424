package cached

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/casinobff/bff/adapters"
)

func (f *fakeCatalog) Lotteries(ctx context.Context, s adapters.Scope) (adapters.LotteryList, error) {
	_, err := f.call(ctx, s)
	return adapters.LotteryList{}, err
}

// LotteryDraws answers the call's ordinal as the issue, so a test can tell answers apart.
func (f *fakeCatalog) LotteryDraws(ctx context.Context, s adapters.Scope, gameID string) (adapters.LotteryDraws, error) {
	n, err := f.call(ctx, s)
	return adapters.LotteryDraws{GameID: gameID, Next: adapters.LotteryIssue{Issue: string(rune('0' + n))}}, err
}

func (f *fakeCatalog) LobbyNews(ctx context.Context, s adapters.Scope) (adapters.LobbyNews, error) {
	_, err := f.call(ctx, s)
	return adapters.LobbyNews{}, err
}

func (f *fakeContent) LiveModels(ctx context.Context, s adapters.Scope) (adapters.LiveModels, error) {
	_, err := f.call(ctx, s)
	return adapters.LiveModels{}, err
}

// A lottery's draws are fresh for DrawTTL, not the catalogue's TTL, while the list keeps the
// catalogue's; an outage is bridged with the last draws, marked stale.
func TestDrawsAreFreshForSeconds(t *testing.T) {
	f := newFixture()
	if _, err := f.games.Lotteries(t.Context(), en); err != nil {
		t.Fatal(err)
	}
	first, err := f.games.LotteryDraws(t.Context(), en, "TCG0001")
	if err != nil {
		t.Fatal(err)
	}
	f.clock.advance(DrawTTL - time.Second)
	if again, _ := f.games.LotteryDraws(t.Context(), en, "TCG0001"); again.Next.Issue != first.Next.Issue || f.up.calls.Load() != 2 {
		t.Errorf("within DrawTTL: issue %q (first %q), %d upstream calls; want the kept answer", again.Next.Issue, first.Next.Issue, f.up.calls.Load())
	}
	f.clock.advance(2 * time.Second)
	fresh, err := f.games.LotteryDraws(t.Context(), en, "TCG0001")
	if err != nil || fresh.Next.Issue == first.Next.Issue || fresh.Stale {
		t.Errorf("past DrawTTL: issue %q (first %q), stale %v, %v; want a fresh answer", fresh.Next.Issue, first.Next.Issue, fresh.Stale, err)
	}
	if _, err := f.games.Lotteries(t.Context(), en); err != nil || f.up.calls.Load() != 3 {
		t.Errorf("the list within the catalogue's TTL: %d upstream calls, %v; want it kept", f.up.calls.Load(), err)
	}
	f.up.fail(adapters.ErrUnavailable)
	f.clock.advance(DrawTTL + time.Second)
	stale, err := f.games.LotteryDraws(t.Context(), en, "TCG0001")
	if err != nil || !stale.Stale || stale.Next.Issue != fresh.Next.Issue {
		t.Errorf("during an outage: %+v, %v; want the last draws, stale", stale, err)
	}
	if _, err := f.games.LotteryDraws(t.Context(), en, "TCG0081"); !errors.Is(err, adapters.ErrUnavailable) {
		t.Errorf("a lottery never read during an outage: %v, want unavailable", err)
	}
}
