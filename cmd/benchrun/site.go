package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
)

// firstViewFile is written by the site's build (frontend/build/budget-plugin.ts), which also
// fails the build above the budget: gzip sizes of the entry chunk, the home route's chunk and
// their static imports.
type firstViewFile struct {
	Files []struct {
		Name      string `json:"name"`
		GzipBytes int    `json:"gzipBytes"`
	} `json:"files"`
	TotalBytes int `json:"totalBytes"`
	BudgetKB   int `json:"budgetKb"`
}

func firstView(frontend string) (firstViewFile, error) {
	var fv firstViewFile
	raw, err := os.ReadFile(filepath.Join(frontend, "dist", ".first-view.json"))
	if err != nil {
		return fv, err
	}
	return fv, json.Unmarshal(raw, &fv)
}

// lighthouseVersion is pinned: 13 needs Node 22.
const lighthouseVersion = "12.8.2"

// lighthouseRuns is how many times Lighthouse loads the page. With simulated throttling every
// main-thread task of the observed load is multiplied by four, so one run on a shared machine
// swings by several points; Lighthouse's own guidance is the median of five runs.
const lighthouseRuns = 5

// lighthouseReport is what the benchmark reads of one Lighthouse run.
type lighthouseReport struct {
	Categories map[string]struct {
		Score float64 `json:"score"`
	} `json:"categories"`
	Audits map[string]json.RawMessage `json:"audits"`
}

func (lh lighthouseReport) score(category string) float64 { return lh.Categories[category].Score * 100 }

func (lh lighthouseReport) numeric(audit string) float64 {
	var a struct {
		NumericValue float64 `json:"numericValue"`
	}
	_ = json.Unmarshal(lh.Audits[audit], &a)
	return a.NumericValue
}

// scripts is the transfer size and count of every script the page fetched during the load.
func (lh lighthouseReport) scripts() (bytes float64, files int, err error) {
	var summary struct {
		Details struct {
			Items []struct {
				ResourceType string  `json:"resourceType"`
				TransferSize float64 `json:"transferSize"`
				RequestCount int     `json:"requestCount"`
			} `json:"items"`
		} `json:"details"`
	}
	if err := json.Unmarshal(lh.Audits["resource-summary"], &summary); err != nil {
		return 0, 0, fmt.Errorf("lighthouse resource summary: %w", err)
	}
	for _, it := range summary.Details.Items {
		if it.ResourceType == "script" {
			return it.TransferSize, it.RequestCount, nil
		}
	}
	return 0, 0, nil
}

// runLighthouse loads url once in a fresh Chromium profile, performance and accessibility only.
func runLighthouse(ctx context.Context, url string) (lighthouseReport, error) {
	var lh lighthouseReport
	out := filepath.Join(os.TempDir(), "benchrun-lighthouse.json")
	cmd := exec.CommandContext(ctx, "npx", "--yes", "lighthouse@"+lighthouseVersion, url,
		"--quiet", "--output=json", "--output-path="+out,
		"--only-categories=performance,accessibility",
		"--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run")
	cmd.Env = append(os.Environ(), "CHROME_PATH=/usr/bin/chromium")
	if b, err := cmd.CombinedOutput(); err != nil {
		return lh, fmt.Errorf("lighthouse: %w\n%s", err, b)
	}
	raw, err := os.ReadFile(out)
	if err != nil {
		return lh, err
	}
	if err := json.Unmarshal(raw, &lh); err != nil {
		return lh, fmt.Errorf("lighthouse report: %w", err)
	}
	return lh, nil
}

// measureSite runs Lighthouse (mobile) against the real binary serving the built site, takes the
// run with the median performance score, and reads the first view's JavaScript from that run:
// the BFF compresses it, so the transfer size is what a phone downloads.
func measureSite(ctx context.Context, o options, r *report, stdout io.Writer) error {
	if _, err := os.Stat(filepath.Join(o.frontend, "dist", "index.html")); err != nil {
		return fmt.Errorf("the site is not built: %w", err)
	}
	bff, err := start(ctx, o.bff, []string{"BFF_LOG_LEVEL=warn"}, "serve")
	if err != nil {
		return err
	}
	defer bff.stop()
	url := "http://" + bff.addr + "/m/home"
	runs := make([]lighthouseReport, 0, lighthouseRuns)
	for i := range lighthouseRuns {
		fmt.Fprintf(stdout, "lighthouse %s, run %d of %d ...\n", url, i+1, lighthouseRuns)
		lh, err := runLighthouse(ctx, url)
		if err != nil {
			return err
		}
		runs = append(runs, lh)
	}
	sort.SliceStable(runs, func(i, j int) bool { return runs[i].score("performance") < runs[j].score("performance") })
	lh := runs[len(runs)/2]
	jsBytes, jsFiles, err := lh.scripts()
	if err != nil {
		return err
	}
	perf, a11y := lh.score("performance"), lh.score("accessibility")
	cls, lcp := lh.numeric("cumulative-layout-shift"), lh.numeric("largest-contentful-paint")
	fv, err := firstView(o.frontend)
	if err != nil {
		return err
	}
	r.target("JavaScript for the first view of /m/home at most 120 KB gzip",
		fmt.Sprintf("%.2f kB in %d files (entry, home route and their static imports)", float64(fv.TotalBytes)/1000, len(fv.Files)),
		fv.TotalBytes <= fv.BudgetKB*1000)
	r.target("Lighthouse 12 mobile performance at least 95",
		fmt.Sprintf("%.0f (median of %d runs; %.0f to %.0f)", perf, len(runs), runs[0].score("performance"), runs[len(runs)-1].score("performance")),
		perf >= 95)
	r.target("Lighthouse 12 mobile accessibility at least 95", fmt.Sprintf("%.0f", a11y), a11y >= 95)
	r.target("cumulative layout shift under 0.05", fmt.Sprintf("%.3f", cls), cls < 0.05)
	r.site = append(r.site,
		fmt.Sprintf("Lighthouse %s, mobile (simulated throttling), against the real binary on fixtures, the run with the median "+
			"performance score of %d: performance %.0f, accessibility %.0f, FCP %.0f ms, LCP %.0f ms, TBT %.0f ms, CLS %.3f. "+
			"Every script the page fetched during the load, including the below-the-fold chunks that follow the first view "+
			"and the HTTP headers: %.1f kB in %d files.",
			lighthouseVersion, len(runs), perf, a11y, lh.numeric("first-contentful-paint"), lcp, lh.numeric("total-blocking-time"), cls, jsBytes/1000, jsFiles))
	return nil
}
