package agent

import (
	"net/http"
	"strings"

	"github.com/labstack/echo/v4"
	"github.com/shopspring/decimal"
	"golang.org/x/sync/errgroup"

	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/bff/amount"
	"github.com/casinobff/bff/bff/kit"
	"github.com/casinobff/bff/bff/session"
)

// The team's members: the list and one member with its rebates, an account opened for a new
// downline, promotion to agent, rebates within the agent's own, and transfers to a downline.

// Downline is a member of the team as the site shows it.
type Downline struct {
	UserName     string       `json:"userName"`
	MemberID     string       `json:"memberId"`
	Role         session.Role `json:"role"`
	Level        int          `json:"level"`
	Upline       string       `json:"upline"`
	Balance      string       `json:"balance"`
	RegisteredAt string       `json:"registeredAt"`
	LastLoginAt  string       `json:"lastLoginAt,omitempty"`
	Online       bool         `json:"online"`
	Downlines    int          `json:"downlines"`
	// CanPromote: a direct downline who is a player may be made an agent.
	CanPromote bool `json:"canPromote"`
}

func downlineOf(c echo.Context, d adapters.Downline) Downline {
	return Downline{
		UserName: d.UserName, MemberID: d.MemberID, Role: session.RoleOf(d.Type), Level: d.Level, Upline: d.Upline,
		Balance: amount.Format(d.Balance), RegisteredAt: kit.Time(c, d.RegisteredAt), LastLoginAt: kit.Time(c, d.LastLoginAt),
		Online: d.Online, Downlines: d.Downlines, CanPromote: d.Level == 1 && d.Type == 0,
	}
}

// Downlines is the answer of GET /agent/downlines: a page of the whole team, newest first.
type Downlines struct {
	Items           []Downline `json:"items"`
	Page            int        `json:"page"`
	TotalPages      int        `json:"totalPages"`
	Total           int        `json:"total"`
	TransferEnabled bool       `json:"transferEnabled"`
	Currency        string     `json:"currency"`
}

func (h *handler) downlines(c echo.Context) error {
	m, b, err := h.open(c)
	if err != nil {
		return err
	}
	var p kit.Problems
	q := adapters.DownlineQuery{UserName: userNameFilter(c, &p)}
	q.Page, q.PageSize = kit.Paging(c, &p)
	if err := p.Err(); err != nil {
		return err
	}
	var (
		page    adapters.DownlinePage
		enabled bool
	)
	g, gctx := errgroup.WithContext(kit.Ctx(c))
	g.Go(func() (err error) { page, err = b.Downlines(gctx, m.Scope, q); return err })
	g.Go(func() error {
		var err error
		if enabled, err = b.TransferEnabled(gctx, m.Scope); err != nil {
			enabled = false // the list stands without the transfer button
		}
		return nil
	})
	if err := g.Wait(); err != nil {
		return refusals.Answer(err)
	}
	out := Downlines{Items: make([]Downline, 0, len(page.Items)), Page: page.Page, TotalPages: page.TotalPages, Total: page.Total, TransferEnabled: enabled, Currency: kit.Currency(c)}
	for _, d := range page.Items {
		out.Items = append(out.Items, downlineOf(c, d))
	}
	return kit.Personal(c, http.StatusOK, out)
}

// Rebate is one category's rate with the most the agent may give.
type Rebate struct {
	Category string `json:"category"`
	Rate     string `json:"rate"`
	Max      string `json:"max"`
}

// rebatesOf lists every category of the agent's own rates with the downline's (0 when it has
// none).
func rebatesOf(rates []adapters.Rebate, limits []adapters.RebateLimit) []Rebate {
	byCategory := map[string]decimal.Decimal{}
	for _, r := range rates {
		byCategory[r.Category] = r.Rate
	}
	out := make([]Rebate, 0, len(limits))
	for _, l := range limits {
		out = append(out, Rebate{Category: l.Category, Rate: amount.Format(byCategory[l.Category]), Max: amount.Format(l.Max)})
	}
	return out
}

// DownlineDetail is the answer of GET /agent/downlines/{userName}.
type DownlineDetail struct {
	Downline
	Rebates         []Rebate `json:"rebates"`
	TransferEnabled bool     `json:"transferEnabled"`
	Currency        string   `json:"currency"`
}

