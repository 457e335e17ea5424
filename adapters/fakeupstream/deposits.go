package fakeupstream

import (
	"bytes"
	"errors"
	"fmt"
	"html/template"
	"net/http"
	"path"
	"strings"
	"time"

	"github.com/shopspring/decimal"

	"github.com/casinobff/bff/adapters/fakeupstream/internal/wire"
)

// Deposits: the channels and promotions a member is offered, a deposit by channel type, and the
// back office's approval (which credits the main wallet, and the bonus of an accepted promotion)
// or rejection. A gateway deposit's payUrl is a small page of this fake whose button approves
// it, as a gateway's callback would.

// deposit is one deposit; pending until the back office decides.
type deposit struct {
	id        string
	channel   wire.DepositChannel
	amount    decimal.Decimal
	bonus     decimal.Decimal // paid on approval
	promotion string          // the promotion accepted; empty: none
	multiple  decimal.Decimal // the promotion's turnover multiple
	status    string
	created   time.Time
	updated   time.Time
	reference string // what the member wrote in a manual transfer's note
	sender    string
	txID      string
	qr        string
	reason    string
}

// memberReference is what a member writes in a manual transfer's note, unless the channel names
// its own: the back office matches the transfer by it.
func memberReference(a *account) string { return "DP" + a.id }

func (s *Server) depositChannels(w http.ResponseWriter, r *http.Request) {
	s.moneyRead(w, r, func(a *account, _ *purse) result {
		list := make([]wire.DepositChannel, 0, len(s.fx.money.channels))
		for _, c := range s.fx.money.channels {
			if (c.ChannelType == wire.ChannelBank || c.ChannelType == wire.ChannelMobile) && c.Remark == "" {
				c.Remark = memberReference(a)
			}
			list = append(list, c)
		}
		return success(list)
	})
}

// depositPromotions answers the promotions the member may accept now.
func (s *Server) depositPromotions(w http.ResponseWriter, r *http.Request) {
	s.moneyRead(w, r, func(_ *account, p *purse) result {
		list := []wire.DepositPromotion{}
		lang := language(r)
		for _, promo := range s.fx.money.promotions {
			if s.promotionOpen(p, promo, s.clock()) {
				promo.Title, promo.Titles = promo.Titles.In(lang), nil
				list = append(list, promo)
			}
		}
		return success(list)
	})
}

// promotionOpen says whether the member may accept promo now: a first-deposit bonus while no
// deposit of theirs is pending or approved, a daily one while none of today's took it.
func (s *Server) promotionOpen(p *purse, promo wire.DepositPromotion, now time.Time) bool {
	for _, d := range p.deposits {
		if d.status == statusRejected {
			continue
		}
		switch promo.Frequency {
		case wire.PromotionFirstDeposit:
			return false
		case wire.PromotionDaily:
			if d.promotion == promo.PromotionID && s.sameDay(d.created, now) {
				return false
			}
		}
	}
	return true
}

type depositRequest struct {
	ChannelID     flexString  `json:"channelId"`
	Amount        *wire.Money `json:"amount"`
	PromotionID   string      `json:"promotionId"`
	SenderAccount string      `json:"senderAccount"`
	TransactionID string      `json:"transactionId"`
}

// deposit asks for a deposit by the channel type of its path (pg, mt, ma, qr).
func (s *Server) deposit(w http.ResponseWriter, r *http.Request) {
	token, _, ok := s.requireSession(w, r)
	if !ok {
		return
	}
	body, ok := readBody(w, r)
	var req depositRequest
	if !ok || !decodeBody(w, body, &req) {
		return
	}
	kind := strings.ToUpper(path.Base(r.URL.Path))
	host := hostOf(r)
	s.moneyWrite(w, r, token, body, needsKey, func(a *account, p *purse) result {
		now := s.clock()
		ch, found := s.channel(string(req.ChannelID))
		if !found || ch.ChannelType != kind {
			return refusal("deposit.channel.invalid", "no %s channel %q", kind, req.ChannelID)
		}
		amount, valid := amountOf(req.Amount)
		if !valid || amount.LessThan(ch.MinAmount.Decimal) || amount.GreaterThan(ch.MaxAmount.Decimal) {
			return refusal("amount.invalid", "%s takes %s to %s", ch.ChannelName, ch.MinAmount.StringFixed(2), ch.MaxAmount.StringFixed(2))
		}
		if refused, ok := s.depositRefusal(a, p, amount); ok {
			return refused
		}
		manual := kind == wire.ChannelBank || kind == wire.ChannelMobile
		if manual && req.SenderAccount == "" && req.TransactionID == "" {
			return result{http.StatusBadRequest, envelope{ErrorCode: "param.invalid", Message: "a manual transfer needs senderAccount or transactionId"}}
		}
		d := &deposit{
			id: p.ids.id("D"), channel: ch, amount: amount, status: statusPending, created: now, updated: now,
			sender: req.SenderAccount, txID: req.TransactionID,
		}
		if req.PromotionID != "" {
			promo, found := s.promotion(req.PromotionID)
			if !found || !s.promotionOpen(p, promo, now) || amount.LessThan(promo.MinDeposit.Decimal) {
				return refusal("promotion.unavailable", "promotion %q is not available with this deposit", req.PromotionID)
			}
			d.promotion, d.multiple, d.bonus = promo.PromotionID, promo.TurnoverMultiple.Decimal, bonusOf(promo, amount)
		}
		if manual {
			d.reference = ch.Remark
			if d.reference == "" {
				d.reference = memberReference(a)
			}
		}
		if kind == wire.ChannelQR {
			d.qr = qrPayload(ch, d)
		}
		p.deposits = append(p.deposits, d)
		if after := time.Duration(s.autoApprove.Load()); after > 0 {
			time.AfterFunc(after, func() { _ = s.ApproveDeposit(d.id) })
		}
		return success(s.depositValue(d, host))
	})
}

