package protection

import (
	"errors"
	"net/http"
	"strings"
	"time"

	"github.com/labstack/echo/v4"
	"github.com/shopspring/decimal"
	"go.uber.org/zap"

	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/bff/httpx"
	"github.com/casinobff/bff/bff/kit"
	"github.com/casinobff/bff/bff/session"
	"github.com/casinobff/bff/bff/sites"
)

// write is what a guarded write risks: money in, or play.
type write int

const (
	writeDeposit write = iota + 1 // checked against the deposit limits
	writeLaunch                   // checked against the loss limits
	writeClaim                    // a promotion's money: the exclusion only
)

// Middleware enforces player protection on every request under prefix (the API): a country the
// site refuses gets region_restricted (but for the site's status and help); a session over its
// time limit is ended; a session's state is read once, and a time-out or self-exclusion found
// then ends it. It goes after the session is opened. The guarded writes are checked again by
// Writes, on their routes.
func (p *Protector) Middleware(prefix string) echo.MiddlewareFunc {
	h := p.h
	region := newRegions(h.Proxies, h.Backends)
	sessionPath := prefix + "/session"
	// The site's status and responsible-gaming content (GET /site), the help centre and the
	// customer-service contacts answer from anywhere: a refused player can still read why and
	// reach a person.
	exempt := []string{prefix + "/site", prefix + "/help", prefix + "/customer-service"}
	return func(next echo.HandlerFunc) echo.HandlerFunc {
		return func(c echo.Context) error {
			path := c.Request().URL.Path
			if !strings.HasPrefix(path, prefix+"/") {
				return next(c)
			}
			site := sites.From(c)
			if site == nil {
				return next(c)
			}
			if !hasPrefix(path, exempt) {
				if err := region.check(c, site); err != nil {
					return err
				}
			}
			s, ok := session.From(c)
			if !ok || s.Merchant != site.Merchant {
				return next(c)
			}
			onSession := c.Path() == sessionPath
			if onSession && c.Request().Method != http.MethodGet {
				return next(c) // logging in and out need nothing of the old session's state
			}
			if err := h.enforce(c, site, s, 0, decimal.Zero); err != nil {
				if onSession {
					// The session's own calls go on as a visitor's: logging in again, reading
					// who is logged in (nobody) and logging out still work.
					return next(c)
				}
				return err
			}
			err := next(c)
			if errors.Is(err, adapters.ErrExcluded) {
				h.Cookies.Clear(c) // a call of a session an exclusion ended
			}
			return err
		}
	}
}

// The checks of the guarded writes: the player's state is read again, and the write refused
// during an exclusion or past a limit, before anything is sent upstream. A route declares its
// check after its idempotency key is held (bff/kit.Write): a repeated key is answered its first
// answer, and a deposit that used up a limit is not refused when its answer is asked for again.

// Deposit refuses m's deposit of sum during an exclusion or over what a deposit limit leaves.
func (p *Protector) Deposit(c echo.Context, m kit.Member, sum decimal.Decimal) error {
	return p.h.enforce(c, sites.From(c), m.Session, writeDeposit, sum)
}

// Launch refuses a game to a player during an exclusion or while a loss limit has nothing
// left; a visitor's trial passes.
func (p *Protector) Launch(c echo.Context) error {
	m, err := kit.MemberOf(c)
	if err != nil {
		return nil
	}
	return p.h.enforce(c, sites.From(c), m.Session, writeLaunch, decimal.Zero)
}

// Claim refuses m's claim of a promotion's money during an exclusion.
func (p *Protector) Claim(c echo.Context, m kit.Member) error {
	return p.h.enforce(c, sites.From(c), m.Session, writeClaim, decimal.Zero)
}

func hasPrefix(path string, prefixes []string) bool {
	for _, p := range prefixes {
		if path == p || strings.HasPrefix(path, p+"/") {
			return true
		}
	}
	return false
}

// RecheckEvery is how long a session's reads go on without its protection read again: a limit
// or exclusion set on another device reaches every session within it. Every write reads it
// afresh.
const RecheckEvery = time.Minute

