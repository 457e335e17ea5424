package fakeupstream

import (
	"encoding/json"
	"net/http"
	"net/url"
	"reflect"
	"testing"
	"time"
)

// agentToken logs in as an account of the teams and answers its token.
func (c *testClient) agentToken(user, password string) string {
	c.t.Helper()
	var v struct{ Token string }
	c.ok(c.login(map[string]string{"username": user, "password": password}), &v)
	return v.Token
}

// rangeOf is a report query over the last days days before now, Dhaka days.
func rangeOf(now time.Time, days int) url.Values {
	return url.Values{
		"startDate": {now.AddDate(0, 0, -days).In(dhaka).Format(dayLayout)},
		"endDate":   {now.In(dhaka).Format(dayLayout)},
		"pageSize":  {"100"},
	}
}

// The team is seeded from a fixed seed relative to the clock: two fakes on one clock have one
// team; every member's ledger adds up; every report shows something today, this week and over
// 60 days.
func TestSeededTeam(t *testing.T) {
	noon := time.Date(2026, 11, 22, 12, 0, 0, 0, dhaka)
	c := moneyFake(t, &testClock{now: noon})
	other := moneyFake(t, &testClock{now: noon})
	for _, tm := range seededTeam {
		l, err := c.fake.Ledger(tm.name)
		if err != nil {
			t.Fatal(err)
		}
		checkLedger(t, l)
		twin, _ := other.fake.Ledger(tm.name)
		if !reflect.DeepEqual(l, twin) {
			t.Errorf("%s: two fakes on one clock seeded different ledgers", tm.name)
		}
		for _, e := range l.Entries {
			if e.Time.Before(noon.AddDate(0, 0, -teamDays)) || !e.Time.Before(noon) || e.ID[0] != 'G' {
				t.Errorf("%s: entry %s at %s", tm.name, e.ID, e.Time)
			}
		}
	}
	agent := c.agentToken("agent01", "Agent1234")
	for _, days := range []int{0, 6, 59} {
		q := rangeOf(noon, days)
		var kpi map[string]int
		c.get("/wps/relay/ODSFE2_getTeamKPI?"+q.Encode(), agent, &kpi, "ModuleId", moduleAgentInfo)
		if kpi["teamLoginMemberCount"] == 0 || kpi["teamBetMemberCount"] == 0 || kpi["teamOnlineCount"] == 0 {
			t.Errorf("%d days: counters %v", days, kpi)
		}
		var report struct {
			Content []json.RawMessage
			Summary map[string]json.Number
		}
		c.get("/wps/report/downlineTransaction?"+q.Encode(), agent, &report)
		for _, f := range []string{"deposit", "bet", "payout", "memberCount", "activeMemberCount"} {
			if n, _ := report.Summary[f].Float64(); n <= 0 || len(report.Content) == 0 {
				t.Errorf("%d days: summary %s is %s, %d rows", days, f, report.Summary[f], len(report.Content))
			}
		}
		var bets struct{ Content []json.RawMessage }
		c.get("/wps/report/teamPVPRNGBetting?"+q.Encode(), agent, &bets)
		var income struct{ Content []json.RawMessage }
		c.get("/wps/report/income?"+q.Encode(), agent, &income)
		var dividends []json.RawMessage
		c.get("/wps/report/commission?"+q.Encode(), agent, &dividends)
		if len(bets.Content) == 0 || len(income.Content) == 0 || len(dividends) == 0 {
			t.Errorf("%d days: %d bets, %d income rows, %d dividends", days, len(bets.Content), len(income.Content), len(dividends))
		}
	}
	var withdrawn struct{ Summary map[string]json.Number }
	c.get("/wps/report/downlineTransaction?"+rangeOf(noon, 59).Encode(), agent, &withdrawn)
	if n, _ := withdrawn.Summary["withdraw"].Float64(); n <= 0 {
		t.Errorf("no withdrawals in 60 days: %v", withdrawn.Summary)
	}
	// agent02 leads no team and has no requests; agent01 has three.
	lone := c.agentToken("agent02", TeamPassword)
	var page struct{ TotalCount int }
	c.get("/wps/agent/downlines", lone, &page)
	var requests map[string]*json.RawMessage
	c.get("/wps/relay/MCSFE_getContractRequest", lone, &requests)
	if page.TotalCount != 0 || requests[fieldDailySalary] != nil || len(requests) != 3 {
		t.Errorf("agent02: %d downlines, requests %v", page.TotalCount, requests)
	}
	c.get("/wps/relay/MCSFE_getContractRequest", agent, &requests)
	if requests[fieldDailySalary] == nil || requests[fieldDividend] == nil || requests[fieldHourlySalary] == nil {
		t.Errorf("agent01: requests %v", requests)
	}
	c.get("/wps/agent/downlines", agent, &page)
	if page.TotalCount != 10 {
		t.Errorf("agent01 has %d downlines", page.TotalCount)
	}
	// A member is no agent.
	rep := c.call(http.MethodGet, "/wps/agent/downlines", c.token(), nil)
	if rep.Success || rep.ErrorCode != "agent.only" {
		t.Errorf("a member's downlines: %+v", rep)
	}
}

