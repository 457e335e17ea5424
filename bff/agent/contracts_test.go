package agent_test

import (
	"encoding/json"
	"net/http"
	"testing"

	"github.com/casinobff/bff/bff/agent"
	"github.com/casinobff/bff/bff/bfftest"
)

// The fake upstream's contract calls (docs/UPSTREAM.md, "Agents and contracts").
const (
	upContractRequests = "/wps/relay/MCSFE_getContractRequest"
	upAnswerDaily      = "/wps/relay/MCS2_processDailySalContract"
)

// contractHits counts the calls of the contract requests and of the daily salary's answer.
func contractHits(s *bfftest.Stack) int {
	h := s.Fake.Hits()
	return h[upContractRequests] + h[upAnswerDaily]
}

// The members' contract paths skip types 4, 40, 41 and 42 whole: no prompt, nothing pending,
// nothing to answer, and the upstream is not asked, though lead41's and lead42's uplines did.
func TestSkippedTypesAskNothing(t *testing.T) {
	s := bfftest.NewStack(t)
	for _, user := range []string{"free01", "special40", "lead41", "lead42"} {
		cookie := s.SignIn(user)
		s.Fake.ResetHits()
		if code, body := call(s, cookie, http.MethodGet, "/api/v1/contract-requests", "", ""); code != http.StatusOK || body != `{"prompts":[]}`+"\n" {
			t.Errorf("%s: prompts %d %s", user, code, body)
		}
		code, body := call(s, cookie, http.MethodGet, "/api/v1/contracts/dailySalary", "", "")
		var c agent.Contract
		if err := json.Unmarshal([]byte(body), &c); code != http.StatusOK || err != nil || c.Pending {
			t.Errorf("%s: the daily salary %d %s", user, code, body)
		}
		if code, body := call(s, cookie, http.MethodPost, "/api/v1/contracts/dailySalary", `{"id":"GCS00000003","accept":true}`, ""); code != http.StatusNotFound {
			t.Errorf("%s: an answer %d %s", user, code, body)
		}
		if n := contractHits(s); n != 0 {
			t.Errorf("%s: %d contract calls reached the upstream", user, n)
		}
	}
	// lead41 still sees its pending contracts on the agent centre's paths, as before.
	code, body := call(s, s.SignIn("lead41"), http.MethodGet, "/api/v1/agent/contracts/dailySalary", "", "")
	var c agent.Contract
	if err := json.Unmarshal([]byte(body), &c); code != http.StatusOK || err != nil || !c.Pending {
		t.Errorf("lead41 on the agent centre: %d %s", code, body)
	}
}

// A player is prompted for its upline's offer and answers it on the members' paths; an agent's
// prompts are the same on both families of paths.
func TestMembersAnswerTheirOffers(t *testing.T) {
	s := bfftest.NewStack(t)
	player := s.SignIn("player02")
	prompts := func(cookie *http.Cookie, path string) agent.ContractPrompts {
		t.Helper()
		code, body := call(s, cookie, http.MethodGet, path, "", "")
		var p agent.ContractPrompts
		if err := json.Unmarshal([]byte(body), &p); code != http.StatusOK || err != nil {
			t.Fatalf("%s: %d %s", path, code, body)
		}
		return p
	}
	if p := prompts(player, "/api/v1/contract-requests"); len(p.Prompts) != 1 || p.Prompts[0] != "dailySalary" {
		t.Fatalf("player02's prompts: %v", p.Prompts)
	}
	code, body := call(s, player, http.MethodGet, "/api/v1/contracts/dailySalary", "", "")
	var offer agent.Contract
	if err := json.Unmarshal([]byte(body), &offer); code != http.StatusOK || err != nil || !offer.Pending || offer.ID == "" {
		t.Fatalf("player02's offer: %d %s", code, body)
	}
	if code, body := call(s, player, http.MethodPost, "/api/v1/contracts/dailySalary", `{"id":"`+offer.ID+`","accept":true}`, ""); code != http.StatusOK {
		t.Fatalf("accepting: %d %s", code, body)
	}
	if p := prompts(player, "/api/v1/contract-requests"); len(p.Prompts) != 0 {
		t.Errorf("after the answer: %v", p.Prompts)
	}
	if code, _ := call(s, player, http.MethodGet, "/api/v1/agent/contract-requests", "", ""); code != http.StatusForbidden {
		t.Errorf("a player on the agent centre's path: %d, want agent_only", code)
	}
	boss := s.SignIn("agent01")
	member, agents := prompts(boss, "/api/v1/contract-requests"), prompts(boss, "/api/v1/agent/contract-requests")
	if len(member.Prompts) != 3 || len(agents.Prompts) != 3 {
		t.Errorf("agent01's prompts: members' path %v, agent centre's %v", member.Prompts, agents.Prompts)
	}
	if code, _ := call(s, nil, http.MethodGet, "/api/v1/contract-requests", "", ""); code != http.StatusUnauthorized {
		t.Errorf("a visitor: %d", code)
	}
}
