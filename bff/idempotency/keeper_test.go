package idempotency_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/labstack/echo/v4"

	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/bff/httpx"
	"github.com/casinobff/bff/bff/idempotency"
)

// write is a money write's handler as a test drives it: it counts its calls and answers what
// the test's outcome says.
type write struct {
	calls   atomic.Int32
	outcome func(c echo.Context) error
}

func (w *write) handle(c echo.Context) error {
	n := w.calls.Add(1)
	if w.outcome != nil {
		return w.outcome(c)
	}
	httpx.NoStore(c)
	return c.JSON(http.StatusCreated, map[string]any{"id": fmt.Sprint("w", n), "amount": "1500.00"})
}

// heldWrite is a write that, once its first call has started, waits for release before it
// answers 201.
func heldWrite() (w *write, started <-chan struct{}, release chan<- struct{}) {
	begun, free := make(chan struct{}), make(chan struct{})
	var once sync.Once
	w = &write{outcome: func(c echo.Context) error {
		once.Do(func() { close(begun) })
		<-free
		return c.JSON(http.StatusCreated, map[string]string{"id": "w1"})
	}}
	return w, begun, free
}

// server is an echo with the BFF's error handling and one guarded write; the member is the
// X-Member header, and a request without one is login_required.
func server(k *idempotency.Keeper, w *write) *echo.Echo {
	e := echo.New()
	e.HTTPErrorHandler = httpx.ErrorHandler
	e.JSONSerializer = httpx.JSONSerializer{}
	e.POST("/withdrawals", func(c echo.Context) error {
		// As a write route's pipeline (bff/kit) does: the member, the key, the body, then Once.
		m := c.Request().Header.Get("X-Member")
		if m == "" {
			return httpx.ErrLoginRequired
		}
		key, err := idempotency.Key(c)
		if err != nil {
			return err
		}
		body, err := io.ReadAll(c.Request().Body)
		if err != nil {
			return err
		}
		return k.Once(c, "demo/"+m, key, string(body), w.handle)
	})
	return e
}

func send(e *echo.Echo, member, key, body string) *httptest.ResponseRecorder {
	return sendCtx(context.Background(), e, member, key, body)
}

