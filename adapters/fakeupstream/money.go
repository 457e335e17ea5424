package fakeupstream

import (
	"crypto/sha256"
	"errors"
	"fmt"
	"io/fs"
	"net/http"
	"net/url"
	"time"

	"github.com/shopspring/decimal"

	"github.com/casinobff/bff/adapters/fakeupstream/internal/wire"
	"github.com/casinobff/bff/testdata"
)

// The wallet backend of docs/UPSTREAM.md ("Money"): a ledger per member that always adds up,
// deposits a back office approves or rejects, withdrawals held then paid or returned, transfers
// between the main wallet and the game wallets, payout accounts and the payment password, and the
// records read from all of it. Every write honours an Idempotency-Key. Handlers are by concern:
// wallets.go, deposits.go, withdrawals.go, security.go, records.go; money_control.go is the back
// office's side (/__money) and history.go demo01's seeded month.

// moneyRoutes registers the wallet backend's calls.
func (s *Server) moneyRoutes(handle func(method, path string, h http.HandlerFunc)) {
	handle("GET", "/wps/wallets/gcs", s.balance)
	handle("GET", "/wps/wallets", s.wallets)
	handle("POST", "/wps/relay/GCS_walletTransfer", s.transfer)
	handle("POST", "/wps/wallets/transferToMainWallet", s.recall)
	handle("GET", "/wps/system/depositBanks", s.depositChannels)
	handle("GET", "/wps/promotions/deposit", s.depositPromotions)
	for _, kind := range []string{"pg", "mt", "ma", "qr"} {
		handle("POST", "/wps/transaction/deposit/"+kind, s.deposit)
	}
	handle("GET", "/wps/report/depositTransaction", s.depositReport)
	handle("GET", "/wps/transaction/withdraw/rules", s.withdrawRules)
	handle("POST", "/wps/transaction/withdraw", s.withdraw)
	handle("GET", "/wps/report/withdrawTransaction", s.withdrawReport)
	handle("GET", "/wps/system/withdrawBanks", s.payoutProviders)
	handle("GET", "/wps/member/bankCard", s.payoutAccounts)
	handle("PUT", "/wps/member/bankCard", s.bindPayoutAccount)
	handle("GET", "/wps/member/hasWithdrawalPassword", s.hasPaymentPassword)
	handle("PUT", "/wps/member/paymentPassword", s.setPaymentPassword)
	handle("POST", "/wps/member/paymentPassword", s.changePaymentPassword)
	handle("GET", "/wps/v2/member/securityConfig", s.securityConfig)
	handle("GET", "/wps/relay/ODS2_MemberTransaction", s.transactions)
	handle("GET", "/wps/report/accountGameBetHistory", s.betHistory)
	handle("GET", "/wps/relay/ODSFE2_MemPNL", s.profitLoss)
}

// Module ids the money calls need, as the traces show them.
const (
	moduleTransfer     = "FUNDTRANS3"
	moduleTransactions = "MEMTRANS3"
	moduleProfitLoss   = "PERSPNL3"
)

// moneyFixtures are the wallet backend's configuration (internal/wire).
type moneyFixtures struct {
	channels   []wire.DepositChannel
	promotions []wire.DepositPromotion
	providers  []wire.PayoutProvider
	rules      wire.WithdrawRules
}

// loadMoney reads the money configuration. A recording has none (the recorder has no session):
// the fake then uses the embedded files, which the generator writes.
func (fx *fixtures) loadMoney(fsys fs.FS) error {
	m := &fx.money
	files := []struct {
		name string
		into any
	}{
		{wire.FileDepositChannels, &m.channels},
		{wire.FileDepositPromotions, &m.promotions},
		{wire.FilePayoutProviders, &m.providers},
		{wire.FileWithdrawRules, &m.rules},
	}
	for _, f := range files {
		err := fx.read(fsys, f.name, f.into)
		if errors.Is(err, fs.ErrNotExist) {
			sub, serr := fs.Sub(testdata.Upstream, "upstream")
			if serr != nil {
				return serr
			}
			err = fx.read(sub, f.name, f.into)
		}
		if err != nil {
			return err
		}
	}
	return m.check()
}

