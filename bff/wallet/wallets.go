package wallet

import (
	"context"
	"net/http"
	"regexp"
	"strings"

	"github.com/labstack/echo/v4"
	"github.com/shopspring/decimal"

	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/bff/amount"
	"github.com/casinobff/bff/bff/kit"
)

// totalBalance is the wallet backend's total, all the header's widget needs.
type totalBalance interface {
	Balance(ctx context.Context, s adapters.Scope) (adapters.Balance, error)
}

// balances is the wallet backend's wallets and transfers as this feature calls them.
type balances interface {
	Wallets(ctx context.Context, s adapters.Scope) (adapters.Wallets, error)
	Transfer(ctx context.Context, s adapters.Scope, t adapters.WalletTransfer) error
	RecallAll(ctx context.Context, s adapters.Scope, idempotencyKey string) error
}

// Balance is the answer of GET /wallet: the total balance of the header's widget.
type Balance struct {
	Balance  string `json:"balance"`
	Currency string `json:"currency"`
}

// GameWallet is one wallet: MAIN, or a game vendor's.
type GameWallet struct {
	ID      string `json:"id"`
	Name    string `json:"name"`
	Balance string `json:"balance"`
	Locked  bool   `json:"locked"`
}

// Wallets is the answer of GET /wallets, and of a transfer or a recall: the wallets after it.
type Wallets struct {
	Total    string       `json:"total"`
	Main     GameWallet   `json:"main"`
	Games    []GameWallet `json:"games"`
	Currency string       `json:"currency"`
}

func walletOf(w adapters.WalletBalance) GameWallet {
	return GameWallet{ID: w.ID, Name: w.Name, Balance: amount.Format(w.Balance), Locked: w.Locked}
}

func walletsOf(w adapters.Wallets, currency string) Wallets {
	out := Wallets{Total: amount.Format(w.Total), Main: walletOf(w.Main), Games: make([]GameWallet, 0, len(w.Games)), Currency: currency}
	for _, g := range w.Games {
		out.Games = append(out.Games, walletOf(g))
	}
	return out
}

func (h *handler) balance(c echo.Context) error {
	m, b, err := h.open(c, kit.Members)
	if err != nil {
		return err
	}
	total, err := b.Balance(kit.Ctx(c), m.Scope)
	if err != nil {
		return err
	}
	return kit.Personal(c, http.StatusOK, Balance{Balance: amount.Format(total.Total), Currency: kit.Currency(c)})
}

func (h *handler) wallets(c echo.Context) error {
	m, b, err := h.open(c, kit.Members)
	if err != nil {
		return err
	}
	w, err := b.Wallets(kit.Ctx(c), m.Scope)
	if err != nil {
		return err
	}
	return kit.Personal(c, http.StatusOK, walletsOf(w, kit.Currency(c)))
}

// TransferRequest is the body of POST /wallet-transfers: from or to is MAIN.
type TransferRequest struct {
	From string `json:"from"`
	To   string `json:"to"`
	kit.AmountField
}

// walletPattern is a wallet id: MAIN or a vendor code.
var walletPattern = regexp.MustCompile(`^[A-Za-z0-9_]{1,32}$`)

// parseTransfer checks a transfer's form: two wallets, one of them MAIN, and an amount.
func parseTransfer(_ echo.Context, r *TransferRequest) error {
	r.From, r.To = strings.ToUpper(strings.TrimSpace(r.From)), strings.ToUpper(strings.TrimSpace(r.To))
	var p kit.Problems
	p.Match("from", r.From, true, maxCode, walletPattern)
	p.Match("to", r.To, true, maxCode, walletPattern)
	if !p.Has("from") && !p.Has("to") {
		switch {
		case r.From == r.To:
			p.Invalid("to", "another wallet than from")
		case r.From != adapters.MainWallet && r.To != adapters.MainWallet:
			p.Invalid("to", "one side is MAIN")
		}
	}
	r.Read(&p, amount.Range{Min: cent})
	return p.Err()
}

