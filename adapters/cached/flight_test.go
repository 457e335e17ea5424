package cached

import (
	"bytes"
	"errors"
	"runtime"
	"strconv"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// goroutineID is the number runtime.Stack names the calling goroutine by.
func goroutineID() uint64 {
	buf := make([]byte, 64)
	buf = buf[:runtime.Stack(buf, false)]
	field := bytes.Fields(buf)[1] // "goroutine 42 [running]: ..."
	id, err := strconv.ParseUint(string(field), 10, 64)
	if err != nil {
		panic(err)
	}
	return id
}

func TestFlightsShareOneFetchPerKey(t *testing.T) {
	f := newFlights(time.Hour)
	gate := make(chan struct{})
	var calls atomic.Int32
	fetch := func() (*entry, error) {
		calls.Add(1)
		<-gate
		return &entry{value: "answer"}, nil
	}
	first := f.join("k", fetch)
	var joined []*flight
	for range 5 {
		joined = append(joined, f.join("k", fetch))
	}
	close(gate)
	<-first.done
	for _, c := range joined {
		if c != first {
			t.Fatal("a join while the fetch was in flight started another")
		}
	}
	if calls.Load() != 1 || first.err != nil || first.val.value != "answer" {
		t.Fatalf("calls %d, answer %v, error %v", calls.Load(), first.val, first.err)
	}
	// once answered, the key is fetched afresh
	again := f.join("k", func() (*entry, error) { return nil, errors.New("down") })
	<-again.done
	if again == first || again.err == nil {
		t.Fatalf("a join after the answer: %v", again.err)
	}
}

func TestFlightsRunOtherKeysAtOnce(t *testing.T) {
	f := newFlights(time.Hour)
	var started sync.WaitGroup
	started.Add(2)
	both := make(chan struct{})
	fetch := func() (*entry, error) {
		started.Done()
		<-both // neither ends before the other has begun: a busy worker is not waited for
		return &entry{}, nil
	}
	a, b := f.join("a", fetch), f.join("b", fetch)
	started.Wait()
	close(both)
	<-a.done
	<-b.done
}

func TestFlightsReuseAnIdleWorker(t *testing.T) {
	f := newFlights(time.Hour)
	ids := map[uint64]bool{}
	fetch := func() (*entry, error) {
		ids[goroutineID()] = true
		return &entry{}, nil
	}
	for i := range 20 {
		<-f.join(strconv.Itoa(i), fetch).done
	}
	if len(ids) != 1 {
		t.Fatalf("20 fetches one after another ran on %d goroutines, want 1", len(ids))
	}
}

func TestFlightsIdleWorkerEnds(t *testing.T) {
	f := newFlights(time.Millisecond)
	var ids []uint64
	fetch := func() (*entry, error) {
		ids = append(ids, goroutineID())
		return &entry{}, nil
	}
	<-f.join("a", fetch).done
	for deadline := time.Now().Add(10 * time.Second); ; {
		f.mu.Lock()
		idle := len(f.idle)
		f.mu.Unlock()
		if idle == 0 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("the idle worker is still waiting 10s after its idle time")
		}
		time.Sleep(time.Millisecond)
	}
	<-f.join("b", fetch).done
	if ids[0] == ids[1] {
		t.Fatal("a fetch ran on a worker past its idle time")
	}
}

// BenchmarkFetchOnWorker is a fetch as deep as an upstream call's, on the layer's workers, against
// the same fetch on a new goroutine each time (singleflight.DoChan's way): the difference is
// the stack growing from its smallest size.
func BenchmarkFetchOnWorker(b *testing.B) {
	deep := func() (*entry, error) {
		var grow func(n int) int
		grow = func(n int) int {
			var frame [256]byte
			frame[n%256] = byte(n)
			if n == 0 {
				return int(frame[0])
			}
			return grow(n-1) + int(frame[n%256])
		}
		return &entry{value: grow(64)}, nil // about 20 KiB of stack
	}
	b.Run("worker", func(b *testing.B) {
		f := newFlights(time.Hour)
		for b.Loop() {
			<-f.join("k", deep).done
		}
	})
	b.Run("new goroutine", func(b *testing.B) {
		for b.Loop() {
			done := make(chan struct{})
			go func() { _, _ = deep(); close(done) }()
			<-done
		}
	})
}