func (h *handler) downline(c echo.Context) error {
	m, b, err := h.open(c)
	if err != nil {
		return err
	}
	name, err := userNameParam(c)
	if err != nil {
		return err
	}
	var (
		d       adapters.Downline
		rates   []adapters.Rebate
		limits  []adapters.RebateLimit
		enabled bool
	)
	g, gctx := errgroup.WithContext(kit.Ctx(c))
	g.Go(func() (err error) { d, err = b.Downline(gctx, m.Scope, name); return err })
	g.Go(func() (err error) { rates, err = b.DownlineRebates(gctx, m.Scope, name); return err })
	g.Go(func() (err error) { limits, err = b.RebateLimits(gctx, m.Scope); return err })
	g.Go(func() error {
		var err error
		if enabled, err = b.TransferEnabled(gctx, m.Scope); err != nil {
			enabled = false
		}
		return nil
	})
	if err := g.Wait(); err != nil {
		return refusals.Answer(err)
	}
	return kit.Personal(c, http.StatusOK, DownlineDetail{Downline: downlineOf(c, d), Rebates: rebatesOf(rates, limits), TransferEnabled: enabled, Currency: kit.Currency(c)})
}

// RebateLimits is the answer of GET /agent/rebates: the agent's own rates, the most a downline
// may be given.
type RebateLimits struct {
	Limits []Rebate `json:"limits"`
}

func (h *handler) rebateLimits(c echo.Context) error {
	m, b, err := h.open(c)
	if err != nil {
		return err
	}
	limits, err := b.RebateLimits(kit.Ctx(c), m.Scope)
	if err != nil {
		return refusals.Answer(err)
	}
	out := RebateLimits{Limits: make([]Rebate, 0, len(limits))}
	for _, l := range limits {
		out.Limits = append(out.Limits, Rebate{Category: l.Category, Rate: amount.Format(l.Max), Max: amount.Format(l.Max)})
	}
	return kit.Personal(c, http.StatusOK, out)
}

// NewDownline is the body of POST /agent/downlines.
type NewDownline struct {
	UserName        string        `json:"userName"`
	Password        string        `json:"password"`
	ConfirmPassword string        `json:"confirmPassword"`
	Rebates         []RebateInput `json:"rebates"`
}

// openDownline opens an account for a new downline: the form is checked, its rates against
// the agent's own, before the upstream sees it, every field at once; the password goes upstream
// encrypted only.
func (h *handler) openDownline(c echo.Context, m kit.Member, r NewDownline) error {
	r.UserName = strings.TrimSpace(r.UserName)
	var p kit.Problems
	if !userNamePattern.MatchString(r.UserName) {
		p.Invalid("userName", "4 to 16 letters and digits")
	}
	switch n := len(r.Password); {
	case n == 0:
		p.Required("password", "")
	case n < minPassword || n > maxPassword || !letter.MatchString(r.Password) || !digit.MatchString(r.Password):
		p.Invalid("password", "6 to 20 characters with a letter and a digit")
	case r.ConfirmPassword != r.Password:
		p.Add("confirmPassword", "confirm_mismatch", "")
	}
	b := h.Backends.Of(c).Agents
	rates, _, err := ownRates(c, b, m, &p, r.Rebates)
	if err != nil {
		return err
	}
	if err := p.Err(); err != nil {
		return err
	}
	d, err := b.OpenDownline(kit.Ctx(c), m.Scope, adapters.NewDownline{UserName: r.UserName, Password: r.Password, Rebates: rates})
	if err != nil {
		return refusals.Answer(err)
	}
	return kit.Personal(c, http.StatusCreated, downlineOf(c, d))
}

// ownRates checks a form's rates against the agent's own, read from the upstream, naming in p
// each bad row; it answers the rates and the agent's own.
func ownRates(c echo.Context, b adapters.Agents, m kit.Member, p *kit.Problems, in []RebateInput) ([]adapters.Rebate, []adapters.RebateLimit, error) {
	limits, err := b.RebateLimits(kit.Ctx(c), m.Scope)
	if err != nil {
		return nil, nil, refusals.Answer(err)
	}
	return rebates(p, in, limits), limits, nil
}

