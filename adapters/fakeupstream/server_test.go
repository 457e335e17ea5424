package fakeupstream

import (
	"bytes"
	"context"
	"crypto/rsa"
	"encoding/json"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

// testKey is the fake's own key, made once per process and shared by every fake of the tests:
// RSA key generation is slow under -race.
func testKey() *rsa.PrivateKey {
	k, err := defaultKey()
	if err != nil {
		panic(err)
	}
	return k
}

// testClient calls a fake over real HTTP with the headers of docs/UPSTREAM.md.
type testClient struct {
	t    *testing.T
	fake *Server
	base string
}

func newFake(t *testing.T, opts Options) *testClient {
	t.Helper()
	if opts.Key == nil {
		opts.Key = testKey()
	}
	fake, err := New(opts)
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(fake)
	t.Cleanup(srv.Close)
	return &testClient{t: t, fake: fake, base: srv.URL}
}

// with is the client for a subtest, so that its failures stop the subtest, not its parent.
func (c *testClient) with(t *testing.T) *testClient {
	cp := *c
	cp.t = t
	return &cp
}

// reply is the platform envelope as a test reads it.
type reply struct {
	status    int
	Success   bool            `json:"success"`
	Value     json.RawMessage `json:"value"`
	ErrorCode string          `json:"errorCode"`
	Message   string          `json:"message"`
}

// rawReply is an answer read to its end.
type rawReply struct {
	status int
	header http.Header
	body   []byte
}

// do sends one call; body is JSON-encoded unless it is already []byte. hdr pairs override the
// defaults (an empty value removes a header).
func (c *testClient) do(method, path, token string, body any, hdr ...string) rawReply {
	c.t.Helper()
	got, err := c.send(method, path, token, body, hdr...)
	if err != nil {
		c.t.Fatal(err)
	}
	return got
}

// send is do without a test to fail: goroutines of a test use it.
func (c *testClient) send(method, path, token string, body any, hdr ...string) (rawReply, error) {
	var r io.Reader
	switch b := body.(type) {
	case nil:
	case []byte:
		r = bytes.NewReader(b)
	default:
		raw, err := json.Marshal(b)
		if err != nil {
			return rawReply{}, err
		}
		r = bytes.NewReader(raw)
	}
	req, err := http.NewRequestWithContext(context.Background(), method, c.base+path, r)
	if err != nil {
		return rawReply{}, err
	}
	req.Header.Set("Merchant", "DEMO")
	req.Header.Set("Language", "bn")
	req.Header.Set("Device", "MOBILE")
	req.Header.Set("ModuleId", "COMM3")
	req.Header.Set("X-Gateway-Version", "3")
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	if token != "" {
		req.Header.Set("Authorization", token)
	}
	for i := 0; i+1 < len(hdr); i += 2 {
		if hdr[i+1] == "" {
			req.Header.Del(hdr[i])
		} else {
			req.Header.Set(hdr[i], hdr[i+1])
		}
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return rawReply{}, err
	}
	raw, err := io.ReadAll(resp.Body)
	if cerr := resp.Body.Close(); err == nil {
		err = cerr
	}
	return rawReply{status: resp.StatusCode, header: resp.Header, body: raw}, err
}

// call sends one call and decodes the envelope.
func (c *testClient) call(method, path, token string, body any, hdr ...string) reply {
	c.t.Helper()
	raw := c.do(method, path, token, body, hdr...)
	var rep reply
	if err := json.Unmarshal(raw.body, &rep); err != nil {
		c.t.Fatalf("%s %s: answer is not JSON: %v: %.200s", method, path, err, raw.body)
	}
	rep.status = raw.status
	return rep
}

// get reads a successful call's value into v.
func (c *testClient) get(path, token string, v any, hdr ...string) {
	c.t.Helper()
	c.ok(c.call(http.MethodGet, path, token, nil, hdr...), v)
}

// ok checks a reply is a success and decodes its value into v (when v is not nil).
func (c *testClient) ok(rep reply, v any) {
	c.t.Helper()
	if rep.status != http.StatusOK || !rep.Success {
		c.t.Fatalf("want success, got %d %s %s", rep.status, rep.ErrorCode, rep.Message)
	}
	if v != nil {
		if err := json.Unmarshal(rep.Value, v); err != nil {
			c.t.Fatalf("value: %v: %.200s", err, rep.Value)
		}
	}
}

// refused checks a reply is a refusal with status and code.
func (c *testClient) refused(rep reply, status int, code string) {
	c.t.Helper()
	if rep.status != status || rep.Success || rep.ErrorCode != code {
		c.t.Fatalf("want %d %s, got %d success=%v %s (%s)", status, code, rep.status, rep.Success, rep.ErrorCode, rep.Message)
	}
}

// login logs in through the encrypted body, as the real client must, and returns the reply.
func (c *testClient) login(body map[string]string) reply {
	c.t.Helper()
	return c.encrypted(http.MethodPost, "/wps/session/login", "", body)
}

// token logs demo01 in.
func (c *testClient) token() string {
	c.t.Helper()
	var v struct{ Token string }
	c.ok(c.login(map[string]string{"username": "demo01", "password": "Demo1234", "type": "username"}), &v)
	return v.Token
}

func TestHeaderChecks(t *testing.T) {
	c := newFake(t, Options{})
	tests := []struct {
		name   string
		hdr    []string
		status int
		code   string
	}{
		{"no merchant", []string{"Merchant", ""}, http.StatusBadRequest, "merchant.missing"},
		{"browser cookie forwarded", []string{"Cookie", "__Host-session=abc"}, http.StatusBadRequest, "cookie.forbidden"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := c.with(t)
			c.refused(c.call(http.MethodGet, "/wps/system/status", "", nil, tt.hdr...), tt.status, tt.code)
		})
	}
	// What a browser loads needs no platform headers.
	if got := c.do(http.MethodGet, "/media/games/JL0092.jpg", "", nil, "Merchant", ""); got.status != http.StatusOK {
		t.Errorf("media without Merchant: %d", got.status)
	}
}