// enforce checks the session's time limit, reads the state when the session's last read is
// RecheckEvery old (or before any write), and refuses a guarded write the state forbids. An
// error ends or refuses; the session cookie is cleared when the session has ended.
func (h *handler) enforce(c echo.Context, site *sites.Site, s session.Session, w write, sum decimal.Decimal) error {
	now := h.now()
	if !s.LimitEnd.IsZero() && !now.Before(s.LimitEnd) {
		h.end(c, site, s)
		return errSessionLimit
	}
	read := c.Request().Method != http.MethodGet || s.CheckedAt.IsZero() || now.Sub(s.CheckedAt) >= RecheckEvery
	if !read && w == 0 {
		return nil
	}
	st, err := h.state(c, s)
	var excluded *adapters.ExclusionError
	switch {
	case errors.As(err, &excluded):
		h.Cookies.Clear(c)
		return httpx.Excluded(excluded.Exclusion).WithCause(err)
	case err != nil && w == 0:
		// The middleware's read fails open: the calls it guards move no money the player
		// limited, and every guarded write reads the state again and fails closed.
		httpx.Logger(c).Debug("protection state not read", zap.Error(err))
		return nil
	case err != nil:
		return err
	case st.Exclusion != nil:
		h.Cookies.Clear(c)
		return httpx.Excluded(*st.Exclusion)
	}
	s = h.sealState(c, s, st, now)
	if !s.LimitEnd.IsZero() && !now.Before(s.LimitEnd) {
		h.end(c, site, s)
		return errSessionLimit
	}
	switch w {
	case writeDeposit:
		return depositLimit(sum, st)
	case writeLaunch:
		return lossLimit(st)
	}
	return nil
}

// stateKey keeps, on a request's context, the protection state read for it: the middleware's
// read serves the route's guard too.
const stateKey = "bff.protection.state"

// state is the player's protection state, read once per request.
func (h *handler) state(c echo.Context, s session.Session) (adapters.ProtectionState, error) {
	if st, ok := c.Get(stateKey).(adapters.ProtectionState); ok {
		return st, nil
	}
	scope := adapters.Scope{Language: sites.Language(c), Token: s.Token}
	st, err := h.Backends.Of(c).Protection.Protection(kit.Ctx(c), scope)
	if err == nil {
		c.Set(stateKey, st)
	}
	return st, err
}

var errSessionLimit = httpx.NewError(httpx.CodeSessionLimitReached,
	"The session reached the time limit you set; it has ended.")

// end ends a session over its time limit: the cookie goes, and the upstream session too (at
// most once per request; a failure leaves only a token nobody holds).
func (h *handler) end(c echo.Context, site *sites.Site, s session.Session) {
	h.Cookies.Clear(c)
	scope := adapters.Scope{Language: sites.Language(c), Token: s.Token}
	if err := h.Backends.Of(c).Sessions.Logout(kit.Ctx(c), scope); err != nil {
		httpx.Logger(c).Debug("logout of a session past its time limit failed", zap.Error(err))
	}
}

// limitEnd is when the session limit in st ends the session s; zero: no limit.
func limitEnd(s session.Session, st adapters.ProtectionState) time.Time {
	l, ok := st.Limit(adapters.LimitSession, "")
	if !ok || l.Minutes <= 0 {
		return time.Time{}
	}
	login := s.Login
	if login.IsZero() {
		login = st.LoginAt
	}
	return login.Add(time.Duration(l.Minutes) * time.Minute)
}

// sealState writes what the session needs of st, read at now (when it was checked, and its
// time limit's end), into the cookie, and answers the session as it is now.
func (h *handler) sealState(c echo.Context, s session.Session, st adapters.ProtectionState, now time.Time) session.Session {
	next := s
	next.CheckedAt, next.LimitEnd = now.Truncate(time.Second), limitEnd(s, st)
	if next.CheckedAt.Equal(s.CheckedAt) && next.LimitEnd.Equal(s.LimitEnd) {
		return s
	}
	if err := h.Cookies.Set(c, next); err != nil {
		httpx.Logger(c).Debug("session not resealed", zap.Error(err))
		return s
	}
	return next
}

// depositLimit refuses a deposit of sum over what a deposit limit leaves: the tightest one.
func depositLimit(sum decimal.Decimal, st adapters.ProtectionState) error {
	var worst *adapters.Limit
	for i, l := range st.Limits {
		if l.Kind != adapters.LimitDeposit || !sum.GreaterThan(l.Remaining()) {
			continue
		}
		if worst == nil || l.Remaining().LessThan(worst.Remaining()) {
			worst = &st.Limits[i]
		}
	}
	if worst != nil {
		return httpx.LimitExceeded(*worst)
	}
	return nil
}

// lossLimit refuses a game while a loss limit's period has nothing left.
func lossLimit(st adapters.ProtectionState) error {
	for _, l := range st.Limits {
		if l.Kind == adapters.LimitLoss && !l.Remaining().IsPositive() {
			return httpx.LimitExceeded(l)
		}
	}
	return nil
}
