package account

import (
	"net/http"

	"github.com/labstack/echo/v4"

	"github.com/casinobff/bff/bff/session"
	"github.com/casinobff/bff/bff/sites"
)

// Member is the answer of GET /me: the member centre's and the right-hand menu's player.
type Member struct {
	ID          string       `json:"id"`
	Account     string       `json:"account"`
	Nickname    string       `json:"nickname,omitempty"`
	DisplayName string       `json:"displayName"` // nickname, else account
	ClubLabel   string       `json:"clubLabel,omitempty"`
	Type        int          `json:"type"`
	Role        session.Role `json:"role"`
	CanDeposit  bool         `json:"canDeposit"`
	IsAgent     bool         `json:"isAgent"`
}

func (h *handler) me(c echo.Context) error {
	if _, err := sites.MemberOf(c); err != nil {
		return err
	}
	acc := h.accounts.Of(c)
	m, err := acc.MemberInfo(c.Request().Context(), sites.Scope(c))
	if err != nil {
		return err
	}
	display := m.Nickname
	if display == "" {
		display = m.Account
	}
	return personal(c, http.StatusOK, Member{
		ID: m.ID, Account: m.Account, Nickname: m.Nickname, DisplayName: display, ClubLabel: m.ClubLabel,
		Type: m.Type, Role: session.RoleOf(m.Type), CanDeposit: session.CanDeposit(m.Type), IsAgent: session.IsAgent(m.Type),
	})
}
