package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
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

// lighthouseReport is what the benchmark reads of one Lighthouse run.
type lighthouseReport struct {
	Categories map[string]lighthouseCategory `json:"categories"`
	Audits     map[string]json.RawMessage    `json:"audits"`
	FinalURL   string                        `json:"finalDisplayedUrl"`
}

type lighthouseCategory struct {
	Score *float64 `json:"score"` // null when a metric it weighs could not be computed
}

func (lh lighthouseReport) score(category string) float64 {
	if s := lh.Categories[category].Score; s != nil {
		return *s * 100
	}
	return 0
}

// scored is nil for a run with a performance score, else an error naming the metric that
// failed. Now and then Chromium records no largest-paint candidate during a load (NO_LCP): such
// a run measured nothing, and counting it as a score of 0 would hide that in the median.
func (lh lighthouseReport) scored() error {
	if lh.Categories["performance"].Score != nil {
		return nil
	}
	for _, metric := range []string{"first-contentful-paint", "largest-contentful-paint", "total-blocking-time", "cumulative-layout-shift", "speed-index"} {
		var a struct {
			ErrorMessage string `json:"errorMessage"`
		}
		if json.Unmarshal(lh.Audits[metric], &a) == nil && a.ErrorMessage != "" {
			return fmt.Errorf("lighthouse: no performance score, %s: %s", metric, a.ErrorMessage)
		}
	}
	return errors.New("lighthouse: no performance score")
}

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

// runLighthouse loads url once in a fresh Chromium profile, performance and accessibility only;
// cookie, when set, goes with every request (a logged-in player).
func runLighthouse(ctx context.Context, url, cookie string) (lighthouseReport, error) {
	var lh lighthouseReport
	out, err := os.CreateTemp("", "benchrun-lighthouse-*.json")
	if err != nil {
		return lh, err
	}
	_ = out.Close()
	defer func() { _ = os.Remove(out.Name()) }()
	args := []string{
		"--yes", "lighthouse@" + lighthouseVersion, url,
		"--quiet", "--output=json", "--output-path=" + out.Name(),
		"--only-categories=performance,accessibility",
		"--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run",
	}
	if cookie != "" {
		headers, err := json.Marshal(map[string]string{"Cookie": cookie})
		if err != nil {
			return lh, err
		}
		args = append(args, "--extra-headers="+string(headers))
	}
	cmd := exec.CommandContext(ctx, "npx", args...)
	cmd.Env = append(os.Environ(), "CHROME_PATH=/usr/bin/chromium")
	if b, err := cmd.CombinedOutput(); err != nil {
		return lh, fmt.Errorf("lighthouse: %w\n%s", err, lastLines(string(b), 5))
	}
	raw, err := os.ReadFile(out.Name())
	if err != nil {
		return lh, err
	}
	if err := json.Unmarshal(raw, &lh); err != nil {
		return lh, fmt.Errorf("lighthouse report: %w", err)
	}
	if lh.FinalURL != url {
		return lh, fmt.Errorf("lighthouse: %s ended on %s", url, lh.FinalURL)
	}
	return lh, lh.scored()
}

// lastLines keeps the end of a tool's output, where it says what went wrong.
func lastLines(s string, n int) string {
	lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
	return strings.Join(lines[max(len(lines)-n, 0):], "\n")
}

// logIn logs a fixture account in as the site does (docs/SESSIONS.md) and returns its session
// cookie as a Cookie header carries it.
func logIn(ctx context.Context, base string, a account) (string, error) {
	body, err := json.Marshal(map[string]string{"username": a.user, "password": a.password})
	if err != nil {
		return "", err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, base+"/api/v1/session", strings.NewReader(string(body)))
	if err != nil {
		return "", err
	}
	// what the site's own page sends: the CSRF header from this origin
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("X-CSRF", "1")
	req.Header.Set("Origin", base)
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		return "", err
	}
	defer func() { _ = res.Body.Close() }()
	if res.StatusCode != http.StatusOK {
		return "", fmt.Errorf("log in as %s: %s", a.name, res.Status)
	}
	var cookies []string
	for _, c := range res.Cookies() {
		cookies = append(cookies, c.Name+"="+c.Value)
	}
	if len(cookies) == 0 {
		return "", errors.New("log in as " + a.name + ": no session cookie")
	}
	return strings.Join(cookies, "; "), nil
}
