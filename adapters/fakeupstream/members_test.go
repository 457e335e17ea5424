package fakeupstream

import (
	"encoding/json"
	"net/http"
	"testing"
)

type loginValue struct {
	Token          string `json:"token"`
	UserName       string `json:"userName"`
	Type           int    `json:"type"`
	FirstTimeLogin bool   `json:"firstTimeLogin"`
}

type infoValue struct {
	ID        string `json:"id"`
	Account   string `json:"account"`
	Type      int    `json:"type"`
	ClubLabel *struct {
		LabelName string `json:"labelName"`
	} `json:"clubLabel"`
}

func TestLoginDemoAccounts(t *testing.T) {
	c := newFake(t, Options{})
	tests := []struct {
		name    string
		body    map[string]string
		typ     int
		club    string
		balance string // exactly as the answer writes it
	}{
		{"member", map[string]string{"username": "demo01", "password": "Demo1234", "type": "username"}, 0, "VIP", "12345.67"},
		{"agent", map[string]string{"username": "agent01", "password": "Agent1234"}, 1, "", "50210.00"},
		{"free", map[string]string{"username": "free01", "password": "Free1234", "type": "username"}, 4, "", "2000.00"},
		{"mobile", map[string]string{"username": DemoMobile, "password": DemoSMSCode, "type": "sms"}, 0, "", "850.50"},
		{"mobile local", map[string]string{"username": "01712345678", "password": DemoSMSCode, "type": "sms", "countryDialingCode": "880"}, 0, "", "850.50"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := c.with(t)
			var v loginValue
			c.ok(c.login(tt.body), &v)
			if len(v.Token) < 16 || v.Type != tt.typ || v.UserName == "" {
				t.Fatalf("login value %+v", v)
			}
			var info infoValue
			c.get("/wps/member/info", v.Token, &info)
			club := ""
			if info.ClubLabel != nil {
				club = info.ClubLabel.LabelName
			}
			if info.Type != tt.typ || club != tt.club || info.Account != v.UserName || info.ID == "" {
				t.Errorf("member info %+v (club %q)", info, club)
			}
			var bal struct{ SumBalance json.RawMessage }
			c.get("/wps/wallets/gcs", v.Token, &bal)
			if string(bal.SumBalance) != tt.balance {
				t.Errorf("balance %v, want %v", bal.SumBalance, tt.balance)
			}
		})
	}
}

func TestLoginRefusals(t *testing.T) {
	c := newFake(t, Options{})
	tests := []struct {
		name string
		body map[string]string
		code string
	}{
		{"wrong password", map[string]string{"username": "demo01", "password": "demo1234"}, "login.fail"},
		{"unknown user", map[string]string{"username": "nobody", "password": "Demo1234"}, "login.fail"},
		{"password as sms code", map[string]string{"username": DemoMobile, "password": "Demo1234", "type": "sms"}, "verification.code.error"},
		{"sms for a number with no account", map[string]string{"username": "+880 1800000000", "password": DemoSMSCode, "type": "sms"}, "verification.code.error"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := c.with(t)
			rep := c.login(tt.body)
			c.refused(rep, http.StatusOK, tt.code)
			if string(rep.Value) != `{"captcha":false}` {
				t.Errorf("refusal value %s, want the captcha flag", rep.Value)
			}
		})
	}
}

func TestLoginNeedsEncryption(t *testing.T) {
	c := newFake(t, Options{})
	plain := map[string]string{"username": "demo01", "password": "Demo1234"}
	c.refused(c.call(http.MethodPost, "/wps/session/login", "", plain), http.StatusBadRequest, "encryption.missing")
	// Sealed wrongly, whatever the fake's key: an Encryption header that is no number, and a body
	// that is not whole DES blocks. A header that is a number opens, under the fake's random key,
	// to some DES key, which opens a block to bad padding 255 times in 256 and to good padding
	// round garbage (param.invalid) the 256th: a refusal that depends on the key drawn.
	c.refused(c.call(http.MethodPost, "/wps/session/login", "", map[string]string{"value": "AAAAAAAAAAA="}, "Encryption", "not-a-key"),
		http.StatusBadRequest, "encryption.invalid")
	c.refused(c.call(http.MethodPost, "/wps/session/login", "", map[string]string{"value": "AAAA"}, "Encryption", "abc123"),
		http.StatusBadRequest, "encryption.invalid")
}

func TestSessionRequired(t *testing.T) {
	c := newFake(t, Options{})
	calls := []struct{ method, path string }{
		{http.MethodGet, "/wps/member/info"},
		{http.MethodGet, "/wps/wallets/gcs"},
		{http.MethodDelete, "/wps/session/logout"},
		{http.MethodGet, "/wps/relay/MCSFE_getFavoriteGames?pageNo=1&pageSize=100"},
		{http.MethodGet, "/wps/relay/MCSFE_getFavoriteGamesList?pageNo=1&pageSize=15"},
		{http.MethodPost, "/wps/relay/MCSFE_addFavoriteGameV2"},
		{http.MethodPost, "/wps/relay/MCSFE_removeFavoriteGameV2"},
		{http.MethodGet, "/wps/relay/GCS_recentGame?page=1&pageSize=18"},
		{http.MethodPost, "/wps/relay/MCS2_addRecentGame"},
		{http.MethodPost, "/wps/game/launchGame"},
	}
	for _, call := range calls {
		for _, token := range []string{"", "not-a-session", "Bearer " + c.token()} {
			var body any
			if call.method == http.MethodPost {
				body = map[string]string{"nodeId": "174856", "vendor": "JL"}
			}
			c.refused(c.call(call.method, call.path, token, body), http.StatusUnauthorized, "login.not.session")
		}
	}
}

func TestLogout(t *testing.T) {
	c := newFake(t, Options{})
	first, second := c.token(), c.token()
	if first == second {
		t.Fatal("two logins gave one token")
	}
	c.ok(c.call(http.MethodDelete, "/wps/session/logout", first, nil), nil)
	c.refused(c.call(http.MethodGet, "/wps/member/info", first, nil), http.StatusUnauthorized, "login.not.session")
	c.get("/wps/member/info", second, nil) // other sessions of the account stay open
}

func TestMobileDigits(t *testing.T) {
	for _, tt := range []struct{ number, code, want string }{
		{"+880 1712345678", "", "8801712345678"},
		{"8801712345678", "880", "8801712345678"},
		{"01712-345678", "880", "8801712345678"},
		{"1712345678", "+880", "8801712345678"},
		{"00880 1712345678", "", "8801712345678"},
	} {
		if got := mobileDigits(tt.number, tt.code); got != tt.want {
			t.Errorf("mobileDigits(%q, %q) = %s, want %s", tt.number, tt.code, got, tt.want)
		}
	}
}