// bonusOf is the promotion's share of the deposit, capped, cut to whole cents.
func bonusOf(promo wire.DepositPromotion, amount decimal.Decimal) decimal.Decimal {
	b := amount.Mul(promo.BonusPercent.Decimal).Div(decimal.NewFromInt(100)).Truncate(2)
	if promo.MaxBonus.IsPositive() && b.GreaterThan(promo.MaxBonus.Decimal) {
		b = promo.MaxBonus.Decimal
	}
	return b
}

func (s *Server) channel(id string) (wire.DepositChannel, bool) {
	for _, c := range s.fx.money.channels {
		if c.ChannelID == id {
			return c, true
		}
	}
	return wire.DepositChannel{}, false
}

func (s *Server) promotion(id string) (wire.DepositPromotion, bool) {
	for _, p := range s.fx.money.promotions {
		if p.PromotionID == id {
			return p, true
		}
	}
	return wire.DepositPromotion{}, false
}

// Why a back office decision cannot be made.
var (
	errNoSuchRecord = errors.New("no such record")
	errNotPending   = errors.New("no longer pending")
)

// approveDeposit credits the main wallet with the deposit, and with its bonus, which adds the
// promotion's turnover to what must be bet before a withdrawal.
func (p *purse) approveDeposit(d *deposit, now time.Time) error {
	if d.status != statusPending {
		return fmt.Errorf("deposit %s is %s: %w", d.id, d.status, errNotPending)
	}
	if _, err := p.post(now, txDeposit, mainWallet, d.amount, d.id); err != nil {
		return err
	}
	if d.bonus.IsPositive() {
		if _, err := p.post(now, txBonus, mainWallet, d.bonus, d.id); err != nil {
			return err
		}
		p.turnover = p.turnover.Add(d.amount.Add(d.bonus).Mul(d.multiple))
	}
	d.status, d.updated = statusApproved, now
	return nil
}

func (p *purse) rejectDeposit(d *deposit, reason string, now time.Time) error {
	if d.status != statusPending {
		return fmt.Errorf("deposit %s is %s: %w", d.id, d.status, errNotPending)
	}
	d.status, d.reason, d.updated = statusRejected, reason, now
	return nil
}

// depositValue is a deposit as the protocol answers it; a gateway's page is on host.
type depositValue struct {
	DepositID    string     `json:"depositId"`
	ChannelID    string     `json:"channelId"`
	ChannelName  string     `json:"channelName"`
	ChannelType  string     `json:"channelType"`
	Amount       wire.Money `json:"amount"`
	Bonus        wire.Money `json:"bonus"`
	Status       string     `json:"status"`
	CreatedTime  string     `json:"createdTime"`
	UpdatedTime  string     `json:"updatedTime"`
	PayURL       string     `json:"payUrl,omitempty"`
	QRContent    string     `json:"qrContent,omitempty"`
	BankName     string     `json:"bankName,omitempty"`
	AccountName  string     `json:"accountName,omitempty"`
	AccountNo    string     `json:"accountNo,omitempty"`
	Branch       string     `json:"branch,omitempty"`
	Remark       string     `json:"remark,omitempty"`
	RejectReason string     `json:"rejectReason,omitempty"`
}

