package fakeupstream

import (
	"bytes"
	"io"
	"net/http"
	"net/url"
	"sync"

	"github.com/casinobff/bff/adapters/bodycrypt"
)

// Request is a platform call as the fake received it, for a test that checks what a client
// sent: Body is what its handler (or its scenario) read, decrypted when it came encrypted.
type Request struct {
	Method         string
	Query          url.Values
	IdempotencyKey string
	Body           []byte
}

// journal keeps the platform calls when Options.KeepRequests asks for it.
type journal struct {
	mu    sync.Mutex
	on    bool
	calls map[string][]Request
}

// Requests are the calls to path kept since the start or the last ResetHits, oldest first;
// none unless Options.KeepRequests.
func (s *Server) Requests(path string) []Request {
	s.journal.mu.Lock()
	defer s.journal.mu.Unlock()
	return append([]Request(nil), s.journal.calls[path]...)
}

func (j *journal) reset() {
	j.mu.Lock()
	defer j.mu.Unlock()
	j.calls = nil
}

// record wraps r's body to see what is read of it, and answers the function that keeps the
// call once it has been served. The body is not read here: a scenario's latency passes before
// anything reads it, as before a real back office's.
func (s *Server) record(r *http.Request) func() {
	if !s.journal.on {
		return func() {}
	}
	seen := &bytes.Buffer{}
	if r.Body != nil {
		r.Body = struct {
			io.Reader
			io.Closer
		}{io.TeeReader(r.Body, seen), r.Body}
	}
	return func() {
		body := seen.Bytes()
		if header := r.Header.Get(bodycrypt.Header); header != "" {
			if plain, err := bodycrypt.Decrypt(s.key, header, body); err == nil {
				body = plain
			}
		}
		call := Request{Method: r.Method, Query: r.URL.Query(), IdempotencyKey: r.Header.Get("Idempotency-Key"), Body: body}
		s.journal.mu.Lock()
		defer s.journal.mu.Unlock()
		if s.journal.calls == nil {
			s.journal.calls = map[string][]Request{}
		}
		s.journal.calls[r.URL.Path] = append(s.journal.calls[r.URL.Path], call)
	}
}
