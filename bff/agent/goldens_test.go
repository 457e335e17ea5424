package agent_test

import (
	"net/http"
	"testing"
	"time"

	"github.com/casinobff/bff/adapters/fakeupstream"
	"github.com/casinobff/bff/bff/bfftest"
)

// Upstream paths the goldens break (docs/UPSTREAM.md, "Agents and contracts").
const (
	upTransfer = "/wps/agent/transferDownline"
	upWallets  = "/wps/wallets"
	upReports  = "/wps/report/downlineTransaction"
)

// writeTimeout is the agent client's deadline in the case whose transfer answers too late.
const writeTimeout = 300 * time.Millisecond

// TestGoldens writes and checks testdata/bff/agent: every agent endpoint and every refusal the
// fake upstream can be led to.
//
// They run in this order against one fake upstream whose state carries over, on its clock at
// 2026-11-22 12:00 UTC (18:00 in Dhaka): agent01 leads ten downlines over three levels with 60
// days of deposits, bets, withdrawals and logins, and has three contract requests from its
// upline; agent02 leads none; special40 (type 40) is no agent; lead41 and lead42 see the agent
// pages without contract prompts. agent01 answers two requests, opens an account for newbie01,
// sets its rebates, promotes it and transfers it money, then makes and deletes an affiliate
// link. The first golden of a path is its success, which the site's mocks answer by default.
// Run the whole list, not one case.
func TestGoldens(t *testing.T) {
	g, w, as := bfftest.Golden, bfftest.Write, bfftest.As
	post := func(name, path string, status int, body, description string) bfftest.GoldenCase {
		return w(http.MethodPost, name, path, status, body, description)
	}
	transfer := func(name string, status int, body, description string) bfftest.GoldenCase {
		c := post(name, "/api/v1/agent/transfers", status, body, description)
		c.Key = "golden-" + name
		return as("agent01", c)
	}
	before, scenario := bfftest.Then, bfftest.Under
	// A transfer the client gave up on still lands in the fake's ledger: the case after it
	// waits for that.
	late := &bfftest.LateWrites{User: "agent01", Timeout: writeTimeout, Client: bfftest.WithAgentsTimeout}
	// first sends a transfer once before the case, with the case's key and body: the case then
	// asks again.
	first := func(c bfftest.GoldenCase, body string) bfftest.GoldenCase {
		return bfftest.SentBefore(c, "agent01", body)
	}
	transfers := func(on bool) func(t testing.TB, s *bfftest.Stack) {
		return func(t testing.TB, s *bfftest.Stack) {
			if err := s.Fake.SetTransferEnabled("agent01", on); err != nil {
				t.Fatal(err)
			}
		}
	}
	affiliates := func(on bool) func(t testing.TB, s *bfftest.Stack) {
		return func(_ testing.TB, s *bfftest.Stack) { s.Fake.SetAffiliatesOffered(on) }
	}
	const (
		newbie     = `{"userName":"newbie01","password":"Newbie123","confirmPassword":"Newbie123","rebates":[{"category":"RNG","rate":"0.50"},{"category":"LIVE","rate":"0.40"}]}`
		toNewbie   = `{"userName":"newbie01","amount":"100"}`
		month      = "?from=2026-10-24&to=2026-11-22"
		dailyID    = "GCS00000001"
		dividendID = "GCD00000001"
		// memberDailyID is player02's offer, made after the agents' requests (special40, lead41 and
		// lead42 have them too).
		memberDailyID = "GCS00000005"
	)
	bfftest.RunGoldens(t, "agent", []bfftest.GoldenCase{
		// The agent home and who may see it.
		as("agent01", g("agent-home", "/api/v1/agent/home", 200,
			"agent01's home: the balance, today's four team counters, the navigation grid the white-label switches allow, the dividend entry, transfers on.")),
		as("agent01", g("agent-home-week", "/api/v1/agent/home?from=2026-11-16&to=2026-11-22", 200, "The counters over a week.")),
		as("demo01", g("agent-home-member", "/api/v1/agent/home", 403, "A member (type 0) is no agent: agent_only.")),
		as("free01", g("agent-home-trial", "/api/v1/agent/home", 403, "A free account (type 4): agent_only.")),
		as("special40", g("agent-home-special", "/api/v1/agent/home", 403, "A special account of type 40: agent_only.")),
		g("agent-home-login-required", "/api/v1/agent/home", 401, "Without a session: login_required."),
		as("lead41", g("agent-home-41", "/api/v1/agent/home", 200, "Type 41 sees the agent pages: its home, with no team.")),
		as("agent02", g("agent-home-no-team", "/api/v1/agent/home", 200, "agent02 leads no team: every counter 0.")),
		as("agent01", g("agent-home-invalid", "/api/v1/agent/home?from=2026-11-22&to=2026-11-01", 400, "A range that ends before it starts: validation_failed.")),

		// Contract prompts after login, and the contract screens.
		as("agent01", g("contract-requests", "/api/v1/agent/contract-requests", 200,
			"agent01's upline asked for three contracts: the site prompts daily salary, dividend and hourly salary in turn.")),
		as("lead42", g("contract-requests-42", "/api/v1/agent/contract-requests", 200,
			"Types 41 and 42 get no contract prompts, though their upline asked: the upstream is not asked.")),
		as("agent02", g("contract-requests-none", "/api/v1/agent/contract-requests", 200, "agent02 has no request pending.")),
		as("demo01", g("contract-requests-member", "/api/v1/agent/contract-requests", 403, "A member gets no prompts: agent_only.")),
		as("agent01", g("contract-daily-salary", "/api/v1/agent/contracts/dailySalary", 200,
			"The daily salary's proposed terms: by the team's bets and active members, an amount a day.")),
		as("agent01", g("contract-dividend", "/api/v1/agent/contracts/dividend", 200,
			"The dividend's terms: a percentage of the team's loss each half month.")),
		as("agent01", g("contract-hourly-salary", "/api/v1/agent/contracts/hourlySalary", 200, "The hourly salary's terms.")),
		as("agent01", g("contract-unknown", "/api/v1/agent/contracts/weeklyBonus", 404, "No such kind of contract: not_found.")),
		as("agent01", post("contract-accept", "/api/v1/agent/contracts/dailySalary", 200, `{"id":"`+dailyID+`","accept":true}`,
			"agent01 accepts the daily salary.")),
		as("agent01", post("contract-answered", "/api/v1/agent/contracts/dailySalary", 404, `{"id":"`+dailyID+`","accept":true}`,
			"The same request again: no longer pending, not_found.")),
		as("agent01", post("contract-refuse", "/api/v1/agent/contracts/dividend", 200, `{"id":"`+dividendID+`","accept":false}`,
			"agent01 refuses the dividend.")),
		as("agent01", post("contract-invalid", "/api/v1/agent/contracts/hourlySalary", 400, `{"id":""}`,
			"No id and no answer: validation_failed.")),
		as("agent01", g("contract-none-pending", "/api/v1/agent/contracts/dailySalary", 200,
			"After the answer: nothing pending for the daily salary.")),
		as("agent01", g("contract-requests-after", "/api/v1/agent/contract-requests", 200, "One prompt left: the hourly salary.")),

		// Every member's contract prompts and screens (/contract-requests, /contracts/{kind}):
		// player02, a player, has its upline's daily salary offer; types 4, 40, 41 and 42 get
		// nothing, and the upstream is not asked.
		as("player02", g("member-contract-requests", "/api/v1/contract-requests", 200,
			"player02's upline offers it a daily salary: the site prompts it after login, as an agent's.")),
		g("member-contract-requests-login-required", "/api/v1/contract-requests", 401, "Without a session: login_required."),
		as("free01", g("member-contract-requests-trial", "/api/v1/contract-requests", 200,
			"A free (type 4) account gets no prompts: an empty list, the upstream not asked.")),
		as("lead41", g("member-contract-requests-41", "/api/v1/contract-requests", 200,
			"Types 40, 41 and 42 get no prompts on the members' path either, though lead41's upline asked.")),
		as("lead41", g("member-contract-41", "/api/v1/contracts/dailySalary", 200,
			"Nor any contract on the members' path: pending false, the upstream not asked.")),
		as("agent01", g("member-contract-requests-agent", "/api/v1/contract-requests", 200,
			"An agent's prompts on the members' path are the agent centre's: the hourly salary left.")),
		as("player02", g("member-contract", "/api/v1/contracts/dailySalary", 200,
			"The daily salary player02's upline offers: by its team's bets and active members, an amount a day.")),
		as("player02", g("member-contract-none", "/api/v1/contracts/dividend", 200, "No dividend offered: pending false.")),
		as("player02", post("member-contract-accept", "/api/v1/contracts/dailySalary", 200, `{"id":"`+memberDailyID+`","accept":true}`,
			"player02 accepts it.")),
		as("player02", post("member-contract-answered", "/api/v1/contracts/dailySalary", 404, `{"id":"`+memberDailyID+`","accept":false}`,
			"Answered already: not_found.")),
		as("free01", post("member-contract-answer-trial", "/api/v1/contracts/dailySalary", 404, `{"id":"`+memberDailyID+`","accept":true}`,
			"A free account has no contract to answer: not_found, the upstream not asked.")),
		as("player02", g("member-contract-requests-after", "/api/v1/contract-requests", 200, "Nothing left to prompt.")),

		// The team's reports.
		as("agent01", g("team-overview", "/api/v1/agent/team/overview", 200,
			"Today's team overview: members, new ones, active ones, deposits, withdrawals, bets, payouts and the team's profit.")),
		as("agent01", g("team-overview-month", "/api/v1/agent/team/overview"+month, 200, "The team over 30 days.")),
		as("agent01", g("team-overview-invalid", "/api/v1/agent/team/overview?from=2026-01-01&to=2026-11-22", 400,
			"More than 90 days: validation_failed.")),
		scenario(as("agent01", g("team-overview-unavailable", "/api/v1/agent/team/overview", 503,
			"The back office's report fails: upstream_unavailable.")), fakeupstream.Failing, upReports),
		as("agent01", g("team-profit-loss", "/api/v1/agent/team/profit-loss"+month, 200,
			"Profit and loss per downline over 30 days, by level, with the team's totals.")),
		as("agent01", g("team-profit-loss-member", "/api/v1/agent/team/profit-loss"+month+"&userName=rafi01", 200, "One downline's figures.")),
		as("agent01", g("team-bets", "/api/v1/agent/team/bets?from=2026-11-16&to=2026-11-22&pageSize=10", 200,
			"The team's bets of a week, newest first, ten a page, with the totals.")),
		as("agent01", g("team-bets-live", "/api/v1/agent/team/bets"+month+"&category=LIVE&pageSize=5", 200, "Live casino bets of 30 days.")),
		as("agent01", g("team-bets-invalid", "/api/v1/agent/team/bets?category=live%20casino&pageSize=500", 400,
			"An unknown category and too large a page: validation_failed.")),
		as("agent01", g("income", "/api/v1/agent/income"+month+"&pageSize=10", 200,
			"agent01's rebate income by day and category: its own rate less the bettor's, on the team's bets.")),
		as("agent01", g("dividends", "/api/v1/agent/dividends?from=2026-10-01&to=2026-11-22", 200,
			"The dividends of each half month: paid ones, then the current period pending.")),

		// The team and its rebates.
		as("agent01", g("downlines", "/api/v1/agent/downlines", 200,
			"The whole team, newest first: balances, last logins, who is online, who may be promoted; transfers on.")),
		as("agent01", g("downlines-search", "/api/v1/agent/downlines?userName=02&pageSize=5", 200, "Downlines whose name has 02.")),
		as("agent02", g("downlines-none", "/api/v1/agent/downlines", 200, "agent02 leads no team.")),
		as("agent01", g("downline", "/api/v1/agent/downlines/rafi01", 200, "One downline with its rebates and the most agent01 may give.")),
		as("agent01", g("downline-unknown", "/api/v1/agent/downlines/ghost01", 404, "A name not in the team: not_found.")),
		as("agent01", g("rebates", "/api/v1/agent/rebates", 200, "agent01's own rates: the most a downline may be given.")),

		// An account for a new downline, its rebates, its promotion.
		as("agent01", post("downline-open", "/api/v1/agent/downlines", 201, newbie,
			"agent01 opens an account for newbie01 with rebates within its own: a real member, who can log in.")),
		as("agent01", post("downline-open-rebate-too-high", "/api/v1/agent/downlines", 400,
			`{"userName":"newbie02","password":"Newbie123","confirmPassword":"Newbie123","rebates":[{"category":"RNG","rate":"1.50"}]}`,
			"A rate above agent01's own (1.20): refused by the BFF before the upstream sees it.")),
		as("agent01", post("downline-open-taken", "/api/v1/agent/downlines", 400,
			`{"userName":"rafi01","password":"Newbie123","confirmPassword":"Newbie123","rebates":[]}`, "A name in use: username_taken.")),
		as("agent01", post("downline-open-invalid", "/api/v1/agent/downlines", 400,
			`{"userName":"a b","password":"short","confirmPassword":"other","rebates":[{"category":"BINGO","rate":"x"}]}`,
			"Every field refused at once: validation_failed.")),
		as("agent01", w(http.MethodPut, "downline-rebates", "/api/v1/agent/downlines/newbie01/rebates", 200,
			`{"rebates":[{"category":"RNG","rate":"1.00"},{"category":"LIVE","rate":"0.80"},{"category":"PVP","rate":"0.5"}]}`,
			"newbie01's rates changed within agent01's own.")),
		as("agent01", w(http.MethodPut, "downline-rebates-too-high", "/api/v1/agent/downlines/newbie01/rebates", 400,
			`{"rebates":[{"category":"LIVE","rate":"0.81"}]}`, "0.81 on live casino, above agent01's 0.80: rebates[0].rate out_of_range.")),
		as("agent01", post("downline-promote", "/api/v1/agent/downlines/newbie01/promotion", 200, "",
			"newbie01, a direct downline and a player, becomes an agent.")),
		as("agent01", post("downline-promote-not-allowed", "/api/v1/agent/downlines/sumon02/promotion", 422, "",
			"sumon02 is two levels down: promotion_not_allowed.")),

		// Transfers to a downline: money writes.
		transfer("transfer", 201, toNewbie, "100 from agent01's main wallet to newbie01's: the transfer and agent01's balance after it."),
		first(transfer("transfer-repeated", 201, `{"userName":"newbie01","amount":"250.50"}`,
			"The same transfer again with its key (a double tap): the first answer, one debit."), `{"userName":"newbie01","amount":"250.50"}`),
		first(transfer("transfer-key-conflict", 409, `{"userName":"newbie01","amount":"10"}`,
			"A key used before for another body: idempotency_conflict, nothing moved."), `{"userName":"newbie01","amount":"20"}`),
		as("agent01", post("transfer-key-missing", "/api/v1/agent/transfers", 400, toNewbie,
			"A transfer without an Idempotency-Key: validation_failed naming the header.")),
		transfer("transfer-invalid", 400, `{"userName":"","amount":"0.005"}`, "No name and three decimals: validation_failed."),
		transfer("transfer-insufficient-funds", 422, `{"userName":"newbie01","amount":"১০,০০,০০০"}`,
			"More than the main wallet holds (1000000, in Bengali digits): insufficient_funds, nothing sent."),
		transfer("transfer-unknown-downline", 404, `{"userName":"ghost01","amount":"100"}`, "A name not in the team: not_found."),
		before(transfer("transfer-disabled", 403, toNewbie, "The back office has transfers off for agent01: feature_disabled."), transfers(false)),
		as("demo01", before(func() bfftest.GoldenCase {
			c := post("transfer-member", "/api/v1/agent/transfers", 403, toNewbie, "A member may not transfer to a team: agent_only.")
			c.Key = "golden-transfer-member"
			return c
		}(), transfers(true))),
		late.Late(transfer("transfer-outcome-unknown", 502, toNewbie,
			"The transfer was sent and no answer came in time: outcome_unknown; the site sends the agent to the record."), upTransfer),
		late.Landed(scenario(transfer("transfer-unavailable", 503, toNewbie,
			"agent01's wallets cannot be read before the transfer: upstream_unavailable; nothing was sent, the key stays free."), fakeupstream.Failing, upWallets)),
		scenario(transfer("transfer-answer-lost", 502, toNewbie,
			"The transfer was sent and the back office's side answered 503: it may have been done, so outcome_unknown, which the key keeps."), fakeupstream.Failing, upTransfer),
		as("agent01", g("downline-after", "/api/v1/agent/downlines/newbie01", 200,
			"newbie01 after it all: an agent, its rates, the 100 and the late 100 on its balance.")),

		// Affiliate links.
		as("agent01", g("affiliate-links", "/api/v1/agent/affiliate-links", 200,
			"agent01's registration link (the code the registration screen knows), on the site's own host.")),
		as("agent01", post("affiliate-link-create", "/api/v1/agent/affiliate-links", 201, "", "A new link.")),
		as("agent01", w(http.MethodDelete, "affiliate-link-delete", "/api/v1/agent/affiliate-links/GAL00000002", 200, "", "The new link deleted: the links left.")),
		as("agent01", w(http.MethodDelete, "affiliate-link-unknown", "/api/v1/agent/affiliate-links/GAL00000099", 404, "", "No such link: not_found.")),
		as("agent01", g("affiliates", "/api/v1/agent/affiliates", 200, "The members who registered through agent01's links, newest first.")),
		before(as("agent01", g("affiliate-links-disabled", "/api/v1/agent/affiliate-links", 403,
			"A back office that does not offer affiliate links to this merchant: feature_disabled.")), affiliates(false)),
		before(as("agent01", g("affiliates-after", "/api/v1/agent/affiliates?page=2&pageSize=2", 200,
			"The registered affiliates, two a page: the second page.")), affiliates(true)),
	})
}
