package logging

import (
	"math/rand/v2"
	"strings"
	"testing"
)

func TestSensitiveKey(t *testing.T) {
	sensitive := []string{
		"token", "accessToken", "X-Auth-Token", "refresh_token", "TOKEN",
		"password", "newPassword", "old_password", "psw", "passwd", "pwd", "confirmPwd",
		"secret", "client_secret", "Authorization", "Proxy-Authorization", "authorization",
		"Cookie", "Set-Cookie", "cookies", "Encryption", "captcha", "captchaCode",
		"smsCode", "sms_code", "SMSCode", "sms-code", "verificationCode", "verification_code",
		"VerificationCode", "verifyCode", "messageCode", "msgCode", "imgCode", "validCode",
		"authCode", "otp", "otpCode", "pin",
		"mobile", "mobileNum", "mobile_num", "MobileNumber", "phone", "phoneNumber", "msisdn",
		"email", "EMAIL", "userEmail", "realName", "bankAccount", "cardNumber", "sessionId",
		"apiKey", "signature",
		"paymentPassword", "currentPassword", "newPassword", "confirmPassword", "confirmPaymentPassword",
		"oldPaymentPassword", "withdrawalPassword", "accountNumber", "accountNo", "account_no", "senderAccount",
		"accountName", "payeeName", "cardHolderName", "IBAN", "cvv",
		"answer", "answers", "securityAnswer", "security_answers",
	}
	plain := []string{
		"", "code", "Code", "errorCode", "error_code", "status", "statusCode", "HTTPStatusCode",
		"currencyCode", "languageCode", "merchantCode", "gameCode", "vendorCode", "countryCode",
		"upstreamCode", "request_id", "requestId", "hotPlayers", "shipping", "username", "merchant",
		"amount", "message", "msg", "path", "method", "latency", "site", "language", "url",
		"account", "accountId", "bankCardId", "lastDigits", "walletType", "methodId", "idempotencyKey",
		"answered", "contractAnswered", "questionId",
	}
	for _, k := range sensitive {
		if !SensitiveKey(k) {
			t.Errorf("SensitiveKey(%q) = false, want true", k)
		}
	}
	for _, k := range plain {
		if SensitiveKey(k) {
			t.Errorf("SensitiveKey(%q) = true, want false", k)
		}
	}
}

