package main

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
)

// The site's route table and the constants some of its paths name, inside the frontend folder.
const (
	routeTableFile = "src/app/route-table.tsx"
	pathsFile      = "src/config/paths.ts"
	basename       = "/m"
	homePath       = "/home" // not in the table: the first view needs it before the table loads
)

// siteRoute is one screen the site part measures: a path of the route table (or home), who may
// see it and so whom Lighthouse loads it as, the query it needs to show content, its runs and
// its performance target.
type siteRoute struct {
	path   string // inside the basename, as the table writes it: /slot-games
	access string // all, member, agent or deposit
	query  string // without "?"; empty for none
	runs   int
	// minPerformance is the median performance score it must reach.
	minPerformance float64
}

// Targets of every screen: Lighthouse's performance score (the median of the runs) at least
// minPerformance (home, the first view, higher), accessibility at fullScore and the layout shift
// under maxCLS in every run.
const (
	screenPerformance = 90
	homePerformance   = 95
	fullScore         = 100
	maxCLS            = 0.05
)

// Runs per screen. With simulated throttling every main-thread task of the observed load is
// multiplied by four, so one run on a shared machine swings by several points: home and the two
// screens measured before every screen was (a lobby, the member centre) take Lighthouse's own
// advice, the median of five; the rest the median of three, which keeps the part near 80 minutes.
const (
	screenRuns = 3
	keyRuns    = 5
)

var keyScreens = []string{homePath, "/slot-games", "/member/home"}

// routeQueries are what a screen needs in its address to show content rather than an empty or
// a not-found state, from the fixtures the binary serves (testdata/bff and the e2e journeys open
// the same): a promotion's detail (3006, demo01 may claim its bonus), the application form of a
// promotion joined by applying (3017), and the generic game list of a category without a page
// of its own (LUDO, testdata/bff/catalog/games-ludo.json).
var routeQueries = map[string]string{
	"/activityDetail": "id=3006",
	"/activityApply":  "id=3017",
	"/gameList":       "gameType=LUDO",
}

// account is whom a screen is loaded as: a visitor (no login) or a fixture account.
type account struct{ name, user, password string }

var (
	visitor = account{name: "visitor"}
	// The fixtures' demo member (docs/SESSIONS.md) and agent, who log in as the e2e journeys do.
	demoMember = account{name: "demo01", user: "demo01", password: "Demo1234"}
	demoAgent  = account{name: "agent01", user: "agent01", password: "Agent1234"}
)

// accessAccounts maps the table's access levels (route-table.tsx's Access) to an account that
// may see the screen.
var accessAccounts = map[string]account{"all": visitor, "member": demoMember, "deposit": demoMember, "agent": demoAgent}

func (r siteRoute) account() account { return accessAccounts[r.access] }

// url is the screen's address on the server, its query included.
func (r siteRoute) url() string {
	u := basename + r.path
	if r.query != "" {
		u += "?" + r.query
	}
	return u
}

// readRoutes reads the route table of the site in frontend: home first, then every entry of
// the table in its order, each with its query, runs and target.
func readRoutes(frontend string) ([]siteRoute, error) {
	table, err := os.ReadFile(filepath.Join(frontend, routeTableFile))
	if err != nil {
		return nil, err
	}
	paths, err := os.ReadFile(filepath.Join(frontend, pathsFile))
	if err != nil {
		return nil, err
	}
	entries, err := parseRouteTable(string(table), parseConstants(string(paths)))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", routeTableFile, err)
	}
	routes := append([]siteRoute{{path: homePath, access: "all"}}, entries...)
	for i := range routes {
		r := &routes[i]
		r.query = routeQueries[r.path]
		r.runs, r.minPerformance = screenRuns, screenPerformance
		if slices.Contains(keyScreens, r.path) {
			r.runs = keyRuns
		}
		if r.path == homePath {
			r.minPerformance = homePerformance
		}
	}
	return routes, nil
}

// constantPattern is a string constant of paths.ts: export const memberHomePath = '/member/home';
var constantPattern = regexp.MustCompile(`export\s+const\s+([A-Za-z_$][\w$]*)\s*=\s*'([^']*)'`)

func parseConstants(src string) map[string]string {
	out := map[string]string{}
	for _, m := range constantPattern.FindAllStringSubmatch(src, -1) {
		out[m[1]] = m[2]
	}
	return out
}

var (
	pathProperty   = regexp.MustCompile(`(?:^|[{,\s])path\s*:\s*(?:'([^']*)'|([A-Za-z_$][\w$]*))`)
	accessProperty = regexp.MustCompile(`(?:^|[{,\s])access\s*:\s*'([^']*)'`)
)

// routeTableStart is where the table's array begins.
const routeTableStart = "export const routeTable"

