package config

import (
	"encoding/base64"
	"errors"
	"fmt"
	"net"
	"net/netip"
	"net/url"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"
)

// Upstream modes.
const (
	ModeFixture = "fixture" // start the fake upstream in-process and point every site at it
	ModeHTTP    = "http"    // call the sites' configured backends
)

// Languages the SPA has translations for.
var Languages = []string{"bn", "en"}

// CookieKeySize is the length of the session cookie's AES-256 key.
const CookieKeySize = 32

// MinCacheBytes is the least cache.max_bytes: below it a few game pages fill the cache.
const MinCacheBytes = 1 << 20

var (
	logFormats = []string{"json", "console"}
	logLevels  = []string{"debug", "info", "warn", "error"}
	// A colour ends up in a CSS custom property; hex only keeps anything else out of the style sheet.
	hexColour    = regexp.MustCompile(`^#(?:[0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$`)
	currencyCode = regexp.MustCompile(`^[A-Z]{3}$`)
	siteID       = regexp.MustCompile(`^[a-z0-9][a-z0-9_-]*$`)
	countryCode  = regexp.MustCompile(`^[A-Z]{2}$`)
	headerName   = regexp.MustCompile(`^[A-Za-z0-9-]+$`)
	limitPeriods = []string{PeriodDay, PeriodWeek, PeriodMonth}
)

// minMemoryLimit is the least memory_limit taken: below it the live data alone would reach it.
const minMemoryLimit = 32 << 20

// Validate reports every problem with c at once, joined, one line each, each naming its key.
func (c Config) Validate() error {
	var p problems
	p.listen("listen", c.Listen)
	if c.AdminListen != "" {
		p.listen("admin_listen", c.AdminListen)
		if _, port, _ := net.SplitHostPort(c.Listen); c.AdminListen == c.Listen && port != "0" {
			p.add("admin_listen", "%q is also listen; give the admin listener an address of its own, or leave it empty", c.AdminListen)
		}
	}
	if c.MemoryLimit != 0 && c.MemoryLimit < minMemoryLimit {
		p.add("memory_limit", "%d bytes is below %d (32 MiB): the collector would never rest; 0 sets no limit", c.MemoryLimit, minMemoryLimit)
	}
	p.trustedProxies(c.TrustedProxies)
	p.upstream(c.Upstream)
	p.sites(c.Sites, c.Upstream.Mode)
	for i, s := range c.Sites {
		if s.Regions.CountrySource == CountryFromHeader && len(c.TrustedProxies) == 0 {
			p.add(fmt.Sprintf("sites[%d].regions.country_source", i), "header needs trusted_proxies: from anyone else the header is the player's own word")
		}
	}
	if c.DefaultSite != "" && !slices.ContainsFunc(c.Sites, func(s Site) bool { return s.ID == c.DefaultSite }) {
		p.add("default_site", "%q names no site", c.DefaultSite)
	}
	p.positive("timeouts.upstream", c.Timeouts.Upstream)
	p.positive("timeouts.read", c.Timeouts.Read)
	p.positive("timeouts.write", c.Timeouts.Write)
	p.positive("timeouts.idle", c.Timeouts.Idle)
	p.positive("timeouts.shutdown", c.Timeouts.Shutdown)
	p.positive("cache.ttl", c.Cache.TTL)
	if c.Cache.StaleMaxAge < c.Cache.TTL {
		p.add("cache.stale_max_age", "%s is shorter than cache.ttl %s", c.Cache.StaleMaxAge, c.Cache.TTL)
	}
	if c.Cache.MaxEntries < 1 {
		p.add("cache.max_entries", "must be at least 1, got %d", c.Cache.MaxEntries)
	}
	if c.Cache.MaxBytes < MinCacheBytes {
		p.add("cache.max_bytes", "must be at least %d (1 MiB), got %d", MinCacheBytes, c.Cache.MaxBytes)
	}
	if c.Breaker.Failures == 0 {
		p.add("breaker.failures", "must be at least 1, got 0")
	}
	p.positive("breaker.open_timeout", c.Breaker.OpenTimeout)
	p.retry(c.Retry)
	p.cookie(c.Cookie, c.Upstream.Mode)
	p.redis(c.Redis)
	p.oneOf("log.format", c.Log.Format, logFormats)
	p.oneOf("log.level", c.Log.Level, logLevels)
	return errors.Join(p...)
}

