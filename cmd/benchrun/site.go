package main

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"
)

// runTimeout bounds one Lighthouse run (Lighthouse itself waits at most 45 s for a load). A run
// that fails is tried again once per screen; past that the screen is reported with the error,
// and the rest are still measured. Past options.siteBudget no run starts: the screens left are
// reported as not measured, so that the part ends in bounded time whatever the machine does.
const runTimeout = 2 * time.Minute

// screenResult is one screen's Lighthouse runs, sorted by performance score, or why it has none.
type screenResult struct {
	route siteRoute
	runs  []lighthouseReport
	err   error
}

// medianOf is the median over the runs of one figure.
func (s screenResult) medianOf(figure func(lighthouseReport) float64) float64 {
	values := make([]float64, len(s.runs))
	for i, lh := range s.runs {
		values[i] = figure(lh)
	}
	slices.Sort(values)
	return values[len(values)/2]
}

// worst is the largest layout shift and the lowest accessibility score of the runs.
func (s screenResult) worst() (cls, accessibility float64) {
	accessibility = fullScore
	for _, lh := range s.runs {
		cls = max(cls, lh.numeric("cumulative-layout-shift"))
		accessibility = min(accessibility, lh.score("accessibility"))
	}
	return cls, accessibility
}

func performance(lh lighthouseReport) float64 { return lh.score("performance") }

// missed names the targets the screen missed; none when it met them all.
func (s screenResult) missed() []string {
	if s.err != nil {
		return []string{firstLine(s.err.Error())}
	}
	var out []string
	cls, a11y := s.worst()
	if s.medianOf(performance) < s.route.minPerformance {
		out = append(out, "performance")
	}
	if a11y < fullScore {
		out = append(out, "accessibility")
	}
	if cls >= maxCLS {
		out = append(out, "CLS")
	}
	return out
}

func firstLine(s string) string {
	line, _, _ := strings.Cut(s, "\n")
	return strings.ReplaceAll(line, "|", "/")
}

// siteTableHeader is the site table's head; siteRow writes its rows, whose first cell is the
// screen's address (the key a partial run replaces rows by) and last met or MISSED.
const siteTableHeader = "| route | as | runs | performance: median (lowest to highest) | accessibility (lowest) | CLS (worst run) | LCP (median) | TBT (median) | target | |\n" +
	"|---|---|---|---|---|---|---|---|---|---|"

func targetCell(r siteRoute) string {
	return fmt.Sprintf("performance %.0f, CLS < %.2f, accessibility %d", r.minPerformance, maxCLS, fullScore)
}

func (s screenResult) row() string {
	r := s.route
	mark := "met"
	if m := s.missed(); len(m) > 0 {
		mark = "MISSED: " + strings.Join(m, ", ")
	}
	if s.err != nil {
		return fmt.Sprintf("| %s | %s | %d of %d | - | - | - | - | - | %s | %s |", r.url(), r.account().name, len(s.runs), r.runs, targetCell(r), mark)
	}
	cls, a11y := s.worst()
	return fmt.Sprintf("| %s | %s | %d | %.0f (%.0f to %.0f) | %.0f | %.3f | %.0f ms | %.0f ms | %s | %s |",
		r.url(), r.account().name, len(s.runs), s.medianOf(performance), performance(s.runs[0]), performance(s.runs[len(s.runs)-1]),
		a11y, cls, s.medianOf(func(lh lighthouseReport) float64 { return lh.numeric("largest-contentful-paint") }),
		s.medianOf(func(lh lighthouseReport) float64 { return lh.numeric("total-blocking-time") }), targetCell(r), mark)
}

// notMeasuredRow is the row of a screen no run of the record has measured.
func notMeasuredRow(r siteRoute, why string) string {
	return fmt.Sprintf("| %s | %s | 0 of %d | - | - | - | - | - | %s | MISSED: not measured (%s) |", r.url(), r.account().name, r.runs, targetCell(r), why)
}

func cells(row string) int { return strings.Count(row, "|") - 1 }

func rowMet(row string) bool { return strings.HasSuffix(row, " | met |") }

// measureScreen runs Lighthouse on one screen, as its account, its runs times.
func measureScreen(ctx context.Context, base string, r siteRoute, stdout io.Writer) screenResult {
	s := screenResult{route: r}
	cookie := ""
	if a := r.account(); a != visitor {
		// a fresh session per screen: the part outlasts no session, and logs in far below the
		// login rate limit
		if cookie, s.err = logIn(ctx, base, a); s.err != nil {
			return s
		}
	}
	url, retried := base+r.url(), false
	for len(s.runs) < r.runs {
		fmt.Fprintf(stdout, "lighthouse %s as %s, run %d of %d ...\n", url, r.account().name, len(s.runs)+1, r.runs)
		runCtx, cancel := context.WithTimeout(ctx, runTimeout)
		lh, err := runLighthouse(runCtx, url, cookie)
		cancel()
		switch {
		case err == nil:
			s.runs = append(s.runs, lh)
			continue
		case ctx.Err() == nil && !retried:
			fmt.Fprintf(stdout, "  failed, once more: %s\n", firstLine(err.Error()))
			retried = true
			continue
		}
		s.err = err
		return s
	}
	slices.SortStableFunc(s.runs, func(a, b lighthouseReport) int { return cmp.Compare(performance(a), performance(b)) })
	return s
}

