package content_test

import (
	"net/http"
	"testing"

	"github.com/casinobff/bff/bff"
	"github.com/casinobff/bff/bff/bfftest"
	"github.com/casinobff/bff/bff/content"
	"github.com/casinobff/bff/config"
)

// The site's Firebase web app comes from its configuration, as the contract describes it; a
// site without one answers none.
func TestSiteFirebase(t *testing.T) {
	fb := config.Firebase{
		APIKey: "demo-api-key", AuthDomain: "demo-casino.firebaseapp.com", ProjectID: "demo-casino",
		AppID: "1:000000000000:web:0000000000000000", SMS: true, EmulatorHost: "127.0.0.1:9099",
	}
	h := bfftest.NewHarness(t, func(o *bff.Options) { o.Sites[0].Firebase = fb })
	rec := h.Get("/api/v1/site")
	bfftest.WantStatus(t, rec, http.StatusOK)
	if err := bfftest.CheckAnswer(bfftest.LoadContract(t), http.MethodGet, "/api/v1/site", rec.Code, rec.Header(), rec.Body.Bytes()); err != nil {
		t.Fatalf("the answer breaks the contract: %v", err)
	}
	got := bfftest.Decode[content.Site](t, rec.Body.Bytes()).Firebase
	want := content.Firebase{
		APIKey: fb.APIKey, AuthDomain: fb.AuthDomain, ProjectID: fb.ProjectID, AppID: fb.AppID, SMS: true, EmulatorHost: fb.EmulatorHost,
	}
	if got == nil || *got != want {
		t.Errorf("firebase %+v, want %+v", got, want)
	}
	if plain := bfftest.Decode[content.Site](t, bfftest.NewHarness(t).Get("/api/v1/site").Body.Bytes()); plain.Firebase != nil {
		t.Errorf("a site without a project: %+v", plain.Firebase)
	}
}
