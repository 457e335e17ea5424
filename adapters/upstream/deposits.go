package upstream

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"strings"

	"github.com/shopspring/decimal"
	"golang.org/x/sync/errgroup"

	"github.com/casinobff/bff/adapters"
)

// Deposits: the channels (methods) and promotions offered, a deposit by channel, and the record.

// Channel types of the platform and the deposit kinds they are; the type also names the path a
// deposit by that channel is posted to (/wps/transaction/deposit/pg ...).
var channelKinds = map[string]adapters.DepositKind{
	"PG": adapters.DepositGateway,
	"MT": adapters.DepositBank,
	"MA": adapters.DepositMobile,
	"QR": adapters.DepositQR,
}

// methodID is the ID a deposit method is known by outside the adapter: the channel's type and id,
// "MA-101". The type says which path a deposit goes to, so a deposit needs no second read of the
// channels to find it.
func methodID(channelType, channelID string) string {
	return strings.ToUpper(channelType) + "-" + channelID
}

// parseMethodID splits a method ID into the channel's type and id.
func parseMethodID(id string) (channelType, channelID string, ok bool) {
	channelType, channelID, ok = strings.Cut(id, "-")
	_, known := channelKinds[channelType]
	return channelType, channelID, ok && known && channelID != ""
}

type wireChannel struct {
	ChannelID     wireID            `json:"channelId"`
	ChannelType   string            `json:"channelType"`
	ChannelName   string            `json:"channelName"`
	MinAmount     decimal.Decimal   `json:"minAmount"`
	MaxAmount     decimal.Decimal   `json:"maxAmount"`
	PresetAmounts []decimal.Decimal `json:"presetAmounts"`
	BankName      string            `json:"bankName"`
	AccountName   string            `json:"accountName"`
	AccountNo     string            `json:"accountNo"`
	Branch        string            `json:"branch"`
	Remark        string            `json:"remark"`
}

type wirePromotion struct {
	PromotionID      wireID          `json:"promotionId"`
	Title            string          `json:"title"`
	BonusPercent     decimal.Decimal `json:"bonusPercent"`
	MaxBonus         decimal.Decimal `json:"maxBonus"`
	MinDeposit       decimal.Decimal `json:"minDeposit"`
	TurnoverMultiple decimal.Decimal `json:"turnoverMultiple"`
}

// DepositOptions reads the channels and the promotions at once. A channel of a type the adapter
// cannot post a deposit to is left out.
func (m *Money) DepositOptions(ctx context.Context, s adapters.Scope) (adapters.DepositOptions, error) {
	var (
		channels   []wireChannel
		promotions []wirePromotion
	)
	g, gctx := errgroup.WithContext(ctx)
	g.Go(func() error { return m.get(gctx, s, "DepositChannels", pathDepositChannels, nil, &channels) })
	g.Go(func() error { return m.get(gctx, s, "DepositPromotions", pathDepositPromotions, nil, &promotions) })
	if err := g.Wait(); err != nil {
		return adapters.DepositOptions{}, err
	}
	out := adapters.DepositOptions{Methods: []adapters.DepositMethod{}, Promotions: []adapters.DepositPromotion{}}
	for _, c := range channels {
		kind, ok := channelKinds[strings.ToUpper(c.ChannelType)]
		if !ok || c.ChannelID == "" {
			continue
		}
		method := adapters.DepositMethod{
			ID: methodID(c.ChannelType, string(c.ChannelID)), Kind: kind, Name: c.ChannelName,
			Min: c.MinAmount, Max: c.MaxAmount, Presets: c.PresetAmounts,
		}
		if kind == adapters.DepositBank || kind == adapters.DepositMobile {
			method.PayTo = payTo(c.BankName, c.AccountName, c.AccountNo, c.Branch)
			method.Reference = c.Remark
		}
		out.Methods = append(out.Methods, method)
	}
	for _, p := range promotions {
		out.Promotions = append(out.Promotions, adapters.DepositPromotion{
			ID: string(p.PromotionID), Title: p.Title, Percent: p.BonusPercent, MaxBonus: p.MaxBonus,
			MinDeposit: p.MinDeposit, Turnover: p.TurnoverMultiple,
		})
	}
	return out, nil
}

// payTo is the merchant's account of a manual deposit; nil when the answer names none.
func payTo(provider, name, number, branch string) *adapters.PayTo {
	if provider == "" && number == "" {
		return nil
	}
	return &adapters.PayTo{Provider: provider, AccountName: name, AccountNumber: number, Branch: branch}
}

