package wallet_test

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/casinobff/bff/adapters/fakeupstream"
	"github.com/casinobff/bff/bff/bfftest"
	"github.com/casinobff/bff/bff/httpx"
	"github.com/casinobff/bff/bff/idempotency"
)

// writes are the feature's money writes, each with an Idempotency-Key.
func writes() []endpoint {
	var out []endpoint
	for _, e := range endpoints {
		if e.method == http.MethodPost {
			out = append(out, e)
		}
	}
	return out
}

func TestWritesNeedAKey(t *testing.T) {
	for _, e := range writes() {
		t.Run(e.target, func(t *testing.T) {
			m := newMoney(t)
			m.ready()
			for key, code := range map[string]string{"": "required", "short": "invalid", "a key with spaces": "invalid", strings.Repeat("k", 65): "invalid"} {
				h := m.header(e.method)
				h.Set("Idempotency-Key", key)
				if got, _ := fields(t, m.do(e.method, e.target, e.body, h)); got["Idempotency-Key"] != code || len(got) != 1 {
					t.Errorf("key %q: %v", key, got)
				}
			}
			if len(m.writes()) != 0 {
				t.Error("a write without a good key reached the upstream")
			}
		})
	}
}

// A repeated key answers the first answer byte for byte and reaches the upstream once; the
// key is passed upstream.
func TestRepeatedKeyWritesOnce(t *testing.T) {
	for _, e := range writes() {
		t.Run(e.target, func(t *testing.T) {
			m := newMoney(t)
			m.ready()
			h := m.header(e.method)
			first := m.do(e.method, e.target, e.body, h)
			if first.Code >= 300 {
				t.Fatalf("%d %s", first.Code, first.Body)
			}
			again := m.do(e.method, e.target, e.body, h)
			if again.Code != first.Code || again.Body.String() != first.Body.String() || again.Header().Get(idempotency.ReplayedHeader) != "true" {
				t.Fatalf("the repeat: %d %s, want %d %s", again.Code, again.Body, first.Code, first.Body)
			}
			sent := m.writes()
			if len(sent) != 1 {
				t.Fatalf("%d writes reached the upstream", len(sent))
			}
			if key := sent[0].IdempotencyKey; key != h.Get("Idempotency-Key") {
				t.Errorf("the upstream was sent key %q, want %q", key, h.Get("Idempotency-Key"))
			}
			// The key fingerprints the request as decoded: the same form spelt with other spaces
			// is the same request; one that asks for something else is a conflict. A recall names
			// nothing, so every repeat of it is the same request.
			if spaced := m.do(e.method, e.target, e.body+" ", h); spaced.Header().Get(idempotency.ReplayedHeader) != "true" {
				t.Errorf("the same form with a trailing space: %d %s, want the first answer", spaced.Code, spaced.Body)
			}
			if e.body != "" {
				other := strings.NewReplacer(`"amount":"`, `"amount":"2`, `"accountName":"`, `"accountName":"A. `).Replace(e.body)
				bfftest.ExpectProblem(t, m.do(e.method, e.target, other, h), http.StatusConflict, httpx.CodeIdempotencyConflict)
			}
		})
	}
}

