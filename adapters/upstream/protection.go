package upstream

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/shopspring/decimal"

	"github.com/casinobff/bff/adapters"
)

// Player protection's calls (docs/UPSTREAM.md, "Player protection"), named here and nowhere
// else.
const (
	pathProtection   = "/wps/member/protection"
	pathLimits       = "/wps/member/protection/limits"
	pathRealityCheck = "/wps/member/protection/realityCheck"
	pathExclusion    = "/wps/member/protection/exclusion"
	pathExtension    = "/wps/member/protection/exclusion/extension"
	pathLocation     = "/wps/system/location"

	codeExcluded      = "member.excluded"
	codeLimitExceeded = "limit.exceeded"
)

// Protection is adapters.Protection over the platform protocol (the member backend). Nothing
// is cached: the BFF reads it to decide whether a write may go.
type Protection struct {
	c   *Client
	enc *encrypter // the credentials of ExtendExclusion
}

var _ adapters.Protection = (*Protection)(nil)

// NewProtection speaks to the member backend through c.
func NewProtection(c *Client) *Protection { return &Protection{c: c, enc: newEncrypter(c)} }

var (
	wireKinds = map[adapters.LimitKind]string{
		adapters.LimitDeposit: "DEPOSIT", adapters.LimitLoss: "LOSS", adapters.LimitSession: "SESSION",
	}
	wirePeriods = map[adapters.LimitPeriod]string{
		adapters.PeriodDay: "DAILY", adapters.PeriodWeek: "WEEKLY", adapters.PeriodMonth: "MONTHLY",
	}
	wireExclusions = map[adapters.ExclusionKind]string{
		adapters.ExclusionTimeOut: "TIMEOUT", adapters.ExclusionSelf: "SELF_EXCLUSION",
	}
	wireLengths = map[adapters.ExclusionLength]string{
		adapters.Length24Hours: "24H", adapters.Length7Days: "7D", adapters.Length30Days: "30D", adapters.Length6Weeks: "6W",
		adapters.Length6Months: "6M", adapters.Length1Year: "1Y", adapters.Length5Years: "5Y", adapters.LengthPermanent: "PERMANENT",
	}
)

// reverse reads a wire name back; unknown names are the zero value.
func reverse[K comparable](m map[K]string, wire string) (K, bool) {
	for k, v := range m {
		if strings.EqualFold(v, wire) {
			return k, true
		}
	}
	var zero K
	return zero, false
}

type wireLimit struct {
	LimitType     string           `json:"limitType"`
	Period        string           `json:"period,omitempty"`
	Amount        *decimal.Decimal `json:"amount"`
	Minutes       *int             `json:"minutes"`
	Used          decimal.Decimal  `json:"used"`
	Remove        bool             `json:"remove"`
	EffectiveTime string           `json:"effectiveTime"`
}

// wireLimitChange is one limit of SetLimits: an amount (a JSON number with two decimals) or
// minutes, or remove.
type wireLimitChange struct {
	LimitType string       `json:"limitType"`
	Period    string       `json:"period,omitempty"`
	Amount    *json.Number `json:"amount,omitempty"`
	Minutes   *int         `json:"minutes,omitempty"`
	Remove    bool         `json:"remove"`
}

type wireExclusion struct {
	Type    string `json:"type"`
	EndTime string `json:"endTime"`
}

type wireProtection struct {
	Limits              []wireLimit     `json:"limits"`
	Pending             []wireLimit     `json:"pending"`
	Exclusion           *wireExclusion  `json:"exclusion"`
	RealityCheckMinutes int             `json:"realityCheckMinutes"`
	LoginTime           string          `json:"loginTime"`
	NetResult           decimal.Decimal `json:"netResult"`
}

// Protection reads the player's state.
func (p *Protection) Protection(ctx context.Context, s adapters.Scope) (adapters.ProtectionState, error) {
	var w wireProtection
	if err := p.c.Get(ctx, s, "Protection", pathProtection, nil, &w); err != nil {
		return adapters.ProtectionState{}, err
	}
	return p.state(w), nil
}

