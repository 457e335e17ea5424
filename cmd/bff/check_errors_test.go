package main

import (
	"context"
	"errors"
	"fmt"
	"net"
	"testing"
	"time"

	json "github.com/goccy/go-json"

	"github.com/casinobff/bff/adapters"
)

// mismatch is the error of decoding data into out, as the adapters decode an answer's value.
func mismatch(t *testing.T, data string, out any) error {
	t.Helper()
	err := json.Unmarshal([]byte(data), out)
	if err == nil {
		t.Fatalf("%s decoded into %T", data, out)
	}
	return fmt.Errorf("upstream games ListGames: %w: value does not decode: %w", adapters.ErrUnavailable, err)
}

// The lines the report gives a failed call, one per kind of failure.
func TestDescribe(t *testing.T) {
	var games struct {
		Games []struct {
			GameID string `json:"gameId"`
			Hot    int    `json:"isHot"`
		} `json:"games"`
	}
	var flags struct {
		Switches map[string]bool `json:"switches"`
	}
	var list []struct{ Trial bool }
	two := []wire{readWire("DepositChannels", "/wps/system/depositBanks"), readWire("DepositPromotions", "/wps/promotions/deposit")}
	cases := []struct {
		name  string
		err   error
		wires []wire
		want  string
	}{
		{
			name: "a number for a string", err: mismatch(t, `{"games": [{"gameId": "1"}, {"gameId": 7}]}`, &games),
			want: "value.games[1].gameId: expected string, got number",
		},
		{name: "an object for a list", err: mismatch(t, `{"games": {"gameId": "1"}}`, &games), want: "value.games: expected array, got object"},
		{name: "a string for a boolean", err: mismatch(t, `{"switches": {"CBS3": "yes"}}`, &flags), want: "value.switches.CBS3: expected boolean, got string"},
		{name: "a boolean for a number", err: mismatch(t, `[{"Trial": 1}]`, &list), want: "value[0].Trial: expected boolean, got number"},
		{name: "an object for the whole value", err: mismatch(t, `{}`, &list), want: "value: expected array, got object"},
		{
			name: "not the envelope",
			err:  fmt.Errorf("upstream content SystemStatus: %w", fmt.Errorf("%w: status 200, answer is not an envelope: invalid character '<'", adapters.ErrUnavailable)),
			want: "status 200, answer is not an envelope: invalid character '<'",
		},
		{
			name: "a refusal",
			err:  fmt.Errorf("upstream wallet Balance: %w", &adapters.BusinessError{Code: "system.busy", Status: 200, Message: "try\nlater"}),
			want: "refused: system.busy (HTTP 200): try later",
		},
		{
			name: "a refusal that asks a captcha",
			err:  errors.Join(adapters.ErrCaptchaRequired, &adapters.BusinessError{Code: "login.fail", Status: 200}),
			want: "refused: login.fail, and the next login needs a captcha: give a test login the back office asks no captcha of",
		},
		{name: "no session", err: fmt.Errorf("upstream member Protection: %w: status 401", adapters.ErrUnauthorized), want: "no session: the back office answered 401 or login.not.session"},
		{
			name: "an unknown host",
			err:  fmt.Errorf("upstream games VendorInfo: %w", &net.DNSError{Err: "no such host", Name: "bo.example.invalid", IsNotFound: true}),
			want: "host not found: bo.example.invalid",
		},
		{
			name: "no answer in time",
			err:  fmt.Errorf("upstream games Winners: %w: no answer in time: %w", adapters.ErrUnavailable, context.DeadlineExceeded),
			want: "no answer within 3s (--timeout)",
		},
		{
			name: "the failed call of several", wires: two,
			err:  fmt.Errorf("upstream wallet DepositPromotions: %w: status 503", adapters.ErrUnavailable),
			want: "GET /wps/promotions/deposit: status 503",
		},
		{
			name: "the innermost of nested calls", wires: loginProbe.wires,
			err:  fmt.Errorf("upstream member Login: upstream member RSAKey: %w: status 502", adapters.ErrUnavailable),
			want: "GET /wps/session/key/rsa: status 502",
		},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			if got := describe(tc.err, tc.wires, 3*time.Second); got != tc.want {
				t.Errorf("describe:\n got %q\nwant %q", got, tc.want)
			}
		})
	}
}

func TestCount(t *testing.T) {
	for want, got := range map[string]string{
		"1 category": count(1, "category"), "2 categories": count(2, "category"), "0 switches": count(0, "switch"),
		"8 hot matches": count(8, "hot match"), "3 game wallets": count(3, "game wallet"),
	} {
		if got != want {
			t.Errorf("count: %q, want %q", got, want)
		}
	}
}
