package fakeupstream

import (
	"fmt"
	"slices"
	"time"

	"github.com/shopspring/decimal"

	"github.com/casinobff/bff/adapters/fakeupstream/internal/wire"
)

// The demo accounts' money at the fake's start. Every balance is explained by the ledger:
// opening balances are ADJUST entries, and demo01 has a month of history (deposits, a bonus,
// transfers, bets and wins) that ends exactly at its balances. The history is drawn from a fixed
// seed relative to the clock, so a fixed clock gives the same ledger, ids included, every run.

// historyDays is how far back demo01's history goes.
const historyDays = 30

// historySeed fixes demo01's history; its amounts do not depend on the clock, only its times.
const historySeed = 20261122

// demoBalances are each demo account's wallets at the start (docs/UPSTREAM.md).
var demoBalances = map[string]map[string]string{
	"demo01":        {mainWallet: "10000.00", "JL": "1200.00", "PG": "845.67", "EVO": "300.00"},
	"agent01":       {mainWallet: "50210.00"},
	"free01":        {mainWallet: "2000.00"},
	"8801712345678": {mainWallet: "850.50"},
	"captcha01":     {mainWallet: "300.00"},
}

// agent01 shows the other state of the security centre: a payment password and a bank card.
const agentPaymentPassword = "246810"

// seedAccounts gives every demo account its purse; the caller owns m (nothing is shared yet).
func (m *members) seedAccounts(fx *fixtures) error {
	now := m.now()
	start := now.AddDate(0, 0, -historyDays)
	for _, a := range m.accounts {
		a.purse = m.newPurse()
		balances := map[string]decimal.Decimal{}
		for wallet, amount := range demoBalances[a.name] {
			if !a.purse.hasWallet(wallet) {
				wallet = mainWallet // a catalogue without that vendor: the money stays in the total
			}
			balances[wallet] = balances[wallet].Add(decimal.RequireFromString(amount))
		}
		var err error
		if a.name == "demo01" {
			err = seedHistory(a, fx, now, balances)
		} else {
			err = a.purse.open(start, balances)
		}
		if err != nil {
			return fmt.Errorf("seeding %s: %w", a.name, err)
		}
		if a.name == "agent01" {
			a.purse.paymentPassword = agentPaymentPassword
			a.purse.cards = append(a.purse.cards, &payoutCard{
				id: a.purse.ids.id("BC"), typ: wire.PayoutBank, bankCode: "DBBL", bankName: "Dutch-Bangla Bank",
				accountName: "Karim Hossain", accountNo: "2051100067890", branch: "Motijheel", isDefault: true,
			})
		}
	}
	return nil
}

// seq is splitmix64: tiny, and unlike math/rand its sequence cannot change with a Go release.
type seq struct{ state uint64 }

