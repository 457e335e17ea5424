package fakeupstream

import (
	"fmt"
	"strings"
	"time"

	"github.com/shopspring/decimal"

	"github.com/casinobff/bff/adapters/fakeupstream/internal/wire"
)

// Agents and their teams (docs/UPSTREAM.md, "Agents and contracts"): agent01 leads a team over
// three levels whose members deposit, bet, withdraw and log in over the 60 days before the
// fake's clock, from a fixed seed relative to it (so a fixed clock gives the same team, ids and
// all); agent02 leads none; special40, lead41 and lead42 show the member types the agent rules
// treat apart. Every downline's money is a purse of its own in the same ledger as everyone's:
// a transfer from an agent is two entries, one in each ledger. The team's purses number their
// ids from a source of their own (marked G), so that the team never moves the ids of the money
// issue's demo accounts.

// team is what the fake knows of an agent or a downline besides its account. Every access holds
// members.mu.
type team struct {
	upline     string // the upline's login name; empty for a top agent
	registered time.Time
	logins     []time.Time // seeded logins, oldest first
	lastLogin  time.Time   // the last real login
	online     bool        // seeded: online now whatever its sessions
	rebates    map[string]decimal.Decimal
	code       string // the affiliate code it registered with, if any

	// An agent's own.
	links        []*affiliateLink
	transfersOff bool // the transfer switch (SetTransferEnabled)
}

// contract is a request an upline made of a member (an agent or a player).
type contract struct {
	id     string
	upline string
	at     time.Time
	period string
	tiers  []contractTier
}

type contractTier struct {
	TeamBet       wire.Money `json:"teamBet"`
	ActiveMembers int        `json:"activeMembers"`
	Reward        wire.Money `json:"reward"`
}

type affiliateLink struct {
	id, code string
	created  time.Time
}

// rebateCategories are the game categories rebates are set for, with agent01's own rates.
var rebateCategories = []struct {
	category string
	rate     string
}{{"RNG", "1.20"}, {"LIVE", "0.80"}, {"PVP", "1.00"}, {"FISH", "1.00"}, {"SPORTS", "0.90"}}

// topRebates are a top agent's own rates.
func topRebates() map[string]decimal.Decimal {
	out := map[string]decimal.Decimal{}
	for _, c := range rebateCategories {
		out[c.category] = decimal.RequireFromString(c.rate)
	}
	return out
}

// TeamPassword is every seeded downline's password, and agent02's, lead41's, lead42's and
// special40's.
const TeamPassword = "Team1234"

// teamMember is one seeded account of the teams.
type teamMember struct {
	name, upline, nickname string
	typ                    int
	daysAgo                int  // registered that many days before the clock; 0: three hours ago
	online                 bool // seeded online
	code                   string
}

// seededTeam is agent01's team, level by level, then the other agents.
var seededTeam = []teamMember{
	{name: "rafi01", upline: "agent01", nickname: "Rafi", daysAgo: 58, online: true, code: AffiliateCode},
	{name: "sub01", upline: "agent01", nickname: "Sub Agency", typ: 1, daysAgo: 57},
	{name: "tania01", upline: "agent01", nickname: "Tania", daysAgo: 50, code: AffiliateCode},
	{name: "nabil01", upline: "agent01", nickname: "Nabil", daysAgo: 20},
	{name: "mitu01", upline: "agent01", nickname: "Mitu", daysAgo: 3, online: true, code: AffiliateCode},
	{name: "sumon02", upline: "sub01", nickname: "Sumon", daysAgo: 40},
	{name: "sub02", upline: "sub01", nickname: "Second Agency", typ: 1, daysAgo: 35},
	{name: "ria02", upline: "sub01", nickname: "Ria", daysAgo: 12},
	{name: "arif03", upline: "sub02", nickname: "Arif", daysAgo: 6},
	{name: "joya03", upline: "sub02", nickname: "Joya", daysAgo: 0, online: true},
	{name: "agent02", nickname: "Lone Agency", typ: 1, daysAgo: 90},
	{name: "special40", nickname: "Special", typ: 40, daysAgo: 90},
	{name: "lead41", nickname: "Lead 41", typ: 41, daysAgo: 90},
	{name: "lead42", nickname: "Lead 42", typ: 42, daysAgo: 90},
}

