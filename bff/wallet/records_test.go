package wallet_test

import (
	"net/http"
	"net/url"
	"testing"
	"time"

	"github.com/shopspring/decimal"

	"github.com/casinobff/bff/bff/bfftest"
	"github.com/casinobff/bff/bff/httpx"
	"github.com/casinobff/bff/bff/moneyview"
	"github.com/casinobff/bff/bff/wallet"
)

// The records' queries: days in the site's zone (today by default, at 18:00 in Dhaka), at
// most 90 of them, pages of 1 to 50, and each record's own filter, as the upstream is asked.
func TestRecordQueries(t *testing.T) {
	tests := []struct {
		name, target, upPath string
		want                 url.Values
	}{
		{
			"today by default", "/api/v1/deposits", upDepositRecord,
			url.Values{"startDate": {"2026-11-22"}, "endDate": {"2026-11-22"}, "pageNo": {"1"}, "pageSize": {"20"}},
		},
		{
			"a range and a page", "/api/v1/withdrawals?from=2026-10-01&to=2026-11-22&status=approved&page=3&pageSize=50", upWithdrawRecord,
			url.Values{"startDate": {"2026-10-01"}, "endDate": {"2026-11-22"}, "status": {"APPROVED"}, "pageNo": {"3"}, "pageSize": {"50"}},
		},
		{
			"ninety days", "/api/v1/records/transactions?from=2026-08-25&to=2026-11-22&type=transfer_in", upTransactions,
			url.Values{"startDate": {"2026-08-25"}, "endDate": {"2026-11-22"}, "txType": {"TRANSFER_IN"}, "pageNo": {"1"}, "pageSize": {"20"}},
		},
		{
			"a bet category", "/api/v1/records/bets?category=RNG&pageSize=1", upBets,
			url.Values{"startDate": {"2026-11-22"}, "endDate": {"2026-11-22"}, "gameType": {"RNG"}, "pageNo": {"1"}, "pageSize": {"1"}},
		},
		{
			"profit and loss", "/api/v1/records/profit-loss?from=2026-11-01", upProfitLoss,
			url.Values{"startDate": {"2026-11-01"}, "endDate": {"2026-11-22"}},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m := newMoney(t)
			bfftest.WantStatus(t, m.do(http.MethodGet, tt.target, ""), http.StatusOK)
			q := m.fake().Requests(tt.upPath)
			if len(q) != 1 || !sameValues(q[0].Query, tt.want) {
				t.Fatalf("asked %+v, want %v", q, tt.want)
			}
		})
	}
}

// sameValues says whether got holds want's parameters (the client's own, such as the module
// id, aside).
func sameValues(got, want url.Values) bool {
	for _, k := range []string{"startDate", "endDate", "status", "txType", "gameType", "pageNo", "pageSize"} {
		if got.Get(k) != want.Get(k) {
			return false
		}
	}
	return true
}

// records are the record calls upstream.
var records = []string{upDepositRecord, upWithdrawRecord, upTransactions, upBets, upProfitLoss}

func TestRecordQueryValidation(t *testing.T) {
	tests := []struct {
		name, target string
		want         map[string]string
	}{
		{"not dates", "/api/v1/deposits?from=22/11/2026&to=2026-13-01", map[string]string{"from": "invalid", "to": "invalid"}},
		{"backwards", "/api/v1/deposits?from=2026-11-22&to=2026-11-21", map[string]string{"to": "out_of_range"}},
		{"ninety-one days", "/api/v1/withdrawals?from=2026-08-24&to=2026-11-22", map[string]string{"to": "out_of_range"}},
		{"pages", "/api/v1/records/transactions?page=0&pageSize=51", map[string]string{"page": "out_of_range", "pageSize": "out_of_range"}},
		{"not numbers", "/api/v1/records/transactions?page=one&pageSize=2.5", map[string]string{"page": "invalid", "pageSize": "invalid"}},
		{"a status", "/api/v1/deposits?status=lost", map[string]string{"status": "invalid"}},
		{"a transaction type", "/api/v1/records/transactions?type=gift", map[string]string{"type": "invalid"}},
		{"a category", "/api/v1/records/bets?category=rng-x", map[string]string{"category": "invalid"}},
		{"profit and loss", "/api/v1/records/profit-loss?from=2026-11-23", map[string]string{"to": "out_of_range"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m := newMoney(t)
			if got, _ := fields(t, m.do(http.MethodGet, tt.target, "")); !equal(got, tt.want) {
				t.Fatalf("fields %v, want %v", got, tt.want)
			}
			if m.hits(records...) != 0 {
				t.Error("a bad query reached the upstream")
			}
		})
	}
}

// The bet record needs the site's TRANSBETREPMEM3 switch, which the back office's white label
// turns.
func TestBetRecordSwitch(t *testing.T) {
	m := newMoney(t)
	m.fake().SetSwitch(wallet.SwitchBetRecord, false)
	bfftest.ExpectProblem(t, m.do(http.MethodGet, "/api/v1/records/bets", ""), http.StatusForbidden, httpx.CodeFeatureDisabled)
	if m.hits(upBets) != 0 {
		t.Error("the bets were read")
	}
	m.fake().SetSwitch(wallet.SwitchBetRecord, true)
	m.s.Clock.Advance(bfftest.CacheTTL + time.Second) // the site's settings are read again
	bfftest.WantStatus(t, m.do(http.MethodGet, "/api/v1/records/bets", ""), http.StatusOK)
}

