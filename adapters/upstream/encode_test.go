package upstream

import (
	"net/http"
	"net/url"
	"slices"
	"testing"

	"github.com/casinobff/bff/adapters"
)

// A call's address is what base + path + "?" + Query.Encode() would be, byte for byte.
func TestTarget(t *testing.T) {
	for name, q := range map[string]url.Values{
		"none":    nil,
		"empty":   {},
		"one":     {"gameName": {"ace"}},
		"sorted":  {"pageNo": {"2"}, "merchant": {"DEMO"}, "clientType": {"2"}, "gameName": {"zz1"}, "language": {"bn"}},
		"escaped": {"gameName": {"super ace & co/৳"}, "a b": {"x=y"}},
		"values":  {"id": {"1", "2", ""}, "empty": {}, "after": {"z"}},
		"many":    {"a": {"1"}, "b": {"2"}, "c": {"3"}, "d": {"4"}, "e": {"5"}, "f": {"6"}, "g": {"7"}, "h": {"8"}, "i": {"9"}, "j": {"10"}},
		"no keys": {"": {"v"}},
	} {
		want := "http://up.test/wps/relay/X"
		if len(q) > 0 {
			want += "?" + q.Encode()
		}
		if got := target("http://up.test", "/wps/relay/X", q); got != want {
			t.Errorf("%s: %s, want %s", name, got, want)
		}
	}
}

// The protocol's headers are those Header.Set writes, whatever the request shares with others;
// a later Add to one request leaves the shared values alone.
func TestSetHeaders(t *testing.T) {
	h := http.Header{}
	setHeaders(h, []string{"M1"}, adapters.Scope{Language: "en", Token: "tok"},
		Call{Module: "VERIFICATION3", IdempotencyKey: "k1", Header: http.Header{"encryption": {"e"}}}, "application/json")
	want := http.Header{}
	for k, v := range map[string]string{
		"Encryption": "e", "Merchant": "M1", "Language": "en", "Device": "MOBILE", "ModuleId": "VERIFICATION3",
		"X-Gateway-Version": "3", "Idempotency-Key": "k1", "Authorization": "tok", "Content-Type": "application/json",
	} {
		want.Set(k, v)
	}
	if len(h) != len(want) {
		t.Errorf("headers %v, want %v", h, want)
	}
	for k, vs := range want {
		if !slices.Equal(h[k], vs) {
			t.Errorf("%s: %v, want %v", k, h[k], vs)
		}
	}

	plain := http.Header{}
	setHeaders(plain, []string{"M1"}, adapters.Scope{}, Call{}, "")
	if got := plain.Get("ModuleId"); got != defaultModule || plain.Get("Language") != "" || plain.Get("Authorization") != "" {
		t.Errorf("defaults: %v", plain)
	}
	plain.Add("Device", "other")
	if !slices.Equal(deviceValue, []string{device}) || !slices.Equal(plain["Device"], []string{device, "other"}) {
		t.Errorf("an Add wrote into the shared value: %v, %v", deviceValue, plain["Device"])
	}
}
