package fakeupstream

import (
	"encoding/json"
	"errors"
	"fmt"
	"hash/fnv"
	"io/fs"
	"path"
	"sort"
	"strings"
	"time"

	"github.com/shopspring/decimal"

	"github.com/casinobff/bff/adapters/fakeupstream/internal/wire"
	"github.com/casinobff/bff/testdata"
)

// The reward side of the back office (docs/UPSTREAM.md, "Promotions and rewards"): each member's
// standing on the promotions (the announcements of type PR), the claims it has made, the raffle,
// the sign-up reward, the manual rebate over its bets, its VIP rank from its deposits and bets,
// its invitation code, and a red-envelope rain on a schedule counted from the back office's
// start. Every claim credits the member's main wallet through the ledger (BONUS, or REBATE for
// the rebate). Handlers are in promotion_calls.go, the back office's side in promotion_control.go.

// promoFixtures are the categories (per language) and the merchant's configuration.
type promoFixtures struct {
	categories map[string]json.RawMessage // language -> PROMOFE_getPromotionAnnouncementCategory's value
	settings   wire.PromotionSettings
	byID       map[string]wire.PromotionSetting
	dates      map[string]wire.Announcement // promotion id -> its announcement (start, end, no expiry)
}

// loadPromotions reads the categories and the configuration. A recording has no configuration
// (the recorder has no session) and maybe no categories: the fake then uses the embedded files,
// which the generator writes. A recorded promotion the configuration does not name is one a
// member joins with a tap.
func (fx *fixtures) loadPromotions(fsys fs.FS) error {
	embedded, err := fs.Sub(testdata.Upstream, "upstream")
	if err != nil {
		return err
	}
	names, err := fs.Glob(fsys, wire.PromotionCategoriesGlob)
	if err != nil {
		return err
	}
	from := fsys
	if len(names) == 0 {
		from = embedded
		if names, err = fs.Glob(from, wire.PromotionCategoriesGlob); err != nil {
			return err
		}
	}
	sort.Strings(names)
	p := promoFixtures{categories: map[string]json.RawMessage{}, byID: map[string]wire.PromotionSetting{}, dates: map[string]wire.Announcement{}}
	for _, name := range names {
		lang := strings.TrimSuffix(strings.TrimPrefix(path.Base(name), "promotion-categories."), ".json")
		var raw json.RawMessage
		var cats []wire.PromotionCategory
		if err := fx.read(from, name, &raw, &cats); err != nil {
			return err
		}
		for i, c := range cats {
			if c.ID == 0 || c.Code == "" || c.Name == "" {
				return fmt.Errorf("fixture %s: category %d has no id, code or name", name, i)
			}
		}
		p.categories[lang] = raw
	}
	if p.categories[wire.DefaultLanguage] == nil {
		return fmt.Errorf("fixture %s is missing", wire.PromotionCategoriesFile(wire.DefaultLanguage))
	}
	err = fx.read(fsys, wire.FilePromotionSettings, &p.settings)
	if errors.Is(err, fs.ErrNotExist) {
		err = fx.read(embedded, wire.FilePromotionSettings, &p.settings)
	}
	if err != nil {
		return err
	}
	for _, s := range p.settings.Promotions {
		if s.PromotionID == "" || s.Status == "" || s.BonusAmount.IsNegative() {
			return fmt.Errorf("fixture %s: promotion %q needs an id, a status and a bonus not below zero", wire.FilePromotionSettings, s.PromotionID)
		}
		p.byID[s.PromotionID] = s
	}
	for _, r := range p.settings.Ranks {
		if r.RankNames[wire.DefaultLanguage] == "" {
			return fmt.Errorf("fixture %s: VIP rank %d has no name in %s", wire.FilePromotionSettings, r.Level, wire.DefaultLanguage)
		}
	}
	if r := p.settings.RedEnvelope; r.EveryHours <= 0 || r.Minutes <= 0 || r.Minutes > r.EveryHours*60 || r.MaxAmount.LessThan(r.MinAmount.Decimal) {
		return fmt.Errorf("fixture %s: red envelopes every %d hours for %d minutes, %s to %s", wire.FilePromotionSettings, r.EveryHours, r.Minutes, r.MinAmount, r.MaxAmount)
	}
	for _, lang := range []string{wire.DefaultLanguage} {
		for _, a := range fx.announcements[lang]["promotion"] {
			var w wire.Announcement
			if err := json.Unmarshal(a.raw, &w); err != nil {
				return err
			}
			p.dates[w.ID] = w
		}
	}
	fx.promos = p
	return nil
}