// promote makes a direct downline who is a player an agent; the answer is the downline after.
func (h *handler) promote(c echo.Context, m kit.Member, _ kit.NoBody) error {
	name, err := userNameParam(c)
	if err != nil {
		return err
	}
	b := h.Backends.Of(c).Agents
	if err := b.PromoteDownline(kit.Ctx(c), m.Scope, name); err != nil {
		return refusals.Answer(err)
	}
	d, err := b.Downline(kit.Ctx(c), m.Scope, name)
	if err != nil {
		return refusals.Answer(err)
	}
	return kit.Personal(c, http.StatusOK, downlineOf(c, d))
}

// RebatesUpdate is the body of PUT /agent/downlines/{userName}/rebates.
type RebatesUpdate struct {
	Rebates []RebateInput `json:"rebates"`

	userName string // the path's
}

// RebatesAnswer is its answer: the downline's rates after.
type RebatesAnswer struct {
	UserName string   `json:"userName"`
	Rebates  []Rebate `json:"rebates"`
}

// parseRebatesUpdate reads the downline's name from the path; the rates are checked against
// the agent's own, which setRebates reads.
func parseRebatesUpdate(c echo.Context, r *RebatesUpdate) error {
	var err error
	r.userName, err = userNameParam(c)
	return err
}

func (h *handler) setRebates(c echo.Context, m kit.Member, r RebatesUpdate) error {
	b := h.Backends.Of(c).Agents
	var p kit.Problems
	rates, limits, err := ownRates(c, b, m, &p, r.Rebates)
	if err != nil {
		return err
	}
	if len(r.Rebates) == 0 {
		p.Required("rebates", "")
	}
	if err := p.Err(); err != nil {
		return err
	}
	if err := b.SetDownlineRebates(kit.Ctx(c), m.Scope, r.userName, rates); err != nil {
		return refusals.Answer(err)
	}
	return kit.Personal(c, http.StatusOK, RebatesAnswer{UserName: r.userName, Rebates: rebatesOf(rates, limits)})
}

// TransferRequest is the body of POST /agent/transfers.
type TransferRequest struct {
	UserName string `json:"userName"`
	kit.AmountField
}

// Transfer is its answer: the transfer done and the agent's balance after it.
type Transfer struct {
	ID       string `json:"id"`
	UserName string `json:"userName"`
	Amount   string `json:"amount"`
	Balance  string `json:"balance"`
	Currency string `json:"currency"`
}

// minTransfer is the least amount a transfer moves.
var minTransfer = decimal.NewFromInt(1)

// transfer moves money from the agent's main wallet to a downline's. The switch and the
// balance are read first: a transfer that is off, or beyond the balance, is refused before
// anything is sent, and its key stays free.
func (h *handler) transfer(c echo.Context, m kit.Member, req TransferRequest) error {
	b := h.Backends.Of(c)
	var (
		enabled bool
		wallets adapters.Wallets
	)
	g, gctx := errgroup.WithContext(kit.Ctx(c))
	g.Go(func() (err error) { enabled, err = b.Agents.TransferEnabled(gctx, m.Scope); return err })
	g.Go(func() (err error) { wallets, err = b.Wallet.Wallets(gctx, m.Scope); return err })
	if err := g.Wait(); err != nil {
		return refusals.Answer(err)
	}
	switch {
	case !enabled:
		return errTransferOff
	case req.Sum().GreaterThan(wallets.Main.Balance):
		return errInsufficientFunds
	}
	done, err := b.Agents.TransferToDownline(kit.Ctx(c), m.Scope, adapters.DownlineTransfer{UserName: req.UserName, Amount: req.Sum(), IdempotencyKey: kit.Key(c)})
	if err != nil {
		return refusals.Answer(err)
	}
	return kit.Personal(c, http.StatusCreated, Transfer{
		ID: done.ID, UserName: req.UserName, Amount: amount.Format(req.Sum()), Balance: amount.Format(done.Balance), Currency: kit.Currency(c),
	})
}

// parseTransfer checks a transfer's form: a downline's name and an amount.
func parseTransfer(_ echo.Context, r *TransferRequest) error {
	var p kit.Problems
	r.UserName = strings.TrimSpace(r.UserName)
	if !userNamePattern.MatchString(r.UserName) {
		p.Invalid("userName", "4 to 16 letters and digits")
	}
	r.Read(&p, amount.Range{Min: minTransfer})
	return p.Err()
}