// CookieKey decodes the session cookie's key. Validate has checked it; in fixture mode it may
// be nil, and the caller makes a random one.
func (c Cookie) CookieKey() ([]byte, error) {
	if c.Key == "" {
		return nil, nil
	}
	key, err := decodeKey(c.Key)
	if err != nil {
		return nil, fmt.Errorf("cookie.key: %w", err)
	}
	return key, nil
}

// decodeKey accepts standard or URL-safe base64, padded or not. Its errors never quote the
// key, which is a secret.
func decodeKey(s string) ([]byte, error) {
	for _, enc := range []*base64.Encoding{base64.StdEncoding, base64.RawStdEncoding, base64.URLEncoding, base64.RawURLEncoding} {
		if key, err := enc.DecodeString(s); err == nil {
			if len(key) != CookieKeySize {
				return nil, fmt.Errorf("must be base64 of exactly %d bytes, got %d bytes (make one with: openssl rand -base64 32)", CookieKeySize, len(key))
			}
			return key, nil
		}
	}
	return nil, fmt.Errorf("must be base64 of exactly %d bytes, and is not base64 (make one with: openssl rand -base64 32)", CookieKeySize)
}

type problems []error

func (p *problems) add(key, format string, args ...any) {
	*p = append(*p, fmt.Errorf("%s: %s", key, fmt.Sprintf(format, args...)))
}

func (p *problems) positive(key string, d time.Duration) {
	if d <= 0 {
		p.add(key, "must be positive, got %s", d)
	}
}

func (p *problems) oneOf(key, got string, allowed []string) {
	if !slices.Contains(allowed, got) {
		p.add(key, "must be %s, got %q", orList(allowed), got)
	}
}

// orList reads "a, b or c".
func orList(words []string) string {
	if len(words) < 2 {
		return strings.Join(words, "")
	}
	return strings.Join(words[:len(words)-1], ", ") + " or " + words[len(words)-1]
}

func (p *problems) listen(key, addr string) {
	if addr == "" {
		p.add(key, "required, host:port")
		return
	}
	_, port, err := net.SplitHostPort(addr)
	if err != nil {
		p.add(key, "%q is not host:port", addr)
		return
	}
	if n, err := strconv.ParseUint(port, 10, 16); err != nil || (n == 0 && port != "0") {
		p.add(key, "%q has no valid port", addr)
	}
}

// trustedProxies are CIDRs (a bare address is its own range). A range of everything would
// believe any client's X-Forwarded-For.
func (p *problems) trustedProxies(cidrs []string) {
	for _, c := range cidrs {
		prefix, err := netip.ParsePrefix(strings.TrimSpace(c))
		if err != nil {
			if _, aerr := netip.ParseAddr(strings.TrimSpace(c)); aerr != nil {
				p.add("trusted_proxies", "%q is not a CIDR such as 10.0.0.0/8 or an address", c)
			}
			continue
		}
		if prefix.Bits() == 0 {
			p.add("trusted_proxies", "%q trusts every address, so any client could name itself in X-Forwarded-For", c)
		}
	}
}

// IsLoopback says whether host (no port) names this machine: localhost or a loopback address.
func IsLoopback(host string) bool {
	host = strings.TrimSuffix(strings.ToLower(strings.Trim(host, "[]")), ".")
	if host == "localhost" || strings.HasSuffix(host, ".localhost") {
		return true
	}
	a, err := netip.ParseAddr(host)
	return err == nil && a.Unmap().IsLoopback()
}

func (p *problems) upstream(u Upstream) {
	p.oneOf("upstream.mode", u.Mode, []string{ModeFixture, ModeHTTP})
	if u.MaxResponseBytes <= 0 {
		p.add("upstream.max_response_bytes", "must be positive, got %d", u.MaxResponseBytes)
	}
	if u.MaxIdlePerHost <= 0 {
		p.add("upstream.max_idle_per_host", "must be positive, got %d", u.MaxIdlePerHost)
	}
	if u.MaxConcurrent <= 0 {
		p.add("upstream.max_concurrent", "must be positive, got %d", u.MaxConcurrent)
	}
}

