package wallet_test

import (
	"net/http"
	"testing"
	"time"

	"github.com/shopspring/decimal"

	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/bff/bfftest"
	"github.com/casinobff/bff/bff/httpx"
	"github.com/casinobff/bff/bff/sites"
	"github.com/casinobff/bff/bff/wallet"
)

func day(s string) time.Time {
	t, err := time.ParseInLocation("2006-01-02", s, sites.Zone)
	if err != nil {
		panic(err)
	}
	return t
}

// The records' queries: days in the site's zone (today by default, at 18:00 in Dhaka), at
// most 90 of them, pages of 1 to 50, and each record's own filter.
func TestRecordQueries(t *testing.T) {
	tests := []struct {
		name, target string
		want         adapters.RecordQuery
	}{
		{"today by default", "/api/v1/deposits", adapters.RecordQuery{From: day("2026-11-22"), To: day("2026-11-22"), Page: 1, PageSize: 20}},
		{
			"a range and a page", "/api/v1/withdrawals?from=2026-10-01&to=2026-11-22&status=approved&page=3&pageSize=50",
			adapters.RecordQuery{From: day("2026-10-01"), To: day("2026-11-22"), Status: adapters.StatusApproved, Page: 3, PageSize: 50},
		},
		{
			"ninety days", "/api/v1/records/transactions?from=2026-08-25&to=2026-11-22&type=transfer_in",
			adapters.RecordQuery{From: day("2026-08-25"), To: day("2026-11-22"), Type: "transfer_in", Page: 1, PageSize: 20},
		},
		{
			"a bet category", "/api/v1/records/bets?category=RNG&pageSize=1",
			adapters.RecordQuery{From: day("2026-11-22"), To: day("2026-11-22"), Type: "RNG", Page: 1, PageSize: 1},
		},
		{
			"profit and loss", "/api/v1/records/profit-loss?from=2026-11-01",
			adapters.RecordQuery{From: day("2026-11-01"), To: day("2026-11-22")},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m := newMoney(t)
			betRecordOn(m.h)
			bfftest.WantStatus(t, m.do(http.MethodGet, tt.target, ""), http.StatusOK)
			q := m.fake.Queries()
			if len(q) != 1 || !q[0].From.Equal(tt.want.From) || !q[0].To.Equal(tt.want.To) || q[0].Type != tt.want.Type ||
				q[0].Status != tt.want.Status || q[0].Page != tt.want.Page || q[0].PageSize != tt.want.PageSize {
				t.Fatalf("asked %+v, want %+v", q, tt.want)
			}
		})
	}
}

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
			betRecordOn(m.h)
			if got, _ := fields(t, m.do(http.MethodGet, tt.target, "")); !equal(got, tt.want) {
				t.Fatalf("fields %v, want %v", got, tt.want)
			}
			if len(m.fake.Queries()) != 0 {
				t.Error("a bad query reached the upstream")
			}
		})
	}
}

// The bet record needs the site's TRANSBETREPMEM3 switch.
func TestBetRecordSwitch(t *testing.T) {
	m := newMoney(t)
	bfftest.ExpectProblem(t, m.do(http.MethodGet, "/api/v1/records/bets", ""), http.StatusForbidden, httpx.CodeFeatureDisabled)
	if m.fake.Calls("Bets") != 0 {
		t.Error("the bets were read")
	}
	betRecordOn(m.h)
	bfftest.WantStatus(t, m.do(http.MethodGet, "/api/v1/records/bets", ""), http.StatusOK)
}

func TestRecords(t *testing.T) {
	m := newMoney(t)
	betRecordOn(m.h)
	at := time.Date(2026, 11, 22, 4, 15, 0, 0, time.UTC)
	d := decimal.RequireFromString
	m.fake.Movements = adapters.TransactionPage{
		Items: []adapters.Transaction{
			{ID: "t2", Time: at, Type: adapters.TxTransferOut, Wallet: "MAIN", Amount: d("-100"), BalanceAfter: d("9900"), Reference: "tr1"},
			{ID: "t1", Time: at, Type: adapters.TxDeposit, Wallet: "MAIN", Amount: d("1000.5"), BalanceAfter: d("10000")},
		},
		Page: 1, TotalPages: 1, In: d("1000.5"), Out: d("100"),
	}
	tx := bfftest.Decode[wallet.TransactionPage](t, m.do(http.MethodGet, "/api/v1/records/transactions", "").Body.Bytes())
	if tx.Items[0].Amount != "-100.00" || tx.Items[0].Time != "2026-11-22T10:15:00+06:00" || tx.Totals != (wallet.TransactionTotals{In: "1000.50", Out: "100.00", Net: "900.50"}) {
		t.Fatalf("%+v", tx)
	}

	m.fake.BetRecord = adapters.BetPage{
		Items: []adapters.Bet{{ID: "b1", Time: at, Category: "RNG", Vendor: "JL", GameName: "Super Ace", Stake: d("50"), Payout: d("20"), Settled: true}},
		Page:  1, TotalPages: 1, Stake: d("50"), Payout: d("20"),
	}
	bets := bfftest.Decode[wallet.BetPage](t, m.do(http.MethodGet, "/api/v1/records/bets", "").Body.Bytes())
	if bets.Items[0].Profit != "-30.00" || bets.Totals.Profit != "-30.00" {
		t.Fatalf("%+v", bets)
	}

	m.fake.ProfitLosses = []adapters.ProfitLoss{
		{Category: "RNG", Stake: d("500"), Payout: d("620.25"), Bets: 12},
		{Category: "LIVE", Stake: d("300"), Payout: d("100"), Bets: 3},
	}
	pl := bfftest.Decode[wallet.ProfitLossReport](t, m.do(http.MethodGet, "/api/v1/records/profit-loss?from=2026-11-01", "").Body.Bytes())
	if pl.From != "2026-11-01" || pl.To != "2026-11-22" || len(pl.Items) != 2 || pl.Items[0].Profit != "120.25" ||
		pl.Totals != (wallet.BetTotals{Stake: "800.00", Payout: "720.25", Profit: "-79.75"}) {
		t.Fatalf("%+v", pl)
	}

	// An empty record is an empty list, never null.
	if rec := m.do(http.MethodGet, "/api/v1/deposits", ""); rec.Body.String() != `{"items":[],"page":1,"totalPages":0,"totals":{"approved":"0.00"}}`+"\n" {
		t.Fatalf("%s", rec.Body)
	}
}