// parseRouteTable reads the entries of the routeTable array in src: each object literal's
// path (a string literal, or a constant of constants) and access ("all" when left out, as the
// router reads it). Only each entry's own properties count: what its screen's loader or a
// nested object says is skipped, and so are strings and comments.
func parseRouteTable(src string, constants map[string]string) ([]siteRoute, error) {
	start := strings.Index(src, routeTableStart)
	if start < 0 {
		return nil, fmt.Errorf("no %q", routeTableStart)
	}
	open := strings.Index(src[start:], "= [")
	if open < 0 {
		return nil, fmt.Errorf("%s is not an array literal", routeTableStart)
	}
	entries, err := topLevelObjects(src[start+open+len("= ["):])
	if err != nil {
		return nil, err
	}
	var routes []siteRoute
	for i, entry := range entries {
		paths := pathProperty.FindAllStringSubmatch(entry, -1)
		if len(paths) != 1 {
			return nil, fmt.Errorf("entry %d has %d path properties: %s", i+1, len(paths), entry)
		}
		path := paths[0][1]
		if name := paths[0][2]; name != "" {
			var ok bool
			if path, ok = constants[name]; !ok {
				return nil, fmt.Errorf("entry %d: path %s is no string constant of %s", i+1, name, pathsFile)
			}
		}
		if !strings.HasPrefix(path, "/") {
			return nil, fmt.Errorf("entry %d: path %q does not start with /", i+1, path)
		}
		access := "all"
		if m := accessProperty.FindStringSubmatch(entry); m != nil {
			access = m[1]
		}
		if _, ok := accessAccounts[access]; !ok {
			return nil, fmt.Errorf("entry %d (%s): access %q is none of all, member, agent, deposit", i+1, path, access)
		}
		if slices.ContainsFunc(routes, func(r siteRoute) bool { return r.path == path }) {
			return nil, fmt.Errorf("entry %d: path %s twice", i+1, path)
		}
		routes = append(routes, siteRoute{path: path, access: access})
	}
	if len(routes) == 0 {
		return nil, fmt.Errorf("%s has no entries", routeTableStart)
	}
	return routes, nil
}

// topLevelObjects reads src, the inside of an array literal, up to the array's closing
// bracket, and returns each object literal at the array's own level with only its own text:
// what is nested in it (a call's arguments, an arrow function's body, another object) is left
// out, and so are comments; strings stay, quotes and all.
func topLevelObjects(src string) ([]string, error) {
	var (
		objects []string
		cur     strings.Builder
		depth   int // nesting inside the array: 1 is an entry's own level
	)
	for i := 0; i < len(src); i++ {
		ch := src[i]
		switch {
		case strings.HasPrefix(src[i:], "//"):
			end := strings.IndexByte(src[i:], '\n')
			if end < 0 {
				return nil, fmt.Errorf("the array does not end")
			}
			i += end
			continue
		case strings.HasPrefix(src[i:], "/*"):
			end := strings.Index(src[i+2:], "*/")
			if end < 0 {
				return nil, fmt.Errorf("a comment does not end")
			}
			i += end + 3
			continue
		case ch == '\'' || ch == '"' || ch == '`':
			end := stringEnd(src, i)
			if end < 0 {
				return nil, fmt.Errorf("a string does not end")
			}
			if depth == 1 {
				cur.WriteString(src[i : end+1])
			}
			i = end
			continue
		case ch == '{' || ch == '(' || ch == '[':
			depth++
			if depth == 1 && ch != '{' {
				return nil, fmt.Errorf("the array holds something other than object literals: %q", src[i:min(i+40, len(src))])
			}
			if depth == 1 {
				cur.Reset()
			}
			continue
		case ch == '}' || ch == ')' || ch == ']':
			if depth == 0 {
				if ch != ']' {
					return nil, fmt.Errorf("unbalanced %q", ch)
				}
				return objects, nil
			}
			depth--
			if depth == 0 {
				objects = append(objects, cur.String())
			}
			continue
		}
		if depth == 1 {
			cur.WriteByte(ch)
		}
	}
	return nil, fmt.Errorf("the array does not end")
}

// stringEnd is the index of the quote that closes the string opening at src[start]; -1 when
// none does. A template literal's ${...} may hold quotes of its own; the table has none.
func stringEnd(src string, start int) int {
	quote := src[start]
	for i := start + 1; i < len(src); i++ {
		switch src[i] {
		case '\\':
			i++
		case quote:
			return i
		case '\n':
			if quote != '`' {
				return -1
			}
		}
	}
	return -1
}

// pickRoutes keeps the routes list names, comma-separated: each item a path (with or without
// the basename, its query left out), or a prefix ending in * (/agent* is every agent screen). An
// empty list keeps them all; an item that names none is an error.
func pickRoutes(all []siteRoute, list string) ([]siteRoute, error) {
	if strings.TrimSpace(list) == "" {
		return all, nil
	}
	picked := map[string]bool{}
	for item := range strings.SplitSeq(list, ",") {
		item = strings.TrimSpace(item)
		if item == "" {
			continue
		}
		prefix, isPrefix := strings.CutSuffix(item, "*")
		if strings.HasPrefix(prefix, basename+"/") {
			prefix = strings.TrimPrefix(prefix, basename)
		}
		found := false
		for _, r := range all {
			if (isPrefix && strings.HasPrefix(r.path, prefix)) || (!isPrefix && strings.EqualFold(r.path, prefix)) {
				picked[r.path], found = true, true
			}
		}
		if !found {
			return nil, fmt.Errorf("-routes: %q names no route of %s (nor home)", item, routeTableFile)
		}
	}
	var out []siteRoute
	for _, r := range all {
		if picked[r.path] {
			out = append(out, r)
		}
	}
	return out, nil
}
