package fakeupstream

import (
	"fmt"
	"net/http"
	"strings"
)

// The back office's side of identity verification, for tests and for people trying the site:
// verify or reject a member's verification (each a Go method of Server and a call on the
// control mux, docs/UPSTREAM.md), and what pictures the back office received. Applications are
// decided as every promotion status is set: SetPromotionStatus (promotion_control.go).

func (s *Server) profileControl(c *http.ServeMux) {
	c.HandleFunc("POST /__kyc/{user}/verify", func(w http.ResponseWriter, r *http.Request) {
		controlAnswer(w, s.VerifyIdentity(r.PathValue("user")))
	})
	c.HandleFunc("POST /__kyc/{user}/reject", func(w http.ResponseWriter, r *http.Request) {
		var in struct{ Reason string }
		if readControl(w, r, &in) {
			controlAnswer(w, s.RejectIdentity(r.PathValue("user"), in.Reason))
		}
	})
}

// VerifyIdentity accepts user's verification under review.
func (s *Server) VerifyIdentity(user string) error {
	id, err := s.accountID(user)
	if err != nil {
		return err
	}
	return s.profiles.review(id, statusApproved, "", s.clock())
}

// RejectIdentity refuses user's verification under review, for reason; they may submit again.
func (s *Server) RejectIdentity(user, reason string) error {
	if strings.TrimSpace(reason) == "" {
		return fmt.Errorf("reason: say why: %w", errBadControl)
	}
	id, err := s.accountID(user)
	if err != nil {
		return err
	}
	return s.profiles.review(id, statusRejected, reason, s.clock())
}

// ReceivedPicture is a picture the back office received: for tests to look at what left the BFF.
type ReceivedPicture struct {
	Field     string
	MediaType string // image/png or image/jpeg as the bytes say; empty when they are neither
	Data      []byte
}

// ReceivedPictures are the pictures of user's last identity verification and of their
// application for a promotion (promotionID empty: none), as the back office received them.
func (s *Server) ReceivedPictures(user, promotionID string) ([]ReceivedPicture, error) {
	id, err := s.accountID(user)
	if err != nil {
		return nil, err
	}
	s.profiles.mu.Lock()
	defer s.profiles.mu.Unlock()
	var pics []picture
	if k, ok := s.profiles.kyc[id]; ok {
		pics = append(pics, k.pictures...)
	}
	if a, ok := s.profiles.applications[id][promotionID]; ok {
		pics = append(pics, a.pictures...)
	}
	out := make([]ReceivedPicture, 0, len(pics))
	for _, p := range pics {
		out = append(out, ReceivedPicture{Field: p.field, MediaType: p.mediaType, Data: p.data})
	}
	return out, nil
}