// teamDays is how far back the team's activity goes.
const teamDays = 60

// teamSeed fixes the team's activity; like demo01's history, only its times follow the clock.
const teamSeed = 20261123

// seedTeams adds the teams' accounts and their activity; the caller owns m.
func (m *members) seedTeams(fx *fixtures) error {
	now := m.now()
	m.teamIDs.mark = "G"
	for _, a := range m.accounts {
		if a.name == "agent01" {
			a.team = &team{registered: now.AddDate(0, 0, -120), rebates: topRebates()}
			a.seedContracts(m, now, true)
			// The invitation code the registration screen knows is one of agent01's links.
			a.team.links = []*affiliateLink{{id: m.teamIDs.id("AL"), code: AffiliateCode, created: now.AddDate(0, 0, -60).Truncate(time.Hour)}}
		}
	}
	r := &seq{state: teamSeed}
	for i, tm := range seededTeam {
		registered := m.dayStart(now.AddDate(0, 0, -tm.daysAgo)).Add(9 * time.Hour)
		if tm.daysAgo == 0 {
			registered = now.Add(-3 * time.Hour)
		}
		a := &account{
			id: fmt.Sprintf("%d", 10200001+i), name: tm.name, password: TeamPassword, nickname: tm.nickname, typ: tm.typ,
			purse: newPurse(&m.teamIDs, m.wallets),
			team:  &team{upline: tm.upline, registered: registered, online: tm.online, code: tm.code},
		}
		m.accounts = append(m.accounts, a)
		if tm.upline == "" {
			a.team.rebates = topRebates()
			a.seedContracts(m, now, tm.typ != 1) // agent02 has no requests; 41 and 42 have them
			continue
		}
		up := m.byName(tm.upline)
		a.team.rebates = map[string]decimal.Decimal{}
		for c, rate := range up.team.rebates {
			give := rate.Sub(decimal.New(2, -1)) // a sub-agent: 0.20 under its upline
			if tm.typ == 0 {
				give = rate.Div(decimal.NewFromInt(2)).Round(2)
			}
			a.team.rebates[c] = decimal.Max(decimal.Zero, give)
		}
		if tm.typ != 0 {
			a.seedContracts(m, now, false)
		}
		if err := m.seedActivity(fx, a, r, now); err != nil {
			return fmt.Errorf("seeding %s: %w", a.name, err)
		}
	}
	return nil
}

// byName is the account of a login name, any case; nil when none. The caller holds m.mu.
func (m *members) byName(name string) *account {
	for _, a := range m.accounts {
		if strings.EqualFold(a.name, name) {
			return a
		}
	}
	return nil
}

// dayStart is the start of t's day in the back office's zone.
func (m *members) dayStart(t time.Time) time.Time {
	y, mo, d := t.Date()
	return time.Date(y, mo, d, 0, 0, 0, 0, t.Location())
}

// seedContracts gives an agent, when pending, its upline's three contract requests.
func (a *account) seedContracts(m *members, now time.Time, pending bool) {
	a.contracts, a.accepted = map[string]*contract{}, map[string]bool{}
	if pending {
		at := now.Add(-26 * time.Hour).Truncate(time.Minute)
		a.contracts[fieldDailySalary] = &contract{
			id: m.teamIDs.id("CS"), upline: "master01", at: at, period: "DAILY",
			tiers: []contractTier{tier("20000", 3, "200"), tier("50000", 5, "600"), tier("100000", 8, "1500")},
		}
		a.contracts[fieldDividend] = &contract{
			id: m.teamIDs.id("CD"), upline: "master01", at: at, period: "HALF_MONTH",
			tiers: []contractTier{tier("100000", 5, "20"), tier("300000", 10, "30")},
		}
		a.contracts[fieldHourlySalary] = &contract{
			id: m.teamIDs.id("CH"), upline: "master01", at: at, period: "HOURLY",
			tiers: []contractTier{tier("2000", 2, "15"), tier("5000", 4, "40")},
		}
	}
}