func TestUnknownCalls(t *testing.T) {
	c := newFake(t, Options{})
	c.refused(c.call(http.MethodGet, "/wps/relay/NOPE_nothing", "", nil), http.StatusNotFound, "path.not.found")
	got := c.do(http.MethodPost, "/wps/system/status", "", map[string]int{})
	if got.status != http.StatusMethodNotAllowed || got.header.Get("Allow") != "GET" {
		t.Errorf("POST to a GET call: %d Allow %q, want 405 GET", got.status, got.header.Get("Allow"))
	}
}

func TestStartServesOnLoopback(t *testing.T) {
	fake, err := New(Options{Key: testKey()})
	if err != nil {
		t.Fatal(err)
	}
	run, err := fake.Start("127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(run.URL, "http://127.0.0.1:") {
		t.Errorf("URL = %s", run.URL)
	}
	req, _ := http.NewRequestWithContext(context.Background(), http.MethodGet, run.URL+"/wps/system/whitelabel", nil)
	req.Header.Set("Merchant", "DEMO")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	if err := resp.Body.Close(); err != nil {
		t.Fatal(err)
	}
	if resp.StatusCode != http.StatusOK {
		t.Errorf("status %d", resp.StatusCode)
	}
	if err := run.Close(); err != nil {
		t.Fatal(err)
	}
}

func TestServeStopsWithContext(t *testing.T) {
	fake, err := New(Options{Key: testKey()})
	if err != nil {
		t.Fatal(err)
	}
	ln, err := (&net.ListenConfig{}).Listen(context.Background(), "tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- fake.Serve(ctx, ln) }()
	cancel()
	if err := <-done; err != nil {
		t.Fatalf("Serve after cancel: %v", err)
	}
}
