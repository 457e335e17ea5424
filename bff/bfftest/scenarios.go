package bfftest

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/getkin/kin-openapi/openapi3"
)

// ScenarioRoot holds the scripted scenarios (testdata/scenarios/*.json): sequences of requests
// as the site makes them, each with the status, problem code and shape the BFF answers. The
// BFF over the fake upstream writes the expected parts (RunScenarios with -update); the site's
// msw mocks must answer the same (frontend/src/mocks/scenarios.test.ts).
var ScenarioRoot = filepath.Join(repoRoot, "testdata", "scenarios")

// ScriptedScenario is one scenario of a file: a fresh back office, then its steps in order.
type ScriptedScenario struct {
	Name        string         `json:"name"`
	Description string         `json:"description"`
	Steps       []ScriptedStep `json:"steps"`
}

// ScriptedStep is one request and what it is answered. Method, Path, As, Session, Key and Body
// are written by hand; Status, Code and Shape are recorded from the BFF.
type ScriptedStep struct {
	Note string `json:"note,omitempty"`
	// As is who is logged in: visitor, or a demo account (demo01, agent01, free01 ...), signed
	// in through the real login at its first step, and again after an answer cleared its cookie.
	As string `json:"as"`
	// Session names another session of the same account, signed in apart (a second device):
	// one a time-out did not end, say. The site's mocks keep one session and ignore it.
	Session string          `json:"session,omitempty"`
	Method  string          `json:"method"`
	Path    string          `json:"path"`
	Key     string          `json:"key,omitempty"` // the Idempotency-Key of a money write
	Body    json.RawMessage `json:"body,omitempty"`
	Status  int             `json:"status"`
	Code    string          `json:"code,omitempty"` // a problem's code
	// Shape is the answer's field names and JSON types (string, number, boolean, null),
	// recursively; an array is shaped by its first element ([] when empty).
	Shape any `json:"shape"`
}

// Visitor is ScriptedStep.As for nobody logged in.
const Visitor = "visitor"

// ShapeOf is a decoded JSON value's shape, as ScriptedStep.Shape holds it.
func ShapeOf(v any) any {
	switch x := v.(type) {
	case map[string]any:
		out := make(map[string]any, len(x))
		for k, e := range x {
			out[k] = ShapeOf(e)
		}
		return out
	case []any:
		if len(x) == 0 {
			return []any{}
		}
		return []any{ShapeOf(x[0])}
	case string:
		return "string"
	case float64, json.Number:
		return "number"
	case bool:
		return "boolean"
	default:
		return "null"
	}
}

// RunScenarios runs every scenario of every file in ScenarioRoot against the real BFF over a
// fake upstream of its own (NewStack), holding each answer to the contract and to the file's
// status, code and shape; go test -update rewrites those.
func RunScenarios(t *testing.T) {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(ScenarioRoot, "*.json"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no scenarios in %s: %v", ScenarioRoot, err)
	}
	doc := LoadContract(t)
	for _, file := range files {
		raw, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		var scenarios []ScriptedScenario
		dec := json.NewDecoder(bytes.NewReader(raw))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&scenarios); err != nil {
			t.Fatalf("%s: %v", file, err)
		}
		t.Run(filepath.Base(file), func(t *testing.T) {
			for i := range scenarios {
				t.Run(scenarios[i].Name, func(t *testing.T) { runScenario(t, doc, &scenarios[i]) })
			}
		})
		out, err := json.MarshalIndent(scenarios, "", "  ")
		if err != nil {
			t.Fatal(err)
		}
		compareGolden(t, file, append(out, '\n'))
	}
}

// runScenario sends sc's steps in order; under -update it records what each was answered.
func runScenario(t *testing.T, doc *openapi3.T, sc *ScriptedScenario) {
	s := NewStack(t)
	cookies := map[string]*http.Cookie{}
	for i := range sc.Steps {
		step := &sc.Steps[i]
		req := APIRequest(step.Method, step.Path, string(step.Body))
		if step.Key != "" {
			req.Header.Set("Idempotency-Key", step.Key)
		}
		who := step.As + "/" + step.Session
		if step.As != Visitor {
			if cookies[who] == nil {
				cookies[who] = s.SignIn(step.As)
			}
			req.AddCookie(cookies[who])
		}
		rec := Serve(s.Server, req)
		if c := SetCookie(rec); c != nil && c.Value == "" && step.As != Visitor {
			cookies[who] = nil // the answer ended the session, as the browser forgets the cookie
		}
		if err := CheckAnswer(doc, step.Method, step.Path, rec.Code, rec.Header(), rec.Body.Bytes()); err != nil {
			t.Errorf("step %d, %s %s: the answer breaks the contract: %v", i+1, step.Method, step.Path, err)
		}
		status, code, shape := answered(t, rec)
		if *update {
			step.Status, step.Code, step.Shape = status, code, shape
			continue
		}
		if status != step.Status || code != step.Code || !reflect.DeepEqual(shape, normalShape(step.Shape)) {
			got, _ := json.Marshal(shape)
			want, _ := json.Marshal(step.Shape)
			t.Errorf("step %d, %s %s as %s: answered %d %q %s,\nwant %d %q %s\n(run go test ./bff/ -run Scenarios -update to accept it)",
				i+1, step.Method, step.Path, step.As, status, code, got, step.Status, step.Code, want)
		}
	}
}

// answered is an answer's status, problem code and shape.
func answered(t *testing.T, rec *httptest.ResponseRecorder) (int, string, any) {
	t.Helper()
	if rec.Body.Len() == 0 {
		return rec.Code, "", nil
	}
	var v any
	if err := json.Unmarshal(rec.Body.Bytes(), &v); err != nil {
		t.Fatalf("%d: the answer is not JSON: %v: %s", rec.Code, err, rec.Body)
	}
	code := ""
	if p, ok := v.(map[string]any); ok && rec.Code >= http.StatusBadRequest {
		code, _ = p["code"].(string)
	}
	return rec.Code, code, ShapeOf(v)
}

// normalShape is a shape as read from a file in the types ShapeOf makes.
func normalShape(v any) any {
	raw, err := json.Marshal(v)
	if err != nil {
		panic(fmt.Sprintf("bfftest: a shape that does not encode: %v", err))
	}
	var out any
	_ = json.Unmarshal(raw, &out)
	return out
}
