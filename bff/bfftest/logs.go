package bfftest

import (
	"bytes"
	"sync"
	"testing"

	"github.com/casinobff/bff/bff"
	"github.com/casinobff/bff/bff/logging"
)

// Logs is what a server logged, for a test that reads its lines: a destination the server's
// goroutines may write to at once.
type Logs struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (l *Logs) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.buf.Write(p)
}

func (l *Logs) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.buf.String()
}

// LogInto has the server log into l as production does (JSON), at debug level, so that every
// line a request may log is there to read.
func LogInto(t testing.TB, l *Logs) Option {
	t.Helper()
	log, err := logging.New("json", "debug", l)
	if err != nil {
		t.Fatal(err)
	}
	return func(o *bff.Options) { o.Logger = log }
}
