package fakeupstream

import (
	"cmp"
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
	Failing          = "failing"           // every answer is Status (503 unless given)
	Malformed        = "malformed"         // every answer is 200 with a body that is not JSON
	Refusing         = "refusing"          // every answer is a refusal with Code, at Status (200 unless given)
	Answering        = "answering"         // every answer is Body, a JSON text, at Status (200 unless given)
	Held             = "held"              // every call waits until the scenario is switched again
	// AppliedBadGateway serves each call (a write lands), then answers an HTML 502 in its place:
	// what a proxy in front of a back office that answered too slowly for it sends.
	AppliedBadGateway = "applied_bad_gateway"
	// AppliedDropped serves each call (a write lands), then closes the connection unanswered.
	AppliedDropped = "applied_dropped"
)

// scenarioNames are every scenario, for the refusal of an unknown one.
var scenarioNames = []string{Normal, Maintenance, RegionRestricted, Slow, Failing, Malformed, Refusing, Answering, Held, AppliedBadGateway, AppliedDropped}

// DefaultSlowLatency is how long the slow scenario waits when no latency is given: longer
// than any sensible upstream deadline.
const DefaultSlowLatency = 3 * time.Second

// Scenario is how the fake misbehaves. Latency delays every affected answer in any scenario
// (not only slow). Paths limits the scenario to those paths: an entry matches exactly, or as a
// prefix when it ends with "/", and only calls of one method when it starts with it
// ("PUT /wps/member/bankCard"); empty means every path. Status is the failing scenario's
// status (503 when zero), the refusing or the answering one's (200 when zero); Code is the
// refusing scenario's errorCode, which the client reads as it would the back office's own
// refusal; Body is the answering scenario's answer, as it is sent (a whole envelope).
type Scenario struct {
	Name    string
	Latency time.Duration
	Paths   []string
	Status  int
	Code    string
	Body    string
}

// scenarioJSON is the wire shape of POST /__scenario: latency as a Go duration ("20ms").
// GET /__scenario adds held: how many calls the held scenario keeps waiting.
type scenarioJSON struct {
	Name    string   `json:"name"`
	Latency string   `json:"latency,omitempty"`
	Paths   []string `json:"paths"`
	Status  int      `json:"status,omitempty"`
	Code    string   `json:"code,omitempty"`
	Body    string   `json:"body,omitempty"`
	Held    int      `json:"held,omitempty"`
}

// ParseScenario reads a scenario the way a --scenario flag gives it.
func ParseScenario(name, latency string, paths ...string) (Scenario, error) {
	return scenarioJSON{Name: name, Latency: latency, Paths: paths}.scenario()
}

// scenario reads the wire shape, checked.
func (in scenarioJSON) scenario() (Scenario, error) {
	sc := Scenario{Name: in.Name, Paths: in.Paths, Status: in.Status, Code: in.Code, Body: in.Body}
	if in.Latency != "" {
		d, err := time.ParseDuration(in.Latency)
		if err != nil {
			return Scenario{}, fmt.Errorf("scenario latency: %w", err)
		}
		sc.Latency = d
	}
	return sc, sc.validate()
}

func (sc Scenario) validate() error {
	known := sc.Name == ""
	for _, n := range scenarioNames {
		known = known || sc.Name == n
	}
	if !known {
		return fmt.Errorf("unknown scenario %q (want one of %s)", sc.Name, strings.Join(scenarioNames, ", "))
	}
	if sc.Latency < 0 {
		return fmt.Errorf("scenario latency %s is negative", sc.Latency)
	}
	switch {
	case sc.Status != 0 && sc.Name != Failing && sc.Name != Refusing && sc.Name != Answering:
		return fmt.Errorf("scenario status: only failing, refusing and answering answer one of their own")
	case sc.Status != 0 && (sc.Status < 200 || sc.Status > 599):
		return fmt.Errorf("scenario status %d is not an answer's", sc.Status)
	case sc.Name == Refusing && sc.Code == "":
		return fmt.Errorf("scenario refusing needs the code it refuses with")
	case sc.Code != "" && sc.Name != Refusing:
		return fmt.Errorf("scenario code: only refusing answers one")
	case sc.Name == Answering && !json.Valid([]byte(sc.Body)):
		return fmt.Errorf("scenario answering needs a body that is JSON")
	case sc.Body != "" && sc.Name != Answering:
		return fmt.Errorf("scenario body: only answering answers one")
	}
	for _, p := range sc.Paths {
		if _, path := splitMethod(p); !strings.HasPrefix(path, "/") {
			return fmt.Errorf("scenario path %q does not start with / (or a method and /)", p)
		}
	}
	return nil
}