func (p *problems) sites(sites []Site, mode string) {
	if len(sites) == 0 {
		p.add("sites", "at least one site is required")
	}
	ids := map[string]int{}
	hosts := map[string]int{}
	for i, s := range sites {
		key := fmt.Sprintf("sites[%d]", i)
		switch {
		case s.ID == "":
			p.add(key+".id", "required")
		case !siteID.MatchString(s.ID):
			p.add(key+".id", "%q must be lower-case letters, digits, - or _", s.ID)
		default:
			if j, dup := ids[s.ID]; dup {
				p.add(key+".id", "%q is already the id of sites[%d]", s.ID, j)
			} else {
				ids[s.ID] = i
			}
		}
		if len(s.Hosts) == 0 {
			p.add(key+".hosts", "at least one host is required")
		}
		for _, h := range s.Hosts {
			host := strings.ToLower(h)
			if msg := badHost(host); msg != "" {
				p.add(key+".hosts", "%q %s", h, msg)
				continue
			}
			if j, dup := hosts[host]; dup {
				p.add(key+".hosts", "%q is already a host of sites[%d]", h, j)
			} else {
				hosts[host] = i
			}
		}
		if s.Merchant == "" {
			p.add(key+".merchant", "required")
		}
		if s.Name == "" {
			p.add(key+".name", "required")
		}
		p.backends(key+".backends", s.Backends, mode)
		p.launchHosts(key+".launch_hosts", s.LaunchHosts)
		p.languages(key, s)
		if !currencyCode.MatchString(s.Currency.Code) {
			p.add(key+".currency.code", "%q is not an ISO 4217 code such as BDT", s.Currency.Code)
		}
		if s.Currency.Symbol == "" {
			p.add(key+".currency.symbol", "required")
		}
		for _, c := range []struct{ name, colour string }{{"primary", s.Theme.Primary}, {"accent", s.Theme.Accent}} {
			if !hexColour.MatchString(c.colour) {
				p.add(key+".theme."+c.name, "%q is not a hex colour such as #0f766e", c.colour)
			}
		}
		p.protection(key, s)
		p.presentation(key, s)
		p.firebase(key, s.Firebase)
	}
}

// picturePath is a picture the BFF serves: a file of the built site under /icons/, or the
// content backend's under /media/.
var picturePath = regexp.MustCompile(`^/(icons|media)/[A-Za-z0-9._~/-]+\.(svg|png|webp|jpg|jpeg)$`)

// presentation checks what a site shows of itself: its zone, its money's format and its brand.
func (p *problems) presentation(key string, raw Site) {
	s := raw.WithDefaults()
	if _, err := time.LoadLocation(s.Zone); err != nil || s.Zone == "Local" {
		p.add(key+".zone", "%q is not an IANA zone such as Asia/Dhaka", s.Zone)
	}
	if d := *s.Currency.Decimals; d < 0 || d > 3 {
		p.add(key+".currency.decimals", "must be 0 to 3, got %d", d)
	}
	if pos := s.Currency.SymbolPosition; pos != SymbolBefore && pos != SymbolAfter {
		p.add(key+".currency.symbol_position", "must be %s or %s, got %q", SymbolBefore, SymbolAfter, pos)
	}
	for _, list := range []struct {
		name  string
		items []FooterItem
	}{{"payments", s.Footer.Payments}, {"certifications", s.Footer.Certifications}, {"security", s.Footer.Security}} {
		for i, it := range list.items {
			k := fmt.Sprintf("%s.footer.%s[%d]", key, list.name, i)
			if strings.TrimSpace(it.Name) == "" {
				p.add(k+".name", "required")
			}
			p.httpsURL(k+".url", it.URL, false)
		}
	}
	b := s.Brand
	if utf8.RuneCountInString(b.ShortName) > MaxShortName {
		p.add(key+".brand.short_name", "%q is longer than %d characters: a home screen cuts it", b.ShortName, MaxShortName)
	}
	if raw.Brand.Background != "" && !hexColour.MatchString(raw.Brand.Background) {
		p.add(key+".brand.background", "%q is not a hex colour such as #0f766e", raw.Brand.Background)
	}
	for _, pic := range []struct{ name, path string }{
		{"logo", b.Logo},
		{"icons.svg", b.Icons.SVG},
		{"icons.png_192", b.Icons.PNG192},
		{"icons.png_512", b.Icons.PNG512},
		{"icons.maskable", b.Icons.Maskable},
		{"icons.apple_touch", b.Icons.AppleTouch},
	} {
		if !picturePath.MatchString(pic.path) || strings.Contains(pic.path, "..") {
			p.add(key+".brand."+pic.name, "%q is not a picture under /icons/ or /media/", pic.path)
		}
	}
}

