package upstream

import (
	"context"
	"crypto/rand"
	"crypto/rsa"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"sync"

	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/adapters/bodycrypt"
)

const (
	pathRSAKey = "/wps/session/key/rsa"
	// codeEncryptionInvalid is the upstream's "could not decrypt that": after a key rotation
	// the cached key is stale.
	codeEncryptionInvalid = "encryption.invalid"
)

// encrypter sends sensitive bodies (login, register, passwords) the platform's way
// (adapters/bodycrypt). It fetches the upstream's RSA key on first use and keeps it; when the
// upstream answers encryption.invalid it fetches the key again and sends once more, which is
// safe for any write: the upstream could not read the first body, so it did nothing with it.
type encrypter struct {
	c      *Client
	random io.Reader

	mu  sync.Mutex
	key *rsa.PublicKey
}

func newEncrypter(c *Client) *encrypter { return &encrypter{c: c, random: rand.Reader} }

// publicKey answers the cached key, or fetches it; stale says the cached one was refused.
func (e *encrypter) publicKey(ctx context.Context, s adapters.Scope, stale *rsa.PublicKey) (*rsa.PublicKey, error) {
	e.mu.Lock()
	defer e.mu.Unlock()
	// Another call may have refreshed it while this one waited.
	if e.key != nil && e.key != stale {
		return e.key, nil
	}
	var w struct {
		Modulus  string `json:"modulus"`
		Exponent string `json:"exponent"`
	}
	// The key is public and the same for everyone: no token goes with it.
	if err := e.c.Get(ctx, adapters.Scope{Language: s.Language}, "RSAKey", pathRSAKey, nil, &w); err != nil {
		return nil, err
	}
	key, err := bodycrypt.ParsePublicKey(w.Modulus, w.Exponent)
	if err == nil {
		err = strongEnough(key)
	}
	if err != nil {
		return nil, fmt.Errorf("%w: RSA key: %w", adapters.ErrUnavailable, err)
	}
	e.key = key
	return key, nil
}

// The least RSA key the client encrypts with. The scheme sends the body's key under RSA
// without padding, so the modulus is all that stands between a captured login and its
// password: below 2048 bits it can be factored, and a small exponent makes unpadded RSA
// weaker still.
const (
	minKeyBits  = 2048
	keyExponent = 65537
)

// strongEnough refuses a key the client will not send a password under. It is not kept, so
// the next call asks the upstream again (a merchant who fixes the key needs no restart).
func strongEnough(key *rsa.PublicKey) error {
	if bits := key.N.BitLen(); bits < minKeyBits || key.E != keyExponent {
		return fmt.Errorf("the upstream's RSA key has %d bits and exponent %d; the BFF sends nothing under a key below %d bits or with another exponent than %d (10001 in hex): the merchant's back office must publish a stronger key at %s",
			bits, key.E, minKeyBits, keyExponent, pathRSAKey)
	}
	return nil
}

// Do sends call with its Body encrypted and decodes the answer into out.
func (e *encrypter) Do(ctx context.Context, s adapters.Scope, call Call, out any) error {
	plain, err := json.Marshal(call.Body)
	if err != nil {
		return fmt.Errorf("encode request body: %w", err)
	}
	var used *rsa.PublicKey
	for attempt := 0; ; attempt++ {
		key, err := e.publicKey(ctx, s, used)
		if err != nil {
			return fmt.Errorf("upstream %s %s: %w", e.c.o.Backend, call.Op, err)
		}
		used = key
		secret, err := bodycrypt.NewKey(e.random)
		if err != nil {
			return err
		}
		body, header, err := bodycrypt.Encrypt(key, secret, plain)
		if err != nil {
			return fmt.Errorf("upstream %s %s: %w: %w", e.c.o.Backend, call.Op, adapters.ErrUnavailable, err)
		}
		sealed := call
		sealed.Body = json.RawMessage(body)
		sealed.Header = http.Header{}
		for k, vs := range call.Header {
			sealed.Header[k] = vs
		}
		sealed.Header.Set(bodycrypt.Header, header)
		err = e.c.Do(ctx, s, sealed, out)
		if attempt == 0 && refusedWith(err, codeEncryptionInvalid) {
			continue
		}
		return err
	}
}

// refusedWith says whether err is the upstream's refusal with code.
func refusedWith(err error, code string) bool {
	var be *adapters.BusinessError
	return errors.As(err, &be) && be.Code == code
}
