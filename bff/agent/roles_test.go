package agent_test

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"sync"
	"testing"

	"github.com/shopspring/decimal"

	"github.com/casinobff/bff/bff/bfftest"
)

// every agent endpoint, as the site calls it.
var endpoints = []struct{ method, path, body string }{
	{http.MethodGet, "/api/v1/agent/home", ""},
	{http.MethodGet, "/api/v1/agent/contract-requests", ""},
	{http.MethodGet, "/api/v1/agent/contracts/dailySalary", ""},
	{http.MethodPost, "/api/v1/agent/contracts/dailySalary", `{"id":"GCS00000001","accept":true}`},
	{http.MethodGet, "/api/v1/agent/team/overview", ""},
	{http.MethodGet, "/api/v1/agent/team/profit-loss", ""},
	{http.MethodGet, "/api/v1/agent/team/bets", ""},
	{http.MethodGet, "/api/v1/agent/income", ""},
	{http.MethodGet, "/api/v1/agent/dividends", ""},
	{http.MethodGet, "/api/v1/agent/downlines", ""},
	{http.MethodPost, "/api/v1/agent/downlines", `{"userName":"sneaky01","password":"Sneaky123","confirmPassword":"Sneaky123"}`},
	{http.MethodGet, "/api/v1/agent/downlines/rafi01", ""},
	{http.MethodPost, "/api/v1/agent/downlines/rafi01/promotion", ""},
	{http.MethodPut, "/api/v1/agent/downlines/rafi01/rebates", `{"rebates":[{"category":"RNG","rate":"0.10"}]}`},
	{http.MethodGet, "/api/v1/agent/rebates", ""},
	{http.MethodPost, "/api/v1/agent/transfers", `{"userName":"rafi01","amount":"100"}`},
	{http.MethodGet, "/api/v1/agent/affiliate-links", ""},
	{http.MethodPost, "/api/v1/agent/affiliate-links", ""},
	{http.MethodDelete, "/api/v1/agent/affiliate-links/GAL00000001", ""},
	{http.MethodGet, "/api/v1/agent/affiliates", ""},
}

// call sends a request as the site does, with a new Idempotency-Key on writes.
func call(s *bfftest.Stack, cookie *http.Cookie, method, path, body, key string) (int, string) {
	req := bfftest.APIRequest(method, path, body)
	if key != "" {
		req.Header.Set("Idempotency-Key", key)
	}
	if cookie != nil {
		req.AddCookie(cookie)
	}
	rec := bfftest.Serve(s.Server, req)
	return rec.Code, rec.Body.String()
}

// agentHits counts the fake upstream's calls on the agent's paths.
func agentHits(s *bfftest.Stack) int {
	n := 0
	for path, hits := range s.Fake.Hits() {
		if strings.HasPrefix(path, "/wps/agent/") || strings.HasPrefix(path, "/wps/report/downline") ||
			strings.Contains(path, "Contract") || strings.Contains(path, "TeamKPI") || strings.Contains(path, "Dividend") ||
			strings.Contains(path, "HourSalary") || strings.Contains(path, "DailySal") {
			n += hits
		}
	}
	return n
}

// A member (type 0), a free account (4) and a special account of type 40 are refused every
// agent endpoint, 403 agent_only, and nothing reaches the upstream's agent calls; the decision
// is the sealed session's type, whatever the request says.
func TestNonAgentsAreRefused(t *testing.T) {
	s := bfftest.NewStack(t)
	for _, user := range []string{"demo01", "free01", "special40"} {
		cookie := s.SignIn(user)
		s.Fake.ResetHits()
		for i, e := range endpoints {
			code, body := call(s, cookie, e.method, e.path+"?type=1&role=agent", e.body, fmt.Sprintf("roles-%s-%02d", user, i))
			if code != http.StatusForbidden || !strings.Contains(body, `"code":"agent_only"`) {
				t.Errorf("%s: %s %s: %d %s", user, e.method, e.path, code, body)
			}
		}
		if n := agentHits(s); n != 0 {
			t.Errorf("%s: %d agent calls reached the upstream", user, n)
		}
	}
	for _, e := range endpoints[:3] {
		if code, _ := call(s, nil, e.method, e.path, e.body, ""); code != http.StatusUnauthorized {
			t.Errorf("a visitor: %s %s: %d", e.method, e.path, code)
		}
	}
}

// Types 41 and 42 see the agent pages, but get no contract prompts though their upline asked:
// the upstream is not even asked.
func TestSpecialAgentsGetNoPrompts(t *testing.T) {
	s := bfftest.NewStack(t)
	for _, user := range []string{"lead41", "lead42"} {
		cookie := s.SignIn(user)
		s.Fake.ResetHits()
		for _, path := range []string{"/api/v1/agent/home", "/api/v1/agent/downlines", "/api/v1/agent/team/overview", "/api/v1/agent/contracts/dividend"} {
			if code, body := call(s, cookie, http.MethodGet, path, "", ""); code != http.StatusOK {
				t.Errorf("%s: %s: %d %s", user, path, code, body)
			}
		}
		before := s.Fake.Hits()["/wps/relay/MCSFE_getContractRequest"]
		code, body := call(s, cookie, http.MethodGet, "/api/v1/agent/contract-requests", "", "")
		if code != http.StatusOK || body != `{"prompts":[]}`+"\n" {
			t.Errorf("%s: prompts %d %s", user, code, body)
		}
		if s.Fake.Hits()["/wps/relay/MCSFE_getContractRequest"] != before {
			t.Errorf("%s: the upstream was asked for the requests", user)
		}
	}
}

