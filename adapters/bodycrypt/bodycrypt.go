// Package bodycrypt is the platform's encryption of sensitive request bodies (login, register,
// password changes, withdraw), as merchants' back offices expect it: the JSON body is encrypted
// with DES-ECB/PKCS7 under the first 8 bytes of a random 16-character key and sent as
// {"value": <base64>}; the key, reversed, is RSA-encrypted without padding and sent hex-encoded
// in the Encryption header.
//
// The scheme is weak (DES, ECB, textbook RSA) and kept only because real upstreams speak it;
// it protects nothing on its own and lives only on the BFF-to-upstream hop, which is TLS.
// The upstream client uses Encrypt; the fake upstream uses Decrypt.
package bodycrypt

import (
	"bytes"
	"crypto/des"
	"crypto/rsa"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/big"
	"strconv"
	"strings"
)

// Header is the request header that carries the encrypted key.
const Header = "Encryption"

// KeyLen is the length of the random key the platform's clients make.
const KeyLen = 16

// keyAlphabet is what the platform's browser client draws its key from; staying within it keeps
// the reversed key a positive integer with no leading zero byte.
const keyAlphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"

// ErrMalformed is returned by Decrypt for anything that is not a well-formed encrypted body.
var ErrMalformed = errors.New("bodycrypt: malformed encrypted body")

// envelope is the wire shape of an encrypted body.
type envelope struct {
	Value string `json:"value"`
}

// ParsePublicKey reads the key the upstream publishes at GET /wps/session/key/rsa: the modulus
// and the exponent, both in hex (the exponent is normally "10001", that is 65537).
func ParsePublicKey(modulusHex, exponentHex string) (*rsa.PublicKey, error) {
	n, ok := new(big.Int).SetString(strings.TrimSpace(modulusHex), 16)
	if !ok || n.Sign() <= 0 {
		return nil, fmt.Errorf("bodycrypt: modulus is not hex: %q", modulusHex)
	}
	e, err := strconv.ParseInt(strings.TrimSpace(exponentHex), 16, 32)
	if err != nil || e < 3 {
		return nil, fmt.Errorf("bodycrypt: exponent is not a hex number above 2: %q", exponentHex)
	}
	return &rsa.PublicKey{N: n, E: int(e)}, nil
}

// FormatPublicKey writes pub the way the upstream publishes it: lower-case hex modulus and exponent.
func FormatPublicKey(pub *rsa.PublicKey) (modulusHex, exponentHex string) {
	return pub.N.Text(16), strconv.FormatInt(int64(pub.E), 16)
}

// NewKey makes a random KeyLen-character key from r (crypto/rand.Reader in production).
func NewKey(r io.Reader) ([]byte, error) {
	raw := make([]byte, KeyLen)
	if _, err := io.ReadFull(r, raw); err != nil {
		return nil, fmt.Errorf("bodycrypt: reading randomness: %w", err)
	}
	for i, b := range raw {
		// 256 is not a multiple of 62; the slight bias is irrelevant for a DES key the scheme
		// sends alongside the body anyway.
		raw[i] = keyAlphabet[int(b)%len(keyAlphabet)]
	}
	return raw, nil
}

// Encrypt seals plaintext (a JSON document) for the holder of pub's private key. It returns the
// request body ({"value": <base64>}) and the value of the Encryption header. key must be at least
// 8 bytes (DES uses the first 8), normally a fresh NewKey.
func Encrypt(pub *rsa.PublicKey, key, plaintext []byte) (body []byte, header string, err error) {
	if len(key) < des.BlockSize {
		return nil, "", fmt.Errorf("bodycrypt: key has %d bytes, need at least %d", len(key), des.BlockSize)
	}
	sealed, err := desECBEncrypt(key[:des.BlockSize], plaintext)
	if err != nil {
		return nil, "", err
	}
	body, err = json.Marshal(envelope{Value: base64.StdEncoding.EncodeToString(sealed)})
	if err != nil {
		return nil, "", fmt.Errorf("bodycrypt: encoding body: %w", err)
	}
	m := new(big.Int).SetBytes(reversed(key))
	if m.Cmp(pub.N) >= 0 {
		return nil, "", errors.New("bodycrypt: key too long for the RSA modulus")
	}
	c := new(big.Int).Exp(m, big.NewInt(int64(pub.E)), pub.N)
	// Pad to the modulus width, as the platform's clients do, so every header has one length.
	width := (pub.N.BitLen() + 7) / 8
	return body, hex.EncodeToString(c.FillBytes(make([]byte, width))), nil
}

// Decrypt opens a body sealed by Encrypt: header is the Encryption header, body the request body.
// Every failure wraps ErrMalformed, so a caller can answer one refusal for all of them.
func Decrypt(priv *rsa.PrivateKey, header string, body []byte) ([]byte, error) {
	c, ok := new(big.Int).SetString(strings.TrimSpace(header), 16)
	if !ok || c.Sign() <= 0 || c.Cmp(priv.N) >= 0 {
		return nil, fmt.Errorf("%w: %s header is not a number below the modulus", ErrMalformed, Header)
	}
	key := reversed(new(big.Int).Exp(c, priv.D, priv.N).Bytes())
	if len(key) < des.BlockSize {
		return nil, fmt.Errorf("%w: key has %d bytes", ErrMalformed, len(key))
	}
	var env envelope
	if err := json.Unmarshal(body, &env); err != nil || env.Value == "" {
		return nil, fmt.Errorf("%w: body is not {\"value\": <base64>}", ErrMalformed)
	}
	sealed, err := base64.StdEncoding.DecodeString(env.Value)
	if err != nil {
		return nil, fmt.Errorf("%w: value is not base64: %w", ErrMalformed, err)
	}
	plain, err := desECBDecrypt(key[:des.BlockSize], sealed)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrMalformed, err)
	}
	return plain, nil
}

// desECBEncrypt is DES in ECB mode with PKCS#7 padding; the standard library has no ECB mode
// because it should not be used, but the platform uses it.
func desECBEncrypt(key, plaintext []byte) ([]byte, error) {
	block, err := des.NewCipher(key)
	if err != nil {
		return nil, fmt.Errorf("bodycrypt: %w", err)
	}
	pad := des.BlockSize - len(plaintext)%des.BlockSize
	out := append(bytes.Clone(plaintext), bytes.Repeat([]byte{byte(pad)}, pad)...)
	for i := 0; i < len(out); i += des.BlockSize {
		block.Encrypt(out[i:i+des.BlockSize], out[i:i+des.BlockSize])
	}
	return out, nil
}

func desECBDecrypt(key, sealed []byte) ([]byte, error) {
	if len(sealed) == 0 || len(sealed)%des.BlockSize != 0 {
		return nil, fmt.Errorf("ciphertext of %d bytes is not whole DES blocks", len(sealed))
	}
	block, err := des.NewCipher(key)
	if err != nil {
		return nil, err
	}
	out := make([]byte, len(sealed))
	for i := 0; i < len(out); i += des.BlockSize {
		block.Decrypt(out[i:i+des.BlockSize], sealed[i:i+des.BlockSize])
	}
	pad := int(out[len(out)-1])
	if pad == 0 || pad > des.BlockSize || !bytes.Equal(out[len(out)-pad:], bytes.Repeat([]byte{byte(pad)}, pad)) {
		return nil, errors.New("bad padding (wrong key?)")
	}
	return out[:len(out)-pad], nil
}

func reversed(b []byte) []byte {
	out := make([]byte, len(b))
	for i, c := range b {
		out[len(b)-1-i] = c
	}
	return out
}
