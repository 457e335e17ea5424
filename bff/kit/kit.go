// Package kit is what every feature's handlers share, declared once: the backend of the
// request's site (typed, chosen at start), the request's member and who may act, a feature's
// refusal table, field problems, paging, day ranges in the site's zone, personal answers, and
// the pipeline of a write whose body is decoded once (write.go). docs/ARCHITECTURE.md shows a
// request's way through it.
package kit

import (
	"context"

	"github.com/labstack/echo/v4"

	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/bff/httpx"
	"github.com/casinobff/bff/bff/sites"
)

// Backends holds one feature's backend for every site, chosen at start by the server from the
// site's adapters. The feature declares B, the interface it calls; a site's adapter that lacks
// one of B's methods does not compile where the server picks it.
type Backends[B any] struct{ bySite map[string]B }

// PerSite picks each site's B from its set of adapters.
func PerSite[S, B any](sets map[string]S, pick func(S) B) Backends[B] {
	b := Backends[B]{bySite: make(map[string]B, len(sets))}
	for id, set := range sets {
		b.bySite[id] = pick(set)
	}
	return b
}

// Of is the backend of c's site, which sites.Resolve put on c.
func (b Backends[B]) Of(c echo.Context) B { return b.bySite[sites.From(c).ID] }

// Personal answers v with status, never to be stored by any cache: what only this player may
// see.
func Personal(c echo.Context, status int, v any) error {
	httpx.NoStore(c)
	return c.JSON(status, v)
}

// Ctx is the request's context.
func Ctx(c echo.Context) context.Context { return c.Request().Context() }

// Currency is the code of the site's currency.
func Currency(c echo.Context) string { return sites.From(c).Currency.Code }

// WhiteLabels is the content backend's white-label settings (public, cached): the site's
// switches among them.
type WhiteLabels interface {
	WhiteLabel(ctx context.Context, s adapters.Scope) (adapters.WhiteLabel, error)
}

var errFeatureDisabled = httpx.NewError(httpx.CodeFeatureDisabled, "This site does not offer this.")

// SwitchedOn refuses with feature_disabled unless the site's white-label switch name is on.
func SwitchedOn(c echo.Context, labels WhiteLabels, name string) error {
	label, err := labels.WhiteLabel(Ctx(c), adapters.Scope{Language: sites.Language(c)})
	if err != nil {
		return err
	}
	if !label.Switches[name] {
		return errFeatureDisabled
	}
	return nil
}
