package wallet_test

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/getkin/kin-openapi/openapi3"

	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/bff"
	"github.com/casinobff/bff/bff/bfftest"
	"github.com/casinobff/bff/bff/session"
)

// noon is the tests' clock: 18:00 of 2026-11-22 in Dhaka.
var noon = time.Date(2026, 11, 22, 12, 0, 0, 0, time.UTC)

// money is the BFF over an in-memory wallet backend, every answer held to the contract.
type money struct {
	t     *testing.T
	fake  *bfftest.Money
	h     *bfftest.Harness
	doc   *openapi3.T
	trial bool
}

var (
	contractOnce sync.Once
	contract     *openapi3.T
)

func newMoney(t *testing.T, opts ...bfftest.Option) *money {
	t.Helper()
	contractOnce.Do(func() { contract = bfftest.LoadContract(t) })
	fake := bfftest.NewMoney()
	opts = append([]bfftest.Option{bfftest.WithMoney(fake), func(o *bff.Options) { o.Now = func() time.Time { return noon } }}, opts...)
	return &money{t: t, fake: fake, h: bfftest.NewHarness(t, opts...), doc: contract}
}

// keys makes a fresh Idempotency-Key for each write, as the site does per form submission.
var keys atomic.Int64

func newKey() string { return fmt.Sprintf("test-key-%08d", keys.Add(1)) }

// header is a request's header: a member's session (a free account's when trial), and a
// fresh Idempotency-Key for a write.
func (m *money) header(method string) http.Header {
	h := m.h.MemberHeader()
	if m.trial {
		h = m.h.MemberHeaderOf(session.TrialType)
	}
	if method != http.MethodGet {
		h.Set("Idempotency-Key", newKey())
	}
	return h
}

// do sends a request as demo01 (or the header given) and checks its answer against the
// contract.
func (m *money) do(method, target, body string, header ...http.Header) *httptest.ResponseRecorder {
	m.t.Helper()
	h := m.header(method)
	if len(header) > 0 {
		h = header[0]
	}
	var rec *httptest.ResponseRecorder
	if body == "" {
		rec = m.h.Do(method, target, h, nil)
	} else {
		rec = m.h.Do(method, target, h, strings.NewReader(body))
	}
	if err := bfftest.CheckAnswer(m.doc, method, target, rec.Code, rec.Header(), rec.Body.Bytes()); err != nil {
		m.t.Fatalf("%s %s: the answer breaks the contract: %v\n%d %s", method, target, err, rec.Code, rec.Body)
	}
	return rec
}

// fields is a validation_failed answer's fields as name -> code, and their details.
func fields(t *testing.T, rec *httptest.ResponseRecorder) (codes, details map[string]string) {
	t.Helper()
	p := bfftest.ExpectProblem(t, rec, http.StatusBadRequest, "validation_failed")
	codes, details = map[string]string{}, map[string]string{}
	for _, f := range p.Fields {
		codes[f.Name], details[f.Name] = string(f.Code), f.Detail
	}
	return codes, details
}

// refused is an upstream refusal of kind.
func refused(kind error, code string) error {
	return &adapters.BusinessError{Kind: kind, Code: code, Status: 200}
}
