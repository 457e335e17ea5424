package fakeupstream

import (
	"strings"
	"testing"
	"unicode"

	"github.com/casinobff/bff/adapters/fakeupstream/internal/wire"
)

const announcementsCall = "/wps/relay/MCSFE_getListAnnouncements?platform=M&merchantCode=DEMO"

func hasBengali(s string) bool {
	return strings.IndexFunc(s, func(r rune) bool { return unicode.Is(unicode.Bengali, r) }) >= 0
}

func TestAnnouncementsByTypeAndGroup(t *testing.T) {
	c := newFake(t, Options{})
	tests := []struct {
		query                                         string
		banners, player, popup, promotion, hot, agent int
		group                                         string // every banner is of this group
	}{
		{query: "types=B&groupName=m_home", banners: 4, group: "m_home"},
		{query: "types=B&groupName=m_hotgames", banners: 2, group: "m_hotgames"},
		{query: "types=B&groupName=m_leftmenu", banners: 2, group: "m_leftmenu"},
		{query: "types=B&groupName=m_reg", banners: 1, group: "m_reg"},
		{query: "types=B,PL,PU&groupName=m_home", banners: 4, player: 7, popup: 2, group: "m_home"},
		{query: "types=PR,H", promotion: 17, hot: 1},
		{query: "types=PL", player: 7},
		{query: "types=A&groupName=m_home", agent: 2},
		{query: "", banners: 9, player: 7, popup: 2, promotion: 17, hot: 1, agent: 2},
	}
	for _, tt := range tests {
		t.Run(tt.query, func(t *testing.T) {
			c := c.with(t)
			var a wire.Announcements
			c.get(announcementsCall+"&language=en&"+tt.query, "", &a)
			got := []int{len(a.Banners), len(a.Player), len(a.Popup), len(a.Promotion), len(a.Hot), len(a.Agent)}
			want := []int{tt.banners, tt.player, tt.popup, tt.promotion, tt.hot, tt.agent}
			for i := range got {
				if got[i] != want[i] {
					t.Fatalf("banners, player, popup, promotion, hot, agent = %v, want %v", got, want)
				}
			}
			for _, b := range a.Banners {
				if tt.group != "" && b.GroupName != tt.group {
					t.Errorf("banner %s of group %s", b.ID, b.GroupName)
				}
				if !strings.HasPrefix(b.URL, "/media/banners/") {
					t.Errorf("banner %s picture %q", b.ID, b.URL)
				}
			}
		})
	}
}

func TestAnnouncementsByLanguage(t *testing.T) {
	c := newFake(t, Options{})
	var bn, en, header, fallback wire.Announcements
	c.get(announcementsCall+"&types=PL&language=bn", "", &bn)
	c.get(announcementsCall+"&types=PL&language=en", "", &en)
	c.get(announcementsCall+"&types=PL", "", &header) // the test client sends Language: bn
	c.get(announcementsCall+"&types=PL&language=fr", "", &fallback)
	var none wire.Announcements
	c.get(announcementsCall+"&types=PL", "", &none, "Language", "")
	if len(bn.Player) < 4 || len(bn.Player) != len(en.Player) {
		t.Fatalf("%d bn and %d en notices", len(bn.Player), len(en.Player))
	}
	for i := range bn.Player {
		if !hasBengali(bn.Player[i].Title) || !hasBengali(bn.Player[i].Content) {
			t.Errorf("bn notice %s is not in Bengali: %q", bn.Player[i].ID, bn.Player[i].Title)
		}
		if hasBengali(en.Player[i].Title) || en.Player[i].ID != bn.Player[i].ID {
			t.Errorf("en notice %s: %q", en.Player[i].ID, en.Player[i].Title)
		}
	}
	if header.Player[0].Title != bn.Player[0].Title {
		t.Error("the Language header is not used when the parameter is absent")
	}
	if none.Player[0].Title != bn.Player[0].Title {
		t.Error("no language does not answer the default, bn")
	}
	if fallback.Player[0].Title != en.Player[0].Title {
		t.Error("an unrecorded language does not fall back to English")
	}
}

func TestStatus(t *testing.T) {
	c := newFake(t, Options{})
	var st wire.Status
	c.get("/wps/system/status", "", &st)
	if st.Maintenance || st.RegionRestriction || st.Location.IP == "" || st.Info.MobileTemplate["mem_cen"] != "1" {
		t.Errorf("status %+v", st)
	}
	kinds := map[string]string{}
	for _, r := range st.Info.Resources {
		kinds[r.ResourceType] = r.URL
	}
	for _, k := range []string{"Android", "IOS", "TELEGRAM", "WHATSAPP", "FACEBOOK"} {
		if kinds[k] == "" {
			t.Errorf("no %s resource in %v", k, kinds)
		}
	}
	if !strings.HasPrefix(kinds["Android"], "/media/app/") {
		t.Errorf("Android link %q", kinds["Android"])
	}
}

func TestWhiteLabel(t *testing.T) {
	c := newFake(t, Options{})
	var wl wire.WhiteLabel
	c.get("/wps/system/whitelabel", "", &wl)
	for _, on := range []string{"MANPLAYREB3", "TRANSBETREPMEM3", "TRANSREC3", "SECPRIV", "DEPRECM3", "PERSREP", "MAILCEN", "CBS3", "SHOWVIP", "APPWINDOW", "REGMOBVERF3", "MOBILENUMREG3", "USERNAMEREG3", "CHNGPASSVERIF3"} {
		if v, ok := wl.Switches[on]; !ok || !v {
			t.Errorf("switch %s = %v, %v; want on", on, v, ok)
		}
	}
	for _, off := range []string{"FACEBOOKLOGIN3", "GOOGLELOGIN3"} {
		if v, ok := wl.Switches[off]; !ok || v {
			t.Errorf("switch %s = %v, %v; want recorded as off", off, v, ok)
		}
	}
	if wl.Social["FACEBOOK"].URL == "" || wl.Social["TELEGRAM"].URL == "" {
		t.Errorf("social %v lacks FACEBOOK or TELEGRAM", wl.Social)
	}
	for _, absent := range []string{"TWITTER", "INSTAGRAM", "X"} {
		if _, ok := wl.Social[absent]; ok {
			t.Errorf("social has %s; some types must be absent", absent)
		}
	}
}
