package launch_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/bff"
	"github.com/casinobff/bff/bff/bfftest"
	"github.com/casinobff/bff/bff/httpx"
	"github.com/casinobff/bff/bff/launch"
)

func TestLotteryPrizeMode(t *testing.T) {
	tests := []struct {
		name    string
		mapping []string // the vendor info's ELOTT vendors
		fails   bool     // the vendor info is unavailable
		want    adapters.PrizeMode
	}{
		{"TCG_LOTTO_VN", []string{"TCG", "TCG_LOTTO_VN"}, false, adapters.PrizeElott},
		{"LOTT", []string{"LOTT"}, false, adapters.PrizeElott},
		{"other vendors", []string{"TCG"}, false, adapters.PrizeLott},
		{"no ELOTT vendors", nil, false, adapters.PrizeLott},
		{"vendor info unavailable: the default", nil, true, adapters.PrizeElott},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := &bfftest.Player{}
			h := bfftest.NewHarness(t, bfftest.WithPlayer(p))
			h.Catalog.Info.Mapping["ELOTT"] = tt.mapping
			if tt.fails {
				h.Catalog.FailOn("VendorInfo", adapters.ErrUnavailable)
			}
			body := `{"gameId":"TCG0001","nodeId":"188356","vendor":"TCG","category":"ELOTT"}`
			rec := h.Do(http.MethodPost, "/api/v1/launches", h.MemberHeader(), strings.NewReader(body))
			bfftest.WantStatus(t, rec, http.StatusOK)
			got := bfftest.Decode[launch.Launch](t, rec.Body.Bytes())
			if got.Mode != launch.ModeLottery || got.PrizeMode != map[adapters.PrizeMode]string{adapters.PrizeElott: "elott", adapters.PrizeLott: "lott"}[tt.want] {
				t.Errorf("answer %+v, want prize mode %s", got, tt.want)
			}
			if launches := p.Launches(); len(launches) != 1 || launches[0].PrizeMode != tt.want {
				t.Errorf("launched %+v, want prize mode %s upstream", launches, tt.want)
			}
		})
	}
}

// A launch address is passed on only when the site sends players there: https on one of its
// launch hosts. Anything else is launch_failed, and the game is not recorded as played.
func TestLaunchAddressesOnTheSitesHostsAlone(t *testing.T) {
	tests := []struct {
		name   string
		hosts  []string
		status int
	}{
		{"its launch host", []string{"games.example"}, http.StatusOK},
		{"a subdomain wildcard does not cover the domain itself", []string{"*.games.example"}, http.StatusUnprocessableEntity},
		{"another host", []string{"casino.example"}, http.StatusUnprocessableEntity},
		{"no launch hosts", nil, http.StatusUnprocessableEntity},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			for _, c := range []struct{ body, as string }{
				{bfftest.LaunchSuperAce, "member"},
				{`{"gameId":"SPB0353","nodeId":"160382","vendor":"SPB","category":"SPORTS"}`, ""}, // a trial
			} {
				p := &bfftest.Player{}
				h := bfftest.NewHarness(t, bfftest.WithPlayer(p), func(o *bff.Options) {
					o.Sites[0].LaunchHosts = tt.hosts
				})
				p.FailOn("Add", adapters.ErrUnavailable) // so that recording a recent game shows in the log
				header := h.MemberHeader()
				if c.as == "" {
					header.Del("Cookie")
				}
				rec := h.Do(http.MethodPost, "/api/v1/launches", header, strings.NewReader(c.body))
				if tt.status != http.StatusOK {
					bfftest.ExpectProblem(t, rec, tt.status, httpx.CodeLaunchFailed)
					if strings.Contains(rec.Body.String(), "games.example") {
						t.Errorf("the refused address reached the answer: %s", rec.Body)
					}
					if n := h.Logs.FilterMessage("recording a recent game failed").Len(); n != 0 {
						t.Error("a refused launch was recorded as played")
					}
					continue
				}
				bfftest.WantStatus(t, rec, http.StatusOK)
				if got := bfftest.Decode[launch.Launch](t, rec.Body.Bytes()); !strings.HasPrefix(got.URL, "https://games.example/") {
					t.Errorf("url %q", got.URL)
				}
			}
		})
	}
}
