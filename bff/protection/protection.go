// Package protection is player protection on the BFF: the player's limits, time-outs,
// self-exclusion and reality checks (GET /protection and its writes), and their enforcement:
// the middleware that reads the player's state every minute of a session and before every
// write, ends a session over its time limit, refuses what a time-out or a limit forbids,
// and refuses requests from the countries a site does not serve.
package protection

import (
	"context"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/labstack/echo/v4"

	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/bff/amount"
	"github.com/casinobff/bff/bff/content"
	"github.com/casinobff/bff/bff/httpx"
	"github.com/casinobff/bff/bff/kit"
	"github.com/casinobff/bff/bff/ratelimit"
	"github.com/casinobff/bff/bff/session"
	"github.com/casinobff/bff/bff/sites"
)

// Backend is the member backend's protection as this feature calls it.
type Backend interface {
	Protection(ctx context.Context, s adapters.Scope) (adapters.ProtectionState, error)
	SetLimits(ctx context.Context, s adapters.Scope, changes []adapters.LimitChange) (adapters.ProtectionState, error)
	SetRealityCheck(ctx context.Context, s adapters.Scope, minutes int) error
	Exclude(ctx context.Context, s adapters.Scope, r adapters.ExclusionRequest) (adapters.Exclusion, error)
	ExtendExclusion(ctx context.Context, s adapters.Scope, name, password string, r adapters.ExclusionRequest) (adapters.Exclusion, error)
}

// Sessions is the member backend's logout: a session over its time limit ends upstream too.
type Sessions interface {
	Logout(ctx context.Context, s adapters.Scope) error
}

// Locator tells a client address's country, for a site that refuses countries by the
// upstream's answer.
type Locator interface {
	Country(ctx context.Context, ip string) (string, error)
}

// Backends are a site's backends as this feature calls them.
type Backends struct {
	Protection Backend
	Sessions   Sessions
	Locator    Locator
}

// Options are the feature's dependencies.
type Options struct {
	Backends kit.Backends[Backends]
	Cookies  session.Cookies  // to end a session, and to seal what the state says into it
	Now      func() time.Time // nil: time.Now
	// Proxies are the trusted proxies: only from them is a site's country header believed.
	Proxies httpx.Proxies
	// Limits replaces the default rule of each name it holds (see DefaultLimits).
	Limits map[string]ratelimit.Rule
	// LimitStore counts the limits; nil counts in this process (ratelimit.Memory).
	LimitStore ratelimit.Store
}

type handler struct {
	Options
	limits *kit.Limits
}

func (h *handler) now() time.Time {
	if h.Now != nil {
		return h.Now()
	}
	return time.Now()
}

// Protector is player protection: its routes, the middleware that enforces it on every request,
// and the checks the guarded writes declare (Deposit, Launch, Claim).
type Protector struct{ h *handler }

// New builds player protection over o.
func New(o Options) *Protector {
	limits := kit.NewLimits(kit.LimitOptions{
		Rules: DefaultLimits(), Replace: o.Limits, Store: o.LimitStore, Now: o.Now,
		TooMany: "Too many tries; wait a little and try again.",
	})
	return &Protector{h: &handler{Options: o, limits: limits}}
}

// Register adds the protection routes to g, whose middleware has resolved the site and opened
// the session.
func (p *Protector) Register(g *echo.Group) {
	h := p.h
	g.GET("/protection", h.get)
	g.PUT("/protection/limits", kit.Write[LimitsRequest]{Who: kit.Members, Parse: parseLimits, Handle: h.setLimits}.Handler())
	g.PUT("/protection/reality-check", kit.Write[RealityCheckRequest]{
		Who: kit.Members, Parse: parseRealityCheck, Handle: h.setRealityCheck,
	}.Handler())
	g.POST("/protection/time-outs", kit.Write[ExclusionRequest]{
		Who: kit.Members, Parse: parseExclusion(content.TimeOutLengths), Handle: h.exclude(adapters.ExclusionTimeOut),
	}.Handler())
	g.POST("/protection/self-exclusions", kit.Write[ExclusionRequest]{
		Who: kit.Members, Parse: parseExclusion(content.SelfExclusionLengths), Handle: h.exclude(adapters.ExclusionSelf),
	}.Handler())
	g.POST("/protection/exclusion-extensions", kit.Write[ExtensionRequest]{
		Who: kit.Anyone, Parse: parseExtension, Handle: h.extend,
	}.Handler())
}

// Protection is the answer of GET /protection and of the writes that change it.
type Protection struct {
	Limits  []Limit   `json:"limits"`
	Pending []Pending `json:"pending"`
	// Exclusion is null unless a time-out or self-exclusion is in force.
	Exclusion       *httpx.ExclusionFacts `json:"exclusion"`
	RealityCheck    RealityCheck          `json:"realityCheck"`
	Session         Session               `json:"session"`
	CoolingOffHours int                   `json:"coolingOffHours"`
}

