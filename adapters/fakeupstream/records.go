package fakeupstream

import (
	"net/http"
	"net/url"
	"slices"
	"sort"
	"time"

	"github.com/shopspring/decimal"

	"github.com/casinobff/bff/adapters/fakeupstream/internal/wire"
)

// The records, all read from the ledger and the records beside it, newest first, over a range
// of days of the back office's zone: deposits, withdrawals, every movement, bets, and profit and
// loss by game type.

// recordQuery is a record call's range and page; false means a refusal has been answered.
func (s *Server) recordQuery(w http.ResponseWriter, q url.Values) (dayRange, int, int, bool) {
	days, err := s.dayRange(q)
	if err != nil {
		badParam(w, err)
		return dayRange{}, 0, 0, false
	}
	page, size, err := paging(q, "pageNo", defaultRecordPageSize)
	if err != nil {
		badParam(w, err)
		return dayRange{}, 0, 0, false
	}
	return days, page, size, true
}

// statusFilter is a record's status parameter: PENDING, APPROVED, REJECTED or absent.
func statusFilter(w http.ResponseWriter, q url.Values) (string, bool) {
	switch st := q.Get("status"); st {
	case "", statusPending, statusApproved, statusRejected:
		return st, true
	default:
		refuse(w, http.StatusBadRequest, "param.invalid", "status is PENDING, APPROVED or REJECTED")
		return "", false
	}
}

// statusRecord is what the deposit and withdrawal records read of one of theirs.
type statusRecord struct {
	created time.Time
	status  string
	amount  decimal.Decimal
}

func (d *deposit) record() statusRecord     { return statusRecord{d.created, d.status, d.amount} }
func (wd *withdrawal) record() statusRecord { return statusRecord{wd.created, wd.status, wd.amount} }

// statusReport answers the deposit or the withdrawal record: the range's items of the status
// asked (any when none), newest first, with the range's approved and pending sums whatever the
// status asked.
func statusReport[T interface{ record() statusRecord }, V any](s *Server, w http.ResponseWriter, r *http.Request, list func(*purse) []T, value func(T) V) {
	q := r.URL.Query()
	days, page, size, ok := s.recordQuery(w, q)
	if !ok {
		return
	}
	status, ok := statusFilter(w, q)
	if !ok {
		return
	}
	s.moneyRead(w, r, func(_ *account, p *purse) result {
		var hits []V
		approved, pending := decimal.Zero, decimal.Zero
		for _, item := range slices.Backward(list(p)) {
			rec := item.record()
			if !days.contains(rec.created) {
				continue
			}
			switch rec.status {
			case statusApproved:
				approved = approved.Add(rec.amount)
			case statusPending:
				pending = pending.Add(rec.amount)
			}
			if status == "" || rec.status == status {
				hits = append(hits, value(item))
			}
		}
		items, total := pageOf(hits, page, size)
		return success(recordPage[V]{
			Content: items, PageNum: page, TotalPages: total, TotalCount: len(hits),
			ApprovedAmount: money(approved), PendingAmount: money(pending),
		})
	})
}

func (s *Server) depositReport(w http.ResponseWriter, r *http.Request) {
	host := hostOf(r)
	statusReport(s, w, r, func(p *purse) []*deposit { return p.deposits },
		func(d *deposit) depositValue { return s.depositValue(d, host) })
}

func (s *Server) withdrawReport(w http.ResponseWriter, r *http.Request) {
	statusReport(s, w, r, func(p *purse) []*withdrawal { return p.withdrawals }, s.withdrawalValue)
}

type txValue struct {
	TxID         string     `json:"txId"`
	TxTime       string     `json:"txTime"`
	TxType       string     `json:"txType"`
	WalletType   string     `json:"walletType"`
	Amount       wire.Money `json:"amount"`
	BalanceAfter wire.Money `json:"balanceAfter"`
	RefNo        string     `json:"refNo"`
}

