package protection

import (
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/labstack/echo/v4"
	"go.uber.org/zap"

	"github.com/casinobff/bff/bff/httpx"
	"github.com/casinobff/bff/bff/kit"
	"github.com/casinobff/bff/bff/sites"
	"github.com/casinobff/bff/config"
)

var errRegion = httpx.NewError(httpx.CodeRegionRestricted, "This site is not offered in your country.")

// Bounds of the countries kept per client address from the upstream's location answer: an
// address keeps its country for a while, and the table never grows past its entries (it starts
// over when full).
const (
	countryTTL     = 10 * time.Minute
	countryEntries = 10_000
)

// regions decides a request's country for the sites that refuse some.
type regions struct {
	proxies  httpx.Proxies
	locators kit.Backends[Backends]
	mu       sync.Mutex
	known    map[string]countryEntry // site id and client address -> country
}

type countryEntry struct {
	country string
	expires time.Time
}

func newRegions(p httpx.Proxies, locators kit.Backends[Backends]) *regions {
	return &regions{proxies: p, locators: locators, known: map[string]countryEntry{}}
}

// check refuses a request from a country site refuses. A country that cannot be told (no
// header, a location look-up that fails) is let through: the back office keeps its own
// restriction (its status says region_restricted), and an outage of the location call must not
// take every site down.
func (r *regions) check(c echo.Context, site *sites.Site) error {
	refused := site.Regions.Refused
	if len(refused) == 0 {
		return nil
	}
	country := r.country(c, site)
	if country != "" && slices.Contains(refused, country) {
		return errRegion
	}
	return nil
}

func (r *regions) country(c echo.Context, site *sites.Site) string {
	if site.Regions.CountrySource == config.CountryFromHeader {
		if !r.proxies.Trusts(c.Request()) {
			return ""
		}
		return strings.ToUpper(strings.TrimSpace(c.Request().Header.Get(site.Regions.CountryHeader)))
	}
	ip := c.RealIP()
	key := site.ID + "|" + ip
	now := time.Now()
	r.mu.Lock()
	e, ok := r.known[key]
	r.mu.Unlock()
	if ok && now.Before(e.expires) {
		return e.country
	}
	country, err := r.locators.Of(c).Locator.Country(kit.Ctx(c), ip)
	if err != nil {
		httpx.Logger(c).Debug("client country not known", zap.Error(err))
		return ""
	}
	r.mu.Lock()
	if len(r.known) >= countryEntries {
		r.known = map[string]countryEntry{}
	}
	r.known[key] = countryEntry{country: country, expires: now.Add(countryTTL)}
	r.mu.Unlock()
	return country
}
