package fakeupstream

import (
	"encoding/json"
	"io"
	"net/http"
	"net/url"

	"github.com/shopspring/decimal"

	"github.com/casinobff/bff/adapters/fakeupstream/internal/wire"
)

// The wallets: the total, each wallet, transfers between the main wallet and a game wallet, and
// the recall of every game wallet.

func (s *Server) balance(w http.ResponseWriter, r *http.Request) {
	s.moneyRead(w, r, func(_ *account, p *purse) result {
		return success(map[string]wire.Money{"sumBalance": money(p.total())})
	})
}

type walletValue struct {
	WalletType string     `json:"walletType"`
	WalletName string     `json:"walletName"`
	Balance    wire.Money `json:"balance"`
	Locked     bool       `json:"locked"`
}

func (s *Server) wallets(w http.ResponseWriter, r *http.Request) {
	s.moneyRead(w, r, func(_ *account, p *purse) result {
		list := make([]walletValue, 0, len(p.wallets))
		for _, wi := range p.wallets {
			list = append(list, walletValue{
				WalletType: wi.code, WalletName: wi.name, Balance: money(p.balance[wi.code]), Locked: p.locked[wi.code],
			})
		}
		return success(map[string]any{"sumBalance": money(p.total()), "wallets": list})
	})
}

type transferRequest struct {
	FromWallet string      `json:"fromWallet"`
	ToWallet   string      `json:"toWallet"`
	Amount     *wire.Money `json:"amount"`
}

// transfer moves money between the main wallet and one game wallet.
func (s *Server) transfer(w http.ResponseWriter, r *http.Request) {
	if r.Header.Get("ModuleId") != moduleTransfer {
		refuse(w, http.StatusBadRequest, "module.invalid", "wallet transfers go through module "+moduleTransfer)
		return
	}
	token, _, ok := s.requireSession(w, r)
	if !ok {
		return
	}
	body, ok := readBody(w, r)
	var req transferRequest
	if !ok || !decodeBody(w, body, &req) {
		return
	}
	s.moneyWrite(w, r, token, body, needsKey, func(_ *account, p *purse) result {
		amount, valid := amountOf(req.Amount)
		switch {
		case req.FromWallet == req.ToWallet || (req.FromWallet != mainWallet && req.ToWallet != mainWallet):
			return refusal("wallet.not.found", "a transfer goes between MAIN and one game wallet")
		case !p.hasWallet(req.FromWallet) || !p.hasWallet(req.ToWallet):
			return refusal("wallet.not.found", "no wallet %s or %s", req.FromWallet, req.ToWallet)
		case p.locked[req.FromWallet] || p.locked[req.ToWallet]:
			return refusal("wallet.locked", "a game is open on the wallet; close it first")
		case !valid:
			return refusal("amount.invalid", "the amount must be positive with at most two decimals")
		case p.balance[req.FromWallet].LessThan(amount):
			return refusal("balance.insufficient", "the %s wallet holds %s", req.FromWallet, p.balance[req.FromWallet].StringFixed(2))
		}
		if err := p.move(s.clock(), req.FromWallet, req.ToWallet, amount, p.ids.id("TF")); err != nil {
			return refusal("balance.insufficient", "%s", err)
		}
		return success(true)
	})
}

// recall moves every game wallet's balance to the main wallet; nothing to recall is a success.
// A locked wallet holding money refuses the whole recall, so that nothing moves halfway.
func (s *Server) recall(w http.ResponseWriter, r *http.Request) {
	token, _, ok := s.requireSession(w, r)
	if !ok {
		return
	}
	body, ok := readBody(w, r)
	if !ok {
		return
	}
	form, err := url.ParseQuery(string(body))
	if err != nil || form.Get("walletType") != "ALL" {
		refuse(w, http.StatusBadRequest, "param.invalid", "the form must say walletType=ALL")
		return
	}
	s.moneyWrite(w, r, token, body, needsKey, func(_ *account, p *purse) result {
		for _, wi := range p.wallets[1:] {
			if p.locked[wi.code] && p.balance[wi.code].IsPositive() {
				return refusal("wallet.locked", "a game is open on the %s wallet; close it first", wi.code)
			}
		}
		at, ref := s.clock(), p.ids.id("TF")
		for _, wi := range p.wallets[1:] {
			if b := p.balance[wi.code]; b.IsPositive() {
				if err := p.move(at, wi.code, mainWallet, b, ref); err != nil {
					return refusal("balance.insufficient", "%s", err)
				}
			}
		}
		return success(true)
	})
}

// readBody reads a write's body, capped; false means a refusal has been answered.
func readBody(w http.ResponseWriter, r *http.Request) ([]byte, bool) {
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, maxBody))
	if err != nil {
		refuse(w, http.StatusBadRequest, "param.invalid", "body too large or unreadable")
		return nil, false
	}
	return body, true
}

// decodeBody decodes a JSON body already read; false means a refusal has been answered.
func decodeBody(w http.ResponseWriter, body []byte, v any) bool {
	if err := json.Unmarshal(body, v); err != nil {
		refuse(w, http.StatusBadRequest, "param.invalid", "body is not the expected JSON: "+err.Error())
		return false
	}
	return true
}

// lockWallet locks or unlocks one game wallet of a member.
func (p *purse) lockWallet(code string, locked bool) bool {
	if code == mainWallet || !p.hasWallet(code) {
		return false
	}
	if locked {
		p.locked[code] = true
	} else {
		delete(p.locked, code)
	}
	return true
}

// walletBalances are a purse's balances by wallet, for the control calls.
func (p *purse) walletBalances() map[string]decimal.Decimal {
	out := make(map[string]decimal.Decimal, len(p.wallets))
	for _, wi := range p.wallets {
		out[wi.code] = p.balance[wi.code]
	}
	return out
}