// What the upstream answered, or did not, spends the key; what the BFF answered before
// sending does not, so the player may fix the form and send it with the same key.
func TestWhatSpendsAKey(t *testing.T) {
	m := newMoney(t)
	m.ready()
	h := m.header(http.MethodPost)
	bad := `{"accountId":"` + demoAccount + `","amount":"1500.001","paymentPassword":"135790"}`
	fields(t, m.do(http.MethodPost, "/api/v1/withdrawals", bad, h))
	// 429: the back office did not take it, the one answer besides a refusal that says so.
	m.s.Scenario(fakeupstream.Scenario{Name: fakeupstream.Failing, Status: http.StatusTooManyRequests, Paths: []string{upWithdraw}})
	bfftest.ExpectProblem(t, m.do(http.MethodPost, "/api/v1/withdrawals", withdrawal, h), http.StatusServiceUnavailable, httpx.CodeUpstreamUnavailable)
	m.scenario(fakeupstream.Normal)
	bfftest.WantStatus(t, m.do(http.MethodPost, "/api/v1/withdrawals", withdrawal, h), http.StatusCreated)
	if n := m.hits(upWithdraw); n != 2 {
		t.Fatalf("the upstream was asked %d times, want 2 (the outage, then the withdrawal)", n)
	}

	// A refusal of the upstream is the key's answer.
	h = m.header(http.MethodPost)
	m.refusing("payment.password.error", upWithdraw)
	first := m.do(http.MethodPost, "/api/v1/withdrawals", withdrawal, h)
	m.scenario(fakeupstream.Normal)
	again := m.do(http.MethodPost, "/api/v1/withdrawals", withdrawal, h)
	if again.Code != http.StatusBadRequest || again.Body.String() != first.Body.String() {
		t.Fatalf("the repeat: %d %s", again.Code, again.Body)
	}

	// And so is an outcome nobody knows: the key never reaches the upstream again.
	h = m.header(http.MethodPost)
	m.scenario(fakeupstream.AppliedDropped, upWithdraw)
	first = m.do(http.MethodPost, "/api/v1/withdrawals", withdrawal, h)
	m.scenario(fakeupstream.Normal)
	again = m.do(http.MethodPost, "/api/v1/withdrawals", withdrawal, h)
	if first.Code != http.StatusBadGateway || again.Code != http.StatusBadGateway || again.Body.String() != first.Body.String() {
		t.Fatalf("the repeat: %d %s", again.Code, again.Body)
	}
	if n := m.hits(upWithdraw); n != 4 {
		t.Fatalf("the upstream was asked %d times, want 4", n)
	}
}

// Keys are the member's own: another player's request with the same key is theirs.
func TestKeysAreTheMembers(t *testing.T) {
	m := newMoney(t)
	h := m.header(http.MethodPost)
	bfftest.WantStatus(t, m.do(http.MethodPost, "/api/v1/wallet-recalls", "", h), http.StatusOK)
	other := m.as("agent01").header(http.MethodPost)
	other.Set("Idempotency-Key", h.Get("Idempotency-Key"))
	if rec := m.do(http.MethodPost, "/api/v1/wallet-recalls", "", other); rec.Header().Get(idempotency.ReplayedHeader) != "" {
		t.Fatalf("another member got demo01's answer: %s", rec.Body)
	}
	if n := m.hits(upRecall); n != 2 {
		t.Fatalf("%d recalls reached the upstream", n)
	}
}

// The same withdrawal twice at once with one key: the second waits for the first, and the
// upstream is asked once. With two keys it is asked twice. The back office holds the first
// withdrawal until the second is on its way.
func TestDoubleTap(t *testing.T) {
	for _, tt := range []struct {
		name  string
		keys  int
		calls int
	}{{"one key", 1, 1}, {"two keys", 2, 2}} {
		t.Run(tt.name, func(t *testing.T) {
			m := newMoney(t)
			m.ready()
			m.scenario(fakeupstream.Held, upWithdraw)
			started := m.fake().Held()
			first, second := m.header(http.MethodPost), m.header(http.MethodPost)
			if tt.keys == 1 {
				second.Set("Idempotency-Key", first.Get("Idempotency-Key"))
			}
			answers := make(chan *httptest.ResponseRecorder, 2)
			go func() { answers <- m.send(http.MethodPost, "/api/v1/withdrawals", withdrawal, first) }()
			<-started
			go func() { answers <- m.send(http.MethodPost, "/api/v1/withdrawals", withdrawal, second) }()
			time.Sleep(50 * time.Millisecond) // the second is at its key (one key) or at the upstream (two)
			m.scenario(fakeupstream.Normal)   // lets the held withdrawals go on
			a, b := <-answers, <-answers
			if a.Code != http.StatusCreated || b.Code != http.StatusCreated {
				t.Fatalf("%d %s, %d %s", a.Code, a.Body, b.Code, b.Body)
			}
			if (a.Body.String() == b.Body.String()) != (tt.keys == 1) {
				t.Errorf("answers %s and %s", a.Body, b.Body)
			}
			if n := m.hits(upWithdraw); n != tt.calls {
				t.Fatalf("the upstream was asked %d times, want %d", n, tt.calls)
			}
		})
	}
}