// Limit is a limit in force: a money limit's amount, what its period used and what remains, or a
// session limit's minutes.
type Limit struct {
	Kind      adapters.LimitKind   `json:"kind"`
	Period    adapters.LimitPeriod `json:"period,omitempty"`
	Amount    string               `json:"amount,omitempty"`
	Used      string               `json:"used,omitempty"`
	Remaining string               `json:"remaining,omitempty"`
	Minutes   int                  `json:"minutes,omitempty"`
}

// Pending is a raise or removal waiting out the cooling-off: it applies at EffectiveAt.
type Pending struct {
	Kind        adapters.LimitKind   `json:"kind"`
	Period      adapters.LimitPeriod `json:"period,omitempty"`
	Remove      bool                 `json:"remove"`
	Amount      string               `json:"amount,omitempty"`
	Minutes     int                  `json:"minutes,omitempty"`
	EffectiveAt string               `json:"effectiveAt"`
}

// RealityCheck is the player's interval and the site's choices, in minutes.
type RealityCheck struct {
	Minutes int   `json:"minutes"`
	Choices []int `json:"choices"`
}

// Session is this session's clock: when it logged in, when its time limit ends it (null: no
// limit), and winnings less stakes since the login.
type Session struct {
	LoginAt   string  `json:"loginAt"`
	EndsAt    *string `json:"endsAt"`
	NetResult string  `json:"netResult"`
}

func stamp(t time.Time) string { return t.UTC().Format(time.RFC3339) }

// protectionOf is the answer for st in the session s of site.
func protectionOf(site *sites.Site, s session.Session, st adapters.ProtectionState) Protection {
	out := Protection{
		Limits: []Limit{}, Pending: []Pending{},
		RealityCheck:    RealityCheck{Minutes: st.RealityCheckMinutes, Choices: site.ResponsibleGaming.RealityCheck.Choices},
		CoolingOffHours: content.CoolingOffHours,
	}
	if !slices.Contains(out.RealityCheck.Choices, out.RealityCheck.Minutes) {
		out.RealityCheck.Minutes = site.ResponsibleGaming.RealityCheck.Default
	}
	for _, l := range st.Limits {
		v := Limit{Kind: l.Kind, Period: l.Period, Minutes: l.Minutes}
		if l.Kind != adapters.LimitSession {
			v.Amount, v.Used, v.Remaining = amount.Format(l.Amount), amount.Format(l.Used), amount.Format(l.Remaining())
		}
		out.Limits = append(out.Limits, v)
	}
	for _, p := range st.Pending {
		v := Pending{Kind: p.Kind, Period: p.Period, Remove: p.Remove, Minutes: p.Minutes, EffectiveAt: stamp(p.EffectiveAt)}
		if !p.Remove && p.Kind != adapters.LimitSession {
			v.Amount = amount.Format(p.Amount)
		}
		out.Pending = append(out.Pending, v)
	}
	if st.Exclusion != nil {
		f := httpx.ExclusionFactsOf(*st.Exclusion)
		out.Exclusion = &f
	}
	login := st.LoginAt
	if login.IsZero() {
		login = s.Login
	}
	out.Session = Session{LoginAt: stamp(login), NetResult: amount.Format(st.NetResult)}
	if end := limitEnd(s, st); !end.IsZero() {
		e := stamp(end)
		out.Session.EndsAt = &e
	}
	return out
}

func (h *handler) get(c echo.Context) error {
	m, err := kit.Members.Member(c)
	if err != nil {
		return err
	}
	b := h.Backends.Of(c).Protection
	st, err := b.Protection(kit.Ctx(c), m.Scope)
	if err != nil {
		return err
	}
	return kit.Personal(c, http.StatusOK, protectionOf(sites.From(c), m.Session, st))
}

// LimitsRequest is the body of PUT /protection/limits: the limits to set or remove, together.
type LimitsRequest struct {
	Limits []LimitChange `json:"limits"`

	changes []adapters.LimitChange
}

// LimitChange sets one limit (an amount for deposit and loss limits, with a period the site
// offers; minutes for the session limit) or removes it.
type LimitChange struct {
	Kind    string `json:"kind"`
	Period  string `json:"period"`
	Amount  string `json:"amount"`
	Minutes int    `json:"minutes"`
	Remove  bool   `json:"remove"`
}

// maxSessionMinutes bounds a session limit: a day.
const maxSessionMinutes = 24 * 60

// setLimits applies lower limits at once and raises or removals after the cooling-off (the back
// office decides which is which); a session limit in force now is sealed into the session.
func (h *handler) setLimits(c echo.Context, m kit.Member, req LimitsRequest) error {
	st, err := h.Backends.Of(c).Protection.SetLimits(kit.Ctx(c), m.Scope, req.changes)
	if err != nil {
		return refusals.Answer(err)
	}
	s := h.sealState(c, m.Session, st, h.now())
	return kit.Personal(c, http.StatusOK, protectionOf(sites.From(c), s, st))
}