// setting is a promotion's configuration; one the configuration does not name is joined with a
// tap, as most are.
func (p *promoFixtures) setting(id string) (wire.PromotionSetting, bool) {
	if s, ok := p.byID[id]; ok {
		return s, true
	}
	if _, ok := p.dates[id]; ok {
		return wire.PromotionSetting{PromotionID: id, PromotionType: wire.PromotionBonus, ApplyMode: wire.ApplyJoin, Status: wire.StatusJoin}, true
	}
	return wire.PromotionSetting{}, false
}

// ids are every promotion's id: the configuration's, then the recorded ones it does not name.
func (p *promoFixtures) ids() []string {
	out := make([]string, 0, len(p.dates))
	seen := map[string]bool{}
	for _, s := range p.settings.Promotions {
		if _, ok := p.dates[s.PromotionID]; ok {
			out = append(out, s.PromotionID)
			seen[s.PromotionID] = true
		}
	}
	rest := make([]string, 0)
	for id := range p.dates {
		if !seen[id] {
			rest = append(rest, id)
		}
	}
	sort.Strings(rest)
	return append(out, rest...)
}

// Statuses of the raffle and the sign-up reward, and of a claim of the claim list.
const (
	rewardClaimable   = "CLAIMABLE"
	rewardClaimed     = "CLAIMED"
	rewardIssued      = "ISSUED"
	rewardNotEligible = "NOT_ELIGIBLE"
)

// promoClaim is a claim a member made, or a bonus the back office issued.
type promoClaim struct {
	id, promotionID, status string
	amount                  decimal.Decimal
	created, claimed        time.Time
}

// raffleState is a member's ticket to the raffle and its prize.
type raffleState struct {
	promotionID, status string
	prize               decimal.Decimal
	tickets             int
	draw, claimed       time.Time
}

// signUpState is a member's sign-up reward.
type signUpState struct {
	promotionID, status       string
	amount                    decimal.Decimal
	created, claimed, expires time.Time
}

// expired tells a claimable sign-up reward whose week has run out at now: it can no longer be claimed.
func (su signUpState) expired(now time.Time) bool {
	return su.status == rewardClaimable && !su.expires.IsZero() && !now.Before(su.expires)
}

// memberRewards is one member's standing; every access holds members.mu.
type memberRewards struct {
	status      map[string]string          // promotion id -> status, where it differs from the configuration's
	bonus       map[string]decimal.Decimal // promotion id -> what a claim pays, where it differs
	offered     map[string]time.Time       // when a claimable bonus was offered
	claims      []promoClaim               // claimed or issued, oldest first
	raffle      raffleState
	signUp      signUpState
	rebatedBets int       // bets before this index of the purse's bets have had their rebate
	lastRebate  time.Time // zero: never
	invited     int
	earned      decimal.Decimal
	envelopes   map[string]decimal.Decimal // red envelopes caught, by rain
}

// rewardBook is every member's standing and the rain's schedule. Members' standings are guarded
// by members.mu, as their purses are, and so is the rain's anchor.
type rewardBook struct {
	byMember map[string]*memberRewards // account id
	rain     rainClock
}

func newRewardBook(start time.Time) *rewardBook {
	// The first rain began ten minutes before the back office started: one is on at once, for a
	// player trying the site and for the goldens, whose clock stands still.
	b := &rewardBook{byMember: map[string]*memberRewards{}}
	b.rain.anchor = start.Add(-10 * time.Minute)
	return b
}

