package fakeupstream

import (
	"io"
	"net/http"
)

// How the held and applied scenarios break a call: the held one keeps it waiting, the applied
// ones serve it and then lose its answer.

// hold keeps a call waiting until the scenario is switched, or its caller gives up (false).
func (s *scenarioState) hold(r *http.Request) bool {
	s.mu.Lock()
	gate := s.gate
	if gate == nil { // switched since the call read the scenario
		s.mu.Unlock()
		return true
	}
	s.held++
	if !s.signalled {
		close(s.arrived)
		s.signalled = true
	}
	s.mu.Unlock()
	select {
	case <-gate:
		return true
	case <-r.Context().Done():
		s.mu.Lock()
		if s.gate == gate {
			s.held--
		}
		s.mu.Unlock()
		return false
	}
}

// Held is closed once a call waits under the current held scenario; switching the scenario
// (SetScenario, POST /__scenario) lets every held call go on as the new one says.
func (s *Server) Held() <-chan struct{} {
	s.scenario.mu.RLock()
	defer s.scenario.mu.RUnlock()
	return s.scenario.arrived
}

const badGatewayPage = "<html><body><h1>502 Bad Gateway</h1></body></html>"

// drain reads the body a scenario answers without its handler, so that the journal keeps it
// (the latency is over: the call's fate is decided).
func drain(r *http.Request) {
	_, _ = io.Copy(io.Discard, io.LimitReader(r.Body, maxBody))
}

// applied serves a call under the applied scenarios: its handler runs to the end, so a write
// lands, and its answer is thrown away for an HTML 502 or for no answer at all; kept keeps the
// call in the journal first, before its caller can see the answer lost. False: the scenario
// does not apply, serve the call as usual.
func (s *Server) applied(w http.ResponseWriter, r *http.Request, serve http.HandlerFunc, kept func()) bool {
	sc := s.scenario.get()
	if (sc.Name != AppliedBadGateway && sc.Name != AppliedDropped) || !sc.applies(r.Method, r.URL.Path) {
		return false
	}
	serve(&discarded{header: http.Header{}}, r)
	kept()
	if sc.Name == AppliedBadGateway {
		w.Header().Set("Content-Type", "text/html")
		w.WriteHeader(http.StatusBadGateway)
		_, _ = io.WriteString(w, badGatewayPage)
		return true
	}
	if conn, _, err := http.NewResponseController(w).Hijack(); err == nil {
		_ = conn.Close()
		return true
	}
	panic(http.ErrAbortHandler) // no connection to close: net/http aborts the answer itself
}

// discarded is an answer nobody will read.
type discarded struct{ header http.Header }

func (d *discarded) Header() http.Header         { return d.header }
func (d *discarded) WriteHeader(int)             {}
func (d *discarded) Write(p []byte) (int, error) { return len(p), nil }
