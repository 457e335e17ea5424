package bff_test

import (
	"testing"

	"github.com/casinobff/bff/bff/bfftest"
)

// The scripted scenarios of testdata/scenarios, against the real BFF over the fake upstream:
// the site's msw mocks answer the same scenarios alike (frontend/src/mocks/scenarios.test.ts).
// go test ./bff/ -run Scenarios -update records what the BFF answers.
func TestScenarios(t *testing.T) {
	bfftest.RunScenarios(t)
}