// of is a's standing, made on first use: demo01's has a history (a claimable bonus or two, an
// application under review and one refused, a raffle won, the sign-up reward long claimed, a
// bonus issued by an ended promotion, three friends invited); everyone else starts as a new
// member. The caller holds members.mu.
func (b *rewardBook) of(a *account, fx *promoFixtures, now time.Time) *memberRewards {
	if r, ok := b.byMember[a.id]; ok {
		return r
	}
	r := &memberRewards{
		status: map[string]string{}, bonus: map[string]decimal.Decimal{}, offered: map[string]time.Time{},
		envelopes: map[string]decimal.Decimal{},
		raffle:    raffleState{status: rewardNotEligible, draw: now.AddDate(0, 0, 6)},
		signUp:    signUpState{status: rewardClaimable, created: now, expires: now.AddDate(0, 0, 7)},
	}
	for _, s := range fx.settings.Promotions {
		switch s.PromotionType {
		case wire.PromotionRaffle:
			r.raffle.promotionID, r.raffle.prize = s.PromotionID, s.BonusAmount.Decimal
		case wire.PromotionSignUp:
			r.signUp.promotionID, r.signUp.amount = s.PromotionID, s.BonusAmount.Decimal
		}
		if s.Status == wire.StatusClaim {
			r.offered[s.PromotionID] = now
		}
	}
	if strings.EqualFold(a.name, "demo01") {
		demoRewards(r, fx, now)
	}
	b.byMember[a.id] = r
	return r
}

// demoRewards is demo01's history. The money of what it was paid before its ledger's month is in
// its opening balances.
func demoRewards(r *memberRewards, fx *promoFixtures, now time.Time) {
	day := 24 * time.Hour
	for id, st := range map[string]string{
		"3001": wire.StatusJoined, "3006": wire.StatusClaim, "3008": wire.StatusApplying, "3009": wire.StatusRejected,
		"3012": wire.StatusJoined, "3016": wire.StatusIssued,
	} {
		if _, ok := fx.byID[id]; ok {
			r.status[id] = st
		}
	}
	if _, ok := fx.byID["3006"]; ok {
		r.offered["3006"] = now.Add(-2 * day)
	}
	if _, ok := fx.byID["3013"]; ok {
		r.offered["3013"] = now.Add(-3 * day)
	}
	if _, ok := fx.byID["3016"]; ok {
		at := now.Add(-45 * day)
		r.claims = append(r.claims, promoClaim{
			id: "PC00000001", promotionID: "3016", status: rewardIssued, amount: decimal.RequireFromString("320.00"), created: at, claimed: at,
		})
	}
	if r.raffle.promotionID != "" {
		r.raffle.status, r.raffle.tickets, r.raffle.draw = rewardClaimable, 3, now.Add(-day)
	}
	if r.signUp.promotionID != "" {
		at := now.Add(-60 * day)
		r.signUp = signUpState{promotionID: r.signUp.promotionID, status: rewardClaimed, amount: r.signUp.amount, created: at, claimed: at}
		r.status[r.signUp.promotionID] = wire.StatusClaimed
	}
	r.invited, r.earned = 3, decimal.RequireFromString("600.00")
}

// statusOf is a member's status on a promotion now: theirs or the configuration's, the raffle's
// and the sign-up reward's from their own state, and the announcement's dates over all but a
// bonus already paid.
func (s *Server) statusOf(r *memberRewards, set wire.PromotionSetting, now time.Time) string {
	st := set.Status
	if own, ok := r.status[set.PromotionID]; ok {
		st = own
	}
	switch set.PromotionType {
	case wire.PromotionRaffle:
		st = map[string]string{rewardClaimable: wire.StatusClaim, rewardClaimed: wire.StatusClaimed}[r.raffle.status]
		if st == "" {
			st = wire.StatusProcess
		}
	case wire.PromotionSignUp:
		st = map[string]string{rewardClaimable: wire.StatusClaim, rewardClaimed: wire.StatusClaimed, rewardNotEligible: wire.StatusClose}[r.signUp.status]
		if r.signUp.expired(now) {
			st = wire.StatusClose
		}
	}
	if st == wire.StatusClaimed || st == wire.StatusIssued {
		return st
	}
	a, ok := s.fx.promos.dates[set.PromotionID]
	if !ok {
		return st
	}
	if start := s.parseWall(a.StartDate); !start.IsZero() && now.Before(start) {
		return wire.StatusComingSoon
	}
	if end := s.parseWall(a.EndDate); a.NoExpiry != 1 && !end.IsZero() && !now.Before(end) {
		return wire.StatusClose
	}
	return st
}

// bonusOf is what a claim of the promotion pays the member.
func (r *memberRewards) bonusOf(set wire.PromotionSetting) decimal.Decimal {
	if b, ok := r.bonus[set.PromotionID]; ok {
		return b
	}
	switch set.PromotionType {
	case wire.PromotionRaffle:
		return r.raffle.prize
	case wire.PromotionSignUp:
		return r.signUp.amount
	}
	return set.BonusAmount.Decimal
}

