package wallet_test

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/getkin/kin-openapi/openapi3"

	"github.com/casinobff/bff/adapters/fakeupstream"
	"github.com/casinobff/bff/bff/bfftest"
	"github.com/casinobff/bff/bff/wallet"
)

// The fake upstream's money calls (docs/UPSTREAM.md, "Money"), as the tests provoke and count
// them.
const (
	upBalance         = "/wps/wallets/gcs"
	upDeposits        = "/wps/transaction/deposit/" // + pg, mt, ma or qr by the method's kind
	upBankCard        = "/wps/member/bankCard"      // GET the accounts, PUT one more
	upPaymentPassword = "/wps/member/paymentPassword"
	upRules           = "/wps/transaction/withdraw/rules"
	upHasPassword     = "/wps/member/hasWithdrawalPassword"
	upSecurity        = "/wps/v2/member/securityConfig"
	upDepositRecord   = "/wps/report/depositTransaction"
	upWithdrawRecord  = "/wps/report/withdrawTransaction"
	upTransactions    = "/wps/relay/ODS2_MemberTransaction"
	upBets            = "/wps/report/accountGameBetHistory"
	upProfitLoss      = "/wps/relay/ODSFE2_MemPNL"
)

// upWrites are the money writes' calls, each with the method that writes.
var upWrites = []string{
	"POST " + upTransfer, "POST " + upRecall, "POST " + upDeposits, "POST " + upWithdraw, "PUT " + upBankCard,
	"PUT " + upPaymentPassword, "POST " + upPaymentPassword,
}

// demoAccount is the id the fake gives demo01's first payout account (agent01's card is
// BC00000001): ready binds it.
const demoAccount = "BC00000002"

// money is the BFF over a fake upstream of its own (bfftest.NewStack), the player signed in
// through the real login, every answer held to the contract.
type money struct {
	t       *testing.T
	s       *bfftest.Stack
	doc     *openapi3.T
	user    string // who the requests are from: demo01 unless the test says
	cookies map[string]*http.Cookie
}

var (
	contractOnce sync.Once
	contract     *openapi3.T
)

func newMoney(t *testing.T, opts ...bfftest.Option) *money {
	t.Helper()
	contractOnce.Do(func() { contract = bfftest.LoadContract(t) })
	return &money{t: t, s: bfftest.NewStack(t, opts...), doc: contract, user: "demo01", cookies: map[string]*http.Cookie{}}
}

// as makes the requests that follow user's (free01: a free account).
func (m *money) as(user string) *money {
	m.user = user
	return m
}

// fake is the back office.
func (m *money) fake() *fakeupstream.Server { return m.s.Fake }

// scenario switches the back office's scenario.
func (m *money) scenario(name string, paths ...string) {
	m.s.Scenario(fakeupstream.Scenario{Name: name, Paths: paths})
}

// refusing makes the calls to paths refused with the platform's code.
func (m *money) refusing(code string, paths ...string) {
	m.s.Scenario(fakeupstream.Scenario{Name: fakeupstream.Refusing, Code: code, Paths: paths})
}

// answering makes the calls to paths answered with value, in a success envelope.
func (m *money) answering(value string, paths ...string) {
	m.s.Scenario(fakeupstream.Scenario{Name: fakeupstream.Answering, Body: `{"success": true, "value": ` + value + `}`, Paths: paths})
}

// keys makes a fresh Idempotency-Key for each write, as the site does per form submission.
var keys atomic.Int64

func newKey() string { return fmt.Sprintf("test-key-%08d", keys.Add(1)) }

// header is a request's header: the player's session, and a fresh Idempotency-Key for a write.
func (m *money) header(method string) http.Header {
	m.t.Helper()
	c := m.cookies[m.user]
	if c == nil {
		c = m.s.SignIn(m.user)
		m.cookies[m.user] = c
	}
	h := http.Header{"Cookie": {c.Name + "=" + c.Value}}
	if method != http.MethodGet {
		h.Set("Idempotency-Key", newKey())
	}
	return h
}

