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
	"github.com/casinobff/bff/bff/httpx"
	"github.com/casinobff/bff/bff/session"
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
	m, b, err := open[depositBackend](c, session.CanDeposit)
	if err != nil {
		return err
	}
	o, err := b.DepositOptions(ctx(c), m.Scope)
	if err != nil {
		return err
	}
	out := DepositMethods{Methods: []DepositMethod{}, Promotions: []DepositPromotion{}, Currency: currency(c)}
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
	return personal(c, http.StatusOK, out)
}

// DepositRequest is the body of POST /deposits.
type DepositRequest struct {
	MethodID      string `json:"methodId"`
	Amount        string `json:"amount"`
	PromotionID   string `json:"promotionId"`
	SenderAccount string `json:"senderAccount"`
	TransactionID string `json:"transactionId"`
}

// deposit asks for a deposit by one of the methods offered. The methods are read first, for
// the method's kind and limits and the promotion's minimum: what they refuse is answered before
// anything is sent.
func (h *handler) deposit(c echo.Context) error {
	m, b, err := open[depositBackend](c, session.CanDeposit)
	if err != nil {
		return err
	}
	var req DepositRequest
	if err := httpx.DecodeJSON(c, &req); err != nil {
		return err
	}
	methodID, promoID := strings.TrimSpace(req.MethodID), strings.TrimSpace(req.PromotionID)
	sender, txID := digits(req.SenderAccount, true), strings.TrimSpace(req.TransactionID)
	var p problems
	p.code("methodId", methodID, true)
	p.code("promotionId", promoID, false)
	if p.text("senderAccount", sender, false, maxCode) && sender != "" && !referencePattern.MatchString(sender) {
		p.add("senderAccount", httpx.FieldInvalid, "")
	}
	if p.text("transactionId", txID, false, maxReference) && txID != "" && !referencePattern.MatchString(txID) {
		p.add("transactionId", httpx.FieldInvalid, "")
	}
	if _, f := amount.Check("amount", req.Amount, amount.Range{}); f != nil {
		p = append(p, *f)
	}
	if err := p.err(); err != nil {
		return err
	}
	o, err := b.DepositOptions(ctx(c), m.Scope)
	if err != nil {
		return err
	}
	method, ok := methodOf(o, methodID)
	if !ok {
		return httpx.Validation(httpx.FieldError{Name: "methodId", Code: httpx.FieldUnknown, Detail: "no such deposit method"})
	}
	limits := amount.Range{Min: method.Min, Max: method.Max}
	if promoID != "" {
		promo, ok := promotionOf(o, promoID)
		if !ok {
			p.add("promotionId", httpx.FieldUnknown, "no such promotion")
		} else if promo.MinDeposit.GreaterThan(limits.Min) {
			limits.Min = promo.MinDeposit
		}
	}
	sum := p.amount("amount", req.Amount, limits)
	manual := method.Kind == adapters.DepositBank || method.Kind == adapters.DepositMobile
	if manual && sender == "" && txID == "" {
		p.add("senderAccount", httpx.FieldRequired, "senderAccount or transactionId")
	}
	if err := p.err(); err != nil {
		return err
	}
	r := adapters.DepositRequest{MethodID: method.ID, Amount: sum, PromotionID: promoID, IdempotencyKey: key(c)}
	if manual {
		r.SenderAccount, r.TransactionID = sender, txID
	}
	d, err := b.Deposit(ctx(c), m.Scope, r)
	if err != nil {
		return translate(opDeposit, err)
	}
	out := depositOf(d)
	if d.QRCode != "" {
		out.QRImage = qrImage(d.QRCode)
	}
	return personal(c, http.StatusCreated, out)
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

func (h *handler) deposits(c echo.Context) error {
	m, b, err := open[depositBackend](c, anyMember)
	if err != nil {
		return err
	}
	q, err := h.recordQuery(c, statusFilter)
	if err != nil {
		return err
	}
	page, err := b.Deposits(ctx(c), m.Scope, q)
	if err != nil {
		return err
	}
	out := DepositPage{
		Items: make([]Deposit, 0, len(page.Items)), Page: pageOf(page.Page, q), TotalPages: page.TotalPages,
		Totals: RecordTotals{Approved: amount.Format(page.Total)},
	}
	for _, d := range page.Items {
		out.Items = append(out.Items, depositOf(d))
	}
	return personal(c, http.StatusOK, out)
}
