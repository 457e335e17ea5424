package sites

import (
	"net/url"
	"slices"
	"strings"

	"github.com/casinobff/bff/config"
)

// Links are the addresses a site may send a player to, from what the upstream answers (a game's
// launch address, a banner's link; chat addresses later): the site's own pages (/m/...), https
// addresses on the site's launch hosts, and plain http only on a loopback host among them (the
// fake upstream of fixture mode and local runs). Anything else is dropped or refused by its
// caller, so that a compromised or mistaken upstream cannot send players elsewhere.
type Links struct {
	hosts    []string // exact host names, lower case
	suffixes []string // ".example.com" for a "*.example.com" entry
}

// NewLinks allows the hosts of launchHosts (a "*." entry allows every subdomain) and the
// loopback hosts among the site's backends: in fixture mode, the fake upstream.
func NewLinks(launchHosts []string, b config.Backends) Links {
	var l Links
	add := func(h string) {
		h = normalHost(h)
		if rest, ok := strings.CutPrefix(h, "*."); ok {
			if !slices.Contains(l.suffixes, "."+rest) {
				l.suffixes = append(l.suffixes, "."+rest)
			}
			return
		}
		if h != "" && !slices.Contains(l.hosts, h) {
			l.hosts = append(l.hosts, h)
		}
	}
	for _, h := range launchHosts {
		add(h)
	}
	for _, raw := range []string{b.Games, b.Member, b.Wallet, b.Content} {
		if u, err := url.Parse(raw); err == nil && config.IsLoopback(u.Hostname()) {
			add(u.Hostname())
		}
	}
	return l
}

// Allows says whether raw is an address the site may send a player to.
func (l Links) Allows(raw string) bool {
	if strings.ContainsAny(raw, "\\\r\n\t ") {
		return false
	}
	u, err := url.Parse(raw)
	if err != nil || u.User != nil || u.Opaque != "" {
		return false
	}
	if u.Scheme == "" && u.Host == "" {
		return ownPage(u.Path) && !strings.HasPrefix(raw, "//")
	}
	host := normalHost(u.Hostname())
	if !l.hostAllowed(host) {
		return false
	}
	switch u.Scheme {
	case "https":
		return u.Port() == "" || u.Port() == "443"
	case "http":
		return config.IsLoopback(host)
	}
	return false
}

// ownPage is a path of the site's pages with no dot segment.
func ownPage(p string) bool {
	if !strings.HasPrefix(p, "/m/") {
		return false
	}
	for _, seg := range strings.Split(p, "/") {
		if seg == "." || seg == ".." {
			return false
		}
	}
	return true
}

func (l Links) hostAllowed(host string) bool {
	if host == "" {
		return false
	}
	if slices.Contains(l.hosts, host) {
		return true
	}
	for _, s := range l.suffixes {
		if strings.HasSuffix(host, s) && len(host) > len(s) {
			return true
		}
	}
	return false
}

// FrameSources are the content security policy's sources for the hosts: https on the default
// port, and http on any port for a loopback host.
func (l Links) FrameSources() []string {
	var out []string
	for _, h := range l.hosts {
		if config.IsLoopback(h) {
			if strings.Contains(h, ":") { // an IPv6 literal
				h = "[" + h + "]"
			}
			out = append(out, "http://"+h+":*", "https://"+h+":*")
			continue
		}
		out = append(out, "https://"+h)
	}
	for _, s := range l.suffixes {
		out = append(out, "https://*"+s)
	}
	return out
}