// send sends a request as the site does, with header (the player's, from header, when nil),
// checking nothing: a goroutine of the test may call it.
func (m *money) send(method, target, body string, header http.Header) *httptest.ResponseRecorder {
	req := bfftest.APIRequest(method, target, body)
	for k, vs := range header {
		req.Header[k] = vs
	}
	return bfftest.Serve(m.s.Server, req)
}

// do sends a request as the player (or with the header given) and checks its answer against
// the contract.
func (m *money) do(method, target, body string, header ...http.Header) *httptest.ResponseRecorder {
	m.t.Helper()
	var h http.Header
	if len(header) > 0 {
		h = header[0]
	} else {
		h = m.header(method)
	}
	rec := m.send(method, target, body, h)
	m.check(method, target, rec)
	return rec
}

// check holds an answer to the contract.
func (m *money) check(method, target string, rec *httptest.ResponseRecorder) {
	m.t.Helper()
	if err := bfftest.CheckAnswer(m.doc, method, target, rec.Code, rec.Header(), rec.Body.Bytes()); err != nil {
		m.t.Fatalf("%s %s: the answer breaks the contract: %v\n%d %s", method, target, err, rec.Code, rec.Body)
	}
}

// ready gives demo01 what a withdrawal needs, through the site: the payment password 135790
// and a bKash account (demoAccount, ending 5678). The calls it made are then forgotten.
func (m *money) ready() {
	m.t.Helper()
	bfftest.WantStatus(m.t, m.do(http.MethodPut, "/api/v1/me/payment-password", `{"newPassword":"135790","confirmPassword":"135790"}`), http.StatusOK)
	rec := m.do(http.MethodPost, "/api/v1/payout-accounts", `{"kind":"mobile","providerCode":"BKASH","accountName":"Demo Player","accountNumber":"01712345678","paymentPassword":"135790"}`)
	bfftest.WantStatus(m.t, rec, http.StatusCreated)
	if id := bfftest.Decode[wallet.PayoutAccount](m.t, rec.Body.Bytes()).ID; id != demoAccount {
		m.t.Fatalf("demo01's account is %s, want %s", id, demoAccount)
	}
	m.fake().ResetHits()
}

// hits is how many calls reached the upstream's paths ("METHOD /path" counts that method's
// calls only; a path ending in / every path under it).
func (m *money) hits(entries ...string) int {
	n := 0
	for _, w := range m.sent(entries...) {
		n += len(w)
	}
	return n
}

// sent are the requests that reached each of the entries (as hits names them), by entry.
func (m *money) sent(entries ...string) [][]fakeupstream.Request {
	var out [][]fakeupstream.Request
	for _, e := range entries {
		method, path, ok := strings.Cut(e, " ")
		if !ok {
			method, path = "", e
		}
		var got []fakeupstream.Request
		for p := range m.fake().Hits() {
			if p != path && (!strings.HasSuffix(path, "/") || !strings.HasPrefix(p, path)) {
				continue
			}
			for _, r := range m.fake().Requests(p) {
				if method == "" || r.Method == method {
					got = append(got, r)
				}
			}
		}
		out = append(out, got)
	}
	return out
}

// writes are the money writes that reached the upstream, failed ones too.
func (m *money) writes() []fakeupstream.Request {
	var out []fakeupstream.Request
	for _, w := range m.sent(upWrites...) {
		out = append(out, w...)
	}
	return out
}

// gameWallet is one game wallet of an answer.
func gameWallet(t *testing.T, w wallet.Wallets, id string) wallet.GameWallet {
	t.Helper()
	for _, g := range w.Games {
		if g.ID == id {
			return g
		}
	}
	t.Fatalf("no wallet %s in %+v", id, w)
	return wallet.GameWallet{}
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
