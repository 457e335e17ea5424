package fakeupstream

import (
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"strings"
	"sync"
	"time"
)

// Scenario names of docs/UPSTREAM.md.
const (
	Normal           = "normal"            // recorded answers
	Maintenance      = "maintenance"       // the status says maintenance
	RegionRestricted = "region_restricted" // the status says region restricted
	Slow             = "slow"              // every answer waits Latency first
	Failing          = "failing"           // every answer is 503
	Malformed        = "malformed"         // every answer is 200 with a body that is not JSON
)

// DefaultSlowLatency is how long the slow scenario waits when no latency is given: longer
// than any sensible upstream deadline.
const DefaultSlowLatency = 3 * time.Second

// Scenario is how the fake misbehaves. Latency delays every affected answer in any scenario
// (not only slow). Paths limits the scenario to those paths: an entry matches exactly, or as a
// prefix when it ends with "/"; empty means every path.
type Scenario struct {
	Name    string
	Latency time.Duration
	Paths   []string
}

// scenarioJSON is the wire shape of POST /__scenario: latency as a Go duration ("20ms").
type scenarioJSON struct {
	Name    string   `json:"name"`
	Latency string   `json:"latency,omitempty"`
	Paths   []string `json:"paths"`
}

// ParseScenario reads a scenario the way POST /__scenario and a --scenario flag give it.
func ParseScenario(name, latency string, paths ...string) (Scenario, error) {
	sc := Scenario{Name: name, Paths: paths}
	if latency != "" {
		d, err := time.ParseDuration(latency)
		if err != nil {
			return Scenario{}, fmt.Errorf("scenario latency: %w", err)
		}
		sc.Latency = d
	}
	return sc, sc.validate()
}

func (sc Scenario) validate() error {
	switch sc.Name {
	case "", Normal, Maintenance, RegionRestricted, Slow, Failing, Malformed:
	default:
		return fmt.Errorf("unknown scenario %q (want normal, maintenance, region_restricted, slow, failing or malformed)", sc.Name)
	}
	if sc.Latency < 0 {
		return fmt.Errorf("scenario latency %s is negative", sc.Latency)
	}
	for _, p := range sc.Paths {
		if !strings.HasPrefix(p, "/") {
			return fmt.Errorf("scenario path %q does not start with /", p)
		}
	}
	return nil
}

// applies says whether the scenario covers path.
func (sc Scenario) applies(path string) bool {
	if len(sc.Paths) == 0 {
		return true
	}
	for _, p := range sc.Paths {
		if p == path || (strings.HasSuffix(p, "/") && strings.HasPrefix(path, p)) {
			return true
		}
	}
	return false
}

func (sc Scenario) toJSON() scenarioJSON {
	name := sc.Name
	if name == "" {
		name = Normal
	}
	out := scenarioJSON{Name: name, Paths: sc.Paths}
	if out.Paths == nil {
		out.Paths = []string{}
	}
	if sc.Latency > 0 {
		out.Latency = sc.Latency.String()
	}
	return out
}

// scenarioState is the current scenario, switched while calls are in flight.
type scenarioState struct {
	mu sync.RWMutex
	sc Scenario
}

func (s *scenarioState) get() Scenario {
	s.mu.RLock()
	defer s.mu.RUnlock()
	return s.sc
}

func (s *scenarioState) set(sc Scenario) {
	if sc.Name == Slow && sc.Latency == 0 {
		sc.Latency = DefaultSlowLatency
	}
	sc.Paths = append([]string(nil), sc.Paths...)
	s.mu.Lock()
	defer s.mu.Unlock()
	s.sc = sc
}

// SetScenario switches the scenario, as POST /__scenario does.
func (s *Server) SetScenario(sc Scenario) error {
	if err := sc.validate(); err != nil {
		return err
	}
	s.scenario.set(sc)
	return nil
}

// statusScenario is the scenario the status call is under: maintenance and region restriction
// change what it says, not whether it answers.
func (s *Server) statusScenario(path string) string {
	sc := s.scenario.get()
	if !sc.applies(path) {
		return Normal
	}
	return sc.Name
}

// applyScenario delays or breaks the answer as the scenario says; false means it answered.
func (s *Server) applyScenario(w http.ResponseWriter, r *http.Request) bool {
	sc := s.scenario.get()
	if !sc.applies(r.URL.Path) {
		return true
	}
	if sc.Latency > 0 {
		t := time.NewTimer(sc.Latency)
		defer t.Stop()
		select {
		case <-t.C:
		case <-r.Context().Done():
			return false // the caller gave up; nobody reads an answer
		}
	}
	switch sc.Name {
	case Failing:
		refuse(w, http.StatusServiceUnavailable, "service.unavailable", "scenario failing")
		return false
	case Malformed:
		// Claims JSON, is not: what a proxy's error page in front of a back office looks like.
		w.Header().Set("Content-Type", "application/json;charset=UTF-8")
		w.WriteHeader(http.StatusOK)
		_, _ = io.WriteString(w, "<html><body><h1>502 Bad Gateway</h1></body></html>")
		return false
	}
	return true
}

func (s *Server) getScenario(w http.ResponseWriter, _ *http.Request) {
	writeJSON(w, http.StatusOK, s.scenario.get().toJSON())
}

func (s *Server) postScenario(w http.ResponseWriter, r *http.Request) {
	var in scenarioJSON
	dec := json.NewDecoder(http.MaxBytesReader(w, r.Body, 64<<10))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&in); err != nil {
		refuse(w, http.StatusBadRequest, "scenario.invalid", err.Error())
		return
	}
	sc, err := ParseScenario(in.Name, in.Latency, in.Paths...)
	if err == nil {
		err = s.SetScenario(sc)
	}
	if err != nil {
		refuse(w, http.StatusBadRequest, "scenario.invalid", err.Error())
		return
	}
	writeJSON(w, http.StatusOK, s.scenario.get().toJSON())
}

// hitCounter counts calls per path, for tests asserting what a client called (cache hits,
// coalescing, retries).
type hitCounter struct {
	mu     sync.Mutex
	counts map[string]int
}

func (h *hitCounter) add(path string) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.counts == nil {
		h.counts = map[string]int{}
	}
	h.counts[path]++
}

// Hits returns how many calls reached each path since the start or the last ResetHits.
func (s *Server) Hits() map[string]int {
	s.hits.mu.Lock()
	defer s.hits.mu.Unlock()
	out := make(map[string]int, len(s.hits.counts))
	for p, n := range s.hits.counts {
		out[p] = n
	}
	return out
}

// ResetHits forgets the counts.
func (s *Server) ResetHits() {
	s.hits.mu.Lock()
	defer s.hits.mu.Unlock()
	s.hits.counts = nil
}

func (s *Server) getHits(w http.ResponseWriter, _ *http.Request) {
	writeJSON(w, http.StatusOK, s.Hits())
}

func (s *Server) deleteHits(w http.ResponseWriter, _ *http.Request) {
	s.ResetHits()
	w.WriteHeader(http.StatusNoContent)
}
