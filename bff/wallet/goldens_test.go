package wallet_test

import (
	"net/http"
	"testing"

	"github.com/casinobff/bff/bff/bfftest"
)

// TestGoldens writes and checks testdata/bff/wallet: the answers of the money endpoints.
//
// They run in this order against one fake upstream, whose ledger carries over from case to
// case: demo01 starts with 12345.67 (main 10000.00, JILI 1200.00, PG Soft 845.67, Evolution
// 300.00). Run the whole list, not one case.
func TestGoldens(t *testing.T) {
	g, w, as := bfftest.Golden, bfftest.Write, bfftest.As
	keyed := func(c bfftest.GoldenCase, key string) bfftest.GoldenCase {
		c.Headers = map[string]string{"Idempotency-Key": key}
		return c
	}
	bfftest.RunGoldens(t, "wallet", []bfftest.GoldenCase{
		as("demo01", g("wallet", "/api/v1/wallet", 200, "The total balance of the header's widget, exact (the site shows no decimals).")),
		g("wallet-login-required", "/api/v1/wallet", 401, "The balance without a session: login_required."),
		as("free01", g("deposit-methods-free-reject", "/api/v1/deposit-methods", 403,
			"A free (type 4) account may not deposit: free_reject.")),
		as("free01", keyed(w(http.MethodPost, "withdrawal-free-reject", "/api/v1/withdrawals", 403,
			`{"accountId":"pa1","amount":"1500","paymentPassword":"135790"}`,
			"A free (type 4) account may not withdraw: free_reject, before its key or body is read."), "golden-free-0001")),
		as("demo01", w(http.MethodPost, "transfer-key-missing", "/api/v1/wallet-transfers", 400,
			`{"from":"MAIN","to":"JL","amount":"100"}`,
			"A money write without an Idempotency-Key: validation_failed naming the header.")),
	})
}
