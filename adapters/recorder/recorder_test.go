package recorder

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/casinobff/bff/adapters/fakeupstream"
	"github.com/casinobff/bff/adapters/fakeupstream/fakeuptest"
	"github.com/casinobff/bff/adapters/upstream"
	"github.com/casinobff/bff/testdata"
)

// TestRecordFromTheFake records from the fake upstream, which serves the committed fixtures, and
// expects the same fixtures back: the round trip goes through the real client, the paging and
// the redaction.
func TestRecordFromTheFake(t *testing.T) {
	_, fakeURL := fakeuptest.Start(t, fakeupstream.Options{})
	client := func(backend string) *upstream.Client {
		c, err := upstream.New(upstream.Options{Site: "demo", Backend: backend, BaseURL: fakeURL, Merchant: "DEMO", Timeout: 10 * time.Second})
		if err != nil {
			t.Fatal(err)
		}
		return c
	}
	out := t.TempDir()
	files, err := Record(context.Background(), Options{
		Games: client("games"), Content: client("content"), Merchant: "DEMO", Languages: []string{"bn", "en"}, Out: out,
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(files) != 13 {
		t.Errorf("recorded %d files, want 13: %v", len(files), files)
	}
	for _, name := range files {
		t.Run(name, func(t *testing.T) {
			got, want := decode(t, os.ReadFile, filepath.Join(out, name)), decode(t, testdata.Upstream.ReadFile, "upstream/"+name)
			switch name {
			case "winners.json":
				checkWinners(t, got, want)
			case "status.json":
				got.(map[string]any)["location"] = want.(map[string]any)["location"]
				fallthrough
			default:
				if !reflect.DeepEqual(got, want) {
					t.Errorf("recorded %s differs from the fixture it was served from", name)
				}
			}
		})
	}
}

// checkWinners: the board is cut to 100 entries, customer names are pseudonyms, the rest is kept.
func checkWinners(t *testing.T, got, want any) {
	t.Helper()
	g, w := got.([]any), want.([]any)
	if len(g) != 100 {
		t.Fatalf("winners: %d entries, want 100", len(g))
	}
	for i := range g {
		gv, wv := g[i].(map[string]any)["vo"].(map[string]any), w[i].(map[string]any)["vo"].(map[string]any)
		name, _ := gv["customerName"].(string)
		if !strings.HasPrefix(name, "player_") || name == wv["customerName"] {
			t.Fatalf("winner %d: customer name %q is not a pseudonym", i, name)
		}
		gv["customerName"] = wv["customerName"]
		if !reflect.DeepEqual(g[i], w[i]) {
			t.Fatalf("winner %d differs beyond the customer name", i)
		}
	}
}

func decode(t *testing.T, read func(string) ([]byte, error), path string) any {
	t.Helper()
	b, err := read(path)
	if err != nil {
		t.Fatal(err)
	}
	var v any
	if err := json.Unmarshal(b, &v); err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return v
}

func TestRedactKeepsFlagsAndBlanksSecrets(t *testing.T) {
	v := redact(map[string]any{
		"token": "abc", "MOBILENUMREG3": true, "nested": []any{map[string]any{"password": "x", "title": "hello"}},
	}).(map[string]any)
	if v["token"] != "[redacted]" || v["MOBILENUMREG3"] != true {
		t.Errorf("redact: %v", v)
	}
	inner := v["nested"].([]any)[0].(map[string]any)
	if inner["password"] != "[redacted]" || inner["title"] != "hello" {
		t.Errorf("redact nested: %v", inner)
	}
}
