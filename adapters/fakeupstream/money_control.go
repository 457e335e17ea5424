package fakeupstream

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strings"
	"time"

	"github.com/shopspring/decimal"
)

// The back office's side of the wallet backend, for tests and for people trying the site: approve
// or reject deposits, pay or return withdrawals, settle bets, lock wallets, approve deposits by
// themselves after a delay, and read a member's ledger. Each is a Go method of Server and a call
// under /__money on the control mux (docs/UPSTREAM.md).

func (s *Server) moneyControl(c *http.ServeMux) {
	c.HandleFunc("POST /__money/deposits/{id}/approve", func(w http.ResponseWriter, r *http.Request) {
		controlAnswer(w, s.ApproveDeposit(r.PathValue("id")))
	})
	c.HandleFunc("POST /__money/deposits/{id}/reject", func(w http.ResponseWriter, r *http.Request) {
		var in struct{ Reason string }
		if readControl(w, r, &in) {
			controlAnswer(w, s.RejectDeposit(r.PathValue("id"), in.Reason))
		}
	})
	c.HandleFunc("POST /__money/withdrawals/{id}/pay", func(w http.ResponseWriter, r *http.Request) {
		controlAnswer(w, s.PayWithdrawal(r.PathValue("id")))
	})
	c.HandleFunc("POST /__money/withdrawals/{id}/reject", func(w http.ResponseWriter, r *http.Request) {
		var in struct{ Reason string }
		if readControl(w, r, &in) {
			controlAnswer(w, s.RejectWithdrawal(r.PathValue("id"), in.Reason))
		}
	})
	c.HandleFunc("POST /__money/bets", func(w http.ResponseWriter, r *http.Request) {
		var in Bet
		if readControl(w, r, &in) {
			controlAnswer(w, s.SettleBet(in))
		}
	})
	c.HandleFunc("POST /__money/wallets/lock", func(w http.ResponseWriter, r *http.Request) {
		var in struct {
			User, Wallet string
			Locked       bool
		}
		if readControl(w, r, &in) {
			controlAnswer(w, s.LockWallet(in.User, in.Wallet, in.Locked))
		}
	})
	c.HandleFunc("POST /__money/auto-approve", func(w http.ResponseWriter, r *http.Request) {
		var in struct{ After string }
		if !readControl(w, r, &in) {
			return
		}
		d, err := time.ParseDuration(in.After)
		if err != nil || d < 0 {
			controlAnswer(w, fmt.Errorf("after: want a duration like 2s: %w", errBadControl))
			return
		}
		s.SetAutoApprove(d)
		controlAnswer(w, nil)
	})
	c.HandleFunc("GET /__money/ledger", func(w http.ResponseWriter, r *http.Request) {
		l, err := s.Ledger(r.URL.Query().Get("user"))
		if err != nil {
			controlAnswer(w, err)
			return
		}
		writeJSON(w, http.StatusOK, l)
	})
}

var (
	errUnknownMember = errors.New("no such member")
	errBadControl    = errors.New("bad control call")
)

// readControl decodes a control call's body (case-insensitive names, as encoding/json reads
// them); an empty body is an empty object.
func readControl(w http.ResponseWriter, r *http.Request, v any) bool {
	err := json.NewDecoder(http.MaxBytesReader(w, r.Body, 64<<10)).Decode(v)
	if err != nil && !errors.Is(err, io.EOF) {
		controlAnswer(w, fmt.Errorf("%w: %w", errBadControl, err))
		return false
	}
	return true
}

// controlAnswer answers a control call: {"ok": true}, or the error with its status.
func controlAnswer(w http.ResponseWriter, err error) {
	switch {
	case err == nil:
		writeJSON(w, http.StatusOK, map[string]bool{"ok": true})
	case errors.Is(err, errNoSuchRecord), errors.Is(err, errUnknownMember):
		refuse(w, http.StatusNotFound, "not.found", err.Error())
	case errors.Is(err, errNotPending), errors.Is(err, errOverdrawn):
		refuse(w, http.StatusConflict, "conflict", err.Error())
	default:
		refuse(w, http.StatusBadRequest, "param.invalid", err.Error())
	}
}

// ApproveDeposit approves a pending deposit: its amount, and its promotion's bonus, are credited
// to the member's main wallet.
func (s *Server) ApproveDeposit(id string) error {
	return s.members.findDeposit(id, func(p *purse, d *deposit) error { return p.approveDeposit(d, s.clock()) })
}

// RejectDeposit rejects a pending deposit; nothing moves.
func (s *Server) RejectDeposit(id, reason string) error {
	return s.members.findDeposit(id, func(p *purse, d *deposit) error { return p.rejectDeposit(d, reason, s.clock()) })
}

// PayWithdrawal marks a pending withdrawal paid; its amount left the main wallet when asked.
func (s *Server) PayWithdrawal(id string) error {
	return s.members.findWithdrawal(id, func(p *purse, wd *withdrawal) error { return p.payWithdrawal(wd, s.clock()) })
}

