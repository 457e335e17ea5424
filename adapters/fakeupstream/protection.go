package fakeupstream

import (
	"errors"
	"net/http"
	"strings"
	"time"

	"github.com/shopspring/decimal"

	"github.com/casinobff/bff/adapters/fakeupstream/internal/wire"
)

// Player protection at the back office (docs/UPSTREAM.md, "Player protection"): each member's
// limits with their pending raises, a time-out or self-exclusion, the reality check's interval,
// the net result since a session's login from the member's ledger, and where a client address
// is. Everything is counted on the fake's clock (Options.Now, moved by Advance).

// coolingOff is how long a raised or removed limit waits before it applies.
const coolingOff = 24 * time.Hour

// Wire names of limits and exclusions.
const (
	limitDeposit = "DEPOSIT"
	limitLoss    = "LOSS"
	limitSession = "SESSION"

	exclusionTimeOut = "TIMEOUT"
	exclusionSelf    = "SELF_EXCLUSION"
)

// periods are the money limits' rolling periods.
var periods = map[string]time.Duration{"DAILY": 24 * time.Hour, "WEEKLY": 7 * 24 * time.Hour, "MONTHLY": 30 * 24 * time.Hour}

// limitKey names one limit: a money limit by kind and period, the session limit by its kind.
type limitKey struct{ kind, period string }

// limitValue is a money limit's amount or a session limit's minutes.
type limitValue struct {
	amount  decimal.Decimal
	minutes int
}

// lower says whether v is stricter than w.
func (v limitValue) lower(w limitValue, kind string) bool {
	if kind == limitSession {
		return v.minutes < w.minutes
	}
	return v.amount.LessThan(w.amount)
}

type pendingLimit struct {
	value     limitValue
	remove    bool
	effective time.Time
}

// guard is one member's protection. Every access holds members.mu.
type guard struct {
	limits       map[limitKey]limitValue
	pending      map[limitKey]pendingLimit
	excluded     *exclusion
	realityCheck int // minutes; 0: the site's default
}

func newGuard() *guard {
	return &guard{limits: map[limitKey]limitValue{}, pending: map[limitKey]pendingLimit{}}
}

// settle applies the pending changes whose time has come and ends an exclusion that is over.
func (g *guard) settle(now time.Time) {
	for k, p := range g.pending {
		if now.Before(p.effective) {
			continue
		}
		if p.remove {
			delete(g.limits, k)
		} else {
			g.limits[k] = p.value
		}
		delete(g.pending, k)
	}
	if e := g.excluded; e != nil && !e.until.IsZero() && !now.Before(e.until) {
		g.excluded = nil
	}
}

// exclusionAt is the exclusion in force at now, if any.
func (g *guard) exclusionAt(now time.Time) *exclusion {
	g.settle(now)
	return g.excluded
}

// set applies one change: a limit where there was none, or a lower one, at once; a higher one,
// or a removal, after the cooling-off; the limit in force again drops what was pending.
func (g *guard) set(k limitKey, v limitValue, remove bool, now time.Time) {
	cur, has := g.limits[k]
	switch {
	case remove && !has:
		delete(g.pending, k)
	case remove:
		g.pending[k] = pendingLimit{remove: true, effective: now.Add(coolingOff)}
	case !has || v.lower(cur, k.kind):
		g.limits[k] = v
		delete(g.pending, k)
	case (k.kind == limitSession && v.minutes == cur.minutes) || (k.kind != limitSession && v.amount.Equal(cur.amount)):
		delete(g.pending, k)
	default:
		g.pending[k] = pendingLimit{value: v, effective: now.Add(coolingOff)}
	}
}

// guardOf is a's guard, made on first use; the caller holds members.mu.
func (a *account) guardOf() *guard {
	if a.guard == nil {
		a.guard = newGuard()
	}
	return a.guard
}

func nullable(s string) any {
	if s == "" {
		return nil
	}
	return s
}

// protectionRoutes registers the calls of docs/UPSTREAM.md, "Player protection".
func (s *Server) protectionRoutes(handle func(method, path string, h http.HandlerFunc)) {
	handle("GET", "/wps/member/protection", s.protection)
	handle("PUT", "/wps/member/protection/limits", s.setLimits)
	handle("PUT", "/wps/member/protection/realityCheck", s.setRealityCheck)
	handle("POST", "/wps/member/protection/exclusion", s.exclude)
	handle("POST", "/wps/member/protection/exclusion/extension", s.extendExclusion)
	handle("GET", "/wps/system/location", s.location)
}

