package bff

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/getkin/kin-openapi/openapi3"
	"github.com/getkin/kin-openapi/openapi3filter"
	"github.com/getkin/kin-openapi/routers"

	"github.com/casinobff/bff/adapters"
)

// loadContract loads bff/openapi.yaml and checks that it is a valid OpenAPI document.
func loadContract(t *testing.T) *openapi3.T {
	t.Helper()
	loader := openapi3.NewLoader()
	doc, err := loader.LoadFromFile("openapi.yaml")
	if err != nil {
		t.Fatalf("loading the contract: %v", err)
	}
	if err := doc.Validate(loader.Context); err != nil {
		t.Fatalf("the contract is not valid OpenAPI: %v", err)
	}
	return doc
}

// checkAnswer validates one answer against the operation of method and target; the status
// must be declared (or covered by default) and the body must match its schema exactly.
func checkAnswer(doc *openapi3.T, method, target string, status int, header http.Header, body []byte) error {
	u, err := url.Parse(target)
	if err != nil {
		return err
	}
	template, item := contractPath(doc, u.Path)
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

// TestContractOverFakes holds every kind of answer the handlers give, success and error,
// to the contract, without the upstream stack the goldens need.
func TestContractOverFakes(t *testing.T) {
	doc := loadContract(t)
	tests := []struct {
		name   string
		target string
		host   string
		breaks func(h *harness)
		status int
	}{
		{"site", "/api/v1/site", "", nil, 200},
		{"site maintenance", "/api/v1/site", "", func(h *harness) { h.content.status.Maintenance = true }, 200},
		{"site unavailable", "/api/v1/site", "", func(h *harness) { h.content.failOn("WhiteLabel", adapters.ErrUnavailable) }, 503},
		{"site unknown host", "/api/v1/site", "nowhere.example", nil, 404},
		{"categories", "/api/v1/categories?lang=en", "", nil, 200},
		{"games", "/api/v1/games", "", nil, 200},
		{"games filtered", "/api/v1/games?category=RNG&vendor=JL&classify=AC&minBet=1&page=1&pageSize=5", "", nil, 200},
		{"games hot", "/api/v1/games?category=HOT", "", nil, 200},
		{"games invalid", "/api/v1/games?category=NOPE&page=0&pageSize=1000&name=" + strings.Repeat("x", 65), "", nil, 400},
		{"games favourites", "/api/v1/games?category=FAV", "", nil, 401},
		{"games refused", "/api/v1/games?category=RNG", "", func(h *harness) { h.catalog.failOn("ListGames", &adapters.BusinessError{Code: "x"}) }, 502},
		{"home", "/api/v1/home", "", nil, 200},
		{"home degraded", "/api/v1/home", "", func(h *harness) {
			h.catalog.failOn("Winners", adapters.ErrUnavailable)
			h.catalog.staleOn("HotGames")
		}, 200},
		{"home zero times", "/api/v1/home", "", func(h *harness) {
			for i := range h.catalog.winners {
				h.catalog.winners[i].Time = time.Time{}
			}
			h.catalog.matches[0].StartsAt = time.Time{}
			h.content.lists.Notices[0].Start = time.Time{}
		}, 200},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h := newHarness(t)
			if tt.breaks != nil {
				tt.breaks(h)
			}
			header := http.Header{}
			if tt.host != "" {
				header.Set("Host", tt.host)
			}
			rec := h.do(http.MethodGet, tt.target, header, nil)
			if rec.Code != tt.status {
				t.Fatalf("status %d, want %d: %s", rec.Code, tt.status, rec.Body)
			}
			if err := checkAnswer(doc, http.MethodGet, tt.target, rec.Code, rec.Header(), rec.Body.Bytes()); err != nil {
				t.Fatalf("answer breaks the contract: %v\n%s", err, rec.Body)
			}
		})
	}
}
