package bfftest

import (
	"bytes"
	"cmp"
	"context"
	"encoding/json"
	"flag"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/casinobff/bff/adapters/fakeupstream"
)

var update = flag.Bool("update", false, "rewrite the golden answers in testdata/bff")

// GoldenEntry is one line of a feature's testdata/bff/<feature>/index.json: which request a
// golden body answers.
type GoldenEntry struct {
	Name   string `json:"name"`
	File   string `json:"file"`
	Method string `json:"method"`
	Path   string `json:"path"`
	Status int    `json:"status"`
	// Headers the request carries beyond the site's usual ones (Host for another site,
	// Accept-Language for another language).
	Headers     map[string]string `json:"headers,omitempty"`
	Description string            `json:"description"`
}

// GoldenCase is a golden and how to provoke it.
type GoldenCase struct {
	GoldenEntry
	Scenario fakeupstream.Scenario // the fake upstream's scenario for the request
	Warm     bool                  // ask once under the normal scenario first, then let the cache go stale
	Body     string                // request body (JSON unless ContentType says otherwise), for writes
	// ContentType is the body's type when it is not JSON: a multipart upload's, with its
	// boundary (bfftest.Multipart). It is not in the index: the site's mocks answer by path.
	ContentType string
	// Key is the Idempotency-Key a money write carries, as the site sends a new one with each
	// form. It is not in the index: the site's mocks answer a write whatever its key.
	Key string
	As  string // demo account to sign in as first; empty: a visitor
	// Before runs on the case's server before its request, for state the case needs that
	// another feature's calls make (the launches the recent games list).
	Before func(t testing.TB, s *Stack)
	// Edits change the case's server (WithWalletTimeout: a write's answer too late).
	Edits []Option
	// Session, when set, makes the case's session cookie however the case needs it (one an
	// exclusion has since ended); As is then ignored.
	Session func(t testing.TB, s *Stack) *http.Cookie
}

// Golden is a GET golden.
func Golden(name, path string, status int, description string) GoldenCase {
	return GoldenCase{GoldenEntry: GoldenEntry{
		Name: name, File: name + ".json", Method: http.MethodGet, Path: path, Status: status, Description: description,
	}}
}

// Write is a golden of a request with a body (none when body is empty).
func Write(method, name, path string, status int, body, description string) GoldenCase {
	c := Golden(name, path, status, description)
	c.Method, c.Body = method, body
	return c
}

// Upload is a golden of a multipart write: body and contentType as bfftest.Multipart makes them.
func Upload(method, name, path string, status int, body, contentType, description string) GoldenCase {
	c := Write(method, name, path, status, body, description)
	c.ContentType = contentType
	return c
}

// As signs the case's request in as a demo account.
func As(user string, c GoldenCase) GoldenCase {
	c.As = user
	return c
}

// GoldenUpstream stands for the fake upstream's address, which changes with every run, in the
// goldens: a game's address points at the fake's /play page.
const GoldenUpstream = "http://upstream.test"

// StableAddresses writes GoldenUpstream for fakeURL in an answer.
func StableAddresses(body []byte, fakeURL string) []byte {
	return bytes.ReplaceAll(body, []byte(fakeURL), []byte(GoldenUpstream))
}

func (c GoldenCase) request() *http.Request {
	var body io.Reader
	if c.Body != "" {
		body = strings.NewReader(c.Body)
	}
	req := httptest.NewRequestWithContext(context.Background(), c.Method, c.Path, body)
	req.Host = "localhost:8080"
	if c.Body != "" {
		req.Header.Set("Content-Type", cmp.Or(c.ContentType, "application/json"))
	}
	if c.Method != http.MethodGet {
		req.Header.Set("X-CSRF", "1")
		req.Header.Set("Origin", Origin)
	}
	if c.Key != "" {
		req.Header.Set("Idempotency-Key", c.Key)
	}
	for k, v := range c.Headers {
		if k == "Host" {
			req.Host = v
			continue
		}
		req.Header.Set(k, v)
	}
	return req
}

