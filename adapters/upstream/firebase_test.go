package upstream

import (
	"errors"
	"reflect"
	"testing"
	"time"

	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/adapters/fakeupstream"
)

// A Firebase login is sent as the platform's clients send it (docs/UPSTREAM.md, "Accounts"):
// type firebase with its channel and ID token, and for sms the number; no user name or
// password, and encrypted like every login.
func TestFirebaseLoginBody(t *testing.T) {
	acc, bodies := sealedWire(t, `{"token":"t1","userName":"g10100007","type":0,"firstTimeLogin":true}`, pathLogin)
	tests := []struct {
		name string
		cr   adapters.Credentials
		want map[string]any
	}{
		{"google", adapters.Credentials{
			Method: adapters.LoginByFirebase, Firebase: adapters.FirebaseProof{Channel: adapters.FirebaseGoogle, IDToken: "h.p."},
		}, map[string]any{"type": "firebase", "firebaseChannel": "google", "firebaseIdToken": "h.p."}},
		{"sms, with a captcha, at the members' login", adapters.Credentials{
			Method: adapters.LoginByFirebase, DialingCode: "880", CaptchaID: "c1", Captcha: "1234", Role: adapters.LoginMember,
			Firebase: adapters.FirebaseProof{Channel: adapters.FirebaseSMS, IDToken: "h.p.", Mobile: "1712345678"},
		}, map[string]any{
			"type": "firebase", "firebaseChannel": "sms", "firebaseIdToken": "h.p.", "firebaseMobileNo": "1712345678",
			"countryDialingCode": "880", "captchaId": "c1", "captcha": "1234", "loginType": "MEMBER",
		}},
	}
	for i, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g, err := acc.Login(t.Context(), visitor, tt.cr)
			if err != nil || g.Token != "t1" || !g.FirstTimeLogin {
				t.Fatalf("%+v %v", g, err)
			}
			if len(*bodies) != i+1 || !reflect.DeepEqual((*bodies)[i], tt.want) {
				t.Errorf("sent %v\nwant %v", (*bodies)[len(*bodies)-1], tt.want)
			}
		})
	}
}

// A mobile registration whose number Firebase verified sends the phone sign-in's token instead
// of a verification code.
func TestFirebaseRegistrationBody(t *testing.T) {
	acc, bodies := registrationWire(t)
	_, err := acc.Register(t.Context(), visitor, adapters.Registration{
		Method: adapters.RegisterByMobile, Mobile: "1812345678", DialingCode: "880", Password: "Secret123",
		Domain: "localhost", RegisterURL: "http://localhost:8080/m/register",
		Firebase: adapters.FirebaseProof{Channel: adapters.FirebaseSMS, IDToken: "h.p."},
	})
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]any{
		"mobileNum": "1812345678", "countryDialingCode": "880", "firebaseChannel": "sms", "firebaseIdToken": "h.p.",
		"password": "Secret123", "confirmPassword": "Secret123",
		"domain": "localhost", "registerUrl": "http://localhost:8080/m/register", "registerMethod": "H5", "type": float64(0),
	}
	if got := (*bodies)[0]; !reflect.DeepEqual(got, want) {
		t.Errorf("sent %v\nwant %v", got, want)
	}
}

// Against the fixture back office: a Google sign-in registers a member and the token the fake
// verified opens a session the member calls accept.
func TestFirebaseLoginAgainstTheFake(t *testing.T) {
	acc, fake := fakeMember(t)
	fake.TrustFirebase("DEMO", fakeupstream.FirebaseTrust{Project: "demo-casino", Unsigned: true})
	token := fakeupstream.EmulatorIDToken("demo-casino", "google.com", "uid-1", time.Now(), nil)
	g, err := acc.Login(t.Context(), visitor, adapters.Credentials{
		Method: adapters.LoginByFirebase, Firebase: adapters.FirebaseProof{Channel: adapters.FirebaseGoogle, IDToken: token},
	})
	if err != nil || !g.FirstTimeLogin || g.Type != 0 {
		t.Fatalf("%+v %v", g, err)
	}
	m, err := acc.MemberInfo(t.Context(), adapters.Scope{Language: visitor.Language, Token: g.Token})
	if err != nil || m.Account != g.UserName {
		t.Errorf("member %+v %v", m, err)
	}
	_, err = acc.Login(t.Context(), visitor, adapters.Credentials{
		Method: adapters.LoginByFirebase, Firebase: adapters.FirebaseProof{Channel: adapters.FirebaseFacebook, IDToken: token},
	})
	var refused *adapters.BusinessError
	if !errors.As(err, &refused) {
		t.Errorf("a Google token on the Facebook channel: %v", err)
	}
}