func TestRecords(t *testing.T) {
	m := newMoney(t)
	m.answering(`{"content": [
		{"txId": "t2", "txTime": "2026-11-22 04:15:00", "txType": "TRANSFER_OUT", "walletType": "MAIN", "amount": -100, "balanceAfter": 9900, "refNo": "tr1"},
		{"txId": "t1", "txTime": "2026-11-22 04:15:00", "txType": "DEPOSIT", "walletType": "MAIN", "amount": 1000.5, "balanceAfter": 10000}],
		"pageNum": 1, "totalPages": 1, "totalIn": 1000.5, "totalOut": 100}`, upTransactions)
	// one type asked for: the back office's sums as they are (the canned answer answers any query,
	// so the transfers' own sums, asked for without a type, would be the same)
	tx := bfftest.Decode[wallet.TransactionPage](t, m.do(http.MethodGet, "/api/v1/records/transactions?type=deposit", "").Body.Bytes())
	if tx.Items[0].Amount != "-100.00" || tx.Items[0].Time != "2026-11-22T10:15:00+06:00" || tx.Totals != (wallet.TransactionTotals{In: "1000.50", Out: "100.00", Net: "900.50"}) {
		t.Fatalf("%+v", tx)
	}

	m.answering(`{"content": [{"betId": "b1", "betTime": "2026-11-22 04:15:00", "gameType": "RNG", "vassalage": "JL", "gameId": "JL0185",
		"gameName": "Super Ace", "betAmount": 50, "payout": 20, "settled": true}], "pageNum": 1, "totalPages": 1, "totalBet": 50, "totalPayout": 20}`, upBets)
	bets := bfftest.Decode[wallet.BetPage](t, m.do(http.MethodGet, "/api/v1/records/bets", "").Body.Bytes())
	if bets.Items[0].Profit != "-30.00" || bets.Totals.Profit != "-30.00" {
		t.Fatalf("%+v", bets)
	}

	m.answering(`[{"gameType": "RNG", "betCount": 12, "betAmount": 500, "payout": 620.25}, {"gameType": "LIVE", "betCount": 3, "betAmount": 300, "payout": 100}]`, upProfitLoss)
	pl := bfftest.Decode[wallet.ProfitLossReport](t, m.do(http.MethodGet, "/api/v1/records/profit-loss?from=2026-11-01", "").Body.Bytes())
	if pl.From != "2026-11-01" || pl.To != "2026-11-22" || len(pl.Items) != 2 || pl.Items[0].Profit != "120.25" ||
		pl.Totals != (moneyview.BetTotals{Stake: "800.00", Payout: "720.25", Profit: "-79.75"}) {
		t.Fatalf("%+v", pl)
	}

	// An empty record is an empty list, never null.
	m.answering(`{"content": [], "pageNum": 1, "totalPages": 0, "totalCount": 0, "approvedAmount": 0, "pendingAmount": 0}`, upDepositRecord)
	if rec := m.do(http.MethodGet, "/api/v1/deposits", ""); rec.Body.String() != `{"items":[],"page":1,"totalPages":0,"totals":{"approved":"0.00"}}`+"\n" {
		t.Fatalf("%s", rec.Body)
	}
}

// The account record's money in and out leave out the player's moves between their own wallets
// (the fake's demo01 moved money from the main wallet to game wallets and back today); the net is
// the same, and the transfers asked for alone are neither in nor out.
func TestTransactionTotalsLeaveOutOwnMoves(t *testing.T) {
	m := newMoney(t)
	day := bfftest.Decode[wallet.TransactionPage](t, m.do(http.MethodGet, "/api/v1/records/transactions?pageSize=50", "").Body.Bytes())
	if day.TotalPages != 1 {
		t.Fatalf("the day is on %d pages, want one", day.TotalPages)
	}
	in, out, moves := decimal.Zero, decimal.Zero, 0
	for _, tx := range day.Items {
		a := decimal.RequireFromString(tx.Amount)
		switch {
		case tx.Type == "transfer_in" || tx.Type == "transfer_out":
			moves++
		case a.IsPositive():
			in = in.Add(a)
		default:
			out = out.Sub(a)
		}
	}
	if moves == 0 {
		t.Fatal("no transfers today: the test proves nothing")
	}
	want := wallet.TransactionTotals{In: in.StringFixed(2), Out: out.StringFixed(2), Net: in.Sub(out).StringFixed(2)}
	if day.Totals != want {
		t.Errorf("totals %+v, want %+v (no transfer counted)", day.Totals, want)
	}
	for _, typ := range []string{"transfer_in", "transfer_out"} {
		only := bfftest.Decode[wallet.TransactionPage](t, m.do(http.MethodGet, "/api/v1/records/transactions?type="+typ, "").Body.Bytes())
		if len(only.Items) == 0 || only.Totals != (wallet.TransactionTotals{In: "0.00", Out: "0.00", Net: "0.00"}) {
			t.Errorf("%s: %d items, totals %+v, want none in or out", typ, len(only.Items), only.Totals)
		}
	}
}