// parseLimits checks each change against the limits and periods the site offers.
func parseLimits(c echo.Context, req *LimitsRequest) (err error) {
	req.changes, err = limitChanges(sites.From(c), *req)
	return err
}

func limitChanges(site *sites.Site, req LimitsRequest) ([]adapters.LimitChange, error) {
	if len(req.Limits) == 0 || len(req.Limits) > 7 {
		return nil, kit.Required("limits", "one to seven limits")
	}
	var p kit.Problems
	at := func(i int, name string) string { return "limits[" + strconv.Itoa(i) + "]." + name }
	seen := map[string]bool{}
	out := make([]adapters.LimitChange, 0, len(req.Limits))
	for i, l := range req.Limits {
		ch := adapters.LimitChange{Kind: adapters.LimitKind(l.Kind), Remove: l.Remove}
		switch ch.Kind {
		case adapters.LimitSession:
			if !l.Remove && (l.Minutes < 1 || l.Minutes > maxSessionMinutes) {
				p.OutOfRange(at(i, "minutes"), "1 to 1440")
			}
			ch.Minutes = l.Minutes
		case adapters.LimitDeposit, adapters.LimitLoss:
			if !slices.Contains(site.ResponsibleGaming.LimitPeriods, l.Period) {
				p.Invalid(at(i, "period"), "one of the site's limit periods")
			}
			ch.Period = adapters.LimitPeriod(l.Period)
			if !l.Remove {
				ch.Amount = p.Amount(at(i, "amount"), l.Amount, amount.Range{})
			}
		default:
			p.Invalid(at(i, "kind"), "deposit, loss or session")
			continue
		}
		key := string(ch.Kind) + "/" + string(ch.Period)
		if seen[key] {
			p.Invalid(at(i, "kind"), "one change per limit")
		}
		seen[key] = true
		out = append(out, ch)
	}
	if err := p.Err(); err != nil {
		return nil, err
	}
	return out, nil
}

// RealityCheckRequest is the body of PUT /protection/reality-check: one of the site's choices.
type RealityCheckRequest struct {
	Minutes int `json:"minutes"`
}

// parseRealityCheck checks the interval is one of the site's choices.
func parseRealityCheck(c echo.Context, req *RealityCheckRequest) error {
	if !slices.Contains(sites.From(c).ResponsibleGaming.RealityCheck.Choices, req.Minutes) {
		return kit.Invalid("minutes", "one of the site's reality-check choices")
	}
	return nil
}

func (h *handler) setRealityCheck(c echo.Context, m kit.Member, req RealityCheckRequest) error {
	site, b := sites.From(c), h.Backends.Of(c).Protection
	if err := b.SetRealityCheck(kit.Ctx(c), m.Scope, req.Minutes); err != nil {
		return refusals.Answer(err)
	}
	st, err := b.Protection(kit.Ctx(c), m.Scope)
	if err != nil {
		return err
	}
	return kit.Personal(c, http.StatusOK, protectionOf(site, m.Session, st))
}

// ExclusionRequest is the body of POST /protection/time-outs and /self-exclusions: the length,
// and confirmed true, which the site sends once the player has confirmed twice.
type ExclusionRequest struct {
	Length    string `json:"length"`
	Confirmed bool   `json:"confirmed"`
}

// Exclusion is the answer of a time-out or self-exclusion: it is in force, and the session has
// ended.
type Exclusion struct {
	Length    string               `json:"length"`
	Exclusion httpx.ExclusionFacts `json:"exclusion"`
}

// parseExclusion checks a time-out's or self-exclusion's form: one of lengths, confirmed.
func parseExclusion(lengths []string) func(echo.Context, *ExclusionRequest) error {
	return func(_ echo.Context, req *ExclusionRequest) error {
		var p kit.Problems
		if !slices.Contains(lengths, req.Length) {
			p.Invalid("length", "one of "+strings.Join(lengths, ", "))
		}
		if !req.Confirmed {
			p.Required("confirmed", "the player's confirmation")
		}
		return p.Err()
	}
}

// exclude starts a time-out or self-exclusion and ends the session at once: the back office has
// ended every session of the player, and the cookie goes too.
func (h *handler) exclude(kind adapters.ExclusionKind) func(echo.Context, kit.Member, ExclusionRequest) error {
	return func(c echo.Context, m kit.Member, req ExclusionRequest) error {
		r := adapters.ExclusionRequest{Kind: kind, Length: adapters.ExclusionLength(req.Length)}
		e, err := h.Backends.Of(c).Protection.Exclude(kit.Ctx(c), m.Scope, r)
		if err != nil {
			return refusals.Answer(err)
		}
		h.Cookies.Clear(c)
		return kit.Personal(c, http.StatusCreated, Exclusion{Length: req.Length, Exclusion: httpx.ExclusionFactsOf(e)})
	}
}

// refusals: the back office's refusal of bad input is validation_failed; every other error (an
// exclusion, an outage, no session) goes to the error handler as it is.
var refusals = kit.Refusals{adapters.ErrInvalidInput: httpx.Validation()}
