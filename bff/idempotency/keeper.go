package idempotency

import (
	"bytes"
	"context"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"net/http"
	"time"

	"github.com/labstack/echo/v4"
	"go.uber.org/zap"

	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/bff/httpx"
)

// Header is the request header carrying the key.
const Header = "Idempotency-Key"

// ReplayedHeader marks an answer given again from the store (true), for the site's logs and
// for people reading traces; the answer is otherwise the first one.
const ReplayedHeader = "Idempotent-Replayed"

// Defaults of Options.
const (
	// DefaultLease outlasts any write: the upstream deadline and the server's write timeout
	// (config/defaults' TimeoutsUpstream and TimeoutsWrite) with room to spare. A holder always
	// ends its lease itself; this bound only frees a key whose holder died.
	DefaultLease = 2 * time.Minute
	// maxRecorded bounds the answer the middleware keeps a copy of.
	maxRecorded = 256 << 10
	firstPoll   = 10 * time.Millisecond
	maxPoll     = 200 * time.Millisecond
	storeWait   = 2 * time.Second // for Complete and Release, after the answer is written
)

// Options configure a Keeper.
type Options struct {
	Store Store
	// Secret keys the fingerprints (HMAC-SHA256), so that a store shared with other processes
	// never holds a plain hash of a body with a payment password in it. Copies of the BFF that
	// share a store must share it; nil makes a random one, for a store of one process.
	Secret []byte
	Lease  time.Duration // DefaultLease when zero
}

// Keeper guards money writes with their keys.
type Keeper struct {
	store  Store
	secret []byte
	lease  time.Duration
}

// New builds a Keeper; a nil Store keeps the keys in a default Memory store.
func New(o Options) *Keeper {
	k := &Keeper{store: o.Store, secret: o.Secret, lease: o.Lease}
	if k.store == nil {
		k.store = NewMemory(MemoryOptions{})
	}
	if len(k.secret) == 0 {
		k.secret = make([]byte, 32)
		_, _ = rand.Read(k.secret) // crypto/rand.Read never fails on supported platforms
	}
	if k.lease <= 0 {
		k.lease = DefaultLease
	}
	return k
}

var (
	errKeyMissing = httpx.Validation(httpx.FieldError{Name: Header, Code: httpx.FieldRequired, Detail: keyRule})
	errKeyInvalid = httpx.Validation(httpx.FieldError{Name: Header, Code: httpx.FieldInvalid, Detail: keyRule})
	errConflict   = httpx.NewError(httpx.CodeIdempotencyConflict,
		"This Idempotency-Key was used for another request; send a new key with each form.")
	errInProgress = httpx.NewError(httpx.CodeIdempotencyConflict,
		"A request with this Idempotency-Key is still being made; check the record in a moment.")
	errStore = httpx.NewError(httpx.CodeUpstreamUnavailable,
		"Requests with money cannot be taken just now; nothing was done. Try again shortly.")
)

const keyRule = "8 to 64 characters of A-Z, a-z, 0-9, _ and -"

// ValidKey says whether key is a well-formed Idempotency-Key.
func ValidKey(key string) bool {
	if len(key) < 8 || len(key) > 64 {
		return false
	}
	for i := 0; i < len(key); i++ {
		if !keyChar(key[i]) {
			return false
		}
	}
	return true
}

func keyChar(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_' || c == '-'
}

// Key is the request's Idempotency-Key, or validation_failed naming the header when it is
// missing or malformed.
func Key(c echo.Context) (string, error) {
	key := c.Request().Header.Get(Header)
	switch {
	case key == "":
		return "", errKeyMissing
	case !ValidKey(key):
		return "", errKeyInvalid
	}
	return key, nil
}

// Once makes write at most once for key among owner's keys (the site and the member): a key
// that holds an answer is answered it again; a key another request is making waits for that
// answer; a key that came with another request (method, path and request, the value the
// route decoded) is idempotency_conflict. Once a request holds its key, write runs to the end
// even if the browser goes away, so that its answer is there for the repeat. An answer written
// before the write left the BFF frees the key and is returned, unwritten, to the middleware
// outside (an ended session's answer is theirs to make).
func (k *Keeper) Once(c echo.Context, owner, key string, request any, write echo.HandlerFunc) error {
	body, err := json.Marshal(request)
	if err != nil {
		return err
	}
	req := c.Request()
	fp := k.fingerprint(req.Method, req.URL.Path, body)
	lease, first, err := k.reserve(req.Context(), k.storeKey(owner, key), fp)
	if err != nil {
		return err
	}
	if first != nil {
		return replay(c, *first)
	}
	return k.attempt(c, write, lease)
}

