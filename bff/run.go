package bff

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"

	"go.uber.org/zap"
)

// maxHeaderBytes: the SPA's requests carry a cookie and a few short headers.
const maxHeaderBytes = 32 << 10

// Run serves on ln until ctx ends (SIGTERM in main), then stops accepting connections and
// lets the requests in flight finish within Timeouts.Shutdown. Readiness fails from the
// moment the drain starts.
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
	newServer := func(h http.Handler) *http.Server {
		return &http.Server{
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
		ln  net.Listener
	}
	all := []served{{newServer(s.echo), ln}}
	if admin != nil {
		all = append(all, served{newServer(s.admin), admin})
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
		if err := <-stopped; err != nil && !errors.Is(err, http.ErrServerClosed) && failed == nil {
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
