package bfftest

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"

	"github.com/getkin/kin-openapi/openapi3"
	"github.com/getkin/kin-openapi/openapi3filter"
	"github.com/getkin/kin-openapi/routers"
)

// LoadContract loads bff/openapi.yaml and checks that it is a valid OpenAPI document.
func LoadContract(t testing.TB) *openapi3.T {
	t.Helper()
	loader := openapi3.NewLoader()
	doc, err := loader.LoadFromFile(ContractFile)
	if err != nil {
		t.Fatalf("loading the contract: %v", err)
	}
	if err := doc.Validate(loader.Context); err != nil {
		t.Fatalf("the contract is not valid OpenAPI: %v", err)
	}
	return doc
}

// CheckAnswer validates one answer against the operation of method and target; the status
// must be declared (or covered by default) and the body must match its schema exactly.
func CheckAnswer(doc *openapi3.T, method, target string, status int, header http.Header, body []byte) error {
	u, err := url.Parse(target)
	if err != nil {
		return err
	}
	template, item := ContractPath(doc, u.Path)
	if item == nil {
		return fmt.Errorf("the contract has no path %s", u.Path)
	}
	op := item.GetOperation(method)
	if op == nil {
		return fmt.Errorf("the contract has no %s %s", method, u.Path)
	}
	opts := &openapi3filter.Options{IncludeResponseStatus: true, MultiError: true}
	in := &openapi3filter.ResponseValidationInput{
		RequestValidationInput: &openapi3filter.RequestValidationInput{
			Request: httptest.NewRequestWithContext(context.Background(), method, target, nil),
			Route:   &routers.Route{Spec: doc, Path: template, PathItem: item, Method: method, Operation: op},
			Options: opts,
		},
		Status:  status,
		Header:  header,
		Options: opts,
	}
	return openapi3filter.ValidateResponse(context.Background(), in.SetBodyBytes(body))
}

// ContractPath finds the contract's path for a request path: itself, or a template whose
// {parameters} stand for one segment each (/api/v1/favourites/{nodeId}).
func ContractPath(doc *openapi3.T, path string) (string, *openapi3.PathItem) {
	if item := doc.Paths.Value(path); item != nil {
		return path, item
	}
	segments := strings.Split(path, "/")
next:
	for template, item := range doc.Paths.Map() {
		parts := strings.Split(template, "/")
		if len(parts) != len(segments) {
			continue
		}
		for i, p := range parts {
			param := strings.HasPrefix(p, "{") && strings.HasSuffix(p, "}")
			if (param && segments[i] == "") || (!param && p != segments[i]) {
				continue next
			}
		}
		return template, item
	}
	return "", nil
}
