package upstream

import (
	"encoding/json"
	"io"
	"net/http"
	"reflect"
	"testing"

	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/adapters/bodycrypt"
)

// registrationWire answers the RSA key and the two registration calls, and keeps each
// registration's body as the upstream decrypts it.
func registrationWire(t *testing.T) (*Accounts, *[]map[string]any) {
	t.Helper()
	return sealedWire(t, `{"userName":"x"}`, pathRegister, pathRegisterMobile)
}

// sealedWire is the member backend of a fake upstream that keeps the bodies sent to paths, as
// the upstream decrypts them (the platform's encrypted writes: logins, registrations), and
// answers each with answer.
func sealedWire(t *testing.T, answer string, paths ...string) (*Accounts, *[]map[string]any) {
	t.Helper()
	keys := testKeys()
	mod, exp := bodycrypt.FormatPublicKey(&keys[0].PublicKey)
	var bodies []map[string]any
	keep := func(w http.ResponseWriter, r *http.Request) {
		sealed, _ := io.ReadAll(r.Body)
		plain, err := bodycrypt.Decrypt(keys[0], r.Header.Get(bodycrypt.Header), sealed)
		if err != nil {
			refusal(http.StatusBadRequest, codeEncryptionInvalid)(w, r)
			return
		}
		var body map[string]any
		if err := json.Unmarshal(plain, &body); err != nil {
			t.Errorf("body %s: %v", plain, err)
		}
		bodies = append(bodies, body)
		value(answer)(w, r)
	}
	handlers := map[string]http.HandlerFunc{pathRSAKey: value(`{"modulus":"` + mod + `","exponent":"` + exp + `"}`)}
	for _, p := range paths {
		handlers[p] = keep
	}
	return NewAccounts(newTestClient(t, newFake(t, routes(handlers)), nil).Client), &bodies
}

// The registration body speaks the platform's names (docs/UPSTREAM.md): username,
// nickname, payeeName, paymentPassword, qqNum, and registerMethod, registerUrl, domain, type 0 and
// recommenderId; none of account, nickName, realName, withdrawPassword or qq.
func TestRegistrationBody(t *testing.T) {
	profile := map[string]string{
		"email": "n@example.com", "nickname": "Nadia", "payeeName": "Nadia Islam", "paymentPassword": "246810",
		"idNumber": "AB123456", "qq": "12345", "facebook": "nadia.fb", "wechat": "nadia_wx", "line": "nadia",
		"whatsapp": "8801712345678", "zalo": "123456789", "unheardOf": "x",
	}
	tests := []struct {
		name string
		reg  adapters.Registration
		want map[string]any
	}{
		{"by user name, every field", adapters.Registration{
			Method: adapters.RegisterByUsername, Username: "nadia01", Password: "Secret123", Profile: profile,
			AffiliateCode: "AFF2026", ReferralCode: "R10086521", CaptchaID: "c1", Captcha: "1234",
			Domain: "casinobd.example", RegisterURL: "https://casinobd.example/m/register?code=AFF2026&ref=R10086521",
			Channel: adapters.ChannelWebClip,
		}, map[string]any{
			"username": "nadia01", "password": "Secret123", "confirmPassword": "Secret123",
			"email": "n@example.com", "nickname": "Nadia", "payeeName": "Nadia Islam", "paymentPassword": "246810",
			"idNumber": "AB123456", "qqNum": "12345", "facebook": "nadia.fb", "wechat": "nadia_wx", "line": "nadia",
			"whatsapp": "8801712345678", "zalo": "123456789",
			"affiliateCode": "AFF2026", "recommenderId": "R10086521", "captchaId": "c1", "captcha": "1234",
			"domain": "casinobd.example", "registerUrl": "https://casinobd.example/m/register?code=AFF2026&ref=R10086521",
			"registerMethod": "WEBCLIP", "type": float64(0),
		}},
		{"by mobile, nothing optional: a browser", adapters.Registration{
			Method: adapters.RegisterByMobile, Mobile: "1712345678", DialingCode: "880", SMSCode: "123456", Password: "Secret123",
			Profile: map[string]string{"nickname": ""}, Domain: "localhost", RegisterURL: "http://localhost:8080/m/register",
		}, map[string]any{
			"mobileNum": "1712345678", "countryDialingCode": "880", "verificationCode": "123456",
			"password": "Secret123", "confirmPassword": "Secret123",
			"domain": "localhost", "registerUrl": "http://localhost:8080/m/register", "registerMethod": "H5", "type": float64(0),
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			acc, bodies := registrationWire(t)
			if _, err := acc.Register(t.Context(), visitor, tt.reg); err != nil {
				t.Fatal(err)
			}
			if len(*bodies) != 1 {
				t.Fatalf("%d registrations reached the upstream", len(*bodies))
			}
			if got := (*bodies)[0]; !reflect.DeepEqual(got, tt.want) {
				t.Errorf("body\n got %v\nwant %v", got, tt.want)
			}
		})
	}
}

// The settings name each field as the body does; the BFF reads them by its own names.
func TestRegistrationFieldNames(t *testing.T) {
	for wire, name := range fieldNames {
		if back := wireFieldName(name); back != wire {
			t.Errorf("%s reads as %s, which is sent as %q", wire, name, back)
		}
	}
	for _, old := range []string{"account", "nickName", "realName", "withdrawPassword", "qq"} {
		if _, ok := fieldNames[old]; ok {
			t.Errorf("the settings still read %q, a name of another protocol", old)
		}
	}
}
