package wallet

import (
	"context"
	"encoding/base64"
	"net/http"
	"strings"

	"github.com/labstack/echo/v4"
	qrcode "github.com/skip2/go-qrcode"

	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/bff/amount"
	"github.com/casinobff/bff/bff/kit"
)

// depositBackend is the wallet backend's deposits as this feature calls them.
type depositBackend interface {
	DepositOptions(ctx context.Context, s adapters.Scope) (adapters.DepositOptions, error)
	Deposit(ctx context.Context, s adapters.Scope, r adapters.DepositRequest) (adapters.Deposit, error)
	Deposits(ctx context.Context, s adapters.Scope, q adapters.RecordQuery) (adapters.DepositPage, error)
}

// PayTo is the merchant's account a bank or mobile deposit is sent to, whole: the player
// needs it to send the money.
type PayTo struct {
	Provider      string `json:"provider"`
	AccountName   string `json:"accountName"`
	AccountNumber string `json:"accountNumber"`
	Branch        string `json:"branch,omitempty"`
}

// DepositMethod is one way to deposit, with its limits.
type DepositMethod struct {
	ID        string               `json:"id"`
	Kind      adapters.DepositKind `json:"kind"`
	Name      string               `json:"name"`
	Min       string               `json:"min"`
	Max       string               `json:"max"`
	Presets   []string             `json:"presets"`
	PayTo     *PayTo               `json:"payTo,omitempty"`
	Reference string               `json:"reference,omitempty"`
}

// DepositPromotion is a bonus offered with a deposit.
type DepositPromotion struct {
	ID         string `json:"id"`
	Title      string `json:"title"`
	Percent    string `json:"percent"`
	MaxBonus   string `json:"maxBonus,omitempty"`
	MinDeposit string `json:"minDeposit"`
	Turnover   string `json:"turnover,omitempty"`
}

// DepositMethods is the answer of GET /deposit-methods.
type DepositMethods struct {
	Methods    []DepositMethod    `json:"methods"`
	Promotions []DepositPromotion `json:"promotions"`
	Currency   string             `json:"currency"`
}

func payToOf(p *adapters.PayTo) *PayTo {
	if p == nil {
		return nil
	}
	return &PayTo{Provider: p.Provider, AccountName: p.AccountName, AccountNumber: p.AccountNumber, Branch: p.Branch}
}

func (h *handler) depositMethods(c echo.Context) error {
	m, b, err := h.open(c, kit.Depositors)
	if err != nil {
		return err
	}
	o, err := b.DepositOptions(kit.Ctx(c), m.Scope)
	if err != nil {
		return err
	}
	out := DepositMethods{Methods: []DepositMethod{}, Promotions: []DepositPromotion{}, Currency: kit.Currency(c)}
	for _, dm := range o.Methods {
		presets := make([]string, 0, len(dm.Presets))
		for _, p := range dm.Presets {
			presets = append(presets, amount.Format(p))
		}
		out.Methods = append(out.Methods, DepositMethod{
			ID: dm.ID, Kind: dm.Kind, Name: dm.Name, Min: amount.Format(dm.Min), Max: amount.Format(dm.Max),
			Presets: presets, PayTo: payToOf(dm.PayTo), Reference: dm.Reference,
		})
	}
	for _, p := range o.Promotions {
		dp := DepositPromotion{ID: p.ID, Title: p.Title, Percent: p.Percent.String(), MinDeposit: amount.Format(p.MinDeposit)}
		if p.MaxBonus.IsPositive() {
			dp.MaxBonus = amount.Format(p.MaxBonus)
		}
		if p.Turnover.IsPositive() {
			dp.Turnover = p.Turnover.String()
		}
		out.Promotions = append(out.Promotions, dp)
	}
	return kit.Personal(c, http.StatusOK, out)
}

// DepositRequest is the body of POST /deposits.
type DepositRequest struct {
	MethodID string `json:"methodId"`
	kit.AmountField
	PromotionID   string `json:"promotionId"`
	SenderAccount string `json:"senderAccount"`
	TransactionID string `json:"transactionId"`
}