func TestWords(t *testing.T) {
	tests := map[string]string{
		"HTTPStatusCode": "http status code",
		"X-Auth-Token":   "x auth token",
		"smsCode":        "sms code",
		"SMSCode":        "sms code",
		"mobile_num":     "mobile num",
		"v2Token":        "v2 token",
	}
	for in, want := range tests {
		got := ""
		for i, w := range words(in) {
			if i > 0 {
				got += " "
			}
			got += w
		}
		if got != want {
			t.Errorf("words(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestMaskText(t *testing.T) {
	tests := []struct{ name, in, want string }{
		{"plain text", "catalog loaded in 12ms", "catalog loaded in 12ms"},
		{"stable error code", "upstream_unavailable", "upstream_unavailable"},
		{"code in key=value", "code=upstream_unavailable status=503", "code=upstream_unavailable status=503"},
		{"international phone", "login by +880 1712345678 failed", "login by [redacted] failed"},
		{"international phone with hyphen", "call +880-1712-345678 now", "call [redacted] now"},
		{"local phone", "user 01712345678 registered", "user [redacted] registered"},
		{"local phone with hyphen", "user 01712-345678 registered", "user [redacted] registered"},
		{"long digit run", "id 12345678901234", "id [redacted]"},
		{"nine digits kept", "took 123456789 ns", "took 123456789 ns"},
		{"plus in arithmetic kept", "retry +1 of 2", "retry +1 of 2"},
		{"email", "sent to someone.else+tag@example.com.", "sent to [redacted]."},
		{"bearer", "Bearer abcdefghijklmnop.qrstuvwx", "Bearer [redacted]"},
		{"jwt", "token eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl here", "token [redacted] here"},
		{"hex token", "session 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b", "session [redacted]"},
		{"short hex kept", "etag 9f86d081884c7d65", "etag 9f86d081884c7d65"},
		{"uuid kept", "request 550e8400-e29b-41d4-a716-446655440000 done", "request 550e8400-e29b-41d4-a716-446655440000 done"},
		{"query string", "GET /wps/member/info?token=abc&lang=en&mobile=0171", "GET /wps/member/info?token=[redacted]&lang=en&mobile=[redacted]"},
		{"json body", `{"username":"rafi","password":"hunter two","smsCode":"1234"}`, `{"username":"rafi","password":"[redacted]","smsCode":"[redacted]"}`},
		{"withdrawal body", `{"accountId":"pa1","amount":"1500","paymentPassword":"135790"}`, `{"accountId":"pa1","amount":"1500","paymentPassword":"[redacted]"}`},
		{"payout account body", `{"kind":"mobile","accountName":"Rahim Uddin","accountNumber":"01712345678","accountNo":"9876"}`, `{"kind":"mobile","accountName":"[redacted]","accountNumber":"[redacted]","accountNo":"[redacted]"}`},
		{"security answers body", `{"answers":[{"questionId":"2","answer":"Dhaka"}]}`, `{"answers":[redacted]"questionId":"2","answer":"[redacted]"}]}`},
		{"json number", `{"mobile": 8801712, "amount": 5}`, `{"mobile": [redacted], "amount": 5}`},
		{"header line", "Authorization: Bearer abcdef", "Authorization: [redacted] [redacted]"},
		{"colon and spaces", "password: hunter2 rejected", "password: [redacted] rejected"},
		{"empty quoted value kept", `"password":""`, `"password":""`},
		{"url without secrets", "https://games.example/wps/relay/X?lang=en", "https://games.example/wps/relay/X?lang=en"},
		{"timestamp kept", "at 2026-01-02T15:04:05Z", "at 2026-01-02T15:04:05Z"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := MaskText(tt.in); got != tt.want {
				t.Errorf("MaskText(%q)\n got %q\nwant %q", tt.in, got, tt.want)
			}
		})
	}
}

// MaskText skips a pass on text it could not change: whatever the text, it masks as running
// every pass would. The inputs are drawn from what the passes look for (digits, hex, @, eyJ,
// bearer and basic in any case, the long s that folds to s, separators, sensitive keys and keys
// made of pieces: pass-word, sms_Code); each of the skips' thresholds, made one off, fails it.
func TestMaskTextSkipsOnlyWhatCannotMatch(t *testing.T) {
	pieces := []string{
		"0", "1", "7", "9", "a", "F", "e", "@", "eyJ", "+", "-", " ", ".", ":", "=", "\"", "&", "?",
		"bearer ", "BaSiC ", "baſic ", "Bearer", "token", "password", "mobile", "id", "x", "ab12",
		"+88 0171234", "0123456789abcdef", "abcdefABCDEFabcdefABCDEF", "eyJhbGci.eyJzdWIi.c2ln",
		"550e8400-e29b-41d4-a716-446655440000", "৳", "é",
		"sms", "img", "_", "Code", "codes", "OTP", "pin", "Answer", "pass", "word", "Pay", "category", "page",
	}
	rng := rand.New(rand.NewPCG(1, 2))
	for range 3000 {
		var b strings.Builder
		for range 1 + rng.IntN(12) {
			b.WriteString(pieces[rng.IntN(len(pieces))])
		}
		s := b.String()
		if got, want := MaskText(s), maskValues(maskKeyValues(maskCredentials(s))); got != want {
			t.Fatalf("MaskText(%q)\n got %q\nwant %q (every pass)", s, got, want)
		}
	}
}

// A key's verdict is the same the first time and once remembered.
func TestKeyVerdictsRemembered(t *testing.T) {
	for _, key := range []string{"X-Auth-Token", "request_id", "gameName", "smsCode", "traceId", ""} {
		first := verdictOf(key)
		ws := words(key)
		want := keyVerdict{sensitive: sensitiveWords(ws), id: len(ws) > 0 && (ws[len(ws)-1] == "id" || ws[len(ws)-1] == "uuid")}
		if first != want || verdictOf(key) != want {
			t.Errorf("%q: %+v then %+v, want %+v", key, first, verdictOf(key), want)
		}
	}
}
