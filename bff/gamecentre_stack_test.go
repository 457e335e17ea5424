package bff

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"github.com/getkin/kin-openapi/openapi3"

	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/adapters/upstream"
	"github.com/casinobff/bff/config"
)

// testPlayer is the demo site's player backends over the fake upstream at fakeURL: the member
// and games clients as cmd/bff builds them, with reads retried, so that a test can tell that a
// write is not.
func testPlayer(t testing.TB, fakeURL string, um *upstream.Metrics) adapters.Player {
	t.Helper()
	site := config.DemoSite()
	client := func(backend string) *upstream.Client {
		c, err := upstream.New(upstream.Options{
			Site: site.ID, Backend: backend, BaseURL: fakeURL, Merchant: site.Merchant,
			Timeout: 5 * time.Second, Metrics: um,
			Retry: upstream.Retry{Max: 2, WaitMin: time.Millisecond, WaitMax: 5 * time.Millisecond},
		})
		if err != nil {
			t.Fatal(err)
		}
		return c
	}
	// Straight to the clients, as in cmd/bff: the player's calls never pass the catalogue cache.
	return upstream.NewPlayer(client("member"), client("games"))
}

// goldenUpstream stands for the fake upstream's address, which changes with every run, in the
// goldens: a game's address points at the fake's /play page.
const goldenUpstream = "http://upstream.test"

// stableAddresses writes goldenUpstream for fakeURL in an answer.
func stableAddresses(body []byte, fakeURL string) []byte {
	return bytes.ReplaceAll(body, []byte(fakeURL), []byte(goldenUpstream))
}

// contractPath finds the contract's path for a request path: itself, or a template whose
// {parameters} stand for one segment each (/api/v1/favourites/{nodeId}).
func contractPath(doc *openapi3.T, path string) (string, *openapi3.PathItem) {
	if item := doc.Paths.Value(path); item != nil {
		return path, item
	}
	segments := strings.Split(path, "/")
next:
	for template, item := range doc.Paths.Map() {
		parts := strings.Split(template, "/")
		if len(parts) != len(segments) {
			continue
		}
		for i, p := range parts {
			param := strings.HasPrefix(p, "{") && strings.HasSuffix(p, "}")
			if (param && segments[i] == "") || (!param && p != segments[i]) {
				continue next
			}
		}
		return template, item
	}
	return "", nil
}
