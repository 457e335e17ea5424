package logging

import (
	"strings"
	"testing"
)

// A Firebase sign-in's fields are hidden by their names (the login's and registration's
// firebaseIdToken and firebaseMobileNo, the emulator's id_token), and an ID token by its shape
// wherever it appears, the emulator's unsigned ones (an empty signature) too.
func TestFirebaseFieldsRedacted(t *testing.T) {
	for _, key := range []string{"firebaseIdToken", "firebase_id_token", "idToken", "id_token", "firebaseMobileNo", "phone_number"} {
		if !SensitiveKey(key) {
			t.Errorf("%s is not sensitive", key)
		}
	}
	if SensitiveKey("firebaseChannel") {
		t.Error("firebaseChannel (google, facebook or sms) need not be hidden")
	}
	const unsigned = "eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.eyJzdWIiOiJ1aWQtYW5hIiwiYXVkIjoiZGVtby1jYXNpbm8ifQ."
	for _, text := range []string{
		`{"method":"firebase","firebaseChannel":"google","firebaseIdToken":"` + unsigned + `"}`,
		"refused token " + unsigned + " of the emulator",
		"http://127.0.0.1:9099/emulator/auth/handler?providerId=google.com&id_token=" + unsigned,
	} {
		got := MaskText(text)
		if strings.Contains(got, "eyJzdWIi") {
			t.Errorf("the token survives in %q", got)
		}
	}
}
