package upstream

import (
	"errors"
	"testing"
	"time"

	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/adapters/fakeupstream"
)

// Player protection against the real fake upstream: limits and their cooling-off on the fake's
// clock, a deposit past a limit, the net result from the ledger, an exclusion that ends every
// session and refuses the next login, and the location answer.

func TestProtectionLimits(t *testing.T) {
	m := newMoneyStack(t)
	p := NewProtection(mustClient(t, m.url, "member"))
	ctx, demo, k := t.Context(), m.demo(), &keys{}

	st, err := p.Protection(ctx, demo)
	if err != nil {
		t.Fatal(err)
	}
	if len(st.Limits) != 0 || st.Exclusion != nil || !st.LoginAt.Equal(fakeNow) || !st.NetResult.IsZero() {
		t.Fatalf("a fresh state %+v", st)
	}
	daily := adapters.LimitChange{Kind: adapters.LimitDeposit, Period: adapters.PeriodDay, Amount: dec("1000")}
	session := adapters.LimitChange{Kind: adapters.LimitSession, Minutes: 90}
	st, err = p.SetLimits(ctx, demo, []adapters.LimitChange{daily, session})
	if err != nil {
		t.Fatal(err)
	}
	if l, ok := st.Limit(adapters.LimitDeposit, adapters.PeriodDay); !ok || !l.Amount.Equal(dec("1000")) || !l.Used.IsZero() {
		t.Fatalf("a new limit applies at once: %+v", st.Limits)
	}
	if l, ok := st.Limit(adapters.LimitSession, ""); !ok || l.Minutes != 90 {
		t.Fatalf("the session limit: %+v", st.Limits)
	}

	// Over the limit: the back office refuses, naming the limit.
	_, err = m.money.Deposit(ctx, demo, adapters.DepositRequest{MethodID: "PG-301", Amount: dec("1500"), IdempotencyKey: k.next()})
	var le *adapters.LimitError
	if !errors.As(err, &le) || le.Limit.Period != adapters.PeriodDay || !le.Limit.Remaining().Equal(dec("1000")) {
		t.Fatalf("a deposit of 1500 under a daily limit of 1000: %v", err)
	}
	if _, err := m.money.Deposit(ctx, demo, adapters.DepositRequest{MethodID: "PG-301", Amount: dec("500"), IdempotencyKey: k.next()}); err != nil {
		t.Fatal(err)
	}

	// A raise waits 24 hours; a lower limit applies at once.
	daily.Amount = dec("5000")
	st, err = p.SetLimits(ctx, demo, []adapters.LimitChange{daily})
	if err != nil {
		t.Fatal(err)
	}
	l, _ := st.Limit(adapters.LimitDeposit, adapters.PeriodDay)
	if !l.Amount.Equal(dec("1000")) || !l.Used.Equal(dec("500")) || len(st.Pending) != 1 ||
		!st.Pending[0].Amount.Equal(dec("5000")) || !st.Pending[0].EffectiveAt.Equal(fakeNow.Add(24*time.Hour)) {
		t.Fatalf("a raise is pending: %+v", st)
	}
	m.fake.Advance(24*time.Hour + time.Second)
	st, err = p.Protection(ctx, demo)
	if err != nil {
		t.Fatal(err)
	}
	if l, _ := st.Limit(adapters.LimitDeposit, adapters.PeriodDay); !l.Amount.Equal(dec("5000")) || len(st.Pending) != 0 {
		t.Fatalf("after the cooling-off: %+v", st)
	}

	// A settled loss shows in the net result since login.
	if err := m.fake.SettleBet(fakeupstream.Bet{User: "demo01", Vendor: "JL", Stake: dec("100"), Payout: dec("40")}); err != nil {
		t.Fatal(err)
	}
	if st, err = p.Protection(ctx, demo); err != nil || !st.NetResult.Equal(dec("-60")) {
		t.Fatalf("net result %s, %v", st.NetResult, err)
	}
}

func TestProtectionExclusion(t *testing.T) {
	m := newMoneyStack(t)
	p := NewProtection(mustClient(t, m.url, "member"))
	ctx, demo, other := t.Context(), m.demo(), m.demo()

	e, err := p.Exclude(ctx, demo, adapters.ExclusionRequest{Kind: adapters.ExclusionTimeOut, Length: adapters.Length7Days})
	if err != nil {
		t.Fatal(err)
	}
	end := fakeNow.AddDate(0, 0, 7)
	if e.Kind != adapters.ExclusionTimeOut || !e.Until.Equal(end) {
		t.Fatalf("exclusion %+v", e)
	}
	// Every session ended: any call of one answers the exclusion.
	for _, s := range []adapters.Scope{demo, other} {
		_, err := m.money.Balance(ctx, s)
		var ex *adapters.ExclusionError
		if !errors.As(err, &ex) || !ex.Exclusion.Until.Equal(end) {
			t.Fatalf("a call of an ended session: %v", err)
		}
	}
	_, err = m.acc.Login(ctx, visitor, adapters.Credentials{Method: adapters.LoginByUsername, Username: "demo01", Password: "Demo1234"})
	if !errors.Is(err, adapters.ErrExcluded) {
		t.Fatalf("a login during the time-out: %v", err)
	}
	m.fake.Advance(7*24*time.Hour + time.Minute)
	if _, err := m.acc.Login(ctx, visitor, adapters.Credentials{Method: adapters.LoginByUsername, Username: "demo01", Password: "Demo1234"}); err != nil {
		t.Fatalf("a login after the time-out: %v", err)
	}

	// A permanent self-exclusion has no end.
	if e, err = p.Exclude(ctx, m.demo(), adapters.ExclusionRequest{Kind: adapters.ExclusionSelf, Length: adapters.LengthPermanent}); err != nil || !e.Permanent() {
		t.Fatalf("permanent: %+v %v", e, err)
	}
}

func TestLocator(t *testing.T) {
	m := newMoneyStack(t)
	l := NewLocator(mustClient(t, m.url, "content"))
	if c, err := l.Country(t.Context(), "203.0.113.9"); err != nil || c != "BD" {
		t.Fatalf("default %q %v", c, err)
	}
	m.fake.SetLocation("203.0.113.9", "np")
	if c, err := l.Country(t.Context(), "203.0.113.9"); err != nil || c != "NP" {
		t.Fatalf("set %q %v", c, err)
	}
}

func mustClient(t *testing.T, url, backend string) *Client {
	t.Helper()
	c, err := New(Options{Site: "demo", Backend: backend, BaseURL: url, Merchant: "DEMO", Location: dhaka})
	if err != nil {
		t.Fatal(err)
	}
	return c
}
