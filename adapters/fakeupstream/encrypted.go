package fakeupstream

import (
	"encoding/json"
	"net/http"

	"github.com/casinobff/bff/adapters/bodycrypt"
)

// readEncrypted opens a sensitive body (login, register, passwords) the platform's way and
// decodes it into v. A client that forgets the encryption, or gets it wrong, is refused with
// encryption.missing or encryption.invalid; false means a refusal has been answered.
func (s *Server) readEncrypted(w http.ResponseWriter, r *http.Request, v any) bool {
	plain, ok := s.openEncrypted(w, r)
	if !ok {
		return false
	}
	if err := json.Unmarshal(plain, v); err != nil {
		refuse(w, http.StatusBadRequest, "param.invalid", "the decrypted body is not the expected JSON")
		return false
	}
	return true
}

// openEncrypted answers a sensitive body's plain text, as readEncrypted checks it.
func (s *Server) openEncrypted(w http.ResponseWriter, r *http.Request) ([]byte, bool) {
	header := r.Header.Get(bodycrypt.Header)
	if header == "" {
		refuse(w, http.StatusBadRequest, "encryption.missing", "this call needs an encrypted body and the Encryption header")
		return nil, false
	}
	var body json.RawMessage
	if !readJSON(w, r, &body) {
		return nil, false
	}
	plain, err := bodycrypt.Decrypt(s.key, header, body)
	if err != nil {
		refuse(w, http.StatusBadRequest, "encryption.invalid", err.Error())
		return nil, false
	}
	return plain, true
}
