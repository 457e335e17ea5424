package sites

import (
	"slices"
	"testing"

	"github.com/casinobff/bff/config"
)

func TestLinksAllows(t *testing.T) {
	l := NewLinks([]string{"Games.Example", "*.vendor.example"}, config.Backends{
		Games: "http://127.0.0.1:9100", Member: "https://member.example", Content: "http://[::1]:9100",
	})
	tests := []struct {
		link string
		ok   bool
	}{
		{"https://games.example/play/1?token=x", true},
		{"https://GAMES.example./play", true},
		{"https://games.example:443/play", true},
		{"https://games.example:8443/play", false},
		{"http://games.example/play", false},
		{"https://a.vendor.example/x", true},
		{"https://a.b.vendor.example/x", true},
		{"https://vendor.example/x", false},
		{"https://evilvendor.example/x", false},
		{"https://games.example.evil.example/x", false},
		{"https://user@games.example/x", false},
		{"https://member.example/x", false}, // a backend, not a launch host
		{"http://127.0.0.1:9100/play/1", true},
		{"http://127.0.0.1:1234/play/1", true},
		{"http://[::1]:9100/play/1", true},
		{"http://localhost:9100/play/1", false}, // loopback, but not among the hosts
		{"/m/gameList?gameType=RNG", true},
		{"/m/activityDetail?id=3001", true},
		{"/m/../api/v1/session", false},
		{"/api/v1/session", false},
		{"//evil.example/m/x", false},
		{"/\\evil.example", false},
		{"javascript:alert(1)", false},
		{"data:text/html,x", false},
		{"", false},
		{"m/home", false},
	}
	for _, tt := range tests {
		if got := l.Allows(tt.link); got != tt.ok {
			t.Errorf("Allows(%q) = %v, want %v", tt.link, got, tt.ok)
		}
	}
}

func TestLinksFrameSources(t *testing.T) {
	l := NewLinks([]string{"games.example", "*.vendor.example", "games.example"}, config.Backends{Games: "http://127.0.0.1:9100"})
	want := []string{"https://games.example", "http://127.0.0.1:*", "https://127.0.0.1:*", "https://*.vendor.example"}
	if got := l.FrameSources(); !slices.Equal(got, want) {
		t.Errorf("got %q, want %q", got, want)
	}
	if got := NewLinks(nil, config.Backends{Games: "https://g.example"}).FrameSources(); got != nil {
		t.Errorf("no launch hosts: %q", got)
	}
}