// parseWall reads one of the back office's wall-clock times in its zone; "" is the zero time.
func (s *Server) parseWall(v string) time.Time {
	t, err := time.ParseInLocation(wallClock, v, s.loc)
	if err != nil {
		return time.Time{}
	}
	return t
}

// rebateLine is one product's rebate now.
type rebateLine struct {
	ProductType    string     `json:"productType"`
	RebateRate     wire.Money `json:"rebateRate"`
	ValidBetAmount wire.Money `json:"validBetAmount"`
	RebateAmount   wire.Money `json:"rebateAmount"`
}

// rebates are what a rebate claim pays now: the rate of each product over the stakes of the bets
// settled since the last claim, cut to cents.
func (r *memberRewards) rebates(p *purse, rates []wire.RebateRate) ([]rebateLine, decimal.Decimal) {
	stakes := map[string]decimal.Decimal{}
	for _, b := range p.bets[min(r.rebatedBets, len(p.bets)):] {
		stakes[b.gameType] = stakes[b.gameType].Add(b.stake)
	}
	lines := make([]rebateLine, 0, len(rates))
	total := decimal.Zero
	for _, rate := range rates {
		bet := stakes[rate.ProductType]
		amount := bet.Mul(rate.RebateRate.Decimal).Div(decimal.NewFromInt(100)).Truncate(2)
		lines = append(lines, rebateLine{ProductType: rate.ProductType, RebateRate: rate.RebateRate, ValidBetAmount: money(bet), RebateAmount: money(amount)})
		total = total.Add(amount)
	}
	return lines, total
}

// vipLevel is the highest rank whose deposit and bet requirements the member meets, with what
// counts towards them: approved deposits and settled stakes, over the whole ledger.
func vipLevel(p *purse, ranks []wire.VIPRank) (level int, deposited, bet decimal.Decimal) {
	for _, e := range p.entries {
		if e.typ == txDeposit {
			deposited = deposited.Add(e.amount)
		}
	}
	for _, b := range p.bets {
		bet = bet.Add(b.stake)
	}
	for _, rk := range ranks {
		if !deposited.LessThan(rk.DepositRequired.Decimal) && !bet.LessThan(rk.BetRequired.Decimal) && rk.Level > level {
			level = rk.Level
		}
	}
	return level, deposited, bet
}

// referralCode is a member's invitation code.
func referralCode(a *account) string { return "R" + a.id }

// rainClock is the red-envelope rain's schedule: rains of the configured length every so many
// hours from the anchor.
type rainClock struct {
	anchor time.Time
}

// rain is one red-envelope rain.
type rain struct {
	id         string
	start, end time.Time
}

func rainAt(anchor time.Time, k int64, every, length time.Duration) rain {
	start := anchor.Add(time.Duration(k) * every)
	return rain{id: "RE" + start.UTC().Format("200601021504"), start: start, end: start.Add(length)}
}

// rains answers the rain on at now, if any, and the next one.
func (c rainClock) rains(now time.Time, set wire.RedEnvelopeSettings) (current *rain, next rain) {
	every, length := time.Duration(set.EveryHours)*time.Hour, time.Duration(set.Minutes)*time.Minute
	if now.Before(c.anchor) {
		return nil, rainAt(c.anchor, 0, every, length)
	}
	k := int64(now.Sub(c.anchor) / every)
	r := rainAt(c.anchor, k, every, length)
	if now.Before(r.end) {
		return &r, rainAt(c.anchor, k+1, every, length)
	}
	return nil, rainAt(c.anchor, k+1, every, length)
}

// redEnvelopeAmount is what a member's envelope of a rain holds: drawn from the member and the rain, so
// that it is the same every time it is asked, between the rain's bounds, in cents.
func redEnvelopeAmount(memberID, rainID string, set wire.RedEnvelopeSettings) decimal.Decimal {
	h := fnv.New64a()
	_, _ = h.Write([]byte(memberID + "/" + rainID))
	lo, hi := set.MinAmount.Shift(2).IntPart(), set.MaxAmount.Shift(2).IntPart()
	cents := lo + int64(h.Sum64()%uint64(hi-lo+1))
	return decimal.New(cents, -2)
}
