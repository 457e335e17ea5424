package fakeupstream

import (
	"fmt"
	"net/http"
	"time"

	"github.com/shopspring/decimal"

	"github.com/casinobff/bff/adapters/fakeupstream/internal/wire"
)

// Withdrawals: the rules as they stand for the member, and a withdrawal to a bound payout
// account, whose amount leaves the main wallet at once (WITHDRAW) and is then paid (nothing more
// moves) or returned (WITHDRAW_RETURN).

// withdrawal is one withdrawal, with the payout account as it was when asked.
type withdrawal struct {
	id      string
	amount  decimal.Decimal
	card    payoutCard
	status  string
	created time.Time
	updated time.Time
	reason  string
}

// withdrawnToday counts the member's withdrawals asked today that were not rejected.
func (s *Server) withdrawnToday(p *purse, now time.Time) int {
	n := 0
	for _, wd := range p.withdrawals {
		if wd.status != statusRejected && s.sameDay(wd.created, now) {
			n++
		}
	}
	return n
}

func (s *Server) withdrawRules(w http.ResponseWriter, r *http.Request) {
	s.moneyRead(w, r, func(_ *account, p *purse) result {
		rules := s.fx.money.rules
		return success(map[string]any{
			"withdrawable":      money(p.balance[mainWallet]),
			"minAmount":         rules.MinAmount,
			"maxAmount":         rules.MaxAmount,
			"dailyCount":        rules.DailyCount,
			"dailyUsed":         s.withdrawnToday(p, s.clock()),
			"remainingTurnover": money(p.turnover),
		})
	})
}

type withdrawRequest struct {
	BankCardID      flexString  `json:"bankCardId"`
	Amount          *wire.Money `json:"amount"`
	PaymentPassword string      `json:"paymentPassword"`
}

// withdraw takes only an encrypted body: it carries the payment password.
func (s *Server) withdraw(w http.ResponseWriter, r *http.Request) {
	token, _, ok := s.requireSession(w, r)
	if !ok {
		return
	}
	plain, ok := s.openEncrypted(w, r)
	var req withdrawRequest
	if !ok || !decodeBody(w, plain, &req) {
		return
	}
	s.moneyWrite(w, r, token, plain, needsKey, func(_ *account, p *purse) result {
		now, rules := s.clock(), s.fx.money.rules
		amount, valid := amountOf(req.Amount)
		card := p.card(string(req.BankCardID))
		switch {
		case p.paymentPassword == "":
			return refusal("payment.password.not.set", "set a payment password first")
		case card == nil:
			return refusal("bankcard.not.found", "no payout account %q", req.BankCardID)
		case !valid || amount.LessThan(rules.MinAmount.Decimal) || amount.GreaterThan(rules.MaxAmount.Decimal):
			return refusal("amount.invalid", "a withdrawal is %s to %s", rules.MinAmount.StringFixed(2), rules.MaxAmount.StringFixed(2))
		case req.PaymentPassword != p.paymentPassword:
			return refusal("payment.password.error", "the payment password is wrong")
		case rules.DailyCount > 0 && s.withdrawnToday(p, now) >= rules.DailyCount:
			return refusal("withdraw.count.exceeded", "%d withdrawals a day", rules.DailyCount)
		case p.turnover.IsPositive():
			return refusal("withdraw.turnover.insufficient", "bet %s more before a withdrawal", p.turnover.StringFixed(2))
		case p.balance[mainWallet].LessThan(amount):
			return refusal("balance.insufficient", "the main wallet holds %s", p.balance[mainWallet].StringFixed(2))
		}
		wd := &withdrawal{id: p.ids.id("W"), amount: amount, card: *card, status: statusPending, created: now, updated: now}
		if _, err := p.post(now, txWithdraw, mainWallet, amount.Neg(), wd.id); err != nil {
			return refusal("balance.insufficient", "%s", err)
		}
		p.withdrawals = append(p.withdrawals, wd)
		return success(s.withdrawalValue(wd))
	})
}

// payWithdrawal marks the withdrawal paid: the money left when it was asked.
func (p *purse) payWithdrawal(wd *withdrawal, now time.Time) error {
	if wd.status != statusPending {
		return fmt.Errorf("withdrawal %s is %s: %w", wd.id, wd.status, errNotPending)
	}
	wd.status, wd.updated = statusApproved, now
	return nil
}

// rejectWithdrawal returns the held amount to the main wallet.
func (p *purse) rejectWithdrawal(wd *withdrawal, reason string, now time.Time) error {
	if wd.status != statusPending {
		return fmt.Errorf("withdrawal %s is %s: %w", wd.id, wd.status, errNotPending)
	}
	if _, err := p.post(now, txWithdrawReturn, mainWallet, wd.amount, wd.id); err != nil {
		return err
	}
	wd.status, wd.reason, wd.updated = statusRejected, reason, now
	return nil
}

// withdrawalValue is a withdrawal as the protocol answers it, its account number masked.
type withdrawalValue struct {
	WithdrawID   string     `json:"withdrawId"`
	Amount       wire.Money `json:"amount"`
	Status       string     `json:"status"`
	CreatedTime  string     `json:"createdTime"`
	UpdatedTime  string     `json:"updatedTime"`
	BankCardID   string     `json:"bankCardId"`
	BankName     string     `json:"bankName"`
	AccountName  string     `json:"accountName"`
	AccountNo    string     `json:"accountNo"`
	Type         string     `json:"type"`
	RejectReason string     `json:"rejectReason,omitempty"`
}

func (s *Server) withdrawalValue(wd *withdrawal) withdrawalValue {
	return withdrawalValue{
		WithdrawID: wd.id, Amount: money(wd.amount), Status: wd.status,
		CreatedTime: s.wallTime(wd.created), UpdatedTime: s.wallTime(wd.updated),
		BankCardID: wd.card.id, BankName: wd.card.bankName, AccountName: wd.card.accountName,
		AccountNo: mask(wd.card.accountNo), Type: wd.card.typ, RejectReason: wd.reason,
	}
}

// findWithdrawal runs f on the withdrawal of that id, whoever's it is, under the lock.
func (m *members) findWithdrawal(id string, f func(p *purse, wd *withdrawal) error) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	for _, a := range m.accounts {
		if a.purse == nil {
			continue
		}
		for _, wd := range a.purse.withdrawals {
			if wd.id == id {
				return f(a.purse, wd)
			}
		}
	}
	return fmt.Errorf("withdrawal %s: %w", id, errNoSuchRecord)
}