// check refuses a configuration no back office would run with.
func (m *moneyFixtures) check() error {
	ids := map[string]bool{}
	for _, c := range m.channels {
		switch {
		case c.ChannelType != wire.ChannelGateway && c.ChannelType != wire.ChannelBank &&
			c.ChannelType != wire.ChannelMobile && c.ChannelType != wire.ChannelQR:
			return fmt.Errorf("fixture %s: channel %s has type %q", wire.FileDepositChannels, c.ChannelID, c.ChannelType)
		case c.ChannelID == "" || ids[c.ChannelID]:
			return fmt.Errorf("fixture %s: channel id %q missing or twice", wire.FileDepositChannels, c.ChannelID)
		case !c.MinAmount.IsPositive() || c.MaxAmount.LessThan(c.MinAmount.Decimal):
			return fmt.Errorf("fixture %s: channel %s limits %s to %s", wire.FileDepositChannels, c.ChannelID, c.MinAmount, c.MaxAmount)
		}
		ids[c.ChannelID] = true
	}
	for _, p := range m.promotions {
		if p.PromotionID == "" || (p.Frequency != wire.PromotionFirstDeposit && p.Frequency != wire.PromotionDaily) {
			return fmt.Errorf("fixture %s: promotion %q has frequency %q", wire.FileDepositPromotions, p.PromotionID, p.Frequency)
		}
		if p.Titles[wire.DefaultLanguage] == "" {
			return fmt.Errorf("fixture %s: promotion %q has no title in %s", wire.FileDepositPromotions, p.PromotionID, wire.DefaultLanguage)
		}
	}
	for _, p := range m.providers {
		if p.BankCode == "" || (p.Type != wire.PayoutBank && p.Type != wire.PayoutMobile) {
			return fmt.Errorf("fixture %s: provider %q has type %q", wire.FilePayoutProviders, p.BankCode, p.Type)
		}
	}
	if !m.rules.MinAmount.IsPositive() || m.rules.MaxAmount.LessThan(m.rules.MinAmount.Decimal) {
		return fmt.Errorf("fixture %s: limits %s to %s", wire.FileWithdrawRules, m.rules.MinAmount, m.rules.MaxAmount)
	}
	return nil
}

// result is a money call's answer. A write's is kept as the answer to its Idempotency-Key, so it
// holds only values nothing changes later.
type result struct {
	status int
	env    envelope
}

func success(v any) result { return result{http.StatusOK, envelope{Success: true, Value: v}} }

// refusal is a business refusal: status 200, as the platform answers them.
func refusal(code, format string, args ...any) result {
	return result{http.StatusOK, envelope{ErrorCode: code, Message: fmt.Sprintf(format, args...)}}
}

func (r result) write(w http.ResponseWriter) { writeJSON(w, r.status, r.env) }

// withPurse runs f on the token's account and purse under the lock; false when the session is
// gone.
func (m *members) withPurse(token string, f func(a *account, p *purse) result) (result, bool) {
	m.mu.Lock()
	defer m.mu.Unlock()
	a, ok := m.sessions[token]
	if !ok {
		return result{}, false
	}
	if a.purse == nil {
		a.purse = m.newPurse()
	}
	return f(a, a.purse), true
}

// moneyRead answers a read of the session's money.
func (s *Server) moneyRead(w http.ResponseWriter, r *http.Request, f func(a *account, p *purse) result) {
	token, _, ok := s.requireSession(w, r)
	if !ok {
		return
	}
	s.answerFor(w, token, f)
}

func (s *Server) answerFor(w http.ResponseWriter, token string, f func(a *account, p *purse) result) {
	res, ok := s.members.withPurse(token, f)
	if !ok {
		refuse(w, http.StatusUnauthorized, "login.not.session", "no session: log in again")
		return
	}
	res.write(w)
}

// keyRequired says whether a write must name its Idempotency-Key: those that move money or
// bind an account do. The payment password's calls honour one when it comes.
type keyRequired bool

const (
	needsKey   keyRequired = true
	keyIfGiven keyRequired = false
)

