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
	errorLog, err := zap.NewStdLogAt(s.log.Named("http"), zap.WarnLevel)
	if err != nil {
		return err
	}
	srv := &http.Server{
		Handler:           s.echo,
		ReadHeaderTimeout: s.timeouts.Read,
		ReadTimeout:       s.timeouts.Read,
		WriteTimeout:      s.timeouts.Write,
		IdleTimeout:       s.timeouts.Idle,
		MaxHeaderBytes:    maxHeaderBytes,
		ErrorLog:          errorLog,
		// Requests get their own context, not ctx: ending ctx must drain them, not cancel them.
	}
	served := make(chan error, 1)
	go func() { served <- srv.Serve(ln) }()

	select {
	case err := <-served:
		return fmt.Errorf("serving: %w", err)
	case <-ctx.Done():
	}
	s.draining.Store(true)
	s.log.Info("shutting down: draining requests in flight", zap.Duration("within", s.timeouts.Shutdown))
	drainCtx, cancel := context.WithTimeout(context.Background(), s.timeouts.Shutdown)
	defer cancel()
	shutdownErr := srv.Shutdown(drainCtx)
	if err := <-served; err != nil && !errors.Is(err, http.ErrServerClosed) {
		return fmt.Errorf("serving: %w", err)
	}
	if shutdownErr != nil {
		_ = srv.Close() // cut what did not finish in time; the drain error says so
		return fmt.Errorf("draining requests: %w", shutdownErr)
	}
	return nil
}
