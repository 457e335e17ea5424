package main

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// lhRun is a Lighthouse report with the figures the site table reads.
func lhRun(t *testing.T, perf, a11y, cls, lcp, tbt float64) lighthouseReport {
	t.Helper()
	audit := func(v float64) json.RawMessage {
		b, err := json.Marshal(map[string]float64{"numericValue": v})
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	var lh lighthouseReport
	perf, a11y = perf/100, a11y/100
	lh.Categories = map[string]lighthouseCategory{"performance": {&perf}, "accessibility": {&a11y}}
	lh.Audits = map[string]json.RawMessage{
		"cumulative-layout-shift": audit(cls), "largest-contentful-paint": audit(lcp), "total-blocking-time": audit(tbt),
	}
	return lh
}

func TestScreenRow(t *testing.T) {
	lobby := siteRoute{path: "/slot-games", access: "all", runs: 3, minPerformance: 90}
	agent := siteRoute{path: "/agent", access: "agent", runs: 3, minPerformance: 90}
	for name, tc := range map[string]struct {
		s    screenResult
		want string
	}{
		"met": {
			screenResult{route: lobby, runs: []lighthouseReport{lhRun(t, 88, 100, 0, 2400, 90), lhRun(t, 91, 100, 0.01, 2500, 120), lhRun(t, 95, 100, 0.02, 2000, 60)}},
			"| /m/slot-games | visitor | 3 | 91 (88 to 95) | 100 | 0.020 | 2400 ms | 90 ms | performance 90, CLS < 0.05, accessibility 100 | met |",
		},
		"missed": {
			screenResult{route: agent, runs: []lighthouseReport{lhRun(t, 80, 100, 0.3, 3000, 300), lhRun(t, 89, 97, 0, 2800, 200), lhRun(t, 92, 100, 0, 2600, 100)}},
			"| /m/agent | agent01 | 3 | 89 (80 to 92) | 97 | 0.300 | 2800 ms | 200 ms | performance 90, CLS < 0.05, accessibility 100 | MISSED: performance, accessibility, CLS |",
		},
		"failed": {
			screenResult{route: agent, runs: []lighthouseReport{lhRun(t, 92, 100, 0, 2600, 100)}, err: errors.New("lighthouse: /m/agent ended on /m/home\nmore")},
			"| /m/agent | agent01 | 1 of 3 | - | - | - | - | - | performance 90, CLS < 0.05, accessibility 100 | MISSED: lighthouse: /m/agent ended on /m/home |",
		},
	} {
		if got := tc.s.row(); got != tc.want {
			t.Errorf("%s:\n got %s\nwant %s", name, got, tc.want)
		}
		if rowMet(tc.want) != (name == "met") {
			t.Errorf("%s: rowMet says %v", name, rowMet(tc.want))
		}
		if cells(tc.want) != cells(strings.SplitN(siteTableHeader, "\n", 2)[0]) {
			t.Errorf("%s: %d cells, the header has others", name, cells(tc.want))
		}
	}
}

// A run of some screens keeps the others' rows of the record, but not rows of another table's shape.
func TestPriorSite(t *testing.T) {
	record := "# Benchmarks\n\n## Targets\n\n| target | measured | |\n|---|---|---|\n\n## The site (Lighthouse)\n\nintro\n\n" +
		siteTableHeader + "\n" +
		"| /m/home | visitor | 5 | 97 (95 to 98) | 100 | 0.000 | 2200 ms | 90 ms | performance 95, CLS < 0.05, accessibility 100 | met |\n" +
		"| /m/slot-games | 3 | 94 | 100 | 1753 ms | 2566 ms | 129 ms | 0.000 |\n" +
		"\nEvery script /m/home fetched during the load: 134.3 kB in 11 files.\n\n## Chaos\n\n| /m/not-this | a | b | c | d | e | f | g | h | i |\n"
	path := filepath.Join(t.TempDir(), "BENCHMARKS.md")
	if err := os.WriteFile(path, []byte(record), 0o600); err != nil {
		t.Fatal(err)
	}
	rows, scripts, err := priorSite(path)
	if err != nil {
		t.Fatal(err)
	}
	if len(rows) != 1 || !rowMet(rows["/m/home"]) {
		t.Errorf("rows %v, want /m/home's alone", rows)
	}
	if scripts != "Every script /m/home fetched during the load: 134.3 kB in 11 files." {
		t.Errorf("scripts %q", scripts)
	}
	if rows, _, err := priorSite(filepath.Join(t.TempDir(), "none.md")); err != nil || len(rows) != 0 {
		t.Errorf("no record: %v, %v", rows, err)
	}
}

// A run whose performance Lighthouse could not score fails, naming the metric, rather than
// counting as 0.
func TestUnscoredRunFails(t *testing.T) {
	var scored, unscored lighthouseReport
	if err := json.Unmarshal([]byte(`{"categories": {"performance": {"score": 0.94}, "accessibility": {"score": 1}},
		"audits": {"largest-contentful-paint": {"numericValue": 2600}}}`), &scored); err != nil {
		t.Fatal(err)
	}
	if err := scored.scored(); err != nil || performance(scored) != 94 {
		t.Fatalf("a scored run: %v, performance %v", err, performance(scored))
	}
	if err := json.Unmarshal([]byte(`{"categories": {"performance": {"score": null}, "accessibility": {"score": 1}},
		"audits": {"first-contentful-paint": {"numericValue": 1800}, "largest-contentful-paint": {"errorMessage": "NO_LCP"}}}`), &unscored); err != nil {
		t.Fatal(err)
	}
	err := unscored.scored()
	if err == nil || !strings.Contains(err.Error(), "largest-contentful-paint: NO_LCP") {
		t.Fatalf("a run without a performance score: %v", err)
	}
}
