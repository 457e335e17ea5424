package fakeupstream

import (
	"net/http"
	"regexp"

	"github.com/casinobff/bff/adapters/fakeupstream/internal/wire"
)

// The security centre's money side: the payment password, payout accounts (bank cards and
// mobile wallets) and the security configuration.

// maxPayoutCards is how many payout accounts a member may bind.
const maxPayoutCards = 5

// payoutCard is a bound payout account; its number is answered masked.
type payoutCard struct {
	id          string
	typ         string // wire.PayoutBank or wire.PayoutMobile
	bankCode    string
	bankName    string
	accountName string
	accountNo   string
	branch      string
	isDefault   bool
}

func (p *purse) card(id string) *payoutCard {
	for _, c := range p.cards {
		if c.id == id {
			return c
		}
	}
	return nil
}

// Number rules of payout accounts: a mobile wallet is a Bangladeshi mobile number (Rocket's
// with its check digit), a bank account 8 to 20 digits.
var (
	mobileAccountRE = regexp.MustCompile(`^01[3-9][0-9]{8,9}$`)
	bankAccountRE   = regexp.MustCompile(`^[0-9]{8,20}$`)
	paymentPassRE   = regexp.MustCompile(`^[0-9]{6}$`)
)

func (s *Server) payoutProviders(w http.ResponseWriter, r *http.Request) {
	s.moneyRead(w, r, func(*account, *purse) result { return success(s.fx.money.providers) })
}

type cardValue struct {
	BankCardID  string `json:"bankCardId"`
	Type        string `json:"type"`
	BankCode    string `json:"bankCode"`
	BankName    string `json:"bankName"`
	AccountName string `json:"accountName"`
	AccountNo   string `json:"accountNo"`
	IsDefault   bool   `json:"isDefault"`
}

func (c *payoutCard) value() cardValue {
	return cardValue{
		BankCardID: c.id, Type: c.typ, BankCode: c.bankCode, BankName: c.bankName,
		AccountName: c.accountName, AccountNo: mask(c.accountNo), IsDefault: c.isDefault,
	}
}

func (s *Server) payoutAccounts(w http.ResponseWriter, r *http.Request) {
	s.moneyRead(w, r, func(_ *account, p *purse) result {
		list := make([]cardValue, 0, len(p.cards))
		for _, c := range p.cards {
			list = append(list, c.value())
		}
		return success(list)
	})
}

type bindRequest struct {
	Type            string `json:"type"`
	BankCode        string `json:"bankCode"`
	AccountName     string `json:"accountName"`
	AccountNo       string `json:"accountNo"`
	Branch          string `json:"branch"`
	PaymentPassword string `json:"paymentPassword"`
}

// bindPayoutAccount takes only an encrypted body: it carries the whole number and the payment
// password.
func (s *Server) bindPayoutAccount(w http.ResponseWriter, r *http.Request) {
	token, _, ok := s.requireSession(w, r)
	if !ok {
		return
	}
	plain, ok := s.openEncrypted(w, r)
	var req bindRequest
	if !ok || !decodeBody(w, plain, &req) {
		return
	}
	s.moneyWrite(w, r, token, plain, needsKey, func(_ *account, p *purse) result {
		provider, found := s.provider(req.BankCode)
		numberRE := bankAccountRE
		if req.Type == wire.PayoutMobile {
			numberRE = mobileAccountRE
		}
		switch {
		case p.paymentPassword == "":
			return refusal("payment.password.not.set", "set a payment password first")
		case req.PaymentPassword != p.paymentPassword:
			return refusal("payment.password.error", "the payment password is wrong")
		case !found || provider.Type != req.Type:
			return result{http.StatusBadRequest, envelope{ErrorCode: "param.invalid", Message: "no " + req.Type + " provider " + req.BankCode}}
		case req.AccountName == "" || !numberRE.MatchString(req.AccountNo):
			return result{http.StatusBadRequest, envelope{ErrorCode: "param.invalid", Message: "accountName and a valid accountNo are required"}}
		}
		for _, c := range p.cards {
			if c.bankCode == req.BankCode && c.accountNo == req.AccountNo {
				return refusal("bankcard.exists", "this account is bound already")
			}
		}
		if len(p.cards) >= maxPayoutCards {
			return refusal("bankcard.limit", "at most %d payout accounts", maxPayoutCards)
		}
		c := &payoutCard{
			id: p.ids.id("BC"), typ: req.Type, bankCode: provider.BankCode, bankName: provider.BankName,
			accountName: req.AccountName, accountNo: req.AccountNo, branch: req.Branch, isDefault: len(p.cards) == 0,
		}
		p.cards = append(p.cards, c)
		return success(c.value())
	})
}