// SetLimits sends every change in one write (never retried) and reads the state it answers.
func (p *Protection) SetLimits(ctx context.Context, s adapters.Scope, changes []adapters.LimitChange) (adapters.ProtectionState, error) {
	body := make([]wireLimitChange, 0, len(changes))
	for _, ch := range changes {
		kind, ok := wireKinds[ch.Kind]
		if !ok {
			return adapters.ProtectionState{}, &adapters.BusinessError{Kind: adapters.ErrInvalidInput, Code: "limit.kind", Message: string(ch.Kind)}
		}
		w := wireLimitChange{LimitType: kind, Period: wirePeriods[ch.Period], Remove: ch.Remove}
		switch {
		case ch.Remove:
		case ch.Kind == adapters.LimitSession:
			w.Minutes = &ch.Minutes
		default:
			a, err := wireAmount(ch.Amount)
			if err != nil {
				return adapters.ProtectionState{}, err
			}
			w.Amount = &a
		}
		body = append(body, w)
	}
	var out wireProtection
	call := Call{Op: "SetLimits", Method: http.MethodPut, Path: pathLimits, Body: map[string]any{"limits": body}}
	if err := p.c.Do(ctx, s, call, &out); err != nil {
		return adapters.ProtectionState{}, err
	}
	return p.state(out), nil
}

// SetRealityCheck sets the player's interval between reality checks.
func (p *Protection) SetRealityCheck(ctx context.Context, s adapters.Scope, minutes int) error {
	call := Call{Op: "SetRealityCheck", Method: http.MethodPut, Path: pathRealityCheck, Body: map[string]int{"minutes": minutes}}
	return p.c.Do(ctx, s, call, nil)
}

// Exclude starts a time-out or self-exclusion; the back office ends the player's sessions.
func (p *Protection) Exclude(ctx context.Context, s adapters.Scope, r adapters.ExclusionRequest) (adapters.Exclusion, error) {
	body, err := exclusionBody(r)
	if err != nil {
		return adapters.Exclusion{}, err
	}
	var w wireExclusion
	err = p.c.Do(ctx, s, Call{Op: "Exclude", Method: http.MethodPost, Path: pathExclusion, Body: body}, &w)
	return p.exclusionOf(w, err)
}

// ExtendExclusion lengthens a player's exclusion by their credentials, sent encrypted as a
// login's are (*chosen*: docs/UPSTREAM.md, "Player protection").
func (p *Protection) ExtendExclusion(ctx context.Context, s adapters.Scope, name, password string, r adapters.ExclusionRequest) (adapters.Exclusion, error) {
	body, err := exclusionBody(r)
	if err != nil {
		return adapters.Exclusion{}, err
	}
	body["username"], body["password"] = name, password
	var w wireExclusion
	err = p.enc.Do(ctx, visitorOf(s), Call{Op: "ExtendExclusion", Method: http.MethodPost, Path: pathExtension, Body: body}, &w)
	return p.exclusionOf(w, err)
}

// exclusionBody is r in the platform's names.
func exclusionBody(r adapters.ExclusionRequest) (map[string]string, error) {
	kind, okKind := wireExclusions[r.Kind]
	length, okLength := wireLengths[r.Length]
	if !okKind || !okLength {
		return nil, &adapters.BusinessError{Kind: adapters.ErrInvalidInput, Code: "exclusion.length", Message: string(r.Length)}
	}
	return map[string]string{"type": kind, "duration": length}, nil
}

// exclusionOf reads an exclusion's answer; a success that names no known type may have been
// done all the same.
func (p *Protection) exclusionOf(w wireExclusion, err error) (adapters.Exclusion, error) {
	if err != nil {
		return adapters.Exclusion{}, err
	}
	e, ok := exclusionOf(w, p.c.Location())
	if !ok {
		return adapters.Exclusion{}, &outcomeUnknownError{cause: errors.New("exclusion answer has no known type"), answered: true}
	}
	return e, nil
}

