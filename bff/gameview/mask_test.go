package gameview

import "testing"

func TestMaskName(t *testing.T) {
	tests := []struct{ name, in, want string }{
		{"long", "rahman", "ra***n"},
		{"four", "abcd", "ab***d"},
		{"three keeps only the first", "abc", "a***"},
		{"two", "ab", "a***"},
		{"one", "a", "a***"},
		{"empty", "", "***"},
		{"bengali by character, not byte", "রহমানউদ্দিন", "রহ***ন"},
		{"already masked upstream", "ra****n", "ra***n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := MaskName(tt.in); got != tt.want {
				t.Fatalf("MaskName(%q) = %q, want %q", tt.in, got, tt.want)
			}
		})
	}
}