// protection checks a site's player-protection facts: its minimum age, licence, helplines,
// tool choices and refused countries.
func (p *problems) protection(key string, s Site) {
	s = s.WithDefaults()
	if s.MinAge != DefaultMinAge && s.MinAge != AdultMinAge {
		p.add(key+".min_age", "must be %d or %d, got %d", DefaultMinAge, AdultMinAge, s.MinAge)
	}
	l := s.Licence
	if l != (Licence{}) {
		if l.Issuer == "" {
			p.add(key+".licence.issuer", "required with a licence")
		}
		if l.Number == "" {
			p.add(key+".licence.number", "required with a licence")
		}
		p.httpsURL(key+".licence.verify_url", l.VerifyURL, true)
	}
	rg := s.ResponsibleGaming
	for i, h := range rg.Helplines {
		k := fmt.Sprintf("%s.responsible_gaming.helplines[%d]", key, i)
		if h.Name == "" {
			p.add(k+".name", "required")
		}
		if h.Phone == "" && h.URL == "" {
			p.add(k, "needs a phone or a url")
		}
		p.httpsURL(k+".url", h.URL, false)
	}
	for i, l := range rg.Links {
		k := fmt.Sprintf("%s.responsible_gaming.links[%d]", key, i)
		if l.Title == "" {
			p.add(k+".title", "required")
		}
		p.httpsURL(k+".url", l.URL, true)
	}
	rc := rg.RealityCheck
	seen := map[int]bool{}
	for _, m := range rc.Choices {
		if m < 1 || m > 24*60 || seen[m] {
			p.add(key+".responsible_gaming.reality_check.choices", "%d: each is a number of minutes from 1 to 1440, listed once", m)
		}
		seen[m] = true
	}
	if len(rc.Choices) > 0 && !seen[rc.Default] {
		p.add(key+".responsible_gaming.reality_check.default", "%d is not among the choices", rc.Default)
	}
	for _, period := range rg.LimitPeriods {
		if !slices.Contains(limitPeriods, period) {
			p.add(key+".responsible_gaming.limit_periods", "%q must be %s", period, orList(limitPeriods))
		}
	}
	for _, c := range s.Regions.Refused {
		if !countryCode.MatchString(c) {
			p.add(key+".regions.refused", "%q is not an ISO 3166 alpha-2 code such as NP (upper case)", c)
		}
	}
	switch s.Regions.CountrySource {
	case CountryFromUpstream:
	case CountryFromHeader:
		if !headerName.MatchString(s.Regions.CountryHeader) {
			p.add(key+".regions.country_header", "%q is not a header name such as CF-IPCountry", s.Regions.CountryHeader)
		}
	default:
		p.add(key+".regions.country_source", "must be %s or %s, got %q", CountryFromUpstream, CountryFromHeader, s.Regions.CountrySource)
	}
}

// httpsURL checks an address players are sent to: https with a host.
func (p *problems) httpsURL(key, raw string, required bool) {
	if raw == "" {
		if required {
			p.add(key, "required")
		}
		return
	}
	u, err := url.Parse(raw)
	if err != nil || u.Scheme != "https" || u.Host == "" || u.User != nil {
		p.add(key, "%q is not an https address", raw)
	}
}

// badHost says what is wrong with a host name, or nothing.
func badHost(host string) string {
	if host == "" {
		return "is empty"
	}
	if _, _, err := net.SplitHostPort(host); err == nil {
		return "has a port; hosts are matched without one"
	}
	if strings.ContainsAny(host, "/ ") {
		return "is not a host name"
	}
	return ""
}

