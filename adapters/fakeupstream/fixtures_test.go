package fakeupstream

import (
	"encoding/json"
	"io/fs"
	"net/url"
	"os"
	"regexp"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/casinobff/bff/adapters/fakeupstream/internal/wire"
	"github.com/casinobff/bff/testdata"
)

// embedded is the fixture folder compiled into the binary.
func embedded(t *testing.T) fs.FS {
	t.Helper()
	sub, err := fs.Sub(testdata.Upstream, "upstream")
	if err != nil {
		t.Fatal(err)
	}
	return sub
}

var addressRE = regexp.MustCompile(`https?://[^\s"'<>)\]]+`)

// allowedHosts are the only hosts a fixture may name: documentation domains and this machine.
var allowedHosts = map[string]bool{
	"example.com": true, "example.org": true, "example.net": true, "localhost": true, "127.0.0.1": true,
}

// No fixture may point anywhere outside this machine: pictures are /media/ paths, links use
// the documentation domains. JSON strings are decoded first, so escaped slashes hide nothing.
func TestFixtureAddressesStayLocal(t *testing.T) {
	fsys := embedded(t)
	files := 0
	err := fs.WalkDir(fsys, ".", func(name string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		files++
		raw, err := fs.ReadFile(fsys, name)
		if err != nil {
			return err
		}
		texts := []string{string(raw)}
		if strings.HasSuffix(name, ".json") {
			var tree any
			if err := json.Unmarshal(raw, &tree); err != nil {
				t.Errorf("%s: %v", name, err)
				return nil
			}
			walkStrings(tree, func(s string) { texts = append(texts, s) })
		}
		for _, text := range texts {
			for _, addr := range addressRE.FindAllString(text, -1) {
				u, err := url.Parse(addr)
				if err != nil || !allowedHosts[u.Hostname()] {
					t.Errorf("%s names %s: only example.com/.org/.net, localhost and 127.0.0.1 are allowed", name, addr)
				}
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if files < 10 {
		t.Fatalf("walked %d files", files)
	}
}

// mapFS copies the embedded fixtures so a test can break one.
func mapFS(t *testing.T) fstest.MapFS {
	t.Helper()
	fsys := embedded(t)
	out := fstest.MapFS{}
	entries, err := fs.ReadDir(fsys, ".")
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		raw, err := fs.ReadFile(fsys, e.Name())
		if err != nil {
			t.Fatal(err)
		}
		out[e.Name()] = &fstest.MapFile{Data: raw}
	}
	return out
}

// edit rewrites one fixture's JSON through f.
func edit(t *testing.T, m fstest.MapFS, name string, f func(v map[string]any)) {
	t.Helper()
	var v map[string]any
	if err := json.Unmarshal(m[name].Data, &v); err != nil {
		t.Fatal(err)
	}
	f(v)
	raw, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	m[name] = &fstest.MapFile{Data: raw}
}

func TestBrokenFixturesFailAtStart(t *testing.T) {
	firstGame := func(v map[string]any) map[string]any { return v["games"].([]any)[0].(map[string]any) }
	tests := []struct {
		name   string
		mutate func(t *testing.T, m fstest.MapFS)
		want   string
	}{
		{"games not JSON", func(_ *testing.T, m fstest.MapFS) { m[wire.FileGames].Data = []byte("{") }, wire.FileGames},
		{"vendors missing", func(_ *testing.T, m fstest.MapFS) { delete(m, wire.FileVendors) }, wire.FileVendors},
		{"bn announcements missing", func(_ *testing.T, m fstest.MapFS) { delete(m, "announcements.bn.json") }, "announcements.bn.json"},
		{"game without node id", func(t *testing.T, m fstest.MapFS) {
			edit(t, m, wire.FileGames, func(v map[string]any) { firstGame(v)["nodeId"] = "" })
		}, "nodeId"},
		{"node id twice", func(t *testing.T, m fstest.MapFS) {
			edit(t, m, wire.FileGames, func(v map[string]any) {
				games := v["games"].([]any)
				games[1].(map[string]any)["nodeId"] = games[0].(map[string]any)["nodeId"]
			})
		}, "twice"},
		{"number where a string belongs", func(t *testing.T, m fstest.MapFS) {
			edit(t, m, wire.FileGames, func(v map[string]any) { firstGame(v)["gameName"] = 12 })
		}, wire.FileGames},
		{"picture of no known kind", func(t *testing.T, m fstest.MapFS) {
			edit(t, m, wire.FileGames, func(v map[string]any) { firstGame(v)["showIcon"] = "/media/posters/x.png" })
		}, "/media/posters/x.png"},
		{"icon of a game not in the catalogue", func(t *testing.T, m fstest.MapFS) {
			edit(t, m, wire.FileGames, func(v map[string]any) { firstGame(v)["iconUrl"] = "/media/games/NOPE.svg" })
		}, "NOPE"},
		{"mapping names an unknown vendor", func(t *testing.T, m fstest.MapFS) {
			edit(t, m, wire.FileVendors, func(v map[string]any) { v["mapping"].(map[string]any)["RNG"] = []string{"ZZ"} })
		}, "ZZ"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m := mapFS(t)
			tt.mutate(t, m)
			_, err := New(Options{Fixtures: m, Key: testKey()})
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("New = %v, want an error naming %q", err, tt.want)
			}
		})
	}
}

// A fresh recording has no maintenance status: the variants follow from the normal one.
func TestStatusVariantsDerived(t *testing.T) {
	m := mapFS(t)
	delete(m, wire.FileStatusMaint)
	delete(m, wire.FileStatusRegion)
	c := newFake(t, Options{Fixtures: m})
	c.scenario(`{"name": "maintenance"}`)
	if st := c.status(); !st.Maintenance || st.Info.MobileTemplate["mem_cen"] != "1" {
		t.Errorf("derived maintenance status %+v", st)
	}
	c.scenario(`{"name": "region_restricted"}`)
	if st := c.status(); !st.RegionRestriction {
		t.Errorf("derived region status %+v", st)
	}
}

// --fixture-dir serves a folder on disk.
func TestFixturesFromDisk(t *testing.T) {
	c := newFake(t, Options{Fixtures: os.DirFS("../../testdata/upstream")})
	if len(c.fake.fx.games) < 600 {
		t.Errorf("%d games from disk", len(c.fake.fx.games))
	}
}
