package content_test

import (
	"testing"

	"github.com/casinobff/bff/adapters/fakeupstream"
	"github.com/casinobff/bff/bff/bfftest"
)

// TestGoldens writes and checks testdata/bff/content: the site's answers.
func TestGoldens(t *testing.T) {
	maintenance := bfftest.Golden("site-maintenance", "/api/v1/site", 200, "The upstream says maintenance: status maintenance.")
	maintenance.Scenario = fakeupstream.Scenario{Name: fakeupstream.Maintenance}
	restricted := bfftest.Golden("site-region-restricted", "/api/v1/site", 200, "The upstream says region restricted: status region_restricted.")
	restricted.Scenario = fakeupstream.Scenario{Name: fakeupstream.RegionRestricted}
	unavailable := bfftest.Golden("site-unavailable", "/api/v1/site", 503, "Every upstream call fails and nothing is cached: upstream_unavailable.")
	unavailable.Scenario = bfftest.Failing()
	unknown := bfftest.Golden("unknown-site", "/api/v1/site", 404, "A host that serves no site, with no default site: unknown_site.")
	unknown.Headers = map[string]string{"Host": "unknown.example"}
	bfftest.RunGoldens(t, "content", []bfftest.GoldenCase{
		bfftest.Golden("site", "/api/v1/site", 200, "The demo site in its default language."),
		maintenance, restricted, unavailable, unknown,
	})
}
