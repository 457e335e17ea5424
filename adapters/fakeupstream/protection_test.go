package fakeupstream

import (
	"net/http"
	"testing"
	"time"
)

// The protection state's control calls over HTTP, and the back office's own refusals: a session
// limit is only minutes, a raise waits for the clock, an exclusion ends every session.
func TestProtectionControl(t *testing.T) {
	now := time.Date(2026, 11, 22, 12, 0, 0, 0, time.UTC)
	c := newFake(t, Options{Now: func() time.Time { return now }})
	token := c.loginAs("demo01", "Demo1234")

	type state struct {
		Limits []struct {
			LimitType, Period string
			Amount            *float64
			Minutes           *int
		}
		Pending []struct{ EffectiveTime string }
	}
	var st state
	c.ok(c.call(http.MethodPut, "/wps/member/protection/limits", token, map[string]any{
		"limits": []map[string]any{{"limitType": "LOSS", "period": "DAILY", "amount": 200.00}, {"limitType": "SESSION", "minutes": 60}},
	}), &st)
	if len(st.Limits) != 2 || len(st.Pending) != 0 {
		t.Fatalf("new limits %+v", st)
	}
	c.ok(c.call(http.MethodPut, "/wps/member/protection/limits", token, map[string]any{
		"limits": []map[string]any{{"limitType": "SESSION", "minutes": 90}},
	}), &st)
	if len(st.Pending) != 1 || st.Pending[0].EffectiveTime != "2026-11-23 12:00:00" {
		t.Fatalf("a longer session limit waits: %+v", st)
	}
	if rep := c.call(http.MethodPut, "/wps/member/protection/limits", token, map[string]any{
		"limits": []map[string]any{{"limitType": "SESSION", "period": "DAILY", "minutes": 30}},
	}); rep.status != http.StatusBadRequest || rep.ErrorCode != "param.invalid" {
		t.Fatalf("a session limit with a period: %+v", rep)
	}

	raw := c.do(http.MethodPost, "/__protection/clock", "", map[string]string{"advance": "25h"})
	if raw.status != http.StatusOK {
		t.Fatalf("advance: %d %s", raw.status, raw.body)
	}
	if raw = c.do(http.MethodPost, "/__protection/clock", "", map[string]string{"advance": "-1h"}); raw.status != http.StatusBadRequest {
		t.Fatalf("a clock moved back: %d", raw.status)
	}
	c.ok(c.call(http.MethodGet, "/wps/member/protection", token, nil), &st)
	if len(st.Pending) != 0 {
		t.Fatalf("after 25 hours the raise applies: %+v", st)
	}

	c.do(http.MethodPost, "/__protection/location", "", map[string]string{"ip": "198.51.100.7", "country": "np"})
	var loc struct{ CountryCode string }
	c.get("/wps/system/location?ip=198.51.100.7", "", &loc)
	if loc.CountryCode != "NP" {
		t.Fatalf("location %q", loc.CountryCode)
	}
	c.get("/wps/system/location?ip=203.0.113.1", "", &loc)
	if loc.CountryCode != "BD" {
		t.Fatalf("another address %q", loc.CountryCode)
	}

	other := c.loginAs("demo01", "Demo1234")
	c.ok(c.call(http.MethodPost, "/wps/member/protection/exclusion", token, map[string]string{"type": "SELF_EXCLUSION", "duration": "PERMANENT"}), nil)
	for _, tok := range []string{token, other} {
		if rep := c.call(http.MethodGet, "/wps/member/info", tok, nil); rep.status != http.StatusForbidden || rep.ErrorCode != "member.excluded" {
			t.Fatalf("a session the exclusion ended: %+v", rep)
		}
	}
	if rep := c.login(map[string]string{"username": "demo01", "password": "Demo1234", "type": "username"}); rep.ErrorCode != "member.excluded" || string(rep.Value) != `{"endTime":null,"type":"SELF_EXCLUSION"}` {
		t.Fatalf("a login of a permanently excluded member: %+v %s", rep, rep.Value)
	}
}