func sendCtx(ctx context.Context, e *echo.Echo, member, key, body string) *httptest.ResponseRecorder {
	req := httptest.NewRequestWithContext(ctx, http.MethodPost, "/withdrawals", strings.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	if member != "" {
		req.Header.Set("X-Member", member)
	}
	if key != "" {
		req.Header.Set(idempotency.Header, key)
	}
	rec := httptest.NewRecorder()
	e.ServeHTTP(rec, req)
	return rec
}

func codeOf(rec *httptest.ResponseRecorder) string {
	var p httpx.Problem
	_ = json.Unmarshal(rec.Body.Bytes(), &p)
	return string(p.Code)
}

const key = "key-0001-abcdef"

func TestKeyRequired(t *testing.T) {
	w := &write{}
	e := server(idempotency.New(idempotency.Options{}), w)
	tests := []struct {
		name, member, key string
		status            int
		code, field       string
	}{
		{"no session before anything", "", "", 401, "login_required", ""},
		{"no key", "demo01", "", 400, "validation_failed", `"name":"Idempotency-Key","code":"required"`},
		{"too short", "demo01", "1234567", 400, "validation_failed", `"name":"Idempotency-Key","code":"invalid"`},
		{"too long", "demo01", strings.Repeat("a", 65), 400, "validation_failed", `"code":"invalid"`},
		{"a character outside the set", "demo01", "key.with.dots", 400, "validation_failed", `"code":"invalid"`},
		{"a space", "demo01", "key with space", 400, "validation_failed", `"code":"invalid"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rec := send(e, tt.member, tt.key, `{}`)
			if rec.Code != tt.status || codeOf(rec) != tt.code || !strings.Contains(rec.Body.String(), tt.field) {
				t.Fatalf("%d %s", rec.Code, rec.Body)
			}
		})
	}
	for _, k := range []string{"12345678", strings.Repeat("Z", 64), "550e8400-e29b-41d4-a716-446655440000", "a_b-C_d-1"} {
		if !idempotency.ValidKey(k) {
			t.Errorf("ValidKey(%q) = false", k)
		}
	}
	if w.calls.Load() != 0 {
		t.Errorf("a refused request ran the write %d times", w.calls.Load())
	}
}

// A repeated key answers the first answer, byte for byte, without running the write again;
// another body under the key is a conflict; another member's key is their own.
func TestRepeatAnswersTheFirstAnswer(t *testing.T) {
	w := &write{}
	e := server(idempotency.New(idempotency.Options{}), w)
	first := send(e, "demo01", key, `{"amount":"1500"}`)
	if first.Code != 201 {
		t.Fatalf("%d %s", first.Code, first.Body)
	}
	again := send(e, "demo01", key, `{"amount":"1500"}`)
	if again.Code != 201 || again.Body.String() != first.Body.String() {
		t.Fatalf("the repeat: %d %s, want %s", again.Code, again.Body, first.Body)
	}
	if again.Header().Get(idempotency.ReplayedHeader) != "true" || again.Header().Get("Cache-Control") != "no-store" ||
		again.Header().Get("Content-Type") != first.Header().Get("Content-Type") {
		t.Errorf("the repeat's headers: %v", again.Header())
	}
	if first.Header().Get(idempotency.ReplayedHeader) != "" {
		t.Error("the first answer says it is a replay")
	}
	if conflict := send(e, "demo01", key, `{"amount":"1600"}`); conflict.Code != 409 || codeOf(conflict) != "idempotency_conflict" {
		t.Fatalf("another body: %d %s", conflict.Code, conflict.Body)
	}
	if other := send(e, "rahim", key, `{"amount":"1500"}`); other.Code != 201 || other.Body.String() == first.Body.String() {
		t.Fatalf("another member's key: %d %s", other.Code, other.Body)
	}
	if n := w.calls.Load(); n != 2 {
		t.Errorf("the write ran %d times, want 2 (demo01 once, rahim once)", n)
	}
}

// What reached the upstream is kept; what was answered before the write left the BFF is not,
// so the player may fix the form and send it again under the same key.
func TestWhatIsKept(t *testing.T) {
	refused := &adapters.BusinessError{Kind: adapters.ErrInsufficientFunds, Code: "balance.insufficient"}
	tests := []struct {
		name    string
		outcome error
		status  int
		kept    bool
	}{
		{"a refusal of the upstream", refused, 502, true},
		{"a refusal the feature names", httpx.NewError(httpx.CodeInsufficientFunds, "no").WithCause(refused), 422, true},
		{"a field the upstream refused", httpx.Validation(httpx.FieldError{Name: "amount", Code: httpx.FieldOutOfRange}).WithCause(refused), 400, true},
		{"sent, no answer", fmt.Errorf("withdraw: %w: %w", adapters.ErrOutcomeUnknown, context.DeadlineExceeded), 502, true},
		{"the BFF's own validation", httpx.Validation(httpx.FieldError{Name: "amount", Code: httpx.FieldInvalid}), 400, false},
		{"unavailable before sending", fmt.Errorf("withdraw: %w", adapters.ErrUnavailable), 503, false},
		{"the session not accepted", adapters.ErrUnauthorized, 401, false},
		{"a free account", httpx.NewError(httpx.CodeFreeReject, "no"), 403, false},
		{"a bug", errors.New("nil map"), 500, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			w := &write{outcome: func(echo.Context) error { return tt.outcome }}
			e := server(idempotency.New(idempotency.Options{}), w)
			first := send(e, "demo01", key, `{}`)
			second := send(e, "demo01", key, `{}`)
			if first.Code != tt.status || second.Code != tt.status {
				t.Fatalf("statuses %d and %d, want %d: %s", first.Code, second.Code, tt.status, first.Body)
			}
			want := int32(2)
			if tt.kept {
				want = 1
				if second.Body.String() != first.Body.String() || second.Header().Get(idempotency.ReplayedHeader) != "true" {
					t.Errorf("the repeat %s, want %s", second.Body, first.Body)
				}
			}
			if n := w.calls.Load(); n != want {
				t.Errorf("the write ran %d times, want %d", n, want)
			}
		})
	}
}

// Two requests with one key at once: the second waits for the first and answers its answer;
// the write runs once.
func TestConcurrentRepeatWaits(t *testing.T) {
	w, started, release := heldWrite()
	e := server(idempotency.New(idempotency.Options{}), w)
	answers := make(chan *httptest.ResponseRecorder, 2)
	go func() { answers <- send(e, "demo01", key, `{"amount":"1500"}`) }()
	<-started
	go func() { answers <- send(e, "demo01", key, `{"amount":"1500"}`) }()
	time.Sleep(30 * time.Millisecond) // the second is waiting by now
	close(release)
	a, b := <-answers, <-answers
	if a.Code != 201 || b.Code != 201 || a.Body.String() != b.Body.String() {
		t.Fatalf("%d %s and %d %s", a.Code, a.Body, b.Code, b.Body)
	}
	if n := w.calls.Load(); n != 1 {
		t.Fatalf("the write ran %d times", n)
	}
}

// A repeat waits no longer than its own request: when that ends first it is told the first
// request is still in progress, and the first goes on.
func TestRepeatWaitEndsWithItsRequest(t *testing.T) {
	w, started, release := heldWrite()
	e := server(idempotency.New(idempotency.Options{}), w)
	first := make(chan *httptest.ResponseRecorder)
	go func() { first <- send(e, "demo01", key, `{}`) }()
	<-started
	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	if rec := sendCtx(ctx, e, "demo01", key, `{}`); rec.Code != 409 || !strings.Contains(rec.Body.String(), "still being made") {
		t.Fatalf("%d %s", rec.Code, rec.Body)
	}
	close(release)
	if rec := <-first; rec.Code != 201 {
		t.Fatalf("the first: %d %s", rec.Code, rec.Body)
	}
}

// A write that holds its key finishes even when the browser goes away, and its answer is there
// for the repeat.
func TestWriteOutlivesTheBrowser(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	w := &write{}
	w.outcome = func(c echo.Context) error {
		cancel() // the browser leaves while the upstream works
		time.Sleep(10 * time.Millisecond)
		if err := c.Request().Context().Err(); err != nil {
			return err
		}
		return c.JSON(http.StatusCreated, map[string]string{"id": "w1"})
	}
	e := server(idempotency.New(idempotency.Options{}), w)
	sendCtx(ctx, e, "demo01", key, `{}`)
	if rec := send(e, "demo01", key, `{}`); rec.Code != 201 || rec.Header().Get(idempotency.ReplayedHeader) != "true" {
		t.Fatalf("the repeat: %d %s", rec.Code, rec.Body)
	}
	if n := w.calls.Load(); n != 1 {
		t.Fatalf("the write ran %d times", n)
	}
}

// failingStore cannot be reached.
type failingStore struct{ idempotency.Store }

func (failingStore) Reserve(context.Context, string, string, time.Duration) (idempotency.Lease, *idempotency.Record, error) {
	return idempotency.Lease{}, nil, errors.New("connection refused")
}

func TestStoreDownRefusesWrites(t *testing.T) {
	w := &write{}
	e := server(idempotency.New(idempotency.Options{Store: failingStore{}}), w)
	if rec := send(e, "demo01", key, `{}`); rec.Code != 503 || codeOf(rec) != "upstream_unavailable" {
		t.Fatalf("%d %s", rec.Code, rec.Body)
	}
	if w.calls.Load() != 0 {
		t.Fatal("a write ran without its key kept")
	}
}

// A write whose handler panics may have been sent: the request gets the server's internal
// error, and its key keeps outcome_unknown, so that a repeat never sends it again.
func TestPanicKeepsOutcomeUnknown(t *testing.T) {
	w := &write{outcome: func(echo.Context) error { panic("after the upstream call") }}
	e := server(idempotency.New(idempotency.Options{}), w)
	e.Use(httpx.Recover())
	first := send(e, "demo01", key, `{}`)
	if first.Code != http.StatusInternalServerError {
		t.Fatalf("the first: %d %s", first.Code, first.Body)
	}
	again := send(e, "demo01", key, `{}`)
	if again.Code != http.StatusBadGateway || codeOf(again) != "outcome_unknown" || again.Header().Get("Content-Type") != httpx.MIMEProblem {
		t.Fatalf("the repeat: %d %s", again.Code, again.Body)
	}
	if n := w.calls.Load(); n != 1 {
		t.Fatalf("the write ran %d times", n)
	}
}
