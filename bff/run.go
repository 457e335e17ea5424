package bff

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"sync"
	"time"

	"go.uber.org/zap"
)

// maxHeaderBytes: the SPA's requests carry a cookie and a few short headers.
const maxHeaderBytes = 32 << 10

// firstRequestGrace bounds how long a drain waits for the connections accepted before it
// began to send their first request (a client writes it as soon as it has connected).
const firstRequestGrace = time.Second

// Run serves on ln until ctx ends (SIGTERM in main), then stops accepting connections and
// lets the requests in flight finish within Timeouts.Shutdown. Readiness fails from the
// moment the drain starts. A connection accepted before the drain has its first request
// answered too: net/http's Shutdown would close it unanswered, and a client retries that
// only for a GET on a reused connection.
func (s *Server) Run(ctx context.Context, ln net.Listener) error {
	return s.RunWithAdmin(ctx, ln, nil)
}

// RunWithAdmin is Run that also serves the admin handler (probes and metrics, see Admin) on
// admin when it is not nil, and drains both together.
func (s *Server) RunWithAdmin(ctx context.Context, ln, admin net.Listener) error {
	errorLog, err := zap.NewStdLogAt(s.log.Named("http"), zap.WarnLevel)
	if err != nil {
		return err
	}
	newServer := func(h http.Handler, ln *drainingListener) *http.Server {
		return &http.Server{
			ConnState:         ln.connState,
			Handler:           h,
			ReadHeaderTimeout: s.timeouts.Read,
			ReadTimeout:       s.timeouts.Read,
			WriteTimeout:      s.timeouts.Write,
			IdleTimeout:       s.timeouts.Idle,
			MaxHeaderBytes:    maxHeaderBytes,
			ErrorLog:          errorLog,
			// Requests get their own context, not ctx: ending ctx must drain them, not cancel them.
		}
	}
	type served struct {
		srv *http.Server
		ln  *drainingListener
	}
	serve := func(h http.Handler, ln net.Listener) served {
		dl := &drainingListener{Listener: ln, unread: map[net.Conn]struct{}{}}
		return served{newServer(h, dl), dl}
	}
	all := []served{serve(s.echo, ln)}
	if admin != nil {
		all = append(all, serve(s.admin, admin))
	}
	stopped := make(chan error, len(all))
	for _, sv := range all {
		go func() { stopped <- sv.srv.Serve(sv.ln) }()
	}

	var failed error
	select {
	case err := <-stopped:
		failed = fmt.Errorf("serving: %w", err)
	case <-ctx.Done():
	}
	s.draining.Store(true)
	if failed == nil {
		s.log.Info("shutting down: draining requests in flight", zap.Duration("within", s.timeouts.Shutdown))
	}
	drainCtx, cancel := context.WithTimeout(context.Background(), s.timeouts.Shutdown)
	defer cancel()
	for _, sv := range all {
		_ = sv.ln.Close()
	}
	graceCtx, cancelGrace := context.WithTimeout(drainCtx, firstRequestGrace)
	for _, sv := range all {
		sv.ln.awaitFirstRequests(graceCtx)
	}
	cancelGrace()
	drained := make(chan error, len(all))
	for _, sv := range all {
		go func() { drained <- sv.srv.Shutdown(drainCtx) }()
	}
	var shutdownErr error
	for range all {
		if err := <-drained; err != nil && shutdownErr == nil {
			shutdownErr = err
		}
	}
	// Every Serve has returned once its Shutdown has; one already did if serving failed.
	waiting := len(all)
	if failed != nil {
		waiting--
	}
	for range waiting {
		err := <-stopped
		closed := errors.Is(err, http.ErrServerClosed) || errors.Is(err, net.ErrClosed) // by Shutdown or by the drain
		if err != nil && !closed && failed == nil {
			failed = fmt.Errorf("serving: %w", err)
		}
	}
	if failed != nil {
		return failed
	}
	if shutdownErr != nil {
		for _, sv := range all {
			_ = sv.srv.Close() // cut what did not finish in time; the drain error says so
		}
		return fmt.Errorf("draining requests: %w", shutdownErr)
	}
	return nil
}

// drainingListener is a listener that knows which of the connections it accepted have not
// had their first request read yet, so that a drain can close it and wait for them before
// net/http's Shutdown begins.
type drainingListener struct {
	net.Listener
	closeOnce sync.Once
	closeErr  error

	mu     sync.Mutex
	unread map[net.Conn]struct{}
}

func (l *drainingListener) Accept() (net.Conn, error) {
	c, err := l.Listener.Accept()
	if err == nil {
		l.mu.Lock()
		l.unread[c] = struct{}{}
		l.mu.Unlock()
	}
	return c, err
}

// connState is the http.Server's hook: a connection leaves StateNew once its first request
// has been read, or when it closes or is hijacked.
func (l *drainingListener) connState(c net.Conn, state http.ConnState) {
	if state != http.StateNew {
		l.mu.Lock()
		delete(l.unread, c)
		l.mu.Unlock()
	}
}

// Close closes the listener once: the drain closes it, then Serve and Shutdown do again.
func (l *drainingListener) Close() error {
	l.closeOnce.Do(func() { l.closeErr = l.Listener.Close() })
	return l.closeErr
}

// awaitFirstRequests returns once every accepted connection has had its first request read
// (or has closed), or when ctx ends.
func (l *drainingListener) awaitFirstRequests(ctx context.Context) {
	tick := time.NewTicker(5 * time.Millisecond)
	defer tick.Stop()
	for {
		l.mu.Lock()
		waiting := len(l.unread)
		l.mu.Unlock()
		if waiting == 0 {
			return
		}
		select {
		case <-ctx.Done():
			return
		case <-tick.C:
		}
	}
}