func (p *problems) backends(key string, b Backends, mode string) {
	for _, backend := range []struct{ name, url string }{
		{"games", b.Games}, {"member", b.Member}, {"wallet", b.Wallet}, {"content", b.Content},
	} {
		k := key + "." + backend.name
		if backend.url == "" {
			if mode == ModeHTTP {
				p.add(k, "required in http mode")
			}
			continue
		}
		u, err := url.Parse(backend.url)
		if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
			p.add(k, "%q is not an http(s) URL", backend.url)
			continue
		}
		if u.User != nil {
			p.add(k, "must not carry credentials")
		}
		// Tokens and passwords travel on this hop: in the clear only on this machine.
		if u.Scheme == "http" && !IsLoopback(u.Hostname()) {
			p.add(k, "%q must be https (plain http only on a loopback host such as 127.0.0.1)", backend.url)
		}
	}
}

// launchHosts are host names, or "*." and a domain; no scheme (https is implied), port or path.
func (p *problems) launchHosts(key string, hosts []string) {
	for _, h := range hosts {
		name := strings.TrimPrefix(strings.ToLower(h), "*.")
		msg := badHost(name)
		if strings.Contains(h, "://") || msg == "" && strings.Contains(name, "*") {
			msg = `is not a host name or "*." and a domain (https is implied)`
		}
		if msg != "" {
			p.add(key, "%q %s", h, msg)
		}
	}
}

func (p *problems) languages(key string, s Site) {
	if len(s.Languages) == 0 {
		p.add(key+".languages", "at least one of %s is required", strings.Join(Languages, ", "))
	}
	seen := map[string]bool{}
	for _, lang := range s.Languages {
		switch {
		case !slices.Contains(Languages, lang):
			p.add(key+".languages", "%q is not supported (%s)", lang, strings.Join(Languages, ", "))
		case seen[lang]:
			p.add(key+".languages", "%q is listed twice", lang)
		}
		seen[lang] = true
	}
	if !slices.Contains(s.Languages, s.DefaultLanguage) {
		p.add(key+".default_language", "%q is not among the site's languages (%s)", s.DefaultLanguage, strings.Join(s.Languages, ", "))
	}
}

func (p *problems) retry(r Retry) {
	if r.Max < 0 {
		p.add("retry.max", "must not be negative, got %d", r.Max)
	}
	p.positive("retry.wait_min", r.WaitMin)
	p.positive("retry.wait_max", r.WaitMax)
	if r.WaitMax < r.WaitMin {
		p.add("retry.wait_max", "%s is shorter than retry.wait_min %s", r.WaitMax, r.WaitMin)
	}
}

func (p *problems) cookie(c Cookie, mode string) {
	if c.Key == "" {
		if mode == ModeHTTP {
			p.add("cookie.key", "required in http mode: base64 of %d random bytes (openssl rand -base64 32), best set as %s", CookieKeySize, EnvName("cookie.key"))
		}
		return
	}
	if _, err := decodeKey(c.Key); err != nil {
		p.add("cookie.key", "%s", err)
	}
}

// redis is empty, or a redis:// or rediss:// URL with a host and port and at most a database
// number for its path. Its errors never quote a password.
func (p *problems) redis(r Redis) {
	if r.URL == "" {
		return
	}
	u, err := url.Parse(r.URL)
	if err != nil {
		p.add("redis.url", "is not a URL such as redis://redis:6379/0")
		return
	}
	shown := u.Redacted()
	if u.Scheme != "redis" && u.Scheme != "rediss" {
		p.add("redis.url", "%q must start with redis:// (or rediss:// for TLS)", shown)
		return
	}
	host, port, err := net.SplitHostPort(u.Host)
	if n, perr := strconv.ParseUint(port, 10, 16); err != nil || host == "" || perr != nil || n == 0 {
		p.add("redis.url", "%q needs a host and a port, such as redis://redis:6379/0", shown)
	}
	if db := strings.TrimPrefix(u.Path, "/"); db != "" {
		if _, err := strconv.ParseUint(db, 10, 8); err != nil {
			p.add("redis.url", "%q: the path is a database number such as /0, got %q", shown, u.Path)
		}
	}
	if u.RawQuery != "" || u.Fragment != "" {
		p.add("redis.url", "%q: options after ? or # are not read; the BFF sets its own timeouts", shown)
	}
}
