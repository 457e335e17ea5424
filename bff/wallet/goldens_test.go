package wallet_test

import (
	"net/http"
	"testing"

	"github.com/casinobff/bff/adapters/fakeupstream"
	"github.com/casinobff/bff/bff/bfftest"
	"github.com/casinobff/bff/bff/wallet"
)

// Upstream paths the goldens break (docs/UPSTREAM.md, "Money").
const (
	upRecall  = "/wps/wallets/transferToMainWallet"
	upWallets = "/wps/wallets"
)

// TestGoldens writes and checks testdata/bff/wallet: every money endpoint and every refusal the
// fake upstream can be led to.
//
// They run in this order against one fake upstream, whose ledger carries over from case to
// case, on its clock at 2026-11-22 12:00 UTC: demo01 starts with 12345.67 (main 10000.00,
// JILI 1200.00, PG Soft 845.67, Evolution 300.00), no payment password and no payout account,
// and goes through a session of money: transfers, a recall, deposits, a payment password, a
// payout account, withdrawals, then its records. agent01 has a payment password and a bank
// account bound. Each write has a key of its own; the first golden of a path is its success,
// which the site's mocks answer by default. Run the whole list, not one case.
func TestGoldens(t *testing.T) {
	g, w, as := bfftest.Golden, bfftest.Write, bfftest.As
	post := func(name, path string, status int, body, description string) bfftest.GoldenCase {
		c := w(http.MethodPost, name, path, status, body, description)
		c.Key = "golden-" + name
		return c
	}
	put := func(name, path string, status int, body, description string) bfftest.GoldenCase {
		return w(http.MethodPut, name, path, status, body, description)
	}
	before, scenario := bfftest.Then, bfftest.Under
	// A write the client gave up on still lands in the fake's ledger: the case after it waits
	// for that.
	late := &bfftest.LateWrites{User: "demo01", Timeout: writeTimeout, Client: bfftest.WithWalletTimeout}
	// first sends a case's request once before the case, as demo01, with the case's key (or
	// another body under it): the case then asks again.
	first := func(c bfftest.GoldenCase, body string) bfftest.GoldenCase {
		return bfftest.SentBefore(c, "demo01", body)
	}
	const (
		transfer   = `{"from":"MAIN","to":"JL","amount":"500"}`
		bindBkash  = `{"kind":"mobile","providerCode":"BKASH","accountName":"Rahim Uddin","accountNumber":"01712-345678","paymentPassword":"135790"}`
		withdrawal = `{"accountId":"` + demoPayoutAccount + `","amount":"1,000","paymentPassword":"135790"}`
	)
	bfftest.RunGoldens(t, "wallet", []bfftest.GoldenCase{
		// Reads.
		as("demo01", g("wallet", "/api/v1/wallet", 200, "The total balance of the header's widget, exact (the site shows no decimals).")),
		g("wallet-login-required", "/api/v1/wallet", 401, "The balance without a session: login_required."),
		as("demo01", g("wallets", "/api/v1/wallets", 200, "demo01's wallets: the main one, then every game wallet, and the total.")),
		as("demo01", g("deposit-methods", "/api/v1/deposit-methods", 200,
			"The ways to deposit with their limits and one-tap amounts, the merchant's accounts for mobile and bank transfers, and the promotions demo01 may take.")),
		as("free01", g("deposit-methods-free-reject", "/api/v1/deposit-methods", 403, "A free (type 4) account may not deposit: free_reject.")),
		as("agent01", g("withdrawal-options", "/api/v1/withdrawal-options", 200,
			"agent01 may withdraw: what is withdrawable, the rules, a payment password set and a bank account bound (its last four digits).")),
		as("demo01", g("withdrawal-options-not-ready", "/api/v1/withdrawal-options", 200,
			"demo01 has neither a payment password nor a payout account yet: the site leads to the security centre.")),
		as("agent01", g("payout-accounts", "/api/v1/payout-accounts", 200, "The bound accounts, masked, and the banks and mobile services one may be bound at.")),

		// Transfers and the recall.
		as("demo01", post("transfer", "/api/v1/wallet-transfers", 200, transfer,
			"500 from the main wallet to JILI's: the wallets after it.")),
		as("demo01", first(post("transfer-repeated", "/api/v1/wallet-transfers", 200, `{"from":"JL","to":"MAIN","amount":"250.50"}`,
			"The same transfer again with its key (a double tap): the first answer, without a second transfer."),
			`{"from":"JL","to":"MAIN","amount":"250.50"}`)),
		as("demo01", first(post("transfer-key-conflict", "/api/v1/wallet-transfers", 409, `{"from":"MAIN","to":"JL","amount":"10"}`,
			"A key used before for another body: idempotency_conflict, nothing moved."), `{"from":"MAIN","to":"JL","amount":"20"}`)),
		as("demo01", w(http.MethodPost, "transfer-key-missing", "/api/v1/wallet-transfers", 400, transfer,
			"A money write without an Idempotency-Key: validation_failed naming the header.")),
		as("demo01", post("transfer-invalid", "/api/v1/wallet-transfers", 400, `{"from":"JL","to":"PG","amount":"10.005"}`,
			"Two game wallets and three decimals: validation_failed naming each field.")),
		as("demo01", post("transfer-insufficient-funds", "/api/v1/wallet-transfers", 422, `{"from":"EVO","to":"MAIN","amount":"৫,০০০"}`,
			"More than the wallet holds (5000, typed in Bengali digits, from Evolution's 300.00): insufficient_funds.")),
		as("demo01", post("recall", "/api/v1/wallet-recalls", 200, "",
			"Every game wallet's balance back to the main wallet: the wallets after it.")),
		before(as("demo01", post("transfer-wallet-locked", "/api/v1/wallet-transfers", 422, `{"from":"MAIN","to":"PG","amount":"100"}`,
			"PG Soft's wallet (200 moved to it just before) has a game open on it: wallet_locked.")),
			func(t testing.TB, s *bfftest.Stack) {
				bfftest.SendWithKey(s, http.MethodPost, "/api/v1/wallet-transfers", `{"from":"MAIN","to":"PG","amount":"200"}`, "golden-to-pg", s.SignIn("demo01"))
				lockWallet(t, s, "PG", true)
			}),
		as("demo01", post("recall-wallet-locked", "/api/v1/wallet-recalls", 422, "",
			"A recall while PG Soft's wallet, holding money, is locked: the back office refuses it whole, wallet_locked.")),
		before(late.Late(as("demo01", post("transfer-outcome-unknown", "/api/v1/wallet-transfers", 502, transfer,
			"The transfer was sent and no answer came in time: outcome_unknown; the site sends the player to the record.")), upTransfer),
			func(t testing.TB, s *bfftest.Stack) { lockWallet(t, s, "PG", false) }),
		late.Landed(scenario(as("demo01", post("transfer-unavailable", "/api/v1/wallet-transfers", 503, transfer,
			"The wallets cannot be read before the transfer: upstream_unavailable; nothing was sent, and the key stays free for a retry.")), fakeupstream.Failing, upWallets)),
		scenario(as("demo01", post("transfer-answer-lost", "/api/v1/wallet-transfers", 502, transfer,
			"The transfer was sent and the back office's side answered 503: it may have been done, so outcome_unknown, which the key keeps.")), fakeupstream.Failing, upTransfer),
		scenario(as("demo01", post("recall-unavailable", "/api/v1/wallet-recalls", 503, "",
			"The wallets cannot be read before the recall: upstream_unavailable, nothing sent.")), fakeupstream.Failing, upWallets),

		// Deposits.
		as("demo01", post("deposit", "/api/v1/deposits", 201, `{"methodId":"PG-301","amount":"1000","promotionId":"RL10"}`,
			"A gateway deposit with the daily reload bonus: pending, the gateway's page to open.")),
		as("demo01", post("deposit-qr", "/api/v1/deposits", 201, `{"methodId":"QR-401","amount":"500"}`,
			"A QR deposit: the code's text and the code drawn as a PNG data URL.")),
		as("demo01", post("deposit-mobile", "/api/v1/deposits", 201,
			`{"methodId":"MA-101","amount":"২,০০০","senderAccount":"01812-345678","transactionId":"8N7A6B5C4D"}`,
			"A bKash transfer the player has made: pending until the back office matches it, with the merchant's account and the reference.")),
		as("demo01", post("deposit-out-of-range", "/api/v1/deposits", 400, `{"methodId":"MA-101","amount":"100","senderAccount":"01812345678"}`,
			"Below bKash's minimum: amount out_of_range, the detail names the range.")),
		as("demo01", post("deposit-invalid", "/api/v1/deposits", 400, `{"methodId":"MA-101","amount":"12.345"}`,
			"Three decimals and no sender or transaction id for a mobile transfer: validation_failed.")),
		as("free01", post("deposit-free-reject", "/api/v1/deposits", 403, `{"methodId":"PG-301","amount":"1000"}`,
			"A free (type 4) account may not deposit: free_reject.")),

		// Withdrawals: agent01 is ready to withdraw; demo01 is not, until it sets a payment
		// password and binds an account.
		as("agent01", post("withdrawal", "/api/v1/withdrawals", 201, `{"accountId":"BC00000001","amount":"1,000","paymentPassword":"246810"}`,
			"1000 to agent01's bank account: pending, the amount held at once.")),
		as("demo01", post("withdrawal-password-required", "/api/v1/withdrawals", 409, `{"accountId":"BC1","amount":"1000","paymentPassword":"135790"}`,
			"No payment password set yet: payment_password_required; the site leads to the security centre.")),
		as("demo01", put("payment-password", "/api/v1/me/payment-password", 200, `{"newPassword":"135790","confirmPassword":"135790"}`,
			"demo01 sets a payment password (six digits).")),
		as("demo01", put("payment-password-set", "/api/v1/me/payment-password", 409, `{"newPassword":"246801","confirmPassword":"246801"}`,
			"Setting one again without the current one: payment_password_set.")),
		as("demo01", put("payment-password-wrong", "/api/v1/me/payment-password", 400,
			`{"currentPassword":"111111","newPassword":"246801","confirmPassword":"246801"}`,
			"A change with the wrong current one: currentPassword password_incorrect.")),
		as("demo01", put("payment-password-invalid", "/api/v1/me/payment-password", 400, `{"newPassword":"12345","confirmPassword":"54321"}`,
			"Not six digits, not confirmed: password_format and confirm_mismatch.")),
		as("demo01", post("payout-account", "/api/v1/payout-accounts", 201, bindBkash,
			"demo01 binds a bKash account: the answer shows its last four digits only.")),
		as("demo01", post("payout-account-bound", "/api/v1/payout-accounts", 400, bindBkash,
			"The same account again (a new form, a new key): accountNumber account_bound.")),
		as("demo01", post("payout-account-password-wrong", "/api/v1/payout-accounts", 400,
			`{"kind":"bank","providerCode":"DBBL","accountName":"Rahim Uddin","accountNumber":"1051100099999","paymentPassword":"000000"}`,
			"A wrong payment password: paymentPassword password_incorrect.")),
		as("demo01", post("payout-account-invalid", "/api/v1/payout-accounts", 400,
			`{"kind":"card","providerCode":"","accountName":"","accountNumber":"12ab"}`,
			"Every field refused at once: validation_failed.")),

		as("demo01", post("withdrawal-mobile", "/api/v1/withdrawals", 201, withdrawal,
			"1000 to demo01's new bKash account.")),
		as("demo01", first(post("withdrawal-repeated", "/api/v1/withdrawals", 201,
			`{"accountId":"`+demoPayoutAccount+`","amount":"700","paymentPassword":"135790"}`,
			"The same withdrawal again with its key (a double tap): the first answer, one withdrawal."),
			`{"accountId":"`+demoPayoutAccount+`","amount":"700","paymentPassword":"135790"}`)),
		as("demo01", post("withdrawal-password-wrong", "/api/v1/withdrawals", 400,
			`{"accountId":"`+demoPayoutAccount+`","amount":"1000","paymentPassword":"999999"}`,
			"A wrong payment password: paymentPassword password_incorrect, nothing held.")),
		as("demo01", post("withdrawal-out-of-range", "/api/v1/withdrawals", 400,
			`{"accountId":"`+demoPayoutAccount+`","amount":"499.99","paymentPassword":"135790"}`,
			"Below the rules' minimum: amount out_of_range, the detail names the range.")),
		as("demo01", post("withdrawal-insufficient-funds", "/api/v1/withdrawals", 422,
			`{"accountId":"`+demoPayoutAccount+`","amount":"50000","paymentPassword":"135790"}`,
			"More than is withdrawable: insufficient_funds.")),
		late.Late(as("demo01", post("withdrawal-outcome-unknown", "/api/v1/withdrawals", 502, withdrawal,
			"The withdrawal was sent and no answer came in time: outcome_unknown.")), upWithdraw),
		before(late.Landed(as("demo01", post("withdrawal-limit-reached", "/api/v1/withdrawals", 422, withdrawal,
			"Today's three withdrawals are made: withdrawal_limit_reached."))), fillTodaysWithdrawals),
		as("free01", post("withdrawal-free-reject", "/api/v1/withdrawals", 403, withdrawal,
			"A free (type 4) account may not withdraw: free_reject, before its key or body is read.")),

		// The security centre and the records, after all that.
		as("demo01", g("security", "/api/v1/me/security", 200, "demo01's security centre: a payment password set, one payout account, the e-mail masked.")),
		as("demo01", g("deposits", "/api/v1/deposits", 200,
			"Today's deposit record, newest first (20 a page): the three made above, pending; the approved total over the range.")),
		as("demo01", g("deposits-range", "/api/v1/deposits?from=2026-11-16&pageSize=5", 200,
			"The deposits of a week, five a page: today's pending ones, then earlier approved ones.")),
		as("demo01", g("deposits-pending", "/api/v1/deposits?status=pending", 200, "Today's pending deposits.")),
		as("demo01", g("deposits-invalid", "/api/v1/deposits?from=2026-08-01&to=2026-11-22&status=lost&page=0", 400,
			"More than 90 days, an unknown status, page 0: validation_failed naming each parameter.")),
		as("demo01", g("withdrawals", "/api/v1/withdrawals", 200, "Today's withdrawals, pending, to the bKash account (masked).")),
		as("demo01", g("records-transactions", "/api/v1/records/transactions", 200,
			"Today's account record: every movement, signed, with its wallet's balance after it, and the range's totals.")),
		as("demo01", g("records-transactions-deposits", "/api/v1/records/transactions?from=2026-10-24&type=deposit&pageSize=5", 200,
			"The approved deposits of the last 30 days.")),
		as("demo01", g("records-transactions-invalid", "/api/v1/records/transactions?from=2026-11-23&type=gift&pageSize=51", 400,
			"A range ending before it starts, an unknown type, too large a page: validation_failed.")),
		as("demo01", g("records-bets", "/api/v1/records/bets", 200,
			"Today's bets (the site's TRANSBETREPMEM3 switch is on): each bet's stake, payout and the player's profit, and the totals.")),
		as("demo01", g("records-bets-live", "/api/v1/records/bets?from=2026-10-24&category=LIVE&pageSize=3", 200,
			"Live casino bets of the last 30 days, three a page.")),
		as("demo01", g("records-profit-loss", "/api/v1/records/profit-loss", 200, "Today's profit and loss by game category.")),
		as("demo01", g("records-profit-loss-month", "/api/v1/records/profit-loss?from=2026-10-24", 200,
			"Profit and loss by game category over 30 days, and the totals.")),
		g("records-profit-loss-login-required", "/api/v1/records/profit-loss", 401, "The records without a session: login_required."),

		// The security questions and the payment password's recovery: demo01 (payment password
		// 135790) chooses two questions, forgets its payment password and resets it by them;
		// the mobile account resets its own by an SMS code.
		as("demo01", g("security-questions", "/api/v1/security-questions", 200,
			"The questions one may choose, in the request's language (Bengali by default).")),
		english(as("demo01", g("security-questions-en", "/api/v1/security-questions", 200, "The same questions in English."))),
		as("free01", g("security-questions-free-reject", "/api/v1/security-questions", 403,
			"A free (type 4) account has no payment password to recover: free_reject.")),
		as("demo01", g("my-security-questions-unset", "/api/v1/me/security-questions", 200,
			"demo01 has chosen no questions yet: set false, no items.")),
		as("demo01", post("payment-password-reset-no-questions", "/api/v1/payment-password-resets", 409, resetByAnswers("Dhaka"),
			"A reset by questions before any are chosen: security_questions_required (the site offers the SMS reset instead).")),
		as("demo01", put("security-questions-invalid", "/api/v1/me/security-questions", 400, `{"answers":[{"questionId":"2","answer":"Dhaka"}]}`,
			"One question only: answers invalid, two or three are chosen.")),
		as("demo01", put("security-questions-set", "/api/v1/me/security-questions", 200, chooseQuestions,
			"demo01 chooses two questions and answers them; the answers go upstream encrypted and never come back.")),
		as("demo01", put("security-questions-set-again", "/api/v1/me/security-questions", 409, chooseQuestions,
			"Choosing again: security_questions_set; they are chosen once (customer service changes them).")),
		as("demo01", g("my-security-questions", "/api/v1/me/security-questions", 200,
			"demo01's questions, which a reset must answer: their ids and texts, never the answers.")),
		as("demo01", g("security-with-questions", "/api/v1/me/security", 200, "The security centre now says the questions are set.")),
		as("demo01", post("payment-password-reset-answers-wrong", "/api/v1/payment-password-resets", 400, resetByAnswers("Chittagong"),
			"A wrong answer: answers answers_incorrect, which answer the BFF never says; the attempt counts against the payment password's limit.")),
		as("demo01", post("payment-password-reset-invalid", "/api/v1/payment-password-resets", 400, `{"method":"email","newPassword":"12"}`,
			"An unknown way, a new password that is not six digits and no confirmation: validation_failed.")),
		as("demo01", post("payment-password-reset", "/api/v1/payment-password-resets", 200, resetByAnswers("  dhaka "),
			"The right answers (compared as a person means them: trimmed, in any case) and a new payment password.")),
		as("demo01", post("payment-password-reset-sms-mismatch", "/api/v1/payment-password-resets", 400, resetBySMS("123456"),
			"An SMS reset naming a number that is not demo01's: mobile mobile_mismatch.")),
		mobileAccount(post("payment-password-reset-sms", "/api/v1/payment-password-resets", 200, resetBySMS("123456"),
			"The mobile account resets its payment password by the code POST /sms-codes (purpose reset) sent to its number.")),
		mobileAccount(post("payment-password-reset-sms-code-wrong", "/api/v1/payment-password-resets", 400, resetBySMS("654321"),
			"A wrong code: smsCode sms_code_invalid.")),
		before(as("demo01", post("payment-password-reset-sms-disabled", "/api/v1/payment-password-resets", 403, resetBySMS("123456"),
			"A site whose CHNGPASSVERIF3 switch is off resets by questions only: feature_disabled, before anything counts.")),
			func(_ testing.TB, s *bfftest.Stack) { s.Fake.SetSwitch(wallet.SwitchSMSReset, false) }),
	})
}