// Deposit asks for a deposit by the method's channel, at the path of its type.
func (m *Money) Deposit(ctx context.Context, s adapters.Scope, r adapters.DepositRequest) (adapters.Deposit, error) {
	channelType, channelID, ok := parseMethodID(r.MethodID)
	if !ok {
		return adapters.Deposit{}, &adapters.BusinessError{
			Kind: adapters.ErrDepositMethodUnknown, Code: "method.id", Message: fmt.Sprintf("no deposit method %q", r.MethodID),
		}
	}
	amount, err := wireAmount(r.Amount)
	if err != nil {
		return adapters.Deposit{}, err
	}
	body := map[string]any{"channelId": channelID, "amount": amount}
	for k, v := range map[string]string{"promotionId": r.PromotionID, "senderAccount": r.SenderAccount, "transactionId": r.TransactionID} {
		if v != "" {
			body[k] = v
		}
	}
	var w wireDeposit
	path := pathDepositPrefix + strings.ToLower(channelType)
	if err := m.c.Do(ctx, s, write("Deposit", http.MethodPost, path, body, r.IdempotencyKey), &w); err != nil {
		return adapters.Deposit{}, err
	}
	if w.DepositID == "" {
		// The deposit may well exist: an answer that does not say which is no answer.
		return adapters.Deposit{}, &outcomeUnknownError{cause: fmt.Errorf("deposit answer has no depositId"), answered: true}
	}
	return m.deposit(w), nil
}

// wireDeposit is a deposit record.
type wireDeposit struct {
	DepositID    wireID          `json:"depositId"`
	ChannelID    wireID          `json:"channelId"`
	ChannelName  string          `json:"channelName"`
	ChannelType  string          `json:"channelType"`
	Amount       decimal.Decimal `json:"amount"`
	Bonus        decimal.Decimal `json:"bonus"`
	Status       string          `json:"status"`
	CreatedTime  string          `json:"createdTime"`
	UpdatedTime  string          `json:"updatedTime"`
	PayURL       string          `json:"payUrl"`
	QRContent    string          `json:"qrContent"`
	BankName     string          `json:"bankName"`
	AccountName  string          `json:"accountName"`
	AccountNo    string          `json:"accountNo"`
	Branch       string          `json:"branch"`
	Remark       string          `json:"remark"`
	RejectReason string          `json:"rejectReason"`
}

func (m *Money) deposit(w wireDeposit) adapters.Deposit {
	kind := channelKinds[strings.ToUpper(w.ChannelType)]
	d := adapters.Deposit{
		ID: string(w.DepositID), MethodID: methodID(w.ChannelType, string(w.ChannelID)), MethodName: w.ChannelName,
		Kind: kind, Amount: w.Amount, Bonus: w.Bonus, Status: recordStatus(w.Status),
		CreatedAt: m.wallTime(w.CreatedTime), UpdatedAt: m.wallTime(w.UpdatedTime),
		RedirectURL: webAddress(w.PayURL), QRCode: w.QRContent, Reference: w.Remark, Reason: w.RejectReason,
	}
	if kind == adapters.DepositBank || kind == adapters.DepositMobile {
		d.PayTo = payTo(w.BankName, w.AccountName, w.AccountNo, w.Branch)
	}
	return d
}

// webAddress passes an absolute http(s) address and drops anything else: the site opens it, and
// a javascript: or data: address from a broken gateway must not reach the browser. The deposit
// stays (it was made); the player finds it in the record.
func webAddress(s string) string {
	u, err := url.Parse(s)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return ""
	}
	return s
}

// Deposits reads one page of the deposit record.
func (m *Money) Deposits(ctx context.Context, s adapters.Scope, q adapters.RecordQuery) (adapters.DepositPage, error) {
	query := recordQuery(q)
	if st := wireStatus(q.Status); st != "" {
		query.Set("status", st)
	}
	var v struct {
		wirePage
		Content        []wireDeposit   `json:"content"`
		ApprovedAmount decimal.Decimal `json:"approvedAmount"`
	}
	if err := m.get(ctx, s, "Deposits", pathDepositRecord, query, &v); err != nil {
		return adapters.DepositPage{}, err
	}
	out := adapters.DepositPage{Items: make([]adapters.Deposit, 0, len(v.Content)), Page: v.page(q), TotalPages: v.TotalPages, Total: v.ApprovedAmount}
	for _, w := range v.Content {
		out.Items = append(out.Items, m.deposit(w))
	}
	return out, nil
}
