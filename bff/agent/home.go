package agent

import (
	"net/http"

	"github.com/labstack/echo/v4"
	"golang.org/x/sync/errgroup"

	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/bff/amount"
	"github.com/casinobff/bff/bff/kit"
)

// MenuItem names an entry of the agent home's navigation grid.
type MenuItem string

// menu is the grid in the spec's order, each entry with the white-label switch that shows it.
var menu = []struct {
	item   MenuItem
	toggle string
}{
	{"teamOverview", "TEAMOVERVIEW3"},
	{"transactionRecord", "TRANSREC3"},
	{"teamManagement", "TEAMMANAGE3"},
	{"redEnvelopeRain", "REDRAIN3"},
	{"teamProfitLoss", "TEAMPNL3"},
	{"teamBetting", "TEAMBETREP3"},
	{"gameRebateSettings", "GAMEREBSET3"},
	{"agentRebateIncome", "AGENTREBINC3"},
	{"securityCentre", "SECPRIV"},
	{"mail", "MAILCEN"},
	{"onlineService", "CBS3"},
}

// SwitchDividend is the white-label switch of the footer's dividend entry.
const SwitchDividend = "AGENTDIV3"

// Counters are the agent home's four team counters.
type Counters struct {
	LoggedIn   int `json:"loggedIn"`
	Betting    int `json:"betting"`
	Registered int `json:"registered"`
	Online     int `json:"online"`
}

// Home is the answer of GET /agent/home. Each section whose upstream call fails is left out
// (balance, counters) or empty (menu), and the rest still answers: the greeting is the site's,
// by the phone's hour.
type Home struct {
	UserName        string     `json:"userName"`
	Balance         *string    `json:"balance,omitempty"`
	Currency        string     `json:"currency"`
	Range           Range      `json:"range"`
	Counters        *Counters  `json:"counters,omitempty"`
	Menu            []MenuItem `json:"menu"`
	Dividend        bool       `json:"dividend"`
	TransferEnabled bool       `json:"transferEnabled"`
}

// home reads the balance, the counters over the range, the switches and the transfer switch at
// once.
func (h *handler) home(c echo.Context) error {
	m, b, r, err := h.openDays(c)
	if err != nil {
		return err
	}
	site := h.Backends.Of(c)
	out := Home{UserName: m.UserName, Currency: kit.Currency(c), Range: rangeOf(r), Menu: []MenuItem{}}
	var (
		balance  adapters.Balance
		counters adapters.TeamCounters
		label    adapters.WhiteLabel
	)
	var okBalance, okCounters, okLabel bool
	g, gctx := errgroup.WithContext(kit.Ctx(c))
	g.Go(func() error {
		var err error
		balance, err = site.Wallet.Balance(gctx, m.Scope)
		okBalance = err == nil
		return nil
	})
	g.Go(func() error {
		var err error
		counters, err = b.TeamCounters(gctx, m.Scope, r)
		okCounters = err == nil
		return nil
	})
	g.Go(func() error {
		var err error
		label, err = site.Labels.WhiteLabel(gctx, kit.Scope(c))
		okLabel = err == nil
		return nil
	})
	g.Go(func() error {
		var err error
		out.TransferEnabled, err = b.TransferEnabled(gctx, m.Scope)
		if err != nil {
			out.TransferEnabled = false
		}
		return nil
	})
	_ = g.Wait() // every section degrades alone
	if okBalance {
		v := amount.Format(balance.Total)
		out.Balance = &v
	}
	if okCounters {
		out.Counters = &Counters{LoggedIn: counters.LoggedIn, Betting: counters.Betting, Registered: counters.Registered, Online: counters.Online}
	}
	if okLabel {
		for _, e := range menu {
			if label.Switches[e.toggle] {
				out.Menu = append(out.Menu, e.item)
			}
		}
		out.Dividend = label.Switches[SwitchDividend]
	}
	return kit.Personal(c, http.StatusOK, out)
}