// transactions is the member transaction record: every ledger entry of the range (of one type,
// when txType says), with the range's money in and out (both positive).
func (s *Server) transactions(w http.ResponseWriter, r *http.Request) {
	if r.Header.Get("ModuleId") != moduleTransactions {
		refuse(w, http.StatusBadRequest, "module.invalid", "the transaction record goes through module "+moduleTransactions)
		return
	}
	q := r.URL.Query()
	days, page, size, ok := s.recordQuery(w, q)
	if !ok {
		return
	}
	typ := q.Get("txType")
	s.moneyRead(w, r, func(_ *account, p *purse) result {
		var hits []txValue
		in, out := decimal.Zero, decimal.Zero
		for _, e := range slices.Backward(p.entries) {
			if !days.contains(e.at) || (typ != "" && e.typ != typ) {
				continue
			}
			if e.amount.IsPositive() {
				in = in.Add(e.amount)
			} else {
				out = out.Sub(e.amount)
			}
			hits = append(hits, txValue{
				TxID: e.id, TxTime: s.wallTime(e.at), TxType: e.typ, WalletType: e.wallet,
				Amount: money(e.amount), BalanceAfter: money(e.after), RefNo: e.ref,
			})
		}
		items, total := pageOf(hits, page, size)
		return success(map[string]any{
			"content": items, "pageNum": page, "totalPages": total, "totalIn": money(in), "totalOut": money(out),
		})
	})
}

type betValue struct {
	BetID     string     `json:"betId"`
	BetTime   string     `json:"betTime"`
	GameType  string     `json:"gameType"`
	Vassalage string     `json:"vassalage"`
	GameID    string     `json:"gameId"`
	GameName  string     `json:"gameName"`
	BetAmount wire.Money `json:"betAmount"`
	Payout    wire.Money `json:"payout"`
	Settled   bool       `json:"settled"`
}

func (s *Server) betHistory(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	days, page, size, ok := s.recordQuery(w, q)
	if !ok {
		return
	}
	gameType := q.Get("gameType")
	s.moneyRead(w, r, func(_ *account, p *purse) result {
		var hits []betValue
		stake, payout := decimal.Zero, decimal.Zero
		for _, b := range slices.Backward(p.bets) {
			if !days.contains(b.at) || (gameType != "" && b.gameType != gameType) {
				continue
			}
			stake, payout = stake.Add(b.stake), payout.Add(b.payout)
			hits = append(hits, betValue{
				BetID: b.id, BetTime: s.wallTime(b.at), GameType: b.gameType, Vassalage: b.vendor, GameID: b.gameID,
				GameName: b.gameName, BetAmount: money(b.stake), Payout: money(b.payout), Settled: true,
			})
		}
		items, total := pageOf(hits, page, size)
		return success(map[string]any{
			"content": items, "pageNum": page, "totalPages": total, "totalBet": money(stake), "totalPayout": money(payout),
		})
	})
}

type pnlValue struct {
	GameType  string     `json:"gameType"`
	BetCount  int        `json:"betCount"`
	BetAmount wire.Money `json:"betAmount"`
	Payout    wire.Money `json:"payout"`
}

// profitLoss sums the range's bets by game type.
func (s *Server) profitLoss(w http.ResponseWriter, r *http.Request) {
	if r.Header.Get("ModuleId") != moduleProfitLoss {
		refuse(w, http.StatusBadRequest, "module.invalid", "profit and loss goes through module "+moduleProfitLoss)
		return
	}
	days, err := s.dayRange(r.URL.Query())
	if err != nil {
		badParam(w, err)
		return
	}
	s.moneyRead(w, r, func(_ *account, p *purse) result {
		byType := map[string]*pnlValue{}
		for _, b := range p.bets {
			if !days.contains(b.at) {
				continue
			}
			row := byType[b.gameType]
			if row == nil {
				row = &pnlValue{GameType: b.gameType}
				byType[b.gameType] = row
			}
			row.BetCount++
			row.BetAmount, row.Payout = money(row.BetAmount.Add(b.stake)), money(row.Payout.Add(b.payout))
		}
		rows := make([]pnlValue, 0, len(byType))
		for _, row := range byType {
			rows = append(rows, *row)
		}
		sort.Slice(rows, func(i, j int) bool { return rows[i].GameType < rows[j].GameType })
		return success(rows)
	})
}
