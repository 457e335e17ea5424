package launch_test

import (
	"encoding/json"
	"io/fs"
	"net/http"
	"strings"
	"testing"

	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/adapters/fakeupstream"
	"github.com/casinobff/bff/bff"
	"github.com/casinobff/bff/bff/bfftest"
	"github.com/casinobff/bff/bff/httpx"
	"github.com/casinobff/bff/bff/launch"
	"github.com/casinobff/bff/testdata"
)

// Launches as the back office's answers lead them: other vendor mappings, other addresses.
const (
	upVendorInfo  = "/wps/relay/GCSGAME_getVassGameType"
	upTrialLaunch = "/wps/relay/GCS_gameTrialLaunch"
)

// vendorInfoWith is the recorded vendor info with the ELOTT vendors of mapping, as the back
// office answers it.
func vendorInfoWith(t *testing.T, mapping []string) string {
	t.Helper()
	raw, err := fs.ReadFile(testdata.Upstream, "upstream/vendors.json")
	if err != nil {
		t.Fatal(err)
	}
	var info map[string]any
	if err := json.Unmarshal(raw, &info); err != nil {
		t.Fatal(err)
	}
	info["mapping"].(map[string]any)["ELOTT"] = mapping
	out, err := json.Marshal(map[string]any{"success": true, "value": info})
	if err != nil {
		t.Fatal(err)
	}
	return string(out)
}

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
		{"no ELOTT vendors", []string{}, false, adapters.PrizeLott},
		{"vendor info unavailable: the default", nil, true, adapters.PrizeElott},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := bfftest.NewStack(t)
			cookie := s.SignIn("demo01")
			if tt.fails {
				s.Scenario(bfftest.Failing(upVendorInfo))
			} else {
				s.Scenario(fakeupstream.Scenario{Name: fakeupstream.Answering, Body: vendorInfoWith(t, tt.mapping), Paths: []string{upVendorInfo}})
			}
			rec := s.Call(http.MethodPost, "/api/v1/launches", bfftest.LaunchMienBac, cookie)
			bfftest.WantStatus(t, rec, http.StatusOK)
			got := bfftest.Decode[launch.Launch](t, rec.Body.Bytes())
			if got.Mode != launch.ModeLottery || got.PrizeMode != map[adapters.PrizeMode]string{adapters.PrizeElott: "elott", adapters.PrizeLott: "lott"}[tt.want] {
				t.Errorf("answer %+v, want prize mode %s", got, tt.want)
			}
			var sent struct{ PrizeMode string }
			launches := s.Fake.Requests(upLaunch)
			if len(launches) != 1 || json.Unmarshal(launches[0].Body, &sent) != nil || sent.PrizeMode != string(tt.want) {
				t.Errorf("launched %+v, want prize mode %s upstream", launches, tt.want)
			}
		})
	}
}

// A launch address is passed on only when the site sends players there: https on one of its
// launch hosts. Anything else is launch_failed, and the game is not recorded as played. The
// back office answers every launch, a trial's too, an address on games.example.
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
				{bfftest.LaunchSuperAce, "demo01"},
				{`{"gameId":"SPB0353","nodeId":"160382","vendor":"SPB","category":"SPORTS"}`, ""}, // a trial
			} {
				s := bfftest.NewStack(t, func(o *bff.Options) { o.Sites[0].LaunchHosts = tt.hosts })
				var cookie *http.Cookie
				if c.as != "" {
					cookie = s.SignIn(c.as)
				}
				s.Scenario(fakeupstream.Scenario{
					Name: fakeupstream.Answering, Body: `{"success": true, "value": {"content": {"game_url": "https://games.example/play/x"}}}`,
					Paths: []string{upLaunch, upTrialLaunch},
				})
				rec := s.Call(http.MethodPost, "/api/v1/launches", c.body, cookie)
				if tt.status != http.StatusOK {
					bfftest.ExpectProblem(t, rec, tt.status, httpx.CodeLaunchFailed)
					if strings.Contains(rec.Body.String(), "games.example") {
						t.Errorf("the refused address reached the answer: %s", rec.Body)
					}
					if n := s.Fake.Hits()[upAddRecent]; n != 0 {
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
