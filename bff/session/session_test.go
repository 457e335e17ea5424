package session

import (
	"errors"
	"testing"
	"time"
)

func TestRenewedNeverPassesMaxLifetime(t *testing.T) {
	login := time.Date(2026, 11, 1, 12, 0, 0, 0, time.UTC)
	tests := []struct {
		name     string
		remember bool
		at       time.Duration // after the login
		want     time.Duration // the expiry, after the login
	}{
		{"browser session at login", false, 0, DefaultLifetime},
		{"browser session renewed", false, 5 * 24 * time.Hour, 5*24*time.Hour + DefaultLifetime},
		{"browser session near the end", false, MaxLifetime - time.Hour, MaxLifetime},
		{"remembered at login", true, 0, RememberLifetime},
		{"remembered renewed: it does not slide", true, 20 * 24 * time.Hour, MaxLifetime},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := Session{Token: "t", Remember: tt.remember, Login: login}.Renewed(login.Add(tt.at))
			if want := login.Add(tt.want); !s.Expiry.Equal(want) {
				t.Errorf("expiry %v, want %v", s.Expiry, want)
			}
		})
	}
}

// A cookie sealed before sessions carried their login counts its login one lifetime before
// its expiry, and keeps that from its first renewal on.
func TestRenewedInfersAnOldCookiesLogin(t *testing.T) {
	expiry := time.Date(2026, 12, 1, 0, 0, 0, 0, time.UTC)
	s := Session{Token: "t", Remember: true, Expiry: expiry}
	now := expiry.Add(-time.Hour)
	r := s.Renewed(now)
	if wantLogin := expiry.Add(-RememberLifetime); !r.Login.Equal(wantLogin) || !r.Expiry.Equal(wantLogin.Add(MaxLifetime)) {
		t.Errorf("login %v expiry %v", r.Login, r.Expiry)
	}
}

func TestOpenTellsAnEndedSession(t *testing.T) {
	k, err := NewSealer([]byte("0123456789abcdef0123456789abcdef"))
	if err != nil {
		t.Fatal(err)
	}
	login := time.Date(2026, 11, 1, 12, 0, 0, 0, time.UTC)
	// Sealed with an expiry past the cap (as a cookie renewed before the cap existed might be).
	sealed, err := k.Seal(Session{Token: "t", Remember: true, Login: login, Expiry: login.Add(45 * 24 * time.Hour)})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := k.Open(sealed, login.Add(29*24*time.Hour)); err != nil {
		t.Fatalf("within the cap: %v", err)
	}
	_, err = k.Open(sealed, login.Add(MaxLifetime))
	if !errors.Is(err, ErrExpired) || !errors.Is(err, ErrInvalid) {
		t.Fatalf("past the cap: %v, want ErrExpired", err)
	}
	if _, err := k.Open("garbage", login); errors.Is(err, ErrExpired) || !errors.Is(err, ErrInvalid) {
		t.Fatalf("garbage: %v, want ErrInvalid alone", err)
	}
}
