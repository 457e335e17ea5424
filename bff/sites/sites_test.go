package sites

import (
	"net/url"
	"testing"

	"github.com/casinobff/bff/config"
)

func TestNegotiate(t *testing.T) {
	site := &Site{Site: config.Site{Languages: []string{"bn", "en"}, DefaultLanguage: "bn"}}
	tests := []struct{ name, query, accept, want string }{
		{"nothing", "", "", "bn"},
		{"query", "en", "", "en"},
		{"query in capitals with region", "EN-us", "", "en"},
		{"unsupported query falls through", "fr", "en", "en"},
		{"first Accept-Language tag only", "", "fr, en;q=0.9", "bn"},
		{"Accept-Language with region and weight", "", "en-GB;q=0.9", "en"},
		{"garbage", "", ";;,", "bn"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := Negotiate(site, tt.query, tt.accept); got != tt.want {
				t.Fatalf("got %q, want %q", got, tt.want)
			}
		})
	}
}

func TestNewResolverRefusesIncompleteBackends(t *testing.T) {
	u, _ := url.Parse("http://127.0.0.1:1")
	cfg := []config.Site{{ID: "demo", Hosts: []string{"demo.test"}}}
	if _, err := NewResolver(cfg, "", map[string]Backends{"demo": {ContentBaseURL: u}}); err == nil {
		t.Fatal("a site without adapters was accepted")
	}
	if _, err := NewResolver(cfg, "other", nil); err == nil {
		t.Fatal("a default site that is not configured was accepted")
	}
}

func TestStripPort(t *testing.T) {
	for in, want := range map[string]string{
		"demo.test": "demo.test", "demo.test:8080": "demo.test", "[::1]:8080": "::1", "[::1]": "::1", "127.0.0.1:80": "127.0.0.1",
	} {
		if got := stripPort(in); got != want {
			t.Errorf("stripPort(%q) = %q, want %q", in, got, want)
		}
	}
}