type limitWire struct {
	LimitType     string      `json:"limitType"`
	Period        string      `json:"period,omitempty"`
	Amount        *wire.Money `json:"amount"`
	Minutes       *int        `json:"minutes"`
	Used          *wire.Money `json:"used,omitempty"`
	Remove        bool        `json:"remove,omitempty"`
	EffectiveTime string      `json:"effectiveTime,omitempty"`
}

func (s *Server) protection(w http.ResponseWriter, r *http.Request) {
	token, _, ok := s.requireSession(w, r)
	if ok {
		s.answerFor(w, token, func(a *account, p *purse) result { return success(s.protectionValue(token, a, p)) })
	}
}

// protectionValue is the member's state now; the caller holds members.mu.
func (s *Server) protectionValue(token string, a *account, p *purse) map[string]any {
	now := s.clock()
	g := a.guardOf()
	g.settle(now)
	limits, pending := []limitWire{}, []limitWire{}
	for _, k := range limitKeys {
		if v, ok := g.limits[k]; ok {
			l := wireLimitOf(k, v)
			if k.kind != limitSession {
				used := money(usedOf(k, p, now))
				l.Used = &used
			}
			limits = append(limits, l)
		}
		if pl, ok := g.pending[k]; ok {
			l := limitWire{LimitType: k.kind, Period: k.period, Remove: pl.remove, EffectiveTime: s.wallTime(pl.effective)}
			if !pl.remove {
				l = wireLimitOf(k, pl.value)
				l.EffectiveTime = s.wallTime(pl.effective)
			}
			pending = append(pending, l)
		}
	}
	var excluded any
	if e := g.excluded; e != nil {
		excluded = map[string]any{"type": e.typ, "endTime": nullable(s.wallTime(e.until))}
	}
	login := s.members.logins[token]
	return map[string]any{
		"limits": limits, "pending": pending, "exclusion": excluded,
		"realityCheckMinutes": g.realityCheck,
		"loginTime":           s.wallTime(login),
		"netResult":           money(netSince(p, login)),
	}
}

// limitKeys is the order limits are answered in.
var limitKeys = []limitKey{
	{limitDeposit, "DAILY"},
	{limitDeposit, "WEEKLY"},
	{limitDeposit, "MONTHLY"},
	{limitLoss, "DAILY"},
	{limitLoss, "WEEKLY"},
	{limitLoss, "MONTHLY"},
	{limitSession, ""},
}

func wireLimitOf(k limitKey, v limitValue) limitWire {
	l := limitWire{LimitType: k.kind, Period: k.period}
	if k.kind == limitSession {
		m := v.minutes
		l.Minutes = &m
	} else {
		a := money(v.amount)
		l.Amount = &a
	}
	return l
}

// usedOf is what a money limit's period has used: the deposits asked (pending or approved), or
// the loss (stakes less winnings, never below zero).
func usedOf(k limitKey, p *purse, now time.Time) decimal.Decimal {
	since := now.Add(-periods[k.period])
	if k.kind == limitDeposit {
		sum := decimal.Zero
		for _, d := range p.deposits {
			if d.status != statusRejected && !d.created.Before(since) {
				sum = sum.Add(d.amount)
			}
		}
		return sum
	}
	loss := netSince(p, since).Neg()
	if loss.IsNegative() {
		return decimal.Zero
	}
	return loss
}

// netSince is winnings less stakes since t, from the ledger's bets and wins.
func netSince(p *purse, t time.Time) decimal.Decimal {
	sum := decimal.Zero
	if t.IsZero() {
		return sum
	}
	for _, e := range p.entries {
		if (e.typ == txBet || e.typ == txWin) && !e.at.Before(t) {
			sum = sum.Add(e.amount)
		}
	}
	return sum
}