func (r *seq) next() uint64 {
	r.state += 0x9e3779b97f4a7c15
	z := r.state
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

func (r *seq) intn(n int) int { return int(r.next() % uint64(n)) }

// Kinds of planned event.
const (
	planDeposit = iota
	planRejected
	planTransferIn // main to a game wallet
	planRound      // one bet settled on a game wallet
	planTransferOut
)

// planned is one event of the history. Its draws are made forward, in time order; its amounts
// are fixed backward from the final balances, so that the history ends exactly at them and no
// balance goes below zero on the way.
type planned struct {
	kind    int
	at      time.Time
	wallet  string
	channel wire.DepositChannel
	promo   *wire.DepositPromotion
	game    wire.Game
	size    int             // deposit: index into depositSizes; rounds: the stake
	ratio   decimal.Decimal // rounds: payout / stake; transfer out: share of the main wallet
	amount  decimal.Decimal
	bonus   decimal.Decimal
}

var (
	depositSizes = []int64{5000, 3000, 2000, 1000, 500}
	stakes       = []int64{10, 20, 50, 100, 200}
)

// seedHistory writes demo01's month into its empty purse, ending at balances.
func seedHistory(a *account, fx *fixtures, now time.Time, balances map[string]decimal.Decimal) error {
	p := a.purse
	plan := planHistory(fx, p, now)
	// Backward: from the final balances to the opening ones.
	state := map[string]decimal.Decimal{}
	for w, b := range balances {
		state[w] = b
	}
	for i := len(plan) - 1; i >= 0; i-- {
		e := &plan[i]
		switch e.kind {
		case planRound:
			stake := decimal.NewFromInt(int64(e.size))
			e.amount = stake.Mul(e.ratio).Round(2)
			if e.amount.GreaterThan(state[e.wallet]) {
				e.amount = decimal.Zero // the wallet could not have held that win
			}
			state[e.wallet] = state[e.wallet].Sub(e.amount).Add(stake)
		case planTransferOut:
			e.amount = state[mainWallet].Mul(e.ratio).Truncate(0)
			state[mainWallet] = state[mainWallet].Sub(e.amount)
			state[e.wallet] = state[e.wallet].Add(e.amount)
		case planTransferIn:
			e.amount = state[e.wallet]
			if e.amount.GreaterThanOrEqual(decimal.NewFromInt(100)) {
				e.amount = e.amount.Div(decimal.NewFromInt(100)).Truncate(0).Mul(decimal.NewFromInt(100))
			}
			state[e.wallet] = state[e.wallet].Sub(e.amount)
			state[mainWallet] = state[mainWallet].Add(e.amount)
		case planDeposit:
			for _, size := range depositSizes[e.size:] {
				amount := decimal.NewFromInt(size)
				if amount.LessThan(e.channel.MinAmount.Decimal) || amount.GreaterThan(e.channel.MaxAmount.Decimal) {
					continue
				}
				var bonus decimal.Decimal
				if e.promo != nil && amount.GreaterThanOrEqual(e.promo.MinDeposit.Decimal) {
					bonus = bonusOf(*e.promo, amount)
				}
				if amount.Add(bonus).LessThanOrEqual(state[mainWallet]) {
					e.amount, e.bonus = amount, bonus
					break
				}
			}
			state[mainWallet] = state[mainWallet].Sub(e.amount.Add(e.bonus))
		}
	}
	// Forward: the opening balance on the main wallet, what the game wallets held moved to
	// them, then the month.
	start := now.AddDate(0, 0, -historyDays)
	opening := state[mainWallet]
	for _, w := range p.wallets[1:] {
		opening = opening.Add(state[w.code])
	}
	if err := p.open(start, map[string]decimal.Decimal{mainWallet: opening}); err != nil {
		return err
	}
	for _, w := range p.wallets[1:] {
		if state[w.code].IsPositive() {
			if err := p.move(start.Add(time.Minute), mainWallet, w.code, state[w.code], p.ids.id("TF")); err != nil {
				return err
			}
		}
	}
	for _, e := range plan {
		if err := replay(a, p, e); err != nil {
			return err
		}
	}
	for w, b := range balances {
		if !p.balance[w].Equal(b) {
			return fmt.Errorf("history ends with %s %s, want %s", w, p.balance[w].StringFixed(2), b.StringFixed(2))
		}
	}
	if p.turnover.IsPositive() {
		return fmt.Errorf("history leaves %s of turnover owed", p.turnover.StringFixed(2))
	}
	return nil
}

// replay books one planned event.
func replay(a *account, p *purse, e planned) error {
	switch e.kind {
	case planDeposit, planRejected:
		if e.kind == planDeposit && !e.amount.IsPositive() {
			return nil // no deposit fitted the balance there
		}
		d := &deposit{
			id: p.ids.id("D"), channel: e.channel, amount: e.amount, bonus: e.bonus, status: statusPending,
			created: e.at.Add(-7 * time.Minute), updated: e.at, sender: "01812345678", txID: fmt.Sprintf("TX%d", e.at.Unix()),
		}
		if e.channel.ChannelType == wire.ChannelBank || e.channel.ChannelType == wire.ChannelMobile {
			d.reference = memberReference(a)
		}
		if e.promo != nil && e.bonus.IsPositive() {
			d.promotion, d.multiple = e.promo.PromotionID, e.promo.TurnoverMultiple.Decimal
		}
		p.deposits = append(p.deposits, d)
		if e.kind == planRejected {
			return p.rejectDeposit(d, "Transaction ID not found", e.at)
		}
		return p.approveDeposit(d, e.at)
	case planTransferIn, planTransferOut:
		if !e.amount.IsPositive() {
			return nil
		}
		from, to := mainWallet, e.wallet
		if e.kind == planTransferOut {
			from, to = e.wallet, mainWallet
		}
		return p.move(e.at, from, to, e.amount, p.ids.id("TF"))
	case planRound:
		return p.settle(e.at, &bet{
			id: p.ids.id("B"), at: e.at, gameType: e.game.GameType, vendor: e.wallet, gameID: e.game.GameID,
			gameName: e.game.Name(), stake: decimal.NewFromInt(int64(e.size)), payout: e.amount,
		})
	}
	return nil
}

// planHistory draws the month's sessions, oldest first: most evenings a session moves money to a
// game wallet and plays a few rounds there, some start with a deposit and some end by taking
// money back; the first deposit takes the daily reload bonus, and one deposit is rejected.
func planHistory(fx *fixtures, p *purse, now time.Time) []planned {
	r := &seq{state: historySeed}
	games := map[string][]wire.Game{}
	var wallets []string
	for _, w := range []string{"JL", "PG", "EVO"} {
		for _, g := range fx.games {
			if g.Vassalage == w {
				games[w] = append(games[w], g.Game)
			}
		}
		if p.hasWallet(w) && len(games[w]) > 0 {
			wallets = append(wallets, w)
		}
	}
	var promo *wire.DepositPromotion
	for i, pr := range fx.money.promotions {
		if pr.Frequency == wire.PromotionDaily {
			promo = &fx.money.promotions[i]
		}
	}
	var plan []planned
	sessions := 0
	for daysAgo := historyDays - 1; daysAgo >= 0; daysAgo-- {
		if r.intn(10) < 3 {
			continue
		}
		t := now.AddDate(0, 0, -daysAgo).Add(-time.Hour - time.Duration(r.intn(600))*time.Minute)
		if len(fx.money.channels) > 0 && sessions%4 == 0 {
			e := planned{kind: planDeposit, at: t, channel: fx.money.channels[r.intn(len(fx.money.channels))], size: r.intn(len(depositSizes))}
			if sessions == 0 {
				e.promo, e.size = promo, slices.Index(depositSizes, 2000) // enough for the reload bonus
			}
			if sessions == 8 {
				e.kind = planRejected
				e.amount = decimal.NewFromInt(depositSizes[e.size])
			}
			plan = append(plan, e)
			t = t.Add(time.Duration(5+r.intn(15)) * time.Minute)
		}
		sessions++
		if len(wallets) == 0 {
			continue
		}
		w := wallets[r.intn(len(wallets))]
		plan = append(plan, planned{kind: planTransferIn, at: t, wallet: w})
		for range 4 + r.intn(7) {
			t = t.Add(time.Duration(30+r.intn(150)) * time.Second)
			e := planned{kind: planRound, at: t, wallet: w, game: games[w][r.intn(len(games[w]))], size: int(stakes[r.intn(len(stakes))])}
			if r.intn(100) < 45 {
				e.ratio = decimal.New(int64(30+r.intn(400)), -2) // wins of 0.3 to 4.3 times the stake
			}
			plan = append(plan, e)
		}
		if r.intn(10) < 4 {
			plan = append(plan, planned{kind: planTransferOut, at: t.Add(time.Minute), wallet: w, ratio: decimal.New(int64(2+r.intn(8)), -2)})
		}
	}
	slices.SortStableFunc(plan, func(a, b planned) int { return a.at.Compare(b.at) })
	return plan
}
