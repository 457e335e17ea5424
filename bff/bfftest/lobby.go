package bfftest

import (
	"context"

	"github.com/casinobff/bff/adapters"
)

// The in-memory backends' lottery lobby, news and live-chat hosts: empty, as the tests over
// them (the harness's) need none; the features that show them are tested over the fake upstream.

// Lotteries implements adapters.GameCatalog.
func (f *Catalog) Lotteries(_ context.Context, s adapters.Scope) (adapters.LotteryList, error) {
	source, err := f.answer(s, "Lotteries")
	return adapters.LotteryList{Items: []adapters.Lottery{}, Source: source}, err
}

// LotteryDraws implements adapters.GameCatalog.
func (f *Catalog) LotteryDraws(_ context.Context, s adapters.Scope, gameID string) (adapters.LotteryDraws, error) {
	source, err := f.answer(s, "LotteryDraws")
	return adapters.LotteryDraws{GameID: gameID, Drawn: []adapters.LotteryResult{}, Source: source}, err
}

// LobbyNews implements adapters.GameCatalog.
func (f *Catalog) LobbyNews(_ context.Context, s adapters.Scope) (adapters.LobbyNews, error) {
	source, err := f.answer(s, "LobbyNews")
	return adapters.LobbyNews{Items: []adapters.LobbyNewsItem{}, Source: source}, err
}

// LiveModels implements adapters.Content.
func (f *Content) LiveModels(_ context.Context, s adapters.Scope) (adapters.LiveModels, error) {
	source, err := f.answer(s, "LiveModels")
	return adapters.LiveModels{Items: []adapters.LiveModel{}, Source: source}, err
}