// The security questions' forms of the goldens.
const chooseQuestions = `{"answers":[{"questionId":"2","answer":"Dhaka"},{"questionId":"4","answer":"Mithu"}]}`

// resetByAnswers resets demo01's payment password with first as the answer to question 2.
func resetByAnswers(first string) string {
	return `{"method":"questions","answers":[{"questionId":"2","answer":"` + first + `"},{"questionId":"4","answer":"Mithu"}],` +
		`"newPassword":"864209","confirmPassword":"864209"}`
}

// resetBySMS resets a payment password by the code sent to the mobile account's number.
func resetBySMS(code string) string {
	return `{"method":"sms","mobile":"01712-345678","dialingCode":"880","smsCode":"` + code + `","newPassword":"975310","confirmPassword":"975310"}`
}

// english asks a golden's request in English.
func english(c bfftest.GoldenCase) bfftest.GoldenCase {
	c.Headers = map[string]string{"Accept-Language": "en"}
	return c
}

// mobileAccount signs a golden's request in as the mobile account (by its SMS code), which has
// a payment password (112233) from its first case on.
func mobileAccount(c bfftest.GoldenCase) bfftest.GoldenCase {
	c.Session = func(t testing.TB, s *bfftest.Stack) *http.Cookie {
		rec := s.Call(http.MethodPost, "/api/v1/session", `{"method":"mobile","mobile":"1712345678","dialingCode":"880","smsCode":"123456"}`)
		cookie := bfftest.SetCookie(rec)
		if rec.Code != http.StatusOK || cookie == nil {
			t.Fatalf("the mobile account's login: %d %s", rec.Code, rec.Body)
		}
		cookie = &http.Cookie{Name: cookie.Name, Value: cookie.Value}
		s.Call(http.MethodPut, "/api/v1/me/payment-password", `{"newPassword":"112233","confirmPassword":"112233"}`, cookie)
		return cookie
	}
	return c
}

// demoPayoutAccount is the id the fake gives demo01's bKash account, the first account it binds
// in the goldens.
const demoPayoutAccount = "BC00000002"

// lockWallet locks or unlocks one of demo01's game wallets, as an open game does.
func lockWallet(t testing.TB, s *bfftest.Stack, wallet string, locked bool) {
	t.Helper()
	if err := s.Fake.LockWallet("demo01", wallet, locked); err != nil {
		t.Fatal(err)
	}
}

// fillTodaysWithdrawals makes demo01's withdrawals until today's count is used.
func fillTodaysWithdrawals(_ testing.TB, s *bfftest.Stack) {
	cookie := s.SignIn("demo01")
	for i := range 3 {
		body := `{"accountId":"` + demoPayoutAccount + `","amount":"500","paymentPassword":"135790"}`
		if bfftest.SendWithKey(s, http.MethodPost, "/api/v1/withdrawals", body, "golden-fill-"+string(rune('a'+i)), cookie).Code != http.StatusCreated {
			return
		}
	}
}