// seedPlayerOffer gives player02, a player, its upline's daily salary offer, made three hours
// before the clock: the contract prompts are every member's but types 4, 40, 41 and 42. Its id
// comes after the agents' (ids count per prefix), so no other id moves.
func (m *members) seedPlayerOffer(now time.Time) {
	a := m.byName("player02")
	if a == nil {
		return
	}
	a.contracts, a.accepted = map[string]*contract{}, map[string]bool{}
	a.contracts[fieldDailySalary] = &contract{
		id: m.teamIDs.id("CS"), upline: "master01", at: now.Add(-3 * time.Hour).Truncate(time.Minute), period: "DAILY",
		tiers: []contractTier{tier("10000", 3, "100"), tier("30000", 5, "300")},
	}
}

// tier is one step of a contract's terms.
func tier(bet string, active int, reward string) contractTier {
	return contractTier{TeamBet: money(decimal.RequireFromString(bet)), ActiveMembers: active, Reward: money(decimal.RequireFromString(reward))}
}

// The contract requests' fields, by kind (the answer's names).
const (
	fieldDailySalary  = "dailysalreqtype"
	fieldDividend     = "divtypecompperiodreq"
	fieldHourlySalary = "contracthoursalreq"
)

var (
	teamDeposits = []int64{500, 1000, 2000, 3000}
	teamStakes   = []int64{10, 20, 50, 100}
	// teamPayouts are payout ratios in tenths: lost bets, small wins, the odd big one.
	teamPayouts = []int64{0, 0, 0, 5, 10, 15, 20, 0, 30}
	// teamGames are where the team bets: a vendor's wallet and a category.
	teamGames = []struct{ vendor, category string }{{"JL", "RNG"}, {"PG", "RNG"}, {"EVO", "LIVE"}, {"KM", "PVP"}, {"JL", "FISH"}}
)

