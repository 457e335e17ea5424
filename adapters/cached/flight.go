package cached

import (
	"slices"
	"sync"
	"time"
)

// workerIdle is how long a fetch worker with nothing to do waits for the next fetch before it
// ends: long enough to carry a steady stream of misses, short enough that a burst leaves no
// goroutines behind for long.
const workerIdle = 10 * time.Second

// flights coalesces the concurrent fetches of one key into one, as singleflight.DoChan does,
// and runs each on a worker that outlives it. A fetch goes deep (the upstream client's layers,
// then net/http's transport): a new goroutine for each grew its stack from the smallest size,
// copying it several times, which was about a tenth of the CPU of a read no cache answers. A
// worker's stack stays grown from one fetch to the next.
type flights struct {
	mu    sync.Mutex
	calls map[string]*flight
	idle  []*worker // workers waiting for a fetch, the one that finished last at the end
	wait  time.Duration
}

// flight is one fetch: done is closed once val and err are set.
type flight struct {
	key   string
	fetch func() (*entry, error)
	done  chan struct{}
	val   *entry
	err   error
}

// worker runs fetches, one at a time, handed to it on next.
type worker struct{ next chan *flight }

func newFlights(idle time.Duration) *flights {
	return &flights{calls: map[string]*flight{}, wait: idle}
}

// join returns the fetch of key in flight, or starts fetch as that fetch: on the worker that
// finished last, or on a new one when none is idle.
func (f *flights) join(key string, fetch func() (*entry, error)) *flight {
	f.mu.Lock()
	if c, ok := f.calls[key]; ok {
		f.mu.Unlock()
		return c
	}
	c := &flight{key: key, fetch: fetch, done: make(chan struct{})}
	f.calls[key] = c
	var w *worker
	if n := len(f.idle); n > 0 {
		w = f.idle[n-1]
		f.idle[n-1] = nil
		f.idle = f.idle[:n-1]
	}
	f.mu.Unlock()
	if w != nil {
		w.next <- c // never blocks: an idle worker's channel is empty, and only join sends
	} else {
		go f.work(&worker{next: make(chan *flight, 1)}, c)
	}
	return c
}

// work runs c, then the fetches handed to w, until none comes for the idle time. A worker is
// idle before its fetch's callers learn the answer, so that the next join finds it.
func (f *flights) work(w *worker, c *flight) {
	timer := time.NewTimer(f.wait)
	defer timer.Stop()
	for {
		c.val, c.err = c.fetch()
		f.mu.Lock()
		delete(f.calls, c.key)
		f.idle = append(f.idle, w)
		f.mu.Unlock()
		close(c.done)
		timer.Reset(f.wait)
		select {
		case c = <-w.next:
			continue
		case <-timer.C:
		}
		f.mu.Lock()
		i := slices.Index(f.idle, w)
		if i >= 0 {
			f.idle = slices.Delete(f.idle, i, i+1)
		}
		f.mu.Unlock()
		if i >= 0 {
			return
		}
		c = <-w.next // taken by a join as the wait ended: its fetch is on the way
	}
}