func (p *Protection) state(w wireProtection) adapters.ProtectionState {
	loc := p.c.Location()
	out := adapters.ProtectionState{
		Limits: []adapters.Limit{}, Pending: []adapters.PendingLimit{},
		RealityCheckMinutes: w.RealityCheckMinutes,
		LoginAt:             wireTime(wallClock, w.LoginTime, loc),
		NetResult:           w.NetResult,
	}
	for _, l := range w.Limits {
		kind, period, ok := limitOf(l)
		if !ok {
			continue // a limit the BFF has no name for cannot be shown or enforced by it
		}
		lim := adapters.Limit{Kind: kind, Period: period, Used: l.Used}
		if l.Amount != nil {
			lim.Amount = *l.Amount
		}
		if l.Minutes != nil {
			lim.Minutes = *l.Minutes
		}
		out.Limits = append(out.Limits, lim)
	}
	for _, l := range w.Pending {
		kind, period, ok := limitOf(l)
		if !ok {
			continue
		}
		pl := adapters.PendingLimit{Kind: kind, Period: period, Remove: l.Remove, EffectiveAt: wireTime(wallClock, l.EffectiveTime, loc)}
		if l.Amount != nil {
			pl.Amount = *l.Amount
		}
		if l.Minutes != nil {
			pl.Minutes = *l.Minutes
		}
		pl.Remove = pl.Remove || (l.Amount == nil && l.Minutes == nil)
		out.Pending = append(out.Pending, pl)
	}
	if w.Exclusion != nil {
		if e, ok := exclusionOf(*w.Exclusion, loc); ok {
			out.Exclusion = &e
		}
	}
	return out
}

// limitOf reads a limit's kind and period; a money limit needs a period, a session limit has
// none.
func limitOf(l wireLimit) (adapters.LimitKind, adapters.LimitPeriod, bool) {
	kind, ok := reverse(wireKinds, l.LimitType)
	if !ok {
		return "", "", false
	}
	if kind == adapters.LimitSession {
		return kind, "", true
	}
	period, ok := reverse(wirePeriods, l.Period)
	return kind, period, ok
}

func exclusionOf(w wireExclusion, loc *time.Location) (adapters.Exclusion, bool) {
	kind, ok := reverse(wireExclusions, w.Type)
	if !ok {
		return adapters.Exclusion{}, false
	}
	return adapters.Exclusion{Kind: kind, Until: wireTime(wallClock, w.EndTime, loc)}, true
}

// protectionRefusal turns the platform's protection refusals, which any call may answer (a
// login, a deposit, any call of a session an exclusion ended), into the adapters' errors that
// carry what the player must be told: the exclusion's end, the limit and what it leaves.
func protectionRefusal(err error, loc *time.Location) error {
	if err == nil {
		return nil // before the target below, which errors.As makes escape: no allocation
	}
	var be *adapters.BusinessError
	if !errors.As(err, &be) {
		return err
	}
	switch be.Code {
	case codeExcluded:
		var w wireExclusion
		if refusalValue(err, &w) {
			if e, ok := exclusionOf(w, loc); ok {
				return &adapters.ExclusionError{Exclusion: e}
			}
		}
		return &adapters.ExclusionError{Exclusion: adapters.Exclusion{Kind: adapters.ExclusionSelf}}
	case codeLimitExceeded:
		var w wireLimit
		if refusalValue(err, &w) {
			if kind, period, ok := limitOf(w); ok && w.Amount != nil {
				return &adapters.LimitError{Limit: adapters.Limit{Kind: kind, Period: period, Amount: *w.Amount, Used: w.Used}}
			}
		}
	}
	return err
}

// Locator is adapters.Locator over the content backend's location call.
type Locator struct{ c *Client }

// NewLocator asks the content backend through c.
func NewLocator(c *Client) *Locator { return &Locator{c: c} }

// Country answers the country of ip, upper case, or empty when the back office cannot tell.
func (l *Locator) Country(ctx context.Context, ip string) (string, error) {
	var v struct {
		CountryCode string `json:"countryCode"`
	}
	if err := l.c.Get(ctx, adapters.Scope{}, "Location", pathLocation, url.Values{"ip": {ip}}, &v); err != nil {
		return "", err
	}
	return strings.ToUpper(strings.TrimSpace(v.CountryCode)), nil
}
