package main

import (
	"context"
	"net/http"

	"github.com/casinobff/bff/adapters"
)

// The test login's probes: a login, the member's reads of its money and protection, a logout.

// loginProbe logs the test login in: its calls are the RSA key the body is encrypted under,
// then the login. It and the logout are the check's only writes.
var loginProbe = probe{
	call: "Login", wires: []wire{readWire("RSAKey", "/wps/session/key/rsa"), {"Login", http.MethodPost, "/wps/session/login"}},
	need: true, phase: phaseLogin, run: probeLogin,
}

// memberProbes read the test login's member, money and protection, then end its session.
var memberProbes = []probe{
	{call: "MemberInfo", wires: []wire{readWire("MemberInfo", "/wps/member/info")}, phase: phaseMember, session: true, run: func(ctx context.Context, p *siteProbe) (outcome, error) {
		m, err := p.accounts.MemberInfo(ctx, p.member())
		if err != nil {
			return outcome{}, err
		}
		return answered("member type %d", m.Type)
	}},
	{call: "Balance", wires: []wire{readWire("Balance", "/wps/wallets/gcs")}, need: true, phase: phaseMember, session: true, run: func(ctx context.Context, p *siteProbe) (outcome, error) {
		if _, err := p.money.Balance(ctx, p.member()); err != nil {
			return outcome{}, err
		}
		return answered("answered")
	}},
	{call: "Wallets", wires: []wire{readWire("Wallets", "/wps/wallets")}, phase: phaseMember, session: true, run: func(ctx context.Context, p *siteProbe) (outcome, error) {
		w, err := p.money.Wallets(ctx, p.member())
		if err != nil {
			return outcome{}, err
		}
		return answered("the main wallet and %s", count(len(w.Games), "game wallet"))
	}},
	{call: "DepositOptions", wires: []wire{readWire("DepositChannels", "/wps/system/depositBanks"), readWire("DepositPromotions", "/wps/promotions/deposit")}, phase: phaseMember, session: true, run: func(ctx context.Context, p *siteProbe) (outcome, error) {
		d, err := p.money.DepositOptions(ctx, p.member())
		if err != nil {
			return outcome{}, err
		}
		if len(d.Methods) == 0 {
			return outcome{detail: "answered, but no deposit method the BFF can use: players cannot deposit", result: resultWarn}, nil
		}
		return answered("%s, %s", count(len(d.Methods), "deposit method"), count(len(d.Promotions), "deposit promotion"))
	}},
	{
		call: "WithdrawalOptions",
		wires: []wire{
			readWire("WithdrawalRules", "/wps/transaction/withdraw/rules"), readWire("HasPaymentPassword", "/wps/member/hasWithdrawalPassword"),
			readWire("PayoutAccounts", "/wps/member/bankCard"), readWire("PayoutProviders", "/wps/system/withdrawBanks"),
		},
		phase: phaseMember, session: true,
		run: func(ctx context.Context, p *siteProbe) (outcome, error) {
			w, err := p.money.WithdrawalOptions(ctx, p.member())
			if err != nil {
				return outcome{}, err
			}
			return answered("%s, %s", count(len(w.Providers), "payout provider"), count(len(w.Accounts), "payout account"))
		},
	},
	{call: "Protection", wires: []wire{readWire("Protection", "/wps/member/protection")}, phase: phaseMember, session: true, run: func(ctx context.Context, p *siteProbe) (outcome, error) {
		st, err := p.protection.Protection(ctx, p.member())
		if err != nil {
			return outcome{}, err
		}
		if st.Exclusion != nil {
			return outcome{detail: "answered: the test login is excluded (" + string(st.Exclusion.Kind) + ")", result: resultWarn}, nil
		}
		return answered("%s, %d pending, no exclusion", count(len(st.Limits), "limit"), len(st.Pending))
	}},
	{call: "Logout", wires: []wire{{"Logout", http.MethodDelete, "/wps/session/logout"}}, phase: phaseLogout, session: true, run: func(ctx context.Context, p *siteProbe) (outcome, error) {
		if err := p.accounts.Logout(ctx, p.member()); err != nil {
			return outcome{}, err
		}
		return answered("session ended")
	}},
}

// probeLogin logs the test login in; its session serves the member's reads and is ended by
// the logout. The token stays in p, never in the report.
func probeLogin(ctx context.Context, p *siteProbe) (outcome, error) {
	if p.user == "" {
		return outcome{result: resultSkip, detail: "no test login given (--user and --password, or " + envCheckUser + " and " +
			envCheckPassword + "): the member's calls are not checked"}, nil
	}
	g, err := p.accounts.Login(ctx, p.scope, adapters.Credentials{Method: adapters.LoginByUsername, Username: p.user, Password: p.pass})
	if err != nil {
		return outcome{}, err
	}
	p.token = g.Token
	return answered("logged in as %s (member type %d)", g.UserName, g.Type)
}