// splitMethod reads a Paths entry: "PUT /x" is method PUT and path /x, "/x" any method.
func splitMethod(entry string) (method, path string) {
	if m, p, ok := strings.Cut(entry, " "); ok && m != "" && strings.ToUpper(m) == m {
		return m, p
	}
	return "", entry
}

// applies says whether the scenario covers a call of method to path.
func (sc Scenario) applies(method, path string) bool {
	if len(sc.Paths) == 0 {
		return true
	}
	for _, entry := range sc.Paths {
		m, p := splitMethod(entry)
		if (m == "" || m == method) && (p == path || (strings.HasSuffix(p, "/") && strings.HasPrefix(path, p))) {
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
	out := scenarioJSON{Name: name, Paths: sc.Paths, Status: sc.Status, Code: sc.Code, Body: sc.Body}
	if out.Paths == nil {
		out.Paths = []string{}
	}
	if sc.Latency > 0 {
		out.Latency = sc.Latency.String()
	}
	return out
}

// scenarioState is the current scenario, switched while calls are in flight. Under a held
// scenario, gate stays open until the next switch closes it and lets the held calls go on;
// arrived is closed when the first of them comes (signalled), held counts those waiting.
type scenarioState struct {
	mu        sync.RWMutex
	sc        Scenario
	gate      chan struct{}
	arrived   chan struct{}
	signalled bool
	held      int
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
	if s.gate != nil {
		close(s.gate) // the calls the last scenario held go on
	}
	s.gate, s.held = nil, 0
	s.arrived, s.signalled = make(chan struct{}), false
	if sc.Name == Held {
		s.gate = make(chan struct{})
	}
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
func (s *Server) statusScenario(r *http.Request) string {
	sc := s.scenario.get()
	if !sc.applies(r.Method, r.URL.Path) {
		return Normal
	}
	return sc.Name
}

// applyScenario delays or breaks the answer as the scenario says; false means it answered.
func (s *Server) applyScenario(w http.ResponseWriter, r *http.Request) bool {
	sc := s.scenario.get()
	if !sc.applies(r.Method, r.URL.Path) {
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
	case Held:
		return s.scenario.hold(r)
	case Failing:
		drain(r)
		refuse(w, cmp.Or(sc.Status, http.StatusServiceUnavailable), "service.unavailable", "scenario failing")
		return false
	case Refusing:
		drain(r)
		refuse(w, cmp.Or(sc.Status, http.StatusOK), sc.Code, "scenario refusing")
		return false
	case Answering:
		drain(r)
		w.Header().Set("Content-Type", "application/json;charset=UTF-8")
		w.WriteHeader(cmp.Or(sc.Status, http.StatusOK))
		_, _ = io.WriteString(w, sc.Body)
		return false
	case Malformed:
		drain(r)
		// Claims JSON, is not: what a proxy's error page in front of a back office looks like.
		w.Header().Set("Content-Type", "application/json;charset=UTF-8")
		w.WriteHeader(http.StatusOK)
		_, _ = io.WriteString(w, badGatewayPage)
		return false
	}
	return true
}

func (s *Server) getScenario(w http.ResponseWriter, _ *http.Request) {
	out := s.scenario.get().toJSON()
	s.scenario.mu.RLock()
	out.Held = s.scenario.held
	s.scenario.mu.RUnlock()
	writeJSON(w, http.StatusOK, out)
}

func (s *Server) postScenario(w http.ResponseWriter, r *http.Request) {
	var in scenarioJSON
	dec := json.NewDecoder(http.MaxBytesReader(w, r.Body, 64<<10))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&in); err != nil {
		refuse(w, http.StatusBadRequest, "scenario.invalid", err.Error())
		return
	}
	sc, err := in.scenario()
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

// ResetHits forgets the counts, and the requests kept.
func (s *Server) ResetHits() {
	s.journal.reset()
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
