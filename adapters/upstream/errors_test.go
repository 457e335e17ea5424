package upstream

import (
	"errors"
	"testing"

	"github.com/casinobff/bff/adapters"
)

// TestRefusalsHaveMeanings: each platform code the BFF tells apart reaches it as the refusal it
// means, whatever envelope it came in; a code of no meaning stays a plain refusal.
func TestRefusalsHaveMeanings(t *testing.T) {
	for code, kind := range refusals {
		t.Run(code, func(t *testing.T) {
			for _, body := range []string{
				`{"success":false,"errorCode":"` + code + `"}`,
				`{"success":false,"errorCode":"` + code + `","value":{"captcha":false}}`,
			} {
				err := decodeEnvelope(200, []byte(body), nil)
				var be *adapters.BusinessError
				if !errors.Is(err, kind) || !errors.As(err, &be) || be.Code != code {
					t.Errorf("%s: got %v, want %v inside a refusal of code %s", body, err, kind, code)
				}
			}
		})
	}
	err := decodeEnvelope(200, []byte(`{"success":false,"errorCode":"what.is.this"}`), nil)
	var be *adapters.BusinessError
	if !errors.As(err, &be) || be.Kind != nil {
		t.Errorf("an unknown code: %v, kind %v", err, be)
	}
}
