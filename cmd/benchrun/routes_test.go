package main

import (
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
)

const frontendDir = "../../frontend"

// The site part measures every route of the site's route table without anyone listing them:
// each `path:` entry of the table is found, with its access, and home before them.
func TestReadRoutesFindsEveryEntry(t *testing.T) {
	routes, err := readRoutes(frontendDir)
	if err != nil {
		t.Fatal(err)
	}
	src, err := os.ReadFile(filepath.Join(frontendDir, routeTableFile))
	if err != nil {
		t.Fatal(err)
	}
	table := string(src)[strings.Index(string(src), routeTableStart):]
	entries := len(regexp.MustCompile(`\bpath:`).FindAllString(table, -1))
	if entries < 50 {
		t.Fatalf("the table has %d path: entries; is %s still the route table?", entries, routeTableFile)
	}
	if len(routes) != entries+1 {
		t.Fatalf("read %d routes, want the table's %d entries and home", len(routes), entries)
	}
	if routes[0].path != homePath || routes[0].runs != keyRuns || routes[0].minPerformance != homePerformance {
		t.Errorf("first route %+v, want home with %d runs and performance %d", routes[0], keyRuns, homePerformance)
	}
	byPath := map[string]siteRoute{}
	for _, r := range routes {
		byPath[r.path] = r
	}
	for path, want := range map[string]struct {
		access string
		runs   int
	}{
		"/login":                            {"all", screenRuns},
		"/slot-games":                       {"all", keyRuns},
		"/member/home":                      {"member", keyRuns}, // memberHomePath, a constant of paths.ts
		"/voucherCenter":                    {"deposit", screenRuns},
		"/member/agent/getHourContract":     {"member", screenRuns}, // the last entry
		"/identityVerification":             {"member", screenRuns},
		"/responsibleGaming":                {"all", screenRuns},
		"/member/agent/getDevidendContract": {"member", screenRuns},
	} {
		got, ok := byPath[path]
		if !ok {
			t.Errorf("%s not read", path)
			continue
		}
		if got.access != want.access || got.runs != want.runs || got.minPerformance != screenPerformance {
			t.Errorf("%s: %+v, want access %s, %d runs, performance %d", path, got, want.access, want.runs, screenPerformance)
		}
	}
	// every query goes to a route that exists, so that renaming one does not lose it
	for path, query := range routeQueries {
		if byPath[path].query != query {
			t.Errorf("%s: query %q, want %q (is it still in the table?)", path, byPath[path].query, query)
		}
	}
	if got := byPath["/activityDetail"].url(); got != "/m/activityDetail?id=3006" {
		t.Errorf("url %s", got)
	}
}

func TestParseRouteTable(t *testing.T) {
	src := `
type AppRoute = { path: string; access?: Access };
export const routeTable: readonly AppRoute[] = [
  // a comment with { braces } and path: '/nope'
  { path: '/a', screen: screen(() => import('../a'), (m) => m.A), title: 'page.a' },
  {
    path: homeOfMembers,
    screen: screen(() => import('../b'), (m) => () => <m.B kind="path: '/inner'" />),
    access: 'member', /* access: 'agent' */
    title: 'page.b',
  },
  { title: 'page.c', access: 'agent', path: '/c/d', nested: { path: '/not-this' } },
];
const after = [{ path: '/after' }];
`
	got, err := parseRouteTable(src, map[string]string{"homeOfMembers": "/member/home"})
	if err != nil {
		t.Fatal(err)
	}
	want := []siteRoute{{path: "/a", access: "all"}, {path: "/member/home", access: "member"}, {path: "/c/d", access: "agent"}}
	if !slices.Equal(got, want) {
		t.Errorf("got %+v\nwant %+v", got, want)
	}

	for name, bad := range map[string]string{
		"unknown constant": `export const routeTable = [{ path: nowhere }];`,
		"unknown access":   `export const routeTable = [{ path: '/a', access: 'admin' }];`,
		"no path":          `export const routeTable = [{ title: 'page.a' }];`,
		"twice":            `export const routeTable = [{ path: '/a' }, { path: '/a' }];`,
		"not ended":        `export const routeTable = [{ path: '/a' },`,
		"empty":            `export const routeTable = [];`,
		"no table":         `export const routes = [{ path: '/a' }];`,
	} {
		if _, err := parseRouteTable(bad, nil); err == nil {
			t.Errorf("%s: no error", name)
		}
	}
}

func TestPickRoutes(t *testing.T) {
	all := []siteRoute{{path: "/home"}, {path: "/member/home"}, {path: "/agent"}, {path: "/agent/team/pnl"}, {path: "/slot-games"}}
	for list, want := range map[string][]string{
		"":                          {"/home", "/member/home", "/agent", "/agent/team/pnl", "/slot-games"},
		"/m/home":                   {"/home"},
		"/member/home, /slot-games": {"/member/home", "/slot-games"},
		"/m/agent*":                 {"/agent", "/agent/team/pnl"},
		"/agent":                    {"/agent"},
	} {
		got, err := pickRoutes(all, list)
		if err != nil {
			t.Errorf("%q: %v", list, err)
			continue
		}
		var paths []string
		for _, r := range got {
			paths = append(paths, r.path)
		}
		if !slices.Equal(paths, want) {
			t.Errorf("%q: %v, want %v", list, paths, want)
		}
	}
	if _, err := pickRoutes(all, "/nowhere"); err == nil {
		t.Error("/nowhere: no error")
	}
}