func (s *Server) depositValue(d *deposit, host string) depositValue {
	v := depositValue{
		DepositID: d.id, ChannelID: d.channel.ChannelID, ChannelName: d.channel.ChannelName, ChannelType: d.channel.ChannelType,
		Amount: money(d.amount), Bonus: money(d.bonus), Status: d.status,
		CreatedTime: s.wallTime(d.created), UpdatedTime: s.wallTime(d.updated),
		QRContent: d.qr, Remark: d.reference, RejectReason: d.reason,
	}
	switch d.channel.ChannelType {
	case wire.ChannelGateway:
		v.PayURL = host + "/pay/" + d.id
	case wire.ChannelBank, wire.ChannelMobile:
		v.BankName, v.AccountName, v.AccountNo, v.Branch = d.channel.BankName, d.channel.AccountName, d.channel.AccountNo, d.channel.Branch
	}
	return v
}

// hostOf is this fake's address as the caller reached it.
func hostOf(r *http.Request) string {
	if r.TLS != nil {
		return "https://" + r.Host
	}
	return "http://" + r.Host
}

// qrPayload is an EMV merchant-presented QR payload (the format Bangla QR follows) for one
// deposit: merchant account, category 7995, taka, the amount, and the deposit as reference.
func qrPayload(ch wire.DepositChannel, d *deposit) string {
	tlv := func(id, v string) string { return fmt.Sprintf("%s%02d%s", id, len(v), v) }
	p := tlv("00", "01") + tlv("01", "12") +
		tlv("26", tlv("00", "bd.example.qr")+tlv("01", "CASINOBD"+ch.ChannelID)) +
		tlv("52", "7995") + tlv("53", "050") + tlv("54", d.amount.StringFixed(2)) + tlv("58", "BD") +
		tlv("59", "CASINO BD") + tlv("60", "DHAKA") + tlv("62", tlv("05", d.id)) + "6304"
	return p + fmt.Sprintf("%04X", crc16CCITT([]byte(p)))
}

// crc16CCITT is the checksum EMV QR payloads end with (CRC-16/CCITT-FALSE).
func crc16CCITT(b []byte) uint16 {
	crc := uint16(0xFFFF)
	for _, c := range b {
		crc ^= uint16(c) << 8
		for range 8 {
			if crc&0x8000 != 0 {
				crc = crc<<1 ^ 0x1021
			} else {
				crc <<= 1
			}
		}
	}
	return crc
}

// payTemplate stands in for a payment gateway's page: the amount, and a button that pays.
var payTemplate = template.Must(template.New("pay").Parse(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>{{.Channel}}</title>
<style>body{margin:0;min-height:100vh;display:grid;place-items:center;background:#0b3d2e;color:#f2f2f2;font-family:system-ui,sans-serif;text-align:center}button{font:inherit;padding:12px 32px;border:0;border-radius:8px;background:#f5b400;color:#111}</style>
</head><body><main>
<h1>{{.Channel}}</h1>
<p>Deposit {{.ID}}: Tk {{.Amount}}</p>
{{if .Pending}}<form method="post"><button type="submit">Pay Tk {{.Amount}}</button></form>{{else}}<p>{{.Status}}. You may close this page.</p>{{end}}
</main></body></html>
`))

// payPage is a gateway deposit's page.
func (s *Server) payPage(w http.ResponseWriter, r *http.Request) {
	d, ok := s.gatewayDeposit(r.PathValue("depositId"))
	if !ok {
		http.NotFound(w, r)
		return
	}
	var buf bytes.Buffer
	data := map[string]any{"Channel": d.channel.ChannelName, "ID": d.id, "Amount": d.amount.StringFixed(2), "Pending": d.status == statusPending, "Status": d.status}
	if err := payTemplate.Execute(&buf, data); err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	_, _ = w.Write(buf.Bytes())
}

// payDeposit is the gateway's button: the payment goes through and the deposit is approved.
func (s *Server) payDeposit(w http.ResponseWriter, r *http.Request) {
	id := r.PathValue("depositId")
	if _, ok := s.gatewayDeposit(id); !ok {
		http.NotFound(w, r)
		return
	}
	if err := s.ApproveDeposit(id); err != nil && !errors.Is(err, errNotPending) {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	http.Redirect(w, r, "/pay/"+id, http.StatusSeeOther)
}

// gatewayDeposit copies a gateway deposit by id.
func (s *Server) gatewayDeposit(id string) (deposit, bool) {
	var out deposit
	found := s.members.findDeposit(id, func(_ *purse, d *deposit) error {
		out = *d
		return nil
	}) == nil
	return out, found && out.channel.ChannelType == wire.ChannelGateway
}

// findDeposit runs f on the deposit of that id, whoever's it is, under the lock.
func (m *members) findDeposit(id string, f func(p *purse, d *deposit) error) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	for _, a := range m.accounts {
		if a.purse == nil {
			continue
		}
		for _, d := range a.purse.deposits {
			if d.id == id {
				return f(a.purse, d)
			}
		}
	}
	return fmt.Errorf("deposit %s: %w", id, errNoSuchRecord)
}