// moneyWrite runs a write of the session's member at most once per Idempotency-Key: a key seen
// before answers its first answer when the request is the same (method, path and body, the
// decrypted one for an encrypted call) and request.duplicate when it is not. The check, the
// write and the keeping of its answer happen under one lock, so two requests with one key
// racing each other still make one effect. Keys are per member.
func (s *Server) moneyWrite(w http.ResponseWriter, r *http.Request, token string, body []byte, need keyRequired, f func(a *account, p *purse) result) {
	key := r.Header.Get("Idempotency-Key")
	if key == "" && need == needsKey {
		refuse(w, http.StatusBadRequest, "param.invalid", "a money write needs an Idempotency-Key header")
		return
	}
	fp := sha256.Sum256(append([]byte(r.Method+" "+r.URL.Path+"\n"), body...))
	s.answerFor(w, token, func(a *account, p *purse) result {
		if key == "" {
			return f(a, p)
		}
		if kept, seen := p.replies.get(key); seen {
			if kept.fingerprint != fp {
				return refusal("request.duplicate", "Idempotency-Key %s was used for another request", key)
			}
			return kept.reply
		}
		res := f(a, p)
		p.replies.put(key, keptReply{fingerprint: fp, reply: res})
		return res
	})
}

// amountOf checks an amount a member asked for: positive, at most two decimals.
func amountOf(m *wire.Money) (decimal.Decimal, bool) {
	if m == nil || !m.IsPositive() || !m.Equal(m.Round(2)) {
		return decimal.Zero, false
	}
	return m.Decimal, true
}

func money(d decimal.Decimal) wire.Money { return wire.Money{Decimal: d} }

// Wall-clock layouts of the protocol.
const (
	wallClock = "2006-01-02 15:04:05"
	dayLayout = "2006-01-02"
)

// wallTime writes t as the back office does, in its zone; the zero time as "".
func (s *Server) wallTime(t time.Time) string {
	if t.IsZero() {
		return ""
	}
	return t.In(s.loc).Format(wallClock)
}

// dayRange is a record query's startDate and endDate, inclusive, in the asked days' zone.
type dayRange struct{ from, until time.Time } // until is the start of the day after endDate

func (s *Server) dayRange(q url.Values) (dayRange, error) {
	from, err := time.ParseInLocation(dayLayout, q.Get("startDate"), s.days)
	if err != nil {
		return dayRange{}, fmt.Errorf("startDate: want a day like 2026-11-22")
	}
	to, err := time.ParseInLocation(dayLayout, q.Get("endDate"), s.days)
	if err != nil {
		return dayRange{}, fmt.Errorf("endDate: want a day like 2026-11-22")
	}
	if to.Before(from) {
		return dayRange{}, fmt.Errorf("endDate is before startDate")
	}
	return dayRange{from: from, until: to.AddDate(0, 0, 1)}, nil
}

func (d dayRange) contains(t time.Time) bool { return !t.Before(d.from) && t.Before(d.until) }

// sameDay says whether a and b fall on one day of the back office's zone.
func (s *Server) sameDay(a, b time.Time) bool {
	return a.In(s.loc).Format(dayLayout) == b.In(s.loc).Format(dayLayout)
}

// recordPage is the paged answer of the deposit and withdrawal records.
type recordPage[T any] struct {
	Content        []T        `json:"content"`
	PageNum        int        `json:"pageNum"`
	TotalPages     int        `json:"totalPages"`
	TotalCount     int        `json:"totalCount"`
	ApprovedAmount wire.Money `json:"approvedAmount"`
	PendingAmount  wire.Money `json:"pendingAmount"`
}

// Record statuses of deposits and withdrawals.
const (
	statusPending  = "PENDING"
	statusApproved = "APPROVED"
	statusRejected = "REJECTED"
)

// defaultRecordPageSize is a record's page when the call gives none.
const defaultRecordPageSize = 20

// mask shows a number's last four characters only, as the back office answers account numbers.
func mask(number string) string {
	if len(number) <= 4 {
		return "****"
	}
	return "****" + number[len(number)-4:]
}
