package fakeupstream

import (
	"context"
	"encoding/json"
	"net/http"
	"strings"
	"testing"
	"time"
)

const transferPath = "/wps/relay/GCS_walletTransfer"

// transfer asks demo01's transfer of 100 from the main wallet to JL with key, over the wire.
func (c *testClient) transfer(token, key string) (rawReply, error) {
	body := map[string]any{"fromWallet": "MAIN", "toWallet": "JL", "amount": json.Number("100.00")}
	return c.send(http.MethodPost, transferPath, token, body, "ModuleId", moduleTransfer, "Idempotency-Key", key)
}

// mainWallet is demo01's main wallet as the back office's ledger has it.
func (c *testClient) mainWallet() string {
	c.t.Helper()
	l, err := c.fake.Ledger("demo01")
	if err != nil {
		c.t.Fatal(err)
	}
	return l.Wallets[mainWallet].StringFixed(2)
}

func TestFailingWithAStatus(t *testing.T) {
	c := newFake(t, Options{})
	c.scenario(`{"name": "failing", "status": 500, "paths": ["` + winnersPath + `"]}`)
	c.refused(c.call(http.MethodGet, winnersPath+"?limitNum=5", "", nil), http.StatusInternalServerError, "service.unavailable")
	c.get(gameList, "", nil)
}

func TestRefusing(t *testing.T) {
	c := newFake(t, Options{})
	token := c.token()
	sc := c.scenario(`{"name": "refusing", "code": "wallet.locked", "paths": ["` + transferPath + `"]}`)
	if sc.Code != "wallet.locked" || sc.Status != 0 {
		t.Errorf("scenario answered %+v", sc)
	}
	before := c.mainWallet()
	raw, err := c.transfer(token, "refused-0001")
	if err != nil {
		t.Fatal(err)
	}
	var rep reply
	if err := json.Unmarshal(raw.body, &rep); err != nil {
		t.Fatal(err)
	}
	rep.status = raw.status
	c.refused(rep, http.StatusOK, "wallet.locked")
	if after := c.mainWallet(); after != before {
		t.Errorf("a refused transfer moved the main wallet from %s to %s", before, after)
	}
	c.scenario(`{"name": "refusing", "code": "param.invalid", "status": 400}`)
	c.refused(c.call(http.MethodGet, gameList, "", nil), http.StatusBadRequest, "param.invalid")
}

// A held call waits, whatever its caller, until the scenario is switched; then it is served
// as the new scenario says.
func TestHeld(t *testing.T) {
	c := newFake(t, Options{})
	c.scenario(`{"name": "held", "paths": ["` + statusPath + `"]}`)
	answered := make(chan rawReply, 1)
	go func() {
		raw, err := c.send(http.MethodGet, statusPath, "", nil)
		if err != nil {
			t.Error(err)
		}
		answered <- raw
	}()
	select {
	case <-c.fake.Held():
	case <-time.After(5 * time.Second):
		t.Fatal("the call never arrived")
	}
	c.get(gameList, "", nil) // other paths answer
	var sc scenarioJSON
	if err := json.Unmarshal(c.do(http.MethodGet, "/__scenario", "", nil).body, &sc); err != nil || sc.Held != 1 {
		t.Fatalf("GET /__scenario while held: %+v %v", sc, err)
	}
	select {
	case raw := <-answered:
		t.Fatalf("a held call answered: %d %s", raw.status, raw.body)
	case <-time.After(30 * time.Millisecond):
	}
	c.scenario(`{"name": "maintenance"}`)
	raw := <-answered
	if raw.status != http.StatusOK || !strings.Contains(string(raw.body), `"maintenance":true`) {
		t.Fatalf("the released call: %d %s", raw.status, raw.body)
	}
}

// A held call whose caller gives up stops waiting; the next one is held as the first was.
func TestHeldCallerGivesUp(t *testing.T) {
	c := newFake(t, Options{})
	c.scenario(`{"name": "held", "paths": ["` + statusPath + `"]}`)
	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, c.base+statusPath, nil)
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Merchant", "DEMO")
	if res, err := http.DefaultClient.Do(req); err == nil {
		_ = res.Body.Close()
		t.Fatal("a held call answered")
	}
	answered := make(chan error, 1)
	go func() {
		_, err := c.send(http.MethodGet, statusPath, "", nil)
		answered <- err
	}()
	for deadline := time.Now().Add(5 * time.Second); ; time.Sleep(5 * time.Millisecond) {
		var sc scenarioJSON
		if err := json.Unmarshal(c.do(http.MethodGet, "/__scenario", "", nil).body, &sc); err == nil && sc.Held == 1 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("the second call was never held alone")
		}
	}
	c.scenario(`{"name": "normal"}`)
	if err := <-answered; err != nil {
		t.Fatal(err)
	}
}

// The applied scenarios serve the write, then lose its answer: an HTML 502, or no answer at all.
func TestAppliedThenLost(t *testing.T) {
	for _, tt := range []struct {
		name    string
		dropped bool
	}{{AppliedBadGateway, false}, {AppliedDropped, true}} {
		t.Run(tt.name, func(t *testing.T) {
			c := newFake(t, Options{}).with(t)
			token := c.token()
			c.scenario(`{"name": "` + tt.name + `", "paths": ["` + transferPath + `"]}`)
			raw, err := c.transfer(token, "lost-answer-1")
			switch {
			case tt.dropped && err == nil:
				t.Fatalf("an answer came: %d %s", raw.status, raw.body)
			case !tt.dropped && (err != nil || raw.status != http.StatusBadGateway || !strings.HasPrefix(raw.header.Get("Content-Type"), "text/html")):
				t.Fatalf("%v %d %s", err, raw.status, raw.body)
			}
			if got := c.mainWallet(); got != "9900.00" {
				t.Errorf("main wallet %s: the write did not land", got)
			}
			c.scenario(`{"name": "normal"}`)
			raw, err = c.transfer(token, "lost-answer-1")
			if err != nil || raw.status != http.StatusOK {
				t.Fatalf("the repeat: %v %d %s", err, raw.status, raw.body)
			}
			if got := c.mainWallet(); got != "9900.00" {
				t.Errorf("main wallet %s: the repeat of a landed write moved it again", got)
			}
		})
	}
}