// RejectWithdrawal returns a pending withdrawal's amount to the main wallet.
func (s *Server) RejectWithdrawal(id, reason string) error {
	return s.members.findWithdrawal(id, func(p *purse, wd *withdrawal) error {
		return p.rejectWithdrawal(wd, reason, s.clock())
	})
}

// SetAutoApprove makes every deposit asked from now on approve itself after d (real time); 0
// stops it.
func (s *Server) SetAutoApprove(d time.Duration) { s.autoApprove.Store(int64(d)) }

// Bet is a settled bet a test books on a member's game wallet: the stake leaves it, the payout
// (zero for a lost bet) comes back. GameID names a game of the vendor's in the catalogue, which
// gives the bet its name and game type; empty: the vendor's first game.
type Bet struct {
	User   string          `json:"user"`
	Vendor string          `json:"vendor"`
	GameID string          `json:"gameId"`
	Stake  decimal.Decimal `json:"stake"`
	Payout decimal.Decimal `json:"payout"`
}

// SettleBet books b. It fails on an unknown member, wallet or game, and when the wallet holds
// less than the stake.
func (s *Server) SettleBet(b Bet) error {
	if !b.Stake.IsPositive() || b.Payout.IsNegative() || !b.Stake.Equal(b.Stake.Round(2)) || !b.Payout.Equal(b.Payout.Round(2)) {
		return fmt.Errorf("stake %s, payout %s: %w", b.Stake, b.Payout, errBadControl)
	}
	var game *game
	for i := range s.fx.games {
		if g := &s.fx.games[i]; g.Vassalage == b.Vendor && (b.GameID == "" || g.GameID == b.GameID) {
			game = g
			break
		}
	}
	if game == nil {
		return fmt.Errorf("no game %q of vendor %q: %w", b.GameID, b.Vendor, errBadControl)
	}
	return s.members.withMember(b.User, func(_ *account, p *purse) error {
		if b.Vendor == mainWallet || !p.hasWallet(b.Vendor) {
			return fmt.Errorf("no game wallet %s: %w", b.Vendor, errBadControl)
		}
		now := s.clock()
		return p.settle(now, &bet{
			id: p.ids.id("B"), at: now, gameType: game.GameType, vendor: b.Vendor, gameID: game.GameID,
			gameName: game.Name(), stake: b.Stake, payout: b.Payout,
		})
	})
}

// LockWallet locks a member's game wallet, as an open game does, or unlocks it: a locked
// wallet refuses transfers with wallet.locked.
func (s *Server) LockWallet(user, wallet string, locked bool) error {
	return s.members.withMember(user, func(_ *account, p *purse) error {
		if !p.lockWallet(wallet, locked) {
			return fmt.Errorf("no game wallet %s: %w", wallet, errBadControl)
		}
		return nil
	})
}

// Ledger is a member's ledger as the back office sees it: every entry, oldest first, and each
// wallet's balance. Amounts are exact decimal strings.
type Ledger struct {
	User     string                     `json:"user"`
	Entries  []LedgerEntry              `json:"entries"`
	Wallets  map[string]decimal.Decimal `json:"wallets"`
	Total    decimal.Decimal            `json:"total"`
	Turnover decimal.Decimal            `json:"turnover"` // still to bet before a withdrawal
}

// LedgerEntry is one movement of one wallet.
type LedgerEntry struct {
	ID           string          `json:"id"`
	Time         time.Time       `json:"time"`
	Type         string          `json:"type"` // DEPOSIT, WITHDRAW, WITHDRAW_RETURN, TRANSFER_OUT, TRANSFER_IN, BET, WIN, BONUS, ADJUST
	Wallet       string          `json:"wallet"`
	Amount       decimal.Decimal `json:"amount"` // signed: money in is positive
	BalanceAfter decimal.Decimal `json:"balanceAfter"`
	Reference    string          `json:"reference"`
}

// Ledger copies the member's ledger (by login name, any case).
func (s *Server) Ledger(user string) (Ledger, error) {
	var l Ledger
	err := s.members.withMember(user, func(a *account, p *purse) error {
		l = Ledger{User: a.name, Wallets: p.walletBalances(), Total: p.total(), Turnover: p.turnover}
		l.Entries = make([]LedgerEntry, len(p.entries))
		for i, e := range p.entries {
			l.Entries[i] = LedgerEntry{ID: e.id, Time: e.at, Type: e.typ, Wallet: e.wallet, Amount: e.amount, BalanceAfter: e.after, Reference: e.ref}
		}
		return nil
	})
	return l, err
}

// withMember runs f on a member's account and purse by login name, under the lock.
func (m *members) withMember(user string, f func(a *account, p *purse) error) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	for _, a := range m.accounts {
		if strings.EqualFold(a.name, user) {
			if a.purse == nil {
				a.purse = m.newPurse()
			}
			return f(a, a.purse)
		}
	}
	return fmt.Errorf("member %q: %w", user, errUnknownMember)
}