// seedActivity plays a downline's days from its registration to the clock, forward: on an
// active day it logs in, deposits when its main wallet runs low, moves money to a game wallet,
// bets there, moves what is left back, and now and then withdraws. Every movement goes through
// its purse, so its ledger adds up as anyone's. Today, the activity is in the last few hours.
func (m *members) seedActivity(fx *fixtures, a *account, r *seq, now time.Time) error {
	p, t := a.purse, a.team
	games := map[string]*game{}
	for _, tg := range teamGames {
		for i := range fx.games {
			if g := &fx.games[i]; g.Vassalage == tg.vendor && g.GameType == tg.category {
				games[tg.vendor+"/"+tg.category] = g
				break
			}
		}
	}
	today := m.dayStart(now)
	for day := m.dayStart(t.registered); !day.After(today); day = day.AddDate(0, 0, 1) {
		at := day.Add(10*time.Hour + time.Duration(r.intn(8*60))*time.Minute)
		if day.Equal(today) {
			at = now.Add(-150 * time.Minute).Add(time.Duration(r.intn(30)) * time.Minute)
		}
		if at.Before(t.registered) || !at.Before(now) || (r.intn(10) >= 6 && !day.Equal(today)) {
			continue
		}
		step := func() time.Time { at = at.Add(time.Minute); return at }
		t.logins = append(t.logins, step())
		if p.balance[mainWallet].LessThan(decimal.NewFromInt(300)) {
			if err := m.seedDeposit(fx, p, step(), decimal.NewFromInt(teamDeposits[r.intn(len(teamDeposits))])); err != nil {
				return err
			}
		}
		tg := teamGames[r.intn(len(teamGames))]
		g := games[tg.vendor+"/"+tg.category]
		if g == nil || !p.hasWallet(tg.vendor) {
			continue
		}
		stake := p.balance[mainWallet].Div(decimal.NewFromInt(2)).Round(0)
		if !stake.IsPositive() {
			continue
		}
		ref := p.ids.id("TF")
		if err := p.move(step(), mainWallet, tg.vendor, stake, ref); err != nil {
			return err
		}
		for range 1 + r.intn(4) {
			s := decimal.NewFromInt(teamStakes[r.intn(len(teamStakes))])
			if p.balance[tg.vendor].LessThan(s) {
				break
			}
			payout := s.Mul(decimal.NewFromInt(teamPayouts[r.intn(len(teamPayouts))])).Div(decimal.NewFromInt(10))
			b := &bet{id: p.ids.id("B"), at: step(), gameType: g.GameType, vendor: tg.vendor, gameID: g.GameID, gameName: g.Name(), stake: s, payout: payout}
			if err := p.settle(b.at, b); err != nil {
				return err
			}
		}
		if left := p.balance[tg.vendor]; left.IsPositive() {
			if err := p.move(step(), tg.vendor, mainWallet, left, p.ids.id("TF")); err != nil {
				return err
			}
		}
		if r.intn(8) == 0 && p.balance[mainWallet].GreaterThanOrEqual(decimal.NewFromInt(1000)) {
			at := step()
			wd := &withdrawal{
				id: p.ids.id("W"), amount: decimal.NewFromInt(500), status: statusApproved, created: at, updated: at,
				card: payoutCard{id: "", typ: wire.PayoutMobile, bankCode: "BKASH", bankName: "bKash", accountName: a.nickname, accountNo: "01700000000"},
			}
			if _, err := p.post(at, txWithdraw, mainWallet, wd.amount.Neg(), wd.id); err != nil {
				return err
			}
			p.withdrawals = append(p.withdrawals, wd)
		}
	}
	return nil
}

// seedDeposit books an approved deposit by the first channel of the fixtures.
func (m *members) seedDeposit(fx *fixtures, p *purse, at time.Time, amount decimal.Decimal) error {
	d := &deposit{id: p.ids.id("D"), amount: amount, status: statusApproved, created: at, updated: at}
	if len(fx.money.channels) > 0 {
		d.channel = fx.money.channels[0]
	}
	if _, err := p.post(at, txDeposit, mainWallet, amount, d.id); err != nil {
		return err
	}
	p.deposits = append(p.deposits, d)
	return nil
}

// isAgentType is the spec's rule: any member type but 0, 4 and 40.
func isAgentType(typ int) bool { return typ != 0 && typ != 4 && typ != 40 }

// descendants are every member of an agent's team with their level (1: direct), registration
// order; the caller holds m.mu.
func (m *members) descendants(agent string) []teamRow {
	var out []teamRow
	level := map[string]int{strings.ToLower(agent): 0}
	// The accounts are in creation order and an upline is always made before its downlines.
	for _, a := range m.accounts {
		if a.team == nil || a.team.upline == "" {
			continue
		}
		l, ok := level[strings.ToLower(a.team.upline)]
		if !ok {
			continue
		}
		level[strings.ToLower(a.name)] = l + 1
		out = append(out, teamRow{a: a, level: l + 1})
	}
	return out
}

// teamRow is a team member and its level under the agent asking.
type teamRow struct {
	a     *account
	level int
}

// lastLogin is a team member's last login, seeded or real.
func (t *team) lastLoginAt() time.Time {
	last := t.lastLogin
	if n := len(t.logins); n > 0 && t.logins[n-1].After(last) {
		last = t.logins[n-1]
	}
	return last
}
