package cached

import (
	"math"
	"reflect"
	"sync/atomic"
	"time"

	"github.com/maypok86/otter/v2"

	"github.com/casinobff/bff/config/defaults"
)

// Limits bound a cache by entries and by bytes, whichever is reached first. Zero fields take
// the configuration's defaults, cache.max_entries and cache.max_bytes.
type Limits struct {
	Entries int
	Bytes   int64
}

func (lim Limits) orDefaults() Limits {
	if lim.Entries <= 0 {
		lim.Entries = defaults.CacheMaxEntries
	}
	if lim.Bytes <= 0 {
		lim.Bytes = defaults.CacheMaxBytes
	}
	return lim
}

// Stats are what a bounded cache holds: its entries and their estimated bytes.
type Stats struct {
	Entries int
	Bytes   int64
}

// Bounded is a map from strings to values that holds at most Limits.Entries entries and about
// Limits.Bytes bytes, each for at most the maximum age it was made with. Past a bound it evicts
// by otter's W-TinyLFU policy, which weighs how often and how lately each key was asked for.
// Evictions run a moment after the writes that call for them: under a flood of writes it may
// hold, for that moment, up to otter's write buffer (128 entries a core) more. The caller says
// what each value weighs.
type Bounded[V any] struct {
	cache *otter.Cache[string, sized[V]]
	bytes atomic.Int64
}

type sized[V any] struct {
	value V
	bytes int64
}

// NewBounded makes a cache within lim whose entries leave maxAge after they were written
// (never, when maxAge is 0), by the clock now (time.Now when nil).
func NewBounded[V any](lim Limits, maxAge time.Duration, now func() time.Time) *Bounded[V] {
	lim = lim.orDefaults()
	b := &Bounded[V]{}
	// One weight holds both bounds: an entry weighs its bytes, and never less than the
	// budget's share of one entry, so that no more than lim.Entries fit in lim.Bytes.
	floor := max(uint64(lim.Bytes)/uint64(lim.Entries), 1)
	o := &otter.Options[string, sized[V]]{
		MaximumWeight: uint64(lim.Bytes),
		Weigher: func(_ string, v sized[V]) uint32 {
			return uint32(min(max(uint64(v.bytes), floor), math.MaxUint32))
		},
		OnAtomicDeletion: func(e otter.DeletionEvent[string, sized[V]]) { b.bytes.Add(-e.Value.bytes) },
	}
	if maxAge > 0 {
		o.ExpiryCalculator = otter.ExpiryWriting[string, sized[V]](maxAge)
	}
	if now != nil {
		o.Clock = otterClock{now}
	}
	b.cache = otter.Must(o)
	return b
}

// Get returns the value stored under key, unless it is gone or past its maximum age.
func (b *Bounded[V]) Get(key string) (V, bool) {
	s, ok := b.cache.GetIfPresent(key)
	return s.value, ok
}

// Set stores v, which weighs bytes, under key; the key itself is added to the weight.
func (b *Bounded[V]) Set(key string, v V, bytes int) {
	s := sized[V]{value: v, bytes: int64(bytes + len(key) + nodeBytes)}
	b.bytes.Add(s.bytes)
	b.cache.Set(key, s)
}

// Stats settles the evictions under way and says what the cache holds.
func (b *Bounded[V]) Stats() Stats {
	b.cache.CleanUp()
	return Stats{Entries: b.cache.EstimatedSize(), Bytes: b.bytes.Load()}
}

// nodeBytes is what otter and the map keep for one entry beyond its key and value.
const nodeBytes = 128

// clock makes otter's expiry follow the decorator's clock, so that a test moving time moves
// both; otter asks it for a tick to sweep expired entries.
type otterClock struct{ now func() time.Time }

func (c otterClock) NowNano() int64                        { return c.now().UnixNano() }
func (c otterClock) Tick(d time.Duration) <-chan time.Time { return time.Tick(d) }

// SizeOf estimates the bytes v holds: its own size and whatever its strings, slices, maps and
// pointers reach. It reads the value by reflection, which costs a walk of the value; callers
// weigh an answer once, when they store it.
func SizeOf(v any) int {
	if v == nil {
		return 0
	}
	rv := reflect.ValueOf(v)
	return int(rv.Type().Size()) + reachable(rv)
}

var timeType = reflect.TypeFor[time.Time]()

// reachable is what v holds beyond its own size.
func reachable(v reflect.Value) int {
	switch v.Kind() {
	case reflect.String:
		return v.Len()
	case reflect.Slice:
		n := v.Cap() * int(v.Type().Elem().Size())
		for i := range v.Len() {
			n += reachable(v.Index(i))
		}
		return n
	case reflect.Array:
		n := 0
		for i := range v.Len() {
			n += reachable(v.Index(i))
		}
		return n
	case reflect.Struct:
		if v.Type() == timeType { // its location is shared, not held
			return 0
		}
		n := 0
		for i := range v.NumField() {
			n += reachable(v.Field(i))
		}
		return n
	case reflect.Map:
		// A Go map keeps a key, a value and a control byte per slot, with slack.
		const mapOverhead = 48
		slot := int(v.Type().Key().Size()+v.Type().Elem().Size()) + 1
		n := mapOverhead + v.Len()*slot*5/4
		for it := v.MapRange(); it.Next(); {
			n += reachable(it.Key()) + reachable(it.Value())
		}
		return n
	case reflect.Pointer, reflect.Interface:
		if v.IsNil() {
			return 0
		}
		e := v.Elem()
		return int(e.Type().Size()) + reachable(e)
	default:
		return 0
	}
}