// measureSite runs Lighthouse (mobile) against the real binary serving the built site, on home
// and every route of the site's route table (or those o.routes picks, whose rows replace theirs
// in the record), and writes one table: each screen's figures over its runs against its
// targets. The first view's JavaScript is the build's own count; Lighthouse's transfer size of
// every script of home's median run is beside it (the BFF compresses them, so that is what a
// phone downloads).
func measureSite(ctx context.Context, o options, r *report, stdout io.Writer) error {
	if _, err := os.Stat(filepath.Join(o.frontend, "dist", "index.html")); err != nil {
		return fmt.Errorf("the site is not built: %w", err)
	}
	fv, err := firstView(o.frontend)
	if err != nil {
		return err
	}
	routes, err := readRoutes(o.frontend)
	if err != nil {
		return err
	}
	picked, err := pickRoutes(routes, o.routes)
	if err != nil {
		return err
	}
	var prior map[string]string
	priorScripts := ""
	if o.routes != "" {
		if prior, priorScripts, err = priorSite(o.out); err != nil {
			return err
		}
	}
	bff, err := start(ctx, o.bff, []string{"BFF_LOG_LEVEL=warn"}, "serve")
	if err != nil {
		return err
	}
	defer bff.stop()
	base := "http://" + bff.addr

	started := time.Now()
	measured := map[string]screenResult{}
	for _, route := range picked {
		if time.Since(started) > o.siteBudget {
			break
		}
		s := measureScreen(ctx, base, route, stdout)
		if ctx.Err() != nil {
			return ctx.Err()
		}
		measured[route.url()] = s
	}

	rows, missed := make([]string, 0, len(routes)), []string(nil)
	for _, route := range routes {
		row := ""
		if s, ok := measured[route.url()]; ok {
			row = s.row()
		} else if slices.Contains(picked, route) {
			row = notMeasuredRow(route, fmt.Sprintf("the part's %s ran out", o.siteBudget))
		} else if row, ok = prior[route.url()]; !ok {
			row = notMeasuredRow(route, "new since the last run")
		}
		rows = append(rows, row)
		if !rowMet(row) {
			missed = append(missed, route.url())
		}
	}

	r.target("JavaScript for the first view of /m/home at most 120 KB gzip",
		fmt.Sprintf("%.2f kB in %d files (entry, home route and their static imports)", float64(fv.TotalBytes)/1000, len(fv.Files)),
		fv.TotalBytes <= fv.BudgetKB*1000)
	r.target(fmt.Sprintf("every screen at its Lighthouse 12 mobile targets: performance at least %d (home %d), CLS under %.2f in every run, accessibility %d",
		screenPerformance, homePerformance, maxCLS, fullScore),
		screensFigure(len(routes), missed), len(missed) == 0)

	r.site = append(r.site, fmt.Sprintf("Lighthouse %s, mobile (simulated throttling), against the real binary on fixtures: home "+
		"and every route of `%s`, with the query a screen needs to show content (`cmd/benchrun/routes.go`). "+
		"A screen for members is loaded as the fixtures' demo01, an agent's as agent01, each logged in through "+
		"POST /api/v1/session and its session cookie sent with every request; the rest as a visitor. Over a "+
		"screen's runs: performance is the median (lowest to highest), accessibility the lowest, CLS the worst "+
		"run's, LCP and TBT the medians. A run that fails, or that Lighthouse could not give a performance score "+
		"(no largest-paint candidate recorded), is made once more, and a second failure leaves the screen "+
		"unmeasured. `--routes` measures some screens again and keeps the other rows.\n",
		lighthouseVersion, "frontend/"+routeTableFile))
	r.site = append(r.site, siteTableHeader)
	r.site = append(r.site, rows...)
	scripts := priorScripts
	if home, ok := measured[basename+homePath]; ok && home.err == nil {
		jsBytes, jsFiles, err := home.runs[len(home.runs)/2].scripts()
		if err != nil {
			return err
		}
		scripts = fmt.Sprintf("Every script /m/home fetched during the load, including the below-the-fold chunks that "+
			"follow the first view and the HTTP headers: %.1f kB in %d files.", jsBytes/1000, jsFiles)
	}
	if scripts != "" {
		r.site = append(r.site, "\n"+scripts)
	}
	return nil
}

// screensFigure says how many screens met their targets, and which did not.
func screensFigure(all int, missed []string) string {
	figure := fmt.Sprintf("%d of %d met", all-len(missed), all)
	if len(missed) == 0 {
		return figure
	}
	const named = 8
	figure += "; missed: " + strings.Join(missed[:min(len(missed), named)], ", ")
	if len(missed) > named {
		figure += fmt.Sprintf(" and %d more", len(missed)-named)
	}
	return figure
}

// scriptsLine starts the site section's line about home's scripts.
const scriptsLine = "Every script /m/home fetched"

// priorSite reads the site section of the record at path: its table's rows by screen address
// (rows of another table's shape are left out), and the line about home's scripts. A record
// without one has none of either.
func priorSite(path string) (rows map[string]string, scripts string, err error) {
	whole, err := os.ReadFile(path)
	if errors.Is(err, os.ErrNotExist) {
		return nil, "", nil
	}
	if err != nil {
		return nil, "", err
	}
	rows = map[string]string{}
	for line := range strings.SplitSeq(parseRecord(string(whole)).sections["## The site"], "\n") {
		switch {
		case strings.HasPrefix(line, "| "+basename+"/") && cells(line) == cells(siteTableHeader[:strings.IndexByte(siteTableHeader, '\n')]):
			rows[targetName(line)] = line
		case strings.HasPrefix(line, scriptsLine):
			scripts = line
		}
	}
	return rows, scripts, nil
}