// A transfer to a downline is two entries, one in each ledger, once per key; an account opened
// for a new downline logs in and is in the team.
func TestTransferToDownline(t *testing.T) {
	clk := &testClock{now: time.Date(2026, 11, 22, 12, 0, 0, 0, dhaka)}
	c := moneyFake(t, clk)
	agent := c.agentToken("agent01", "Agent1234")
	opened := c.encrypted(http.MethodPost, "/wps/agent/downline", agent, map[string]any{
		"userName": "newbie01", "password": "Newbie123", "rebates": []map[string]any{{"gameType": "RNG", "rate": json.Number("0.50")}},
	})
	var opened1 struct {
		UserName string
		Level    int
	}
	c.ok(opened, &opened1)
	if opened1.UserName != "newbie01" || opened1.Level != 1 {
		t.Fatalf("opened %+v", opened1)
	}
	c.agentToken("newbie01", "Newbie123")
	tooHigh := c.encrypted(http.MethodPost, "/wps/agent/downline", agent, map[string]any{
		"userName": "newbie02", "password": "Newbie123", "rebates": []map[string]any{{"gameType": "RNG", "rate": json.Number("1.50")}},
	})
	if tooHigh.ErrorCode != "rebate.invalid" {
		t.Errorf("a rate above the agent's own: %+v", tooHigh)
	}

	body := map[string]any{"userName": "newbie01", "amount": json.Number("100.00")}
	for range 2 {
		c.ok(c.encrypted(http.MethodPut, "/wps/agent/transferDownline", agent, body, "Idempotency-Key", "td-1"), nil)
	}
	if rep := c.encrypted(http.MethodPut, "/wps/agent/transferDownline", agent, body); rep.ErrorCode != "param.invalid" {
		t.Errorf("a transfer without its key: %+v", rep)
	}
	al, _ := c.fake.Ledger("agent01")
	nl, _ := c.fake.Ledger("newbie01")
	checkLedger(t, al)
	checkLedger(t, nl)
	if !al.Total.Equal(d("50110.00")) || !nl.Total.Equal(d("100.00")) || nl.Entries[0].Reference != al.Entries[len(al.Entries)-1].Reference {
		t.Errorf("agent01 %s, newbie01 %s", al.Total, nl.Total)
	}
	if err := c.fake.SetTransferEnabled("agent01", false); err != nil {
		t.Fatal(err)
	}
	if rep := c.encrypted(http.MethodPut, "/wps/agent/transferDownline", agent, body, "Idempotency-Key", "td-2"); rep.ErrorCode != "transfer.disabled" {
		t.Errorf("a transfer with the switch off: %+v", rep)
	}
}
