package account

import (
	"net/http"

	"github.com/labstack/echo/v4"

	"github.com/casinobff/bff/bff/kit"
	"github.com/casinobff/bff/bff/session"
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
	m, err := kit.Members.Member(c)
	if err != nil {
		return err
	}
	info, err := h.accounts.Of(c).MemberInfo(kit.Ctx(c), m.Scope)
	if err != nil {
		return err
	}
	display := info.Nickname
	if display == "" {
		display = info.Account
	}
	return kit.Personal(c, http.StatusOK, Member{
		ID: info.ID, Account: info.Account, Nickname: info.Nickname, DisplayName: display, ClubLabel: info.ClubLabel,
		Type: info.Type, Role: session.RoleOf(info.Type), CanDeposit: session.CanDeposit(info.Type), IsAgent: session.IsAgent(info.Type),
	})
}
