package kit

import (
	"errors"
	"io"
	"strings"

	"github.com/labstack/echo/v4"

	"github.com/casinobff/bff/bff/httpx"
	"github.com/casinobff/bff/bff/idempotency"
	"github.com/casinobff/bff/bff/sites"
)

// Write is a write route's pipeline, each step once and in this order: who may act (a visitor
// or a refused member type is answered before anything of the request is read); the
// Idempotency-Key, for a money write; the body, decoded once into R and checked by Parse; the
// key held; the guards the route declares (player protection's checks); Handle. The
// fingerprint of the key, the guards and Handle all read the one decoded R.
type Write[R any] struct {
	Who Who
	// Keys makes this a money write: an Idempotency-Key is required, and a repeat is answered
	// the first answer (package idempotency). Nil: no key is asked for.
	Keys *idempotency.Keeper
	// Space is the keys' space within a member's on the site: "" for the player's money
	// writes, "agent/" for the agent centre's, so that the two never meet.
	Space string
	// Parse checks the decoded request and fills what it derives (an amount read as a
	// decimal); nil checks nothing. A problem here is answered before the key is held.
	Parse func(c echo.Context, r *R) error
	// Guards refuse the write after its key is held and before Handle: a repeat of a write is
	// answered its first answer rather than refused for what the first one did (a deposit
	// that used up a limit).
	Guards []Guard[R]
	Handle func(c echo.Context, m Member, r R) error
	// Optional lets the body be left out (or be white space alone): R is then its zero value.
	Optional bool
}

// Guard refuses a write before it is sent upstream.
type Guard[R any] func(c echo.Context, m Member, r R) error

// NoBody is the request of a write that reads no body: a claim names its promotion in the path.
type NoBody struct{}

// Handler is the route's echo handler.
func (w Write[R]) Handler() echo.HandlerFunc {
	return func(c echo.Context) error {
		m, err := w.Who.Member(c)
		if err != nil {
			return err
		}
		var key string
		if w.Keys != nil {
			if key, err = idempotency.Key(c); err != nil {
				return err
			}
		}
		var r R
		if _, none := any(r).(NoBody); !none {
			if err := httpx.DecodeJSON(c, &r); err != nil && !(w.Optional && errors.Is(err, io.EOF)) {
				return err
			}
		}
		if w.Parse != nil {
			if err := w.Parse(c, &r); err != nil {
				return err
			}
		}
		write := func(c echo.Context) error {
			for _, guard := range w.Guards {
				if err := guard(c, m, r); err != nil {
					return err
				}
			}
			return w.Handle(c, m, r)
		}
		if w.Keys == nil {
			return write(c)
		}
		owner := sites.From(c).ID + "/" + w.Space + strings.ToLower(m.UserName)
		return w.Keys.Once(c, owner, key, r, write)
	}
}

// Key is the Idempotency-Key of a money write, which its pipeline has checked; the upstream is
// sent it too.
func Key(c echo.Context) string { return c.Request().Header.Get(idempotency.Header) }