// transfer moves money between the main wallet and a game wallet. The wallets are read first:
// a wallet that does not exist, is locked or holds too little is refused before anything is
// sent, and the key stays free. The answer is the wallets read again after it; should that read
// fail, the transfer is done all the same and the answer is the first read moved by it.
func (h *handler) transfer(c echo.Context, m kit.Member, r TransferRequest) error {
	b := h.backends.Of(c).Money
	before, err := b.Wallets(kit.Ctx(c), m.Scope)
	if err != nil {
		return err
	}
	op := opTransferIn
	if r.To == adapters.MainWallet {
		op = opTransferOut
	}
	source, hasSource := find(before, r.From)
	target, hasTarget := find(before, r.To)
	switch {
	case !hasSource:
		return kit.Unknown("from", "no such wallet")
	case !hasTarget:
		return kit.Unknown("to", "no such wallet")
	case source.Locked || target.Locked:
		return errWalletLocked
	case r.Sum().GreaterThan(source.Balance):
		return errInsufficientFunds
	}
	t := adapters.WalletTransfer{From: source.ID, To: target.ID, Amount: r.Sum(), IdempotencyKey: kit.Key(c)}
	if err := b.Transfer(kit.Ctx(c), m.Scope, t); err != nil {
		return refusals[op].Answer(err)
	}
	return h.after(c, b, m, moved(before, t.From, t.To, r.Sum()))
}

// recall moves every game wallet's balance to the main one; the answer is the wallets after.
func (h *handler) recall(c echo.Context, m kit.Member, _ kit.NoBody) error {
	b := h.backends.Of(c).Money
	before, err := b.Wallets(kit.Ctx(c), m.Scope)
	if err != nil {
		return err
	}
	if err := b.RecallAll(kit.Ctx(c), m.Scope, kit.Key(c)); err != nil {
		return refusals[opRecall].Answer(err)
	}
	return h.after(c, b, m, recalled(before))
}

// after answers the wallets after a write that was done: read again, else as the BFF worked
// them out (the write is done either way; an error now would have the player do it twice).
func (h *handler) after(c echo.Context, b balances, m kit.Member, worked adapters.Wallets) error {
	w, err := b.Wallets(kit.Ctx(c), m.Scope)
	if err != nil {
		w = worked
	}
	return kit.Personal(c, http.StatusOK, walletsOf(w, kit.Currency(c)))
}

// cent is the least amount a transfer may move.
var cent = decimal.New(1, -2)

func find(w adapters.Wallets, id string) (adapters.WalletBalance, bool) {
	if id == adapters.MainWallet {
		return w.Main, true
	}
	for _, g := range w.Games {
		if strings.EqualFold(g.ID, id) {
			return g, true
		}
	}
	return adapters.WalletBalance{}, false
}

// moved is w after sum went from one wallet to another.
func moved(w adapters.Wallets, from, to string, sum decimal.Decimal) adapters.Wallets {
	out := w
	out.Games = append([]adapters.WalletBalance(nil), w.Games...)
	apply := func(id string, delta decimal.Decimal) {
		if id == adapters.MainWallet {
			out.Main.Balance = out.Main.Balance.Add(delta)
			return
		}
		for i := range out.Games {
			if strings.EqualFold(out.Games[i].ID, id) {
				out.Games[i].Balance = out.Games[i].Balance.Add(delta)
			}
		}
	}
	apply(from, sum.Neg())
	apply(to, sum)
	return out
}

// recalled is w after every unlocked game wallet's balance went to the main one.
func recalled(w adapters.Wallets) adapters.Wallets {
	out := w
	out.Games = append([]adapters.WalletBalance(nil), w.Games...)
	for i, g := range out.Games {
		if g.Locked {
			continue
		}
		out.Main.Balance = out.Main.Balance.Add(g.Balance)
		out.Games[i].Balance = decimal.Zero
	}
	return out
}