// parseDeposit checks a deposit's form as far as it can without the methods: the ids, the
// payment's references and the amount.
func parseDeposit(_ echo.Context, r *DepositRequest) error {
	r.MethodID, r.PromotionID = strings.TrimSpace(r.MethodID), strings.TrimSpace(r.PromotionID)
	r.SenderAccount, r.TransactionID = digits(r.SenderAccount, true), strings.TrimSpace(r.TransactionID)
	var p kit.Problems
	p.Match("methodId", r.MethodID, true, maxCode, codePattern)
	p.Match("promotionId", r.PromotionID, false, maxCode, codePattern)
	p.Match("senderAccount", r.SenderAccount, false, maxCode, referencePattern)
	p.Match("transactionId", r.TransactionID, false, maxReference, referencePattern)
	r.Read(&p, amount.Range{})
	return p.Err()
}

// deposit asks for a deposit by one of the methods offered. The methods are read first, for
// the method's kind and limits and the promotion's minimum: what they refuse is answered before
// anything is sent.
func (h *handler) deposit(c echo.Context, m kit.Member, r DepositRequest) error {
	b := h.backends.Of(c).Money
	o, err := b.DepositOptions(kit.Ctx(c), m.Scope)
	if err != nil {
		return err
	}
	method, ok := methodOf(o, r.MethodID)
	if !ok {
		return kit.Unknown("methodId", "no such deposit method")
	}
	var p kit.Problems
	limits := amount.Range{Min: method.Min, Max: method.Max}
	if r.PromotionID != "" {
		promo, ok := promotionOf(o, r.PromotionID)
		if !ok {
			p.Unknown("promotionId", "no such promotion")
		} else if promo.MinDeposit.GreaterThan(limits.Min) {
			limits.Min = promo.MinDeposit
		}
	}
	p.InRange("amount", r.Sum(), limits)
	manual := method.Kind == adapters.DepositBank || method.Kind == adapters.DepositMobile
	if manual && r.SenderAccount == "" && r.TransactionID == "" {
		p.Required("senderAccount", "senderAccount or transactionId")
	}
	if err := p.Err(); err != nil {
		return err
	}
	req := adapters.DepositRequest{MethodID: method.ID, Amount: r.Sum(), PromotionID: r.PromotionID, IdempotencyKey: kit.Key(c)}
	if manual {
		req.SenderAccount, req.TransactionID = r.SenderAccount, r.TransactionID
	}
	d, err := b.Deposit(kit.Ctx(c), m.Scope, req)
	if err != nil {
		return refusals[opDeposit].Answer(err)
	}
	out := depositOf(c, d)
	if d.QRCode != "" {
		out.QRImage = qrImage(d.QRCode)
	}
	return kit.Personal(c, http.StatusCreated, out)
}

func methodOf(o adapters.DepositOptions, id string) (adapters.DepositMethod, bool) {
	for _, m := range o.Methods {
		if m.ID == id {
			return m, true
		}
	}
	return adapters.DepositMethod{}, false
}

func promotionOf(o adapters.DepositOptions, id string) (adapters.DepositPromotion, bool) {
	for _, p := range o.Promotions {
		if p.ID == id {
			return p, true
		}
	}
	return adapters.DepositPromotion{}, false
}

// maxQRText bounds what is drawn: a payment app's payload is a few hundred characters.
const maxQRText = 1024

// qrModule is the size of one QR module in pixels: whole pixels keep the code sharp to scan.
const qrModule = 6

// qrImage draws text as a QR code, a PNG data URL; empty when it cannot (the site then shows
// the text alone).
func qrImage(text string) string {
	if len(text) > maxQRText {
		return ""
	}
	code, err := qrcode.New(text, qrcode.Medium)
	if err != nil {
		return ""
	}
	png, err := code.PNG(-qrModule)
	if err != nil {
		return ""
	}
	return "data:image/png;base64," + base64.StdEncoding.EncodeToString(png)
}

// depositsPageOf is the deposit record's page as the site sees it.
func depositsPageOf(c echo.Context, q adapters.RecordQuery, page adapters.DepositPage) any {
	out := DepositPage{
		Items: make([]Deposit, 0, len(page.Items)), Page: pageOf(page.Page, q), TotalPages: page.TotalPages,
		Totals: RecordTotals{Approved: amount.Format(page.Total)},
	}
	for _, d := range page.Items {
		out.Items = append(out.Items, depositOf(c, d))
	}
	return out
}