func TestNewScenarioRefusals(t *testing.T) {
	c := newFake(t, Options{})
	for _, body := range []string{
		`{"name": "refusing"}`,
		`{"name": "failing", "code": "x"}`,
		`{"name": "slow", "status": 500}`,
		`{"name": "failing", "status": 99}`,
	} {
		if resp := c.do(http.MethodPost, "/__scenario", "", []byte(body)); resp.status != http.StatusBadRequest {
			t.Errorf("%s: %d %s", body, resp.status, resp.body)
		}
	}
}

// With KeepRequests the fake keeps what each call sent: its query, key and body, an encrypted
// one opened.
func TestRequestsKept(t *testing.T) {
	c := newFake(t, Options{KeepRequests: true})
	token := c.token()
	if _, err := c.transfer(token, "kept-00001"); err != nil {
		t.Fatal(err)
	}
	got := c.fake.Requests(transferPath)
	if len(got) != 1 || got[0].Method != http.MethodPost || got[0].IdempotencyKey != "kept-00001" || !strings.Contains(string(got[0].Body), `"toWallet":"JL"`) {
		t.Fatalf("%+v", got)
	}
	logins := c.fake.Requests("/wps/session/login")
	if len(logins) != 1 || !strings.Contains(string(logins[0].Body), `"password":"Demo1234"`) {
		t.Fatalf("the login as kept: %+v", logins)
	}
	c.get(gameList+"&pageNo=2", "", nil)
	if q := c.fake.Requests("/wps/relay/GCSGAME_gameList"); len(q) != 1 || q[0].Query.Get("pageNo") != "2" {
		t.Fatalf("%+v", q)
	}
	c.scenario(`{"name": "failing", "paths": ["` + transferPath + `"]}`)
	if _, err := c.transfer(token, "kept-00002"); err != nil {
		t.Fatal(err)
	}
	if got := c.fake.Requests(transferPath); len(got) != 2 || !strings.Contains(string(got[1].Body), `"toWallet":"JL"`) {
		t.Fatalf("a failed call as kept: %+v", got)
	}
	c.fake.ResetHits()
	if len(c.fake.Requests(transferPath)) != 0 {
		t.Error("ResetHits kept the requests")
	}
	if len(newFake(t, Options{}).fake.Requests(transferPath)) != 0 {
		t.Error("a fake kept requests unasked")
	}
}

func TestAnsweringAndMethods(t *testing.T) {
	c := newFake(t, Options{})
	token := c.token()
	c.scenario(`{"name": "answering", "status": 200, "body": "{\"success\": true, \"value\": {\"hasWithdrawalPassword\": true}}", "paths": ["GET /wps/member/hasWithdrawalPassword"]}`)
	var v struct{ HasWithdrawalPassword bool }
	c.get("/wps/member/hasWithdrawalPassword", token, &v)
	if !v.HasWithdrawalPassword {
		t.Error("the answer given was not answered")
	}
	// A path limited to one method leaves the others alone.
	c.scenario(`{"name": "failing", "paths": ["PUT /wps/member/bankCard"]}`)
	c.get("/wps/member/bankCard", token, nil)
	c.refused(c.call(http.MethodPut, "/wps/member/bankCard", token, map[string]string{}), http.StatusServiceUnavailable, "service.unavailable")
	for _, body := range []string{
		`{"name": "answering", "body": "not json"}`,
		`{"name": "failing", "body": "{}"}`,
		`{"name": "failing", "paths": ["put /x"]}`,
	} {
		if resp := c.do(http.MethodPost, "/__scenario", "", []byte(body)); resp.status != http.StatusBadRequest {
			t.Errorf("%s: %d %s", body, resp.status, resp.body)
		}
	}
}

func TestSwitches(t *testing.T) {
	c := newFake(t, Options{})
	if !c.switches()["TRANSBETREPMEM3"] {
		t.Fatal("the bet record is off to begin with")
	}
	c.fake.SetSwitch("TRANSBETREPMEM3", false)
	if got := c.switches(); got["TRANSBETREPMEM3"] || !got["CBS3"] {
		t.Errorf("after SetSwitch: %v", got)
	}
	if status, body := c.control(http.MethodPost, "/__content/switches", `{"name": "TRANSBETREPMEM3", "on": true}`); status != http.StatusOK {
		t.Fatalf("POST /__content/switches: %d %s", status, body)
	}
	if !c.switches()["TRANSBETREPMEM3"] {
		t.Error("the control did not turn the switch back on")
	}
	c.fake.SetSwitch("TRANSBETREPMEM3", false)
	if !newFake(t, Options{}).switches()["TRANSBETREPMEM3"] {
		t.Error("one fake's switch turned another's")
	}
}

// switches are the white label's switches as the fake answers them.
func (c *testClient) switches() map[string]bool {
	c.t.Helper()
	var wl struct{ Switches map[string]bool }
	c.get("/wps/system/whitelabel", "", &wl)
	return wl.Switches
}
