package fakeupstream

import (
	"errors"
	"fmt"
	"time"

	"github.com/shopspring/decimal"
)

// mainWallet is the main wallet's code; a game wallet is named by its vendor's code.
const mainWallet = "MAIN"

// Movement types of the ledger, as the member transaction record names them.
const (
	txDeposit        = "DEPOSIT"
	txWithdraw       = "WITHDRAW"        // a withdrawal's amount held when it is asked
	txWithdrawReturn = "WITHDRAW_RETURN" // a rejected withdrawal's hold given back
	txTransferOut    = "TRANSFER_OUT"
	txTransferIn     = "TRANSFER_IN"
	txBet            = "BET"
	txWin            = "WIN"
	txBonus          = "BONUS"
	txRebate         = "REBATE" // a manual rebate claimed
	txAdjust         = "ADJUST" // opening balances, back-office corrections
)

// entry is one movement of one wallet. Entries are only ever appended: a balance is the sum of
// its wallet's entries, and each entry carries the balance after it.
type entry struct {
	id     string
	at     time.Time
	typ    string
	wallet string
	amount decimal.Decimal // signed: money in is positive
	after  decimal.Decimal // the wallet's balance after this entry
	ref    string          // the deposit, withdrawal, transfer or bet it belongs to
}

// walletInfo is one wallet a member has: the main wallet first, then one per game vendor.
type walletInfo struct {
	code, name string
}

// idSource numbers everything the back office makes (entries, deposits, withdrawals ...), one
// counter per prefix, so that a fake on a fixed clock makes the same ids every run. Guarded by
// members.mu, as the purses that use it. A source with a mark of its own (the agents' teams:
// G) writes it before every prefix, so that its ids never meet another source's.
type idSource struct {
	next map[string]int
	mark string
}

func (s *idSource) id(prefix string) string {
	if s.next == nil {
		s.next = map[string]int{}
	}
	s.next[prefix]++
	return fmt.Sprintf("%s%s%08d", s.mark, prefix, s.next[prefix])
}

// purse is one member's money at the back office: the ledger and everything that moves it. Every
// access holds members.mu.
type purse struct {
	ids     *idSource
	wallets []walletInfo
	entries []entry
	balance map[string]decimal.Decimal // by wallet: its last entry's after, kept by post alone
	locked  map[string]bool            // a game is open on it: no transfer in or out

	deposits        []*deposit
	withdrawals     []*withdrawal
	bets            []*bet
	cards           []*payoutCard
	paymentPassword string          // empty: none set
	questions       []answered      // the security questions chosen, in the order chosen (security_questions.go)
	turnover        decimal.Decimal // still to bet before a withdrawal
	replies         keptReplies     // answers of writes by Idempotency-Key
}

func newPurse(ids *idSource, wallets []walletInfo) *purse {
	return &purse{ids: ids, wallets: wallets, balance: map[string]decimal.Decimal{}, locked: map[string]bool{}}
}

// errOverdrawn is a movement that would take a wallet below zero: the callers check balances
// first, so this is the ledger keeping its promise, never a refusal a client sees.
var errOverdrawn = errors.New("movement would overdraw the wallet")

// hasWallet says whether the member has a wallet of that code.
func (p *purse) hasWallet(code string) bool {
	for _, w := range p.wallets {
		if w.code == code {
			return true
		}
	}
	return false
}

// post appends one movement and answers its entry.
func (p *purse) post(at time.Time, typ, wallet string, amount decimal.Decimal, ref string) (entry, error) {
	if !p.hasWallet(wallet) {
		return entry{}, fmt.Errorf("no wallet %s", wallet)
	}
	after := p.balance[wallet].Add(amount)
	if after.IsNegative() {
		return entry{}, fmt.Errorf("%s %s on %s: %w", typ, amount.StringFixed(2), wallet, errOverdrawn)
	}
	e := entry{id: p.ids.id("T"), at: at, typ: typ, wallet: wallet, amount: amount, after: after, ref: ref}
	p.entries = append(p.entries, e)
	p.balance[wallet] = after
	return e, nil
}

// move takes amount from one wallet to another: two entries, one on each, under one reference.
func (p *purse) move(at time.Time, from, to string, amount decimal.Decimal, ref string) error {
	if p.balance[from].LessThan(amount) {
		return fmt.Errorf("transfer from %s: %w", from, errOverdrawn)
	}
	if _, err := p.post(at, txTransferOut, from, amount.Neg(), ref); err != nil {
		return err
	}
	_, err := p.post(at, txTransferIn, to, amount, ref)
	return err
}

// total is the sum over every wallet.
func (p *purse) total() decimal.Decimal {
	sum := decimal.Zero
	for _, w := range p.wallets {
		sum = sum.Add(p.balance[w.code])
	}
	return sum
}

// open seeds opening balances as ADJUST entries, so that the ledger explains them too.
func (p *purse) open(at time.Time, balances map[string]decimal.Decimal) error {
	for _, w := range p.wallets {
		if b := balances[w.code]; b.IsPositive() {
			if _, err := p.post(at, txAdjust, w.code, b, "OPENING"); err != nil {
				return err
			}
		}
	}
	return nil
}

// settle books one settled bet on a game wallet: the stake out, the payout (if any) in. The
// stake counts towards any turnover still owed.
func (p *purse) settle(at time.Time, b *bet) error {
	if p.balance[b.vendor].LessThan(b.stake) {
		return fmt.Errorf("bet on %s: %w", b.vendor, errOverdrawn)
	}
	if _, err := p.post(at, txBet, b.vendor, b.stake.Neg(), b.id); err != nil {
		return err
	}
	if b.payout.IsPositive() {
		if _, err := p.post(at, txWin, b.vendor, b.payout, b.id); err != nil {
			return err
		}
	}
	p.bets = append(p.bets, b)
	p.turnover = decimal.Max(decimal.Zero, p.turnover.Sub(b.stake))
	return nil
}

// bet is one bet of the bet record. The fake's bets are settled when made.
type bet struct {
	id       string
	at       time.Time
	gameType string
	vendor   string // the game wallet it was played from
	gameID   string
	gameName string
	stake    decimal.Decimal
	payout   decimal.Decimal
}

// keptReplies are the answers of a member's writes by Idempotency-Key, the oldest forgotten
// first past maxKeptReplies, so that no client can grow the fake without limit.
type keptReplies struct {
	byKey map[string]keptReply
	order []string
}

type keptReply struct {
	fingerprint [32]byte // of the request: method, path and (decrypted) body
	reply       result
}

const maxKeptReplies = 1000

func (k *keptReplies) get(key string) (keptReply, bool) {
	r, ok := k.byKey[key]
	return r, ok
}

func (k *keptReplies) put(key string, r keptReply) {
	if k.byKey == nil {
		k.byKey = map[string]keptReply{}
	}
	if len(k.order) >= maxKeptReplies {
		delete(k.byKey, k.order[0])
		k.order = k.order[1:]
	}
	k.byKey[key] = r
	k.order = append(k.order, key)
}