// RunGoldens runs each case through the real stack (the fake upstream on a loopback port, the
// upstream client, the cache, the server) and compares the answer with
// testdata/bff/<feature>/<name>.json. The cases run in order against one fake upstream, whose
// member state carries over from case to case and whose clock stands at GoldenTime; each gets
// a server of its own, on a clock starting there. go test -update rewrites the goldens and the
// feature's index.
func RunGoldens(t *testing.T, feature string, cases []GoldenCase) {
	t.Helper()
	fake, fakeURL := StartFakeUpstreamAt(t, func() time.Time { return GoldenTime })
	dir := filepath.Join(GoldenRoot, feature)
	if *update {
		if err := os.MkdirAll(dir, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	for _, c := range cases {
		t.Run(c.Name, func(t *testing.T) {
			if err := fake.SetScenario(fakeupstream.Scenario{}); err != nil {
				t.Fatal(err)
			}
			clk := NewClock(GoldenTime)
			s := &Stack{t: t, Fake: fake, URL: fakeURL, Clock: clk, Server: RealServer(t, fakeURL, clk, c.Edits...)}
			if c.Before != nil {
				c.Before(t, s)
			}
			if c.Warm {
				Serve(s.Server, c.request())
				clk.Advance(CacheTTL + time.Second)
			}
			req := c.request()
			switch {
			case c.Session != nil:
				req.AddCookie(c.Session(t, s))
			case c.As != "":
				req.AddCookie(s.SignIn(c.As))
			}
			if err := fake.SetScenario(c.Scenario); err != nil {
				t.Fatal(err)
			}
			rec := Serve(s.Server, req)
			if rec.Code != c.Status {
				t.Fatalf("status %d, want %d: %s", rec.Code, c.Status, rec.Body)
			}
			var pretty bytes.Buffer
			if err := json.Indent(&pretty, StableAddresses(rec.Body.Bytes(), fakeURL), "", "  "); err != nil {
				t.Fatalf("answer is not JSON: %v: %s", err, rec.Body)
			}
			compareGolden(t, filepath.Join(dir, c.File), pretty.Bytes())
		})
	}
	entries := make([]GoldenEntry, 0, len(cases))
	for _, c := range cases {
		entries = append(entries, c.GoldenEntry)
	}
	index, err := json.MarshalIndent(entries, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	compareGolden(t, filepath.Join(dir, "index.json"), append(index, '\n'))
}

// GoldenIndexes are every feature's golden entries, by the feature's folder.
func GoldenIndexes(t testing.TB) map[string][]GoldenEntry {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(GoldenRoot, "*", "index.json"))
	if err != nil {
		t.Fatal(err)
	}
	out := map[string][]GoldenEntry{}
	for _, f := range files {
		raw, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		var entries []GoldenEntry
		if err := json.Unmarshal(raw, &entries); err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		out[filepath.Dir(f)] = entries
	}
	return out
}

func compareGolden(t *testing.T, path string, got []byte) {
	t.Helper()
	if *update {
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test ./bff/... -update to write it)", err)
	}
	if !bytes.Equal(got, want) {
		t.Fatalf("%s differs from the answer (run go test ./bff/... -update to accept it):\n%s", path, firstDifference(string(want), string(got)))
	}
}

// firstDifference shows where two texts part, line by line.
func firstDifference(want, got string) string {
	w, g := strings.Split(want, "\n"), strings.Split(got, "\n")
	for i := 0; i < max(len(w), len(g)); i++ {
		var wl, gl string
		if i < len(w) {
			wl = w[i]
		}
		if i < len(g) {
			gl = g[i]
		}
		if wl != gl {
			return "line " + strconv.Itoa(i+1) + ":\n  golden: " + wl + "\n  answer: " + gl
		}
	}
	return "(same lines, different bytes)"
}

// Launch bodies the goldens and tests of several features send: a slot, a hot match, a
// lottery game, a vendor tile, a vendor entry, a fixed game.
const (
	LaunchSuperAce  = `{"gameId": "JL0185", "nodeId": "161617", "vendor": "JL", "category": "RNG"}`
	LaunchHotMatch  = `{"gameId": "SPB0353", "nodeId": "160382", "vendor": "SPB", "category": "SPORTS", "matchId": "40875194", "leagueId": "91260"}`
	LaunchMienBac   = `{"gameId": "TCGLOTTOVN0285", "nodeId": "163079", "vendor": "TCG_LOTTO_VN", "category": "ELOTT"}`
	LaunchSportBook = `{"vendor": "SPB", "category": "SPORTS"}`
	LaunchPGEntry   = `{"vendor": "PG", "category": "VASSALAGE"}`
	LaunchLudo      = `{"gameId": "JL0092", "nodeId": "174856", "vendor": "JL", "category": "LUDO"}`
)
