package home_test

import (
	"net/http"
	"testing"

	"github.com/casinobff/bff/bff/bfftest"
	"github.com/casinobff/bff/bff/home"
)

const upModels = "/wps/relay/CBS_modelList"

func sideMenu(t *testing.T, s *bfftest.Stack) home.SideMenu {
	t.Helper()
	rec := s.Call(http.MethodGet, "/api/v1/side-menu", "")
	bfftest.WantStatus(t, rec, http.StatusOK)
	return bfftest.Decode[home.SideMenu](t, rec.Body.Bytes())
}

// The side menu's banners are the m_leftmenu group's alone, and the live chat's hosts are asked
// only where the site's CBS3 switch is on.
func TestSideMenu(t *testing.T) {
	s := bfftest.NewStack(t)
	menu := sideMenu(t, s)
	if !menu.LiveChat || len(menu.LiveModels.Items) != 3 || menu.LiveModels.Status != home.StatusOK {
		t.Errorf("live chat on: %+v", menu)
	}
	if len(menu.Banners.Items) != 2 || menu.Banners.Items[0].ID != "1201" {
		t.Errorf("banners: %+v, want the two of m_leftmenu", menu.Banners.Items)
	}

	off := bfftest.NewStack(t)
	off.Fake.SetSwitch(home.SwitchLiveChat, false)
	menu = sideMenu(t, off)
	if menu.LiveChat || len(menu.LiveModels.Items) != 0 || menu.LiveModels.Status != home.StatusOK || len(menu.Banners.Items) != 2 {
		t.Errorf("live chat off: %+v", menu)
	}
	if n := off.Fake.Hits()[upModels]; n != 0 {
		t.Errorf("the chat service was asked %d times with CBS3 off", n)
	}
}
