package httpx_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"slices"
	"strconv"
	"testing"

	"github.com/casinobff/bff/bff/bfftest"
)

// The problem codes and the field codes are declared once, in errors.go, and the contract
// lists the same sets: a code added on one side only fails here.
func TestCodesAreTheContracts(t *testing.T) {
	declared := declaredCodes(t, "errors.go")
	doc := bfftest.LoadContract(t)
	for typ, schema := range map[string]string{"Code": "ErrorCode", "FieldCode": "FieldCode"} {
		var listed []string
		for _, v := range doc.Components.Schemas[schema].Value.Enum {
			listed = append(listed, v.(string))
		}
		got := declared[typ]
		slices.Sort(got)
		slices.Sort(listed)
		if !slices.Equal(got, listed) {
			t.Errorf("%s: errors.go declares %v\nbff/openapi.yaml's %s lists %v", typ, got, schema, listed)
		}
	}
}

// declaredCodes reads the string constants of file by their type's name, failing on a value
// declared twice.
func declaredCodes(t *testing.T, file string) map[string][]string {
	t.Helper()
	f, err := parser.ParseFile(token.NewFileSet(), file, nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string][]string{}
	for _, decl := range f.Decls {
		gen, ok := decl.(*ast.GenDecl)
		if !ok || gen.Tok != token.CONST {
			continue
		}
		for _, spec := range gen.Specs {
			v := spec.(*ast.ValueSpec)
			typ, ok := v.Type.(*ast.Ident)
			if !ok || len(v.Values) != 1 {
				continue
			}
			lit, ok := v.Values[0].(*ast.BasicLit)
			if !ok || lit.Kind != token.STRING {
				continue
			}
			s, err := strconv.Unquote(lit.Value)
			if err != nil {
				t.Fatal(err)
			}
			if slices.Contains(out[typ.Name], s) {
				t.Errorf("%s %q is declared twice", typ.Name, s)
			}
			out[typ.Name] = append(out[typ.Name], s)
		}
	}
	return out
}
