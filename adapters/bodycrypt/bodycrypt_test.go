package bodycrypt

import (
	"bytes"
	"crypto/rand"
	"crypto/rsa"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"errors"
	"math/big"
	"strings"
	"sync"
	"testing"
)

// One key for the package: generating RSA keys under the race detector is slow.
var testKey = sync.OnceValue(func() *rsa.PrivateKey {
	k, err := rsa.GenerateKey(rand.Reader, 1024)
	if err != nil {
		panic(err)
	}
	return k
})

func TestDESMatchesOpenSSL(t *testing.T) {
	// printf 'hello, bodycrypt!' | openssl enc -des-ecb -K 3132333435363738 -nosalt \
	//   -provider legacy -provider default | base64
	const want = "Tr7K1tq1pUzeIXGDXjHpTmh6Vs21j+FA"
	got, err := desECBEncrypt([]byte("12345678"), []byte("hello, bodycrypt!"))
	if err != nil {
		t.Fatal(err)
	}
	if b64 := base64.StdEncoding.EncodeToString(got); b64 != want {
		t.Fatalf("DES-ECB = %s, want %s", b64, want)
	}
}

func TestRoundTrip(t *testing.T) {
	priv := testKey()
	modulus, exponent := FormatPublicKey(&priv.PublicKey)
	if exponent != "10001" {
		t.Fatalf("exponent = %q, want 10001", exponent)
	}
	pub, err := ParsePublicKey(modulus, exponent)
	if err != nil {
		t.Fatal(err)
	}
	for _, plain := range []string{
		`{"username":"demo01","password":"Demo1234","type":"username"}`,
		`{}`,
		`{"a":"1234567"}`, // exactly two blocks: padding adds a whole third one
		`{"nickname":"রহিম"}`,
	} {
		key, err := NewKey(rand.Reader)
		if err != nil {
			t.Fatal(err)
		}
		body, header, err := Encrypt(pub, key, []byte(plain))
		if err != nil {
			t.Fatal(err)
		}
		if len(header) != 256 {
			t.Errorf("header has %d hex digits, want 256 for a 1024-bit modulus", len(header))
		}
		var env map[string]string
		if err := json.Unmarshal(body, &env); err != nil || len(env) != 1 || env["value"] == "" {
			t.Fatalf("body %s is not {\"value\": ...}", body)
		}
		got, err := Decrypt(priv, header, body)
		if err != nil {
			t.Fatal(err)
		}
		if string(got) != plain {
			t.Errorf("Decrypt = %q, want %q", got, plain)
		}
	}
}

// The header must be the reversed key raised to e, with no padding: check it by hand.
func TestHeaderIsTextbookRSAOfReversedKey(t *testing.T) {
	priv := testKey()
	key := []byte("AbCdEfGh12345678")
	_, header, err := Encrypt(&priv.PublicKey, key, []byte("{}"))
	if err != nil {
		t.Fatal(err)
	}
	raw, err := hex.DecodeString(header)
	if err != nil {
		t.Fatal(err)
	}
	m := new(big.Int).Exp(new(big.Int).SetBytes(raw), priv.D, priv.N).Bytes()
	if string(m) != "87654321hGfEdCbA" {
		t.Fatalf("decrypted header = %q, want the key reversed", m)
	}
}

func TestNewKey(t *testing.T) {
	a, err := NewKey(rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := NewKey(rand.Reader)
	if len(a) != KeyLen || bytes.Equal(a, b) {
		t.Fatalf("keys %q and %q: want two different %d-character keys", a, b, KeyLen)
	}
	for _, c := range a {
		if !strings.ContainsRune(keyAlphabet, rune(c)) {
			t.Fatalf("key %q has %q outside the alphabet", a, c)
		}
	}
	if _, err := NewKey(bytes.NewReader(nil)); err == nil {
		t.Fatal("NewKey with no randomness succeeded")
	}
}

func TestDecryptRefuses(t *testing.T) {
	priv := testKey()
	body, header, err := Encrypt(&priv.PublicKey, []byte("0123456789abcdef"), []byte(`{"x":1}`))
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name   string
		header string
		body   []byte
	}{
		{"empty header", "", body},
		{"header not hex", "zz", body},
		{"header above modulus", strings.Repeat("f", 300), body},
		{"body not JSON", header, []byte("value=abc")},
		{"value missing", header, []byte(`{}`)},
		{"value not base64", header, []byte(`{"value":"***"}`)},
		{"value not whole blocks", header, []byte(`{"value":"AAAA"}`)},
		{"wrong key for body", header, mustBody(t, priv, "ZYXWVUTSRQPONMLK")},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if _, err := Decrypt(priv, tt.header, tt.body); !errors.Is(err, ErrMalformed) {
				t.Fatalf("Decrypt error = %v, want ErrMalformed", err)
			}
		})
	}
}

// mustBody seals a body under another key than the header's. A single byte of plaintext leaves
// seven bytes of padding, which a wrong key does not reproduce (DES is deterministic, so this
// cannot flake).
func mustBody(t *testing.T, priv *rsa.PrivateKey, key string) []byte {
	t.Helper()
	body, _, err := Encrypt(&priv.PublicKey, []byte(key), []byte("1"))
	if err != nil {
		t.Fatal(err)
	}
	return body
}

func TestEncryptRefusesShortKey(t *testing.T) {
	if _, _, err := Encrypt(&testKey().PublicKey, []byte("short"), []byte("{}")); err == nil {
		t.Fatal("Encrypt with a 5-byte key succeeded")
	}
}

func TestParsePublicKeyRefuses(t *testing.T) {
	for _, tt := range []struct{ modulus, exponent string }{
		{"", "10001"}, {"xyz", "10001"}, {"c0ffee", ""}, {"c0ffee", "g"}, {"c0ffee", "1"},
	} {
		if _, err := ParsePublicKey(tt.modulus, tt.exponent); err == nil {
			t.Errorf("ParsePublicKey(%q, %q) succeeded", tt.modulus, tt.exponent)
		}
	}
}
