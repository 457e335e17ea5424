package upstream

import (
	"crypto/rsa"
	"math/big"
	"net/http"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/adapters/bodycrypt"
)

// The client sends no password under a key an attacker could break: below 2048 bits, or with
// an exponent other than 65537. It says why, and asks again next time rather than keep it.
func TestWeakRSAKeysRefused(t *testing.T) {
	strong := &testKeys()[0].PublicKey
	weak1024 := new(big.Int).Add(new(big.Int).Lsh(big.NewInt(1), 1023), big.NewInt(1))
	tests := []struct {
		name     string
		modulus  *big.Int
		exponent int
		refused  bool
	}{
		{"1024 bits", weak1024, 65537, true},
		{"2048 bits, exponent 3", strong.N, 3, true},
		{"2048 bits, exponent 65537", strong.N, 65537, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			publish := func(k *rsa.PublicKey) *string {
				mod, exp := bodycrypt.FormatPublicKey(k)
				v := `{"modulus":"` + mod + `","exponent":"` + exp + `"}`
				return &v
			}
			var published atomic.Pointer[string]
			var logins atomic.Int32
			published.Store(publish(&rsa.PublicKey{N: tt.modulus, E: tt.exponent}))
			f := newFake(t, routes(map[string]http.HandlerFunc{
				pathRSAKey: func(w http.ResponseWriter, r *http.Request) { value(*published.Load())(w, r) },
				pathLogin: func(w http.ResponseWriter, r *http.Request) {
					logins.Add(1)
					value(`{"token":"t1","userName":"demo01","type":0}`)(w, r)
				},
			}))
			acc := NewAccounts(newTestClient(t, f, nil).Client)
			cr := adapters.Credentials{Method: adapters.LoginByUsername, Username: "demo01", Password: "Demo1234"}
			_, err := acc.Login(t.Context(), visitor, cr)
			if !tt.refused {
				if err != nil || logins.Load() != 1 {
					t.Fatalf("a strong key: %v, %d logins sent", err, logins.Load())
				}
				return
			}
			if kind(err) != "unavailable" || !strings.Contains(err.Error(), "below 2048 bits") || logins.Load() != 0 {
				t.Fatalf("a weak key: %v; %d logins sent, want none", err, logins.Load())
			}
			// The merchant publishes a strong key: the next login uses it, no restart needed.
			published.Store(publish(strong))
			if _, err := acc.Login(t.Context(), visitor, cr); err != nil || logins.Load() != 1 {
				t.Fatalf("after the key was fixed: %v, %d logins", err, logins.Load())
			}
		})
	}
}

// An upstream 429 says when to come back. A read comes back then if its deadline allows, and
// is otherwise answered unavailable at once; a write is never sent again; and the breaker does
// not take a 429 for an outage.
func TestTooManyRequests(t *testing.T) {
	tooMany := func(retryAfter string) http.HandlerFunc {
		return func(w http.ResponseWriter, r *http.Request) {
			if retryAfter != "" {
				w.Header().Set("Retry-After", retryAfter)
			}
			refusal(http.StatusTooManyRequests, "too.many.requests")(w, r)
		}
	}
	// thenOK answers h once, then a value.
	thenOK := func(h http.HandlerFunc) http.HandlerFunc {
		var n atomic.Int32
		return func(w http.ResponseWriter, r *http.Request) {
			if n.Add(1) == 1 {
				h(w, r)
				return
			}
			value(`[]`)(w, r)
		}
	}
	tests := []struct {
		name     string
		upstream http.HandlerFunc
		method   string
		want     string
		hits     int64
		atLeast  time.Duration // the call took at least this long
		atMost   time.Duration
	}{
		{"a read waits Retry-After, then succeeds", thenOK(tooMany("1")), http.MethodGet, "ok", 2, 900 * time.Millisecond, 1800 * time.Millisecond},
		{"a read waits for an HTTP date", thenOK(tooMany(time.Now().Add(-time.Minute).UTC().Format(http.TimeFormat))), http.MethodGet, "ok", 2, 0, 500 * time.Millisecond},
		{"a read whose deadline comes first is unavailable at once", tooMany("5"), http.MethodGet, "unavailable", 1, 0, 500 * time.Millisecond},
		{"a read told nothing backs off as for a 5xx", tooMany(""), http.MethodGet, "unavailable", 3, 0, time.Second},
		{"a write is never sent again", tooMany("0"), http.MethodPost, "unavailable", 1, 0, 500 * time.Millisecond},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := newFake(t, tt.upstream)
			c := newTestClient(t, f, func(o *Options) { o.Timeout = 2 * time.Second })
			start := time.Now()
			err := c.Do(t.Context(), visitor, Call{Op: "Op", Method: tt.method, Path: pathGameList}, nil)
			took := time.Since(start)
			if kind(err) != tt.want || f.hits.Load() != tt.hits || took < tt.atLeast || took > tt.atMost {
				t.Fatalf("%s (%v) after %d hits in %v; want %s after %d in [%v, %v]",
					kind(err), err, f.hits.Load(), took, tt.want, tt.hits, tt.atLeast, tt.atMost)
			}
		})
	}

	t.Run("the breaker stays closed", func(t *testing.T) {
		f := newFake(t, tooMany("60"))
		c := newTestClient(t, f, func(o *Options) { o.Retry.Max = 0 })
		for range 6 {
			_ = c.Get(t.Context(), visitor, "ListGames", pathGameList, nil, nil)
		}
		if f.hits.Load() != 6 || c.metric(t, "bff_upstream_breaker_state", nil) != 0 {
			t.Fatalf("%d hits of 6, breaker state %v: a 429 counted as an outage", f.hits.Load(), c.metric(t, "bff_upstream_breaker_state", nil))
		}
	})
}

// The trial account is made by a GET, which is sent once: not by the retries, which a read
// would get, and not by net/http, which replays a GET whose reused connection broke.
func TestTrialUserIsSentOnce(t *testing.T) {
	var trials atomic.Int32
	f := newFake(t, routes(map[string]http.HandlerFunc{
		pathMemberInfo: value(`{"id":1,"account":"demo01"}`),
		pathTrialUser: func(w http.ResponseWriter, r *http.Request) {
			if trials.Add(1) == 1 {
				answer(http.StatusServiceUnavailable, "")(w, r)
				return
			}
			dropConnection(w, r)
		},
	}))
	acc := NewAccounts(newTestClient(t, f, nil).Client)
	if _, err := acc.TrialUser(t.Context(), visitor); kind(err) != "unavailable" || trials.Load() != 1 {
		t.Fatalf("a 503: %v after %d sends, want one", err, trials.Load())
	}
	// A keep-alive connection to reuse, then one that breaks once the request is on it.
	if _, err := acc.MemberInfo(t.Context(), adapters.Scope{Language: "en", Token: "t"}); err != nil {
		t.Fatal(err)
	}
	_, err := acc.TrialUser(t.Context(), visitor)
	if kind(err) != "unknown" || trials.Load() != 2 {
		t.Fatalf("a broken connection: %v after %d sends in all, want 2 and an unknown outcome", err, trials.Load())
	}
}