// reserve takes the key, or answers what it holds; a request in progress is waited for, until
// it finishes, the lease runs out or ctx ends.
func (k *Keeper) reserve(ctx context.Context, key, fp string) (Lease, *Answer, error) {
	wait := firstPoll
	deadline := time.Now().Add(k.lease)
	for {
		lease, rec, err := k.store.Reserve(ctx, key, fp, k.lease)
		switch {
		case err != nil:
			return Lease{}, nil, errStore.WithCause(err)
		case rec == nil:
			return lease, nil, nil
		case !hmac.Equal([]byte(rec.Fingerprint), []byte(fp)):
			return Lease{}, nil, errConflict
		case rec.Answer != nil:
			return Lease{}, rec.Answer, nil
		}
		if time.Now().Add(wait).After(deadline) {
			return Lease{}, nil, errInProgress
		}
		t := time.NewTimer(wait)
		select {
		case <-ctx.Done():
			t.Stop()
			return Lease{}, nil, errInProgress.WithCause(ctx.Err())
		case <-t.C:
		}
		wait = min(2*wait, maxPoll)
	}
}

// attempt runs the write under the lease and keeps or frees the key by what happened. A
// handler that panics may have sent its write: the key then keeps outcome_unknown, which its
// repeats are answered, while the request itself gets the server's internal error.
func (k *Keeper) attempt(c echo.Context, next echo.HandlerFunc, lease Lease) error {
	req := c.Request()
	c.SetRequest(req.WithContext(context.WithoutCancel(req.Context())))
	res := c.Response()
	rec := &recorder{ResponseWriter: res.Writer}
	res.Writer = rec
	var answer *Answer // nil: the key is freed
	defer func() {
		res.Writer = rec.ResponseWriter
		p := recover()
		if p != nil {
			answer = &outcomeUnknown
		}
		k.settle(c, lease, answer)
		if p != nil {
			panic(p)
		}
	}()
	herr := next(c)
	if !reachedUpstream(herr) {
		return herr // the key is freed; the answer is the error handler's, outside
	}
	if herr != nil {
		c.Error(herr) // written here, through the recorder, so that the answer is kept
	}
	if res.Committed && !rec.over {
		answer = &Answer{Status: res.Status, ContentType: res.Header().Get(echo.HeaderContentType), Body: rec.body.Bytes()}
	}
	return nil
}

// settle keeps the answer under the lease's key, or frees the key when there is none. It has a
// moment of its own: the browser may be gone, the answer must still be kept.
func (k *Keeper) settle(c echo.Context, lease Lease, a *Answer) {
	ctx, cancel := context.WithTimeout(context.WithoutCancel(c.Request().Context()), storeWait)
	defer cancel()
	var err error
	if a != nil {
		err = k.store.Complete(ctx, lease, *a)
	} else {
		err = k.store.Release(ctx, lease)
	}
	if err != nil {
		httpx.Logger(c).Warn("idempotency key not settled", zap.Bool("kept", a != nil), zap.Error(err))
	}
}

// outcomeUnknown is the answer a key keeps when its handler panicked.
var outcomeUnknown = func() Answer {
	body, err := json.Marshal(httpx.ProblemOf(httpx.ErrOutcomeUnknown))
	if err != nil {
		panic(err)
	}
	return Answer{Status: httpx.ErrOutcomeUnknown.Status, ContentType: httpx.MIMEProblem, Body: append(body, '\n')}
}()

// reachedUpstream says whether an attempt's outcome came from the upstream, or may have:
// then its key is spent. Everything answered before the write left the BFF frees it.
func reachedUpstream(err error) bool {
	var refused *adapters.BusinessError
	switch {
	case err == nil, errors.Is(err, adapters.ErrOutcomeUnknown):
		return true
	case errors.Is(err, adapters.ErrUnavailable), errors.Is(err, adapters.ErrUnauthorized):
		return false // refused before it was sent, or the session was not accepted
	}
	return errors.As(err, &refused)
}

// replay answers a kept answer again.
func replay(c echo.Context, a Answer) error {
	h := c.Response().Header()
	h.Set(echo.HeaderCacheControl, "no-store")
	h.Set(ReplayedHeader, "true")
	if a.Status >= 400 {
		h.Del("Content-Language")
	}
	return c.Blob(a.Status, a.ContentType, a.Body)
}

// storeKey names a key in the store: its owner's and its own, hashed to a fixed length that
// carries no user name.
func (k *Keeper) storeKey(owner, key string) string {
	sum := sha256.Sum256([]byte(owner + "\x00" + key))
	return hex.EncodeToString(sum[:])
}

// fingerprint tells two requests apart: method, path and body, keyed by the secret.
func (k *Keeper) fingerprint(method, path string, body []byte) string {
	mac := hmac.New(sha256.New, k.secret)
	mac.Write([]byte(method + "\x00" + path + "\x00"))
	mac.Write(body)
	return hex.EncodeToString(mac.Sum(nil))
}

// recorder passes an answer through and keeps a copy of its body.
type recorder struct {
	http.ResponseWriter
	body bytes.Buffer
	over bool // the body passed maxRecorded: not kept
}

func (r *recorder) Write(p []byte) (int, error) {
	if !r.over {
		if r.body.Len()+len(p) > maxRecorded {
			r.over = true
			r.body.Reset()
		} else {
			r.body.Write(p)
		}
	}
	return r.ResponseWriter.Write(p)
}

func (r *recorder) Unwrap() http.ResponseWriter { return r.ResponseWriter }