func (s *Server) provider(code string) (wire.PayoutProvider, bool) {
	for _, p := range s.fx.money.providers {
		if p.BankCode == code {
			return p, true
		}
	}
	return wire.PayoutProvider{}, false
}

func (s *Server) hasPaymentPassword(w http.ResponseWriter, r *http.Request) {
	s.moneyRead(w, r, func(_ *account, p *purse) result {
		return success(map[string]bool{"hasWithdrawalPassword": p.paymentPassword != ""})
	})
}

// setPaymentPassword sets the first payment password; its body is encrypted.
func (s *Server) setPaymentPassword(w http.ResponseWriter, r *http.Request) {
	token, _, ok := s.requireSession(w, r)
	if !ok {
		return
	}
	plain, ok := s.openEncrypted(w, r)
	var req struct {
		New     string `json:"paymentPassword"`
		Confirm string `json:"confirmPaymentPassword"`
	}
	if !ok || !decodeBody(w, plain, &req) {
		return
	}
	s.moneyWrite(w, r, token, plain, keyIfGiven, func(_ *account, p *purse) result {
		if p.paymentPassword != "" {
			return refusal("payment.password.exists", "a payment password is set; change it instead")
		}
		if res, bad := checkNewPaymentPassword(req.New, req.Confirm); bad {
			return res
		}
		p.paymentPassword = req.New
		return success(true)
	})
}

// changePaymentPassword changes it with the current one. The platform's clients send this one
// unencrypted, and so does the BFF (docs/UPSTREAM.md).
func (s *Server) changePaymentPassword(w http.ResponseWriter, r *http.Request) {
	token, _, ok := s.requireSession(w, r)
	if !ok {
		return
	}
	body, ok := readBody(w, r)
	var req struct {
		Old     string `json:"oldPaymentPassword"`
		New     string `json:"newPaymentPassword"`
		Confirm string `json:"confirmPaymentPassword"`
	}
	if !ok || !decodeBody(w, body, &req) {
		return
	}
	s.moneyWrite(w, r, token, body, keyIfGiven, func(_ *account, p *purse) result {
		switch {
		case p.paymentPassword == "":
			return refusal("payment.password.not.set", "no payment password to change")
		case req.Old != p.paymentPassword:
			return refusal("payment.password.error", "the current payment password is wrong")
		case req.New == req.Old:
			return refusal("modify.new.old.same", "the new payment password is the old one")
		}
		if res, bad := checkNewPaymentPassword(req.New, req.Confirm); bad {
			return res
		}
		p.paymentPassword = req.New
		return success(true)
	})
}

// checkNewPaymentPassword refuses a new payment password that is not six digits, or not
// confirmed.
func checkNewPaymentPassword(pw, confirm string) (result, bool) {
	switch {
	case !paymentPassRE.MatchString(pw):
		return refusal("param.invalid", "a payment password is six digits"), true
	case pw != confirm:
		return refusal("param.invalid", "the confirmation differs"), true
	}
	return result{}, false
}

// securityConfig answers the security facts as the back office keeps them, unmasked: masking is
// the BFF's job (docs/UPSTREAM.md), and the fake lets a test see it done.
func (s *Server) securityConfig(w http.ResponseWriter, r *http.Request) {
	s.moneyRead(w, r, func(a *account, p *purse) result {
		mobile := ""
		if a.mobile != "" {
			mobile = a.mobile[3:] // without the dialling code, as numbers go on the wire
		}
		return success(map[string]any{
			"hasWithdrawalPassword": p.paymentPassword != "", "email": a.email, "mobileNum": mobile,
			"payeeName": a.payee, "nickname": a.nickname, "bankCardCount": len(p.cards),
			"hasSecurityQuestions": len(p.questions) > 0,
		})
	})
}