func (s *Server) setLimits(w http.ResponseWriter, r *http.Request) {
	token, _, ok := s.requireSession(w, r)
	var body struct {
		Limits []limitWire `json:"limits"`
	}
	if !ok || !readJSON(w, r, &body) {
		return
	}
	s.answerFor(w, token, func(a *account, p *purse) result {
		now := s.clock()
		g := a.guardOf()
		if e := g.exclusionAt(now); e != nil {
			return s.excludedRefusal(e)
		}
		type change struct {
			k      limitKey
			v      limitValue
			remove bool
		}
		changes := make([]change, 0, len(body.Limits))
		for _, l := range body.Limits {
			k := limitKey{kind: l.LimitType, period: l.Period}
			c := change{k: k, remove: l.Remove}
			switch {
			case k.kind == limitSession && k.period == "":
				if !l.Remove && (l.Minutes == nil || *l.Minutes < 1) {
					return result{http.StatusBadRequest, envelope{ErrorCode: "param.invalid", Message: "a session limit needs minutes"}}
				}
				if l.Minutes != nil {
					c.v.minutes = *l.Minutes
				}
			case (k.kind == limitDeposit || k.kind == limitLoss) && periods[k.period] > 0:
				if !l.Remove {
					amount, valid := amountOf(l.Amount)
					if !valid {
						return result{http.StatusBadRequest, envelope{ErrorCode: "param.invalid", Message: "a money limit needs a positive amount"}}
					}
					c.v.amount = amount
				}
			default:
				return result{http.StatusBadRequest, envelope{ErrorCode: "param.invalid", Message: "no limit " + l.LimitType + " " + l.Period}}
			}
			changes = append(changes, c)
		}
		for _, c := range changes {
			g.set(c.k, c.v, c.remove, now)
		}
		return success(s.protectionValue(token, a, p))
	})
}

func (s *Server) setRealityCheck(w http.ResponseWriter, r *http.Request) {
	token, _, ok := s.requireSession(w, r)
	var body struct {
		Minutes int `json:"minutes"`
	}
	if !ok || !readJSON(w, r, &body) {
		return
	}
	if body.Minutes < 1 || body.Minutes > 24*60 {
		refuse(w, http.StatusBadRequest, "param.invalid", "minutes from 1 to 1440")
		return
	}
	s.answerFor(w, token, func(a *account, _ *purse) result {
		a.guardOf().realityCheck = body.Minutes
		return success(true)
	})
}

// depositRefusal is the refusal of a deposit of amount by a's protection, if any; the caller
// holds members.mu.
func (s *Server) depositRefusal(a *account, p *purse, amount decimal.Decimal) (result, bool) {
	now := s.clock()
	g := a.guardOf()
	if e := g.exclusionAt(now); e != nil {
		return s.excludedRefusal(e), true
	}
	for _, k := range limitKeys[:3] {
		v, ok := g.limits[k]
		if !ok {
			continue
		}
		used := usedOf(k, p, now)
		if used.Add(amount).GreaterThan(v.amount) {
			l := wireLimitOf(k, v)
			u := money(used)
			l.Used = &u
			return result{http.StatusOK, envelope{ErrorCode: "limit.exceeded", Message: "the deposit is over a limit", Value: l}}, true
		}
	}
	return result{}, false
}

// location answers the country of a client address: the one set for it, else the one set for
// every address, else Bangladesh.
func (s *Server) location(w http.ResponseWriter, r *http.Request) {
	ip := r.URL.Query().Get("ip")
	s.places.mu.Lock()
	country, ok := s.places.byIP[ip]
	if !ok {
		country = s.places.all
	}
	s.places.mu.Unlock()
	if country == "" {
		country = "BD"
	}
	answer(w, map[string]string{"ip": ip, "countryCode": country})
}

// SetLocation makes the location call answer country for ip (empty: every address not set on
// its own); an empty country forgets the setting.
func (s *Server) SetLocation(ip, country string) {
	s.places.mu.Lock()
	defer s.places.mu.Unlock()
	country = strings.ToUpper(country)
	switch {
	case ip == "":
		s.places.all = country
	case country == "":
		delete(s.places.byIP, ip)
	default:
		s.places.byIP[ip] = country
	}
}

// Advance moves the back office's clock on by d: pending limits and exclusions that end meanwhile
// take effect, and everything it writes from then on is stamped later.
func (s *Server) Advance(d time.Duration) { s.shift.Add(int64(d)) }

var errNoAdvance = errors.New("advance: want a positive duration like 25h")

func (s *Server) protectionControl(c *http.ServeMux) {
	c.HandleFunc("POST /__protection/location", func(w http.ResponseWriter, r *http.Request) {
		var in struct{ IP, Country string }
		if readControl(w, r, &in) {
			s.SetLocation(in.IP, in.Country)
			controlAnswer(w, nil)
		}
	})
	c.HandleFunc("POST /__protection/clock", func(w http.ResponseWriter, r *http.Request) {
		var in struct{ Advance string }
		if !readControl(w, r, &in) {
			return
		}
		d, err := time.ParseDuration(in.Advance)
		if err != nil || d <= 0 {
			controlAnswer(w, errors.Join(errBadControl, errNoAdvance))
			return
		}
		s.Advance(d)
		controlAnswer(w, nil)
	})
}
