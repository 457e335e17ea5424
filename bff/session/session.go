// Package session is the BFF's token handler: the upstream token and the session facts live
// sealed (AES-GCM) in an HttpOnly cookie, so that no token ever reaches JavaScript. The
// middleware opens the cookie of every request; handlers read the session with From.
package session

import (
	"crypto/aes"
	"crypto/cipher"
	"crypto/rand"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"time"
)

// Session is what the cookie carries. Token never leaves the BFF.
type Session struct {
	Token    string    `json:"t"`
	UserName string    `json:"u"`
	Type     int       `json:"y"` // member type; a missing type is 4 (trial)
	Merchant string    `json:"m"` // the site's merchant code it was issued for
	Expiry   time.Time `json:"e"`
	Remember bool      `json:"r,omitempty"`
	// Login is when the player logged in: renewing never takes Expiry past MaxLifetime from it.
	Login time.Time `json:"l,omitempty"`
	// CheckedAt is when the player's protection was last read for this session
	// (bff/protection), and LimitEnd is when their session-time limit ends it; zero: no limit.
	CheckedAt time.Time `json:"c,omitempty"`
	LimitEnd  time.Time `json:"x,omitempty"`
}

// Valid says whether s can be used at now.
func (s Session) Valid(now time.Time) bool {
	return s.Token != "" && now.Before(s.Expiry) && now.Before(s.End())
}

// End is when the session ends however often it is renewed: MaxLifetime after the login. A
// session sealed before sessions carried their login logged in, at the latest, one lifetime
// before its expiry.
func (s Session) End() time.Time {
	login := s.Login
	if login.IsZero() {
		login = s.Expiry.Add(-lifetime(s.Remember))
	}
	return login.Add(MaxLifetime)
}

// Renewed is s used at now: its expiry a lifetime on (DefaultLifetime, or RememberLifetime
// with remember-me), but never past End.
func (s Session) Renewed(now time.Time) Session {
	end := s.End()
	s.Login = end.Add(-MaxLifetime) // kept from here on, should it have been inferred
	s.Expiry = now.Add(lifetime(s.Remember)).Truncate(time.Second)
	if s.Expiry.After(end) {
		s.Expiry = end
	}
	return s
}

func lifetime(remember bool) time.Duration {
	if remember {
		return RememberLifetime
	}
	return DefaultLifetime
}

// ErrInvalid is any cookie that cannot be opened: tampered, expired, sealed under another
// key, or not ours. The request then simply has no session.
var ErrInvalid = errors.New("session cookie invalid")

// ErrExpired is a cookie of ours whose session has ended (its expiry, or MaxLifetime after
// its login). It is also ErrInvalid.
var ErrExpired = fmt.Errorf("%w: the session has ended", ErrInvalid)

// Sealer seals and opens sessions under one 32-byte key.
type Sealer struct{ aead cipher.AEAD }

// KeySize is the length of a sealing key (AES-256).
const KeySize = 32

// NewSealer builds a Sealer from a 32-byte key.
func NewSealer(key []byte) (*Sealer, error) {
	if len(key) != KeySize {
		return nil, fmt.Errorf("session key: %d bytes, want %d", len(key), KeySize)
	}
	block, err := aes.NewCipher(key)
	if err != nil {
		return nil, err
	}
	aead, err := cipher.NewGCM(block)
	if err != nil {
		return nil, err
	}
	return &Sealer{aead: aead}, nil
}

// NewRandomSealer seals under a key made now: sessions end when the process does. It is for
// fixture mode, where no key is configured.
func NewRandomSealer() (*Sealer, error) {
	key := make([]byte, KeySize)
	if _, err := rand.Read(key); err != nil {
		return nil, err
	}
	return NewSealer(key)
}

// Seal encrypts s into a cookie value: base64url(nonce || ciphertext).
func (k *Sealer) Seal(s Session) (string, error) {
	plain, err := json.Marshal(s)
	if err != nil {
		return "", err
	}
	nonce := make([]byte, k.aead.NonceSize(), k.aead.NonceSize()+len(plain)+k.aead.Overhead())
	if _, err := rand.Read(nonce); err != nil {
		return "", err
	}
	return base64.RawURLEncoding.EncodeToString(k.aead.Seal(nonce, nonce, plain, nil)), nil
}

// Open decrypts and checks a cookie value; anything wrong is ErrInvalid.
func (k *Sealer) Open(value string, now time.Time) (Session, error) {
	raw, err := base64.RawURLEncoding.DecodeString(value)
	if err != nil || len(raw) < k.aead.NonceSize() {
		return Session{}, ErrInvalid
	}
	plain, err := k.aead.Open(nil, raw[:k.aead.NonceSize()], raw[k.aead.NonceSize():], nil)
	if err != nil {
		return Session{}, ErrInvalid
	}
	var s Session
	if err := json.Unmarshal(plain, &s); err != nil || s.Token == "" {
		return Session{}, ErrInvalid
	}
	if !s.Valid(now) {
		return Session{}, ErrExpired
	}
	return s, nil
}