// ledgerTotal is a member's total balance at the fake back office.
func ledgerTotal(t *testing.T, s *bfftest.Stack, user string) decimal.Decimal {
	t.Helper()
	l, err := s.Fake.Ledger(user)
	if err != nil {
		t.Fatal(err)
	}
	return l.Total
}

// A transfer to a downline sent twice with one key is one debit and the first answer again;
// ten sent at once with one key are one debit; ten with ten keys are ten.
func TestTransferIsOnceAKey(t *testing.T) {
	s := bfftest.NewStack(t)
	cookie := s.SignIn("agent01")
	agent, rafi := ledgerTotal(t, s, "agent01"), ledgerTotal(t, s, "rafi01")
	body := `{"userName":"rafi01","amount":"100"}`

	code1, first := call(s, cookie, http.MethodPost, "/api/v1/agent/transfers", body, "transfer-once-1")
	code2, again := call(s, cookie, http.MethodPost, "/api/v1/agent/transfers", body, "transfer-once-1")
	if code1 != http.StatusCreated || code2 != code1 || again != first {
		t.Fatalf("twice with one key: %d %s, then %d %s", code1, first, code2, again)
	}
	var answer struct{ Balance string }
	_ = json.Unmarshal([]byte(first), &answer)
	if want := agent.Sub(decimal.NewFromInt(100)); answer.Balance != want.StringFixed(2) {
		t.Errorf("balance after %s, want %s", answer.Balance, want.StringFixed(2))
	}

	run := func(key func(i int) string) {
		var wg sync.WaitGroup
		for i := range 10 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				code, body := call(s, cookie, http.MethodPost, "/api/v1/agent/transfers", body, key(i))
				if code != http.StatusCreated {
					t.Errorf("concurrent transfer: %d %s", code, body)
				}
			}()
		}
		wg.Wait()
	}
	run(func(int) string { return "transfer-once-2" })
	run(func(i int) string { return fmt.Sprintf("transfer-many-%02d", i) })

	moved := decimal.NewFromInt(100 * (1 + 1 + 10))
	if got := ledgerTotal(t, s, "agent01"); !got.Equal(agent.Sub(moved)) {
		t.Errorf("agent01 holds %s, want %s", got, agent.Sub(moved))
	}
	if got := ledgerTotal(t, s, "rafi01"); !got.Equal(rafi.Add(moved)) {
		t.Errorf("rafi01 holds %s, want %s", got, rafi.Add(moved))
	}
	if hits := s.Fake.Hits()["/wps/agent/transferDownline"]; hits != 12 {
		t.Errorf("%d transfers reached the upstream, want 12", hits)
	}
}

// A transfer is checked against the agent's main wallet, which it is paid from, not the total
// of every wallet: more than the main wallet holds is refused before anything is sent, and the
// key stays free for the corrected amount.
func TestTransferIsCheckedAgainstTheMainWallet(t *testing.T) {
	s := bfftest.NewStack(t)
	cookie := s.SignIn("agent01")
	// Some of the agent's money in a game wallet, so that the total is more than the main one.
	code, body := call(s, cookie, http.MethodPost, "/api/v1/wallet-transfers", `{"from":"MAIN","to":"JL","amount":"500"}`, "move-to-jili-1")
	if code != http.StatusOK {
		t.Fatalf("a transfer to a game wallet: %d %s", code, body)
	}
	code, body = call(s, cookie, http.MethodGet, "/api/v1/wallets", "", "")
	var w struct {
		Total string
		Main  struct{ Balance string }
	}
	if err := json.Unmarshal([]byte(body), &w); code != http.StatusOK || err != nil {
		t.Fatalf("wallets: %d %s", code, body)
	}
	main, total := decimal.RequireFromString(w.Main.Balance), decimal.RequireFromString(w.Total)
	over := main.Add(decimal.NewFromInt(1))
	if !over.LessThanOrEqual(total) {
		t.Fatalf("agent01's game wallets hold nothing (main %s, total %s): the test needs money beside the main wallet", main, total)
	}
	code, body = call(s, cookie, http.MethodPost, "/api/v1/agent/transfers", `{"userName":"rafi01","amount":"`+over.StringFixed(2)+`"}`, "transfer-main-1")
	if code != http.StatusUnprocessableEntity || !strings.Contains(body, `"insufficient_funds"`) {
		t.Fatalf("more than the main wallet: %d %s, want 422 insufficient_funds", code, body)
	}
	if hits := s.Fake.Hits()["/wps/agent/transferDownline"]; hits != 0 {
		t.Fatalf("%d transfers reached the upstream", hits)
	}
	code, body = call(s, cookie, http.MethodPost, "/api/v1/agent/transfers", `{"userName":"rafi01","amount":"100"}`, "transfer-main-1")
	if code != http.StatusCreated {
		t.Fatalf("the corrected amount with the same key: %d %s", code, body)
	}
}
