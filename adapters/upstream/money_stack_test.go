package upstream

import (
	"fmt"
	"net/http/httptest"
	"sync"
	"testing"
	"time"

	"github.com/shopspring/decimal"

	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/adapters/fakeupstream"
)

// The wallet adapter over a real fake upstream of its own, and the helpers its tests share.

// fakeNow is the fake's fixed clock in these tests: noon in Dhaka.
var (
	dhaka   = time.FixedZone("BDT", 6*3600)
	fakeNow = time.Date(2026, 11, 22, 12, 0, 0, 0, dhaka)
)

// moneyStack is the adapter over a fake of its own, on a fixed clock, both in Dhaka time.
type moneyStack struct {
	t     *testing.T
	money *Money
	acc   *Accounts
	fake  *fakeupstream.Server
	url   string
}

func newMoneyStack(t *testing.T) *moneyStack {
	t.Helper()
	fake, err := fakeupstream.New(fakeupstream.Options{
		Key: testKeys()[0], Now: func() time.Time { return fakeNow }, Location: dhaka,
	})
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(fake)
	t.Cleanup(srv.Close)
	client := func(backend string) *Client {
		c, err := New(Options{Site: "demo", Backend: backend, BaseURL: srv.URL, Merchant: "DEMO", Location: dhaka})
		if err != nil {
			t.Fatal(err)
		}
		return c
	}
	return &moneyStack{t: t, money: NewMoney(client("wallet")), acc: NewAccounts(client("member")), fake: fake, url: srv.URL}
}

// login opens a session of a demo account.
func (m *moneyStack) login(user, password string) adapters.Scope {
	m.t.Helper()
	g, err := m.acc.Login(m.t.Context(), visitor, adapters.Credentials{Method: adapters.LoginByUsername, Username: user, Password: password})
	if err != nil {
		m.t.Fatalf("login %s: %v", user, err)
	}
	return adapters.Scope{Language: "en", Token: g.Token}
}

func (m *moneyStack) demo() adapters.Scope  { return m.login("demo01", "Demo1234") }
func (m *moneyStack) agent() adapters.Scope { return m.login("agent01", "Agent1234") }

// ledger checks the member's ledger adds up and answers it.
func (m *moneyStack) ledger(user string) fakeupstream.Ledger {
	m.t.Helper()
	l, err := m.fake.Ledger(user)
	if err != nil {
		m.t.Fatal(err)
	}
	sum := decimal.Zero
	for _, e := range l.Entries {
		sum = sum.Add(e.Amount)
	}
	if !sum.Equal(l.Total) {
		m.t.Fatalf("%s: entries sum to %s, balance %s", user, sum, l.Total)
	}
	return l
}

func dec(s string) decimal.Decimal { return decimal.RequireFromString(s) }

// sameAmount compares exactly: 12345.67 is 12345.670.
func sameAmount(t *testing.T, what string, got decimal.Decimal, want string) {
	t.Helper()
	if !got.Equal(dec(want)) {
		t.Errorf("%s = %s, want %s", what, got, want)
	}
}

// keys makes a distinct idempotency key per write of a test.
type keys struct {
	mu sync.Mutex
	n  int
}

func (k *keys) next() string {
	k.mu.Lock()
	defer k.mu.Unlock()
	k.n++
	return fmt.Sprintf("key-%04d", k.n)
}
