package fakeupstream

import (
	"encoding/json"
	"net/http"
	"testing"
	"time"

	"github.com/casinobff/bff/adapters/fakeupstream/internal/wire"
)

const (
	statusPath  = "/wps/system/status"
	winnersPath = "/wps/relay/GCSGAME_getRankList"
)

// scenario switches the fake over HTTP, as the BFF's tests and a developer's curl do.
func (c *testClient) scenario(body string) scenarioJSON {
	c.t.Helper()
	resp := c.do(http.MethodPost, "/__scenario", "", []byte(body), "Merchant", "")
	if resp.status != http.StatusOK {
		c.t.Fatalf("POST /__scenario %s: %d %s", body, resp.status, resp.body)
	}
	var sc scenarioJSON
	if err := json.Unmarshal(resp.body, &sc); err != nil {
		c.t.Fatal(err)
	}
	return sc
}

func (c *testClient) status() wire.Status {
	c.t.Helper()
	var st wire.Status
	c.get(statusPath, "", &st)
	return st
}

func TestStatusScenarios(t *testing.T) {
	c := newFake(t, Options{})
	c.scenario(`{"name": "maintenance"}`)
	if st := c.status(); !st.Maintenance || st.RegionRestriction {
		t.Errorf("maintenance: %+v", st)
	}
	c.get(gameList, "", nil) // the rest still answers
	c.scenario(`{"name": "region_restricted"}`)
	if st := c.status(); st.Maintenance || !st.RegionRestriction {
		t.Errorf("region_restricted: %+v", st)
	}
	c.scenario(`{"name": "maintenance", "paths": ["/wps/system/whitelabel"]}`)
	if st := c.status(); st.Maintenance {
		t.Error("maintenance limited to another path changed the status")
	}
	c.scenario(`{"name": "normal"}`)
	if st := c.status(); st.Maintenance || st.RegionRestriction {
		t.Errorf("normal: %+v", st)
	}
}

func TestStartInScenario(t *testing.T) {
	c := newFake(t, Options{Scenario: Scenario{Name: RegionRestricted}})
	if st := c.status(); !st.RegionRestriction {
		t.Errorf("started region_restricted: %+v", st)
	}
	if _, err := New(Options{Key: testKey(), Scenario: Scenario{Name: "flaky"}}); err == nil {
		t.Error("New accepted an unknown scenario")
	}
}

func TestFailingOnlyOnItsPaths(t *testing.T) {
	c := newFake(t, Options{})
	c.scenario(`{"name": "failing", "paths": ["` + winnersPath + `"]}`)
	c.refused(c.call(http.MethodGet, winnersPath+"?limitNum=5", "", nil), http.StatusServiceUnavailable, "service.unavailable")
	c.get(gameList, "", nil)

	c.scenario(`{"name": "failing"}`)
	c.refused(c.call(http.MethodGet, gameList, "", nil), http.StatusServiceUnavailable, "service.unavailable")
	resp := c.do(http.MethodGet, "/media/games/JL0092.svg", "", nil)
	if resp.status != http.StatusServiceUnavailable {
		t.Errorf("media while failing: %d", resp.status)
	}

	c.scenario(`{"name": "failing", "paths": ["/media/"]}`) // a trailing slash is a prefix
	resp = c.do(http.MethodGet, "/media/vendors/JL.svg", "", nil)
	if resp.status != http.StatusServiceUnavailable {
		t.Errorf("media under a prefix scenario: %d", resp.status)
	}
	c.get(statusPath, "", nil)
}

func TestMalformed(t *testing.T) {
	c := newFake(t, Options{})
	c.scenario(`{"name": "malformed", "paths": ["` + statusPath + `"]}`)
	resp := c.do(http.MethodGet, statusPath, "", nil)
	if resp.status != http.StatusOK || json.Valid(resp.body) {
		t.Errorf("malformed: %d %s", resp.status, resp.body)
	}
	c.get("/wps/system/whitelabel", "", nil)
}

func TestSlow(t *testing.T) {
	c := newFake(t, Options{})
	sc := c.scenario(`{"name": "slow", "latency": "40ms", "paths": ["` + statusPath + `"]}`)
	if sc.Latency != "40ms" || sc.Name != Slow {
		t.Errorf("scenario answered %+v", sc)
	}
	start := time.Now()
	c.status()
	if d := time.Since(start); d < 40*time.Millisecond {
		t.Errorf("slow status took %s", d)
	}
	start = time.Now()
	c.get("/wps/system/whitelabel", "", nil)
	if d := time.Since(start); d >= 40*time.Millisecond {
		t.Errorf("a path outside the scenario took %s", d)
	}
	// Without a latency, slow waits long enough to trip any deadline.
	if err := c.fake.SetScenario(Scenario{Name: Slow}); err != nil {
		t.Fatal(err)
	}
	if got := c.fake.scenario.get().Latency; got != DefaultSlowLatency {
		t.Errorf("slow without latency waits %s", got)
	}
}

func TestScenarioRefusals(t *testing.T) {
	c := newFake(t, Options{})
	for _, body := range []string{
		`{"name": "flaky"}`,
		`{"name": "slow", "latency": "soon"}`,
		`{"name": "slow", "latency": "-1s"}`,
		`{"name": "failing", "paths": ["wps/system/status"]}`,
		`{"name": "failing", "path": "/x"}`,
		`not json`,
	} {
		resp := c.do(http.MethodPost, "/__scenario", "", []byte(body))
		if resp.status != http.StatusBadRequest {
			t.Errorf("%s: %d %s", body, resp.status, resp.body)
		}
	}
	resp := c.do(http.MethodGet, "/__scenario", "", nil)
	var sc scenarioJSON
	if err := json.Unmarshal(resp.body, &sc); err != nil || resp.status != http.StatusOK || sc.Name != Normal {
		t.Errorf("GET /__scenario after refusals: %d %s", resp.status, resp.body)
	}
}

func TestHits(t *testing.T) {
	c := newFake(t, Options{})
	c.status()
	resp := c.do(http.MethodDelete, "/__hits", "", nil)
	if resp.status != http.StatusNoContent {
		t.Fatalf("DELETE /__hits: %d", resp.status)
	}
	c.status()
	c.status()
	c.get(gameList+"&pageNo=2", "", nil)
	c.scenario(`{"name": "failing"}`)
	c.call(http.MethodGet, winnersPath, "", nil) // failed calls count too: they show retries

	raw := c.do(http.MethodGet, "/__hits", "", nil)
	var hits map[string]int
	if err := json.Unmarshal(raw.body, &hits); err != nil {
		t.Fatal(err)
	}
	want := map[string]int{statusPath: 2, "/wps/relay/GCSGAME_gameList": 1, winnersPath: 1}
	if len(hits) != len(want) {
		t.Errorf("hits %v, want %v (control calls are not counted)", hits, want)
	}
	for p, n := range want {
		if hits[p] != n {
			t.Errorf("hits[%s] = %d, want %d", p, hits[p], n)
		}
	}
}
