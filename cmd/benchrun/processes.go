package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"time"

	"github.com/labstack/echo/v4"
)

// freeAddr asks the kernel for a free loopback port.
func freeAddr() (string, error) {
	ln, err := listen(context.Background(), "127.0.0.1:0")
	if err != nil {
		return "", err
	}
	defer func() { _ = ln.Close() }()
	return ln.Addr().String(), nil
}

// process is one child of the run, stopped with SIGTERM at the end.
type process struct {
	cmd  *exec.Cmd
	addr string
}

func start(ctx context.Context, bin string, env []string, args ...string) (*process, error) {
	addr, err := freeAddr()
	if err != nil {
		return nil, err
	}
	cmd := exec.CommandContext(ctx, bin, append(args, "--listen", addr)...)
	cmd.Env = append(os.Environ(), env...)
	cmd.Stdout, cmd.Stderr = nil, nil // the access log of a load test is not worth reading
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	p := &process{cmd: cmd, addr: addr}
	if err := waitHTTP(ctx, "http://"+addr+"/healthz"); err != nil {
		p.stop()
		return nil, fmt.Errorf("%v: %w", args, err)
	}
	return p, nil
}

func (p *process) stop() {
	_ = p.cmd.Process.Signal(os.Interrupt)
	done := make(chan struct{})
	go func() { _ = p.cmd.Wait(); close(done) }()
	select {
	case <-done:
	case <-time.After(10 * time.Second):
		_ = p.cmd.Process.Kill()
	}
}

func waitHTTP(ctx context.Context, url string) error {
	deadline := time.Now().Add(20 * time.Second)
	for time.Now().Before(deadline) {
		req, _ := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
		if res, err := http.DefaultClient.Do(req); err == nil {
			_ = res.Body.Close()
			if res.StatusCode < 500 {
				return nil
			}
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(100 * time.Millisecond):
		}
	}
	return fmt.Errorf("%s did not answer within 20s", url)
}

// bareEcho is the baseline: an echo server with one handler and no middleware, in this process.
// Its /answer route sends the bytes and headers of answer (all but Date, which net/http writes),
// the floor of a server that must send that answer: what is left of the gap to /healthz is the
// BFF's own work.
func bareEcho(answer capturedAnswer) (addr string, stop func(), err error) {
	e := echo.New()
	e.HideBanner, e.HidePort = true, true
	e.GET("/healthz", func(c echo.Context) error {
		return c.JSON(http.StatusOK, map[string]string{"status": "ok"})
	})
	e.GET("/answer", func(c echo.Context) error {
		h := c.Response().Header()
		for k, v := range answer.header {
			if k != "Date" {
				h[k] = v
			}
		}
		return c.Blob(http.StatusOK, answer.header.Get(echo.HeaderContentType), answer.body)
	})
	ln, err := listen(context.Background(), "127.0.0.1:0")
	if err != nil {
		return "", nil, err
	}
	srv := &http.Server{Handler: e, ReadHeaderTimeout: 5 * time.Second}
	go func() { _ = srv.Serve(ln) }()
	return ln.Addr().String(), func() { _ = srv.Close() }, nil
}

// capturedAnswer is one 200 answer as a client got it.
type capturedAnswer struct {
	header http.Header
	body   []byte
}

// capture asks url once and keeps its answer, which must be a 200.
func capture(ctx context.Context, url string) (capturedAnswer, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return capturedAnswer{}, err
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		return capturedAnswer{}, err
	}
	defer func() { _ = res.Body.Close() }()
	body, err := io.ReadAll(res.Body)
	if err != nil {
		return capturedAnswer{}, err
	}
	if res.StatusCode != http.StatusOK {
		return capturedAnswer{}, fmt.Errorf("%s answered %d", url, res.StatusCode)
	}
	return capturedAnswer{header: res.Header, body: body}, nil
}

// sitesEnv points the BFF's one site at a fake upstream, in http mode.
func sitesEnv(upstream string) []string {
	base := "http://" + upstream
	sites := []map[string]any{{
		"id": "demo", "hosts": []string{"127.0.0.1", "localhost"}, "merchant": "DEMO", "name": "Demo Casino",
		"backends":  map[string]string{"games": base, "member": base, "wallet": base, "content": base},
		"languages": []string{"bn", "en"}, "default_language": "bn",
		"currency": map[string]string{"code": "BDT", "symbol": "৳"},
		"theme":    map[string]string{"primary": "#0f766e", "accent": "#f59e0b"},
	}}
	js, _ := json.Marshal(sites)
	return []string{
		"BFF_SITES=" + string(js), "BFF_DEFAULT_SITE=demo", "BFF_UPSTREAM_MODE=http",
		"BFF_COOKIE_KEY=MDEyMzQ1Njc4OWFiY2RlZjAxMjM0NTY3ODlhYmNkZWY=", "BFF_LOG_LEVEL=warn",
	}
}

func listen(ctx context.Context, addr string) (net.Listener, error) {
	var lc net.ListenConfig
	return lc.Listen(ctx, "tcp", addr)
}
