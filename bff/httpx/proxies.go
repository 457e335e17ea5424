package httpx

import (
	"fmt"
	"net"
	"net/http"
	"net/netip"
	"strings"

	"github.com/labstack/echo/v4"
)

// Proxies are the address ranges of the trusted proxies in front of the BFF (a load balancer,
// an ingress). Only a request whose direct peer is one of them may say, in X-Forwarded-For and
// X-Forwarded-Proto, who the client is and how it came; from anyone else those headers are
// the client's own words and are ignored. The zero value trusts nobody.
type Proxies struct{ ranges []netip.Prefix }

// ParseProxies reads CIDRs such as 10.0.0.0/8 or fd00::/8; a bare address is its own range.
func ParseProxies(cidrs []string) (Proxies, error) {
	var p Proxies
	for _, s := range cidrs {
		s = strings.TrimSpace(s)
		prefix, err := netip.ParsePrefix(s)
		if err != nil {
			addr, aerr := netip.ParseAddr(s)
			if aerr != nil {
				return Proxies{}, fmt.Errorf("trusted proxy %q is not a CIDR such as 10.0.0.0/8", s)
			}
			prefix = netip.PrefixFrom(addr, addr.BitLen())
		}
		p.ranges = append(p.ranges, prefix.Masked())
	}
	return p, nil
}

// Trusts says whether the direct peer of r is a trusted proxy.
func (p Proxies) Trusts(r *http.Request) bool {
	if len(p.ranges) == 0 {
		return false
	}
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		host = r.RemoteAddr
	}
	addr, err := netip.ParseAddr(host)
	if err != nil {
		return false
	}
	addr = addr.Unmap()
	for _, pr := range p.ranges {
		if pr.Contains(addr) {
			return true
		}
	}
	return false
}

// IPExtractor finds a request's client address: with no trusted proxy the direct peer, never
// a header; with some, the nearest X-Forwarded-For address that is not one of them. Loopback,
// link-local and private addresses are trusted only when listed: behind a proxy on a private
// network the other clients of that network are players too.
func (p Proxies) IPExtractor() echo.IPExtractor {
	if len(p.ranges) == 0 {
		return echo.ExtractIPDirect()
	}
	opts := []echo.TrustOption{echo.TrustLoopback(false), echo.TrustLinkLocal(false), echo.TrustPrivateNet(false)}
	for _, pr := range p.ranges {
		opts = append(opts, echo.TrustIPRange(&net.IPNet{
			IP: pr.Addr().AsSlice(), Mask: net.CIDRMask(pr.Bits(), pr.Addr().BitLen()),
		}))
	}
	return echo.ExtractIPFromXFFHeader(opts...)
}

const secureKey = "bff.secure"

// Forwarded is the middleware that decides once whether a request came over https: over TLS
// to the BFF itself, or through a trusted proxy whose X-Forwarded-Proto says https. Secure
// reads the decision.
func Forwarded(p Proxies) echo.MiddlewareFunc {
	return func(next echo.HandlerFunc) echo.HandlerFunc {
		return func(c echo.Context) error {
			r := c.Request()
			c.Set(secureKey, r.TLS != nil || p.Trusts(r) && forwardedHTTPS(r.Header.Get(echo.HeaderXForwardedProto)))
			return next(c)
		}
	}
}

// forwardedHTTPS reads X-Forwarded-Proto; a proxy that appends to a list puts the scheme the
// client used first.
func forwardedHTTPS(v string) bool {
	first, _, _ := strings.Cut(v, ",")
	return strings.EqualFold(strings.TrimSpace(first), "https")
}

// Secure says whether the request came over https (see Forwarded): the session cookie's name
// and Secure flag, the CSRF check's origin scheme and HSTS all follow it. Without Forwarded
// only TLS to the BFF itself counts.
func Secure(c echo.Context) bool {
	if s, ok := c.Get(secureKey).(bool); ok {
		return s
	}
	return c.Request().TLS != nil
}
