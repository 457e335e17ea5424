package upstream

import (
	"context"
	"fmt"
	"time"

	"github.com/shopspring/decimal"

	"github.com/casinobff/bff/adapters"
)

// The records: every movement of the account, the bets, and profit and loss by game type.

// txTypes are the platform's movement types and what they are to the BFF.
var txTypes = map[string]adapters.TransactionType{
	"DEPOSIT":         adapters.TxDeposit,
	"WITHDRAW":        adapters.TxWithdrawal,
	"WITHDRAW_RETURN": adapters.TxWithdrawalReturn,
	"TRANSFER_OUT":    adapters.TxTransferOut,
	"TRANSFER_IN":     adapters.TxTransferIn,
	"BET":             adapters.TxBet,
	"WIN":             adapters.TxWin,
	"BONUS":           adapters.TxBonus,
	"REBATE":          adapters.TxRebate,
	"ADJUST":          adapters.TxAdjustment,
}

// wireTxType is the platform's name of a movement type.
func wireTxType(t adapters.TransactionType) (string, bool) {
	for wire, tt := range txTypes {
		if tt == t {
			return wire, true
		}
	}
	return "", false
}

// Transactions reads one page of the account record. A movement of a type the adapter does not
// know reads as an adjustment: it still moved money, and the record must still add up.
func (m *Money) Transactions(ctx context.Context, s adapters.Scope, q adapters.RecordQuery) (adapters.TransactionPage, error) {
	query := recordQuery(q)
	if q.Type != "" {
		t, ok := wireTxType(adapters.TransactionType(q.Type))
		if !ok {
			return adapters.TransactionPage{}, fmt.Errorf("%w: transaction type %q", adapters.ErrInvalidInput, q.Type)
		}
		query.Set("txType", t)
	}
	var v struct {
		wirePage
		Content []struct {
			TxID         wireID          `json:"txId"`
			TxTime       string          `json:"txTime"`
			TxType       string          `json:"txType"`
			WalletType   string          `json:"walletType"`
			Amount       decimal.Decimal `json:"amount"`
			BalanceAfter decimal.Decimal `json:"balanceAfter"`
			RefNo        string          `json:"refNo"`
		} `json:"content"`
		TotalIn  decimal.Decimal `json:"totalIn"`
		TotalOut decimal.Decimal `json:"totalOut"`
	}
	call := Call{Op: "Transactions", Path: pathTransactions, Query: query, Module: moduleTransactions}
	if err := m.c.Do(ctx, s, call, &v); err != nil {
		return adapters.TransactionPage{}, err
	}
	out := adapters.TransactionPage{
		Items: make([]adapters.Transaction, 0, len(v.Content)), Page: v.page(q), TotalPages: v.TotalPages,
		// Some back offices sign the money out, some do not: both are the same sum.
		In: v.TotalIn.Abs(), Out: v.TotalOut.Abs(),
	}
	for _, t := range v.Content {
		typ, ok := txTypes[t.TxType]
		if !ok {
			typ = adapters.TxAdjustment
		}
		out.Items = append(out.Items, adapters.Transaction{
			ID: string(t.TxID), Time: m.wallTime(t.TxTime), Type: typ, Wallet: t.WalletType,
			Amount: t.Amount, BalanceAfter: t.BalanceAfter, Reference: t.RefNo,
		})
	}
	return out, nil
}

// Bets reads one page of the bet record; q.Type is a game category.
func (m *Money) Bets(ctx context.Context, s adapters.Scope, q adapters.RecordQuery) (adapters.BetPage, error) {
	query := recordQuery(q)
	if q.Type != "" {
		query.Set("gameType", q.Type)
	}
	var v struct {
		wirePage
		Content []struct {
			BetID     wireID          `json:"betId"`
			BetTime   string          `json:"betTime"`
			GameType  string          `json:"gameType"`
			Vassalage string          `json:"vassalage"`
			GameID    wireID          `json:"gameId"`
			GameName  string          `json:"gameName"`
			BetAmount decimal.Decimal `json:"betAmount"`
			Payout    decimal.Decimal `json:"payout"`
			Settled   bool            `json:"settled"`
		} `json:"content"`
		TotalBet    decimal.Decimal `json:"totalBet"`
		TotalPayout decimal.Decimal `json:"totalPayout"`
	}
	if err := m.get(ctx, s, "Bets", pathBets, query, &v); err != nil {
		return adapters.BetPage{}, err
	}
	out := adapters.BetPage{
		Items: make([]adapters.Bet, 0, len(v.Content)), Page: v.page(q), TotalPages: v.TotalPages,
		Stake: v.TotalBet, Payout: v.TotalPayout,
	}
	for _, b := range v.Content {
		out.Items = append(out.Items, adapters.Bet{
			ID: string(b.BetID), Time: m.wallTime(b.BetTime), Category: b.GameType, Vendor: b.Vassalage,
			GameID: string(b.GameID), GameName: b.GameName, Stake: b.BetAmount, Payout: b.Payout, Settled: b.Settled,
		})
	}
	return out, nil
}

// ProfitLoss reads the profit and loss of each game type over the days from and to.
func (m *Money) ProfitLoss(ctx context.Context, s adapters.Scope, from, to time.Time) ([]adapters.ProfitLoss, error) {
	query := recordQuery(adapters.RecordQuery{From: from, To: to})
	query.Del("pageNo")
	query.Del("pageSize")
	var v []struct {
		GameType  string          `json:"gameType"`
		BetCount  int             `json:"betCount"`
		BetAmount decimal.Decimal `json:"betAmount"`
		Payout    decimal.Decimal `json:"payout"`
	}
	call := Call{Op: "ProfitLoss", Path: pathProfitLoss, Query: query, Module: moduleProfitLoss}
	if err := m.c.Do(ctx, s, call, &v); err != nil {
		return nil, err
	}
	out := make([]adapters.ProfitLoss, 0, len(v))
	for _, r := range v {
		out = append(out, adapters.ProfitLoss{Category: r.GameType, Stake: r.BetAmount, Payout: r.Payout, Bets: r.BetCount})
	}
	return out, nil
}
